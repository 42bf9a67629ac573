import Testing
@testable import SheetCore

@Suite("The sheet's state from first press to rest")
struct SheetModelTests {
    @Test func presentingOpensAtExpandedAndSettlesThere() throws {
        var model = SheetModel(layout: tallLayout())
        #expect(!model.isVisible)
        #expect(try model.present(at: 0) == [.detentChanged(from: .dismissed, to: .expanded)])
        #expect(model.isVisible)
        #expect(model.phase == .settling)
        let (events, time) = model.settle(from: 0)
        #expect(events.isEmpty)
        #expect(model.height == 400)
        #expect(model.phase == .resting)
        #expect(time < 0.9)
    }

    @Test func openingsCountEachStartToOpenAndNothingElse() throws {
        var model = SheetModel(layout: tallLayout())
        #expect(model.openings == 0)
        _ = try model.present(at: 0)
        #expect(model.openings == 1, "left dismissed")
        _ = try model.move(to: .full, at: 0.1)
        _ = try model.requestClose(at: 0.2)
        #expect(model.openings == 1, "moving between open detents and closing are no openings")
        _ = try model.present(at: 0.3)
        #expect(model.openings == 2, "opened again before it arrived closed")
    }

    @Test func presentingAnOpenSheetLeavesItWhereItIs() throws {
        var model = restingModel(at: .full)
        #expect(try model.present(at: 1) == [])
        #expect(model.detent == .full)
    }

    @Test func closingSaysClosedOnlyWhenTheSheetArrives() throws {
        var model = restingModel(at: .expanded)
        #expect(try model.requestClose(at: 0) == [.detentChanged(from: .expanded, to: .dismissed)])
        #expect(model.isVisible, "still on screen while it slides away")
        #expect(model.settle(from: 0).events == [.closed])
        #expect(!model.isVisible)
        #expect(model.height == 0)
    }

    @Test func aClosingSheetClosesInTheFrameAfterItLeavesTheScreen() throws {
        // The spring swings on below the bottom edge, where the sheet is drawn at the
        // edge: nothing moves on screen, so nothing should wait for the swing to end.
        for (from, fling) in [(Detent.expanded, 0.0), (.full, 0.0), (.full, 1800)] {
            var model = restingModel(at: from)
            let start = 0.02
            if fling == 0 {
                _ = try model.requestClose(at: start)
            } else {
                try model.beginDrag(from: .sheet, at: 0)
                try model.drag(to: fling / 100, at: 0.01)
                try model.drag(to: fling / 50, at: start)
                _ = try model.endDrag(at: start)
                #expect(model.detent == .dismissed)
            }
            var framesAtTheEdge = 0
            var closedAt: Double?
            for frame in 1...120 {
                let time = Double(frame) / 60
                if try model.advance(to: start + time) == [.closed] { closedAt = time; break }
                if model.height < 0.5 { framesAtTheEdge += 1 }
            }
            #expect(closedAt != nil && closedAt! < 0.3, "\(from), fling \(fling): closed at \(closedAt ?? -1) s")
            #expect(framesAtTheEdge <= 1, "\(from), fling \(fling): \(framesAtTheEdge) frames drawn at the edge first")
        }
    }

    @Test func withAnimationsOffMovesJumpAndSignalTheSameOrder() throws {
        var model = restingModel(at: .expanded, animated: false)
        #expect(try model.requestClose(at: 0) == [.detentChanged(from: .expanded, to: .dismissed), .closed])
        #expect(model.height == 0)
        #expect(model.phase == .resting)
        #expect(try model.present(at: 0) == [.detentChanged(from: .dismissed, to: .expanded)])
        #expect(model.height == 400)
    }

    @Test func closedFiresOncePerClose() throws {
        var model = restingModel(at: .expanded, animated: false)
        #expect(try model.forceClose(at: 0) == [.detentChanged(from: .expanded, to: .dismissed), .closed])
        #expect(try model.forceClose(at: 0) == [])
        #expect(try model.requestClose(at: 0) == [])
    }

