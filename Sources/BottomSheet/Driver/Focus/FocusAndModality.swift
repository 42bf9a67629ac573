import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// What focus and modality ask of the sheet (`SheetDriver` conforms).
@MainActor
protocol FocusAndModalityHost: AnyObject {
    var state: SheetState<PageID> { get }
    /// The app's content under the sheet, which a modal sheet cuts off.
    var content: UnsafeMutablePointer<GtkWidget>? { get }
}

/// Focus and modality of one sheet: focus moves in when the sheet opens and back when
/// it closes, and back to where it was when a page is popped; Tab stays inside an open
/// modal sheet; the content behind it is cut off from input and from screen readers.
/// It keeps what it needs for that (who had focus, the content it cut off) to itself;
/// it is told what happened, and reads the model's facts through its host.
@MainActor
final class FocusAndModality {
    private let widgets: SheetWidgets
    private weak var sheetHost: (any FocusAndModalityHost)?
    /// Where focus was before the sheet opened, to give it back when it closes.
    private let beforeOpening = WeakWidget()
    /// Whether the sheet opened before the host was measured, and moves focus in at the
    /// first layout (`sheetWasMeasured`).
    private var waitsForLayout = false
    /// The content that is cut off from input now (see `syncModality`).
    private var blockedContent: UnsafeMutablePointer<GtkWidget>?
    /// Per pushed page, the widget that had focus when it was pushed: focus returns
    /// there when the page is popped.
    private var beforePages: [PageID: WeakWidget] = [:]
    /// Whether focus left the sheet as it closed to its bar, and goes on once the sheet
    /// rests as the bar (`sheetRestsAsBottomBar`).
    private var focusWaitsForBar = false

    init(widgets: SheetWidgets) {
        self.widgets = widgets
    }

    func install(for host: some FocusAndModalityHost) {
        sheetHost = host
    }

    /// The host widget (`BsBottomSheet`).
    private var host: UnsafeMutablePointer<GtkWidget> { widgets.widget }
    private var sheet: UnsafeMutablePointer<GtkWidget> { widgets.sheet }
    /// The sheet's model, as the host has it now.
    private var model: SheetModel { (sheetHost?.state ?? SheetState()).model }

    /// Forgets everything, at the host's dispose (the content leaves with the host).
    func clear() {
        beforeOpening.clear()
        beforePages = [:]
        blockedContent = nil
        focusWaitsForBar = false
    }

    /// Whether keyboard focus is in the sheet.
    var isInSheet: Bool {
        guard let root = gtk_widget_get_root(host), let focus = gtk_root_get_focus(root) else { return false }
        return gtk_widget_is_ancestor(focus, sheet) != 0
    }

    // MARK: Opening and closing

    /// The sheet just became visible: remember who had focus, and move focus in. A sheet
    /// opened on screen before its window's first layout (as the window appears) does
    /// not know yet where it is (the model's layout is not measured): focus waits for the layout, so that
    /// the handle says where the sheet is when focus lands on it, rather than changing
    /// what it says just after (which Orca reads as a separate "collapsed"). A sheet that
    /// is not on screen (on a hidden page) takes no focus, now or later.
    func sheetDidOpen() {
        guard let root = gtk_widget_get_root(host) else { return }
        focusWaitsForBar = false
        let focused = gtk_root_get_focus(root)
        if let focused, gtk_widget_is_ancestor(focused, sheet) == 0 {
            beforeOpening.widget = focused
        }
        waitsForLayout = !model.layout.isMeasured && gtk_widget_get_mapped(host) != 0
        if !waitsForLayout { moveFocusIn() }
    }

    /// The first layout of a sheet that opened before it (see `sheetDidOpen`).
    func sheetWasMeasured() {
        guard waitsForLayout, model.layout.isMeasured else { return }
        waitsForLayout = false
        if model.isVisible { moveFocusIn() }
    }

    private func moveFocusIn() {
        _ = gtk_widget_child_focus(sheet, GTK_DIR_TAB_FORWARD)
    }

    /// The sheet came to rest dismissed: focus goes back where it was before it opened.
    func sheetDidClose() {
        if let previous = beforeOpening.widget, gtk_widget_get_mapped(previous) != 0 {
            _ = gtk_widget_grab_focus(previous)
        }
        beforeOpening.clear()
    }

    /// The sheet was closed to its bar, from open: its inside is out of reach at once, so
    /// focus that was inside it leaves it now, and goes on once the sheet rests as the bar
    /// (`sheetRestsAsBottomBar`), as focus goes back when a dismissed sheet has slid away:
    /// a screen reader says "Closed." first, then where focus lands (Orca 48 and later
    /// handle a focus event before an announcement sent with it).
    func sheetDidCloseToBottomBar() {
        guard let root = gtk_widget_get_root(host), let focus = gtk_root_get_focus(root),
              focus == sheet || gtk_widget_is_ancestor(focus, sheet) != 0 else { return }
        focusWaitsForBar = true
        gtk_root_set_focus(root, nil)
    }

    /// The sheet rests as its bar: focus that left it as it closed there goes back where it
    /// was before the sheet opened, or to the bar, which now stands for it.
    func sheetRestsAsBottomBar() {
        guard focusWaitsForBar, let root = gtk_widget_get_root(host) else { return }
        focusWaitsForBar = false
        if let previous = beforeOpening.widget, gtk_widget_get_mapped(previous) != 0,
           gtk_widget_grab_focus(previous) != 0 {
            beforeOpening.clear()
            return
        }
        beforeOpening.clear()
        if gtk_widget_grab_focus(widgets.bottomBar) == 0 { gtk_root_set_focus(root, nil) }
    }

