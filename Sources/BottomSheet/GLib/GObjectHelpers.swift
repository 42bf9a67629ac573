import CBottomSheet
import CGtk
import GtkHelpers

/// The few GLib and GTK calls that Swift cannot make as C does (variadic functions,
/// cast macros), made through their non-variadic equivalents.
@MainActor
enum GLib {
    /// Logs `message` at `level` in the "BottomSheet" domain: what g_warning() and
    /// g_critical() do, through the same log writer (tests record it).
    static func log(_ level: GLogLevelFlags, _ message: String) {
        func cString(_ text: StaticString) -> UnsafePointer<CChar> {
            UnsafeRawPointer(text.utf8Start).assumingMemoryBound(to: CChar.self)
        }
        message.withCString { text in
            var fields = [
                GLogField(key: cString("GLIB_DOMAIN"), value: cString("BottomSheet"), length: -1),
                GLogField(key: cString("MESSAGE"), value: text, length: -1),
            ]
            g_log_structured_array(level, &fields, gsize(fields.count))
        }
    }

    static func warn(_ message: String) { log(GLibFlags.logWarning, message) }

    /// `value` as printf's `%g` writes it, as GLib's own messages do.
    static func formatted(_ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 40)
        return String(cString: g_ascii_formatd(&buffer, 40, "%g", value))
    }

    /// Whether `instance` is a `type` (or a subtype): G_TYPE_CHECK_INSTANCE_TYPE.
    static func isInstance(_ instance: UnsafeMutableRawPointer?, of type: GType) -> Bool {
        guard let instance else { return false }
        return g_type_check_instance_is_a(instance.assumingMemoryBound(to: GTypeInstance.self), type) != 0
    }

    /// A new instance of a widget type that has no construct properties (g_object_new).
    /// Widgets start floating: the parent they are put in takes that reference.
    static func newWidget(_ type: GType) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!).assumingMemoryBound(to: GtkWidget.self)
    }

    /// A new widget of `type` with the accessible role `role`, which GTK sets only at
    /// construction (g_object_new with "accessible-role").
    static func newWidget(_ type: GType, accessibleRole role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, Int32(role.rawValue))
        defer { g_value_unset(&value) }
        let object = "accessible-role".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return g_object_new_with_properties(type, 1, &names, &value)!
        }
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }

    /// A setting from GtkSettings (`gtk_widget_get_settings`, `gtk_settings_get_for_display`)
    /// of GLib type `typeName` ("gboolean", "gint", "gchararray"), read by `read`.
    static func setting<T>(
        _ name: String, in settings: OpaquePointer?, typeName: String, _ read: (UnsafePointer<GValue>) -> T
    ) -> T {
        var value = GValue()
        g_value_init(&value, g_type_from_name(typeName))
        defer { g_value_unset(&value) }
        if let settings {
            g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), name, &value)
        }
        return read(&value)
    }

    /// A signal argument: an enum value of its GType, a double, or an object of its GType.
    enum SignalArgument {
        case enumValue(GType, Int32)
        case double(Double)
        case object(GType, UnsafeMutableRawPointer)
    }

    /// Emits the signal `signalID` on `instance` (of `type`) with `arguments`, in order.
    static func emit(_ signalID: guint, on instance: UnsafeMutableRawPointer, type: GType, _ arguments: [SignalArgument]) {
        var values = [GValue](repeating: GValue(), count: 1 + arguments.count)
        g_value_init(&values[0], type)
        g_value_set_object(&values[0], instance)
        for (index, argument) in arguments.enumerated() {
            switch argument {
            case let .enumValue(enumType, raw):
                g_value_init(&values[index + 1], enumType)
                g_value_set_enum(&values[index + 1], raw)
            case let .double(number):
                g_value_init(&values[index + 1], GType(15 << G_TYPE_FUNDAMENTAL_SHIFT))  // G_TYPE_DOUBLE, a macro
                g_value_set_double(&values[index + 1], number)
            case let .object(objectType, object):
                g_value_init(&values[index + 1], objectType)
                g_value_set_object(&values[index + 1], object)
            }
        }
        g_signal_emitv(&values, signalID, 0, nil)
        for index in values.indices { g_value_unset(&values[index]) }
    }
}

