import CGtk
import SheetCore

/// The list a coast moves (`SheetState.coast`: the curve and where it is), with a
/// reference on it until the coast ends.
struct CoastingList {
    /// The list's vertical adjustment.
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    /// The scrolled window's child (the list view): the coast stops when it leaves the
    /// sheet or has no rows left (see `listCanScroll`).
    let content: UnsafeMutablePointer<GtkWidget>?
}

/// GTK's part of a coast (`SheetDriver.coasting`): the list it moves (SheetCore's
/// `ListCoasting` is the curve). Only this file reads or writes it.
struct CoastTarget {
    /// The list under way, with its references; nil when no list coasts.
    fileprivate var list: CoastingList?
}

/// Kinetic hand-off: the sheet's drag scrolls a list at `full` itself, so GtkScrolledWindow's
/// own kinetic scrolling never sees that drag; without this the list would stop dead
/// at the release, where GTK's touch scrolling coasts.
extension SheetDriver {
    /// Starts a coast of the list whose drag just ended, when that drag was scrolling it
    /// (`SheetState.startCoast`). Takes its own references.
    func startCoasting(
        _ adjustment: UnsafeMutablePointer<GtkAdjustment>, content: UnsafeMutablePointer<GtkWidget>?, at time: Double
    ) {
        stopCoasting()
        // A coast is an animation: with `gtk-enable-animations` off the list stops where
        // the drag left it, as every move of the sheet then jumps rather than glides.
        guard state.model.listCoastVelocity != 0, !isDisposed, gtk_widget_get_mapped(widget) != 0, animationsEnabled,
              content.map(listCanScroll) ?? true, allowsKineticScrolling(content) else { return }
        let value = gtk_adjustment_get_value(adjustment)
        let lower = gtk_adjustment_get_lower(adjustment)
        let end = max(lower, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
        do {
            guard try state.startCoast(offset: value, range: lower...end, at: time) else { return }
        } catch {
            GLib.warn("BsBottomSheet: \(error)")
            return
        }
        g_object_ref(adjustment)
        if let content { g_object_ref(content) }
        coasting.list = CoastingList(adjustment: adjustment, content: content)
        startTicking()
    }

    /// Whether the scrolled window around `content` coasts under GTK's own touch
    /// scrolling: an app that turned `kinetic-scrolling` off there gets no coast here either.
    private func allowsKineticScrolling(_ content: UnsafeMutablePointer<GtkWidget>?) -> Bool {
        guard let content, let scrolled = gtk_widget_get_ancestor(content, gtk_scrolled_window_get_type()) else {
            return true
        }
        return gtk_scrolled_window_get_kinetic_scrolling(OpaquePointer(scrolled)) != 0
    }

    /// A wheel's or a touchpad's scroll over the sheet, and a key pressed in it, end a
    /// coast: the user takes the list over, as a scroll stops GtkScrolledWindow's own
    /// deceleration. Capture phase on the host, never claiming the event: it goes on to
    /// the list, which scrolls by it from where the coast left it.
    func installCoastStoppers() {
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES)!
        gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
        connect(UnsafeMutableRawPointer(scroll), "scroll-begin", unsafeBitCast(onScrollBeginStopsCoast, to: GCallback.self))
        connect(UnsafeMutableRawPointer(scroll), "scroll", unsafeBitCast(onScrollStopsCoast, to: GCallback.self))
        gtk_widget_add_controller(widget, scroll)

        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        connect(UnsafeMutableRawPointer(keys), "key-pressed", unsafeBitCast(onKeyStopsCoast, to: GCallback.self))
        gtk_widget_add_controller(widget, keys)
    }

    /// Ends the coast under way, if any, where the list is now, and lets go of its references.
    func stopCoasting() {
        state.stopCoast()
        guard let list = coasting.list else { return }
        coasting.list = nil
        g_object_unref(list.adjustment)
        if let content = list.content { g_object_unref(content) }
    }

    /// Whether a list coasts, moved by the frames' `coastStep`.
    var hasCoastingList: Bool { coasting.list != nil }

    /// Whether the coasting list can still move: it did not leave the sheet and has
    /// rows. Asked before each frame; the coast ends when it cannot.
    var coastingListCanScroll: Bool {
        coasting.list.map { $0.content.map(listCanScroll) ?? true } ?? false
    }

    /// Moves the coasting list by `step`, this frame's (`SheetState.Frame.coastStep`);
    /// stops the coast once it has run out (`ended`), or when the list can go no further.
    ///
    /// The list moves by the curve's step since the last frame, not to the curve's
    /// offset: a list view re-anchors its value to its rows as it measures them (by
    /// many pixels when rows differ in height), and the app may scroll it meanwhile.
    /// Setting the curve's offset would undo those; a step adds to them. (The wheel and
    /// the keyboard stop the coast: `installCoastStoppers`.)
    func moveCoastingList(by step: Double, ended: Bool) {
        guard let list = coasting.list else { return }
        if step != 0 {
            let before = gtk_adjustment_get_value(list.adjustment)
            gtk_adjustment_set_value(list.adjustment, before + step)
            // The list's handlers of value-changed run inside: one may have ended the
            // coast (disposing the sheet, say), and with it the references `list` holds.
            guard coasting.list != nil else { return }
            // The adjustment clamps to its range: a list that did not move is at its end.
            if gtk_adjustment_get_value(list.adjustment) == before {
                stopCoasting()
                return
            }
        }
        if ended { stopCoasting() }
    }
}

// C trampolines: GTK calls these on the main thread with the driver as user data. None
// claims its event.

private func coastingDriver(_ data: gpointer?) -> SheetDriver? {
    data.map { Unmanaged<SheetDriver>.fromOpaque($0).takeUnretainedValue() }
}

private let onScrollBeginStopsCoast: @convention(c) (OpaquePointer?, gpointer?) -> Void = { _, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated { coastingDriver(args.value)?.stopCoasting() }
}

private let onScrollStopsCoast: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = {
    _, _, _, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated { coastingDriver(args.value)?.stopCoasting() }
    return 0
}

private let onKeyStopsCoast: @convention(c) (OpaquePointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, _, _, _, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated { coastingDriver(args.value)?.stopCoasting() }
    return 0
}
