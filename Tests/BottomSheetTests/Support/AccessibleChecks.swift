import CGtk
import CTestSupport

/// GTK's in-process accessibility checks (`gtk_test_accessible_*`) for Swift.
///
/// Each `…(_:is:)` returns nil when the widget's accessible has the expected value, or
/// the value it has instead, so a test reads `#expect(Accessible.label(w, is: "x") == nil)`
/// and a failure shows the actual value.
@MainActor
enum Accessible {
    static func role(_ widget: UnsafeMutablePointer<GtkWidget>) -> GtkAccessibleRole {
        bs_a11y_role(widget)
    }

    static func label(_ widget: UnsafeMutablePointer<GtkWidget>, is expected: String) -> String? {
        take(bs_a11y_check_string_property(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, expected))
    }

    static func description(_ widget: UnsafeMutablePointer<GtkWidget>, is expected: String) -> String? {
        take(bs_a11y_check_string_property(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected))
    }

    static func modal(_ widget: UnsafeMutablePointer<GtkWidget>, is expected: Bool) -> String? {
        take(bs_a11y_check_boolean_property(widget, GTK_ACCESSIBLE_PROPERTY_MODAL, expected ? 1 : 0))
    }

    static func hidden(_ widget: UnsafeMutablePointer<GtkWidget>, is expected: Bool) -> String? {
        take(bs_a11y_check_boolean_state(widget, GTK_ACCESSIBLE_STATE_HIDDEN, expected ? 1 : 0))
    }

    /// The EXPANDED state: nil = not set at all (the control cannot expand).
    static func expanded(_ widget: UnsafeMutablePointer<GtkWidget>, is expected: Bool?) -> String? {
        guard let expected else {
            return bs_a11y_has_state(widget, GTK_ACCESSIBLE_STATE_EXPANDED) != 0 ? "set" : nil
        }
        guard bs_a11y_has_state(widget, GTK_ACCESSIBLE_STATE_EXPANDED) != 0 else { return "not set" }
        return take(bs_a11y_check_boolean_state(widget, GTK_ACCESSIBLE_STATE_EXPANDED, expected ? 1 : 0))
    }

    /// A string from the C checks: nil stays nil, anything else is copied and freed.
    private static func take(_ mismatch: UnsafeMutablePointer<CChar>?) -> String? {
        guard let mismatch else { return nil }
        defer { g_free(mismatch) }
        return String(cString: mismatch)
    }
}