    @Test func aVetoedCloseReturnsToTheLowestOpenDetentAndTellsTheApp() throws {
        var model = restingModel(at: .full)
        model.canClose = false
        #expect(try model.requestClose(at: 0) == [.closeAttempted, .detentChanged(from: .full, to: .expanded)])
        #expect(model.settle(from: 0).events == [])
        #expect(model.height == 400)
    }

    @Test func aForcedCloseAlwaysWorks() throws {
        var model = restingModel(at: .full)
        model.canClose = false
        #expect(try model.forceClose(at: 0) == [.detentChanged(from: .full, to: .dismissed)])
        #expect(model.settle(from: 0).events == [.closed])
    }

    @Test func aSwipeDownWithClosingRefusedGoesBackAndTellsTheApp() throws {
        var model = restingModel(at: .expanded)
        model.canClose = false
        let end = model.performDrag(steps: 10, stepPx: 35)
        #expect(model.height == 50)
        #expect(try model.endDrag(at: end).dropFirst() == [.closeAttempted])
        model.settle(from: end)
        #expect(model.detent == .expanded)
        #expect(model.height == 400)
    }

    @Test func withAPeekStripEscapeCollapsesToPeekAndNeverCloses() throws {
        var model = restingModel(at: .expanded, layout: tallLayout(peek: 60), animated: false)
        #expect(try model.requestClose(at: 0) == [.detentChanged(from: .expanded, to: .peek)])
        #expect(model.height == 60)
        #expect(try model.requestClose(at: 0) == [], "nothing left to close: Escape goes to the app")
    }

    @Test func peekWithoutAPeekHeightIsRefused() {
        var model = restingModel(at: .expanded)
        expectRefused(naming: "peek") { try model.move(to: .peek, at: 0) }
        #expect(model.detent == .expanded)
    }

    @Test func aPressDuringAnAnimationGrabsTheSheetWhereItIs() throws {
        var model = restingModel(at: .expanded)
        try model.move(to: .full, at: 0)
        try model.advance(to: 0.1)
        let midway = model.height
        #expect(midway > 400 && midway < 750)
        #expect(try model.beginDrag(from: .sheet, at: 0.1))
        #expect(model.height == midway)
        #expect(model.phase == .dragging)
        try model.drag(to: 10, at: 0.15)
        #expect(model.height == midway - 10)
    }

    @Test func aMoveDuringAnAnimationStartsFromTheCurrentPositionAndVelocity() throws {
        var model = restingModel(at: .expanded)
        try model.move(to: .full, at: 0)
        try model.advance(to: 0.08)
        let position = model.height
        let velocity = model.heightVelocity(at: 0.08)
        #expect(velocity > 0)
        try model.move(to: .dismissed, at: 0.08)
        #expect(model.height == position)
        #expect(abs(model.heightVelocity(at: 0.08) - velocity) < 1e-6, "no jump in speed")
        try model.advance(to: 0.09)
        #expect(model.height > position, "it keeps its upward momentum for a moment")
        #expect(model.settle(from: 0.09).events == [.closed])
    }

    @Test func aResizeKeepsTheDetentAndAnimatesToItsNewHeight() throws {
        var model = restingModel(at: .full)
        #expect(model.height == 750)
        #expect(try model.updateLayout(tallLayout(hostHeight: 500), at: 0) == [])
        #expect(model.detent == .full)
        #expect(model.phase == .settling)
        model.settle(from: 0)
        #expect(model.height == 450)
        #expect(model.detent == .full)
    }

    @Test func aWindowThatShrinksMidDragTakesTheGrabPointWithIt() throws {
        var model = restingModel(at: .full)
        try model.beginDrag(from: .sheet, at: 0)
        try model.drag(to: 50, at: 0.05)
        #expect(model.height == 700)
        try model.updateLayout(tallLayout(hostHeight: 500), at: 0.1)  // full: 750 → 450
        #expect(model.height == 400, "still 50 px below full, as under the finger")
        try model.drag(to: 60, at: 0.15)
        #expect(model.height == 390, "moving down moves it down")
        #expect(try model.endDrag(at: 0.2).dropFirst() == [], "a slow pull is no fling: it stays at full")
        model.settle(from: 0.2)
        #expect(model.height == 450)
    }

