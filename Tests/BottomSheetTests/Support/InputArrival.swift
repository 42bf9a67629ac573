import CBottomSheet
import CGtk
import GtkHelpers

/// What real pointer or touch input reached a window, seen before any widget in it
/// handles it (a GtkEventControllerLegacy in the capture phase that lets every event
/// go on): the proof that input arrived, for a test whose verdict is that nothing moved.
@MainActor
final class InputArrival {
    /// Presses and touch beginnings, moves, releases and touch ends.
    private(set) var began = 0
    private(set) var moved = 0
    private(set) var ended = 0
    /// The first press's and the furthest move's vertical position in the window's
    /// surface (px).
    private(set) var startY: Double?
    private(set) var furthestY: Double?

    /// Starts watching `window`'s events, until the window goes.
    init(on window: UnsafeMutablePointer<GtkWidget>) {
        let controller = gtk_event_controller_legacy_new()!
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let handler: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
            fromGtk((event, data)) { event, data in
                guard let event, let data else { return }
                Unmanaged<InputArrival>.fromOpaque(data).takeUnretainedValue().record(event)
            }
            return 0  // the event goes on to the widgets
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<InputArrival>.fromOpaque(data).release()
        }
        g_signal_connect_data(UnsafeMutableRawPointer(controller), "event",
                              unsafeBitCast(handler, to: GCallback.self),
                              Unmanaged.passRetained(self).toOpaque(), release, GConnectFlags(rawValue: 0))
        gtk_widget_add_controller(window, controller)
    }

    private func record(_ event: OpaquePointer) {
        var x = 0.0, y = 0.0
        let placed = gdk_event_get_position(event, &x, &y) != 0
        switch gdk_event_get_event_type(event) {
        case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN:
            began += 1
            if startY == nil, placed { startY = y }
        case GDK_MOTION_NOTIFY, GDK_TOUCH_UPDATE:
            // Moves before the press (the pointer on its way) do not count.
            guard began > ended else { return }
            moved += 1
            if placed, let startY, abs(y - startY) > abs((furthestY ?? startY) - startY) { furthestY = y }
        case GDK_BUTTON_RELEASE, GDK_TOUCH_END:
            ended += 1
        default:
            break
        }
    }

    /// How far the press travelled from where it began (px), as the window saw it.
    var travel: Double {
        guard let startY, let furthestY else { return 0 }
        return abs(furthestY - startY)
    }

    var summary: String {
        "\(began) began, \(moved) moved, \(ended) ended, travelled \(travel) px"
    }
}
