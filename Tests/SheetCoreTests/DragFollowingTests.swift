import Testing
@testable import SheetCore

@Suite("The sheet follows the pointer")
struct DragFollowingTests {
    let layout = tallLayout()

    @Test func followsThePointerOneToOneBetweenDetents() {
        #expect(DragFollowing.height(startHeight: 400, translation: -100, layout: layout) == 500)
        #expect(DragFollowing.height(startHeight: 400, translation: 150, layout: layout) == 250)
    }

    /// Full at 500 in an 800 px host: room above full for the rubber band.
    let roomy = try! DetentLayout(SheetMeasurements(hostHeight: 800, contentHeight: 470, chromeHeight: 30, expandedFraction: 0.5))

    @Test func aboveFullTheSheetFollowsWithResistance() {
        let pulled = DragFollowing.height(startHeight: 500, translation: -100, layout: roomy)
        #expect(pulled > 500)
        #expect(pulled - 500 < 100 * 0.55 + 1e-9, "the rubber band starts at slope 0.55 and gives less after")
        let pulledHarder = DragFollowing.height(startHeight: 500, translation: -200, layout: roomy)
        #expect(pulledHarder > pulled)
        #expect(pulledHarder - pulled < pulled - 500, "each extra pixel gives less than the one before")
    }

    @Test func theRubberBandMatchesTheFormula() {
        let d = 500.0
        let expected = 500 + (1 - 1 / (100 * 0.55 / d + 1)) * d
        #expect(abs(DragFollowing.height(startHeight: 500, translation: -100, layout: roomy) - expected) < 1e-9)
    }

    @Test func theRubberBandNeverGoesAboveTheHost() {
        #expect(DragFollowing.height(startHeight: 750, translation: -1e9, layout: layout) <= 800)
    }

    @Test func belowTheLowestDetentTheSheetIsClamped() {
        #expect(DragFollowing.height(startHeight: 400, translation: 900, layout: layout) == 0)
        #expect(DragFollowing.height(startHeight: 400, translation: 900, layout: tallLayout(peek: 60)) == 60)
    }
}

@Suite("Release velocity from timestamped samples")
struct VelocityTrackerTests {
    @Test func steadyMotionGivesItsSpeed() throws {
        var tracker = VelocityTracker()
        for i in 0...10 { try tracker.add(position: Double(i) * 20, at: Double(i) * 0.01) }
        #expect(abs(try tracker.velocity(at: 0.1) - 2000) < 1e-6)
    }

    @Test func onlyTheLastWindowCounts() throws {
        var tracker = VelocityTracker(window: 0.12)
        // Slow for a second, then fast for the last 100 ms.
        for i in 0..<100 { try tracker.add(position: Double(i), at: Double(i) * 0.01) }
        for i in 1...10 { try tracker.add(position: 99 + Double(i) * 15, at: 0.99 + Double(i) * 0.01) }
        let v = try tracker.velocity(at: 1.09)
        #expect(v > 1000, "the old slow samples must not drag the velocity down: \(v)")
    }

    @Test func aPauseBeforeLettingGoIsNoFling() throws {
        var tracker = VelocityTracker()
        for i in 0...10 { try tracker.add(position: Double(i) * 30, at: Double(i) * 0.01) }
        #expect(try tracker.velocity(at: 0.5) == 0)
    }

    @Test func oneSampleGivesNoSpeed() throws {
        var tracker = VelocityTracker()
        try tracker.add(position: 10, at: 1)
        #expect(try tracker.velocity(at: 1) == 0)
    }

    @Test func samplesGoingBackInTimeAreIgnored() throws {
        var tracker = VelocityTracker()
        try tracker.add(position: 0, at: 0.00)
        try tracker.add(position: 10, at: 0.01)
        try tracker.add(position: 5000, at: 0.005)
        try tracker.add(position: 20, at: 0.02)
        #expect(abs(try tracker.velocity(at: 0.02) - 1000) < 1e-6)
    }

    @Test func nonFiniteSamplesAreRefused() {
        var tracker = VelocityTracker()
        expectRefused(naming: "drag position") { try tracker.add(position: .nan, at: 0) }
        expectRefused(naming: "event time") { try tracker.add(position: 0, at: .infinity) }
        expectRefused(naming: "release time") { _ = try tracker.velocity(at: .nan) }
    }
}

