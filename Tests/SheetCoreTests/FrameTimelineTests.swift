import SheetCore
import Testing

/// Each frame of a moving animation shows a later time than the one before, whatever
/// times the frame clock gives: a sheet never holds still for a frame while it moves.
struct FrameTimelineTests {
    static let interval = 1.0 / 60

    @Test func framesOnTheClocksGridShowTheClocksTimes() {
        var timeline = FrameTimeline()
        for frame in 0..<5 {
            let frameTime = 100 + Double(frame) * Self.interval
            #expect(timeline.time(ofFrameAt: frameTime, now: frameTime, refreshInterval: Self.interval) == frameTime)
        }
    }

    /// GTK 4.8 and 4.18 on X11: the frame after the first one of a flick's spring came
    /// 8.2 ms later and carried the same frame time (`15192.382129` twice).
    @Test func aFrameWithTheLastFramesTimeShowsTheTimeThatHasPassed() {
        var timeline = FrameTimeline()
        let first = timeline.time(ofFrameAt: 15192.382129, now: 15192.3822, refreshInterval: Self.interval)
        let repeated = timeline.time(ofFrameAt: 15192.382129, now: 15192.390329, refreshInterval: Self.interval)
        let next = timeline.time(ofFrameAt: 15192.382129 + Self.interval, now: 15192.3989, refreshInterval: Self.interval)
        #expect(first == 15192.382129)
        #expect(abs(repeated - 15192.390329) < 1e-9)
        #expect(next == 15192.382129 + Self.interval, "the clock's own time again once it is later")
    }

    @Test func aRepeatedFrameShowsAtMostHalfAnIntervalMore() {
        var timeline = FrameTimeline()
        _ = timeline.time(ofFrameAt: 10, now: 10, refreshInterval: Self.interval)
        let late = timeline.time(ofFrameAt: 10, now: 10.5, refreshInterval: Self.interval)
        #expect(abs(late - (10 + Self.interval / 2)) < 1e-9)
    }

    /// A clock that moves only when told (the widget tests' scripted one): two frames at
    /// the same time show the same picture, as they must.
    @Test func aRepeatedFrameWithNoTimePassedShowsTheSameTime() {
        var timeline = FrameTimeline()
        _ = timeline.time(ofFrameAt: 10, now: 10, refreshInterval: Self.interval)
        #expect(timeline.time(ofFrameAt: 10, now: 10, refreshInterval: Self.interval) == 10)
        #expect(timeline.time(ofFrameAt: 10, now: 9.99, refreshInterval: Self.interval) == 10)
    }

    @Test func aFrameTimeBeforeTheLastNeverTakesTheAnimationBack() {
        var timeline = FrameTimeline()
        _ = timeline.time(ofFrameAt: 10, now: 10, refreshInterval: Self.interval)
        #expect(timeline.time(ofFrameAt: 9.99, now: 10.004, refreshInterval: Self.interval) == 10.004)
    }

    @Test func everyFrameShowsALaterTimeThanTheOneBeforeWhileTimePasses() {
        // The clock's times as GTK gave them around a release, each frame's monotonic
        // time a little after: on the grid, a repeat, and a repeat of a repeat.
        let frames: [(frameTime: Double, now: Double)] = [
            (1.0, 1.0001), (1.0 + Self.interval, 1.0 + Self.interval), (1.0 + Self.interval, 1.025),
            (1.0 + 2 * Self.interval, 1.034), (1.0 + 2 * Self.interval, 1.040), (1.0 + 2 * Self.interval, 1.045),
            (1.0 + 4 * Self.interval, 1.067),
        ]
        var timeline = FrameTimeline()
        let shown = frames.map { timeline.time(ofFrameAt: $0.frameTime, now: $0.now, refreshInterval: Self.interval) }
        for (before, after) in zip(shown, shown.dropFirst()) {
            #expect(after > before, "\(shown)")
        }
    }

    @Test func aResetTimelineTakesTheClocksTimeAgain() {
        var timeline = FrameTimeline()
        _ = timeline.time(ofFrameAt: 50, now: 50, refreshInterval: Self.interval)
        timeline.reset()
        #expect(timeline.lastTime == -.infinity)
        #expect(timeline.time(ofFrameAt: 20, now: 20, refreshInterval: Self.interval) == 20)
    }

    @Test func anUnknownRefreshIntervalCountsAsSixtyHertz() {
        var timeline = FrameTimeline()
        _ = timeline.time(ofFrameAt: 5, now: 5, refreshInterval: 0)
        #expect(abs(timeline.time(ofFrameAt: 5, now: 6, refreshInterval: 0) - (5 + 1.0 / 120)) < 1e-9)
    }
}
