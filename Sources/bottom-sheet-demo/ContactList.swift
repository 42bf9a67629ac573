import BottomSheet
import CAdw
import CGtk
import GtkHelpers

/// The share sheet's list of people: one rich-list row per contact (an avatar with the
/// person's initials, their name and their address), in a scrolled window made by
/// `DemoList`. A click selects a contact; activating one (Enter, a double click) calls
/// `onActivate` with its index in `Contact.addressBook`.
@MainActor
final class ContactList {
    /// The scrolled window, for the sheet.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The GtkListView inside it.
    let list: UnsafeMutablePointer<GtkWidget>
    /// The GtkSingleSelection: which contact is chosen, if any.
    let selection: OpaquePointer
    /// Called with the contact's index when a row is activated.
    var onActivate: (@MainActor (Int) -> Void)?

    init(contacts: [Contact]) {
        let names = gtk_string_list_new(nil)!
        for contact in contacts { gtk_string_list_append(names, contact.name) }
        selection = DemoList.unselected(names)
        (widget, list) = DemoList.scrolled(selection: selection, factory: Self.rowFactory(contacts),
                                           label: translated("Contacts"))
        SignalConnection.connect(UnsafeMutableRawPointer(list), "activate") { [weak self] position in
            self?.onActivate?(Int(position))
        }.keptForTheObjectsLife()
    }

    /// The chosen contact's index, if one is chosen.
    var selected: Int? {
        get {
            let position = gtk_single_selection_get_selected(selection)
            return position == guint(GTK_INVALID_LIST_POSITION) ? nil : Int(position)
        }
        set { gtk_single_selection_set_selected(selection, newValue.map(guint.init) ?? guint(GTK_INVALID_LIST_POSITION)) }
    }

    /// Each row: the person's avatar, their name and, under it, their address.
    private static func rowFactory(_ contacts: [Contact]) -> OpaquePointer {
        let factory = gtk_signal_list_item_factory_new()!
        SignalConnection.connect(UnsafeMutableRawPointer(factory), "setup") { item in
            let avatar = adw_avatar_new(32, nil, 1)!
            // The name beside it says who it is; the picture is decoration.
            DemoAccessibility.setHidden(avatar, true)
            let name = Widgets.label("")
            let address = Widgets.label("", classes: ["dim-label", "caption"])
            for label in [name, address] {
                gtk_label_set_xalign(OpaquePointer(label), 0)
                gtk_label_set_ellipsize(OpaquePointer(label), PANGO_ELLIPSIZE_END)
            }
            let text = Widgets.column(spacing: 2, [name, address])
            gtk_widget_set_valign(text, GTK_ALIGN_CENTER)
            gtk_widget_set_hexpand(text, 1)
            gtk_list_item_set_child(OpaquePointer(item), Widgets.row(spacing: 12, [avatar, text]))
        }.keptForTheObjectsLife()
        SignalConnection.connect(UnsafeMutableRawPointer(factory), "bind") { item in
            let row = gtk_list_item_get_child(OpaquePointer(item))!
            let avatar = gtk_widget_get_first_child(row)!
            let text = gtk_widget_get_next_sibling(avatar)!
            let name = gtk_widget_get_first_child(text)!
            let address = gtk_widget_get_next_sibling(name)!
            let contact = contacts[Int(gtk_list_item_get_position(OpaquePointer(item)))]
            adw_avatar_set_text(OpaquePointer(avatar), contact.name)
            gtk_label_set_text(OpaquePointer(name), contact.name)
            gtk_label_set_text(OpaquePointer(address), contact.address)
        }.keptForTheObjectsLife()
        return factory
    }
}
