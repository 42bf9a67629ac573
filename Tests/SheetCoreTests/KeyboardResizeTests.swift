import Testing

@testable import SheetCore

/// The on-screen keyboard shrinks the window and then gives the height back: the sheet
/// keeps its detent throughout and comes back to exactly the height it had.
@Suite("The keyboard comes and goes")
struct KeyboardResizeTests {
    /// Up by 300 px, then down: (sheet's height with the keyboard up, after it went down).
    static func keyboardUpAndDown(
        _ model: inout SheetModel, layout: (Double) -> DetentLayout, settling: Bool
    ) throws -> (up: Double, down: Double, events: [SheetEvent]) {
        var events = try model.updateLayout(layout(500), at: 0)
        if settling { events += model.settle(from: 0).events }
        let up = model.height
        events += try model.updateLayout(layout(800), at: 5)
        if settling { events += model.settle(from: 5).events }
        return (up, model.height, events)
    }

    @Test(arguments: [true, false])
    func theSheetKeepsItsDetentAndComesBackToItsHeight(animated: Bool) throws {
        // peek 100, expanded 400, full 750 in 800 px; 100, 250, 450 in 500 px.
        let expected: [Detent: (up: Double, down: Double)] = [.peek: (100, 100), .expanded: (250, 400), .full: (450, 750)]
        for detent in [Detent.peek, .expanded, .full] {
            var model = restingModel(at: detent, layout: tallLayout(peek: 100), animated: animated)
            let (up, down, events) = try Self.keyboardUpAndDown(&model, layout: { tallLayout(peek: 100, hostHeight: $0) }, settling: true)
            #expect(events == [], "at \(detent)")
            #expect(model.detent == detent)
            #expect(up == expected[detent]?.up, "at \(detent) with the keyboard up")
            #expect(down == expected[detent]?.down, "at \(detent) once it went down")
            #expect(model.phase == .resting)
        }
    }

    @Test func aKeyboardThatGoesDownBeforeTheSheetHasSettledStillBringsItBackExactly() throws {
        for detent in [Detent.peek, .expanded, .full] {
            var model = restingModel(at: detent, layout: tallLayout(peek: 100))
            let before = model.height
            try model.updateLayout(tallLayout(peek: 100, hostHeight: 500), at: 0)
            try model.advance(to: 0.05)
            try model.updateLayout(tallLayout(peek: 100), at: 0.05)
            let events = model.settle(from: 0.05).events
            #expect(events == [] && model.detent == detent && model.height == before, "at \(detent)")
        }
    }

    /// A tall "half" height (90 % of the window) meets `full` when the keyboard is up:
    /// the two are one place then, and the sheet is still in the one it was in.
    @Test func expandedAndFullMergingUnderTheKeyboardKeepTheDetent() throws {
        func layout(_ host: Double) -> DetentLayout {
            try! DetentLayout(SheetMeasurements(
                hostHeight: host, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: 0.9,
                peekHeight: 100))
        }
        #expect(!layout(500).hasDistinctFull && layout(800).hasDistinctFull)
        for detent in [Detent.peek, .expanded, .full] {
            var model = restingModel(at: detent, layout: layout(800))
            let before = model.height
            let (_, down, events) = try Self.keyboardUpAndDown(&model, layout: layout, settling: true)
            #expect(events == [] && model.detent == detent && down == before, "at \(detent)")
        }
    }

    /// A wide window that the keyboard takes below the side panel's minimum height
    /// (`Presentation.sideMinimumHeight`) shows the sheet at the bottom meanwhile: the
    /// sheet keeps its detent both ways and is back at the panel's width.
    @Test func aSidePanelPushedToTheBottomByTheKeyboardComesBackAsItWas() throws {
        func side(peek: Double) -> DetentLayout {
            try! DetentLayout(SheetMeasurements(
                hostHeight: 600, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: 0.5,
                peekHeight: peek, sideWidth: 360, hostWidth: 1280))
        }
        for detent in [Detent.peek, .expanded, .full] {
            var model = restingModel(at: detent, layout: side(peek: 100))
            var events = try model.changePresentation(to: tallLayout(peek: 100, hostHeight: 300), at: 0)
            #expect(model.detent == detent)
            events += try model.changePresentation(to: side(peek: 100), at: 1)
            #expect(events == [] && model.detent == detent && model.height == 360, "at \(detent)")
        }
    }

    @Test func chosenDetentsComeBackToTheirHeightsToo() throws {
        var model = restingModel(at: .full, layout: tallLayout(peek: 100))
        try model.setDetents([.peek, .full], at: 0)
        let (up, down, events) = try Self.keyboardUpAndDown(&model, layout: { tallLayout(peek: 100, hostHeight: $0) }, settling: true)
        #expect(events == [] && model.detent == .full && up == 450 && down == 750)
    }
}

/// A layout learnt while the widget is allocated is taken there (`takeLayout`: the
/// heights only) and followed after (`followLayout`): together they are `updateLayout`.
@Suite("A layout taken, then followed")
struct TakeAndFollowLayoutTests {
    /// Resting, settling and dragging models, and layouts that keep, shrink and lose
    /// their detents (a peek strip that goes away).
    static func cases() -> [(name: String, model: SheetModel, layout: DetentLayout)] {
        var settling = restingModel(at: .expanded, layout: tallLayout(peek: 100))
        try! settling.move(to: .full, at: 0)
        try! settling.advance(to: 0.05)
        var dragging = restingModel(at: .expanded, layout: tallLayout(peek: 100))
        _ = dragging.performDrag(steps: 5, stepPx: 10)
        var result: [(String, SheetModel, DetentLayout)] = []
        for (name, model) in [("resting at peek", restingModel(at: .peek, layout: tallLayout(peek: 100))),
                              ("resting at full", restingModel(at: .full, layout: tallLayout(peek: 100))),
                              ("settling", settling), ("dragging", dragging)] {
            result.append(("\(name), a shorter window", model, tallLayout(peek: 100, hostHeight: 500)))
            result.append(("\(name), no peek strip", model, tallLayout(peek: 0)))
        }
        return result
    }

    @Test func takingALayoutChangesNothingButTheHeights() throws {
        for (name, model, layout) in Self.cases() {
            var taken = model
            let before = taken.takeLayout(layout)
            #expect(before == model.layout, "\(name): takeLayout returns the layout it had")
            #expect(taken.detent == model.detent && taken.phase == model.phase && taken.isVisible == model.isVisible,
                    "\(name): \(model.detent) \(model.phase) became \(taken.detent) \(taken.phase)")
            #expect(taken.height <= layout.hostHeight, "\(name): the sheet is drawn inside the host")
        }
    }

    @Test func takenThenFollowedIsUpdated() throws {
        for (name, model, layout) in Self.cases() {
            var updated = model, split = model
            let events = try updated.updateLayout(layout, at: 0.1)
            let taken = split.takeLayout(layout)
            let before = try #require(taken)
            let splitEvents = try split.followLayout(from: before, at: 0.1)
            #expect(splitEvents == events, "\(name)")
            #expect(split.detent == updated.detent && split.phase == updated.phase && split.height == updated.height,
                    "\(name): \(split.detent) \(split.phase) \(split.height), updated \(updated.detent) \(updated.phase) \(updated.height)")
        }
    }
}
