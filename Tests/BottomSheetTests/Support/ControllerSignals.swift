import CBottomSheet
import CGtk

/// Finds the event controllers GTK attached to a widget and emits their signals, for
/// tests that act as the user would without a real pointer.
@MainActor
enum ControllerSignals {
    /// The first controller on `widget` that is a `type` (e.g. `gtk_gesture_click_get_type()`),
    /// and runs in `phase` when one is given. The widget owns it; the pointer is valid
    /// while the widget keeps it.
    static func controller(
        on widget: UnsafeMutablePointer<GtkWidget>, ofType type: GType, phase: GtkPropagationPhase? = nil
    ) -> OpaquePointer? {
        // transfer full: a list model of the widget's controllers.
        guard let controllers = gtk_widget_observe_controllers(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            // transfer full as well: unref it, the widget still holds it.
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            if g_type_check_instance_is_a(item.assumingMemoryBound(to: GTypeInstance.self), type) != 0,
               phase.map({ gtk_event_controller_get_propagation_phase(OpaquePointer(item)) == $0 }) ?? true {
                return OpaquePointer(item)
            }
        }
        return nil
    }

    /// Emits GtkGestureClick::pressed and then ::released (n_press, x, y) on `gesture`,
    /// as a click does: every handler connected to them runs. With `releasedAt`, the
    /// release is there, as after a drag (GtkGestureClick releases after any move).
    static func emitClick(
        on gesture: OpaquePointer, nPress: Int32 = 1, x: Double, y: Double, releasedAt: (x: Double, y: Double)? = nil
    ) {
        emit("pressed", on: gesture, nPress: nPress, x: x, y: y)
        emit("released", on: gesture, nPress: nPress, x: releasedAt?.x ?? x, y: releasedAt?.y ?? y)
    }

    /// Emits the GtkGestureClick signal `name` (n_press, x, y) on `gesture`.
    private static func emit(_ name: String, on gesture: OpaquePointer, nPress: Int32, x: Double, y: Double) {
        let clickType = gtk_gesture_click_get_type()
        var values = [GValue](repeating: GValue(), count: 4)
        g_value_init(&values[0], clickType)
        g_value_set_object(&values[0], UnsafeMutableRawPointer(gesture))
        g_value_init(&values[1], g_type_from_name("gint"))
        g_value_set_int(&values[1], nPress)
        g_value_init(&values[2], g_type_from_name("gdouble"))
        g_value_set_double(&values[2], x)
        g_value_init(&values[3], g_type_from_name("gdouble"))
        g_value_set_double(&values[3], y)
        let signal = g_signal_lookup(name, clickType)
        values.withUnsafeMutableBufferPointer { buffer in
            g_signal_emitv(buffer.baseAddress, signal, 0, nil)
        }
        for index in values.indices { g_value_unset(&values[index]) }
    }
}
