import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// What the bottom bar asks of the sheet and tells it (`SheetDriver` is the one).
@MainActor
protocol SheetBottomBarHost: AnyObject {
    var widgets: SheetWidgets { get }
    var state: SheetState<PageID> { get }
    /// Where the host last laid things out; nil before the first layout.
    var geometry: SheetGeometry? { get }
    /// Whether `widget` may be put in the sheet (it has no parent yet), with a critical if not.
    func canAdopt(_ widget: UnsafeMutablePointer<GtkWidget>?, as property: BsProperty?) -> Bool
    /// The detents follow `measurements` at once (`SheetModel.updateLayout`).
    func updateLayout(_ measurements: SheetMeasurements)
    /// Opens the sheet (`open`).
    func setOpen(_ open: Bool)
    /// Reveals or hides the bar (`SheetState.revealBottomBar`).
    func revealBottomBar(_ revealed: Bool)
    /// Notifies a property the app set (`SheetPublisher.notify`).
    func notify(_ property: BsProperty)
}

/// The bottom bar (`bottom-bar`, SheetCore's `BottomBar`), as a part that acts: the
/// app's bar in a button (`BsBottomBar`, a child of the host drawn over the sheet) that
/// stands for the closed sheet. SheetCore says where it is, how opaque it and the
/// sheet's inside are, and when the sheet is closed to it; this measures, places and
/// draws it, gives input, focus and the accessibility tree to whichever of the two the
/// user is offered, and opens the sheet when it is clicked.
@MainActor
final class SheetBottomBar {
    private weak var host: (any SheetBottomBarHost)?
    /// The bar's natural height at the last layout's width.
    private var naturalHeight = 0.0
    /// That width; -1 (any) before the first layout.
    private var width: Int32 = -1
    /// What keeps the bar's name the text of the labels it shows (`GtkVersions.nameByItsLabels`).
    private var nameKeepers: [SignalConnection] = []
    /// The bar's `clicked`.
    private var connections: [SignalConnection] = []

    /// Connects the bar's button; `host` is asked and told from then on.
    func install(for host: some SheetBottomBarHost) {
        self.host = host
        // A click on the bar, or Enter or Space on it, opens the sheet, unless the user
        // may not open it (`can-open`).
        connections = [
            SignalConnection.connect(UnsafeMutableRawPointer(host.widgets.bottomBar), "clicked") { [unowned self] in
                guard let host = self.host, host.state.model.canOpen else { return }
                host.setOpen(true)
            },
        ]
    }

    /// Disconnects the handlers and lets go of what keeps the bar's name (the host's dispose).
    func disconnect() {
        for connection in connections + nameKeepers { connection.disconnect() }
        connections = []
        nameKeepers = []
    }

    private var button: UnsafeMutablePointer<GtkWidget>? { host?.widgets.bottomBar }

