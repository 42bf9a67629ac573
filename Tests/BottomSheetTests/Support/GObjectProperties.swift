import CGtk
import CTestSupport

/// Setting and reading a GObject's properties by name through GValues, as
/// `g_object_set`, GtkBuilder and language bindings do: the path that runs the class's
/// `set_property`, with GLib's own validation of the value first.
@MainActor
enum GObjectProperties {
    static func setDouble(_ object: OpaquePointer, _ name: String, _ number: Double) {
        set(object, name, type: "gdouble") { g_value_set_double($0, number) }
    }

    static func setBool(_ object: OpaquePointer, _ name: String, _ flag: Bool) {
        set(object, name, type: "gboolean") { g_value_set_boolean($0, flag ? 1 : 0) }
    }

    static func setString(_ object: OpaquePointer, _ name: String, _ string: String?) {
        set(object, name, type: "gchararray") { g_value_set_string($0, string) }
    }

    static func setWidget(_ object: OpaquePointer, _ name: String, _ widget: UnsafeMutablePointer<GtkWidget>?) {
        set(object, name, type: "GtkWidget") { g_value_set_object($0, widget.map { UnsafeMutableRawPointer($0) }) }
    }

    /// Sets an enum property to the raw value `raw`, which need not be one of the enum's.
    static func setEnum(_ object: OpaquePointer, _ name: String, type: GType, raw: Int32) {
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        g_value_set_enum(&value, raw)
        g_object_set_property(bs_test_as_object(UnsafeMutableRawPointer(object)), name, &value)
    }

    static func double(_ object: OpaquePointer, _ name: String) -> Double {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gdouble"))
        defer { g_value_unset(&value) }
        g_object_get_property(bs_test_as_object(UnsafeMutableRawPointer(object)), name, &value)
        return g_value_get_double(&value)
    }

    private static func set(
        _ object: OpaquePointer, _ name: String, type: String, _ fill: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        var value = GValue()
        g_value_init(&value, g_type_from_name(type))
        defer { g_value_unset(&value) }
        fill(&value)
        g_object_set_property(bs_test_as_object(UnsafeMutableRawPointer(object)), name, &value)
    }
}
