@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// The bottom bar under the real pointer (`RealInput`, through the display server and
/// GDK): a click opens the sheet, a drag up lifts it out of the bar under the pointer.
/// The same with a finger is in `TouchTests` (Wayland only).
@MainActor
@Suite(.serialized)
struct BottomBarRealInputTests {
    typealias Pointer = PointerRealInputTests

    /// A window at the screen's origin whose sheet rests closed to its bar, and where the
    /// bar is on screen.
    static func openClosedToTheBar() throws -> (SheetFixture, bar: (x: Int, y: Int)) {
        let fixture = try SheetFixture.open(.list(rows: 200)) {
            bs_bottom_sheet_set_bottom_bar($0, BottomBarTests.makeBar())
        }
        try Pointer.requireWindowAtScreenOrigin(fixture)
        try #require(fixture.settle(at: .peek))
        return (fixture, try Pointer.centre(of: BottomBarTests.barButton(of: fixture), in: fixture))
    }

    @Test func aClickOnTheBarOpensTheSheet() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            let (fixture, bar) = try Self.openClosedToTheBar()
            try #require(bar.y > 800 - Int(BottomBarTests.barHeight), "the bar is not at the bottom edge: \(bar)")
            try RealInput.run(["mousemove", "--sync", "\(bar.x)", "\(bar.y)", "sleep", "0.05", "click", "1"])
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(!BottomBarTests.barStandsForTheSheet(fixture))
        }
    }

    /// The sheet follows the pointer up out of the bar (the bar giving way on the way),
    /// and a drag let go high opens it.
    @Test func aDragUpOnTheBarLiftsTheSheetOutOfIt() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            let (fixture, bar) = try Self.openClosedToTheBar()
            try Self.dragUp(fixture, from: bar, by: .pointer)
        }
    }

    /// Drags the bar 400 px up with `contact`, held still at the top, then let go: the
    /// sheet followed, the bar gave way part of the way up, and the sheet rests open.
    static func dragUp(_ fixture: SheetFixture, from bar: (x: Int, y: Int), by contact: RealInput.Contact) throws {
        let seam = try #require(SheetTestSeam(fixture.host))
        let path = Pointer.line(from: bar, to: (bar.x, bar.y - 400), count: 20)
        var heights: [Double] = []
        var barOpacities: [Double] = []
        try Pointer.drag(fixture, RealInput.chain(contact, from: bar, through: path, pause: 0.02, rest: 0.3)) {
            heights.append(fixture.sheetHeight)
            barOpacities.append(seam.drawnBottomBar.opacity(shown: seam.model.height, layout: seam.model.layout))
        }
        #expect(heights.contains { $0 > 150 && $0 < 400 }, "the sheet did not follow up: \(heights)")
        #expect(barOpacities.contains { $0 > 0 && $0 < 1 }, "the bar never gave way part of the way: \(barOpacities)")
        #expect(MainContext.iterate(until: { fixture.detent >= .expanded && fixture.isResting }))
        #expect(!BottomBarTests.barStandsForTheSheet(fixture))
    }
}
