import Testing
@testable import SheetCore

/// What happens when I let go: `ReleaseRule.decide`, rule by rule (see behaviour.md).
@Suite("Letting go")
struct ReleaseRuleTests {
    let layout = tallLayout()  // dismissed 0, expanded 400, full 750

    func decide(
        height: Double, heightVelocity: Double = 0, from start: Detent, canClose: Bool = true, layout: DetentLayout? = nil,
        behavior: SheetBehavior = .standard
    ) -> ReleaseDecision {
        let layout = layout ?? self.layout
        return try! ReleaseRule.decide(
            height: height, heightVelocity: heightVelocity, startHeight: layout.height(of: start), startDetent: start,
            canClose: canClose, layout: layout, behavior: behavior)
    }

    @Test func aSlowReleaseGoesToTheNearestDetent() {
        #expect(decide(height: 540, from: .expanded).target == .expanded)
        #expect(decide(height: 600, from: .expanded).target == .full)
        #expect(decide(height: 250, from: .expanded).target == .expanded)
    }

    @Test func momentumIsProjectedAtHalfASecond() {
        // 500 px/s upward from 480 projects to ~730: nearest is full.
        #expect(decide(height: 480, heightVelocity: 500, from: .expanded).target == .full)
        // The same position moving down at 500 px/s projects to ~230: expanded.
        #expect(decide(height: 480, heightVelocity: -500, from: .expanded).target == .expanded)
        #expect(abs(SheetBehavior.standard.projectedDistance(forVelocity: 1000) - 499) < 1e-9)
    }

    @Test func aFlingDownFromFullMovesAtLeastOneDetent() {
        // 1000 px/s from 740 projects to ~241: nearer expanded (400) anyway.
        #expect(decide(height: 740, heightVelocity: -1000, from: .full).target == .expanded)
    }

    @Test func aFlingMovesOnEvenWhenTheProjectionFallsShort() {
        // A stiffer deceleration makes the projection tiny; the fling still moves a detent.
        var behavior = SheetBehavior()
        behavior.decelerationRate = 0.9
        let decision = decide(height: 400, heightVelocity: -1200, from: .expanded, behavior: behavior)
        #expect(decision.target == .dismissed)
        let up = decide(height: 400, heightVelocity: 1000, from: .expanded, behavior: behavior)
        #expect(up.target == .full)
    }

    @Test func justBelowTheFlingSpeedThereIsNoSkip() {
        var behavior = SheetBehavior()
        behavior.decelerationRate = 0.9
        let decision = decide(height: 400, heightVelocity: -999, from: .expanded, behavior: behavior)
        #expect(decision.target == .expanded)
    }

    @Test func aFlingUpAtFullStaysAtFull() {
        #expect(decide(height: 750, heightVelocity: 3000, from: .full).target == .full)
    }

    @Test func aDragOfHalfTheSheetMovesToTheNextDetent() {
        // From full (750) down by 375 to 375, thrown back up slowly: the projection says
        // full, but half the sheet's height was covered, so it goes on to expanded.
        let decision = decide(height: 375, heightVelocity: 700, from: .full)
        #expect(decision.target == .expanded)
    }

    @Test func aShorterDragThrownBackReturns() {
        let decision = decide(height: 500, heightVelocity: 700, from: .full)
        #expect(decision.target == .full)
    }

    @Test func aSwipeDownWhenClosingIsRefusedReturnsToTheLowestOpenDetent() {
        let decision = decide(height: 100, heightVelocity: -2000, from: .full, canClose: false)
        #expect(decision == ReleaseDecision(target: .expanded, closeRefused: true))
    }

    @Test func aSwipeDownWhenClosingIsAllowedDismisses() {
        #expect(decide(height: 100, heightVelocity: -2000, from: .expanded) == ReleaseDecision(target: .dismissed, closeRefused: false))
    }

    @Test func withAPeekStripASwipeDownStopsAtPeek() {
        let peek = tallLayout(peek: 60)
        #expect(decide(height: 80, heightVelocity: -3000, from: .expanded, layout: peek) == ReleaseDecision(target: .peek, closeRefused: false))
    }

    @Test func withMergedDetentsTheSheetSnapsToTheOnePlace() {
        let short = shortLayout()
        #expect(decide(height: 160, heightVelocity: 2000, from: .expanded, layout: short).target == .expanded)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteReleasesAreRefused(_ bad: Double) {
        expectRefused(naming: "release velocity") {
            _ = try ReleaseRule.decide(height: 1, heightVelocity: bad, startHeight: 1, startDetent: .full, canClose: true, layout: layout)
        }
        expectRefused(naming: "release height") {
            _ = try ReleaseRule.decide(height: bad, heightVelocity: 0, startHeight: 1, startDetent: .full, canClose: true, layout: layout)
        }
    }
}
