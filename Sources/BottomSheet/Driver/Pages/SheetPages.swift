import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// A page in `PageStack`, by its widget's address (the stack itself is GTK-free).
typealias PageID = UInt

/// What the pages ask of the sheet and tell it (`SheetDriver` conforms). The stack
/// changes through the state's one writer (`performPages`), whose `apply` shows it here
/// (`syncPages`) and tells what it says (`remove`, the signals).
@MainActor
protocol SheetPagesHost: SheetStateWriter {
    var isDisposed: Bool { get }
    /// Whether the sheet may take `widget` as a page (it has no parent, …).
    func canAdopt(_ widget: UnsafeMutablePointer<GtkWidget>?, as property: BsProperty?) -> Bool
    /// The state changed: the sheet shows it and tells the outside (`publish`).
    func stateChanged()
}

/// Pages: the app pushes a widget over the sheet's child and the user goes back. The
/// stack (`SheetState.pages`) says which pages are shown and how far a slide is; this
/// part shows it when the sheet's `apply` asks (`syncPages`): which pages the sheet
/// draws and where (`InsidePlacement.showSlide`), the page header with its back button
/// and title, focus; and lets go of a page that slid out (`remove`). The signals
/// (`pushed`, `popped`) go out from `apply` with the sheet's.
///
/// Each page sits in a `BsSheetPage` of the sheet's own (the sheet's child in
/// `rootPage`), a group a screen reader names by the page's title: what the sheet
/// shows, hides and slides is that group, and what it names (see
/// `SheetAccessibility.names`). The part owns the references it holds on the pages and
/// the app's header put aside under a pushed page.
@MainActor
final class SheetPages {
    private let widgets: SheetWidgets
    private weak var host: (any SheetPagesHost)?
    private let inside: InsidePlacement
    private let focus: FocusAndModality
    private let accessibility: SheetAccessibility
    private let publisher: SheetPublisher
    /// The pages the sheet holds a reference on.
    private var heldPages: Set<PageID> = []
    /// The app's header, while it is out of the accessibility tree under a pushed page.
    private let hiddenHeader = WeakWidget()

    init(
        widgets: SheetWidgets, inside: InsidePlacement, focus: FocusAndModality, accessibility: SheetAccessibility,
        publisher: SheetPublisher
    ) {
        self.widgets = widgets
        self.inside = inside
        self.focus = focus
        self.accessibility = accessibility
        self.publisher = publisher
    }

    func install(for host: some SheetPagesHost) {
        self.host = host
    }

    private var header: UnsafeMutablePointer<GtkWidget>? { inside.header }
    /// The sheet's state, as the host has it now.
    private var state: SheetState<PageID> { host?.state ?? SheetState() }
    private var isDisposed: Bool { host?.isDisposed ?? true }
    /// The sheet's child, in the root page.
    private var child: UnsafeMutablePointer<GtkWidget>? { bs_sheet_page_get_child(OpaquePointer(widgets.rootPage)) }

    static func pageID(_ page: UnsafeMutablePointer<GtkWidget>) -> PageID { PageID(UInt(bitPattern: page)) }

    static func pageWidget(_ id: PageID) -> UnsafeMutablePointer<GtkWidget> {
        UnsafeMutablePointer<GtkWidget>(bitPattern: id)!
    }

    /// Shows `page` over the current page, titled `title` (nil: the page's own `title`
    /// property, if it has one). Focus moves into it while the sheet is open.
    func push(_ page: UnsafeMutablePointer<GtkWidget>, title: String?) {
        guard let host, !host.isDisposed, host.canAdopt(page, as: nil) else { return }
        let id = Self.pageID(page)
        focus.rememberFocus(forPushOf: id)
        let title = title ?? Self.ownTitle(of: page) ?? ""
        let frame = GLib.newWidget(bs_sheet_page_get_type())
        bs_sheet_page_set_child(OpaquePointer(frame), page)
        // Named before it enters the tree: a screen reader meets it with its name.
        if !title.isEmpty { Accessible.setLabel(frame, title) }
        gtk_widget_set_child_visible(frame, 0)
        Accessible.setHidden(frame, true)
        inside.addPageFrame(frame)
        hold(id)
        host.performPages(thenFocus: { [self] in
            if state.pages.contains(id), state.model.isVisible, gtk_widget_get_mapped(widgets.sheet) != 0 { moveFocus(into: page) }
        }) { pages, time, moving in try pages.push(id, title: title, at: time, moving: moving) }
    }

    /// Goes back one page (or to the root): returns whether a page was popped. Focus
    /// returns to the widget that had it when the page shown now was covered.
    @discardableResult
    func pop(toRoot: Bool = false) -> Bool {
        guard !isDisposed, state.pages.canPop else { return false }
        let focusInSheet = focus.isInSheet
        let top = state.pages.current
        host?.performPages(thenFocus: { [self] in
            if focusInSheet, let top { returnFocus(from: top) }
        }) { pages, time, moving in
            toRoot ? try pages.popToRoot(at: time, moving: moving) : try pages.pop(at: time, moving: moving)
        }
        return true
    }

