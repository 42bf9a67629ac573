import Testing
@testable import SheetCore

/// What the sheet's state means around it: scrim, blocked content, actions, handle state.
@Suite("What the sheet's state means for the window around it")
struct SheetRulesTests {
    /// A modal sheet resting at `detent`, dimming to 0.5.
    static func modal(at detent: Detent, layout: DetentLayout = tallLayout(), animated: Bool = true) -> SheetModel {
        var model = restingModel(at: detent, layout: layout, animated: animated)
        model.isModal = true
        model.dimOpacity = 0.5
        return model
    }

    // MARK: Scrim

    /// From the place below `expanded` (the modal detent by default) up to it: a sheet
    /// resting at its peek strip dims nothing, as it cuts nothing off.
    @Test func theScrimDimsWithTheSheetsHeightUpToExpanded() {
        let peek = tallLayout(peek: 100)  // peek 100, expanded 400, full 750
        #expect(Self.modal(at: .dismissed, layout: peek).scrimOpacity == 0)
        #expect(Self.modal(at: .peek, layout: peek).scrimOpacity == 0, "the strip leaves the content lit")
        #expect(Self.modal(at: .expanded, layout: tallLayout()).scrimOpacity == 0.5)
        #expect(Self.modal(at: .expanded, layout: peek).scrimOpacity == 0.5)
        #expect(Self.modal(at: .full, layout: peek).scrimOpacity == 0.5, "capped at 1x: full is 750/400 of expanded")
    }

    @Test func aSheetThatIsNotModalDrawsNoScrim() {
        for detent in Detent.allCases {
            var model = Self.modal(at: detent, layout: tallLayout(peek: 100))
            model.isModal = false
            #expect(model.scrimOpacity == 0, "\(detent)")
        }
    }

    @Test func midDragBelowExpandedTheScrimFollowsTheSheet() throws {
        var model = Self.modal(at: .expanded)
        try model.beginDrag(from: .sheet, at: 0)
        try model.drag(to: 100, at: 0.05)
        #expect(model.height == 300)
        #expect(model.scrimOpacity == 0.375, "300/400 of 0.5")
        try model.drag(to: 300, at: 0.1)
        #expect(model.scrimOpacity == 0.125, "100/400 of 0.5")
        try model.drag(to: -200, at: 0.15)
        #expect(model.height == 600)
        #expect(model.scrimOpacity == 0.5, "above expanded it stays at dimOpacity")
    }

    @Test func aClosingSheetFadesItsScrimOutAndOneResting() throws {
        var model = Self.modal(at: .expanded)
        try model.requestClose(at: 0)
        try model.advance(to: 0.05)
        let h = model.height
        #expect(h > 0 && h < 400)
        #expect(model.scrimOpacity == h / 400 * 0.5)
        model.settle(from: 0.05)
        #expect(!model.isVisible)
        #expect(model.scrimOpacity == 0)
        #expect(SheetModel(layout: tallLayout()).scrimOpacity == 0, "a fresh (dismissed) sheet")
    }

    // MARK: Modality

    @Test func onlyAModalSheetAtExpandedOrAboveBlocksTheContent() {
        let expected: [Detent: Bool] = [.dismissed: false, .peek: false, .expanded: true, .full: true]
        for detent in Detent.allCases {
            let model = Self.modal(at: detent, layout: tallLayout(peek: 60))
            #expect(model.blocksContent == expected[detent], "\(detent)")
            var plain = model
            plain.isModal = false
            #expect(plain.blocksContent == false, "not modal, \(detent)")
        }
    }

    @Test func aPresentedSheetBlocksTheContentFromTheRequestNotFromItsArrival() throws {
        var model = SheetModel(layout: tallLayout())
        model.isModal = true
        model.dimOpacity = 0.5
        #expect(!model.blocksContent)
        try model.present(at: 0)
        #expect(model.phase == .settling)
        #expect(model.height == 0)
        #expect(model.blocksContent, "committed to expanded while still at height 0")
        try model.advance(to: 0.05)
        #expect(model.height > 0 && model.height < 400)
        #expect(model.blocksContent)
    }

