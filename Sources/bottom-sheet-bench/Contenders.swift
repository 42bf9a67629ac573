@_spi(Benchmark) import BottomSheet
import CAdw
import CBench
import CBottomSheet
import CGtk

/// What each contender does, one step per frame.
enum Workload: String, CaseIterable {
    /// Moving under a finger: each sheet dragged by the real pointer up and down between
    /// near-closed and its open height (see SheetDrag); the list baseline scrolled by
    /// the same amount per frame.
    case drag
    /// Moving by itself: the sheet presented, expanded and dismissed on its spring; the
    /// flap revealed and hidden on its own; the list baseline scrolled as for `drag`.
    case animate
}

/// One thing being measured: a window, and a step to run every frame.
@MainActor
protocol Contender: AnyObject {
    var name: String { get }
    var window: UnsafeMutablePointer<GtkWidget> { get }
    func supports(_ workload: Workload) -> Bool
    /// Gets ready (e.g. the sheet rests at full) before frames are recorded.
    func prepare(_ workload: Workload)
    /// One frame's worth of work, run from a tick callback (in the update phase).
    func step(_ workload: Workload, frame: Int)
    /// Ends the workload (releases a drag).
    func finish(_ workload: Workload)
    /// What the frame just painted showed, asked at the end of each recorded frame; nil
    /// where the contender's frames are all alike.
    func frameTag() -> FrameTag?
    /// The heights a sheet showed under its last `drag`, asked after `finish`; nil for
    /// the contenders that are not sheets.
    func dragCoverage() -> DragCoverage?
}

extension Contender {
    /// No tag: the contender's frames are all alike.
    func frameTag() -> FrameTag? { nil }
    /// Not a sheet: nothing to cover.
    func dragCoverage() -> DragCoverage? { nil }
}

/// A triangle wave: how far from its top position something is at `frame`, moving
/// `speed` px per frame over `span` px and back.
func triangle(frame: Int, span: Double, speed: Double) -> Double {
    guard span > 0 else { return 0 }
    let period = 2 * span
    let travelled = (Double(frame) * speed).truncatingRemainder(dividingBy: period)
    return travelled <= span ? travelled : period - travelled
}

/// Pixels moved per frame by every contender: a brisk drag at 60 Hz (720 px/s).
let pixelsPerFrame = 12.0

/// The sheet, modal (the default: it dims the content, and the dimming follows the sheet
/// below `expanded`) or not (no scrim: the sheet's own cost of moving).
@MainActor
final class SheetContender: Contender {
    nonisolated static let modalName = "BottomSheet"
    nonisolated static let nonModalName = "BottomSheet, non-modal"
    let name: String
    let window: UnsafeMutablePointer<GtkWidget>
    let sheet = BottomSheet()
    private let drag: SheetDrag
    private var animationStep = 0

    /// `scriptedClock`: the sheet's animations on a scripted clock (`BenchOptions.scriptedClock`).
    init(rows: UInt32, modal: Bool = true, scriptedClock: Bool = false) {
        name = modal ? Self.modalName : Self.nonModalName
        if scriptedClock { sheet.runAnimationsOnScriptedClock() }
        sheet.isModal = modal
        // At the bottom whatever the window's width: left to choose, a non-modal sheet on
        // the 1280-px window would be a side panel, which the drag does not move.
        sheet.presentation = .bottom
        sheet.content = gtk_label_new("Content")
        sheet.sheetChild = BenchList.make(rows: rows)
        window = benchWindow(sheet.widget)
        drag = SheetDrag(window: window, height: { [sheet] in sheet.sheetHeight })
    }

    func supports(_ workload: Workload) -> Bool { workload == .animate || drag.isAvailable }

    func prepare(_ workload: Workload) {
        setAnimations(true)
        sheet.detent = .full
        iterate(until: { self.sheet.isAtRest && self.sheet.sheetHeight > 0 })
        if workload == .drag { drag.begin() }
    }

    func step(_ workload: Workload, frame: Int) {
        switch workload {
        case .drag:
            drag.step(frame: frame)
        case .animate:
            guard sheet.isAtRest else { return }
            // present → full → dismissed → present …, each when the last one rests.
            let next: [Detent] = [.expanded, .full, .dismissed]
            sheet.detent = next[animationStep % next.count]
            animationStep += 1
        }
    }

