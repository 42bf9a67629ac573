import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// A page in `PageStack`, by its widget's address (the stack itself is GTK-free).
typealias PageID = UInt

/// Pages: the app pushes a widget over the sheet's child and the user goes back. The
/// stack (`pages`) says which pages are shown and how far a slide is; this shows it:
/// which pages the sheet draws and where (`bs_sheet_set_slide`), the page header with
/// its back button and title, the sheet's accessible name, focus, and the signals.
extension SheetDriver {
    static func pageID(_ page: UnsafeMutablePointer<GtkWidget>) -> PageID { PageID(UInt(bitPattern: page)) }

    func pageWidget(_ id: PageID) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutablePointer<GtkWidget>(bitPattern: id)!
    }

    /// Shows `page` over the current page, titled `title` (nil: the page's own `title`
    /// property, if it has one). Focus moves into it while the sheet is open.
    func push(_ page: UnsafeMutablePointer<GtkWidget>, title: String?) {
        guard !isDisposed, canAdopt(page, as: "page") else { return }
        let id = Self.pageID(page)
        let returnFocus = WeakWidget()
        if let root = gtk_widget_get_root(widget), let focused = gtk_root_get_focus(root) {
            returnFocus.widget = focused
        }
        pageFocus[id] = returnFocus
        bs_sheet_add_page(OpaquePointer(sheet), page)
        hold(id)
        gtk_widget_set_child_visible(page, 0)
        let title = title ?? Self.ownTitle(of: page) ?? ""
        performPages { pages, time in try pages.push(id, title: title, at: time) }
        guard pages.contains(id) else { return }
        if model.isVisible, gtk_widget_get_mapped(sheet) != 0 { moveFocus(into: page) }
    }

    /// Goes back one page (or to the root): returns whether a page was popped. Focus
    /// returns to the widget that had it when the page shown now was covered.
    @discardableResult
    func pop(toRoot: Bool = false) -> Bool {
        guard !isDisposed, pages.canPop else { return false }
        let focusInSheet = focusIsInSheet
        let top = pages.current
        performPages { pages, time in toRoot ? try pages.popToRoot(at: time) : try pages.pop(at: time) }
        if focusInSheet, let top { returnFocus(from: top) }
        return true
    }

    /// Escape: a page goes back before the sheet closes. Nothing while the sheet is
    /// not on screen: Escape in the app's content then is the app's.
    func escape() -> Bool {
        guard model.isVisible else { return false }
        if pop() { return true }
        guard model.isEnabled(.dismiss) else { return false }
        request(BS_REQUEST_DISMISS)
        return true
    }

    /// Runs one change of the page stack and shows what it says: the events (signals,
    /// pages leaving the body), then the pages, the header and the accessible name.
    func performPages(_ change: (inout PageStack<PageID>, Double) throws -> [PageStack<PageID>.Event]) {
        guard !isDisposed else { return }
        pages.animationsEnabled = animationsEnabled && gtk_widget_get_mapped(widget) != 0
        do {
            applyPages(try change(&pages, modelNow()))
        } catch {
            GLib.warn("BsBottomSheet: \(error)")
        }
    }

    /// Shows the stack, then tells the app what happened. A popped page leaves the body
    /// after its signal, so a handler can still take a reference to keep it.
    func applyPages(_ events: [PageStack<PageID>.Event]) {
        syncPages()
        if needsTicks { startTicking() }
        for event in events {
            guard !isDisposed else { return }
            switch event {
            case let .pushed(id):
                GLib.emit("pushed", on: UnsafeMutableRawPointer(host), type: bs_bottom_sheet_get_type(),
                          .object(gtk_widget_get_type(), UnsafeMutableRawPointer(pageWidget(id))))
            case let .popped(id):
                GLib.emit("popped", on: UnsafeMutableRawPointer(host), type: bs_bottom_sheet_get_type(),
                          .object(gtk_widget_get_type(), UnsafeMutableRawPointer(pageWidget(id))))
            case let .removed(id):
                remove(page: id)
            }
        }
    }

    /// Which pages the sheet draws (the current one, or the two of a slide) and where;
    /// the page header (back button and title) instead of the app's header while a page
    /// is pushed; the `back` action; the properties; the accessible name.
    func syncPages() {
        let shown = Set(pages.shownPages)
        for id in pageIDsInSheet {
            gtk_widget_set_child_visible(pageWidget(id), shown.contains(id) ? 1 : 0)
        }
        let front = pages.transition.map { pageWidget($0.front.page) }
        bs_sheet_set_slide(OpaquePointer(sheet), front, pages.transition?.progress ?? 1)

        let pushed = pages.canPop
        gtk_widget_set_child_visible(pageHeader, pushed ? 1 : 0)
        // Not drawn is not enough: GTK 4.8 keeps a widget that is not child-visible in
        // the accessibility tree, where its empty title would read as "GtkLabel".
        Accessible.setHidden(pageHeader, !pushed)
        if let header { gtk_widget_set_child_visible(header, pushed ? 0 : 1) }
        gtk_label_set_text(OpaquePointer(pageTitleLabel), pages.currentTitle ?? "")
        gtk_widget_action_set_enabled(widget, "sheet.back", pushed ? 1 : 0)
        gtk_widget_action_set_enabled(sheet, "sheet.back", pushed ? 1 : 0)

        let published = (count: pages.count, visible: pages.current)
        if published.count != publishedPages.count {
            publishedPages.count = published.count
            notify(BS_PROPERTY_PAGE_COUNT)
        }
        if published.visible != publishedPages.visible {
            publishedPages.visible = published.visible
            // The body's natural height is the new page's: the detents follow it.
            gtk_widget_queue_resize(widget)
            notify(BS_PROPERTY_VISIBLE_PAGE)
        }
        syncAccessibility()
    }

    /// The sheet's child changed: it is the root page.
    func rootDidChange() {
        let old = pages.root
        let new = child.map(Self.pageID)
        if let new { hold(new) }
        applyPages(pages.setRoot(new))
        if let old, old != new, !pages.contains(old) { release(old) }
    }

    /// The sheet keeps a reference of its own on every page in the stack, or sliding
    /// out, until it lets go of it: a page an app unparents itself (which only its
    /// parent should do) is then never freed while the stack still names it, and the
    /// sheet never touches a freed widget. Such a page is no longer drawn; it stays in
    /// the stack until popped.
    private func hold(_ id: PageID) {
        guard heldPages.insert(id).inserted else { return }
        g_object_ref(UnsafeMutableRawPointer(pageWidget(id)))
    }

    private func release(_ id: PageID) {
        guard heldPages.remove(id) != nil else { return }
        g_object_unref(UnsafeMutableRawPointer(pageWidget(id)))
    }

    /// Lets go of every page (the sheet is disposed).
    func releaseAllPages() {
        let held = heldPages
        heldPages = []
        for id in held { g_object_unref(UnsafeMutableRawPointer(pageWidget(id))) }
    }

    /// Every widget in the body's place: the sheet's child and the pushed pages still
    /// in the sheet (a popped page until it has slid out).
    private var pageIDsInSheet: [PageID] {
        var ids: [PageID] = []
        var part = gtk_widget_get_first_child(sheet)
        while let current = part {
            if current != handle, current != pageHeader, current != header, current != footer {
                ids.append(Self.pageID(current))
            }
            part = gtk_widget_get_next_sibling(current)
        }
        return ids
    }

    /// A popped page has slid out: the sheet lets go of it (it is finalized unless the
    /// app kept a reference in `popped`). It leaves as the app gave it: hidden only
    /// while focus moves out of it, then shown again if it was, so that an app that
    /// kept it can push it again (before, it came back hidden, and a second push showed
    /// an empty body).
    private func remove(page id: PageID) {
        pageFocus[id] = nil
        guard !pages.contains(id) else { return }
        // The sheet's own reference goes last: it frees a page the app did not keep.
        defer { release(id) }
        guard pageIDsInSheet.contains(id) else { return }
        let page = pageWidget(id)
        let wasVisible = gtk_widget_get_visible(page) != 0
        hide(page, focusGoesTo: pages.current.map(pageWidget))
        gtk_widget_unparent(page)
        if wasVisible { gtk_widget_set_visible(page, 1) }
        gtk_widget_queue_resize(widget)
    }

    /// The page's first widget that takes focus; the page itself when it does; else
    /// the back button, the first thing of the page a screen reader then reads.
    private func moveFocus(into page: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD) != 0 { return }
        if gtk_widget_grab_focus(page) != 0 { return }
        _ = gtk_widget_grab_focus(backButton)
    }

    /// Focus goes back to where it was when `popped` was pushed, or into the page shown.
    func returnFocus(from popped: PageID) {
        if let previous = pageFocus[popped]?.widget, gtk_widget_get_mapped(previous) != 0,
           gtk_widget_is_ancestor(previous, pageWidget(popped)) == 0 {
            _ = gtk_widget_grab_focus(previous)
        } else if let current = pages.current {
            moveFocus(into: pageWidget(current))
        }
    }

    var focusIsInSheet: Bool {
        guard let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root) else { return false }
        return gtk_widget_is_ancestor(focus, sheet) != 0
    }

    /// A page's own `title` property (AdwStatusPage, AdwPreferencesPage, …), if it has one.
    static func ownTitle(of page: UnsafeMutablePointer<GtkWidget>) -> String? {
        let objectClass = UnsafeMutableRawPointer(page).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class!
        guard let spec = g_object_class_find_property(
            UnsafeMutableRawPointer(objectClass).assumingMemoryBound(to: GObjectClass.self), "title"),
            spec.pointee.value_type == GType(16 << G_TYPE_FUNDAMENTAL_SHIFT)  // G_TYPE_STRING, a macro
        else { return nil }
        var value = GValue()
        g_value_init(&value, spec.pointee.value_type)
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(page).assumingMemoryBound(to: GObject.self), "title", &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    /// The back button and the page's title, shown at the top of the sheet while a page
    /// is pushed (in the app's header's place).
    static func makePageHeader() -> (header: UnsafeMutablePointer<GtkWidget>, back: UnsafeMutablePointer<GtkWidget>,
                                     title: UnsafeMutablePointer<GtkWidget>) {
        let header = gtk_center_box_new()!
        gtk_widget_add_css_class(header, "page-header")
        let back = gtk_button_new_from_icon_name("go-previous-symbolic")!
        gtk_widget_add_css_class(back, "flat")
        gtk_actionable_set_action_name(OpaquePointer(back), "sheet.back")
        let backLabel = translated("Back", context: "page header")
        gtk_widget_set_tooltip_text(back, backLabel)
        Accessible.setLabel(back, backLabel)
        let title = gtk_label_new(nil)!
        gtk_widget_add_css_class(title, "heading")
        gtk_label_set_ellipsize(OpaquePointer(title), PANGO_ELLIPSIZE_END)
        gtk_center_box_set_start_widget(OpaquePointer(header), back)
        gtk_center_box_set_center_widget(OpaquePointer(header), title)
        return (header, back, title)
    }
}
