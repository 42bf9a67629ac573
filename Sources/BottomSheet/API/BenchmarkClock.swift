extension BottomSheet {
    /// Runs this sheet's animations on a scripted clock: each animation frame shows the
    /// time 1/60 s after the one before it, whatever the wall time, and a request (a new
    /// detent, `present()`, `close()`) is made at the last frame's time. So an animation
    /// takes the same frames, at the same times, on every run.
    ///
    /// For the benchmark only. Under valgrind the wall clock runs slowly and unevenly,
    /// and on it a spring took as many frames as valgrind's speed gave it: the count of
    /// instructions per frame of the `animate` workload varied by 15 % between runs of
    /// one binary (`scripts/callgrind-frames.sh`). Apps keep the frame clock's times,
    /// which follow the display.
    ///
    /// Call it while the sheet rests, before it first moves; it lasts as long as the
    /// sheet. Drags are no part of it: their events keep their own times, which would
    /// not agree with the scripted frames. Does nothing once GTK has disposed the widget.
    @_spi(Benchmark) public func runAnimationsOnScriptedClock() {
        // Through the tests' seam, which is how the clocks are replaced: the driver's
        // parts can change under it.
        guard let seam = SheetTestSeam(object) else { return }
        let frames = ScriptedFrames(start: SheetTestSeam.now())
        seam.clock = { frames.lastFrameTime }
        seam.frameTime = { _ in frames.nextFrameTime() }
    }
}

/// The times of a scripted clock's frames: frame N at `start` + N/60 s, frame 0 (before
/// the first) the start. Computed from N, not added up, so that no rounding error builds
/// up over thousands of frames.
@MainActor
private final class ScriptedFrames {
    private let start: Double
    private var frame = 0

    init(start: Double) { self.start = start }

    /// The time of the last frame shown: where requests happen.
    var lastFrameTime: Double { start + Double(frame) / 60 }

    /// The time of the next frame, 1/60 s after the last one; it is then the last.
    func nextFrameTime() -> Double {
        frame += 1
        return lastFrameTime
    }
}