    @Test func aClosingSheetReleasesTheContentAsSoonAsTheCloseIsCommitted() throws {
        var model = Self.modal(at: .full)
        try model.requestClose(at: 0)
        #expect(model.isVisible)
        #expect(!model.blocksContent)
    }

    // MARK: Actions

    static func enabled(_ model: SheetModel) -> [SheetAction] { SheetAction.allCases.filter(model.isEnabled) }

    @Test func actionsWithoutAPeekStrip() {
        #expect(Self.enabled(restingModel(at: .dismissed)) == [])
        #expect(Self.enabled(restingModel(at: .expanded)) == [.expand, .dismiss])
        #expect(Self.enabled(restingModel(at: .full)) == [.collapse, .dismiss])
    }

    @Test func actionsWithAPeekStrip() {
        let layout = tallLayout(peek: 60)
        #expect(Self.enabled(restingModel(at: .dismissed, layout: layout)) == [.peek])
        #expect(Self.enabled(restingModel(at: .peek, layout: layout)) == [.expand])
        #expect(Self.enabled(restingModel(at: .expanded, layout: layout)) == [.expand, .collapse, .dismiss, .peek])
        #expect(Self.enabled(restingModel(at: .full, layout: layout)) == [.collapse, .dismiss, .peek])
    }

    @Test func whenFullMergesIntoExpandedThereIsNothingToExpandTo() {
        let layout = shortLayout()  // expanded = full = 150
        #expect(!layout.hasDistinctFull)
        #expect(Self.enabled(restingModel(at: .dismissed, layout: layout)) == [])
        #expect(Self.enabled(restingModel(at: .expanded, layout: layout)) == [.dismiss])
        #expect(Self.enabled(restingModel(at: .full, layout: layout)) == [.dismiss])
    }

    @Test func enabledActionsMoveOneDetent() throws {
        var model = restingModel(at: .expanded, layout: tallLayout(peek: 60), animated: false)
        #expect(try model.perform(.expand, at: 0) == [.detentChanged(from: .expanded, to: .full)])
        #expect(model.height == 750)
        #expect(try model.perform(.collapse, at: 0) == [.detentChanged(from: .full, to: .expanded)])
        #expect(try model.perform(.collapse, at: 0) == [.detentChanged(from: .expanded, to: .peek)])
        #expect(model.height == 60)
        #expect(try model.perform(.expand, at: 0) == [.detentChanged(from: .peek, to: .expanded)])
        #expect(try model.perform(.dismiss, at: 0) == [.detentChanged(from: .expanded, to: .peek)], "to the strip")
        #expect(try model.perform(.expand, at: 0) == [.detentChanged(from: .peek, to: .expanded)])
        #expect(try model.perform(.peek, at: 0) == [.detentChanged(from: .expanded, to: .peek)])
        try model.forceClose(at: 0)
        #expect(try model.perform(.peek, at: 0) == [.detentChanged(from: .dismissed, to: .peek)])
        #expect(model.height == 60)
    }

    @Test func dismissingWhenClosingIsRefusedTellsTheApp() throws {
        var model = restingModel(at: .full, animated: false)
        model.canClose = false
        #expect(model.isEnabled(.dismiss))
        #expect(try model.perform(.dismiss, at: 0) == [.closeAttempted, .detentChanged(from: .full, to: .expanded)])
        #expect(try model.perform(.dismiss, at: 0) == [.closeAttempted])
        #expect(model.detent == .expanded)
        #expect(model.height == 400)
        model.canClose = true
        #expect(try model.perform(.dismiss, at: 0) == [.detentChanged(from: .expanded, to: .dismissed), .closed])
    }

