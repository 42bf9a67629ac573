import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import CRowModel

/// A list of numbered rows for the sheet, built the GTK way: a model that makes its
/// rows on demand, a GtkListView whose rows come from a GtkBuilder template, in a
/// GtkScrolledWindow that reports the list's natural height (so the sheet can be as
/// tall as a short list, and no taller).
@MainActor
enum DemoList {
    /// A scrolled list of `rows` rows, labelled `label` for screen readers.
    static func make(rows: UInt32, label: String) -> UnsafeMutablePointer<GtkWidget> {
        let model = bs_row_model_new(rows)
        // The selection model takes the row model; the list view takes both.
        let selection = gtk_single_selection_new(bs_row_model_as_list_model(model))
        // Nothing is chosen until the user chooses.
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
        let scrolled = bs_row_list_new(selection)!
        // Named for screen readers (GTK 4.8 would read "GtkListView"); its scroll bars
        // take the same name (DemoAccessibility.tidy).
        DemoAccessibility.setLabel(gtk_scrolled_window_get_child(OpaquePointer(scrolled)), label)
        return scrolled
    }
}

/// Small builders for the demo's widgets.
@MainActor
enum Widgets {
    static func label(_ text: String, classes: [String] = [], wrap: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        for name in classes { gtk_widget_add_css_class(label, name) }
        if wrap {
            gtk_label_set_wrap(OpaquePointer(label), 1)
            gtk_label_set_xalign(OpaquePointer(label), 0)
        }
        return label
    }

    /// Children stacked top to bottom.
    static func column(spacing: Int32 = 12, margin: Int32 = 0,
                       _ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        box(GTK_ORIENTATION_VERTICAL, spacing: spacing, margin: margin, children)
    }

    /// Children side by side.
    static func row(spacing: Int32 = 12, margin: Int32 = 0,
                    _ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        box(GTK_ORIENTATION_HORIZONTAL, spacing: spacing, margin: margin, children)
    }

    private static func box(_ orientation: GtkOrientation, spacing: Int32, margin: Int32,
                            _ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(orientation, spacing)!
        if margin > 0 {
            gtk_widget_set_margin_start(box, margin)
            gtk_widget_set_margin_end(box, margin)
            gtk_widget_set_margin_top(box, margin)
            gtk_widget_set_margin_bottom(box, margin)
        }
        for child in children { gtk_box_append(cast(box, to: GtkBox.self), child) }
        return box
    }

    static func button(_ label: String, action: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_mnemonic(label)!
        // GTK 4.8 names a mnemonic button twice, by its raw label ("_Save") and by the
        // label inside it ("Save"): keep only the second.
        gtk_accessible_reset_property(OpaquePointer(button), GTK_ACCESSIBLE_PROPERTY_LABEL)
        SignalConnection.connect(UnsafeMutableRawPointer(button), "clicked", action).keptForTheObjectsLife()
        return button
    }

    /// A content area: a coloured page with a heading and some widgets in the middle.
    static func page(_ heading: String, _ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
        let box = column(spacing: 12, margin: 24, [label(heading, classes: ["title-2"])] + children)
        gtk_widget_set_valign(box, GTK_ALIGN_START)
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_add_css_class(page, "demo-content")
        gtk_box_append(cast(page, to: GtkBox.self), box)
        return page
    }
}
