import BottomSheet
import CBench
import CGtk

/// The same scripted flick on each sheet that can be dragged, and how much of the sheet
/// shows in each frame after it, until the sheet rests: press 8 px below the sheet's top
/// edge, move down `travel` px in `frames` equal steps, one per frame, release. (Up from
/// its one open height, AdwBottomSheet under drag signals jumps closed at the first
/// step, so the flick goes down, towards closing, which both sheets do.)
///
/// The drag is made of the drag gesture's own signals, as in the `drag` workload: no
/// events, so GTK gives the handlers no event times, and how fast the finger moved is
/// what each sheet makes of that. AdwBottomSheet follows such signals only by chance
/// (see AdwSheetContender): a trace in which its sheet did not follow the finger's moves
/// is thrown away and the flick made again, up to `attempts` times. AdwDialog's sheet is
/// an AdwBottomSheet too; it is not traced.
@MainActor
enum MotionTrace {
    static let travel = 240.0
    static let frames = 10
    /// Frames recorded after the release at most (3 s at 60 Hz).
    static let maxFramesAfter = 180
    /// Flicks made at most per sheet until one follows the finger.
    static let attempts = 5

    struct Trace {
        let contender: String
        /// How much of the sheet showed, px, in each frame from the press on.
        let heights: [Double]
    }

    /// One sheet to flick: where it rests before the flick, what shows, and its gesture.
    struct Subject {
        let name: String
        let window: UnsafeMutablePointer<GtkWidget>
        /// The widget the gesture is on, filling the window.
        let host: UnsafeMutablePointer<GtkWidget>
        /// Brings the sheet to rest where the flick starts.
        let rest: @MainActor () -> Void
        let height: @MainActor () -> Double
        let isAtRest: @MainActor () -> Bool
    }

    /// `--motion-trace FILE.png`: the flick on our sheet (from `expanded`, half height)
    /// and on AdwBottomSheet (from open, its one open height), modal both, drawn side by
    /// side into FILE.png.
    static func run(writingTo path: String) throws {
        setAnimations(true)
        var subjects: [Subject] = []
        let ours = SheetContender(rows: 1_000)
        subjects.append(Subject(
            name: ours.name, window: ours.window, host: ours.sheet.widget,
            rest: {
                ours.sheet.detent = .expanded
                iterate(until: { ours.sheet.isAtRest && ours.sheet.sheetHeight > 0 })
            },
            height: { ours.sheet.sheetHeight }, isAtRest: { ours.sheet.isAtRest }))
        if bench_adw_sheet_available() != 0 {
            let list = BenchList.make(rows: 1_000)
            let sheet = bench_adw_sheet_new(gtk_label_new("Content"), list, 1)!
            let window = benchWindow(sheet)
            let motion = AdwSheetMotion(window: window, sheetChild: list)
            subjects.append(Subject(
                name: AdwSheetContender.modalName, window: window, host: sheet,
                rest: {
                    bench_adw_sheet_set_open(sheet, 1)
                    motion.settle(open: true)
                },
                height: { motion.height }, isAtRest: { motion.hasSettled(open: nil) }))
        }
        let traces = subjects.compactMap { subject in
            for _ in 0..<attempts {
                let trace = record(subject)
                if followed(trace) { return trace }
            }
            print("\(subject.name): did not follow the flick's drag signals in \(attempts) attempts")
            return nil
        }
        try MotionTraceChart(traces: traces, travel: travel, frames: frames).draw().writePNG(to: path)
        for trace in traces {
            print("\(trace.contender): \(trace.heights.map { String(Int($0)) }.joined(separator: " "))")
        }
    }

    /// Whether the sheet followed the finger while it moved: every frame of the move within
    /// 2 steps of the finger (a frame late, and libadwaita scales the move slightly).
    private static func followed(_ trace: Trace) -> Bool {
        guard trace.heights.count > frames, let start = trace.heights.first else { return false }
        let step = travel / Double(frames)
        return (1...frames).allSatisfy { frame in
            abs(trace.heights[frame] - (start - step * Double(frame - 1))) <= 2 * step
        }
    }

    /// Flicks `subject` and records its height each frame until it rests.
    private static func record(_ subject: Subject) -> Trace {
        gtk_widget_set_visible(subject.window, 1)
        iterate(until: { gtk_widget_get_mapped(subject.window) != 0 })
        subject.rest()
        let gesture = bench_find_drag_gesture(subject.host)
        let top = Double(gtk_widget_get_height(subject.host)) - subject.height()
        bench_emit_drag(gesture, "drag-begin", Double(gtk_widget_get_width(subject.host)) / 2, top + 8)
        var heights: [Double] = []
        var frame = 0
        var done = false
        let tick = TickCallback(subject.window) {
            heights.append(subject.height())
            if frame < frames {
                bench_emit_drag(gesture, "drag-update", 0, travel * Double(frame + 1) / Double(frames))
            } else if frame == frames {
                bench_emit_drag(gesture, "drag-end", 0, travel)
            } else if subject.isAtRest() || frame >= frames + maxFramesAfter {
                done = true
            }
            frame += 1
            return !done
        }
        iterate(until: { done }, seconds: 10)
        tick.remove()
        gtk_widget_set_visible(subject.window, 0)
        return Trace(contender: subject.name, heights: heights)
    }
}
