import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers

/// Names a control that has no visible label (an icon button, a chooser in the header).
@MainActor
func bsDemoSetLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
    Accessible.setLabel(widget, label)
}

/// What the demo does so that a screen reader never lands on something unnamed.
///
/// GTK 4.8 names an unlabelled widget after its type ("GtkScrollbar", "GtkPopoverContent",
/// "GtkBuiltinIcon"), and some of those are GTK's own internals that an app cannot label
/// where it makes them. `tidy` finds them by type once the window is built.
@MainActor
enum DemoAccessibility {
    /// Walks `root` and every widget under it (popovers included):
    /// - the arrows and check marks GTK draws as widgets (GtkBuiltinIcon) are decoration:
    ///   hidden from the tree (the button or check box around them carries the meaning);
    /// - a popover's inner GtkPopoverContent takes the popover's name;
    /// - a scrolled window's scroll bars are named after what they scroll; the bar that
    ///   its policy never shows is hidden, and so is GtkScrollbar's inner GtkRange,
    ///   which only repeats the bar;
    /// - libadwaita's layout boxes inside AdwHeaderBar (AdwGizmo, role "filler") get an
    ///   empty name, as GtkBox has: they hold the header bar's buttons, so they cannot be
    ///   hidden, and a screen reader has nothing to say about them.
    static func tidy(_ root: UnsafeMutablePointer<GtkWidget>) {
        for widget in descendants(of: root) {
            switch typeName(widget) {
            case "GtkBuiltinIcon":
                setHidden(widget, true)
            case "GtkPopoverContent":
                if let popover = gtk_widget_get_parent(widget), let name = labels[popover] {
                    setLabel(widget, name)
                }
            case "GtkScrolledWindow":
                tidyScrollBars(of: widget)
            case "AdwGizmo":
                setLabel(widget, "")
            default:
                break
            }
        }
    }

    /// Labels `widget` and remembers the label (GTK 4.8 has no getter for it).
    static func setLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
        labels[widget] = label
        Accessible.setLabel(widget, label)
    }

    /// Hides `widget` from the accessibility tree, or shows it again.
    static func setHidden(_ widget: UnsafeMutablePointer<GtkWidget>, _ hidden: Bool) {
        Accessible.setHidden(widget, hidden)
    }

    /// A popover with the GROUP role (a "panel" named `label`). With GtkPopover's own role
    /// it would be a filler read out as "GtkPopover".
    static func popover(label: String) -> UnsafeMutablePointer<GtkWidget> {
        let popover = widget(gtk_popover_get_type(), role: GTK_ACCESSIBLE_ROLE_GROUP)
        setLabel(popover, label)
        return popover
    }

    /// A new widget of `type` with the accessible role `role`, which can only be given
    /// when the widget is made.
    static func widget(_ type: GType, role: GtkAccessibleRole) -> UnsafeMutablePointer<GtkWidget> {
        var value = GValue()
        g_value_init(&value, gtk_accessible_role_get_type())
        g_value_set_enum(&value, gint(role.rawValue))
        defer { g_value_unset(&value) }
        let object = "accessible-role".withCString { property in
            var name: UnsafePointer<CChar>? = property
            return g_object_new_with_properties(type, 1, &name, &value)
        }
        return UnsafeMutableRawPointer(object!).assumingMemoryBound(to: GtkWidget.self)
    }

    /// Labels for widgets whose label GTK 4.8 cannot read back.
    private static var labels: [UnsafeMutablePointer<GtkWidget>: String] = [:]

    private static func tidyScrollBars(of scrolled: UnsafeMutablePointer<GtkWidget>) {
        let window = OpaquePointer(scrolled)
        var horizontal = GTK_POLICY_AUTOMATIC
        var vertical = GTK_POLICY_AUTOMATIC
        gtk_scrolled_window_get_policy(window, &horizontal, &vertical)
        let subject = gtk_scrolled_window_get_child(window).flatMap { child -> String? in
            // A GtkListView sits right in the scrolled window; anything else in a viewport.
            labels[child] ?? gtk_widget_get_first_child(child).flatMap { labels[$0] }
        } ?? translated("Content", context: "what a scroll bar scrolls")
        for (bar, policy) in [(gtk_scrolled_window_get_hscrollbar(window), horizontal),
                              (gtk_scrolled_window_get_vscrollbar(window), vertical)] {
            guard let bar else { continue }
            setLabel(bar, subject)
            setHidden(bar, policy == GTK_POLICY_NEVER || policy == GTK_POLICY_EXTERNAL)
            if let range = gtk_widget_get_first_child(bar), typeName(range) == "GtkRange" {
                setHidden(range, true)
            }
        }
    }

    private static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        widget.withMemoryRebound(to: GTypeInstance.self, capacity: 1) {
            String(cString: g_type_name($0.pointee.g_class.pointee.g_type))
        }
    }

    private static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        var result = [widget]
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result += descendants(of: current)
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }
}

/// GTK's class structs import as distinct pointer types; these are the C casts.
func asWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
}

func asGApplication(_ application: UnsafeMutablePointer<GtkApplication>) -> UnsafeMutablePointer<GApplication> {
    UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)
}

/// A C cast between GTK's widget struct types (GtkGrid *, GtkBox * …).
func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>, to type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: type)
}

/// Radio buttons: one GtkCheckButton per title, in one group, in a box. GTK 4.8 calls
/// grouped check buttons "check box" unless they are made with the RADIO role. Plain
/// labels, not mnemonics: GTK 4.8 names a check button made with a mnemonic by its raw
/// text, underscore included ("_Full").
@MainActor
func radioButtons(_ titles: [String], horizontal: Bool) -> (box: UnsafeMutablePointer<GtkWidget>,
                                                              buttons: [UnsafeMutablePointer<GtkWidget>]) {
    let box = horizontal ? Widgets.row(spacing: 12, []) : Widgets.column(spacing: 6, [])
    var buttons: [UnsafeMutablePointer<GtkWidget>] = []
    for title in titles {
        let button = DemoAccessibility.widget(gtk_check_button_get_type(), role: GTK_ACCESSIBLE_ROLE_RADIO)
        gtk_check_button_set_label(cast(button, to: GtkCheckButton.self), title)
        if let first = buttons.first {
            gtk_check_button_set_group(cast(button, to: GtkCheckButton.self), cast(first, to: GtkCheckButton.self))
        }
        gtk_box_append(cast(box, to: GtkBox.self), button)
        buttons.append(button)
    }
    return (box, buttons)
}
