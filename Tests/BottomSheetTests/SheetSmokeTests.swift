import CBottomSheet
import CGtk
import SheetCore
import Testing

@MainActor
@Suite(.serialized)
struct SheetSmokeTests {
    @Test func presentingShowsTheSheetAtExpanded() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            #expect(fixture.detent == .dismissed)
            #expect(gtk_widget_get_visible(fixture.sheet) == 0)
            bs_bottom_sheet_present(fixture.host)
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(fixture.sheetHeight == 400)
            fixture.window.waitForDraw()
            _ = try WidgetRenderer.render(fixture.window.widget, pngName: "smoke-expanded")
        }
    }
}

extension SheetSmokeTests {
    @Test func aSlowDragUpFromExpandedSnapsToFull() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            bs_bottom_sheet_present(fixture.host)
            #expect(fixture.waitUntilResting(at: .expanded))
            let drag = ScriptedDrag(fixture)
            drag.begin()
            drag.move(dy: -10)
            drag.move(dy: -150, after: 0.5)
            // Claimed at 10 px (the drag threshold); from there it follows 1:1.
            #expect(fixture.sheetHeight == 540)
            drag.move(dy: -250, after: 0.5)
            drag.end(after: 0.5)
            #expect(fixture.detent == .full)
            #expect(fixture.waitUntilResting(at: .full))
            #expect(fixture.sheetHeight == 760)
        }
    }
}
