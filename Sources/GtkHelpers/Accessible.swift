import CGtk

/// What assistive technologies are told, through GTK's non-variadic setters
/// (`gtk_accessible_update_property_value`, `gtk_accessible_update_state_value`).
@MainActor
package enum Accessible {
    /// The accessible description, read after the name and role.
    package static func setDescription(_ widget: UnsafeMutablePointer<GtkWidget>, _ description: String) {
        update(widget, property: GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, "gchararray") { g_value_set_string($0, description) }
    }

    /// The accessible name; nil takes it away (GTK names the widget its own way again).
    package static func setLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String?) {
        guard let label else {
            gtk_accessible_reset_property(OpaquePointer(widget), GTK_ACCESSIBLE_PROPERTY_LABEL)
            return
        }
        update(widget, property: GTK_ACCESSIBLE_PROPERTY_LABEL, "gchararray") { g_value_set_string($0, label) }
    }

    /// Whether a dialog is modal.
    package static func setModal(_ widget: UnsafeMutablePointer<GtkWidget>, _ modal: Bool) {
        update(widget, property: GTK_ACCESSIBLE_PROPERTY_MODAL, "gboolean") { g_value_set_boolean($0, modal ? 1 : 0) }
    }

    /// Whether the widget is left out of the accessibility tree, whatever GTK does when
    /// it is shown or hidden later (`GtkVersions.mapResetsAccessibleHidden`).
    package static func setHidden(_ widget: UnsafeMutablePointer<GtkWidget>, _ hidden: Bool) {
        applyHidden(widget, hidden)
        GtkVersions.keepAccessibleHidden(widget, hidden)
    }

    /// Sets the `hidden` state once.
    static func applyHidden(_ widget: UnsafeMutablePointer<GtkWidget>, _ hidden: Bool) {
        update(widget, state: GTK_ACCESSIBLE_STATE_HIDDEN, "gboolean") { g_value_set_boolean($0, hidden ? 1 : 0) }
    }

    /// The EXPANDED state; nil removes it (a control that cannot expand).
    package static func setExpanded(_ widget: UnsafeMutablePointer<GtkWidget>, _ expanded: Bool?) {
        guard let expanded else {
            gtk_accessible_reset_state(OpaquePointer(widget), GTK_ACCESSIBLE_STATE_EXPANDED)
            return
        }
        // A "boolean or undefined" state: GTK reads it from an int GValue.
        update(widget, state: GTK_ACCESSIBLE_STATE_EXPANDED, "gint") { g_value_set_int($0, expanded ? 1 : 0) }
    }

    private static func update(
        _ widget: UnsafeMutablePointer<GtkWidget>, property: GtkAccessibleProperty, _ typeName: String,
        _ set: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        var property = property
        withValue(typeName, set) { gtk_accessible_update_property_value(OpaquePointer(widget), 1, &property, $0) }
    }

    private static func update(
        _ widget: UnsafeMutablePointer<GtkWidget>, state: GtkAccessibleState, _ typeName: String,
        _ set: (UnsafeMutablePointer<GValue>) -> Void
    ) {
        var state = state
        withValue(typeName, set) { gtk_accessible_update_state_value(OpaquePointer(widget), 1, &state, $0) }
    }

    /// A GValue of GLib type `typeName`, filled by `set`, for the length of `use`.
    private static func withValue(
        _ typeName: String, _ set: (UnsafeMutablePointer<GValue>) -> Void, _ use: (UnsafePointer<GValue>) -> Void
    ) {
        var value = GValue()
        g_value_init(&value, g_type_from_name(typeName))
        defer { g_value_unset(&value) }
        set(&value)
        use(&value)
    }
}
