import PropertyBased
import Testing

@testable import SheetCore

/// The open detents an app chooses at run time (`DetentSet`, `SheetModel.setDetents`):
/// the sheet rests, snaps and steps only where it has a detent, and a detent that goes
/// away takes the sheet to the nearest one left, said once.
@Suite("Detents chosen at run time")
struct ChosenDetentsTests {
    /// peek 100, expanded 400, full 750: expanded is nearer to peek (300) than to full (350).
    static let layout = tallLayout(peek: 100)

    /// A sheet resting at `detent` in `layout`, then given `detents`.
    static func model(
        at detent: Detent, detents: DetentSet, layout: DetentLayout = layout, animated: Bool = true
    ) -> SheetModel {
        var model = restingModel(at: detent, layout: layout, animated: false)
        _ = try! model.setDetents(detents, at: 0)
        model.animationsEnabled = animated
        return model
    }

    static func release(at height: Double, velocity: Double = 0, from start: Detent, layout: DetentLayout) -> Detent {
        try! ReleaseRule.decide(
            height: height, heightVelocity: velocity, startHeight: layout.height(of: start), startDetent: start,
            canClose: true, layout: layout
        ).target
    }

    // MARK: The default

    @Test func byDefaultASheetHasEveryOpenDetentAsBefore() throws {
        #expect(SheetModel().detents == .all)
        #expect(tallLayout().openDetents == [.expanded, .full], "peek only with a peek height")
        #expect(Self.layout.openDetents == [.peek, .expanded, .full])
        #expect(Self.layout.snapDetents(current: .expanded) == [.peek, .expanded, .full])
        var model = restingModel(at: .expanded, layout: Self.layout)
        #expect(try model.setDetents(.all, at: 0) == [], "choosing what it has changes nothing")
        #expect(model.detent == .expanded && model.phase == .resting)
    }

    // MARK: A sheet without expanded

    @Test func withoutExpandedAReleaseSnapsOnlyToThePeekStripOrFull() {
        let layout = Self.layout.withDetents([.peek, .full])
        #expect(layout.snapDetents(current: .peek) == [.peek, .full])
        for height in stride(from: 0.0, through: 800, by: 25) {
            for velocity in [-3000.0, -600, 0, 600, 3000] {
                for start in [Detent.peek, .full] {
                    let target = Self.release(at: height, velocity: velocity, from: start, layout: layout)
                    #expect([.peek, .full].contains(target), "\(height) px at \(velocity) px/s from \(start): \(target)")
                }
            }
        }
        // Let go slowly just above where expanded would be: with it the sheet would stop
        // there; without, it goes on to the nearer of the two it has.
        #expect(Self.release(at: 430, from: .peek, layout: Self.layout) == .expanded)
        #expect(Self.release(at: 430, from: .peek, layout: layout) == .full)
        #expect(Self.release(at: 420, from: .full, layout: layout) == .peek)
    }

    @Test func withoutExpandedAFlickUpFromThePeekStripGoesAllTheWayToFull() throws {
        var model = Self.model(at: .peek, detents: [.peek, .full])
        let end = model.performDrag(steps: 5, stepPx: -20)  // 1200 px/s up
        #expect(try model.endDrag(at: end).dropFirst() == [.detentChanged(from: .peek, to: .full)])
        model.settle(from: end)
        #expect(model.height == 750)
    }

    @Test func withoutExpandedTheHandleTakesThePeekStripToFullAndFullNowhere() throws {
        var model = Self.model(at: .peek, detents: [.peek, .full], animated: false)
        #expect(model.handleTarget == .open, "full is the one open height")
        #expect(try model.toggleFullExpansion(at: 0) == [.detentChanged(from: .peek, to: .full)])
        #expect(model.height == 750)
        #expect(model.position == .open && model.handleTarget == nil && model.handleIsExpanded == nil)
        #expect(try model.toggleFullExpansion(at: 0) == [], "no expanded to come back to")
        #expect(model.detent == .full)
        // Collapsing is still there, one detent down: to the strip.
        #expect(model.openDetentBelow == .peek)
        #expect(try model.perform(.collapse, at: 0) == [.detentChanged(from: .full, to: .peek)])
        #expect(model.detentAbove == .full)
    }

    @Test func withoutFullTheHandleAndTheActionsStopAtExpanded() throws {
        var model = Self.model(at: .expanded, detents: [.peek, .expanded], animated: false)
        #expect(model.detentAbove == nil && !model.isEnabled(.expand))
        #expect(try model.toggleFullExpansion(at: 0) == [])
        #expect(model.position == .open)
        #expect(Self.release(at: 700, velocity: 3000, from: .expanded, layout: model.layout) == .expanded)
    }

