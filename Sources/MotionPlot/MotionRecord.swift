import BottomSheet

/// What the motion plot shows: the sheet's height and velocity over the last few
/// seconds, and each release with the detent it was sent to. Plain data, no GTK: the
/// plot draws it, tests read it.
public struct MotionRecord: Sendable {
    /// The sheet's height at one frame.
    public struct Sample: Sendable, Equatable {
        /// Seconds, on the frame clock.
        public var time: Double
        /// The visible height in pixels.
        public var height: Double
        /// Pixels per second, positive upwards, from the previous frame.
        public var velocity: Double
    }

    /// A release: where the user let go, how fast, and the release rule's target.
    public struct Release: Sendable, Equatable {
        public var time: Double
        /// The height the sheet was let go at.
        public var height: Double
        /// Pixels per second, positive upwards.
        public var velocity: Double
        /// The detent the release rule chose (the projected target).
        public var target: Detent
        /// That detent's resting height when the release happened.
        public var targetHeight: Double
    }

    /// How many seconds of history are kept.
    public let span: Double
    public private(set) var samples: [Sample] = []
    public private(set) var releases: [Release] = []

    public init(span: Double = 4) {
        self.span = span
    }

    /// The time of the newest sample, or 0 before the first.
    public var now: Double { samples.last?.time ?? 0 }

    /// Adds the height seen at the frame time `time`, with the velocity since the
    /// previous frame, and forgets what is older than `span`. A frame that is not later
    /// than the last one (the same frame seen twice) is ignored.
    public mutating func add(height: Double, at time: Double) {
        var velocity = 0.0
        if let last = samples.last {
            guard time > last.time else { return }
            velocity = (height - last.height) / (time - last.time)
        }
        samples.append(Sample(time: time, height: height, velocity: velocity))
        forget(before: time - span)
    }

    /// Marks a release at `time` (the newest frame's time when it is not given).
    public mutating func addRelease(velocity: Double, target: Detent, targetHeight: Double, at time: Double? = nil) {
        let time = time ?? now
        releases.append(Release(
            time: time, height: samples.last?.height ?? 0, velocity: velocity, target: target,
            targetHeight: targetHeight))
    }

    private mutating func forget(before oldest: Double) {
        if let first = samples.firstIndex(where: { $0.time >= oldest }), first > 0 {
            samples.removeFirst(first)
        }
        releases.removeAll { $0.time < oldest }
    }
}
