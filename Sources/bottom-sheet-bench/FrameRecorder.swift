import BottomSheet
import CGtk
import GtkHelpers

/// Times every frame of a window's frame clock: from `before-paint` (just before the
/// update phase, where tick callbacks run) to the end of `after-paint`. That is the
/// widget's whole cost of a frame: its update, layout, snapshot and rendering.
///
/// With each time it records the frame's tag, asked for in the same `after-paint`
/// handler, so that `tags[i]` always describes the frame timed in `milliseconds[i]`;
/// and, while `FramePhaseClock` runs (`--timeline`), the frame's phases in `phases[i]`.
@MainActor
final class FrameRecorder {
    private(set) var milliseconds: [Double] = []
    /// One per recorded frame, nil where `tag` gives none.
    private(set) var tags: [FrameTag?] = []
    /// One per recorded frame while the phases are timed, else empty.
    private(set) var phases: [FramePhases] = []
    private var frameStart: gint64 = 0
    var isRecording = false
    private var connections: [SignalConnection] = []
    private let tag: @MainActor () -> FrameTag?

    /// Records `window`'s frames (once `isRecording` is set), each with what `tag`
    /// says of it when it has been painted.
    init(window: UnsafeMutablePointer<GtkWidget>, tag: @escaping @MainActor () -> FrameTag? = { nil }) {
        self.tag = tag
        let clock = UnsafeMutableRawPointer(gtk_widget_get_frame_clock(window)!)
        connections.append(SignalConnection.connect(clock, "before-paint") { [unowned self] in
            self.frameStart = g_get_monotonic_time()
        })
        connections.append(SignalConnection.connect(clock, "after-paint") { [unowned self] in
            guard self.isRecording, self.frameStart != 0 else { return }
            let end = g_get_monotonic_time()
            self.milliseconds.append(Double(end - self.frameStart) / 1000)
            self.tags.append(self.tag())
            if FramePhaseClock.isRunning { self.phases.append(FramePhases.ofCurrentFrame(endingAt: end)) }
        })
    }

    func reset() {
        milliseconds.removeAll(keepingCapacity: true)
        tags.removeAll(keepingCapacity: true)
        phases.removeAll(keepingCapacity: true)
    }

    func detach() {
        for connection in connections { connection.disconnect() }
        connections = []
    }
}