    // MARK: Pages

    /// A page is pushed: where focus is now is where it returns when the page is popped.
    func rememberFocus(forPushOf page: PageID) {
        let returnFocus = WeakWidget()
        if let root = gtk_widget_get_root(host), let focused = gtk_root_get_focus(root) {
            returnFocus.widget = focused
        }
        beforePages[page] = returnFocus
    }

    /// A page has left the sheet: nothing returns to it.
    func forget(page: PageID) {
        beforePages[page] = nil
    }

    /// How many pages the sheet keeps a focus to return to for.
    var pagesWithKeptFocus: Int { beforePages.count }

    /// Focus goes back to where it was when `popped` (`poppedWidget`) was pushed, if that
    /// is still on screen and not inside the page; else `otherwise` places it.
    func returnFocus(from popped: PageID, poppedWidget: UnsafeMutablePointer<GtkWidget>, otherwise: () -> Void) {
        if let previous = beforePages[popped]?.widget, gtk_widget_get_mapped(previous) != 0,
           gtk_widget_is_ancestor(previous, poppedWidget) == 0 {
            _ = gtk_widget_grab_focus(previous)
        } else {
            otherwise()
        }
    }

    // MARK: Focus kept in view

    /// Scrolls the scrolled window the focused widget is in, inside the sheet, by the
    /// least that shows that widget whole (`FocusVisibility`); whether it scrolled. GTK
    /// scrolls to a widget as it takes focus, not when its scrolled window gets shorter.
    func scrollFocusIntoView() -> Bool {
        guard let root = gtk_widget_get_root(host), let focus = gtk_root_get_focus(root),
              gtk_widget_is_ancestor(focus, sheet) != 0,
              let scrolled = gtk_widget_get_ancestor(focus, gtk_scrolled_window_get_type()),
              gtk_widget_is_ancestor(scrolled, sheet) != 0,
              let view = gtk_scrolled_window_get_child(OpaquePointer(scrolled)),
              let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))
        else { return false }
        // An entry's focus is the text inside its frame: the frame is shown whole.
        var shown = focus
        while let parent = gtk_widget_get_parent(shown), parent != scrolled,
              g_type_check_instance_is_a(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GTypeInstance.self),
                                         gtk_editable_get_type()) != 0 {
            shown = parent
        }
        // The view (a viewport, a list view) is the part of the content that shows: its
        // coordinates are the content's less the offset.
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(shown, view, &bounds) != 0 else { return false }
        let offset = gtk_adjustment_get_value(adjustment)
        let lower = gtk_adjustment_get_lower(adjustment)
        let top = Double(bounds.origin.y) + offset - lower
        guard let wanted = try? FocusVisibility.scrollOffset(
            showingTop: top, bottom: top + Double(bounds.size.height), offset: offset - lower,
            viewportHeight: gtk_adjustment_get_page_size(adjustment),
            contentHeight: gtk_adjustment_get_upper(adjustment) - lower),
              wanted + lower != offset
        else { return false }
        gtk_adjustment_set_value(adjustment, wanted + lower)
        return true
    }

    // MARK: Modality

    /// While the model's `blocksContent`, the content takes no pointer or keyboard input
    /// and is hidden from the accessibility tree; when it stops, or the content is
    /// replaced, both come back.
    func syncModality() {
        let blocking = model.blocksContent
        gtk_widget_set_can_target(widgets.scrim, blocking ? 1 : 0)
        let target = blocking ? sheetHost?.content : nil
        guard target != blockedContent else { return }
        if let released = blockedContent { setInput(of: released, blocked: false) }
        if let target { setInput(of: target, blocked: true) }
        blockedContent = target
    }

    /// Gives the blocked content its input back (it is about to leave the host).
    func releaseBlockedContent() {
        if let released = blockedContent { setInput(of: released, blocked: false) }
        blockedContent = nil
    }

    private func setInput(of content: UnsafeMutablePointer<GtkWidget>, blocked: Bool) {
        gtk_widget_set_can_target(content, blocked ? 0 : 1)
        gtk_widget_set_can_focus(content, blocked ? 0 : 1)
        Accessible.setHidden(content, blocked)
    }

    /// Tab moves only inside an open modal sheet, wrapping at its ends. Returns nil when
    /// the sheet does not trap focus: GTK's own focus handling then applies.
    func focus(_ direction: GtkDirectionType) -> Bool? {
        guard blockedContent != nil else { return nil }
        if gtk_widget_child_focus(sheet, direction) != 0 { return true }
        guard direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD,
              let root = gtk_widget_get_root(host) else { return false }
        // Past the last (or first) widget: start again from the other end.
        gtk_root_set_focus(root, nil)
        return gtk_widget_child_focus(sheet, direction) != 0
    }
}

extension FocusAndModality {
    /// Hides `part` (the handle, the whole sheet, a page's frame), moving keyboard focus
    /// out of it first (`GtkVersions.moveFocusOut`): into the first widget of `next` that
    /// takes focus, or to nothing.
    static func hide(_ part: UnsafeMutablePointer<GtkWidget>, focusGoesTo next: UnsafeMutablePointer<GtkWidget>?) {
        GtkVersions.moveFocusOut(of: part) {
            if let next { _ = gtk_widget_child_focus(next, GTK_DIR_TAB_FORWARD) }
        }
        gtk_widget_set_visible(part, 0)
    }
}
