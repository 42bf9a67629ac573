import Testing
@testable import SheetCore

/// `SheetModel.changePresentation`: the logical state survives a move between the
/// bottom and the side (`adaptive.md`, "Continuity across presentations").
@Suite("Changing presentation keeps the sheet's state")
struct PresentationChangeTests {
    /// A 360-px side panel on a 1280×800 window, for the tall content of `tallLayout`.
    func sideLayout(peek: Double = 0) -> DetentLayout {
        try! DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: 0.5,
            peekHeight: peek, sideWidth: 360, hostWidth: 1280))
    }

    @Test(arguments: [Detent.expanded, .full])
    func aRestingSheetKeepsItsDetentAcrossAndBack(detent: Detent) throws {
        var model = restingModel(at: detent)
        let events = try model.changePresentation(to: sideLayout(), at: 1)
        #expect(events.isEmpty, "nothing changed for the app but the place")
        #expect(model.detent == detent && model.phase == .resting && model.height == 360)
        try model.changePresentation(to: tallLayout(), at: 2)
        #expect(model.detent == detent)
        #expect(model.height == tallLayout().height(of: detent), "back at the bottom detent it had")
    }

    @Test func aDismissedSheetStaysHidden() throws {
        var model = restingModel(at: .dismissed)
        #expect(try model.changePresentation(to: sideLayout(), at: 1).isEmpty)
        #expect(!model.isVisible && model.height == 0)
    }

    @Test func aPeekingSheetIsOpenAtTheSideAndPeeksAgainAtTheBottom() throws {
        var model = restingModel(at: .peek, layout: tallLayout(peek: 60))
        try model.changePresentation(to: sideLayout(peek: 60), at: 1)
        #expect(model.detent == .peek && model.height == 360)
        try model.changePresentation(to: tallLayout(peek: 60), at: 2)
        #expect(model.detent == .peek && model.height == 60)
    }

    @Test func aCrossingMidDragIsAReleaseWithNoVelocity() throws {
        var model = restingModel(at: .expanded)
        try model.beginDrag(from: .sheet, at: 0)
        try model.drag(to: -100, at: 0.1)
        try model.drag(to: -300, at: 0.15)
        let events = try model.changePresentation(to: sideLayout(), at: 0.2)
        #expect(events.contains { if case .released(velocity: 0, target: _) = $0 { true } else { false } },
                "released with no velocity, whatever the pointer's speed was")
        #expect(model.phase != .dragging)
        // 500 px of a 750 full, grabbed at 400: nearer full.
        #expect(model.detent == .full)
        model.settle(from: 0.2)
        #expect(model.height == 360)
    }

    @Test func aCrossingMidAnimationGoesOnToTheSameDetentFromTheSameFraction() throws {
        var model = restingModel(at: .dismissed)
        try model.present(at: 0)
        try model.advance(to: 0.05)
        let fraction = model.progress
        #expect(fraction > 0.05 && fraction < 0.95)
        try model.changePresentation(to: sideLayout(), at: 0.05)
        #expect(model.phase == .settling && model.detent == .expanded)
        #expect(abs(model.progress - fraction) < 1e-9, "the same fraction of the way open")
        model.settle(from: 0.05)
        #expect(model.height == 360)
    }

    @Test func aClosingSheetStillCloses() throws {
        var model = restingModel(at: .expanded)
        try model.forceClose(at: 0)
        try model.advance(to: 0.03)
        try model.changePresentation(to: sideLayout(), at: 0.03)
        let events = model.settle(from: 0.03).events
        #expect(events.contains(.closed))
        #expect(!model.isVisible)
    }
}

/// What the drag handle tells a screen reader about a side panel (`SheetRules`).
@Suite("The side panel's handle speaks of an open panel")
struct SidePanelHandleTests {
    @Test(arguments: [Detent.peek, .expanded, .full])
    func anOpenSidePanelIsOpenWithNothingToActivate(detent: Detent) throws {
        let side = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 2000, expandedFraction: 0.5, peekHeight: 60, sideWidth: 360, hostWidth: 1280))
        let model = restingModel(at: detent, layout: side)
        #expect(model.position == .open, "a peek strip at the side is the whole panel")
        #expect(model.handleTarget == nil)
        #expect(model.handleIsExpanded == nil)
    }
}