    @Test func withoutFullADragOnAListGrowsTheSheetToExpandedThenScrollsTheList() throws {
        var model = Self.model(at: .peek, detents: [.peek, .expanded])
        try model.beginDrag(from: .scrollableList, at: 0)
        #expect(try model.drag(to: -250, listOffset: 0, at: 0.1) == 0)
        #expect(model.height == 350)
        #expect(try model.drag(to: -400, listOffset: 0, at: 0.2) == 100, "50 px to reach expanded, 100 px of list")
        #expect(model.height == 400)
    }

    @Test func presentingASheetWithoutExpandedOpensItAtFull() throws {
        var model = Self.model(at: .dismissed, detents: [.full], animated: false)
        #expect(model.handleIsExpanded == nil, "as at full, its one open height")
        #expect(try model.present(at: 0) == [.detentChanged(from: .dismissed, to: .full)])
        #expect(model.height == 750)
    }

    @Test func movingToADetentTheSheetDoesNotHaveIsRefusedAndChangesNothing() throws {
        var model = Self.model(at: .full, detents: [.peek, .full])
        let error = #expect(throws: SheetInputError.self) { try model.move(to: .expanded, at: 0) }
        #expect(error == .detentUnavailable(.expanded))
        #expect(error?.description.contains("expanded") == true)
        #expect(model.detent == .full && model.phase == .resting && model.height == 750)
        #expect(try model.move(to: .dismissed, at: 0).first == .detentChanged(from: .full, to: .dismissed))
    }

    // MARK: Changing the detents

    @Test func removingTheRestingDetentMovesTheSheetToTheNearestOneOnTheSpringSaidOnce() throws {
        var model = restingModel(at: .expanded, layout: Self.layout)
        #expect(try model.setDetents([.peek, .full], at: 0) == [.detentChanged(from: .expanded, to: .peek)])
        #expect(model.phase == .settling && model.height == 400, "it slides from where it was")
        let (events, _) = model.settle(from: 0)
        #expect(events == [], "nothing more is said on the way")
        #expect(model.detent == .peek && model.height == 100)
    }

    @Test func removingTheRestingDetentWithAnimationsOffJumps() throws {
        var model = restingModel(at: .full, layout: Self.layout, animated: false)
        #expect(try model.setDetents([.peek, .expanded], at: 0) == [.detentChanged(from: .full, to: .expanded)])
        #expect(model.phase == .resting && model.height == 400)
    }

    @Test func onATieTheSheetGoesToTheLowerDetent() throws {
        let even = tallLayout(peek: 50)  // expanded 400: 350 from peek, 350 from full
        var model = restingModel(at: .expanded, layout: even, animated: false)
        #expect(try model.setDetents([.peek, .full], at: 0) == [.detentChanged(from: .expanded, to: .peek)])
    }

    @Test func aSheetOnItsWayToADetentThatGoesAwayTurnsToTheNearestOne() throws {
        var model = restingModel(at: .dismissed, layout: Self.layout)
        try model.present(at: 0)
        try model.advance(to: 0.05)
        let midway = model.height
        #expect(midway > 0 && midway < 400)
        #expect(try model.setDetents([.peek, .full], at: 0.05) == [.detentChanged(from: .expanded, to: .peek)])
        #expect(model.height == midway, "no jump")
        let (events, _) = model.settle(from: 0.05)
        #expect(events == [] && model.height == 100)
    }

    @Test func removingAnotherDetentChangesNothing() throws {
        for (detent, removed) in [(Detent.expanded, DetentSet.full), (.expanded, .peek), (.full, .peek), (.peek, .expanded)] {
            var model = restingModel(at: detent, layout: Self.layout)
            let height = model.height
            #expect(try model.setDetents(DetentSet.all.subtracting(removed), at: 0) == [], "\(removed) away at \(detent)")
            #expect(model.detent == detent && model.phase == .resting && model.height == height)
        }
        var closed = restingModel(at: .dismissed, layout: Self.layout)
        #expect(try closed.setDetents([.full], at: 0) == [], "dismissed is always there")
        #expect(!closed.isVisible)
    }

    @Test func aDraggedSheetStaysUnderTheFingerAndItsReleaseChoosesAmongTheDetentsLeft() throws {
        var model = restingModel(at: .expanded, layout: Self.layout)
        try model.beginDrag(from: .sheet, at: 0)
        try model.drag(to: -20, at: 0.1)
        #expect(try model.setDetents([.peek, .full], at: 0.15) == [.detentChanged(from: .expanded, to: .peek)])
        #expect(model.phase == .dragging && model.height == 420)
        try model.drag(to: -40, at: 0.3)
        #expect(model.height == 440)
        let events = try model.endDrag(at: 0.5)
        #expect([.peek, .full].contains(model.detent), "released to \(model.detent): \(events)")
    }

    @Test func aPeekStripThatComesMidDragHoldsTheDraggedSheetAtItsHeight() throws {
        var model = Self.model(at: .expanded, detents: [.expanded, .full])
        try model.beginDrag(from: .sheet, at: 0)
        try model.drag(to: 350, at: 0.1)
        #expect(model.height == 50, "on its way to closing")
        #expect(try model.setDetents(.all, at: 0.15) == [])
        #expect(model.height == 100, "the strip is the lowest a drag can take it now")
        #expect(model.phase == .dragging)
    }