    @Test func aResizeWhileDismissedMovesNothing() throws {
        var model = SheetModel(layout: tallLayout())
        #expect(try model.updateLayout(tallLayout(hostHeight: 500), at: 0) == [])
        #expect(model.phase == .resting)
        #expect(!model.isVisible)
    }

    @Test func aResizeDuringAnAnimationRetargetsIt() throws {
        var model = restingModel(at: .expanded)
        try model.move(to: .full, at: 0)
        try model.advance(to: 0.05)
        try model.updateLayout(tallLayout(hostHeight: 600), at: 0.05)
        model.settle(from: 0.05)
        #expect(model.height == 550)
    }

    @Test func removingThePeekStripMovesAPeekingSheetToExpanded() throws {
        var model = restingModel(at: .peek, layout: tallLayout(peek: 60), animated: false)
        #expect(try model.updateLayout(tallLayout(), at: 0) == [.detentChanged(from: .peek, to: .expanded)])
        #expect(model.height == 400)
    }

    @Test func theHandleTogglesExpandedAndFull() throws {
        var model = restingModel(at: .expanded, animated: false)
        #expect(try model.toggleFullExpansion(at: 0) == [.detentChanged(from: .expanded, to: .full)])
        #expect(try model.toggleFullExpansion(at: 0) == [.detentChanged(from: .full, to: .expanded)])
        var short = restingModel(at: .expanded, layout: shortLayout(), animated: false)
        #expect(try short.toggleFullExpansion(at: 0) == [], "one open detent: nothing to toggle")
    }

    @Test func aDraggedSheetIsReleasedWithItsOwnVelocity() throws {
        var model = restingModel(at: .expanded)
        // 20 px up per frame at 60 Hz is 1200 px/s: a fling up to full.
        let end = model.performDrag(steps: 5, stepPx: -20)
        #expect(model.height == 500)
        let events = try model.endDrag(at: end)
        #expect(events.dropFirst() == [.detentChanged(from: .expanded, to: .full)])
        #expect(model.heightVelocity(at: end) > 1000)
        guard case let .released(velocity, target) = events.first else {
            Issue.record("no release in \(events)")
            return
        }
        #expect(velocity > 1000, "the app hears the velocity the spring starts with")
        #expect(target == .full, "and the detent the release rule chose")
        model.settle(from: end)
        #expect(model.height == 750)
    }

    @Test func aSlowDragToJustPastMidwaySnapsToTheNearerDetent() throws {
        var model = restingModel(at: .expanded)
        // 2 px per 50 ms is 40 px/s: no fling.
        let end = model.performDrag(steps: 100, stepPx: -2, dt: 0.05)
        #expect(model.height == 600)
        #expect(try model.endDrag(at: end).dropFirst() == [.detentChanged(from: .expanded, to: .full)])
    }

    @Test func aDragOnAListGrowsTheSheetToFullThenScrollsTheList() throws {
        var model = restingModel(at: .expanded)
        try model.beginDrag(from: .scrollableList, at: 0)
        #expect(try model.drag(to: -300, listOffset: 0, at: 0.1) == 0)
        #expect(model.height == 700)
        #expect(try model.drag(to: -400, listOffset: 0, at: 0.2) == 50, "50 px to reach full, 50 px of list")
        #expect(model.height == 750)
    }

    @Test func aDragDownOnAScrolledListScrollsItToTheTopFirst() throws {
        var model = restingModel(at: .full)
        try model.beginDrag(from: .scrollableList, at: 0)
        #expect(try model.drag(to: 80, listOffset: 120, at: 0.1) == -80)
        #expect(model.height == 750, "the sheet waits for the list")
        #expect(try model.drag(to: 200, listOffset: 40, at: 0.2) == -40)
        #expect(model.height == 670)
    }

    @Test func dragsOnAHiddenSheetAreIgnored() throws {
        var model = SheetModel(layout: tallLayout())
        #expect(try model.beginDrag(from: .sheet, at: 0) == false)
        #expect(try model.drag(to: -100, at: 0.1) == 0)
        #expect(model.height == 0)
        #expect(try model.endDrag(at: 0.2) == [])
    }

