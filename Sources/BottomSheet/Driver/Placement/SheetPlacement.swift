import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// What the placement asks of the sheet and tells it (`SheetDriver` conforms).
@MainActor
protocol SheetPlacementHost: SheetStateWriter {
    /// The app's content under the sheet.
    var content: UnsafeMutablePointer<GtkWidget>? { get }
    func modelNow() -> Double
    func pageWidget(_ id: PageID) -> UnsafeMutablePointer<GtkWidget>
}

/// Measuring and allocating the host: the presentation for the host's size, the
/// detents for the sheet's width, then the content, the scrim and the sheet at the
/// rectangles `SheetGeometry` gives for the model's position (blended by a presentation
/// change under way). These are the host widget's (`BsBottomSheet`) measure and
/// size_allocate, and `showPosition`, which shows the sheet where the model now puts it.
///
/// The part owns where the host last laid out the sheet and the content: the
/// presentation shown, the geometry. The sheet's allocated height is the state's
/// (`SheetState.allocation`), which each allocation sets.
@MainActor
final class SheetPlacement {
    private let widgets: SheetWidgets
    private weak var host: (any SheetPlacementHost)?
    private let inside: InsidePlacement
    private let bar: SheetBottomBar
    private let scrollKeeper: ScrollKeeper
    /// Focus: it moves in at the first layout, and back into view when the host shrank.
    private let focus: FocusAndModality
    /// Where the sheet and the content go for this host size, from the last layout;
    /// nil before the first.
    private(set) var geometry: SheetGeometry?
    /// The presentation shown: `.bottom` or `.side`, chosen at each layout from the
    /// `adaptive` settings and the host's size (`layOut`), which shows it to the theme
    /// first (`InsidePlacement.showPresentation`), as the sheet is measured for it.
    var presentation: Presentation { geometry?.presentation ?? .bottom }
    /// Whether GTK is allocating the host now (`allocate`): the sheet is allocated there.
    private(set) var isAllocating = false
    /// What the allocation learned that the rest of the sheet acts on (the model's events
    /// shown and told, focus moving in), waiting for the allocation to be over
    /// (`whenAllocated`).
    private var afterAllocation: [@MainActor () -> Void] = []
    /// The frame clock's `layout`, after GTK's own handler, while the host is realized:
    /// what waits for the allocation runs there, in the frame that allocated.
    private var afterLayout: SignalConnection?
    /// An idle for an allocation outside a frame's layout; 0 when none.
    private var afterIdle: guint = 0
    /// The layout the model had before the one it took during an allocation
    /// (`SheetModel.takeLayout`), until it follows it there once the allocation is over
    /// (`followLayout`); nil when none waits.
    private var layoutBeforeAllocation: DetentLayout?
    /// What of the model's state an allocation changed other than the heights (its
    /// detent, phase or status), for the tests: nothing does (`SheetTestSeam.leftDuringAllocation`).
    private(set) var changedDuringAllocation: [String] = []
    /// The host's `realize` and `unrealize`.
    private var connections: [SignalConnection] = []
    /// Whether the host got shorter (a phone's on-screen keyboard came up, say) and the
    /// sheet has not yet rested at its new height (the model has followed the new layout,
    /// and moved there): the focused widget is then scrolled back into view.
    private var hostShrank = false

    init(widgets: SheetWidgets, inside: InsidePlacement, bar: SheetBottomBar, scrollKeeper: ScrollKeeper,
         focus: FocusAndModality) {
        self.widgets = widgets
        self.inside = inside
        self.bar = bar
        self.scrollKeeper = scrollKeeper
        self.focus = focus
    }

    func install(for host: some SheetPlacementHost) {
        self.host = host
        // Connected before any layout, not while the clock emits `layout` (GLib does not
        // call a handler connected during the emission it is connected in).
        connections = [
            SignalConnection.connect(UnsafeMutableRawPointer(widgets.widget), "realize", after: true) {
                [unowned self] in listenAfterLayout()
            },
            SignalConnection.connect(UnsafeMutableRawPointer(widgets.widget), "unrealize") {
                [unowned self] in afterLayout = nil
            },
        ]
        if gtk_widget_get_realized(widgets.widget) != 0 { listenAfterLayout() }
    }

    /// Lets go of the handlers and of what waits for an allocation to end (the host's dispose).
    func disconnect() {
        for connection in connections { connection.disconnect() }
        connections = []
        afterLayout = nil
        afterAllocation = []
        layoutBeforeAllocation = nil
        if afterIdle != 0 { g_source_remove(afterIdle) }
        afterIdle = 0
    }