@Suite("A drag on a list hands off between list and sheet")
struct ScrollHandoffTests {
    let layout = tallLayout()

    @Test func upwardTheSheetGrowsToFullThenTheListScrolls() throws {
        let step = try ScrollHandoff.split(step: -100, sheetHeight: 700, listOffset: 0, layout: layout)
        #expect(step == HandoffStep(sheetGrowth: 50, listScroll: 50))
    }

    @Test func upwardBelowFullOnlyTheSheetMoves() throws {
        let step = try ScrollHandoff.split(step: -100, sheetHeight: 400, listOffset: 300, layout: layout)
        #expect(step == HandoffStep(sheetGrowth: 100, listScroll: 0))
    }

    @Test func upwardAtFullOnlyTheListScrolls() throws {
        let step = try ScrollHandoff.split(step: -40, sheetHeight: 750, listOffset: 10, layout: layout)
        #expect(step == HandoffStep(sheetGrowth: 0, listScroll: 40))
    }

    @Test func downwardTheListScrollsToItsTopThenTheSheetMoves() throws {
        let step = try ScrollHandoff.split(step: 100, sheetHeight: 750, listOffset: 30, layout: layout)
        #expect(step == HandoffStep(sheetGrowth: -70, listScroll: -30))
    }

    @Test func downwardWithTheListScrolledTheSheetStaysPut() throws {
        let step = try ScrollHandoff.split(step: 100, sheetHeight: 750, listOffset: 500, layout: layout)
        #expect(step == HandoffStep(sheetGrowth: 0, listScroll: -100))
    }

    @Test func downwardTheSheetStopsAtTheLowestDetent() throws {
        let step = try ScrollHandoff.split(step: 100, sheetHeight: 90, listOffset: 0, layout: tallLayout(peek: 60))
        #expect(step == HandoffStep(sheetGrowth: -30, listScroll: 0))
    }

    @Test func nonFiniteStepsAreRefused() {
        expectRefused(naming: "drag step") {
            _ = try ScrollHandoff.split(step: .nan, sheetHeight: 1, listOffset: 0, layout: layout)
        }
        expectRefused(naming: "list offset") {
            _ = try ScrollHandoff.split(step: 1, sheetHeight: 1, listOffset: -.infinity, layout: layout)
        }
    }
}

@Suite("A sheet grabbed above full")
struct GrabbedAboveFullTests {
    /// Full is 258 px (a short page); the sheet was still 524 px high, springing down.
    let layout = try! DetentLayout(SheetMeasurements(
        hostHeight: 800, contentHeight: 200, chromeHeight: 58, topInset: 40, expandedFraction: 0.9))

    @Test func itStaysUnderThePointerFollowsDownAndResistsOnlyAboveWhereItWasGrabbed() {
        #expect(layout.fullHeight == 258)
        #expect(DragFollowing.height(startHeight: 524, translation: 0, layout: layout) == 524)
        #expect(DragFollowing.height(startHeight: 524, translation: 100, layout: layout) == 424)
        #expect(DragFollowing.height(startHeight: 524, translation: 400, layout: layout) == 124)
        let pulled = DragFollowing.height(startHeight: 524, translation: -100, layout: layout)
        #expect(pulled > 524 && pulled < 624, "rubber band above the grab point: \(pulled)")
    }

    @Test func aPressOnASheetShrinkingToAShorterPageHoldsItWhereItIs() throws {
        var model = SheetModel(layout: try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 500, chromeHeight: 24, topInset: 40, expandedFraction: 0.9)))
        model.animationsEnabled = false
        try model.move(to: .expanded, at: 0)
        model.animationsEnabled = true
        try model.updateLayout(layout, at: 0)
        _ = try model.advance(to: 0.02)
        let grabbed = model.height
        #expect(grabbed > 400)
        #expect(try model.beginDrag(from: .sheet, at: 0.02))
        try model.drag(to: 0, at: 0.03)
        #expect(model.height == grabbed)
        try model.drag(to: -10, at: 0.04)
        #expect(model.height > grabbed)
    }
}
