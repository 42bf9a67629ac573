import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// The bottom bar (`bottom-bar`, SheetCore's `BottomBar`): the app's bar in a button
/// (`BsBottomBar`, a child of the host drawn over the sheet) that stands for the closed
/// sheet. SheetCore says where it is, how opaque it and the sheet's inside are, and
/// when the sheet is closed to it; this places it, draws it, and gives input, focus and
/// the accessibility tree to whichever of the two the user is offered.
extension SheetDriver {
    /// The app's bar, in the bar's button.
    var bottomBarChild: UnsafeMutablePointer<GtkWidget>? {
        gtk_button_get_child(UnsafeMutableRawPointer(bottomBar).assumingMemoryBound(to: GtkButton.self))
    }

    func setBottomBar(_ newBar: UnsafeMutablePointer<GtkWidget>?) {
        guard newBar != bottomBarChild, canAdopt(newBar, as: BS_PROPERTY_BOTTOM_BAR) else { return }
        gtk_button_set_child(UnsafeMutableRawPointer(bottomBar).assumingMemoryBound(to: GtkButton.self), newBar)
        gtk_widget_set_visible(bottomBar, newBar == nil ? 0 : 1)
        // Named by the labels it shows ("Harbour Lights The Evening Tides"), found once, as the bar is given.
        bottomBarState.nameKeepers = GtkVersions.nameByItsLabels(bottomBar, content: newBar)
        // At once, as for a peek height: a closed sheet is the bar from now on, and a
        // `peek` or `open` asked for next finds it. The next layout measures it again at
        // the sheet's width.
        var measurements = state.model.layout.measurements
        measurements.bottomBarHeight = measureBottomBar(width: bottomBarState.width)
        updateLayout(measurements)
        gtk_widget_queue_resize(widget)
        notify(BS_PROPERTY_BOTTOM_BAR)
    }

    /// Whether the bar shows (`reveal-bottom-bar`). Hidden, the sheet closed to it goes
    /// down off the screen with it: the bar is drawn until the sheet has left.
    var revealsBottomBar: Bool {
        get { bottomBarState.reveal.isRevealed }
        set {
            guard newValue != revealsBottomBar else { return }
            bottomBarState.reveal.setRevealed(newValue, sheet: state.model)
            // At once, as for a peek height: `open` or a detent asked for next must find it.
            var measurements = state.model.layout.measurements
            measurements.bottomBarHeight = newValue ? bottomBarState.naturalHeight : 0
            updateLayout(measurements)
            gtk_widget_queue_resize(widget)
            notify(BS_PROPERTY_REVEAL_BOTTOM_BAR)
        }
    }

    /// The bar as drawn: its height while it is revealed or leaving, else none.
    var drawnBottomBar: BottomBar {
        let shows = bottomBarChild != nil && bottomBarState.reveal.isDrawn
        return BottomBar(height: shows ? bottomBarState.naturalHeight : 0)
    }

    /// Measures the bar at `width` for the layout, and returns the height the detents
    /// take for it: 0 while it is hidden.
    func measureBottomBar(width: Int32) -> Double {
        bottomBarState.width = width
        var natural: Int32 = 0
        if gtk_widget_get_visible(bottomBar) != 0 {
            // Never for less than its minimum width: it is allocated no narrower (`allocateBottomBar`).
            let forWidth = width < 0 ? -1 : GtkVersions.measuringWidth(for: bottomBar, width)
            gtk_widget_measure(bottomBar, GTK_ORIENTATION_VERTICAL, forWidth, nil, &natural, nil, nil)
        }
        bottomBarState.naturalHeight = Double(natural)
        return bottomBarState.reveal.isRevealed ? Double(natural) : 0
    }