    private func listenAfterLayout() {
        guard let clock = gtk_widget_get_frame_clock(widgets.widget) else { return }
        afterLayout = SignalConnection.connect(UnsafeMutableRawPointer(clock), "layout", after: true) {
            [unowned self] in runAfterAllocation()
        }
    }

    /// Runs `work` now, or, during the host's allocation, once it is over: allocation only
    /// places. What the model learned from it (a detent lost, the sheet shown or closed,
    /// focus to move in) is shown and told after GTK's layout of this frame, before the
    /// frame is drawn: what that shows or hides is laid out in the same frame (GDK runs
    /// the layout again). An allocation outside a frame (a widget allocated by hand) has it
    /// run from an idle.
    func whenAllocated(_ work: @escaping @MainActor () -> Void) {
        guard isAllocating else {
            work()
            return
        }
        afterAllocation.append(work)
        if afterIdle == 0 {
            afterIdle = MainLoopCallbacks.idleOnce(priority: G_PRIORITY_HIGH_IDLE) { [unowned self] in
                afterIdle = 0
                runAfterAllocation()
            }
        }
    }

    private func runAfterAllocation() {
        guard !isAllocating, !afterAllocation.isEmpty else { return }
        if afterIdle != 0 { g_source_remove(afterIdle) }
        afterIdle = 0
        // What runs may queue work of its own: it runs after this, in order.
        while !afterAllocation.isEmpty {
            let work = afterAllocation.removeFirst()
            work()
        }
    }

    private var widget: UnsafeMutablePointer<GtkWidget> { widgets.widget }
    private var sheet: UnsafeMutablePointer<GtkWidget> { widgets.sheet }
    /// The lists of the page shown, whose offsets a new height could move.
    private func pageLists(_ host: some SheetPlacementHost) -> [UnsafeMutablePointer<GtkAdjustment>] {
        listsOn(host.state.pages.current, host)
    }

    /// The lists on `page` (none without a page).
    private func listsOn(_ page: PageID?, _ host: some SheetPlacementHost) -> [UnsafeMutablePointer<GtkAdjustment>] {
        page.map { ScrollKeeper.lists(in: host.pageWidget($0)) } ?? []
    }

    func measure(_ orientation: GtkOrientation, forSize: Int32) -> (minimum: Int32, natural: Int32) {
        var minimum: Int32 = 0
        var natural: Int32 = 0
        // The host is as big as its content: the sheet floats over it.
        if let content = host?.content, gtk_widget_get_visible(content) != 0 {
            gtk_widget_measure(content, orientation, forSize, &minimum, &natural, nil, nil)
        }
        if orientation == GTK_ORIENTATION_HORIZONTAL, gtk_widget_get_visible(sheet) != 0 {
            var sheetMinimum: Int32 = 0
            gtk_widget_measure(sheet, orientation, -1, &sheetMinimum, nil, nil, nil)
            minimum = max(minimum, sheetMinimum)
            natural = max(natural, minimum)
        }
        return (minimum, natural)
    }

    /// Lays the host out at `width` × `height`. The content is never given less than its
    /// minimum (`GtkVersions.sizeNoLessThanMinimum`): what does not fit is clipped
    /// (overflow hidden).
    func allocate(width: Int32, height: Int32, baseline: Int32) {
        guard let host else { return }
        isAllocating = true
        let before = Self.behaviour(of: host.state.model)
        defer {
            isAllocating = false
            let after = Self.behaviour(of: host.state.model)
            if after != before { changedDuringAllocation.append("the model: \(before) → \(after)") }
        }
        // The model first: what it changes (visibility, modality) may invalidate
        // children, which are then allocated after it, never before.
        if let before = geometry, Double(height) < before.hostHeight { hostShrank = true }
        geometry = layOut(width: width, height: height, host: host)
        let frames = currentFrames()
        if let content = host.content, gtk_widget_get_visible(content) != 0 {
            let size = GtkVersions.sizeNoLessThanMinimum(
                of: content, width: Int32(frames.content.width.rounded()), height: height)
            var origin = graphene_point_t(x: Float(frames.content.x.rounded()), y: 0)
            gtk_widget_allocate(
                content, size.width, size.height, size.height == height ? baseline : -1,
                origin.x == 0 ? nil : gsk_transform_translate(nil, &origin))
        }
        if gtk_widget_get_visible(widgets.scrim) != 0 {
            gtk_widget_allocate(widgets.scrim, width, height, -1, nil)
        }
        if gtk_widget_get_visible(sheet) != 0 { allocateSheet(frames.sheet, hostHeight: height, host: host) }
        bar.allocate()
    }

