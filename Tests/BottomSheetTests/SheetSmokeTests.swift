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
            #expect(gtk_widget_get_visible(fixture.surface) == 0)
            bs_bottom_sheet_present(fixture.sheet)
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(fixture.sheetHeight == 400)
            fixture.window.waitForDraw()
            _ = try WidgetRenderer.render(fixture.window.widget, pngName: "smoke-expanded")
        }
    }
}
