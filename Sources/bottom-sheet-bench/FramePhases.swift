import CBench
import CGtk

/// How one frame's time divided among its phases, in ms: what `--timeline` records.
///
/// Each phase runs from its own start to the start of the next phase the frame ran
/// (`frame-phases.h`); a phase the frame did not run takes 0.
struct FramePhases {
    /// From the frame's start to its layout: GTK's short before-paint work, then the
    /// tick callbacks (the sheet's spring or drag step, and its relayout when it rests).
    var update: Double
    /// GTK's layout of the window, where anything in it queued one.
    var layout: Double
    /// The snapshot and its rendering.
    var paint: Double
    /// The frame's end (the recorder's own handler is last, so it is in).
    var afterPaint: Double
    /// When the frame began, in µs of the monotonic clock (g_get_monotonic_time): what
    /// lines a frame up with a profiler's samples (`perf record -k CLOCK_MONOTONIC`).
    var start: gint64

    /// The phases of the frame that is ending, read in its `after-paint` handler, up to
    /// `end` (g_get_monotonic_time): the time the frame recorder ends the frame at.
    @MainActor
    static func ofCurrentFrame(endingAt end: gint64) -> FramePhases {
        func start(_ phase: BenchPhase) -> gint64 { bench_frame_phases_get_start(phase) }
        // Each phase ends where the next one that ran begins.
        let order: [BenchPhase] = [BENCH_PHASE_BEFORE_PAINT, BENCH_PHASE_LAYOUT, BENCH_PHASE_PAINT, BENCH_PHASE_AFTER_PAINT]
        var ms = [Double](repeating: 0, count: order.count)
        for (index, phase) in order.enumerated() where start(phase) != 0 {
            let next = order[(index + 1)...].map(start).first { $0 != 0 } ?? end
            ms[index] = Double(next - start(phase)) / 1000
        }
        return FramePhases(update: ms[0], layout: ms[1], paint: ms[2], afterPaint: ms[3],
            start: start(BENCH_PHASE_BEFORE_PAINT))
    }
}

/// Times the phases of every frame while it runs (`frame-phases.c`).
@MainActor
enum FramePhaseClock {
    /// Between `start()` and `stop()`; the hooks in `frame-phases.c` tell.
    static var isRunning: Bool { bench_frame_phases_is_running() != 0 }

    static func start() { bench_frame_phases_start() }

    static func stop() { bench_frame_phases_stop() }
}