    @Test func nonFiniteTimesAreRefused() {
        var model = restingModel(at: .expanded)
        expectRefused(naming: "time") { try model.advance(to: .nan) }
        expectRefused(naming: "drag translation") { try model.drag(to: .infinity, at: 0) }
        #expect(model.height == 400)
    }
}

@Suite("A press that turns out not to be a drag of the sheet")
struct CancelledDragTests {
    @Test func aCancelledDragSaysNothingAndTheSheetStaysAtItsDetent() throws {
        var model = restingModel(at: .expanded)
        #expect(try model.beginDrag(from: .sheet, at: 0))
        #expect(try model.cancelDrag(at: 0.1) == [])
        #expect(model.phase == .resting && model.detent == .expanded && model.height == 400)
        #expect(try model.cancelDrag(at: 0.2) == [], "no drag, nothing to cancel")
    }

    @Test func aCancelledFlickIsNoFlick() throws {
        // A fast drag up from expanded would reach full if let go; taken away (the
        // compositor cancelled the touch), the sheet goes back to expanded.
        var model = restingModel(at: .expanded)
        #expect(try model.beginDrag(from: .sheet, at: 0))
        for i in 1...5 { _ = try model.drag(to: -Double(i) * 30, at: Double(i) * 0.01) }
        #expect(model.height == 550)
        #expect(try model.cancelDrag(at: 0.05) == [], "no release, nothing said")
        #expect(model.detent == .expanded)
        _ = model.settle(from: 0.05)
        #expect(model.phase == .resting && model.height == 400)
    }

    @Test func aCancelledDragOfAMovingSheetGoesOnToItsDetent() throws {
        var model = restingModel(at: .dismissed)
        try model.present(at: 0)
        _ = try model.advance(to: 0.05)
        #expect(try model.beginDrag(from: .sheet, at: 0.05))
        try model.cancelDrag(at: 0.05)
        #expect(model.phase == .settling && model.detent == .expanded)
        _ = model.settle(from: 0.05)
        #expect(model.height == 400)
    }
}

/// One step's events as the app hears them (`SheetEvent.toTell`).
@Suite("Detent changes told once per step")
struct DetentChangesToldTests {
    @Test func twoCommitsInOneStepAreOneChangeToWhereTheSheetEnded() {
        let step: [SheetEvent] = [
            .released(velocity: 0, target: .peek), .detentChanged(from: .full, to: .peek),
            .detentChanged(from: .peek, to: .dismissed), .closed,
        ]
        #expect(SheetEvent.toTell(step) == [
            .released(velocity: 0, target: .peek), .detentChanged(from: .full, to: .dismissed), .closed,
        ])
    }

    @Test func aStepThatEndsWhereItStartedTellsNoChange() {
        let step: [SheetEvent] = [.detentChanged(from: .expanded, to: .peek), .detentChanged(from: .peek, to: .expanded)]
        #expect(SheetEvent.toTell(step) == [])
    }

    @Test func aClosedSheetOpenedAndClosedInOneStepTellsNothing() {
        let step: [SheetEvent] = [.detentChanged(from: .dismissed, to: .peek), .detentChanged(from: .peek, to: .dismissed), .closed]
        #expect(SheetEvent.toTell(step) == [])
    }

    @Test func thePagesEventsKeepTheirPlacesAmongTheSheets() {
        let step: [SheetState<Int>.Event] = [
            .page(.popped(2)), .sheet(.detentChanged(from: .full, to: .peek)), .page(.removed(2)),
            .sheet(.detentChanged(from: .peek, to: .dismissed)), .sheet(.closed),
        ]
        #expect(SheetState<Int>.Event.toTell(step) == [
            .page(.popped(2)), .page(.removed(2)), .sheet(.detentChanged(from: .full, to: .dismissed)), .sheet(.closed),
        ])
    }

    @Test func oneCommitIsToldAsItIs() {
        let step: [SheetEvent] = [.released(velocity: -900, target: .full), .detentChanged(from: .expanded, to: .full)]
        #expect(SheetEvent.toTell(step) == step)
    }
}