    /// Alt+Left or Alt+Right: the one that points back in the text direction goes back a
    /// page, through the action every way back takes (`sheet.back`). False when it does
    /// not: the key then goes on to other handlers.
    func backKey(_ arrow: BackArrow) -> Bool {
        guard arrow.goesBack(isRightToLeft: gtk_widget_get_direction(widgets.sheet) == GTK_TEXT_DIR_RTL), state.pages.canPop else {
            return false
        }
        return gtk_widget_activate_action_variant(widgets.sheet, bs_action_name(BS_REQUEST_BACK), nil) != 0
    }

    /// Which pages the sheet draws (the current one, or the two of a slide) and where;
    /// the page header (back button and title) instead of the app's header while a page
    /// is pushed; the `back` action; the properties and the accessible names (`publish`).
    ///
    /// What the sheet puts aside (a covered page, the page header on the root page, the
    /// app's header under a pushed page) also leaves the accessibility tree
    /// (`GtkVersions.putAsideForScreenReaders`).
    ///
    /// What comes on screen is shown first, then `moveFocus` runs (a push moves focus
    /// into the new page, a pop back to where it was), then what goes is put aside, and
    /// only then do the signals go out and a popped page is let go of: so focus is never
    /// in a part being put aside. With animations off a pop puts the page aside and lets
    /// go of it in one step; when focus moved back only after that, letting go had moved
    /// it into the root page's first row and forgotten where it was to return, and the
    /// return went on to the next row (Orca said the person after the one opened). Focus
    /// still in a part being put aside leaves it first (`GtkVersions.moveFocusOut`).
    func syncPages(thenFocus moveFocus: (() -> Void)? = nil) {
        let shown = Set(state.pages.shownPages)
        let frames = pageFrames.map { (frame: $0.frame, shown: $0.page.map(shown.contains) ?? false) }
        let pushed = state.pages.canPop
        for part in frames where part.shown { show(part.frame, true) }
        if pushed { show(widgets.pageHeader, true) } else if let header { gtk_widget_set_child_visible(header, 1) }
        // The names first: focus landing says them (the page header's, for its back
        // button). `publish` notifies `page-count` and `visible-page` with them.
        host?.stateChanged()
        moveFocus?()
        for part in frames where !part.shown {
            moveFocusOut(of: part.frame)
            show(part.frame, false)
        }
        if !pushed {
            moveFocusOut(of: widgets.pageHeader)
            show(widgets.pageHeader, false)
        } else if let header {
            moveFocusOut(of: header)
            gtk_widget_set_child_visible(header, 0)
        }
        syncHiddenHeader(pushed ? header : nil)
        inside.showSlide()
        gtk_label_set_text(OpaquePointer(widgets.pageTitleLabel), state.pages.currentTitle ?? "")
        accessibility.setActionEnabled(BS_REQUEST_BACK, pushed)
    }

    /// The sheet's child changed: it is the root page.
    func rootDidChange() {
        let old = state.pages.root
        let new = child.map(Self.pageID)
        if let new { hold(new) }
        host?.performPages { pages, _, _ in pages.setRoot(new) }
        if let old, old != new, !state.pages.contains(old) { release(old) }
    }

    /// The sheet keeps a reference of its own on every page in the stack, or sliding
    /// out, until it lets go of it: a page an app unparents itself (which only its
    /// parent should do) is then never freed while the stack still names it, and the
    /// sheet never touches a freed widget. Such a page is no longer drawn; it stays in
    /// the stack until popped.
    private func hold(_ id: PageID) {
        guard heldPages.insert(id).inserted else { return }
        g_object_ref(UnsafeMutableRawPointer(Self.pageWidget(id)))
    }

    private func release(_ id: PageID) {
        guard heldPages.remove(id) != nil else { return }
        g_object_unref(UnsafeMutableRawPointer(Self.pageWidget(id)))
    }

    /// Lets go of every page (the sheet is disposed).
    func releaseAllPages() {
        let held = heldPages
        heldPages = []
        for id in held { g_object_unref(UnsafeMutableRawPointer(Self.pageWidget(id))) }
    }

    /// Focus still in `part`, about to be put aside, goes into the page shown (a fallback:
    /// a push or a pop moved it already).
    private func moveFocusOut(of part: UnsafeMutablePointer<GtkWidget>) {
        guard gtk_widget_get_child_visible(part) != 0 else { return }
        GtkVersions.moveFocusOut(of: part) {
            if let current = state.pages.current { moveFocus(into: Self.pageWidget(current)) }
        }
    }

