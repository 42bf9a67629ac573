@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import Testing

/// The Swift API as a Swift programmer uses it: handlers that stay connected as long as
/// their token is kept, typed progress and height, and what an awaited move waits for.
@MainActor
@Suite(.serialized)
struct SwiftAPITests {
    /// A sheet with the fixture's 200-row list: `full` = 760 px, `expanded` = 400 px.
    private static func openSheet() throws -> (SheetFixture, BottomSheet) {
        let fixture = try SheetFixture.open()
        return (fixture, BottomSheet(wrapping: UnsafeMutableRawPointer(fixture.host))!)
    }

    @Test func aHandlerRunsWhileItsTokenIsKeptAndStopsWhenItIsReleased() throws {
        try gtkTest {
            let (fixture, sheet) = try Self.openSheet()
            var heard: [Detent] = []
            var connection: SignalConnection? = sheet.onDetentChanged { heard.append($0) }
            sheet.present()
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(heard == [.expanded])
            #expect(connection != nil)

            connection = nil
            sheet.detent = .full
            #expect(fixture.waitUntilResting(at: .full))
            #expect(heard == [.expanded], "a released token still delivered")
        }
    }

    @Test func progressAndHeightHandlersGetTheValuesTheSheetReports() throws {
        try gtkTest {
            let (fixture, sheet) = try Self.openSheet()
            var progresses: [Double] = []
            var heights: [Double] = []
            let watching = [
                sheet.onProgressChanged { progresses.append($0) },
                sheet.onHeightChanged { heights.append($0) },
            ]
            defer { watching.forEach { $0.disconnect() } }
            sheet.present()
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(heights.count > 3, "one value per frame of the move: \(heights)")
            #expect(heights.last == 400)
            #expect(progresses.last == 1)
            #expect(zip(heights, progresses).allSatisfy { abs($0 / 400 - $1) < 1e-9 }, "progress is height / expanded")
        }
    }

    // What `move(to:animated:) async` awaits is `whenRests(at:)`: tested here, without
    // suspending, because GTK tests must not interleave (see `gtkTest`), and a test that
    // awaits lets the tests of other suites run on the main actor meanwhile.

    @Test func aMoveIsReportedArrivedOnceTheSheetRestsThere() throws {
        try gtkTest {
            let (fixture, _) = try Self.openSheet()
            let seam = try #require(SheetTestSeam(fixture.host))
            let arrived = Self.moveToFull(seam)
            #expect(arrived.value == nil, "told before the sheet moved")
            #expect(MainContext.iterate(until: { arrived.value != nil }))
            #expect(arrived.value == true)
            #expect(fixture.sheetHeight == 760 && seam.model.phase == .resting)
        }
    }

    @Test func aMoveSentElsewhereOrTakenByADragIsReportedInterrupted() throws {
        try gtkTest {
            let (fixture, _) = try Self.openSheet()
            let seam = try #require(SheetTestSeam(fixture.host))
            let first = Self.moveToFull(seam)
            seam.move(to: .expanded)
            #expect(MainContext.iterate(until: { first.value != nil }))
            #expect(first.value == false, "the sheet never rested at full")
            #expect(fixture.waitUntilResting(at: .expanded))

            let second = Self.moveToFull(seam)
            ScriptedDrag(fixture).begin()
            #expect(second.value == false, "a press takes the sheet")
        }
    }

    @Test func theBehaviourIsSettableFromSwift() throws {
        try gtkTest {
            let (fixture, sheet) = try Self.openSheet()
            var behavior = sheet.behavior
            #expect(behavior == .standard)
            behavior.flingVelocity = 5000
            sheet.behavior = behavior
            #expect(SheetTestSeam(fixture.host)?.behavior.flingVelocity == 5000)
        }
    }

    /// The behaviour set from Swift shapes a page's slide as it does the sheet's moves:
    /// a spring a quarter as stiff slides a pushed page in over more frames.
    @Test func theBehaviourSetFromSwiftSlidesThePagesToo() throws {
        try gtkTest {
            var slow = SheetBehavior.standard
            slow.spring.stiffness /= 4
            var frames: [Int] = []
            for behavior in [SheetBehavior.standard, slow] {
                let (fixture, sheet) = try Self.openSheet()
                sheet.behavior = behavior
                try fixture.present(restingAt: .expanded)
                let seam = try #require(SheetTestSeam(fixture.host))
                let clock = ScriptedClock(fixture.host)
                sheet.push(PageTests.page(height: 200), title: "Details")
                var count = 0
                while seam.pages.transition != nil && count < 600 {
                    clock.advance(by: 1.0 / 60)
                    clock.frame()
                    count += 1
                }
                frames.append(count)
            }
            #expect(frames[1] > frames[0] * 3 / 2, "frames of the slide, standard then slow: \(frames)")
        }
    }

    /// What `whenRests` reported, once it has.
    private final class Report {
        var value: Bool?
    }

    /// Starts a move to full and returns where its report will land.
    private static func moveToFull(_ seam: SheetTestSeam) -> Report {
        let report = Report()
        seam.move(to: .full)
        seam.whenRests(at: .full) { report.value = $0 }
        return report
    }
}
