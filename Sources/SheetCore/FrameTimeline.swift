/// The time each frame of an animation shows, from the frame clock's frame times.
///
/// GTK keeps its frame times on a grid of refresh intervals, and a frame that starts
/// early gets the time of the frame before it: on X11, the second frame after an idle
/// clock wakes up (the first frames of a flick's spring) came 8 ms after the first and
/// carried its time. An animation advanced to that time would show the same picture
/// twice: the sheet held still for a frame at the start of a flick. Such a frame shows
/// the time that has passed since the last one instead, up to half a refresh interval:
/// the step is split over two frames, and the next frame time, a whole interval on, is
/// later again, so the animation keeps GTK's timing. Where no time has passed (a clock
/// that only moves when told, as the tests' does), it shows the same time.
public struct FrameTimeline: Sendable {
    /// The time the last frame showed; -∞ before the first.
    public private(set) var lastTime = -Double.infinity

    public init() {}

    /// The time the frame at the frame clock's `frameTime` shows: `frameTime`, or, when
    /// that is not after the last frame's time, `now` (the monotonic clock) but no more
    /// than half of `refreshInterval` after the last frame's time, and never before it.
    public mutating func time(ofFrameAt frameTime: Double, now: Double, refreshInterval: Double) -> Double {
        let interval = refreshInterval.isFinite && refreshInterval > 0 ? refreshInterval : 1.0 / 60
        let time = frameTime > lastTime ? frameTime : min(max(now, lastTime), lastTime + interval / 2)
        lastTime = time
        return time
    }

    /// Whether no frame was shown since the timeline started or was reset.
    public var isEmpty: Bool { lastTime == -.infinity }

    /// Forgets the last frame: the animations have stopped, and the next frame starts
    /// afresh from the frame clock's time.
    public mutating func reset() {
        lastTime = -.infinity
    }
}
