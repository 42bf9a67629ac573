import Testing
@testable import SheetCore

/// Slides on the standard spring.
private let slides = MotionSettings()
/// Slides that end as they start (animations off).
private let jumps = MotionSettings(animationsEnabled: false)

/// A stack with root "root" and, for each name, a page pushed and slid in.
private func stack(pushed names: [String] = []) -> PageStack<String> {
    var stack = PageStack<String>()
    _ = stack.setRoot("root")
    for name in names { _ = try! stack.push(name, title: name.uppercased(), at: 0, moving: jumps) }
    return stack
}

extension PageStack {
    /// Runs frames at 60 Hz from `start` until no slide runs; returns the events, every
    /// frame's progress and the end time.
    mutating func settle(from start: Double, limit: Double = 5) -> (events: [Event], progress: [Double], time: Double) {
        var events: [Event] = []
        var progress: [Double] = []
        var time = start
        while transition != nil, time < start + limit {
            time += 1.0 / 60
            events += try! advance(to: time)
            progress.append(transition?.progress ?? .nan)
        }
        return (events, progress, time)
    }
}

@Suite("Pages in the sheet: push, pop, the slide and the swipe back")
struct PageStackTests {
    @Test func pushShowsThePageAndSlidesItInOverTheRootOnTheSpring() throws {
        var pages = stack()
        #expect(pages.count == 1 && pages.current == "root" && !pages.canPop)
        #expect(try pages.push("detail", title: "Alice", at: 1, moving: slides) == [.pushed("detail")])
        #expect(pages.current == "detail" && pages.count == 2 && pages.currentTitle == "Alice")
        #expect(pages.shownPages == ["root", "detail"])
        let run = pages.settle(from: 1)
        #expect(run.events.isEmpty)
        // The spring (damping 0.8) may overshoot a little; the pages never pass the end.
        #expect(run.progress.dropLast().allSatisfy { $0 >= 0 && $0 <= 1 })
        #expect(run.progress.first! > 0 && run.progress.first! < 0.2)
        #expect(run.time - 1 < 1, "the slide takes under a second")
        #expect(pages.transition == nil && pages.shownPages == ["detail"])
    }

    @Test func popSaysPoppedAtOnceAndRemovedWhenThePageHasSlidOut() throws {
        var pages = stack(pushed: ["a", "b"])
        #expect(try pages.pop(at: 0, moving: slides) == [.popped("b")])
        #expect(pages.current == "a" && pages.count == 2)
        #expect(pages.shownPages == ["a", "b"], "b slides out over a")
        let run = pages.settle(from: 0)
        #expect(run.events == [.removed("b")])
        #expect(pages.shownPages == ["a"])
        #expect(try pages.pop(at: 1, moving: slides) == [.popped("a")])
        #expect(try pages.pop(at: 1.01, moving: slides) == [], "the root is never popped")
        #expect(pages.settle(from: 1.01).events == [.removed("a")])
    }

    @Test func popDuringAPushReversesItWithoutAJump() throws {
        var pages = stack()
        _ = try pages.push("detail", title: "D", at: 0, moving: slides)
        _ = try pages.advance(to: 0.1)
        let before = pages.transition!.progress
        #expect(try pages.pop(at: 0.1, moving: slides) == [.popped("detail")])
        #expect(pages.transition!.progress == before)
        _ = try pages.advance(to: 0.1 + 1.0 / 60)
        // Still moving the way it was for a moment (its velocity carries), never a jump.
        #expect(abs(pages.transition!.progress - before) < 0.1)
        #expect(pages.settle(from: 0.1 + 1.0 / 60).events == [.removed("detail")])
        #expect(pages.current == "root" && pages.count == 1)
    }

    @Test func pushDuringASlideEndsThatSlideFirst() throws {
        var pages = stack(pushed: ["a"])
        _ = try pages.pop(at: 0, moving: slides)
        _ = try pages.advance(to: 0.05)
        #expect(try pages.push("b", title: "B", at: 0.05, moving: slides) == [.removed("a"), .pushed("b")])
        #expect(pages.transition?.back == "root" && pages.transition?.front.page == "b")
        #expect(try pages.push("b", title: "B", at: 0.06, moving: slides) == [], "a page already in the stack is refused")
    }

    @Test func popToRootPopsNewestFirstAndSlidesTheTopOneOut() throws {
        var pages = stack(pushed: ["a", "b", "c"])
        #expect(try pages.popToRoot(at: 0, moving: slides) == [.popped("c"), .popped("b"), .removed("b"), .popped("a"), .removed("a")])
        #expect(pages.shownPages == ["root", "c"])
        #expect(pages.settle(from: 0).events == [.removed("c")])
        #expect(pages.count == 1)
    }

