import Testing
@testable import SheetCore

@Suite("A moving sheet keeps its allocation: GTK translates it instead of laying it out")
struct MotionAllocationTests {
    @Test func atRestTheSheetIsAllocatedWhatItShows() {
        var allocation = MotionAllocation()
        for shown in [0.0, 120, 400, 760] {
            allocation.update(shown: shown, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: .infinity)
            #expect(allocation.height == shown)
            #expect(!allocation.isHeld)
        }
    }

    @Test func aMotionHoldsTheTallestReachableHeightUntilItEnds() {
        var allocation = MotionAllocation()
        allocation.update(shown: 400, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: .infinity)
        // The first frame of the motion lays the child out once, at the full height.
        let started = allocation.update(shown: 400, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(started && allocation.height == 760)
        // Every other frame, up or down, keeps it: no layout while moving.
        for shown in [420.0, 600, 760, 300, 10, 0] {
            let changed = allocation.update(shown: shown, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
            #expect(!changed && allocation.height == 760, "at \(shown) px shown")
        }
        // At rest: one layout, at the height shown.
        let rested = allocation.update(shown: 0, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(rested && allocation.height == 0)
    }

    @Test func neverShorterThanWhatShowsSoNoGapOpensUnderTheChild() {
        var allocation = MotionAllocation()
        allocation.update(shown: 200, isMoving: true, tallest: 500, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(allocation.height == 500)
        // Dragged past full (rubber band): one step up, room for the overshoot.
        allocation.update(shown: 505, isMoving: true, tallest: 500, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(allocation.height == 516)
        allocation.update(shown: 512, isMoving: true, tallest: 500, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(allocation.height == 516)
        // Further, it follows what shows.
        allocation.update(shown: 530, isMoving: true, tallest: 500, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(allocation.height == 530)
        allocation.update(shown: 510, isMoving: true, tallest: 500, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(allocation.height == 530)
    }

    @Test func aSpringHoldsItsTargetAndOvershootUpwardsAndNothingMoreDownwards() {
        var up = MotionAllocation()
        up.update(shown: 400, isMoving: true, springTarget: 760, tallest: 760, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(up.height == 776)
        // Downwards it never gets taller than it is: no layout when it starts.
        var down = MotionAllocation()
        down.update(shown: 760, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: .infinity)
        let started = down.update(
            shown: 760, isMoving: true, springTarget: 400, tallest: 760, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(!started && down.height == 760)
        // A drag at full (scrolling the list) holds what shows: the list's last row stays
        // above the window's edge.
        var drag = MotionAllocation()
        drag.update(shown: 760, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(drag.height == 760)
    }

    @Test func theHostClipsTheHeldHeight() {
        var allocation = MotionAllocation()
        allocation.update(shown: 300, isMoving: true, tallest: 2000, hostHeight: 640, roomBelowEnd: .infinity)
        #expect(allocation.height == 640)
    }

    @Test func aListScrolledNearItsEndGrowsOnlyAsFarAsItsRowsStayPut() {
        var allocation = MotionAllocation()
        allocation.update(shown: 400, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: 100)
        #expect(allocation.height == 500)
        // Beyond that it follows the height shown as the sheet rises, as at rest.
        allocation.update(shown: 450, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(allocation.height == 500)
        allocation.update(shown: 620, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(allocation.height == 620)
        // At its very end, nothing is held above what shows.
        var atEnd = MotionAllocation()
        atEnd.update(shown: 400, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        atEnd.update(shown: 400, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(atEnd.height == 400)
        atEnd.update(shown: 380, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(atEnd.height == 400)
    }

    @Test func aNewMotionAfterRestHoldsAgain() {
        var allocation = MotionAllocation()
        allocation.update(shown: 300, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: .infinity)
        allocation.update(shown: 400, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(allocation.height == 400 && !allocation.isHeld)
        allocation.update(shown: 400, isMoving: true, tallest: 600, hostHeight: 800, roomBelowEnd: .infinity)
        #expect(allocation.height == 600 && allocation.isHeld)
    }

    @Test func aMotionThatEndsNoLowerThanItBeganPutsListsBackAtTheirEnd() {
        var allocation = MotionAllocation()
        allocation.update(shown: 400, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(allocation.heightBeforeMotion == nil && !allocation.endedNoLower)
        // Up, a list at its end following what shows, past full in the overshoot.
        for shown in [400.0, 600, 765, 761] {
            allocation.update(
                shown: shown, isMoving: true, springTarget: 760, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
            #expect(allocation.heightBeforeMotion == 400 && !allocation.endedNoLower)
        }
        #expect(allocation.height == 765)
        allocation.update(shown: 760, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(allocation.endedNoLower && allocation.heightBeforeMotion == nil)
        // Only the update that ended the motion says so.
        allocation.update(shown: 760, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(!allocation.endedNoLower)
        // Down: the list keeps its offset.
        allocation.update(shown: 700, isMoving: true, springTarget: 400, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        allocation.update(shown: 400, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(!allocation.endedNoLower)
        // Back where it was (a drag let go that sprang back): no lower.
        allocation.update(shown: 380, isMoving: true, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        allocation.update(shown: 400, isMoving: false, tallest: 760, hostHeight: 800, roomBelowEnd: 0)
        #expect(allocation.endedNoLower)
    }

    @Test func aListCountsAsAtItsEndOnlyWhenScrolledThere() {
        #expect(MotionAllocation.isScrolledToEnd(offset: 1200, range: 0...1200))
        #expect(MotionAllocation.isScrolledToEnd(offset: 1199.6, range: 0...1200))
        #expect(!MotionAllocation.isScrolledToEnd(offset: 1199, range: 0...1200))
        // All its rows show, or it has no height yet: at its start, not at its end.
        #expect(!MotionAllocation.isScrolledToEnd(offset: 0, range: 0...0))
        #expect(!MotionAllocation.isScrolledToEnd(offset: 0.2, range: 0...0.4))
        #expect(MotionAllocation.isScrolledToEnd(offset: 50, range: 40...50))
    }
}
