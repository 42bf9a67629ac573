import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// The app's widgets in the sheet's places, as a part that acts: the content under the
/// sheet (`content`), the sheet's child in the root page (`sheet`), the header and the
/// footer; putting one in and taking the one there out, with what follows in the other
/// parts (modality, the pages, the layout) and the notify. The bottom bar's place is
/// `SheetBottomBar`'s, the pushed pages `SheetPages`'.
@MainActor
final class SheetSlots {
    private let widgets: SheetWidgets
    private let inside: InsidePlacement
    private let pages: SheetPages
    private let focus: FocusAndModality
    private let publisher: SheetPublisher

    init(
        widgets: SheetWidgets, inside: InsidePlacement, pages: SheetPages, focus: FocusAndModality,
        publisher: SheetPublisher
    ) {
        (self.widgets, self.inside, self.pages, self.focus, self.publisher) = (widgets, inside, pages, focus, publisher)
    }

    /// The app's content, under the sheet.
    var content: UnsafeMutablePointer<GtkWidget>? { widgets.contentSlot.widget }
    /// The app's widget in the sheet (the body, between header and footer), in the root
    /// page. The sheet widget holds the root page and the header and footer; these ask it.
    var child: UnsafeMutablePointer<GtkWidget>? { bs_sheet_page_get_child(OpaquePointer(widgets.rootPage)) }
    /// The app's widget below the handle, which never scrolls.
    var header: UnsafeMutablePointer<GtkWidget>? { inside.header }
    /// The app's widget pinned to the sheet's visible bottom edge.
    var footer: UnsafeMutablePointer<GtkWidget>? { inside.footer }

    func setContent(_ newContent: UnsafeMutablePointer<GtkWidget>?) {
        guard newContent != content, Self.canAdopt(newContent, as: BS_PROPERTY_CONTENT) else { return }
        // The old content takes input again before it goes: the app may put it elsewhere,
        // and unparenting may free it.
        focus.releaseBlockedContent()
        if let content { gtk_widget_unparent(content) }
        widgets.contentSlot.widget = newContent
        // The content is drawn first, under the scrim and the sheet.
        if let newContent { gtk_widget_insert_after(newContent, widgets.widget, nil) }
        focus.syncModality()
        gtk_widget_queue_resize(widgets.widget)
        publisher.notify(BS_PROPERTY_CONTENT)
    }

    func setChild(_ newChild: UnsafeMutablePointer<GtkWidget>?) {
        if newChild != child, Self.canAdopt(newChild, as: BS_PROPERTY_SHEET) {
            bs_sheet_page_set_child(OpaquePointer(widgets.rootPage), newChild)
            gtk_widget_queue_resize(widgets.widget)
            publisher.notify(BS_PROPERTY_SHEET)
        }
        pages.rootDidChange()
    }

    func setHeader(_ newHeader: UnsafeMutablePointer<GtkWidget>?) {
        // A header leaving from under a pushed page goes back into the accessibility tree.
        if newHeader != header { pages.syncHiddenHeader(nil) }
        place(newHeader, in: widgets.headerSlot, property: BS_PROPERTY_HEADER)
        // Under a pushed page, the page header takes its place.
        pages.syncPages()
    }

    func setFooter(_ newFooter: UnsafeMutablePointer<GtkWidget>?) {
        place(newFooter, in: widgets.footerSlot, property: BS_PROPERTY_FOOTER)
    }

    /// Puts `newWidget` in a place of the sheet; the widget there before is unparented
    /// (and finalized, unless the app holds it). The detents follow its height at the
    /// next layout.
    private func place(_ newWidget: UnsafeMutablePointer<GtkWidget>?, in slot: WeakWidget, property: BsProperty) {
        guard newWidget != inside.slotWidget(slot), Self.canAdopt(newWidget, as: property) else { return }
        inside.place(newWidget, in: slot)
        gtk_widget_queue_resize(widgets.widget)
        publisher.notify(property)
    }

    /// A widget that already has a parent cannot be put in the sheet: a critical, as
    /// GTK's own containers do, and nothing changes. `property` nil: a page.
    static func canAdopt(_ widget: UnsafeMutablePointer<GtkWidget>?, as property: BsProperty?) -> Bool {
        guard let widget, gtk_widget_get_parent(widget) != nil else { return true }
        let name = property.map { SheetProperties.row($0).name } ?? "page"
        GLib.log(GLibFlags.logCritical, "BsBottomSheet:\(name) must be a widget with no parent yet")
        return false
    }
}
