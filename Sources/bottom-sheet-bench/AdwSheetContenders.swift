import CBench
import CGtk

/// libadwaita's AdwBottomSheet (1.6 and later), modal or not, over the same content
/// label with the same list as its sheet: opened and closed on its own spring
/// (`animate`), and dragged by the real pointer as every sheet is (`drag`; its swipe
/// tracker reads the drag's start point from the gesture's event sequence, so drag
/// signals emitted without events do not move it).
@MainActor
final class AdwSheetContender: Contender {
    nonisolated static let modalName = "AdwBottomSheet"
    nonisolated static let nonModalName = "AdwBottomSheet, non-modal"
    let name: String
    let window: UnsafeMutablePointer<GtkWidget>
    private let sheet: UnsafeMutablePointer<GtkWidget>
    private let motion: AdwSheetMotion
    private let drag: SheetDrag

    init(rows: UInt32, modal: Bool) {
        name = modal ? Self.modalName : Self.nonModalName
        let list = BenchList.make(rows: rows)
        sheet = bench_adw_sheet_new(gtk_label_new("Content"), list, modal ? 1 : 0)
        window = benchWindow(sheet)
        motion = AdwSheetMotion(window: window, sheetChild: list)
        drag = SheetDrag(window: window, height: { [motion] in motion.height })
    }

    func supports(_ workload: Workload) -> Bool { workload == .animate || drag.isAvailable }

    func prepare(_ workload: Workload) {
        setAnimations(true)
        bench_adw_sheet_set_open(sheet, 1)
        motion.settle(open: true)
        if workload == .drag { drag.begin() }
    }

    func step(_ workload: Workload, frame: Int) {
        if workload == .drag { return drag.step(frame: frame) }
        // Closed when open, open when closed, each when the last move has ended.
        let open = bench_adw_sheet_get_open(sheet) != 0
        if motion.hasSettled(open: open) { bench_adw_sheet_set_open(sheet, open ? 0 : 1) }
    }

    func finish(_ workload: Workload) {
        if workload == .drag { drag.end() }
        motion.settle(open: bench_adw_sheet_get_open(sheet) != 0)
    }

    func dragCoverage() -> DragCoverage? { drag.coverage }
}

/// AdwDialog presented as a bottom sheet (ADW_DIALOG_BOTTOM_SHEET) over an AdwWindow of
/// the same size holding the same content label, with the same list as its child:
/// presented and closed (`animate`), and given the same real-pointer drag as every
/// sheet, which it does not follow: AdwDialog hides its sheet's drag handle, and
/// AdwBottomSheet takes drags from a pointer (not a touchscreen) only with a handle
/// or a bottom bar (libadwaita 1.7), so its `drag` is reported as not measured.
@MainActor
final class AdwDialogContender: Contender {
    nonisolated static let dialogName = "AdwDialog, bottom sheet"
    let name = AdwDialogContender.dialogName
    let window: UnsafeMutablePointer<GtkWidget>
    private let dialog: UnsafeMutablePointer<GtkWidget>
    private let motion: AdwSheetMotion
    private let drag: SheetDrag

    init(rows: UInt32) {
        let list = BenchList.make(rows: rows)
        dialog = bench_adw_dialog_new(list)
        window = bench_adw_dialog_window_new(gtk_label_new("Content"))
        presentBenchWindow(window)
        motion = AdwSheetMotion(window: window, sheetChild: list)
        drag = SheetDrag(window: window, height: { [motion] in motion.height })
    }

    isolated deinit { g_object_unref(dialog) }

    func supports(_ workload: Workload) -> Bool { workload == .animate || drag.isAvailable }

    func prepare(_ workload: Workload) {
        setAnimations(true)
        if !isPresented { bench_adw_dialog_present(dialog, window) }
        motion.settle(open: true)
        if workload == .drag { drag.begin() }
    }

    func step(_ workload: Workload, frame: Int) {
        if workload == .drag { return drag.step(frame: frame) }
        // Presented when closed, closed when presented, each when the last move has ended;
        // a closed dialog leaves the window when its close animation has.
        guard motion.hasSettled(open: isPresented) else { return }
        if isPresented { bench_adw_dialog_close(dialog) } else { bench_adw_dialog_present(dialog, window) }
    }

    func finish(_ workload: Workload) {
        if workload == .drag { drag.end() }
        motion.settle(open: nil)
    }

    func dragCoverage() -> DragCoverage? { drag.coverage }

    private var isPresented: Bool { bench_adw_dialog_is_presented(dialog) != 0 }
}

/// What the two libadwaita contenders share: telling when their sheet has come to rest
/// (libadwaita says nothing of its animation's progress, so the sheet's height is
/// watched frame by frame).
@MainActor
final class AdwSheetMotion {
    /// Frames in a row with the same height that make a sheet at rest: more than two,
    /// since at a spring's turning point one height can show twice.
    private static let stillFrames = 3
    private let window: UnsafeMutablePointer<GtkWidget>
    private let sheetChild: UnsafeMutablePointer<GtkWidget>
    private var lastHeight = -1.0
    private var sameFrames = 0

    /// Watches the sheet whose child is `sheetChild`, in `window`.
    init(window: UnsafeMutablePointer<GtkWidget>, sheetChild: UnsafeMutablePointer<GtkWidget>) {
        self.window = window
        self.sheetChild = sheetChild
    }

    /// How much of the sheet shows: from the window's bottom edge to the top of its child,
    /// which the sheet's top edge carries along (its spring's overshoot included, which
    /// adw_bottom_sheet_get_sheet_height leaves out).
    var height: Double { visibleHeight(of: sheetChild, in: window) }

    /// Whether the sheet has stopped at the end it is bound for (open: showing, closed:
    /// not showing; nil: either); called once per frame.
    func hasSettled(open: Bool?) -> Bool {
        let height = height
        sameFrames = height == lastHeight ? sameFrames + 1 : 0
        lastHeight = height
        return sameFrames >= Self.stillFrames - 1 && open.map { $0 ? isOpenHeight(height) : height == 0 } ?? true
    }

    /// Whether `height` is the open sheet's own height: its spring has ended. Still
    /// frames alone can come in the tail of the spring's overshoot (heights move by
    /// whole px there, less than one a frame), and a drag begun then jumps the sheet
    /// closed (seen under the real pointer: 769 px, then 9).
    private func isOpenHeight(_ height: Double) -> Bool {
        guard height > 0, let sheet = bench_adw_sheet_find(window) else { return false }
        return abs(height - Double(bench_adw_sheet_get_sheet_height(sheet))) < 1
    }

    /// Runs frames until the sheet rests at the end it is bound for (nil: either), for at
    /// most 5 s. A tick callback keeps the frames coming when nothing else would draw one.
    func settle(open: Bool?) {
        sameFrames = 0
        var settled = false
        let tick = TickCallback(window) {
            settled = settled || self.hasSettled(open: open)
            return !settled
        }
        iterate(until: { settled }, seconds: 5)
        tick.remove()
    }
}

/// How far above `window`'s bottom edge the top of `child` is, in px; 0 when `child`
/// is not shown (a closed sheet's child is unmapped).
@MainActor
func visibleHeight(of child: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) -> Double {
    var bounds = graphene_rect_t()
    guard gtk_widget_get_mapped(child) != 0, gtk_widget_compute_bounds(child, window, &bounds) != 0 else { return 0 }
    return max(0, Double(gtk_widget_get_height(window)) - Double(bounds.origin.y))
}
