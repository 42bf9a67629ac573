@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// `OnScreenKeyboardTests` on a phone's shell for real: Phosh's compositor phoc with its
/// keyboard squeekboard (`PhoneShell`), the window maximised on a 360 × 720 px output.
/// The entry in the sheet is focused with a press on it; squeekboard, shown as Phosh
/// shows it, makes the window shorter; from the first frame after that at which the
/// window has its new height and the sheet rests, every frame shows the entry whole
/// above the keyboard and the sheet at its detent; letters pressed on squeekboard's keys
/// land in the entry; with the keyboard gone the sheet is back at its height. Pictures
/// of the output before, with the keyboard and after are in test-output/phone-*.png.
@MainActor
@Suite(.serialized, .phoneShell)
struct PhoneKeyboardTests {
    /// What one frame the window drew showed.
    struct Frame: CustomStringConvertible {
        var windowHeight: Int32
        var entryShowsWhole: Bool
        var detent: Detent
        var sheetHeight: Double
        var animating: Bool
        var text: String

        var description: String {
            "\(windowHeight) px window, sheet \(sheetHeight) px at \(detent)\(animating ? " moving" : ""), "
                + "entry \(entryShowsWhole ? "whole" : "hidden") with \"\(text)\""
        }
    }

    @Test(arguments: [Detent.peek, .expanded, .full])
    func squeekboardKeepsTheFocusedEntryInViewAndTypesIntoIt(_ detent: Detent) throws {
        try gtkTest {
            let room = PhoneShell.size
            let form = try OnScreenKeyboardTests.Form.open(width: room.width, height: room.height)
            let window = form.fixture.window.widget
            try form.fixture.present(restingAt: detent)
            let before = form.fixture.sheetHeight
            form.scrollEntryToTheBottomEdge()
            try #require(form.entryShowsWhole, "the entry does not show before the keyboard comes")

            let entry = form.bounds(of: form.entry)
            let left = try #require(InputKeys.button(1))
            try PhoneShell.send("motion \(entry.origin.x + entry.size.width / 2) \(entry.origin.y + entry.size.height / 2)")
            try PhoneShell.send("button \(left) pressed")
            try PhoneShell.send("button \(left) released")
            try #require(MainContext.iterate(until: { form.entryHasFocus }, timeout: .seconds(10)),
                         "a press on the entry did not focus it")
            try PhoneShell.picture(named: "phone-\(detent)-1-before", showing: form.fixture.window)

            let text = { String(cString: gtk_editable_get_text(OpaquePointer(form.entry))) }
            var frames: [Frame] = []
            let frameClock = try #require(gtk_widget_get_frame_clock(window))
            let recorder = SignalHandlers.on(frameClock, "after-paint") {
                frames.append(Frame(
                    windowHeight: gtk_widget_get_height(window), entryShowsWhole: form.entryShowsWhole,
                    detent: form.fixture.detent, sheetHeight: form.fixture.sheetHeight,
                    animating: SheetTestSeam(form.fixture.host)?.isAnimating ?? false, text: text()))
            }
            defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(frameClock), recorder) }

            try PhoneShell.keyboard(shown: true)
            try #require(MainContext.iterate(until: { gtk_widget_get_height(window) < room.height }, timeout: .seconds(10)),
                         "squeekboard did not make the window shorter")
            #expect(form.fixture.settle(at: detent), "the sheet did not come to rest at \(detent) over the keyboard")
            let panelTop = gtk_widget_get_height(window)
            try PhoneShell.type("sheet", panelTop: Double(panelTop))
            #expect(MainContext.iterate(until: { text() == "sheet" }, timeout: .seconds(10)),
                    "squeekboard's keys typed \"\(text())\"")
            try PhoneShell.picture(named: "phone-\(detent)-2-keyboard", showing: form.fixture.window)
            let withKeyboard = frames

            let settled = withKeyboard.firstIndex { $0.windowHeight == panelTop && !$0.animating }
            try #require(settled != nil, "no frame with the keyboard up and the sheet at rest: \(withKeyboard)")
            let after = withKeyboard[settled!...]
            #expect(after.allSatisfy { $0.windowHeight == panelTop }, "the window's height changed again: \(after)")
            #expect(after.allSatisfy { $0.entryShowsWhole }, "a frame hid the entry with the keyboard up: \(after)")
            #expect(after.allSatisfy { $0.detent == detent }, "the keyboard changed the detent: \(after)")
            #expect(after.last?.text == "sheet", "the frames judged end before the typed text shows: \(after)")

            try PhoneShell.keyboard(shown: false)
            #expect(MainContext.iterate(until: { gtk_widget_get_height(window) == room.height }, timeout: .seconds(10)),
                    "the window did not get its height back")
            #expect(form.fixture.settle(at: detent))
            #expect(form.fixture.sheetHeight == before, "the sheet is not back at its height")
            #expect(form.entryShowsWhole && form.entryHasFocus && text() == "sheet")
            try PhoneShell.picture(named: "phone-\(detent)-3-after", showing: form.fixture.window)
        }
    }
}