    @Test func aDisabledActionDoesNothing() throws {
        let cases: [(Detent, DetentLayout, SheetAction)] = [
            (.full, tallLayout(), .expand),
            (.expanded, tallLayout(), .collapse),
            (.expanded, tallLayout(), .peek),
            (.dismissed, tallLayout(), .expand),
            (.dismissed, tallLayout(), .dismiss),
            (.peek, tallLayout(peek: 60), .dismiss),
            (.peek, tallLayout(peek: 60), .collapse),
            (.peek, tallLayout(peek: 60), .peek),
            (.expanded, shortLayout(), .expand),
        ]
        for (detent, layout, action) in cases {
            var model = restingModel(at: detent, layout: layout)
            let height = model.height
            #expect(!model.isEnabled(action), "\(action) at \(detent)")
            #expect(try model.perform(action, at: 0) == [], "\(action) at \(detent)")
            #expect(model.detent == detent)
            #expect(model.height == height)
            #expect(model.phase == .resting)
        }
    }

    // MARK: Next detent

    @Test func nextDetentUpAndDown() {
        typealias Row = (Detent, above: Detent?, below: Detent?)
        let tall: [Row] = [(.dismissed, .expanded, nil), (.expanded, .full, nil), (.full, nil, .expanded)]
        let peek: [Row] = [
            (.dismissed, .peek, nil), (.peek, .expanded, nil), (.expanded, .full, .peek), (.full, nil, .expanded),
        ]
        let short: [Row] = [(.dismissed, .expanded, nil), (.expanded, nil, nil), (.full, nil, nil)]
        for (layout, rows) in [(tallLayout(), tall), (tallLayout(peek: 60), peek), (shortLayout(), short)] {
            for row in rows {
                let model = restingModel(at: row.0, layout: layout)
                #expect(model.detentAbove == row.above, "above \(row.0) in \(layout.fullHeight)/\(layout.peekHeight)")
                #expect(model.openDetentBelow == row.below, "below \(row.0) in \(layout.fullHeight)/\(layout.peekHeight)")
            }
        }
    }

    // MARK: Handle

    @Test func theHandleSaysWhetherTheSheetIsAtFull() {
        let peek = tallLayout(peek: 60)
        #expect(restingModel(at: .dismissed, layout: peek).handleIsExpanded == false, "as at expanded, where it opens")
        #expect(restingModel(at: .dismissed, layout: shortLayout()).handleIsExpanded == nil, "as at expanded, where it opens")
        #expect(restingModel(at: .peek, layout: peek).handleIsExpanded == false)
        #expect(restingModel(at: .expanded, layout: peek).handleIsExpanded == false)
        #expect(restingModel(at: .full, layout: peek).handleIsExpanded == true)
        #expect(restingModel(at: .expanded).handleIsExpanded == false)
        #expect(restingModel(at: .expanded, layout: shortLayout()).handleIsExpanded == nil, "full is not distinct")
    }

