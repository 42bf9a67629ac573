import Testing

@testable import SheetCore

/// `SheetState`: the whole state in one value, one `advance(to:)` per frame moving the
/// sheet, the pages, a coasting list and a presentation move, and `isAnimating` true
/// exactly while one of them moves.
struct SheetStateTests {
    static func sideLayout() -> DetentLayout {
        try! DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: 0.5,
            sideWidth: 360, hostWidth: 1280))
    }

    static let frame = SheetFrame(x: 0, y: 400, width: 600, height: 400)

    /// Runs frames 1/60 s apart from `start` until nothing moves; returns every frame and
    /// the time of the last.
    static func runToRest(_ state: inout SheetState<Int>, from start: Double) throws -> [SheetState<Int>.Frame] {
        var frames: [SheetState<Int>.Frame] = []
        var time = start
        while state.isAnimating, frames.count < 600 {
            time += 1.0 / 60
            frames.append(try state.advance(to: time))
        }
        return frames
    }

    @Test func aRestingStateHasNothingToAdvance() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded)
        #expect(!state.isAnimating)
        let frame = try state.advance(to: 5)
        #expect(frame.events.isEmpty && frame.coastStep == 0)
        #expect(!frame.presentationMoved && !frame.coastEnded)
    }

    @Test func theSheetsSpringAndAPagesSlideAdvanceInOneFrameAndEndInOne() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded)
        _ = state.pages.setRoot(1)
        _ = try state.model.move(to: .full, at: 0)
        _ = try state.pages.push(2, title: "Two", at: 0, moving: MotionSettings())
        #expect(state.isAnimating)
        let frames = try Self.runToRest(&state, from: 0)
        #expect(!state.isAnimating, "both ended")
        #expect(state.model.phase == .resting && state.model.detent == .full)
        #expect(state.pages.transition == nil && state.pages.current == 2)
        // The sheet arrived (no `closed` for `full`: no events), and the slide said
        // nothing either (a push leaves no page).
        #expect(frames.allSatisfy { $0.events.isEmpty })
    }

    @Test func aCloseSaysClosedFromTheFrameItArrivesIn() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded)
        _ = try state.model.requestClose(at: 0)
        let frames = try Self.runToRest(&state, from: 0)
        #expect(frames.last?.events == [.sheet(.closed)])
        #expect(frames.dropLast().allSatisfy { $0.events.isEmpty })
    }

    @Test func aFrameTellsTheSheetsEventsThenThePagesInOneList() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded)
        _ = state.pages.setRoot(1)
        _ = try state.pages.push(2, title: "Two", at: 0, moving: MotionSettings(animationsEnabled: false))
        let popped = try state.pages.pop(at: 0, moving: MotionSettings())
        #expect(popped == [.popped(2)])
        _ = try state.model.requestClose(at: 0)
        // One frame long after both began: the sheet arrives closed, the popped page has
        // slid out of the body.
        let frame = try state.advance(to: 60)
        #expect(frame.events == [.sheet(.closed), .page(.removed(2))])
        #expect(!state.isAnimating)
    }

    @Test func aPressInTheStateIsDecidedByTheSheetAsItIsAndEndsOnce() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded)
        _ = try state.model.beginDrag(from: .sheet, at: 0)
        state.beginPress(Press())
        let move = { (state: inout SheetState<Int>, dy: Double) in
            state.movePress(dx: 0, dy: dy, along: dy, across: 0, threshold: { 8 }, listOffset: { nil })
        }
        #expect(move(&state, 3) == .undecided, "under the threshold: maybe a click")
        guard case let .drags(_, claims, endsHeldSlide) = move(&state, -40) else {
            Issue.record("a move past the threshold along the sheet drags it")
            return
        }
        #expect(claims && !endsHeldSlide && state.press?.grab != nil)
        #expect(state.endPress()?.grab != nil)
        #expect(state.press == nil && move(&state, -80) == .undecided, "no press: nothing to decide")
    }

    @Test func theFramesTimesAreTheStatesAndAnInputComesNoEarlierThanTheLastFrame() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded)
        _ = try state.model.move(to: .full, at: 10)
        _ = try state.advance(toFrameAt: 10.016, now: 10.010, refreshInterval: 1.0 / 60)
        // The frame clock ahead of the monotonic clock: an input now is at the frame shown.
        #expect(state.inputTime(at: 10.012) == 10.016)
        // A frame that carries the last one's time shows the time that has passed.
        let height = state.model.height
        _ = try state.advance(toFrameAt: 10.016, now: 10.024, refreshInterval: 1.0 / 60)
        #expect(state.frames.lastTime > 10.016 && state.model.height != height, "the sheet moved on")
        state.framesStopped()
        #expect(state.inputTime(at: 10.012) == 10.012, "no frame to wait for once the frames stop")
    }

    @Test func finishingTheMotionsEndsEachWhereItWasGoingWithItsEvents() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded)
        _ = state.pages.setRoot(1)
        _ = try state.pages.push(2, title: "Two", at: 0, moving: MotionSettings(animationsEnabled: false))
        _ = try state.pages.pop(at: 0, moving: MotionSettings())
        _ = try state.model.requestClose(at: 0)
        _ = try state.changePresentation(to: Self.sideLayout(), shownFrom: (Self.frame, Self.frame), at: 0)
        #expect(state.presentationMove != nil && state.isAnimating)
        #expect(state.finishMotions() == [.sheet(.closed), .page(.removed(2))])
        #expect(!state.isAnimating && state.model.detent == .dismissed && state.pages.current == 1)
    }

    @Test func aCoastsStepsAddUpToTheCurveAndItEndsWhereTheCurveRests() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .full)
        let (time, offset) = try ListReleaseTests.dragListAtFull(&state.model, speed: 2400)
        _ = try state.model.endDrag(at: time + 1.0 / 60)
        let started = try state.startCoast(offset: offset, range: 0...100_000, at: time + 1.0 / 60)
        #expect(started && state.isAnimating)
        let curve = try #require(state.coast?.curve)
        let frames = try Self.runToRest(&state, from: time + 1.0 / 60)
        let travelled = frames.reduce(0) { $0 + $1.coastStep }
        #expect(abs(offset + travelled - curve.restingOffset) < 1e-6, "moved \(travelled)")
        #expect(frames.last?.coastEnded == true && frames.dropLast().allSatisfy { !$0.coastEnded })
        #expect(state.coast == nil && !state.isAnimating)
    }

    @Test func noCoastWithoutAListVelocityOrAfterAStop() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .full)
        #expect(try !state.startCoast(offset: 0, range: 0...1000, at: 0), "no drag scrolled the list")
        let (time, offset) = try ListReleaseTests.dragListAtFull(&state.model, speed: 2400)
        _ = try state.model.endDrag(at: time + 1.0 / 60)
        #expect(try state.startCoast(offset: offset, range: 0...100_000, at: time))
        state.stopCoast()
        #expect(!state.isAnimating)
        #expect(try state.advance(to: time + 1).coastStep == 0)
    }

    @Test func aShownSheetMovesToItsNewPresentationOnASpringAndOnlyThen() throws {
        var shown = SheetState<Int>()
        shown.model = restingModel(at: .expanded)
        _ = try shown.changePresentation(to: Self.sideLayout(), shownFrom: (Self.frame, Self.frame), at: 0)
        #expect(shown.presentationMove != nil && shown.isAnimating)
        let frames = try Self.runToRest(&shown, from: 0)
        #expect(frames.allSatisfy(\.presentationMoved) && shown.presentationMove == nil)

        var offScreen = SheetState<Int>()
        offScreen.model = restingModel(at: .expanded)
        _ = try offScreen.changePresentation(to: Self.sideLayout(), shownFrom: nil, at: 0)
        #expect(offScreen.presentationMove == nil, "a sheet that was not shown is at once at its place")

        var jumping = SheetState<Int>()
        jumping.model = restingModel(at: .expanded, animated: false)
        _ = try jumping.changePresentation(to: Self.sideLayout(), shownFrom: (Self.frame, Self.frame), at: 0)
        #expect(jumping.presentationMove == nil, "animations off: no move")
    }

    @Test func theSheetsAllocationIsHeldWhileItMovesAtTheBottomAndFollowsItAtRest() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded)
        state.allocateSheet(shown: 400, shownAs: .bottom, hostHeight: 800, roomBelowEnd: { .infinity })
        #expect(state.allocation.height == 400 && !state.allocation.isHeld)

        // On its spring up: held at once at the target and its overshoot, not per frame.
        _ = try state.model.move(to: .full, at: 0)
        #expect(state.holdsAllocation(shownAs: .bottom) && !state.holdsAllocation(shownAs: .side))
        let changed = state.allocateSheet(shown: 410, shownAs: .bottom, hostHeight: 800, roomBelowEnd: { .infinity })
        #expect(changed && state.allocation.isHeld)
        #expect(state.allocation.height == 750 + MotionAllocation.overshootRoom * 800)
        let changedLower = state.allocateSheet(shown: 600, shownAs: .bottom, hostHeight: 800, roomBelowEnd: { .infinity })
        #expect(!changedLower, "never shorter while it moves")
        _ = try Self.runToRest(&state, from: 0)

        // At rest: the height shown, and the motion ended no lower than it began.
        #expect(!state.holdsAllocation(shownAs: .bottom))
        state.allocateSheet(shown: 750, shownAs: .bottom, hostHeight: 800, roomBelowEnd: { 0 })
        #expect(state.allocation.height == 750 && !state.allocation.isHeld && state.allocation.endedNoLower)

        // A slide between pages holds it too; a side panel never holds it.
        _ = state.pages.setRoot(1)
        _ = try state.pages.push(2, title: "Two", at: 1, moving: MotionSettings())
        #expect(state.holdsAllocation(shownAs: .bottom) && !state.holdsAllocation(shownAs: .side))
        state.allocateSheet(shown: 750, shownAs: .side, hostHeight: 800, roomBelowEnd: { 0 })
        #expect(!state.allocation.isHeld)
    }

    @Test func aTimeThatIsNoNumberIsRefusedAndChangesNothing() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded)
        _ = try state.model.move(to: .full, at: 0)
        let before = state.model.height
        #expect(throws: SheetInputError.self) { _ = try state.advance(to: .nan) }
        #expect(state.model.height == before && state.isAnimating)
    }
}
