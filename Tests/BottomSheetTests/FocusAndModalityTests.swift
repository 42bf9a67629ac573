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
        let host = bs_bottom_sheet_cast(UnsafeMutableRawPointer(bs_bottom_sheet_new()))!
        let opener = gtk_button_new_with_label("Open")!
        let content = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_box_append(UnsafeMutableRawPointer(content).assumingMemoryBound(to: GtkBox.self), opener)
        let entry = gtk_entry_new()!
        let done = gtk_button_new_with_label("Done")!
        let form = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6)!
        gtk_box_append(UnsafeMutableRawPointer(form).assumingMemoryBound(to: GtkBox.self), entry)
        gtk_box_append(UnsafeMutableRawPointer(form).assumingMemoryBound(to: GtkBox.self), done)
        bs_bottom_sheet_set_content(host, content)
        bs_bottom_sheet_set_sheet(host, form)
        bs_bottom_sheet_set_modal(host, modal ? 1 : 0)
        let window = try TestWindow.open(width: 600, height: 800, child: bs_widget_cast(UnsafeMutableRawPointer(host)))
        return FormSheet(window: window, host: host, opener: opener, entry: entry, done: done)
    }

    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(gtk_widget_get_root(opener)) }

    func isFocused(inside widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    func waitUntilResting() -> Bool {
        MainContext.iterate(until: { SheetDriver.of(host)?.model.phase == .resting })
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
            bs_bottom_sheet_present(fixture.host)
            #expect(fixture.waitUntilResting(at: .expanded))
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
