@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import Foundation
import GtkHelpers
import SheetCore
import Testing

/// The sheet with the real keyboard (`RealInput`: xdotool on X11, the test compositor's
/// input seat on Wayland): Alt+Up and Alt+Down from anywhere in it, Page Up and Page
/// Down and Space on the focused handle, Enter on the opener and Escape, with focus
/// where a keyboard user expects it; and text typed into the sheet surviving what
/// cannot close it.
@MainActor
@Suite(.serialized)
struct KeyboardRealInputTests {
    @Test func altUpAndAltDownMoveTheSheetFromAnywhereInIt() throws {
        try gtkTest {
            let fixture = try KeyboardFixture.open()
            #expect(fixture.host.open(at: .expanded))
            // Focus in the sheet's entry: Alt+arrows are not keys an entry uses.
            #expect(gtk_widget_grab_focus(fixture.entry) != 0)
            try fixture.press("alt+Up")
            #expect(fixture.host.waitUntilResting(at: .full))
            #expect(fixture.focus == fixture.entry || fixture.isFocusInEntry, "the entry keeps focus")
            try fixture.press("alt+Down")
            #expect(fixture.host.waitUntilResting(at: .expanded))
            try fixture.press("alt+Down")
            #expect(fixture.host.waitUntilResting(at: .expanded), "collapsing never closes the sheet")
        }
    }

    @Test func pageUpAndPageDownOnTheFocusedHandleMoveTheSheet() throws {
        try gtkTest {
            let fixture = try KeyboardFixture.open()
            #expect(fixture.host.open(at: .expanded))
            #expect(gtk_widget_grab_focus(fixture.host.handle) != 0)
            try fixture.press("Page_Up")
            #expect(fixture.host.waitUntilResting(at: .full))
            try fixture.press("Page_Down")
            #expect(fixture.host.waitUntilResting(at: .expanded))
            try fixture.press("space")
            #expect(fixture.host.waitUntilResting(at: .full), "Space activates the handle")
        }
    }

    @Test func escapeClosesTheSheetAndFocusGoesBackToTheOpener() throws {
        try gtkTest {
            let fixture = try KeyboardFixture.open()
            #expect(gtk_widget_grab_focus(fixture.opener) != 0)
            try fixture.press("Return")
            #expect(fixture.host.waitUntilResting(at: .expanded), "Enter on the opener presents the sheet")
            #expect(fixture.focus == fixture.host.handle, "focus moved into the sheet, on its handle")
            try fixture.press("Escape")
            #expect(fixture.host.waitUntilResting(at: .dismissed))
            #expect(fixture.focus == fixture.opener, "focus is back on the button that opened it")
        }
    }

    /// With `can-close` off (RobustnessNothingLostTests does the same with scripted
    /// events), text typed into the entry survives Escape, a click on the scrim and a
    /// swipe down on the handle.
    @Test func withRealInputTypedTextSurvivesEscapeAScrimClickAndASwipe() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            let entry = gtk_entry_new()!
            let child = WidgetTree.column(entry)
            gtk_widget_set_size_request(child, -1, 300)
            let fixture = try SheetFixture.open(.widget(child)) { bs_bottom_sheet_set_can_close($0, 0) }
            try PointerRealInputTests.requireWindowAtScreenOrigin(fixture)
            try #require(fixture.open(at: .expanded))
            let log = SheetEventLog(fixture.host)
            let text = { String(cString: gtk_editable_get_text(OpaquePointer(entry))) }

            // A click in the entry, then typing.
            let field = try PointerRealInputTests.centre(of: entry, in: fixture)
            try RealInput.run(["mousemove", "--sync", "\(field.x)", "\(field.y)", "click", "1"])
            #expect(MainContext.iterate(until: { gtk_widget_has_focus(entry) != 0 || gtk_widget_is_ancestor(
                gtk_root_get_focus(gtk_widget_get_root(entry)), entry) != 0 }), "the click did not focus the entry")
            try RealInput.run(["type", "--delay", "5", "Unsaved words"])
            #expect(MainContext.iterate(until: { text() == "Unsaved words" }), "typed: \"\(text())\"")

            try RealInput.run(["key", "Escape"])
            #expect(MainContext.iterate(until: { log.events.count == 1 }), "Escape: \(log.events)")
            try RealInput.run(["mousemove", "--sync", "300", "100", "click", "1"])
            #expect(MainContext.iterate(until: { log.events.count == 2 }), "scrim click: \(log.events)")
            let handle = try PointerRealInputTests.centre(of: fixture.handle, in: fixture)
            let swipe = RealInput.dragChain(
                from: handle, through: PointerRealInputTests.line(from: handle, to: (handle.x, 790), count: 6),
                pause: 0.01, restBeforeRelease: 0)
            try PointerRealInputTests.drag(fixture, swipe) {}
            #expect(MainContext.iterate(until: { log.events.count == 3 }), "swipe: \(log.events)")

            #expect(log.events == Array(repeating: .closeAttempt(canClose: false), count: 3))
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(gtk_widget_get_visible(fixture.sheet) != 0)
            #expect(text() == "Unsaved words")
        }
    }
}

/// A window with an "Open" button under a sheet that holds an entry and a list, and real
/// key presses sent to it through the display server with `RealInput` (GTK 4.8 cannot
/// inject key events).
///
/// Xvfb runs no window manager: keyboard focus follows the pointer, so each press first
/// puts the pointer over the window (on Wayland the compositor gives the new window the
/// keyboard, and the pointer's moves change nothing).
@MainActor
private struct KeyboardFixture {
    /// The sheet and its host, in their window.
    let host: SheetFixture
    let opener: UnsafeMutablePointer<GtkWidget>
    let entry: UnsafeMutablePointer<GtkWidget>

    static func open() throws -> KeyboardFixture {
        let opener = gtk_button_new_with_label("Open")!
        let entry = gtk_entry_new()!
        let list = ListFixture.stringList(rows: 200)
        gtk_widget_set_valign(opener, GTK_ALIGN_START)
        let sheet = try SheetFixture.open(
            .widget(WidgetTree.column(spacing: 6, entry, list.scrolled)), hostContent: WidgetTree.column(opener))
        // Keyboard focus follows the pointer: bring it in from outside, so that the new
        // window gets focus as a window manager would give it.
        try RealInput.run(["mousemove", "1270", "1010", "sleep", "0.05", "mousemove", "300", "20", "sleep", "0.05"])
        MainContext.iterate(for: .milliseconds(100))
        g_signal_connect_data(
            UnsafeMutableRawPointer(opener), "clicked",
            unsafeBitCast(presentOnClick, to: GCallback.self), UnsafeMutableRawPointer(sheet.host), nil,
            GLibFlags.connectDefault)
        return KeyboardFixture(host: sheet, opener: opener, entry: entry)
    }

    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(gtk_widget_get_root(opener)) }

    /// GtkEntry gives focus to its inner GtkText.
    var isFocusInEntry: Bool { focus.map { gtk_widget_is_ancestor($0, entry) != 0 } ?? false }

    /// Presses `keys` (xdotool's names, e.g. "alt+Up") with the pointer over the window.
    func press(_ keys: String) throws {
        // No --sync: it waits for the pointer to move, forever when it is already there.
        try RealInput.run(["mousemove", "300", "20", "sleep", "0.05", "key", "--delay", "30", keys])
        // Let GTK read the events before the test looks.
        MainContext.iterate(for: .milliseconds(100))
    }
}

/// "clicked" on the opener: presents the sheet in `data`.
private let presentOnClick: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let data else { return }
    fromGtk(OpaquePointer(data)) { bs_bottom_sheet_present($0) }
}
