@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// A sheet over a sheet (`StackedSheets`) with the real keyboard and pointer
/// (`RealInput`): Escape closes the top sheet only, and a drag on the part of the lower
/// sheet that shows above the upper one moves neither. The same drag with a finger is in
/// `TouchTests`.
@MainActor
@Suite(.serialized)
struct StackedSheetsRealInputTests {
    /// The stacked sheets in a window at the screen's origin, the lower at `full` with
    /// focus in its entry, the upper open at `expanded` over it.
    static func openBothAtScreenOrigin() throws -> StackedSheets {
        let stack = try StackedSheets.open()
        try PointerRealInputTests.requireWindowAtScreenOrigin(stack.upper)
        try #require(stack.openLower(at: .full))
        try #require(gtk_widget_grab_focus(stack.lowerEntry) != 0)
        try #require(stack.upper.open(at: .expanded))
        return stack
    }

    @Test func escapeClosesTheTopSheetOnly() throws {
        try gtkTest {
            let stack = try Self.openBothAtScreenOrigin()
            try RealInput.run(["mousemove", "300", "700", "sleep", "0.05", "key", "--delay", "30", "Escape"])
            #expect(stack.upper.waitUntilResting(at: .dismissed), "Escape closed the upper sheet")
            #expect(stack.lowerDetent == .full, "and left the lower one open")
            #expect(stack.isFocused(inside: stack.lowerEntry), "focus is back in the lower sheet's entry")
            try RealInput.run(["key", "--delay", "30", "Escape"])
            #expect(MainContext.iterate(until: { stack.lowerDetent == .dismissed }), "the next Escape closes the lower sheet")
        }
    }

    @Test func aDragOnTheCoveredLowerSheetMovesNeither() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            let stack = try Self.openBothAtScreenOrigin()
            try Self.dragOnTheLowerHandle(stack, with: .pointer)
        }
    }

    /// Drags the lower sheet's handle (above the upper sheet) 300 px down with
    /// `contact`; checks that the whole drag reached the window (`InputArrival`) and that
    /// neither sheet moved, in any frame.
    static func dragOnTheLowerHandle(_ stack: StackedSheets, with contact: RealInput.Contact) throws {
        let handle = try PointerRealInputTests.centre(of: dragHandle(of: stack.lower), in: stack.upper)
        try #require(handle.y < 100, "the lower sheet's handle is not above the upper sheet: \(handle)")
        let lowerHeight = bs_bottom_sheet_get_sheet_height(stack.lower)
        let upperHeight = stack.upper.sheetHeight
        var heights: Set<[Double]> = []
        let arrival = InputArrival(on: stack.upper.window.widget)
        let path = PointerRealInputTests.line(from: handle, to: (handle.x, handle.y + 300), count: 15)
        try RealInput.run(RealInput.chain(contact, from: handle, through: path, pause: 0.02, rest: 0.1)) {
            heights.insert([bs_bottom_sheet_get_sheet_height(stack.lower), stack.upper.sheetHeight])
        }
        MainContext.iterate(for: .milliseconds(300))
        heights.insert([bs_bottom_sheet_get_sheet_height(stack.lower), stack.upper.sheetHeight])
        // Nothing moving proves nothing unless the drag reached the window: pressed once,
        // moved all the way down, let go.
        #expect(arrival.began == 1 && arrival.ended == 1 && arrival.moved >= 10 && arrival.travel >= 290,
                "the \(contact)'s drag did not reach the window whole: \(arrival.summary)")
        #expect(heights == [[lowerHeight, upperHeight]], "a sheet moved under the \(contact): \(heights)")
        #expect(stack.lowerDetent == .full && stack.upper.detent == .expanded)
    }
}

extension TouchTests {
    @Test func aFingerOnTheCoveredLowerSheetMovesNeither() throws {
        try gtkTest {
            let stack = try StackedSheetsRealInputTests.openBothAtScreenOrigin()
            try StackedSheetsRealInputTests.dragOnTheLowerHandle(stack, with: .finger)
        }
    }
}