    /// What of the model's state is its behaviour, not its geometry: where it is going,
    /// how it moves, whether it shows, whether it is the bar. An allocation changes none
    /// of it (`changedDuringAllocation`).
    private static func behaviour(of model: SheetModel) -> String {
        "\(model.detent), \(model.phase), visible \(model.isVisible), closed to its bar \(model.isClosedToBottomBar)"
    }

    /// Shows the sheet where the model now puts it. When only the sheet moved, it alone
    /// is allocated again, at once, and the host redrawn: an allocation queued on the host
    /// would make GTK lay out the whole window, which on X11 asks the X server for the
    /// monitor's work area (about six round trips), each waiting until the server has
    /// taken the last frame's pixels (BENCHMARKS.md, "The sheet allocated alone";
    /// `MotionAllocationTests.aMovingSheetNeverLaysOutTheWindow`). Anything else (a new
    /// host size, content beside a side panel, a presentation change) lays the host out
    /// again.
    func showPosition() {
        guard let host, let geometry, !isAllocating, host.state.presentationMove == nil,
              !geometry.contentFollowsSheet,
              gtk_widget_get_mapped(sheet) != 0,
              geometry.hostWidth == Double(gtk_widget_get_width(widget)),
              geometry.hostHeight == Double(gtk_widget_get_height(widget))
        else {
            gtk_widget_queue_allocate(widget)
            return
        }
        allocateSheet(currentFrames().sheet, hostHeight: gtk_widget_get_height(widget), host: host)
        bar.allocate()
        gtk_widget_queue_draw(widget)
    }

