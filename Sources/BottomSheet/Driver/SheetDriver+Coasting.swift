import CGtk
import SheetCore

/// A list coasting on after a drag that was scrolling it was let go: its adjustment
/// moves on the frame clock by the steps of `coasting`'s curve.
struct ListCoast {
    /// The list's vertical adjustment, with a reference until the coast ends.
    let adjustment: UnsafeMutablePointer<GtkAdjustment>
    /// The scrolled window's child (the list view), with a reference as long: the coast
    /// stops when it leaves the sheet or has no rows left (see `listCanScroll`).
    let content: UnsafeMutablePointer<GtkWidget>?
    /// The deceleration curve, from the list's offset and velocity at the release.
    let coasting: ListCoasting
    /// When the drag was let go (model clock): the curve's time 0.
    let startTime: Double
    /// Where the coast's curve was at the last frame: each frame moves the list by the
    /// curve's step since then (see `advanceCoast`).
    var lastOffset: Double
}

/// Kinetic hand-off: the sheet's drag scrolls a list at `full` itself, so GtkScrolledWindow's
/// own kinetic scrolling never sees that drag; without this the list would stop dead
/// at the release, where GTK's touch scrolling coasts.
extension SheetDriver {
    /// Starts a coast of the list whose drag just ended, when the model says that drag
    /// was scrolling it (`SheetModel.listCoastVelocity`). Takes its own references.
    func startCoasting(
        _ adjustment: UnsafeMutablePointer<GtkAdjustment>, content: UnsafeMutablePointer<GtkWidget>?, at time: Double
    ) {
        stopCoasting()
        let velocity = model.listCoastVelocity
        // A coast is an animation: with `gtk-enable-animations` off the list stops where
        // the drag left it, as every move of the sheet then jumps rather than glides.
        guard velocity != 0, !isDisposed, gtk_widget_get_mapped(widget) != 0, animationsEnabled,
              content.map(listCanScroll) ?? true, allowsKineticScrolling(content) else { return }
        let value = gtk_adjustment_get_value(adjustment)
        let lower = gtk_adjustment_get_lower(adjustment)
        let end = max(lower, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
        let coasting: ListCoasting?
        do {
            coasting = try ListCoasting(from: value, velocity: velocity, range: lower...end, behavior: model.behavior)
        } catch {
            GLib.warn("BsBottomSheet: \(error)")
            return
        }
        guard let coasting else { return }
        g_object_ref(adjustment)
        if let content { g_object_ref(content) }
        input.listCoast = ListCoast(
            adjustment: adjustment, content: content, coasting: coasting, startTime: time, lastOffset: coasting.startOffset)
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
        guard let coast = input.listCoast else { return }
        input.listCoast = nil
        g_object_unref(coast.adjustment)
        if let content = coast.content { g_object_unref(content) }
    }

    /// Moves the coasting list on to where the coast is at `frameTime`; stops the coast
    /// once it has run out, when the list can go no further, or when it left the sheet.
    ///
    /// The list moves by the curve's step since the last frame, not to the curve's
    /// offset: a list view re-anchors its value to its rows as it measures them (by
    /// many pixels when rows differ in height), and the app may scroll it meanwhile.
    /// Setting the curve's offset would undo those; a step adds to them. (The wheel and
    /// the keyboard stop the coast: `installCoastStoppers`.)
    func advanceCoast(to frameTime: Double) {
        guard var coast = input.listCoast else { return }
        guard coast.content.map(listCanScroll) ?? true else {
            stopCoasting()
            return
        }
        let elapsed = frameTime - coast.startTime
        let offset = coast.coasting.offset(at: elapsed)
        let step = offset - coast.lastOffset
        coast.lastOffset = offset
        input.listCoast = coast
        if step != 0 {
            let before = gtk_adjustment_get_value(coast.adjustment)
            gtk_adjustment_set_value(coast.adjustment, before + step)
            // The list's handlers of value-changed run inside: one may have ended the
            // coast (disposing the sheet, say), and with it the references `coast` holds.
            guard input.listCoast != nil else { return }
            // The adjustment clamps to its range: a list that did not move is at its end.
            if gtk_adjustment_get_value(coast.adjustment) == before {
                stopCoasting()
                return
            }
        }
        if coast.coasting.isFinished(at: elapsed) { stopCoasting() }
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