    func finish(_ workload: Workload) {
        if workload == .drag { drag.end() }
        iterate(until: { self.sheet.isAtRest })
    }

    func dragCoverage() -> DragCoverage? { drag.coverage }

    /// Where the sheet is (how much shows, below `expanded` or not), which animation it
    /// is in and whether it has come to rest.
    func frameTag() -> FrameTag? {
        FrameTag(belowExpanded: sheet.progress < 1, animation: animationStep, atRest: sheet.isAtRest,
                 shownHeight: sheet.sheetHeight)
    }
}

@MainActor
final class ListContender: Contender {
    let name = "GtkListView"
    let window: UnsafeMutablePointer<GtkWidget>
    private let adjustment: UnsafeMutablePointer<GtkAdjustment>

    init(rows: UInt32) {
        let scrolled = BenchList.make(rows: rows)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 0)
        adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        window = benchWindow(scrolled)
    }

    func supports(_ workload: Workload) -> Bool { true }
    func prepare(_ workload: Workload) { gtk_adjustment_set_value(adjustment, 0) }

    func step(_ workload: Workload, frame: Int) {
        // The same distance per frame as the sheet moves, as far as the list can scroll.
        let span = Double(gtk_widget_get_height(window)) - 60
        gtk_adjustment_set_value(adjustment, triangle(frame: frame, span: span, speed: pixelsPerFrame))
    }

    func finish(_ workload: Workload) {}
}

@MainActor
final class FlapContender: Contender {
    nonisolated static let flapName = "AdwFlap"
    let name = FlapContender.flapName
    let window: UnsafeMutablePointer<GtkWidget>
    private let flap: UnsafeMutablePointer<GtkWidget>

    init(rows: UInt32) {
        // Vertical, flap at the end: a panel that rises from the bottom, with a spring.
        let list = BenchList.make(rows: rows)
        gtk_widget_set_size_request(list, -1, 600)
        flap = bench_flap_new(gtk_label_new("Content"), list)
        window = benchWindow(flap)
    }

    func supports(_ workload: Workload) -> Bool { workload == .animate }
    func prepare(_ workload: Workload) {}

    func step(_ workload: Workload, frame: Int) {
        // Reveal when hidden, hide when revealed, each when the last move has ended.
        let progress = bench_flap_get_reveal_progress(flap)
        let revealed = bench_flap_get_reveal(flap) != 0
        if revealed && progress >= 1 { bench_flap_set_reveal(flap, 0) }
        if !revealed && progress <= 0 { bench_flap_set_reveal(flap, 1) }
    }

    func finish(_ workload: Workload) {}
}

/// Not a contender for the targets but their floor: a window that changes every one of
/// its pixels each frame, drawing nothing but one translucent colour node over its
/// background. Frames in which the sheet's dimming changes (it follows the sheet below
/// `expanded`) must repaint the whole window too, so none of them can be cheaper.
@MainActor
final class RepaintFloorContender: Contender {
    let name = "FullRepaint"
    let window: UnsafeMutablePointer<GtkWidget>
    private let floor = bench_repaint_floor_new()!

    init() {
        window = benchWindow(floor)
    }

    func supports(_ workload: Workload) -> Bool { true }
    func prepare(_ workload: Workload) {}

    func step(_ workload: Workload, frame: Int) {
        // A new alpha every frame, as a dimming that follows a moving sheet has.
        bench_repaint_floor_set_alpha(floor, Float(0.1 + 0.3 * triangle(frame: frame, span: 1, speed: 0.05)))
    }

    func finish(_ workload: Workload) {}
}

/// Turns GTK's animations on or off for the whole display.
@MainActor
func setAnimations(_ enabled: Bool) {
    var value = GValue()
    g_value_init(&value, GType(5 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_BOOLEAN
    g_value_set_boolean(&value, enabled ? 1 : 0)
    g_object_set_property(
        UnsafeMutableRawPointer(gtk_settings_get_default()).assumingMemoryBound(to: GObject.self),
        "gtk-enable-animations", &value)
    g_value_unset(&value)
}
