import BottomSheet
import CAdw
import CGtk

/// The page the share sheet pushes for one person (their name is its title): their
/// avatar and address, a message to send with the share, whether a link goes with it,
/// and a button that opens their details in a sheet over the share sheet. Made fresh for
/// each push (the sheet lets go of a page it pops); scrolled, so that it fits the sheet
/// at any detent.
@MainActor
enum ContactPage {
    /// A new page for `contact`; `showDetails` opens their details.
    static func make(for contact: Contact, showDetails: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
        let avatar = adw_avatar_new(96, contact.name, 1)!
        gtk_widget_set_halign(avatar, GTK_ALIGN_CENTER)
        // The page's title, in the sheet's bar above, says who it is (and is the sheet's
        // name for screen readers): the picture is decoration, and the name is not repeated.
        DemoAccessibility.setHidden(avatar, true)
        let address = Widgets.label(contact.address, classes: ["dim-label"])
        gtk_label_set_ellipsize(OpaquePointer(address), PANGO_ELLIPSIZE_END)
        let person = Widgets.column(spacing: 12, [avatar, address])

        let message = gtk_entry_new()!
        gtk_entry_set_placeholder_text(cast(message, to: GtkEntry.self), translated("Add a message"))
        // The placeholder goes once the user types: the entry keeps it as its name.
        DemoAccessibility.setLabel(message, translated("Message"))

        let details = Widgets.button(translated("_Details"), action: showDetails)
        gtk_widget_set_halign(details, GTK_ALIGN_CENTER)
        let column = Widgets.column(spacing: 18, margin: 24, [person, message, linkOption(), details])
        let scrolled = Widgets.scrolled(column)
        DemoAccessibility.tidy(scrolled)
        return scrolled
    }

    /// A person's details, for the sheet stacked over the share sheet: their avatar, name
    /// and address, in a column.
    static func details(for contact: Contact) -> UnsafeMutablePointer<GtkWidget> {
        let avatar = adw_avatar_new(128, contact.name, 1)!
        gtk_widget_set_halign(avatar, GTK_ALIGN_CENTER)
        DemoAccessibility.setHidden(avatar, true)
        let name = Widgets.label(contact.name, classes: ["title-2"])
        let address = Widgets.label(contact.address, classes: ["dim-label"])
        gtk_label_set_selectable(OpaquePointer(address), 1)
        return Widgets.column(spacing: 12, margin: 24, [avatar, name, address])
    }

    /// "Include a link", a row with a switch, in a boxed list (libadwaita 1.2 has no
    /// AdwSwitchRow: an action row with the switch as its suffix and activatable widget).
    private static func linkOption() -> UnsafeMutablePointer<GtkWidget> {
        let toggle = gtk_switch_new()!
        gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
        let title = translated("Include a link")
        // Named as its row is titled (the row is its label only for the eye).
        DemoAccessibility.setLabel(toggle, title)
        let row = adw_action_row_new()!
        adw_preferences_row_set_title(cast(row, to: AdwPreferencesRow.self), title)
        adw_action_row_set_subtitle(cast(row, to: AdwActionRow.self), translated("Anyone with the link can open it"))
        adw_action_row_add_suffix(cast(row, to: AdwActionRow.self), toggle)
        adw_action_row_set_activatable_widget(cast(row, to: AdwActionRow.self), toggle)
        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(OpaquePointer(list), GTK_SELECTION_NONE)
        gtk_widget_add_css_class(list, "boxed-list")
        gtk_list_box_append(OpaquePointer(list), row)
        return list
    }
}