    /// The app's bar, in the bar's button.
    var child: UnsafeMutablePointer<GtkWidget>? {
        button.flatMap { gtk_button_get_child(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkButton.self)) }
    }

    /// Puts `newBar` in the bar's button (`bottom-bar`).
    func setChild(_ newBar: UnsafeMutablePointer<GtkWidget>?) {
        guard let host, newBar != child, host.canAdopt(newBar, as: BS_PROPERTY_BOTTOM_BAR) else { return }
        let button = host.widgets.bottomBar
        gtk_button_set_child(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self), newBar)
        gtk_widget_set_visible(button, newBar == nil ? 0 : 1)
        // Named by the labels it shows ("Harbour Lights The Evening Tides"), found once, as the bar is given.
        nameKeepers = GtkVersions.nameByItsLabels(button, content: newBar)
        // At once, as for a peek height: a closed sheet is the bar from now on, and a
        // `peek` or `open` asked for next finds it. The next layout measures it again at
        // the sheet's width.
        measure(width: width)
        host.updateLayout(withHeight(host.state.model.layout.measurements))
        gtk_widget_queue_resize(host.widgets.widget)
        host.notify(BS_PROPERTY_BOTTOM_BAR)
    }

    /// Whether the bar shows (`reveal-bottom-bar`). Hidden, the sheet closed to it goes
    /// down off the screen with it: the bar is drawn until the sheet has left.
    var isRevealed: Bool { reveal.isRevealed }
    /// `reveal-bottom-bar`, and a bar leaving with the sheet (`SheetState.bottomBar`).
    private var reveal: BottomBarReveal { host?.state.bottomBar ?? BottomBarReveal() }

    func setRevealed(_ revealed: Bool) {
        guard let host, revealed != isRevealed else { return }
        host.revealBottomBar(revealed)
        // At once, as for a peek height: `open` or a detent asked for next must find it.
        host.updateLayout(withHeight(host.state.model.layout.measurements))
        gtk_widget_queue_resize(host.widgets.widget)
        host.notify(BS_PROPERTY_REVEAL_BOTTOM_BAR)
    }

    /// The bar as drawn: its height while it is revealed or leaving, else none.
    var drawn: BottomBar {
        let shows = child != nil && reveal.isDrawn
        return BottomBar(height: shows ? naturalHeight : 0)
    }

    /// Measures the bar at `width` for the layout (`withHeight` gives the detents its height).
    func measure(width: Int32) {
        guard let button else { return }
        self.width = width
        var natural: Int32 = 0
        if gtk_widget_get_visible(button) != 0 {
            // Never for less than its minimum width: it is allocated no narrower (`allocate`).
            let forWidth = width < 0 ? -1 : GtkVersions.measuringWidth(for: button, width)
            gtk_widget_measure(button, GTK_ORIENTATION_VERTICAL, forWidth, nil, &natural, nil, nil)
        }
        naturalHeight = Double(natural)
    }

    /// `measurements` with the height the detents take for the bar: its natural height
    /// while it is revealed, else none. The one writer of `bottomBarHeight`.
    func withHeight(_ measurements: SheetMeasurements) -> SheetMeasurements {
        var measurements = measurements
        measurements.bottomBarHeight = reveal.isRevealed ? naturalHeight : 0
        return measurements
    }

    /// Places the bar where SheetCore puts it for the sheet's position now.
    func allocate() {
        guard let host, let button, gtk_widget_get_visible(button) != 0, let geometry = host.geometry else { return }
        let frame = drawn.frame(in: geometry, shown: host.state.model.height.rounded())
        var minimumWidth: Int32 = 0
        gtk_widget_measure(button, GTK_ORIENTATION_HORIZONTAL, -1, &minimumWidth, nil, nil, nil)
        let width = max(Int32(frame.width.rounded()), minimumWidth)
        var minimumHeight: Int32 = 0
        gtk_widget_measure(button, GTK_ORIENTATION_VERTICAL, width, &minimumHeight, nil, nil, nil)
        var origin = graphene_point_t(x: Float(frame.x.rounded()), y: Float(frame.y.rounded()))
        gtk_widget_allocate(
            button, width, max(Int32(frame.height.rounded()), minimumHeight), -1, gsk_transform_translate(nil, &origin))
    }

    /// Draws the bar over the sheet, as opaque as SheetCore says.
    func snapshot(_ snapshot: OpaquePointer) {
        guard let host, let button, gtk_widget_get_visible(button) != 0, gtk_widget_get_child_visible(button) != 0
        else { return }
        let opacity = drawn.opacity(shown: host.state.model.height.rounded(), layout: host.state.model.layout)
        guard opacity > 0 else { return }
        if opacity < 1 { gtk_snapshot_push_opacity(snapshot, opacity) }
        gtk_widget_snapshot_child(host.widgets.widget, button, snapshot)
        if opacity < 1 { gtk_snapshot_pop(snapshot) }
    }

    /// How opaque the sheet's inside is drawn (`snapshotInside`).
    var insideOpacity: Double {
        guard let host else { return 1 }
        return drawn.insideOpacity(shown: host.state.model.height.rounded(), layout: host.state.model.layout)
    }

    /// What the bar and the sheet's inside show now: the bar is drawn while it shows at
    /// all, and takes input, focus and a place in the accessibility tree while it stands
    /// for the sheet (closed to it at the bottom; beside a hidden side panel); the sheet's
    /// inside takes them otherwise.
    func shown(_ status: SheetStatus, model: SheetModel) -> BottomBarShown {
        let bar = drawn
        let shown = model.height.rounded()
        let layout = model.layout
        let isActive = bar.height > 0 && (layout.isSide ? status.detent == .dismissed : status.isClosedToBottomBar)
        return BottomBarShown(
            isDrawn: isActive || bar.opacity(shown: shown, layout: layout) > 0, isActive: isActive,
            insideIsOffered: !status.isClosedToBottomBar, insideOpacity: bar.insideOpacity(shown: shown, layout: layout),
            coveredHeight: bar.coveredHeight(shown: shown, layout: layout))
    }

    /// Hands GTK what changed of the bar and the sheet's inside since `before` (part of
    /// `publish`, which notifies `bottom-bar-height`).
    func show(_ now: BottomBarShown, before: BottomBarShown) {
        guard let host else { return }
        let button = host.widgets.bottomBar, sheet = host.widgets.sheet
        if now.isDrawn != before.isDrawn { gtk_widget_set_child_visible(button, now.isDrawn ? 1 : 0) }
        if now.isActive != before.isActive {
            gtk_widget_set_can_target(button, now.isActive ? 1 : 0)
            gtk_widget_set_focusable(button, now.isActive ? 1 : 0)
            Accessible.setHidden(button, !now.isActive)
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

    /// What the bar says it opens, for screen readers: the sheet, by its title.
    static func description(title: String) -> String {
        translated("Opens %s.", context: "bottom bar").substituting(title)
    }
}

/// What the bar and the sheet's inside show (`SheetBottomBar.shown`).
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
