import CBottomSheet
import CGtk
import GtkHelpers

/// The widgets one sheet is made of, made and put in their places once, as the host is
/// made; the app's widgets go into the places it keeps for them.
///
/// Names: the *host* is the `BsBottomSheet` widget, the *sheet* the panel that slides
/// over its *content*, and the sheet's *child* the app's widget in the sheet.
@MainActor
struct SheetWidgets {
    /// The `BsBottomSheet*`.
    let host: OpaquePointer
    /// The host as a GtkWidget.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The sliding panel (CSS node `sheet`), the drag handle at its top and the scrim.
    let sheet: UnsafeMutablePointer<GtkWidget>
    let handle: UnsafeMutablePointer<GtkWidget>
    let scrim: UnsafeMutablePointer<GtkWidget>
    /// The back button and the page's title, shown while a page is pushed, in the
    /// sheet's own slot above the app's header (see `SheetPages`).
    let pageHeader: UnsafeMutablePointer<GtkWidget>
    let backButton: UnsafeMutablePointer<GtkWidget>
    let pageTitleLabel: UnsafeMutablePointer<GtkWidget>
    /// The root page (a `BsSheetPage`, CSS node `bs-sheet-page`) in the body's place: it
    /// holds the sheet's child, as each pushed page's own `BsSheetPage` holds it.
    let rootPage: UnsafeMutablePointer<GtkWidget>
    /// The button the closed sheet is, holding the app's bottom bar (see
    /// `SheetBottomBar`).
    let bottomBar: UnsafeMutablePointer<GtkWidget>
    /// The place of the app's content under the sheet (a child of the host, drawn first).
    let contentSlot = WeakWidget()
    /// The places of the app's header and footer in the sheet (see `InsidePlacement`).
    let headerSlot = WeakWidget()
    let footerSlot = WeakWidget()

    init(host: OpaquePointer) {
        self.host = host
        widget = UnsafeMutableRawPointer(host).assumingMemoryBound(to: GtkWidget.self)
        scrim = GLib.newWidget(bs_scrim_get_type())
        handle = GLib.newWidget(bs_drag_handle_get_type())
        sheet = GLib.newWidget(bs_sheet_get_type())
        // The sheet's parts in their order: handle, page header, (header), root page,
        // (pushed pages), (footer).
        gtk_widget_set_parent(handle, sheet)
        Accessible.setLabel(handle, SheetAccessibility.handleLabel)
        (pageHeader, backButton, pageTitleLabel) = SheetPages.makePageHeader()
        gtk_widget_set_parent(pageHeader, sheet)
        gtk_widget_set_child_visible(pageHeader, 0)
        Accessible.setHidden(pageHeader, true)
        rootPage = GLib.newWidget(bs_sheet_page_get_type())
        gtk_widget_set_parent(rootPage, sheet)
        gtk_widget_set_parent(scrim, widget)
        gtk_widget_set_parent(sheet, widget)
        gtk_widget_set_visible(sheet, 0)
        bottomBar = GLib.newWidget(bs_bottom_bar_get_type())
        gtk_widget_set_parent(bottomBar, widget)
        gtk_widget_set_visible(bottomBar, 0)
        gtk_widget_set_visible(scrim, 0)
        // Nothing of the sheet may show outside the host: the rubber band and the
        // shadow stay inside it.
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
    }
}
