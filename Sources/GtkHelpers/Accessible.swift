import CGtk

/// What assistive technologies are told, through GTK's non-variadic setters.
@MainActor
package enum Accessible {
    package static func setLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        setString(widget, GTK_ACCESSIBLE_PROPERTY_LABEL, label)
    }

    package static func setDescription(_ widget: UnsafeMutablePointer<GtkWidget>, _ description: String) {
        setString(widget, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description)
    }

    package static func setModal(_ widget: UnsafeMutablePointer<GtkWidget>, _ modal: Bool) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        g_value_set_boolean(&value, modal ? 1 : 0)
        var property = GTK_ACCESSIBLE_PROPERTY_MODAL
        gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, &value)
        g_value_unset(&value)
    }

    package static func setHidden(_ widget: UnsafeMutablePointer<GtkWidget>, _ hidden: Bool) {
        setState(widget, GTK_ACCESSIBLE_STATE_HIDDEN, hidden)
    }

    /// The EXPANDED state; nil removes it (a control that cannot expand).
    package static func setExpanded(_ widget: UnsafeMutablePointer<GtkWidget>, _ expanded: Bool?) {
        guard let expanded else {
            gtk_accessible_reset_state(OpaquePointer(widget), GTK_ACCESSIBLE_STATE_EXPANDED)
            return
        }
        // A "boolean or undefined" state: GTK reads it from an int GValue.
        var value = GValue()
        g_value_init(&value, g_type_from_name("gint"))
        g_value_set_int(&value, expanded ? 1 : 0)
        var state = GTK_ACCESSIBLE_STATE_EXPANDED
        gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, &value)
        g_value_unset(&value)
    }

    private static func setString(_ widget: UnsafeMutablePointer<GtkWidget>, _ property: GtkAccessibleProperty, _ text: String) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        g_value_set_string(&value, text)
        var property = property
        gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, &value)
        g_value_unset(&value)
    }

    private static func setState(_ widget: UnsafeMutablePointer<GtkWidget>, _ state: GtkAccessibleState, _ on: Bool) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        g_value_set_boolean(&value, on ? 1 : 0)
        var state = state
        gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, &value)
        g_value_unset(&value)
    }
}
