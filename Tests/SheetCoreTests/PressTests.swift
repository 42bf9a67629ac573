import Testing

@testable import SheetCore

/// `Press`: what a press on the sheet turns out to be as the pointer moves, and the
/// translation the sheet follows once it is the sheet's.
struct PressTests {
    static let threshold = 8.0

    /// The model at `detent` with a drag begun by a press (as the widget begins it).
    static func pressedModel(at detent: Detent = .expanded, from origin: SheetModel.DragOrigin = .sheet) -> SheetModel {
        var model = restingModel(at: detent)
        _ = try! model.beginDrag(from: origin, at: 0)
        return model
    }

    /// Moves `press` to (dx, dy) at the bottom (along = dy).
    static func move(
        _ press: inout Press, dx: Double = 0, dy: Double, model: SheetModel, listOffset: Double? = nil
    ) -> Press.Step {
        press.moved(
            dx: dx, dy: dy, along: dy, across: dx, threshold: { threshold }, listOffset: { listOffset }, model: model)
    }

    @Test func aPressIsNothingUntilItPassesTheThresholdAlongTheSheet() {
        var press = Press()
        let model = Self.pressedModel()
        #expect(Self.move(&press, dy: 7, model: model) == .undecided, "under the threshold: maybe a click")
        #expect(Self.move(&press, dx: 20, dy: 10, model: model) == .undecided, "more across than along")
        #expect(press.grab == nil)
        guard case let .drags(translation, claims, _) = Self.move(&press, dy: 12, model: model) else {
            Issue.record("past the threshold, along: the sheet's")
            return
        }
        #expect(claims)
        #expect(translation < 12 && translation >= 0, "the sheet catches up from the claim, never jumps: \(translation)")
        guard case let .drags(_, claimsAgain, _) = Self.move(&press, dy: 20, model: model) else {
            Issue.record("it goes on dragging")
            return
        }
        #expect(!claimsAgain, "claimed once")
    }

    @Test func theSheetCatchesUpWithThePointerAndThenFollowsItOneToOne() {
        var press = Press()
        let model = Self.pressedModel()
        var last = 0.0
        var translations: [Double] = []
        for dy in stride(from: 10.0, through: 200, by: 10) {
            if case let .drags(translation, _, _) = Self.move(&press, dy: dy, model: model) {
                #expect(translation >= last, "never back against the pointer")
                last = translation
                translations.append(translation)
            }
        }
        #expect(translations.last == 200, "caught up: \(translations)")
    }

    @Test func aSidewaysMoveFromTheStartEdgeClaimsASwipeAndThenSwipes() {
        var press = Press(swipe: .possible)
        let model = Self.pressedModel()
        #expect(Self.move(&press, dx: 10, dy: 2, model: model) == .claimsSwipe(begins: true))
        #expect(press.isSwiping && press.holdsPages)
        #expect(Self.move(&press, dx: 60, dy: 30, model: model) == .swipes(translation: 50))
    }

    @Test func aPressThatHeldASlideTakesItOverSidewaysAndEndsItVertically() {
        var sideways = Press(swipe: .holdsSlide)
        #expect(Self.move(&sideways, dx: -12, dy: 0, model: Self.pressedModel()) == .claimsSwipe(begins: false))

        var vertical = Press(swipe: .holdsSlide)
        guard case let .drags(_, claims, endsHeldSlide) = Self.move(&vertical, dy: 12, model: Self.pressedModel()) else {
            Issue.record("a vertical move is the sheet's")
            return
        }
        #expect(claims && endsHeldSlide)
        #expect(!vertical.holdsPages, "the slide is let go of")
    }

    @Test func aSidePanelsBodyLeavesAVerticalMoveToTheChild() {
        var press = Press(movesSheet: false, swipe: .holdsSlide)
        // No drag of the sheet begins for such a press.
        let model = restingModel(at: .expanded)
        #expect(Self.move(&press, dy: 5, model: model) == .undecided)
        #expect(Self.move(&press, dy: 9, model: model) == .leavesToChild(endsHeldSlide: true))
    }

    @Test func aFingerOnAListThatScrollsItselfLeavesItTheListsStepsThenHandsOverWithoutCatchingUp() {
        var press = Press(listScrollsByTouch: true)
        // At full, a step up is all the list's (the sheet cannot grow): the list scrolls
        // itself. A step down with the list at its top is the sheet's.
        let model = Self.pressedModel(at: .full, from: .scrollableList)
        #expect(Self.move(&press, dy: -20, model: model, listOffset: 100) == .listScrollsItself)
        #expect(press.grab == nil)
        guard case let .drags(translation, claims, _) = Self.move(&press, dy: 30, model: model, listOffset: 0) else {
            Issue.record("the sheet takes over where the hand-off gives it a share")
            return
        }
        #expect(claims)
        // From where the list left the finger (-20), the whole step, 1:1: nothing to catch up.
        #expect(translation == 50)
    }

    @Test func aPressOnASheetWhoseDragEndedMeanwhileDoesNothing() {
        var press = Press()
        // A move of the app's (or a layout) ended the sheet's drag under the finger.
        let model = restingModel(at: .expanded)
        #expect(Self.move(&press, dy: 40, model: model) == .undecided)
        #expect(press.grab == nil)
    }

    @Test func aTouchpadScrollIsTheSheetsFromItsStart() {
        var press = Press.touchpadScroll
        #expect(press.grab != nil)
        #expect(Self.move(&press, dy: 3, model: Self.pressedModel()) == .drags(translation: 3, claims: false, endsHeldSlide: false))
    }
}
