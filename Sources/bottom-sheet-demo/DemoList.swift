import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import CRowModel

/// A list of rows for the sheet, built the GTK way: a model that makes its rows on
/// demand, a GtkListView with GNOME's rich-list rows (an icon, a title and a subtitle),
/// in a GtkScrolledWindow that reports the list's natural height (so the sheet can be
/// as tall as a short list, and no taller).
@MainActor
enum DemoList {
    /// A scrolled list of `rows` rows, labelled `label` for screen readers.
    static func make(rows: UInt32, label: String) -> UnsafeMutablePointer<GtkWidget> {
        let model = bs_row_model_new(rows)
        return scrolled(selection: unselected(bs_row_model_as_list_model(model)), factory: rowFactory(), label: label).scrolled
    }

    /// A selection of `model` (which it takes) where nothing is chosen until the user chooses.
    static func unselected(_ model: OpaquePointer?) -> OpaquePointer {
        let selection = gtk_single_selection_new(model)!
        gtk_single_selection_set_autoselect(selection, 0)
        gtk_single_selection_set_can_unselect(selection, 1)
        gtk_single_selection_set_selected(selection, guint(GTK_INVALID_LIST_POSITION))
        return selection
    }

    /// A rich-list GtkListView of `selection` (which it takes), its rows made by
    /// `factory`, labelled `label` for screen readers (GTK 4.8 would read "GtkListView";
    /// its scroll bars take the same name, `DemoAccessibility.tidy`), in a scrolled window
    /// that reports the list's natural height.
    static func scrolled(selection: OpaquePointer, factory: OpaquePointer, label: String)
        -> (scrolled: UnsafeMutablePointer<GtkWidget>, list: UnsafeMutablePointer<GtkWidget>) {
        let list = gtk_list_view_new(selection, factory)!
        gtk_widget_add_css_class(list, "rich-list")
        let scrolled = Widgets.scrolled(list)
        DemoAccessibility.setLabel(list, label)
        return (scrolled, list)
    }

    /// Each row: a symbolic icon, the row's title ("Row 12") and what kind of item it is.
    private static func rowFactory() -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        SignalConnection.connect(UnsafeMutableRawPointer(factory), "setup") { item in
            let icon = gtk_image_new()!
            // The title and subtitle say it all; the picture is decoration.
            DemoAccessibility.setHidden(icon, true)
            let title = Widgets.label("")
            let subtitle = Widgets.label("", classes: ["dim-label", "caption"])
            for label in [title, subtitle] { gtk_label_set_xalign(OpaquePointer(label), 0) }
            let text = Widgets.column(spacing: 2, [title, subtitle])
            gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
            let row = Widgets.row(spacing: 12, [icon, text])
            gtk_list_item_set_child(OpaquePointer(item), row)
        }.keptForTheObjectsLife()
        SignalConnection.connect(UnsafeMutableRawPointer(factory), "bind") { item in
            let row = gtk_list_item_get_child(OpaquePointer(item))!
            let icon = gtk_widget_get_first_child(row)!
            let text = gtk_widget_get_next_sibling(icon)!
            let title = gtk_widget_get_first_child(text)!
            let subtitle = gtk_widget_get_next_sibling(title)!
            let string = gtk_list_item_get_item(OpaquePointer(item))
            gtk_label_set_text(OpaquePointer(title), gtk_string_object_get_string(OpaquePointer(string)))
            let kind = RowKind.allCases[Int(gtk_list_item_get_position(OpaquePointer(item))) % RowKind.allCases.count]
            gtk_image_set_from_icon_name(OpaquePointer(icon), kind.iconName)
            gtk_label_set_text(OpaquePointer(subtitle), kind.title)
        }.keptForTheObjectsLife()
        return factory
    }
}

/// What a demo row stands for, in turn: a file manager's kinds of item.
private enum RowKind: CaseIterable {
    case folder, picture, music, video, document

    var iconName: String {
        switch self {
        case .folder: "folder-symbolic"
        case .picture: "image-x-generic-symbolic"
        case .music: "audio-x-generic-symbolic"
        case .video: "video-x-generic-symbolic"
        case .document: "text-x-generic-symbolic"
        }
    }

    var title: String {
        switch self {
        case .folder: translated("Folder", context: "kind of item")
        case .picture: translated("Picture", context: "kind of item")
        case .music: translated("Music", context: "kind of item")
        case .video: translated("Video", context: "kind of item")
        case .document: translated("Document", context: "kind of item")
        }
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

    /// A button with the mnemonic `label`, named once: GTK 4.8 names a mnemonic button
    /// twice, by its raw label ("_Save") and by the label inside it ("Save"), and only the
    /// second is kept.
    static func button(_ label: String, action: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let button = gtk_button_new_with_mnemonic(label)!
        gtk_accessible_reset_property(OpaquePointer(button), GTK_ACCESSIBLE_PROPERTY_LABEL)
        SignalConnection.connect(UnsafeMutableRawPointer(button), "clicked", action).keptForTheObjectsLife()
        return button
    }

    /// `child` in a scrolled window that scrolls it vertically only and reports its
    /// natural height, so that a sheet can be as tall as its content, and no taller.
    static func scrolled(_ child: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 1)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), child)
        return scrolled
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
