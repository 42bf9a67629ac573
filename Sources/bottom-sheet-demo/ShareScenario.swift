import BottomSheet
import CGtk
import GtkHelpers

/// A share sheet, as a real app has one: a header with the title and Cancel, a list of
/// people to send to, and a Send button pinned to the bottom that is usable once
/// someone is chosen. Activating a person pushes their page (a message, a link or not);
/// the sheet's back button, Escape or a swipe returns to the list where it was.
///
/// A person's page opens their details in a second sheet stacked over the share sheet:
/// the share sheet is the details sheet's content. While the details are open the share
/// sheet is dimmed, takes no input and is out of the accessibility tree; closing them
/// gives it back as it was, focus on the Details button.
@MainActor
final class ShareScenario: PagedScenario {
    let sheet = BottomSheet()
    /// The sheet stacked over the share sheet, with a person's details.
    let details = BottomSheet()
    let startDetent = Detent.expanded
    var widget: UnsafeMutablePointer<GtkWidget> { details.widget }
    var sheets: [BottomSheet] { [sheet, details] }
    private let contacts = ContactList(contacts: Contact.addressBook)
    /// The contact whose page is shown, if one is.
    private var personShown: Int?
    private var sheetConnections: [SignalConnection] = []

    init() {
        sheet.header = Self.header(title: translated("Share"),
                                   cancel: Widgets.button(translated("_Cancel")) { self.sheet.close() })
        sheet.sheetChild = contacts.widget
        sheet.footer = Self.footer(Widgets.button(translated("_Send")) { self.sheet.close() })
        sheet.title = translated("Share")
        sheet.content = Widgets.page(translated("Share sheet", context: "scenario"), [
            Widgets.label(translated("Choose someone to send the photo to, or open their page to add a message."),
                          wrap: true),
            Widgets.button(translated("S_hare the photo")) { self.sheet.present() },
        ])
        details.content = sheet.widget
        details.title = translated("Contact details")
        wire()
    }

    /// The first contact's page.
    func openFirstPage() { openPage(ofContactAt: 0) }

    /// Pushes the page of the contact at `index`: Send then sends to them. They are
    /// chosen in the list when the user comes back to it (`wire`), not now: a row's
    /// selection changing as focus moves into the page is read by Orca 48 and later after
    /// the page (they handle a focus event before the selection change sent with it),
    /// and the user would hear the row they left instead of the page they arrived at.
    func openPage(ofContactAt index: Int) {
        personShown = index
        updateSend()
        let contact = Contact.addressBook[index]
        sheet.push(ContactPage.make(for: contact) { self.openDetails(ofContactAt: index) }, title: contact.name)
    }

    /// Opens the details of the contact at `index` in the sheet over the share sheet.
    func openDetails(ofContactAt index: Int) {
        let contact = Contact.addressBook[index]
        details.sheetChild = ContactPage.details(for: contact)
        details.present()
    }

    /// The footer's only child.
    private var sendButton: UnsafeMutablePointer<GtkWidget> { gtk_widget_get_first_child(sheet.footer!)! }

    private func wire() {
        contacts.onActivate = { self.openPage(ofContactAt: $0) }
        SignalConnection.onNotify(UnsafeMutableRawPointer(contacts.selection), "selected") { self.updateSend() }
            .keptForTheObjectsLife()
        updateSend()
        // Opened again, the sheet starts afresh: the list, and nobody chosen.
        sheetConnections = [
            sheet.onClosed { self.reset() },
            // Back at the list, the person whose page it was is the one chosen; focus is
            // on their row already, so choosing it says nothing more.
            sheet.onPopped { _ in
                guard let person = self.personShown else { return }
                self.personShown = nil
                self.contacts.selected = person
            },
        ]
    }

    /// Send is usable once someone is chosen: the person whose page is shown, or the one
    /// chosen in the list.
    private func updateSend() {
        gtk_widget_set_sensitive(sendButton, personShown == nil && contacts.selected == nil ? 0 : 1)
    }

    private func reset() {
        sheet.popToRoot()
        personShown = nil
        contacts.selected = nil
    }

    /// A GNOME dialog's header: Cancel at the start, the title centred and bold.
    private static func header(title: String, cancel: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        let header = gtk_center_box_new()!
        gtk_widget_add_css_class(header, "share-header")
        gtk_center_box_set_start_widget(OpaquePointer(header), cancel)
        gtk_center_box_set_center_widget(OpaquePointer(header), Widgets.label(title, classes: ["heading"]))
        return header
    }

    /// The Send button, a full-width pill with GNOME's suggested-action colour.
    private static func footer(_ send: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
        for name in ["suggested-action", "pill"] { gtk_widget_add_css_class(send, name) }
        let footer = Widgets.column(spacing: 0, [send])
        gtk_widget_add_css_class(footer, "share-footer")
        return footer
    }
}
