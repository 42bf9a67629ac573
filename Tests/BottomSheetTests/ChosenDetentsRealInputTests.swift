@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// The chosen detents (`detents`) and the modal detent (`modal-detent`) under the real
/// pointer (`RealInput`); the same drags with a finger are in `TouchTests`.
@MainActor
@Suite(.serialized)
struct ChosenDetentsRealInputTests {
    typealias Pointer = PointerRealInputTests

    /// A list sheet with a 100-px peek strip in a window at the screen's origin, resting
    /// at `detent`, and where its handle is.
    static func open(
        restingAt detent: Detent, configure: @escaping (OpaquePointer) -> Void
    ) throws -> (SheetFixture, handle: (x: Int, y: Int)) {
        let fixture = try SheetFixture.open(.list(rows: 200)) {
            bs_bottom_sheet_set_peek_height($0, 100)
            configure($0)
        }
        try Pointer.requireWindowAtScreenOrigin(fixture)
        bs_bottom_sheet_present(fixture.host)
        bs_bottom_sheet_set_detent(fixture.host, detent.bsDetent)
        try #require(fixture.waitUntilResting(at: detent))
        return (fixture, try Pointer.centre(of: dragHandle(of: fixture.host), in: fixture))
    }

    /// Without `expanded`, a drag from the strip let go where `expanded` would be rests
    /// at the strip or at full, never half way.
    static func dragHalfWayWithoutExpanded(with contact: RealInput.Contact) throws {
        let (fixture, handle) = try open(restingAt: .peek) {
            bs_bottom_sheet_set_detents($0, BsDetents(rawValue: BS_DETENTS_PEEK.rawValue | BS_DETENTS_FULL.rawValue))
        }
        var heights: [Double] = []
        let path = Pointer.line(from: handle, to: (handle.x, handle.y - 300), count: 15)
        try Pointer.drag(fixture, RealInput.chain(contact, from: handle, through: path, pause: 0.03, rest: 0.4)) {
            heights.append(fixture.sheetHeight)
        }
        #expect(heights.contains { abs($0 - 400) <= 3 }, "the sheet did not follow the \(contact) up: \(heights)")
        #expect(MainContext.iterate(until: { fixture.isResting }))
        #expect([Detent.peek, .full].contains(fixture.detent), "rests at \(fixture.detent)")
        #expect([100, 760].contains(fixture.sheetHeight), "rests at \(fixture.sheetHeight) px")
    }

    /// Modal from `full`: dragged from `expanded` to `full`, the scrim stays clear until
    /// the sheet passes `expanded`, then fades in with its height; at full the content is
    /// cut off.
    static func dragIntoTheModalDetent(with contact: RealInput.Contact) throws {
        let (fixture, handle) = try open(restingAt: .expanded) {
            bs_bottom_sheet_set_modal_detent($0, BS_DETENT_FULL)
        }
        let seam = try #require(SheetTestSeam(fixture.host))
        let content = try #require(bs_bottom_sheet_get_content(fixture.host))
        #expect(gtk_widget_get_can_target(content) != 0, "the content takes input at expanded")
        var samples: [(height: Double, scrim: Double)] = []
        let path = Pointer.line(from: handle, to: (handle.x, handle.y - 380), count: 19)
        // Sampled as the events come (no waiting for a frame in here: the samples are
        // taken inside GTK's event handling, where a frame is not painted).
        try Pointer.drag(fixture, RealInput.chain(contact, from: handle, through: path, pause: 0.03, rest: 0.4)) {
            samples.append((fixture.sheetHeight, seam.drawnScrimOpacity))
        }
        #expect(fixture.waitUntilResting(at: .full))
        let dim = bs_bottom_sheet_get_dim_opacity(fixture.host)
        let clear = samples.filter { $0.height <= 400 }
        let crossing = samples.filter { $0.height > 420 && $0.height < 740 }
        #expect(!clear.isEmpty && clear.allSatisfy { $0.scrim == 0 }, "dimmed below the boundary: \(samples)")
        #expect(crossing.count >= 3, "too few frames across the boundary: \(samples)")
        // Across the boundary the scrim follows the height, up to the dim opacity.
        for (lower, higher) in zip(crossing, crossing.dropFirst()) where higher.height > lower.height + 1 {
            #expect(higher.scrim > lower.scrim, "the scrim did not deepen as the sheet rose: \(samples)")
        }
        #expect(crossing.allSatisfy { $0.scrim > 0 && $0.scrim < dim }, "\(crossing)")
        fixture.window.waitForDraw()
        #expect(abs(seam.drawnScrimOpacity - dim) < 1e-9)
        #expect(gtk_widget_get_can_target(content) == 0, "the content is cut off at full")
    }

    @Test func withoutExpandedAPointerLetGoHalfWayRestsAtTheStripOrAtFull() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            try Self.dragHalfWayWithoutExpanded(with: .pointer)
        }
    }

    @Test func modalFromFullThePointerFadesTheScrimInAcrossTheBoundary() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            try Self.dragIntoTheModalDetent(with: .pointer)
        }
    }
}

extension TouchTests {
    @Test func withoutExpandedAFingerLetGoHalfWayRestsAtTheStripOrAtFull() throws {
        try gtkTest { try ChosenDetentsRealInputTests.dragHalfWayWithoutExpanded(with: .finger) }
    }

    @Test func modalFromFullAFingerFadesTheScrimInAcrossTheBoundary() throws {
        try gtkTest { try ChosenDetentsRealInputTests.dragIntoTheModalDetent(with: .finger) }
    }
}
