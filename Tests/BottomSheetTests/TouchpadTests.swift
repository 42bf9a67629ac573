@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

@MainActor
@Suite(.serialized)
struct TouchpadTests {
    @Test func aTwoFingerScrollOnTheHandleMovesTheSheetLikeADrag() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            #expect(fixture.open(at: .expanded))
            let scroll = try #require(SheetTestSeam(fixture.host)?.handleScrollController)

            bs_test_emit_scroll_edge(scroll, "scroll-begin")
            // Fingers moving up scroll "down" (dy > 0): the sheet rises with them.
            #expect(bs_test_emit_scroll(scroll, 0, 100) != 0)
            #expect(fixture.sheetHeight == 500)
            #expect(bs_test_emit_scroll(scroll, 0, 150) != 0)
            #expect(fixture.sheetHeight == 650)
            bs_test_emit_scroll_edge(scroll, "scroll-end")
            #expect(fixture.waitUntilResting(at: .full))
        }
    }

    @Test func aMouseWheelOnTheHandleDoesNotMoveTheSheet() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            #expect(fixture.open(at: .expanded))
            let scroll = try #require(SheetTestSeam(fixture.host)?.handleScrollController)
            // A wheel sends scroll events with no scroll-begin before them.
            #expect(bs_test_emit_scroll(scroll, 0, 1) == 0)
            #expect(fixture.sheetHeight == 400)
        }
    }
}
