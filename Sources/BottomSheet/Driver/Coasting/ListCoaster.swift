import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// What the coast part asks of the sheet and tells it (`SheetDriver` is the one). The
/// curve is SheetCore's (`SheetState.coast`), changed by the sheet's state's owner.
@MainActor
protocol ListCoasterHost: AnyObject {
    var widgets: SheetWidgets { get }
    /// The list coast's speed the last drag left (`SheetModel.listCoastVelocity`).
    var listCoastVelocity: Double { get }
    /// Starts the coast's curve (`SheetState.startCoast`, through the state's one writer);
    /// whether it started.
    func startCoast(offset: Double, range: ClosedRange<Double>, at time: Double) -> Bool
    /// Ends the coast's curve (`SheetState.stopCoast`).
    func stopCoast()
}

/// Kinetic hand-off: the sheet's drag scrolls a list at `full` itself, so GtkScrolledWindow's
/// own kinetic scrolling never sees that drag; without this the list would stop dead
/// at the release, where GTK's touch scrolling coasts.
///
/// The part owns GTK's side of a coast: the list it moves, with a reference on it until
/// the coast ends, and the controllers that stop it. SheetCore's `ListCoasting` is the
/// curve, which the sheet's frames advance (`SheetState.Frame.coastStep`).
@MainActor
final class ListCoaster {
    private weak var host: (any ListCoasterHost)?
    /// The coasting list's vertical adjustment and the scrolled window's child (the list
    /// view: the coast stops when it leaves the sheet or has no rows left), each with a
    /// reference. Whether a list coasts is `SheetState.coast`'s to say: this holds GTK's
    /// objects exactly while that is set (`start` sets both, `stop` and the last frame's
    /// `move` clear both).
    private var list: (adjustment: UnsafeMutablePointer<GtkAdjustment>, content: UnsafeMutablePointer<GtkWidget>?)?
    /// The handlers of the controllers that stop a coast, disconnected at `disconnect`.
    private var connections: [SignalConnection] = []

    /// A wheel's or a touchpad's scroll over the sheet, and a key pressed in it, end a
    /// coast: the user takes the list over, as a scroll stops GtkScrolledWindow's own
    /// deceleration. Capture phase on the host, never claiming the event: it goes on to
    /// the list, which scrolls by it from where the coast left it.
    func install(for host: some ListCoasterHost) {
        self.host = host
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        connections = [
            SignalConnection.connect(UnsafeMutableRawPointer(scroll), "scroll-begin") { [unowned self] in stop() },
            SignalConnection.connect(UnsafeMutableRawPointer(scroll), "scroll") {
                [unowned self] (_: Double, _: Double) -> Bool in
                stop()
                return false
            },
            SignalConnection.connect(UnsafeMutableRawPointer(keys), "key-pressed") {
                [unowned self] (_: guint, _: guint, _: GdkModifierType) -> Bool in
                stop()
                return false
            },
        ]
        gtk_widget_add_controller(host.widgets.widget, scroll)
        gtk_widget_add_controller(host.widgets.widget, keys)
    }

    /// Ends the coast under way and disconnects the handlers; the controllers go with
    /// the widgets.
    func disconnect() {
        stop()
        for connection in connections { connection.disconnect() }
        connections = []
    }

    /// Starts a coast of the list whose drag just ended, when that drag was scrolling it
    /// (`SheetState.startCoast`). Takes its own references.
    func start(
        _ adjustment: UnsafeMutablePointer<GtkAdjustment>, content: UnsafeMutablePointer<GtkWidget>?, at time: Double
    ) {
        stop()
        // A coast is an animation: with `gtk-enable-animations` off the list stops where
        // the drag left it, as every move of the sheet then jumps rather than glides.
        guard let host, host.listCoastVelocity != 0, gtk_widget_get_mapped(host.widgets.widget) != 0,
              UserMotionSettings.animationsEnabled(on: host.widgets.widget), content.map({ SheetInput.listCanScroll($0, in: host.widgets.sheet) }) ?? true,
              Self.allowsKineticScrolling(content) else { return }
        let value = gtk_adjustment_get_value(adjustment)
        let lower = gtk_adjustment_get_lower(adjustment)
        let end = max(lower, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
        // The state's coast starts the frame clock (`SheetState.isAnimating`); its first
        // frame comes after the list is held here.
        guard host.startCoast(offset: value, range: lower...end, at: time) else { return }
        g_object_ref(adjustment)
        if let content { g_object_ref(content) }
        list = (adjustment, content)
    }

    /// Whether the scrolled window around `content` coasts under GTK's own touch
    /// scrolling: an app that turned `kinetic-scrolling` off there gets no coast here either.
    private static func allowsKineticScrolling(_ content: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let content, let scrolled = gtk_widget_get_ancestor(content, gtk_scrolled_window_get_type()) else {
            return true
        }
        return gtk_scrolled_window_get_kinetic_scrolling(OpaquePointer(scrolled)) != 0
    }

    /// Ends the coast under way, if any, where the list is now, and lets go of its references.
    func stop() {
        host?.stopCoast()
        guard let list else { return }
        self.list = nil
        g_object_unref(list.adjustment)
        if let content = list.content { g_object_unref(content) }
    }

    /// Whether the coasting list can still move: it did not leave the sheet and has
    /// rows. Asked before each frame; the coast ends when it cannot.
    var listCanScroll: Bool {
        guard let list, let host else { return false }
        return list.content.map { SheetInput.listCanScroll($0, in: host.widgets.sheet) } ?? true
    }

    /// Moves the coasting list by `step`, this frame's (`SheetState.Frame.coastStep`);
    /// stops the coast once it has run out (`ended`), or when the list can go no further.
    ///
    /// The list moves by the curve's step since the last frame, not to the curve's
    /// offset: a list view re-anchors its value to its rows as it measures them (by
    /// many pixels when rows differ in height), and the app may scroll it meanwhile.
    /// Setting the curve's offset would undo those; a step adds to them. (The wheel and
    /// the keyboard stop the coast: `install`.)
    func move(by step: Double, ended: Bool) {
        guard let list else { return }
        if step != 0 {
            let before = gtk_adjustment_get_value(list.adjustment)
            gtk_adjustment_set_value(list.adjustment, before + step)
            // The list's handlers of value-changed run inside: one may have ended the
            // coast (disposing the sheet, say), and with it the references `list` holds.
            guard self.list != nil else { return }
            // The adjustment clamps to its range: a list that did not move is at its end.
            if gtk_adjustment_get_value(list.adjustment) == before {
                stop()
                return
            }
        }
        if ended { stop() }
    }
}