    @Test func withAnimationsOffEveryChangeEndsAtOnce() throws {
        var pages = stack()
        #expect(try pages.push("a", title: "A", at: 0, moving: jumps) == [.pushed("a")])
        #expect(pages.transition == nil)
        #expect(try pages.pop(at: 0, moving: jumps) == [.popped("a"), .removed("a")])
    }

    /// The numbers a slide goes by are the ones it is handed, the sheet's: an app's own
    /// behavior applies to the pages as to the sheet.
    @Test func aSwipeGoesWhereTheBehaviorItIsHandedProjectsIt() throws {
        var shortProjection = SheetBehavior.standard
        shortProjection.decelerationRate = 0.99
        for (behavior, pops) in [(SheetBehavior.standard, true), (shortProjection, false)] {
            var pages = stack(pushed: ["detail"])
            let moving = MotionSettings(behavior: behavior)
            _ = try pages.beginSwipe(fromStartEdge: true, at: 0, moving: moving)
            // 40 px out at 800 px/s, below the fling speed: the projection decides. The
            // standard one goes about 400 px on, past half way; the short one about 80.
            for i in 1...5 { try pages.swipe(to: Double(i) * 8, width: 400, at: Double(i) * 0.01) }
            let events = try pages.endSwipe(width: 400, at: 0.05, moving: moving)
            #expect(events == (pops ? [.popped("detail")] : []), "deceleration \(behavior.decelerationRate)")
        }
    }

    /// A slide springs on the spring it is handed.
    @Test func aSlideSpringsOnTheSpringItIsHanded() throws {
        var slow = SheetBehavior.standard
        slow.spring.stiffness /= 4
        var standard = stack(), slower = stack()
        _ = try standard.push("a", title: "A", at: 0, moving: slides)
        _ = try slower.push("a", title: "A", at: 0, moving: MotionSettings(behavior: slow))
        let fast = standard.settle(from: 0).time, late = slower.settle(from: 0).time
        #expect(late > fast * 1.5, "the slower spring settled at \(late) s, the standard one at \(fast) s")
    }

    @Test func aFastSwipeFromTheStartEdgePops() throws {
        var pages = stack(pushed: ["detail"])
        #expect(try pages.beginSwipe(fromStartEdge: true, at: 0, moving: slides))
        for i in 1...6 { try pages.swipe(to: Double(i) * 25, width: 400, at: Double(i) * 0.01) }
        #expect(pages.transition!.progress == 1 - 150.0 / 400)
        #expect(try pages.endSwipe(width: 400, at: 0.06, moving: slides) == [.popped("detail")])
        #expect(pages.settle(from: 0.06).events == [.removed("detail")])
    }

    @Test func aSlowSwipeBelowHalfWayStaysAndOnePastHalfWayPops() throws {
        for (distance, pops) in [(150.0, false), (260.0, true)] {
            var pages = stack(pushed: ["detail"])
            _ = try pages.beginSwipe(fromStartEdge: true, at: 0, moving: slides)
            // Slowly out, then held still: no velocity at the release.
            for i in 1...20 { try pages.swipe(to: distance * Double(i) / 20, width: 400, at: Double(i) * 0.1) }
            let events = try pages.endSwipe(width: 400, at: 2.5, moving: slides)
            #expect(events == (pops ? [.popped("detail")] : []), "distance \(distance)")
            let run = pages.settle(from: 2.5)
            #expect(run.events == (pops ? [.removed("detail")] : []))
            #expect(pages.count == (pops ? 1 : 2))
        }
    }

    @Test func aSwipeBackThatReturnsIsAFlingTheOtherWay() throws {
        var pages = stack(pushed: ["detail"])
        _ = try pages.beginSwipe(fromStartEdge: true, at: 0, moving: slides)
        try pages.swipe(to: 300, width: 400, at: 0.5)
        for i in 1...5 { try pages.swipe(to: 300 - Double(i) * 40, width: 400, at: 0.5 + Double(i) * 0.01) }
        #expect(try pages.endSwipe(width: 400, at: 0.55, moving: slides) == [], "flung back towards the start: stays")
        #expect(pages.settle(from: 0.55).events.isEmpty && pages.current == "detail")
    }