    @Test func theHandleNamesThePositionAndWhereActivatingItGoes() {
        let peek = tallLayout(peek: 60)
        let rows: [(Detent, DetentLayout, SheetPosition, SheetPosition?)] = [
            (.dismissed, peek, .closed, nil),
            (.peek, peek, .peeking, .halfHeight),
            (.expanded, peek, .halfHeight, .fullHeight),
            (.full, peek, .fullHeight, .halfHeight),
            (.expanded, shortLayout(), .open, nil),
        ]
        for (detent, layout, position, target) in rows {
            let model = restingModel(at: detent, layout: layout)
            #expect(model.position == position, "at \(detent)")
            #expect(model.handleTarget == target, "from \(detent)")
        }
        let shortWithPeek = try! DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 3 * 40, chromeHeight: 30, topInset: 50, expandedFraction: 0.5,
            peekHeight: 60))
        #expect(restingModel(at: .peek, layout: shortWithPeek).handleTarget == .open, "one open height: no half")
    }

    @Test func theHandlesStateNeverContradictsThePositionItNames() {
        for layout in [tallLayout(peek: 60), tallLayout(peek: 0), shortLayout()] {
            for detent in Detent.allCases where detent != .peek || layout.hasPeek {
                let model = restingModel(at: detent, layout: layout)
                switch model.handleIsExpanded {
                case true?: #expect(model.position == .fullHeight)
                case false?: #expect([.peeking, .halfHeight, .closed].contains(model.position))
                case nil: #expect([.closed, .open].contains(model.position))
                }
            }
        }
    }

    @Test func openingTheSheetLeavesTheHandlesStateAsItWas() throws {
        for layout in [tallLayout(peek: 60), tallLayout(), shortLayout()] {
            var model = restingModel(at: .dismissed, layout: layout)
            let closed = model.handleIsExpanded
            try model.move(to: .expanded, at: 0)
            #expect(model.handleIsExpanded == closed, "full at \(layout.fullHeight), expanded at \(layout.expandedHeight)")
        }
    }

    @Test func aSheetOpenedBeforeItsFirstLayoutKeepsTheHandlesStateThroughThatLayout() throws {
        var model = SheetModel()
        model.animationsEnabled = false
        try model.move(to: .expanded, at: 0)
        let beforeLayout = (model.position, model.handleTarget, model.handleIsExpanded)
        try model.updateLayout(tallLayout(), at: 0)
        #expect(model.position == beforeLayout.0)
        #expect(model.handleTarget == beforeLayout.1)
        #expect(model.handleIsExpanded == beforeLayout.2, "Orca would read the change as a lone \"collapsed\"")
        #expect(model.position == .halfHeight)
    }

    @Test func activatingTheHandleGoesWhereItSaid() throws {
        let peek = tallLayout(peek: 60)
        for detent in [Detent.peek, .expanded, .full] {
            var model = restingModel(at: detent, layout: peek)
            let target = model.handleTarget
            try model.toggleFullExpansion(at: 0)
            #expect(model.position == target, "from \(detent)")
        }
    }

    // MARK: Status

    @Test func theStatusStaysTheSameThroughoutADragAtOneDetent() throws {
        var model = Self.modal(at: .expanded)
        let resting = model.status
        try model.beginDrag(from: .sheet, at: 0)
        try model.drag(to: 30, at: 0.02)
        let first = model.status
        try model.drag(to: 120, at: 0.04)
        #expect(model.height == 280, "the sheet did move")
        let second = model.status
        #expect(first == second)
        #expect(first == resting)
        #expect(first == SheetStatus(
            detent: .expanded, isVisible: true, isClosedToBottomBar: false, blocksContent: true,
            enabledActions: [.expand, .dismiss],
            handleIsExpanded: false, position: .halfHeight, handleTarget: .fullHeight,
            openingWords: HandleWords(position: .halfHeight, target: .fullHeight)))
    }

    @Test func theStatusChangesWithTheDetentAndWithVisibility() throws {
        var model = Self.modal(at: .expanded)
        let expanded = model.status
        try model.move(to: .full, at: 0)
        let full = model.status
        #expect(full != expanded)
        #expect(full == SheetStatus(
            detent: .full, isVisible: true, isClosedToBottomBar: false, blocksContent: true,
            enabledActions: [.collapse, .dismiss],
            handleIsExpanded: true, position: .fullHeight, handleTarget: .halfHeight,
            openingWords: HandleWords(position: .halfHeight, target: .fullHeight)))
        model.settle(from: 0)
        #expect(model.status == full, "arriving changes nothing")
        try model.forceClose(at: 1)
        let closing = model.status
        #expect(closing.detent == .dismissed && closing.isVisible && !closing.blocksContent)
        model.settle(from: 1)
        #expect(model.status != closing)
        #expect(!model.status.isVisible)
    }

    // MARK: Tolerances

    @Test func aMoveWithinRestDistanceAndAtRestArrivesAtOnce() throws {
        var model = restingModel(at: .expanded)
        // Expanded moves 0.2 px: within restDistance, no velocity.
        #expect(try model.updateLayout(tallLayout(hostHeight: 800.4), at: 0) == [])
        #expect(model.phase == .resting)
        #expect(model.height == 400.2)
        // 0.3 px is beyond restDistance: it animates.
        try model.updateLayout(tallLayout(hostHeight: 801), at: 1)
        #expect(model.phase == .settling)
        #expect(model.height == 400.2)
    }

    @Test func aMoveWithinRestDistanceButFasterThanRestVelocityStillAnimates() throws {
        var model = restingModel(at: .expanded)
        try model.move(to: .full, at: 0)
        try model.advance(to: 0.05)
        #expect(model.heightVelocity(at: 0.05) > 100)
        model.behavior.restDistance = 1000  // every height is "near" now
        var slowEnough = model
        slowEnough.behavior.restVelocity = 1e6

        try model.move(to: .full, at: 0.05)
        #expect(model.phase == .settling, "it is moving fast: no jump")
        try slowEnough.move(to: .full, at: 0.05)
        #expect(slowEnough.phase == .resting)
        #expect(slowEnough.height == 750)
    }

    @Test func aNearlyFlatExpandedDetentDoesNotBlowUpProgress() throws {
        func layout(expandedFraction: Double) -> DetentLayout {
            try! DetentLayout(SheetMeasurements(
                hostHeight: 800, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: expandedFraction))
        }
        let flat = layout(expandedFraction: 0.0005)  // expanded 0.4 px: below minimumExpandedHeight
        #expect(flat.expandedHeight == 0.4)
        var model = Self.modal(at: .full, layout: flat)
        #expect(model.progress == 1)
        #expect(model.scrimOpacity == 0.5)
        try model.forceClose(at: 0)
        try model.advance(to: 0.05)
        #expect(model.height > 0)
        #expect(model.progress == 1, "visible")
        model.settle(from: 0.05)
        #expect(model.progress == 0)

        let thin = layout(expandedFraction: 0.00075)  // expanded 0.6 px: a real, if thin, detent
        #expect(Self.modal(at: .full, layout: thin).progress == 750 / thin.expandedHeight)
        #expect(Self.modal(at: .full, layout: thin).progress > 1000)
    }

    @Test func aReleaseOnADetentDoesNotCountItAsBeyond() throws {
        // expanded 1500, full 3000: far enough apart that a slow fling's projection
        // (1000 px/s → 499 px) falls short of the next detent.
        let layout = try DetentLayout(SheetMeasurements(hostHeight: 3000, contentHeight: 3000, expandedFraction: 0.5))
        func target(releasedAt h: Double) throws -> Detent {
            try ReleaseRule.decide(
                height: h, heightVelocity: -1000, startHeight: h, startDetent: .expanded, canClose: true,
                layout: layout
            ).target
        }
        #expect(try target(releasedAt: 1500) == .dismissed, "a fling down from expanded goes past it")
        #expect(try target(releasedAt: 1500.3) == .dismissed, "0.3 px above expanded is still on it")
        #expect(try target(releasedAt: 1499.7) == .dismissed)
        #expect(try target(releasedAt: 1501) == .expanded, "1 px above: expanded is the next detent down")
    }

    // MARK: Behaviour

    @Test func changingTheBehaviourLaysTheDetentsOutAgain() throws {
        var model = restingModel(at: .expanded)
        #expect(model.layout.hasDistinctFull)
        #expect(model.isEnabled(.expand))
        model.behavior.mergeDistance = 400  // full is 350 px above expanded
        #expect(!model.layout.hasDistinctFull)
        #expect(model.handleIsExpanded == nil)
        #expect(model.detentAbove == nil)
        #expect(!model.isEnabled(.expand))
        #expect(model.status.position == .open)
        #expect(model.status.handleTarget == nil)
        #expect(try model.perform(.expand, at: 0) == [])
        model.behavior.mergeDistance = 350
        #expect(model.layout.hasDistinctFull)
        #expect(model.detentAbove == .full)
        #expect(model.layout.fullHeight == 750)
        #expect(model.layout.expandedHeight == 400)
    }
}
