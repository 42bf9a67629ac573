@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// A window whose content has an "Open" button and whose sheet holds an entry and a
/// button: enough to watch focus move in, around and back out.
@MainActor
private struct FormSheet {
    let window: TestWindow
    let host: OpaquePointer
    let opener: UnsafeMutablePointer<GtkWidget>
    let entry: UnsafeMutablePointer<GtkWidget>
    let done: UnsafeMutablePointer<GtkWidget>
    var handle: UnsafeMutablePointer<GtkWidget> { dragHandle(of: host) }
    var sheet: UnsafeMutablePointer<GtkWidget> { sheetPanel(of: host) }
    var content: UnsafeMutablePointer<GtkWidget> { bs_bottom_sheet_get_content(host)! }

    static func open(modal: Bool = true) throws -> FormSheet {
        let opener = gtk_button_new_with_label("Open")!
        let entry = gtk_entry_new()!
        let done = gtk_button_new_with_label("Done")!
        let fixture = try SheetFixture.open(
            .widget(WidgetTree.column(spacing: 6, entry, done)), hostContent: WidgetTree.column(opener)
        ) { bs_bottom_sheet_set_modal($0, modal ? 1 : 0) }
        return FormSheet(window: fixture.window, host: fixture.host, opener: opener, entry: entry, done: done)
    }

    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(gtk_widget_get_root(opener)) }

    func isFocused(inside widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    func waitUntilResting() -> Bool {
        MainContext.iterate(until: { SheetTestSeam(host)?.model.phase == .resting })
    }

    /// What a Tab press does: GTK's own focus move on the window.
    func tab(_ direction: GtkDirectionType = GTK_DIR_TAB_FORWARD) {
        _ = gtk_widget_child_focus(window.widget, direction)
    }
}

@MainActor
@Suite(.serialized)
struct FocusAndModalityTests {
    @Test func openingMovesFocusIntoTheSheetAndClosingGivesItBack() throws {
        try gtkTest {
            let form = try FormSheet.open()
            #expect(gtk_widget_grab_focus(form.opener) != 0)
            bs_bottom_sheet_present(form.host)
            #expect(form.isFocused(inside: form.sheet), "focus moved into the sheet")
            #expect(form.waitUntilResting())
            bs_bottom_sheet_close(form.host)
            #expect(form.waitUntilResting())
            #expect(form.focus == form.opener, "focus is back on the button that had it")
        }
    }

    /// After a close the spring swings on below the window's bottom edge, where nothing of
    /// the sheet shows. Focus comes back at most one frame after the sheet has gone, not
    /// a third of a second later: keys typed once it is gone reach the content.
    @Test func closingGivesFocusBackAsSoonAsTheSheetHasLeftTheScreen() throws {
        try gtkTest {
            let form = try FormSheet.open()
            #expect(gtk_widget_grab_focus(form.opener) != 0)
            bs_bottom_sheet_present(form.host)
            #expect(form.waitUntilResting())
            var framesGoneButFocused = 0
            var framesShown = 0
            let clock = try #require(gtk_widget_get_frame_clock(form.window.widget))
            let handler = SignalHandlers.on(clock, "after-paint") {
                var bounds = graphene_rect_t()
                let shown = gtk_widget_get_mapped(form.sheet) != 0
                    && gtk_widget_compute_bounds(form.sheet, bs_widget_cast(UnsafeMutableRawPointer(form.host)), &bounds) != 0
                    && Double(bounds.origin.y) < Double(gtk_widget_get_height(bs_widget_cast(UnsafeMutableRawPointer(form.host)))) - 0.5
                if shown { framesShown += 1 } else if form.isFocused(inside: form.sheet) { framesGoneButFocused += 1 }
            }
            defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
            // The close on scripted time, one drawn 60-Hz frame after another: a busy
            // machine draws the same frames, only later.
            let time = ScriptedClock(form.host)
            bs_bottom_sheet_close(form.host)
            var frames = 0
            while time.isAnimating && frames < 600 {
                time.advance(by: 1.0 / 60)
                time.frame()
                form.window.waitForDraw()
                frames += 1
            }
            form.window.waitForDraw()
            #expect(form.waitUntilResting())
            // Animated: a close that jumped shows no frame with the sheet on screen.
            #expect(framesShown >= 2, "the close was animated: \(framesShown) frames with the sheet on screen")
            #expect(framesGoneButFocused <= 1, "\(framesGoneButFocused) frames drawn with the sheet gone and focus in it")
            #expect(form.focus == form.opener)
        }
    }