    @Test func anOpenSheetIsNotClosedToItsBottomBarWhenItsDetentGoesAway() throws {
        let bar = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: 0.5,
            bottomBarHeight: 64))
        var model = restingModel(at: .expanded, layout: bar, animated: false)
        #expect(bar.openDetents == [.peek, .expanded, .full])
        #expect(try model.setDetents([.full], at: 0) == [.detentChanged(from: .expanded, to: .full)],
                "the bar (64) is nearer, but it is the closed sheet")
        #expect(model.layout.openDetents == [.peek, .full], "the bar stays whatever was chosen")
    }

    @Test func noOpenDetentIsRefusedAndChangesNothing() throws {
        var model = Self.model(at: .full, detents: [.peek, .full])
        for empty in [DetentSet(), DetentSet(rawValue: 1 << 5)] {
            let error = #expect(throws: SheetInputError.self) { try model.setDetents(empty, at: 0) }
            #expect(error == .noOpenDetents)
            #expect(model.detents == [.peek, .full] && model.detent == .full && model.phase == .resting)
        }
        expectRefused(naming: "time") { try model.setDetents(.all, at: .nan) }
        #expect(model.detents == [.peek, .full])
    }

    @Test func onlyAPeekStripWithoutAPeekHeightHasExpandedStandInUntilThereIsOne() throws {
        var model = restingModel(at: .dismissed, layout: tallLayout(), animated: false)
        try model.setDetents([.peek], at: 0)
        #expect(model.layout.openDetents == [.expanded])
        try model.present(at: 0)
        #expect(model.detent == .expanded)
        // The strip's height comes: the sheet has only the strip now, and goes to it.
        #expect(try model.updateLayout(tallLayout(peek: 100), at: 1) == [.detentChanged(from: .expanded, to: .peek)])
        #expect(model.height == 100)
        #expect(model.layout.openDetents == [.peek])
    }

    @Test func theChosenDetentsOutliveResizesAndNewBehaviour() throws {
        var model = Self.model(at: .full, detents: [.peek, .full], animated: false)
        try model.updateLayout(tallLayout(peek: 100, hostHeight: 600), at: 0)
        #expect(model.detents == [.peek, .full] && model.layout.openDetents == [.peek, .full])
        #expect(model.height == 550)
        model.behavior.mergeDistance = 10
        #expect(model.detents == [.peek, .full])
        #expect(try model.changePresentation(to: SheetStateTests.sideLayout(), at: 0) == [])
        #expect(model.detents == [.peek, .full])
    }

    @Test func aSetIsNamedAsGLibWritesFlags() {
        #expect(DetentSet.all.description == "peek|expanded|full")
        #expect(DetentSet([Detent.full, .peek, .dismissed]) == [.peek, .full])
        #expect(DetentSet([Detent.full, .peek]).description == "peek|full")
        #expect(DetentSet().description == "none")
        #expect(DetentSet.expanded.rawValue == 1 << (Detent.expanded.rawValue - 1))
        #expect(DetentSet().includes(.dismissed), "the closed place is always there")
    }

    // MARK: Whatever happens

    /// Random gestures, requests, resizes and changes of detents: the sheet is never
    /// committed to a detent it does not have, a change of detents says at most one
    /// change, and every sequence ends resting on a detent the sheet has.
    @Test func theSheetIsOnlyEverCommittedToADetentItHas() async {
        let sets = Gen.int(in: 1...7).map { DetentSet(rawValue: $0) }
        let steps = zip(Gen.int(in: 0...15), Gen.double(in: -900...900), Gen.double(in: 0...0.25), sets)
            .array(of: 1...60)
        await propertyCheck(count: 1500, input: RandomDragSequenceTests.layouts, steps, Gen.bool) {
            layout, steps, animated in
            var model = SheetModel(layout: layout)
            model.animationsEnabled = animated
            var time = 0.0
            var translation = 0.0
            for (kind, amount, dt, set) in steps {
                time += dt
                if kind >= 14 {
                    let events = try model.setDetents(set, at: time)
                    #expect(events.count <= 1, "\(events)")
                } else if kind == 9, !model.layout.has(Detent.allCases[Int(abs(amount)) % 4]) {
                    continue  // refused: see movingToADetentTheSheetDoesNotHaveIsRefusedAndChangesNothing
                } else {
                    let events = try RandomDragSequenceTests.perform(
                        (kind, amount, dt), on: &model, time: time, translation: &translation)
                    RandomDragSequenceTests.checkInvariants(model, events: events)
                }
                #expect(model.layout.has(model.detent), "committed to \(model.detent) with \(model.detents)")
            }
            try model.endDrag(at: time)
            model.settle(from: time)
            #expect(model.phase == .resting && model.height == model.layout.height(of: model.detent))
            #expect(model.layout.has(model.detent))
        }
    }
}
