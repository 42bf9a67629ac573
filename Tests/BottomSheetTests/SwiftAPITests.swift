@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import Testing

/// The Swift API as a Swift programmer uses it: handlers that stay connected as long as
/// their token is kept, typed progress and height, and a move that can be awaited.
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

    @Test func anAwaitedMoveReturnsTrueOnceTheSheetRestsThere() async throws {
        try await gtkTestAsync {
            let (fixture, sheet) = try Self.openSheet()
            let arrived = await Self.pumpingGtk { await sheet.move(to: .full) }
            #expect(arrived)
            #expect(sheet.isAtRest && sheet.detent == .full && sheet.sheetHeight == 760)
            _ = fixture
        }
    }

    @Test func anAwaitedMoveSentElsewhereReturnsFalse() async throws {
        try await gtkTestAsync {
            let (fixture, sheet) = try Self.openSheet()
            let arrived = await Self.pumpingGtk {
                async let move = sheet.move(to: .full)
                // While it springs up, the app changes its mind.
                while sheet.sheetHeight < 100 { try? await Task.sleep(for: .milliseconds(2)) }
                #expect(!sheet.isAtRest, "the move to full is under way")
                sheet.detent = .expanded
                return await move
            }
            #expect(!arrived, "the sheet never rested at full")
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }

    @Test func aMoveWithoutAnimationArrivesAtOnce() async throws {
        try await gtkTestAsync {
            let (_, sheet) = try Self.openSheet()
            let arrived = await sheet.move(to: .full, animated: false)
            #expect(arrived)
            #expect(sheet.sheetHeight == 760)
        }
    }

    @Test func theBehaviourIsSettableFromSwift() throws {
        try gtkTest {
            let (fixture, sheet) = try Self.openSheet()
            var behavior = sheet.behavior
            #expect(behavior == .standard)
            behavior.flingVelocity = 5000
            sheet.behavior = behavior
            #expect(SheetDriver.of(fixture.host)?.model.behavior.flingVelocity == 5000)
        }
    }

    /// Runs `body` while GTK's main loop turns (frames, ticks), as an app's would: one
    /// iteration at a time, so that `body` runs between frames.
    private static func pumpingGtk<T>(_ body: () async -> T) async -> T {
        let pump = Task { @MainActor in
            while !Task.isCancelled {
                g_main_context_iteration(nil, 0)
                try? await Task.sleep(for: .milliseconds(1))
            }
        }
        defer { pump.cancel() }
        return await body()
    }
}