    /// A sheet opened as its window appears (the demo's `--detent expanded`) does not know
    /// where it is until the first layout; focus lands on the handle only then, when the
    /// handle says the position it will keep (a change just after focus lands would be
    /// read out again by a screen reader).
    @Test func aSheetOpenedAsItsWindowAppearsTakesFocusOnceItKnowsWhereItIs() throws {
        try gtkTest {
            let host = bs_bottom_sheet_cast(UnsafeMutableRawPointer(bs_bottom_sheet_new()))!
            bs_bottom_sheet_set_content(host, gtk_label_new("Content"))
            bs_bottom_sheet_set_sheet(host, ListFixture.stringList(rows: 200).scrolled)
            let window = gtk_window_new()!
            TestWindows.track(window)
            let asWindow = bs_test_widget_as_window(window)
            gtk_window_set_decorated(asWindow, 0)
            gtk_window_set_default_size(asWindow, 600, 800)
            gtk_window_set_child(asWindow, bs_widget_cast(UnsafeMutableRawPointer(host)))
            gtk_window_present(asWindow)
            bs_bottom_sheet_present(host)
            let handle = dragHandle(of: host)!
            #expect(gtk_widget_has_focus(handle) == 0, "not yet: the window has had no layout")

            var saidWhenFocused: String??
            SignalHandlers.on(OpaquePointer(handle), "notify::has-focus") {
                guard saidWhenFocused == nil, gtk_widget_has_focus(handle) != 0 else { return }
                saidWhenFocused = Accessible.description(handle, is: "Half height. Activate to expand.")
            }
            #expect(MainContext.iterate(until: { gtk_widget_has_focus(handle) != 0 }))
            #expect(saidWhenFocused == .some(nil), "the handle's description when focus landed: \(String(describing: saidWhenFocused))")
            #expect(Accessible.expanded(handle, is: false) == nil)
        }
    }

    /// A sheet opened on a page the user does not see (a GtkStack's hidden page) takes no
    /// focus, not even when that page is shown and laid out later: the user is elsewhere.
    @Test func aSheetOpenedOnAHiddenPageTakesNoFocusWhenThePageIsShown() throws {
        try gtkTest {
            let host = bs_bottom_sheet_cast(UnsafeMutableRawPointer(bs_bottom_sheet_new()))!
            bs_bottom_sheet_set_content(host, gtk_label_new("Content"))
            bs_bottom_sheet_set_sheet(host, ListFixture.stringList(rows: 200).scrolled)
            // The focused button is outside the stack (GtkStack itself moves focus into a
            // page it shows when focus was in the page it hides).
            let button = gtk_button_new_with_label("Elsewhere")!
            let stack = gtk_stack_new()!
            gtk_widget_set_vexpand(stack, 1)
            _ = gtk_stack_add_named(OpaquePointer(stack), gtk_label_new("First page"), "first")
            _ = gtk_stack_add_named(OpaquePointer(stack), bs_widget_cast(UnsafeMutableRawPointer(host)), "sheet")
            let window = try TestWindow.open(width: 600, height: 800, child: WidgetTree.column(button, stack))
            #expect(gtk_widget_grab_focus(button) != 0)
            bs_bottom_sheet_present(host)
            gtk_stack_set_visible_child_name(OpaquePointer(stack), "sheet")
            window.waitForDraw()
            #expect(MainContext.iterate(until: { bs_bottom_sheet_get_detent(host) == BS_DETENT_EXPANDED }))
            let handle = dragHandle(of: host)!
            #expect(gtk_widget_has_focus(handle) == 0, "focus did not jump into the sheet")
            #expect(gtk_widget_has_focus(button) != 0, "it stayed where the user was")
        }
    }