    /// Allocates the sheet at `frame`, in a host `hostHeight` px tall.
    private func allocateSheet(_ frame: SheetFrame, hostHeight height: Int32, host: some SheetPlacementHost) {
        // Never less than the sheet's minimum (GTK would warn): what does not fit
        // lies below the host's bottom edge, or past its end when the host is given
        // less width than it asked for (see the content above), where it is clipped.
        var minimumWidth: Int32 = 0
        gtk_widget_measure(sheet, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let sheetWidth = max(Int32(frame.width.rounded()), minimumWidth)
        var minimum: Int32 = 0
        gtk_widget_measure(sheet, GTK_ORIENTATION_VERTICAL, sheetWidth, &minimum, nil, nil, nil)
        // The bottom edge and the height are rounded, the top follows: rounding the
        // top and the height apart would hang a half-pixel height (296.5, or a frame
        // of a presentation change) 1 px below the host's bottom edge.
        let visible = Int32(frame.height.rounded())
        let bottom = Float((frame.y + frame.height).rounded())
        var origin = graphene_point_t(x: Float(frame.x.rounded()), y: bottom - Float(visible))
        let allocated = allocatedHeight(shown: visible, hostHeight: height, host: host)
        let sheetHeight = max(allocated, minimum)
        inside.show(shown: sheetHeight == visible ? nil : Double(visible))
        scrollKeeper.keepScrollsSinceLastLayout()
        gtk_widget_allocate(sheet, sheetWidth, sheetHeight, -1, gsk_transform_translate(nil, &origin))
        // The lists whose offsets were put back take them at once, not a frame later.
        if scrollKeeper.restore(keepingOn: host.state.presentationMove != nil) {
            gtk_widget_allocate(sheet, sheetWidth, sheetHeight, -1, gsk_transform_translate(nil, &origin))
        }
        // At rest after the host got shorter (not after the user moved the sheet, whose
        // lists stay where the user left them): the focused widget comes back into view.
        if hostShrank, layoutBeforeAllocation == nil, !host.state.allocation.isHeld, host.state.model.phase == .resting {
            hostShrank = false
            if focus.scrollFocusIntoView() {
                gtk_widget_allocate(sheet, sheetWidth, sheetHeight, -1, gsk_transform_translate(nil, &origin))
            }
        }
        scrollKeeper.noteOffsetsAfterLayout()
    }

    /// The height to allocate the sheet for `shown` px showing: held while the sheet
    /// moves at the bottom, so that GTK translates it and its child keeps its layout
    /// (`SheetState.allocateSheet`, a change of the allocation alone, which nothing else
    /// shows or tells). The child's scroll offsets are kept across a new height.
    private func allocatedHeight(shown: Int32, hostHeight: Int32, host: some SheetPlacementHost) -> Int32 {
        // The page's lists, found once and only when needed: finding them walks the page.
        // The page is read first: the state is not read while it is written.
        let page = host.state.pages.current
        var found: [UnsafeMutablePointer<GtkAdjustment>]?
        func lists() -> [UnsafeMutablePointer<GtkAdjustment>] {
            if let found { return found }
            let lists = listsOn(page, host)
            found = lists
            return lists
        }
        let wasHeld = host.state.allocation.isHeld
        var changed = false
        host.performOnState(startsMotion: false, animated: true, changed: .unseen, thenFocus: nil) { state, _, _ in
            changed = state.allocateSheet(
                shown: Double(shown), shownAs: presentation, hostHeight: Double(hostHeight),
                roomBelowEnd: { ScrollKeeper.roomBelowEnd(of: lists()) })
            return []
        }
        let allocation = host.state.allocation
        // Before the first new allocation of the motion: the lists are as the user left them.
        if allocation.isHeld, !wasHeld { scrollKeeper.rememberListsAtTheirEnd(among: lists()) }
        if changed, !scrollKeeper.isKeeping { scrollKeeper.keep(lists(), endedNoLower: allocation.endedNoLower) }
        if !allocation.isHeld { scrollKeeper.releaseListsAtTheirEnd() }
        return Int32(allocation.height)
    }

    /// The sheet's and the content's rectangles now: where the presentation puts them
    /// for the model's position, on the way there while a presentation change runs.
    func currentFrames() -> (sheet: SheetFrame, content: SheetFrame) {
        guard let geometry, let host else {
            return (SheetFrame(x: 0, y: 0, width: 0, height: 0), SheetFrame(x: 0, y: 0, width: 0, height: 0))
        }
        // Whole pixels shown, as `sheet-height` rounds: the edge is drawn where it says.
        let shown = host.state.model.height.rounded()
        let sheet = geometry.sheetFrame(shown: shown)
        let content = geometry.contentFrame(shown: shown)
        guard let transition = host.state.presentationMove else { return (sheet, content) }
        let time = host.modelNow()
        return (transition.sheetFrame(to: sheet, at: time), transition.contentFrame(to: content, at: time))
    }

    /// Chooses the presentation for this host size, tells the model the detent heights
    /// for it, and returns where things go.
    ///
    /// Allocation only places: a presentation other than the one shown (a window that
    /// crossed the side breakpoint, a property) is taken once the allocation is over
    /// (`changePresentation`), since it carries the model's state over (a drag under way
    /// ends). This allocation places things where they are on screen (the presentation
    /// shown, the model as it was), from where the new presentation's move starts; the
    /// one after it, in the same frame, places the new presentation.
    private func layOut(width: Int32, height: Int32, host: some SheetPlacementHost) -> SheetGeometry {
        let resolved = host.state.adaptive.resolvedPresentation(
            width: Double(width), height: Double(height), isModal: host.state.model.isModal)
        if resolved != presentation {
            // Where the sheet is on screen; nil before the first layout, which shows no move.
            let shown = geometry
            whenAllocated { [unowned self] in changePresentation(wasLaidOut: shown != nil) }
            if let shown { return shown }
            return measure(presentation, width: width, height: height, host: host).geometry
        }
        let place = measure(presentation, width: width, height: height, host: host)
        updateLayout(place.measurements)
        return place.geometry
    }

    /// The sizes the model's detents are made from, and where the sheet and the content
    /// go, for `presentation` at `width` × `height`, shown to the theme first: the side
    /// grip is part of the sheet's width, and its parts know before they are measured.
    /// The detents are measured at the sheet's own width (text wraps there, not at the
    /// window's).
    private func measure(
        _ presentation: Presentation, width: Int32, height: Int32, host: some SheetPlacementHost
    ) -> (measurements: SheetMeasurements, geometry: SheetGeometry) {
        let hostWidth = Double(width)
        let adaptive = host.state.adaptive
        inside.showPresentation(presentation)
        let sheetWidth: Double
        if presentation == .side {
            var natural: Int32 = 0
            gtk_widget_measure(sheet, GTK_ORIENTATION_HORIZONTAL, -1, nil, &natural, nil, nil)
            sheetWidth = AdaptiveSettings.sideWidth(natural: Double(natural), hostWidth: hostWidth).rounded()
        } else {
            sheetWidth = adaptive.bottomWidth(hostWidth: hostWidth).rounded()
        }
        var minimumWidth: Int32 = 0
        gtk_widget_measure(sheet, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let partsWidth = Int32(SheetInside.partsWidth(
            sheetWidth: Double(max(Int32(sheetWidth), minimumWidth)), gripWidth: Double(inside.gripWidth)))

        // The chrome is what never scrolls; the page shown (the sheet's child, or a
        // pushed page) fills the rest.
        let chrome = inside.chromeHeight(width: partsWidth, isSide: presentation == .side, atLeastMinimumWidth: true)
        let natural = inside.naturalHeight(
            of: host.state.pages.current.map(host.pageWidget), width: partsWidth, atLeastMinimumWidth: true)
        var measurements = host.state.model.layout.measurements
        measurements.hostHeight = Double(height)
        measurements.hostWidth = hostWidth
        measurements.contentHeight = Double(natural)
        measurements.chromeHeight = chrome
        measurements.sideWidth = presentation == .side ? sheetWidth : 0
        // As wide as the sheet at the bottom, across the window beside a side panel (`BottomBar`).
        bar.measure(width: presentation == .side ? width : Int32(sheetWidth))
        measurements = bar.withHeight(measurements)
        let geometry = SheetGeometry(
            presentation: presentation, hostWidth: hostWidth, hostHeight: Double(height), sheetWidth: sheetWidth,
            align: adaptive.align, isRightToLeft: gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL,
            contentMakesRoom: !host.state.model.isModal)
        return (measurements, geometry)
    }

    /// The model takes `measurements` (the host's size, a property's new value): its
    /// detents follow, and an open sheet moves to its detent's new height.
    func updateLayout(_ measurements: SheetMeasurements) {
        guard let host, measurements != host.state.model.layout.measurements else { return }
        // The sizes come from GTK and the properties are already clamped: the layout
        // cannot refuse them.
        guard let layout = try? DetentLayout(measurements, behavior: host.state.model.behavior) else { return }
        if isAllocating {
            // Allocation only places: the model takes the new heights here, which the
            // sheet is placed at in this frame; what they mean for where it goes (a
            // detent lost, a move to its new height) waits until the allocation is over.
            var before: DetentLayout?
            host.performOnState(startsMotion: false, animated: true) { state, _ in
                before = state.model.takeLayout(layout)
                return []
            }
            if let before, layoutBeforeAllocation == nil {
                layoutBeforeAllocation = before
                whenAllocated { [unowned self] in followLayout() }
            }
        } else {
            host.performOnState(startsMotion: true, animated: true) { state, time in
                try state.model.updateLayout(layout, at: time).map(StateEvent.sheet)
            }
        }
        // The model has the sheet's measured layout: focus may move in now.
        whenAllocated { [focus] in focus.sheetWasMeasured() }
    }

    /// The model follows the layout it took during the allocation (`SheetModel.followLayout`).
    private func followLayout() {
        guard let host, let before = layoutBeforeAllocation else { return }
        layoutBeforeAllocation = nil
        host.performOnState(startsMotion: true, animated: true) { state, time in
            try state.model.followLayout(from: before, at: time).map(StateEvent.sheet)
        }
    }

    /// The window crossed a breakpoint, or a property chose another presentation, at the
    /// host's allocated size: the model carries its state over
    /// (`SheetState.changePresentation`), and an open sheet moves from the rectangles it
    /// had to its new ones in one spring; the host is laid out again, in the same frame
    /// when this runs after a frame's layout. Nothing is re-created: the child, its
    /// scroll position, focus and accessible object stay.
    private func changePresentation(wasLaidOut: Bool) {
        guard let host, geometry != nil, !isAllocating else { return }
        let width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget)
        let resolved = host.state.adaptive.resolvedPresentation(
            width: Double(width), height: Double(height), isModal: host.state.model.isModal)
        guard resolved != presentation else { return }
        let from = currentFrames()
        // A first layout shows the sheet where it is, with no move.
        let wasShown = wasLaidOut && host.state.model.isVisible
        if wasShown { scrollKeeper.keep(pageLists(host)) }
        let place = measure(resolved, width: width, height: height, host: host)
        guard let layout = try? DetentLayout(place.measurements, behavior: host.state.model.behavior) else { return }
        geometry = place.geometry
        host.performOnState { state, time in
            try state.changePresentation(to: layout, shownFrom: wasShown ? from : nil, at: time)
        }
        focus.sheetWasMeasured()
        gtk_widget_queue_allocate(widget)
    }
}
