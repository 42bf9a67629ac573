/// Measures how fast the sheet moves from timestamped positions.
///
/// The release velocity is the least-squares slope of the samples in the last
/// `window` seconds before the release. Fitting a line (rather than taking the last two
/// events) smooths the jitter of pointer events; looking back only a short window means
/// a pause before letting go reads as "not moving".
public struct VelocityTracker: Sendable {
    private struct Sample: Sendable { var time: Double; var position: Double }
    private var samples: [Sample] = []
    /// Seconds of history used for the velocity.
    public let window: Double

    public init(window: Double = SheetBehavior.standard.velocityWindow) {
        self.window = window
    }

    /// Adds a position (px) at a time (s). Times must not go backwards; a sample older
    /// than the newest one is ignored (events can arrive out of order across devices).
    public mutating func add(position: Double, at time: Double) throws(SheetInputError) {
        let position = try requireFinite(position, "drag position")
        let time = try requireFinite(time, "event time")
        if let last = samples.last, time < last.time { return }
        samples.append(Sample(time: time, position: position))
        // Keep a little more than the window: the release time may come later.
        let horizon = time - 2 * window
        if let firstKept = samples.firstIndex(where: { $0.time >= horizon }), firstKept > 0 {
            samples.removeFirst(firstKept)
        }
    }

    /// Moves every recorded position by `offset`: the ground moved under the samples
    /// (the layout changed mid-drag), which is no motion of the user's.
    public mutating func shift(by offset: Double) {
        for index in samples.indices { samples[index].position += offset }
    }

    /// Velocity (px/s, in the direction positions grow: the sheet's height) at `time`, from the samples of
    /// the last `window` seconds. 0 with fewer than two samples in the window.
    public func velocity(at time: Double) throws(SheetInputError) -> Double {
        let time = try requireFinite(time, "release time")
        let recent = samples.filter { $0.time >= time - window && $0.time <= time }
        guard recent.count >= 2 else { return 0 }
        let n = Double(recent.count)
        let meanT = recent.reduce(0) { $0 + $1.time } / n
        let meanP = recent.reduce(0) { $0 + $1.position } / n
        var covariance = 0.0
        var variance = 0.0
        for s in recent {
            covariance += (s.time - meanT) * (s.position - meanP)
            variance += (s.time - meanT) * (s.time - meanT)
        }
        // All samples at one instant: no time has passed, so no speed can be told.
        guard variance > 1e-12 else { return 0 }
        return covariance / variance
    }
}