    @Test func tabStaysInsideAnOpenModalSheet() throws {
        try gtkTest {
            let form = try FormSheet.open()
            bs_bottom_sheet_present(form.host)
            #expect(form.waitUntilResting())
            var visited: [UnsafeMutablePointer<GtkWidget>] = []
            for _ in 0..<8 {
                form.tab()
                if let focus = form.focus { visited.append(focus) }
                #expect(form.isFocused(inside: form.sheet), "Tab never leaves the sheet")
            }
            #expect(visited.contains(form.handle) && visited.contains(form.done), "and reaches every control in it")
            for _ in 0..<4 {
                form.tab(GTK_DIR_TAB_BACKWARD)
                #expect(form.isFocused(inside: form.sheet))
            }
        }
    }

    @Test func aModalSheetCutsTheContentOffUntilItCloses() throws {
        try gtkTest {
            let form = try FormSheet.open()
            bs_bottom_sheet_present(form.host)
            #expect(form.waitUntilResting())
            #expect(gtk_widget_get_can_target(form.content) == 0, "no pointer input")
            #expect(gtk_widget_get_can_focus(form.content) == 0, "no keyboard focus")
            #expect(gtk_widget_grab_focus(form.opener) == 0, "the button behind cannot be focused")
            // A click on the content lands on the scrim.
            let picked = gtk_widget_pick(form.window.widget, 300, 100, GTK_PICK_DEFAULT)
            #expect(picked == scrim(of: form.host))

            bs_bottom_sheet_force_close(form.host)
            #expect(form.waitUntilResting())
            #expect(gtk_widget_get_can_target(form.content) != 0)
            #expect(gtk_widget_get_can_focus(form.content) != 0)
            #expect(gtk_widget_grab_focus(form.opener) != 0)
        }
    }

    @Test func aNonModalSheetDrawsNoScrimAndLeavesTheContentUsable() throws {
        try gtkTest {
            let form = try FormSheet.open(modal: false)
            bs_bottom_sheet_present(form.host)
            #expect(form.waitUntilResting())
            #expect(gtk_widget_get_visible(scrim(of: form.host)) == 0)
            #expect(gtk_widget_grab_focus(form.opener) != 0)
            let picked = gtk_widget_pick(form.window.widget, 20, 10, GTK_PICK_DEFAULT)
            #expect(picked.map { $0 == form.opener || gtk_widget_is_ancestor($0, form.opener) != 0 } == true)
        }
    }

    @Test func escapeClosesTheSheet() throws {
        try gtkTest {
            let form = try FormSheet.open()
            bs_bottom_sheet_present(form.host)
            #expect(form.waitUntilResting())
            // Escape is bound to the sheet's "sheet.dismiss" action.
            #expect(gtk_widget_activate_action_variant(form.entry, "sheet.dismiss", nil) != 0)
            #expect(bs_bottom_sheet_get_detent(form.host) == BS_DETENT_DISMISSED)
            #expect(form.waitUntilResting())
            #expect(gtk_widget_get_visible(form.sheet) == 0, "a dismissed sheet is hidden")
        }
    }

    @Test func theHandleTogglesExpandedAndFull() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            #expect(fixture.open(at: .expanded))
            // A keyboard activation "presses" the button for a moment, then clicks.
            activate(fixture.handle)
            #expect(fixture.waitUntilResting(at: .full))
            activate(fixture.handle)
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }
}

/// A button's activation, as Space or Enter (or a screen reader) does it.
@MainActor
private func activate(_ button: UnsafeMutablePointer<GtkWidget>) {
    gtk_widget_activate(button)
}
