import PropertyBased
import Testing
@testable import SheetCore

/// The sheet catching up with the pointer after a drag is claimed past GTK's threshold.
@Suite("The grabbed point comes back under the pointer")
struct GrabPointTests {
    static func behavior(rate: Double) -> SheetBehavior {
        var behavior = SheetBehavior.standard
        behavior.catchUpRate = rate
        return behavior
    }

    /// Translations for the pointer at each of `offsets`, starting from a claim at `claim`.
    static func translations(claim: Double, rate: Double = 1, _ offsets: [Double]) -> [Double] {
        var grab = GrabPoint(claimedAt: claim, behavior: behavior(rate: rate))
        return offsets.map { grab.translation(forPointerAt: $0) }
    }

    @Test func aDragHandedOverByAListFollowsFromWhereThePointerIsWithNoCatchUp() {
        // The list scrolled 300 px under the finger and back to its top; the finger is
        // 40 px below the press when the sheet takes over.
        var grab = GrabPoint(handedOverAt: 40)
        #expect(grab.translation(forPointerAt: 40) == 0, "the hand-over itself does not move the sheet")
        #expect(grab.translation(forPointerAt: 55) == 15)
        #expect(grab.translation(forPointerAt: 140) == 100, "1:1, never faster")
        #expect(grab.translation(forPointerAt: 20) == -20, "and back past the hand-over point")
    }

    @Test func theClaimItselfDoesNotMoveTheSheet() {
        var down = GrabPoint(claimedAt: 10)
        #expect(down.lag == 10)
        #expect(down.translation(forPointerAt: 10) == 0)
        var up = GrabPoint(claimedAt: -10)
        #expect(up.translation(forPointerAt: -10) == 0)
        #expect(up.lag == -10)
    }

    @Test func goingOnDownTheSheetCatchesUpAtTwiceThePointersSpeedThenFollowsExactly() {
        let pointer: [Double] = [10, 12, 14, 16, 18, 20, 22, 30]
        #expect(Self.translations(claim: 10, pointer) == [0, 4, 8, 12, 16, 20, 22, 30])
    }

    @Test func goingOnUpTheGrabbedPointEndsUnderThePointer() {
        var grab = GrabPoint(claimedAt: -10)
        var results = [grab.translation(forPointerAt: -10)]
        for i in 1...15 { results.append(grab.translation(forPointerAt: -10 - Double(i) * 10)) }
        #expect(results[0] == 0)
        #expect(results[1] == -20, "10 px of pointer, 20 px of sheet")
        #expect(results.last == -160, "exactly under the pointer")
        #expect(grab.lag == 0)

        // Pointer reported at -10, -20, …, -150 (15 steps of -10 from a claim at -10):
        var fromClaim = GrabPoint(claimedAt: -10)
        var last = fromClaim.translation(forPointerAt: -10)
        for i in 2...15 { last = fromClaim.translation(forPointerAt: -10 * Double(i)) }
        #expect(last == -150)
    }

    @Test func aSlowerCatchUpRateTakesLongerButGetsThere() {
        let pointer = (0...12).map { 10 + 2 * Double($0) }  // 10, 12, …, 34
        let expected: [Double] = [0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 32, 34]
        #expect(Self.translations(claim: 10, rate: 0.5, pointer) == expected)
    }

    @Test func goingBackNeverMovesTheSheetAgainstThePointer() {
        // Claimed 10 px down, then the pointer goes back up and on past the press.
        let pointer: [Double] = [10, 7, 5, 2, 0, -3, -10, -5, 0]
        let result = Self.translations(claim: 10, pointer)
        #expect(result == [0, 0, 0, 0, 0, -3, -10, -5, 0])
        for i in 1..<pointer.count {
            let step = pointer[i] - pointer[i - 1]
            let moved = result[i] - result[i - 1]
            #expect(moved * step >= 0, "step \(i): pointer \(step), sheet \(moved)")
        }
    }

    @Test func aClaimAtThePressHasNoLag() {
        // A touchpad swipe is claimed at once: nothing to catch up.
        let pointer: [Double] = [0, 3, -4, 25, 25, -100]
        #expect(Self.translations(claim: 0, pointer) == pointer)
    }

    @Test func withoutCatchUpTheLagStaysForGood() {
        var grab = GrabPoint(claimedAt: 10, behavior: Self.behavior(rate: 0))
        #expect(grab.translation(forPointerAt: 10) == 0)
        #expect(grab.translation(forPointerAt: 50) == 40)
        #expect(grab.translation(forPointerAt: -200) == -210)
        #expect(grab.lag == 10)
    }

    @Test func aNegativeRateCountsAsNone() {
        var grab = GrabPoint(claimedAt: -8, behavior: Self.behavior(rate: -3))
        #expect(grab.translation(forPointerAt: -30) == -22)
        #expect(grab.lag == -8)
    }

    @Test func theSheetNeverOutrunsNorOpposesThePointerAndTheLagNeverGrows() async {
        let steps = Gen.double(in: -40...40).array(of: 1...40)
        await propertyCheck(count: 2000, input: Gen.double(in: -12...12), Gen.double(in: 0...1), steps) {
            claim, rate, steps in
            var grab = GrabPoint(claimedAt: claim, behavior: Self.behavior(rate: rate))
            var pointer = claim
            var translation = grab.translation(forPointerAt: pointer)
            #expect(translation == 0)
            var lag = grab.lag
            for step in steps {
                pointer += step
                let next = grab.translation(forPointerAt: pointer)
                let moved = next - translation
                #expect(abs(moved) <= (1 + rate) * abs(step) + 1e-9, "step \(step) moved the sheet \(moved)")
                #expect(moved * step >= 0, "step \(step) moved the sheet \(moved)")
                #expect(abs(grab.lag) <= abs(lag))
                #expect(grab.lag * claim >= 0, "the lag keeps its side")
                #expect(abs(next - (pointer - grab.lag)) < 1e-9)
                translation = next
                lag = grab.lag
            }
        }
    }

    /// Above 1, the catch-up still never moves the sheet against a pointer going back:
    /// going back, the lag shrinks by at most the pointer's own movement.
    @Test func aRateAboveOneNeverMovesTheSheetAgainstAPointerGoingBack() {
        var grab = GrabPoint(claimedAt: 10, behavior: Self.behavior(rate: 2))
        #expect(grab.translation(forPointerAt: 10) == 0)
        let moved = grab.translation(forPointerAt: 5)  // the pointer goes up 5 px
        #expect(moved <= 0, "the sheet went down \(moved) px")
        #expect(grab.translation(forPointerAt: 20) == 20, "onwards at twice the rate, it has caught up")
    }
}