    /// Places the bar where SheetCore puts it for the sheet's position now.
    func allocateBottomBar() {
        guard gtk_widget_get_visible(bottomBar) != 0, let geometry = placement.geometry else { return }
        let frame = drawnBottomBar.frame(in: geometry, shown: state.model.height.rounded())
        var minimumWidth: Int32 = 0
        gtk_widget_measure(bottomBar, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let width = max(Int32(frame.width.rounded()), minimumWidth)
        var minimumHeight: Int32 = 0
        gtk_widget_measure(bottomBar, GTK_ORIENTATION_VERTICAL, width, &minimumHeight, nil, nil, nil)
        var origin = graphene_point_t(x: Float(frame.x.rounded()), y: Float(frame.y.rounded()))
        gtk_widget_allocate(
            bottomBar, width, max(Int32(frame.height.rounded()), minimumHeight), -1, gsk_transform_translate(nil, &origin))
    }

    /// Draws the bar over the sheet, as opaque as SheetCore says.
    func snapshotBottomBar(_ snapshot: OpaquePointer) {
        guard gtk_widget_get_visible(bottomBar) != 0, gtk_widget_get_child_visible(bottomBar) != 0 else { return }
        let opacity = drawnBottomBar.opacity(shown: state.model.height.rounded(), layout: state.model.layout)
        guard opacity > 0 else { return }
        if opacity < 1 { gtk_snapshot_push_opacity(snapshot, opacity) }
        gtk_widget_snapshot_child(widget, bottomBar, snapshot)
        if opacity < 1 { gtk_snapshot_pop(snapshot) }
    }

    /// How opaque the sheet's inside is drawn (`snapshotInside`).
    var insideOpacity: Double {
        drawnBottomBar.insideOpacity(shown: state.model.height.rounded(), layout: state.model.layout)
    }

    /// What the bar and the sheet's inside show now: the bar is drawn while it shows at
    /// all, and takes input, focus and a place in the accessibility tree while it stands
    /// for the sheet (closed to it at the bottom; beside a hidden side panel); the sheet's
    /// inside takes them otherwise.
    func bottomBarShown(_ status: SheetStatus) -> BottomBarShown {
        let bar = drawnBottomBar
        let shown = state.model.height.rounded()
        let layout = state.model.layout
        let isActive = bar.height > 0 && (layout.isSide ? status.detent == .dismissed : status.isClosedToBottomBar)
        return BottomBarShown(
            isDrawn: isActive || bar.opacity(shown: shown, layout: layout) > 0, isActive: isActive,
            insideIsOffered: !status.isClosedToBottomBar, insideOpacity: bar.insideOpacity(shown: shown, layout: layout),
            coveredHeight: bar.coveredHeight(shown: shown, layout: layout))
    }

    /// Hands GTK what changed of the bar and the sheet's inside since `before` (part of
    /// `publish`, which notifies `bottom-bar-height`).
    func showBottomBar(_ now: BottomBarShown, before: BottomBarShown) {
        if now.isDrawn != before.isDrawn { gtk_widget_set_child_visible(bottomBar, now.isDrawn ? 1 : 0) }
        if now.isActive != before.isActive {
            gtk_widget_set_can_target(bottomBar, now.isActive ? 1 : 0)
            gtk_widget_set_focusable(bottomBar, now.isActive ? 1 : 0)
            Accessible.setHidden(bottomBar, !now.isActive)
        }
        if now.insideIsOffered != before.insideIsOffered {
            // Under the bar the sheet's handle and list are out of reach, for the pointer,
            // the keyboard and screen readers alike.
            gtk_widget_set_can_target(sheet, now.insideIsOffered ? 1 : 0)
            gtk_widget_set_can_focus(sheet, now.insideIsOffered ? 1 : 0)
            Accessible.setHidden(sheet, !now.insideIsOffered)
        }
        // GTK keeps the sheet's node while only its place changes: the fade needs a new one.
        if now.insideOpacity != before.insideOpacity { gtk_widget_queue_draw(sheet) }
    }

    /// The sheet was closed to its bar, from open: focus leaves its inside, and goes on
    /// once it rests as the bar (`sheetRestsAsBottomBar`).
    func sheetDidCloseToBottomBar() {
        focusAndModality.sheetDidCloseToBottomBar()
    }

    /// The sheet rests as its bar: focus that left it as it closed goes back where it was
    /// before the sheet opened, or to the bar.
    func sheetRestsAsBottomBar() {
        focusAndModality.sheetRestsAsBottomBar(bottomBar)
    }

    /// A click on the bar, or Enter or Space on it, opens the sheet, unless the user may
    /// not open it (`can-open`).
    func bottomBarClicked() {
        guard state.model.canOpen else { return }
        setOpen(true)
    }

    /// What the bar says it opens, for screen readers: the sheet, by its title.
    static func bottomBarDescription(title: String) -> String {
        translated("Opens %s.", context: "bottom bar").substituting(title)
    }
}

/// The bar's own state (`SheetDriver.bottomBarState`). Only this file reads or writes it.
struct BottomBarState {
    /// `reveal-bottom-bar`, and a bar leaving with the sheet (SheetCore's rule).
    fileprivate var reveal = BottomBarReveal()
    /// The bar's natural height at the last layout's width.
    fileprivate var naturalHeight = 0.0
    /// That width; -1 (any) before the first layout.
    fileprivate var width: Int32 = -1
    /// What keeps the bar's name the text of the labels it shows (`GtkVersions.nameByItsLabels`).
    fileprivate var nameKeepers: [SignalConnection] = []

    /// Lets go of what keeps the bar's name (the host's dispose).
    mutating func releaseAll() {
        nameKeepers = []
    }

    /// The sheet changed: a bar leaving with it may have left (`BottomBarReveal`).
    mutating func sheetChanged(_ model: SheetModel) {
        reveal.sheetChanged(model)
    }
}

/// What the bar and the sheet's inside show (`SheetDriver.bottomBarShown`).
struct BottomBarShown: Equatable {
    var isDrawn: Bool
    var isActive: Bool
    var insideIsOffered: Bool
    var insideOpacity: Double
    var coveredHeight: Double

    /// What GTK has before the first `publish`: new widgets are drawn, take input
    /// and focus (a button) and are in the accessibility tree.
    static let asMade = BottomBarShown(
        isDrawn: true, isActive: true, insideIsOffered: true, insideOpacity: 1, coveredHeight: 0)
}