    @Test func aSwipeNeedsTheStartEdgeAndAPageToGoBackTo() throws {
        var root = stack()
        #expect(try !root.beginSwipe(fromStartEdge: true, at: 0, moving: slides))
        var pages = stack(pushed: ["detail"])
        #expect(try !pages.beginSwipe(fromStartEdge: false, at: 0, moving: slides))
    }

    @Test func aPressGrabsASlideAndASwipeCanReverseAPop() throws {
        var pages = stack(pushed: ["detail"])
        _ = try pages.pop(at: 0, moving: slides)
        _ = try pages.advance(to: 0.05)
        #expect(try pages.beginSwipe(fromStartEdge: false, at: 0.05, moving: slides), "anywhere on the body during a slide")
        let held = pages.transition!.progress
        _ = try pages.advance(to: 0.2)
        #expect(pages.transition!.progress == held, "a held slide does not move on its own")
        // Dragged back towards the start, fast: the page comes back.
        for i in 1...5 { try pages.swipe(to: -Double(i) * 30, width: 400, at: 0.2 + Double(i) * 0.01) }
        #expect(try pages.endSwipe(width: 400, at: 0.25, moving: slides) == [.pushed("detail")])
        #expect(pages.currentTitle == "DETAIL", "with its title")
        #expect(pages.settle(from: 0.25).events.isEmpty && pages.count == 2)
    }

    @Test func aCancelledSwipeGoesBackHoweverFarAndFastItWent() throws {
        // A fast swipe past half way would pop when let go; taken away, the page stays.
        var pages = stack(pushed: ["detail"])
        _ = try pages.beginSwipe(fromStartEdge: true, at: 0, moving: slides)
        for i in 1...6 { try pages.swipe(to: Double(i) * 50, width: 400, at: Double(i) * 0.01) }
        #expect(try pages.cancelSwipe(at: 0.06, moving: slides) == [], "nothing pushed or popped")
        #expect(pages.transition?.target == 1 && pages.transition!.progress == 1 - 300.0 / 400,
                "slides back from where the finger left it")
        #expect(pages.settle(from: 0.06).events.isEmpty && pages.current == "detail" && pages.count == 2)
        #expect(try pages.cancelSwipe(at: 1, moving: slides) == [], "no swipe, nothing to cancel")
    }

    @Test func aCancelledPressOnAPopLetsThePopGoOn() throws {
        var pages = stack(pushed: ["detail"])
        _ = try pages.pop(at: 0, moving: slides)
        _ = try pages.advance(to: 0.05)
        _ = try pages.beginSwipe(fromStartEdge: false, at: 0.05, moving: slides)
        for i in 1...5 { try pages.swipe(to: -Double(i) * 30, width: 400, at: 0.05 + Double(i) * 0.01) }
        #expect(try pages.cancelSwipe(at: 0.1, moving: slides) == [], "the page popped stays popped")
        #expect(pages.settle(from: 0.1).events == [.removed("detail")] && pages.count == 1)
    }

    @Test func aPressThatNeverMovesLetsTheSlideGoOn() throws {
        var pages = stack()
        _ = try pages.push("detail", title: "D", at: 0, moving: slides)
        _ = try pages.advance(to: 0.05)
        _ = try pages.beginSwipe(fromStartEdge: false, at: 0.05, moving: slides)
        #expect(try pages.endSwipe(width: 400, at: 0.3, moving: slides) == [])
        _ = pages.settle(from: 0.3)
        #expect(pages.current == "detail" && pages.transition == nil)
    }

    @Test func replacingTheRootUnderASlideEndsTheSlide() throws {
        var pages = stack(pushed: ["a"])
        _ = try pages.pop(at: 0, moving: slides)
        #expect(pages.setRoot("other") == [.removed("a")])
        #expect(pages.current == "other" && pages.transition == nil)
    }

    @Test func badTimesAreRefused() {
        var pages = stack()
        #expect(throws: SheetInputError.self) { try pages.push("a", title: "", at: .nan, moving: slides) }
        #expect(throws: SheetInputError.self) { try pages.advance(to: .infinity) }
        #expect(pages.count == 1)
    }
}

struct BackArrowTests {
    @Test func theArrowToTheStartEdgeGoesBack() {
        #expect(BackArrow.left.goesBack(isRightToLeft: false))
        #expect(!BackArrow.right.goesBack(isRightToLeft: false))
        #expect(BackArrow.right.goesBack(isRightToLeft: true))
        #expect(!BackArrow.left.goesBack(isRightToLeft: true))
    }
}