    /// Shows `part` in the sheet or puts it aside, in the accessibility tree too; only
    /// when that changes (GTK tells screen readers of every update).
    private func show(_ part: UnsafeMutablePointer<GtkWidget>, _ shown: Bool) {
        guard (gtk_widget_get_child_visible(part) != 0) != shown else { return }
        gtk_widget_set_child_visible(part, shown ? 1 : 0)
        GtkVersions.putAsideForScreenReaders(part, !shown)
    }

    /// The app's header leaves the accessibility tree while a page is pushed over it
    /// (`header` nil: none does), and comes back when it is shown or leaves the sheet.
    func syncHiddenHeader(_ header: UnsafeMutablePointer<GtkWidget>?) {
        guard header != hiddenHeader.widget else { return }
        if let previous = hiddenHeader.widget { GtkVersions.putAsideForScreenReaders(previous, false) }
        if let header { GtkVersions.putAsideForScreenReaders(header, true) }
        hiddenHeader.widget = header
    }

    /// The pages in the body's place, each in its `BsSheetPage`: the root page (with the
    /// sheet's child, if any) and the pushed pages still in the sheet (a popped page
    /// until it has slid out). A page an app unparented itself leaves its frame empty.
    var pageFrames: [(frame: UnsafeMutablePointer<GtkWidget>, page: PageID?)] {
        inside.sheetParts.filter(inside.isPageFrame).map { ($0, bs_sheet_page_get_child(OpaquePointer($0)).map(Self.pageID)) }
    }

    /// The `BsSheetPage` that holds page `id` in the sheet, if it is there.
    func frame(of id: PageID) -> UnsafeMutablePointer<GtkWidget>? {
        pageFrames.first { $0.page == id }?.frame
    }

    /// A popped page has slid out (`PageStack.Event.removed`): the sheet lets go of it (it is finalized unless the
    /// app kept a reference in `popped`), and of its frame. The page leaves as the app
    /// gave it (what the sheet hid was its frame), so an app that kept it can push it
    /// again. A frame a page left by other means (the app unparented it) goes too.
    func remove(page id: PageID) {
        focus.forget(page: id)
        for (frame, page) in pageFrames where frame != widgets.rootPage && (page == nil || page == id && !state.pages.contains(id)) {
            FocusAndModality.hide(frame, focusGoesTo: state.pages.current.map(Self.pageWidget))
            if let page { gtk_widget_unparent(Self.pageWidget(page)) }
            gtk_widget_unparent(frame)
        }
        // The sheet's own reference goes last: it frees a page the app did not keep.
        if !state.pages.contains(id) { release(id) }
        gtk_widget_queue_resize(widgets.widget)
    }

    /// The page's first widget that takes focus; the page itself when it does; else
    /// the back button, the first thing of the page a screen reader then reads.
    private func moveFocus(into page: UnsafeMutablePointer<GtkWidget>) {
        if gtk_widget_child_focus(page, GTK_DIR_TAB_FORWARD) != 0 { return }
        if gtk_widget_grab_focus(page) != 0 { return }
        _ = gtk_widget_grab_focus(widgets.backButton)
    }

    /// Focus goes back to where it was when `popped` was pushed, or into the page shown.
    func returnFocus(from popped: PageID) {
        focus.returnFocus(from: popped, poppedWidget: Self.pageWidget(popped)) {
            if let current = state.pages.current { moveFocus(into: Self.pageWidget(current)) }
        }
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
    ///
    /// The back button is named "Back", which its tooltip says too, and has no description
    /// (`GtkVersions.setTooltipOnly`). Its arrow, the picture of its name, is out of the
    /// tree (`GtkVersions.hideIcon`).
    static func makePageHeader() -> (header: UnsafeMutablePointer<GtkWidget>, back: UnsafeMutablePointer<GtkWidget>,
                                     title: UnsafeMutablePointer<GtkWidget>) {
        // A group named by the page's title (`names`): focus moving to the
        // back button from elsewhere says which page it goes back from.
        let header = GLib.newWidget(gtk_center_box_get_type(), accessibleRole: GTK_ACCESSIBLE_ROLE_GROUP)
        gtk_widget_add_css_class(header, BS_CSS_CLASS_PAGE_HEADER)
        let back = gtk_button_new_from_icon_name("go-previous-symbolic")!
        gtk_widget_add_css_class(back, "flat")
        gtk_actionable_set_action_name(OpaquePointer(back), bs_action_name(BS_REQUEST_BACK))
        let backLabel = translated("Back", context: "page header")
        GtkVersions.setTooltipOnly(back, backLabel)
        Accessible.setLabel(back, backLabel)
        GtkVersions.hideIcon(of: back)
        let title = gtk_label_new(nil)!
        gtk_widget_add_css_class(title, "heading")
        gtk_label_set_ellipsize(OpaquePointer(title), PANGO_ELLIPSIZE_END)
        gtk_center_box_set_start_widget(OpaquePointer(header), back)
        gtk_center_box_set_center_widget(OpaquePointer(header), title)
        return (header, back, title)
    }
}
