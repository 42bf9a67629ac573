import BottomSheet
import CBench
import CGtk

/// The same scripted flick on each sheet, by the real pointer (see PointerDrag), and how
/// much of the sheet shows in each frame after it, until the sheet rests: press 8 px
/// below the sheet's top edge, move down `travel` px in `frames` equal steps, one per
/// frame (each sent from that frame's tick, as the `drag` workload's), release. Each
/// sheet starts from its open height: ours at `full`, AdwBottomSheet and AdwDialog's
/// sheet open (their one open height); the chart gives each start. A sheet that did not
/// follow the pointer is reported, not drawn.
@MainActor
enum MotionTrace {
    static let travel = 240.0
    static let frames = 10
    /// Frames recorded after the release at most (3 s at 60 Hz).
    static let maxFramesAfter = 180

    struct Trace {
        let contender: String
        /// How much of the sheet showed, px, in each frame from the press on.
        let heights: [Double]
    }

    /// One sheet to flick: where it rests before the flick, and what shows.
    struct Subject {
        let name: String
        let window: UnsafeMutablePointer<GtkWidget>
        /// Brings the sheet to rest where the flick starts.
        let rest: @MainActor () -> Void
        let height: @MainActor () -> Double
        let isAtRest: @MainActor () -> Bool
    }

    /// `--motion-trace FILE.png`: the flick on our sheet (modal, from `full`), on
    /// AdwBottomSheet (modal, open) and on AdwDialog as a bottom sheet (presented),
    /// drawn side by side into FILE.png.
    static func run(writingTo path: String) throws {
        setAnimations(true)
        var subjects: [Subject] = []
        let ours = SheetContender(rows: 1_000)
        subjects.append(Subject(
            name: ours.name, window: ours.window,
            rest: {
                ours.sheet.detent = .full
                iterate(until: { ours.sheet.isAtRest && ours.sheet.sheetHeight > 0 })
            },
            height: { ours.sheet.sheetHeight }, isAtRest: { ours.sheet.isAtRest }))
        if bench_adw_sheet_available() != 0 {
            let list = BenchList.make(rows: 1_000)
            let sheet = bench_adw_sheet_new(gtk_label_new("Content"), list, 1)!
            subjects.append(adwSubject(AdwSheetContender.modalName, window: benchWindow(sheet), sheetChild: list) {
                bench_adw_sheet_set_open(sheet, 1)
            })
            let dialogList = BenchList.make(rows: 1_000)
            let dialog = bench_adw_dialog_new(dialogList)!
            let dialogWindow = bench_adw_dialog_window_new(gtk_label_new("Content"))!
            presentBenchWindow(dialogWindow)
            subjects.append(adwSubject(AdwDialogContender.dialogName, window: dialogWindow, sheetChild: dialogList) {
                if bench_adw_dialog_is_presented(dialog) == 0 { bench_adw_dialog_present(dialog, dialogWindow) }
            })
        }
        // Every window is shown at once when made, each at the screen's origin (no window
        // manager): only the one flicked may be on screen, or another takes the pointer.
        for subject in subjects { gtk_widget_set_visible(subject.window, 0) }
        var traces: [Trace] = []
        var notFollowing: [String] = []
        for subject in subjects {
            guard let trace = record(subject) else {
                print("\(subject.name): not traced, no real pointer (XTest on X11) here")
                continue
            }
            let heights = trace.heights.map { String(Int($0)) }.joined(separator: " ")
            if followed(trace) {
                traces.append(trace)
                print("\(subject.name): \(heights)")
            } else {
                notFollowing.append(subject.name)
                print("\(subject.name): did not follow the pointer, not drawn: \(heights)")
            }
        }
        try MotionTraceChart(traces: traces, travel: travel, frames: frames, notFollowing: notFollowing).draw()
            .writePNG(to: path)
    }

    /// A libadwaita sheet (AdwBottomSheet's, or the one AdwDialog puts in its window)
    /// in `window`, whose child is `sheetChild`; `open` opens it.
    private static func adwSubject(_ name: String, window: UnsafeMutablePointer<GtkWidget>,
                                   sheetChild: UnsafeMutablePointer<GtkWidget>,
                                   open: @escaping @MainActor () -> Void) -> Subject {
        let motion = AdwSheetMotion(window: window, sheetChild: sheetChild)
        return Subject(
            name: name, window: window,
            rest: {
                open()
                motion.settle(open: true)
            },
            height: { motion.height }, isAtRest: { motion.hasSettled(open: nil) })
    }

    /// Whether the sheet followed the pointer while it moved: by the frame after the
    /// release it has come down at least half the travel.
    private static func followed(_ trace: Trace) -> Bool {
        guard trace.heights.count > frames + 1, let start = trace.heights.first else { return false }
        return start - trace.heights[frames + 1] >= travel / 2
    }

    /// Flicks `subject` with the real pointer and records its height each frame until it
    /// rests; nil where there is no real pointer.
    private static func record(_ subject: Subject) -> Trace? {
        gtk_widget_set_visible(subject.window, 1)
        iterate(until: { gtk_widget_get_mapped(subject.window) != 0 })
        subject.rest()
        let top = Double(gtk_widget_get_height(subject.window)) - subject.height()
        guard let pointer = PointerDrag(window: subject.window, x: Double(gtk_widget_get_width(subject.window)) / 2,
                                        y: top + 8) else {
            gtk_widget_set_visible(subject.window, 0)
            return nil
        }
        var heights: [Double] = []
        var frame = 0
        var done = false
        let tick = TickCallback(subject.window) {
            heights.append(subject.height())
            if frame < frames {
                pointer.move(down: travel * Double(frame + 1) / Double(frames))
            } else if frame == frames {
                pointer.release()
            } else if subject.isAtRest() || frame >= frames + maxFramesAfter {
                done = true
            }
            frame += 1
            return !done
        }
        iterate(until: { done }, seconds: 10)
        tick.remove()
        pointer.release()
        gtk_widget_set_visible(subject.window, 0)
        return Trace(contender: subject.name, heights: heights)
    }
}
