import CGtk
import GtkHelpers
import Glibc

/// Runs a contender's workload for a number of frames on its window's frame clock and
/// returns the frame times (ms), the contender's tag of each frame, the phases of each
/// (while `FramePhaseClock` runs) and the process CPU time per frame (ms).
@MainActor
enum FrameLoop {
    /// Frames run before recording starts. The first frames after a window is mapped do
    /// one-off work that is no part of moving: style, the first layout, and with Cairo
    /// on X11 the first touch of the shared memory that carries each frame's pixels to
    /// the X server. Cairo frees that memory when no frame uses it (strace shows it made
    /// anew between two runs), and the first frame of a run that sends more pixels than
    /// any before it faults fresh pages in: 2–7 ms, once (in a 300-frame run of the
    /// sheet, in its first rise to `full` only). So `animate` warms up for one whole
    /// cycle of every contender (the sheet's expanded, full and dismissed take about 100
    /// frames, the flap's reveal and hide fewer): every contender's largest frame has
    /// been drawn once before recording. `drag` starts at its largest (the sheet at full).
    static func warmupFrames(_ workload: Workload) -> Int {
        switch workload {
        case .drag: 15
        case .animate: 120
        }
    }

    struct Result {
        var frameMilliseconds: [Double]
        /// The contender's tag of each recorded frame, as many as `frameMilliseconds`.
        var frameTags: [FrameTag?]
        /// Each recorded frame's phases, or none where they were not timed.
        var framePhases: [FramePhases]
        var cpuMillisecondsPerFrame: Double
    }

    static func run(_ contender: any Contender, _ workload: Workload, frames: Int) -> Result {
        gtk_widget_set_visible(contender.window, 1)
        iterate(until: { gtk_widget_get_mapped(contender.window) != 0 })
        contender.prepare(workload)

        let recorder = FrameRecorder(window: contender.window, tag: { contender.frameTag() })
        let state = LoopState()
        let warmupFrames = warmupFrames(workload)
        let cpuBefore = SendableBox(0.0)
        let tick = TickCallback(contender.window) {
            if state.frame == warmupFrames {
                recorder.isRecording = true
                cpuBefore.value = processCPUMilliseconds()
            }
            contender.step(workload, frame: state.frame)
            state.frame += 1
            return state.frame < warmupFrames + frames
        }
        iterate(until: { state.frame >= warmupFrames + frames }, seconds: 120)
        let cpu = (processCPUMilliseconds() - cpuBefore.value) / Double(frames)
        // Let the last frame finish painting before the recorder goes.
        iterate(until: { recorder.milliseconds.count >= frames }, seconds: 2)
        recorder.isRecording = false
        tick.remove()
        recorder.detach()
        contender.finish(workload)
        gtk_widget_set_visible(contender.window, 0)
        return Result(
            frameMilliseconds: recorder.milliseconds, frameTags: recorder.tags, framePhases: recorder.phases,
            cpuMillisecondsPerFrame: cpu)
    }

    private final class LoopState { var frame = 0 }
    private final class SendableBox<T> {
        var value: T
        init(_ value: T) { self.value = value }
    }
}

/// User plus system CPU time of this process so far, in ms.
func processCPUMilliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
    return ms(usage.ru_utime) + ms(usage.ru_stime)
}

/// A tick callback on a widget's frame clock running a Swift closure while it returns
/// true. The closure is released when the callback is removed.
@MainActor
final class TickCallback {
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var id: guint = 0

    private final class Box {
        let body: @MainActor () -> Bool
        init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    }

    init(_ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor () -> Bool) {
        self.widget = widget
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        id = gtk_widget_add_tick_callback(widget, { _, _, data in
            fromGtk(data!) { Unmanaged<Box>.fromOpaque($0).takeUnretainedValue().body() ? 1 : 0 }
        }, box, { data in Unmanaged<Box>.fromOpaque(data!).release() })
    }

    /// Removes the callback if it is still there (a callback that returned false is gone).
    func remove() {
        guard id != 0 else { return }
        gtk_widget_remove_tick_callback(widget, id)
        id = 0
    }
}
