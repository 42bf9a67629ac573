import Foundation
import Testing
@testable import SheetCore

@Suite("A list let go mid-scroll coasts on as GTK's kinetic scrolling does")
struct ListCoastingTests {
    /// A long list: offsets 0...5000.
    static let longRange = 0.0...5000

    @Test func theOffsetFollowsGTKsDecelerationAndTheStepsShrink() throws {
        let coast = try #require(try ListCoasting(from: 100, velocity: 2000, range: Self.longRange))
        var previous = coast.offset(at: 0)
        var previousStep = Double.infinity
        var frames = 0
        for frame in 1...600 {
            let t = Double(frame) / 60
            let offset = coast.offset(at: t)
            // GTK 4.8: position(t) = p0 + v0/f (1 - e^(-f t)), f = 4.
            let gtk = 100 + 2000 / 4 * (1 - exp(-4 * t))
            if t <= coast.duration { #expect(abs(offset - gtk) < 1e-9, "at \(t) s: \(offset), GTK \(gtk)") }
            let step = offset - previous
            #expect(step >= 0, "the list went back at \(t) s")
            #expect(step <= previousStep, "the list sped up at \(t) s")
            if step > 0 { frames += 1 }
            previous = offset
            previousStep = step
            if coast.isFinished(at: t) { break }
        }
        #expect(frames > 60, "the coast should last over a second at 2000 px/s, lasted \(frames) frames")
        // In all it travels v0 / f (less the sub-pixel tail below the stop velocity).
        #expect(abs(coast.restingOffset - (100 + 2000.0 / 4)) < 0.26)
        #expect(coast.velocity(at: coast.duration) == 0)
        #expect(abs(coast.velocity(at: coast.duration - 1e-6)) <= 1.0001)
    }

    @Test func theVelocityDecaysMonotonicallyInBothDirections() throws {
        for velocity in [-1500.0, 1500] {
            let coast = try #require(try ListCoasting(from: 2500, velocity: velocity, range: Self.longRange))
            let speeds = stride(from: 0.0, through: coast.duration, by: 1.0 / 60).map { abs(coast.velocity(at: $0)) }
            #expect(speeds == speeds.sorted(by: >), "velocity \(velocity)")
            #expect(abs(coast.restingOffset - (2500 + velocity / 4)) < 0.26)
        }
    }

    @Test func aCoastStopsAtTheEndOfTheListWithNoOvershoot() throws {
        // 3000 px/s would carry the list 750 px; only 200 are left.
        let coast = try #require(try ListCoasting(from: 4800, velocity: 3000, range: Self.longRange))
        #expect(coast.restingOffset == 5000)
        let offsets = stride(from: 0.0, through: 3, by: 1.0 / 60).map(coast.offset(at:))
        #expect(offsets.allSatisfy { $0 <= 5000 })
        #expect(coast.isFinished(at: coast.duration))
        // It arrives at the end moving: it stops there, well before the velocity dies.
        #expect(coast.duration < log(3000) / 4)
        #expect(coast.offset(at: coast.duration + 1) == 5000)

        // Towards the top: stops at 0.
        let up = try #require(try ListCoasting(from: 50, velocity: -3000, range: Self.longRange))
        #expect(up.restingOffset == 0)
        #expect(stride(from: 0.0, through: 3, by: 1.0 / 60).allSatisfy { up.offset(at: $0) >= 0 })
    }

    @Test func nothingCoastsAtTheEndOrBelowTheStopVelocity() throws {
        #expect(try ListCoasting(from: 5000, velocity: 2000, range: Self.longRange) == nil)
        #expect(try ListCoasting(from: 0, velocity: -2000, range: Self.longRange) == nil)
        #expect(try ListCoasting(from: 100, velocity: 0.5, range: Self.longRange) == nil)
        #expect(try ListCoasting(from: 100, velocity: 0, range: Self.longRange) == nil)
    }

    @Test func aNonFiniteInputIsRefused() {
        expectRefused(naming: "list velocity") { _ = try ListCoasting(from: 0, velocity: .nan, range: Self.longRange) }
        expectRefused(naming: "list offset") { _ = try ListCoasting(from: .infinity, velocity: 1, range: Self.longRange) }
    }
}

@Suite("Who gets the velocity when a drag on a list is let go")
struct ListReleaseTests {
    /// The model at `full` and a drag on the list moving up at `speed` px/s for `steps`
    /// frames; returns the time of the last move and the list's offset after it.
    static func dragListAtFull(
        _ model: inout SheetModel, speed: Double, steps: Int = 12, startOffset: Double = 0
    ) throws -> (time: Double, offset: Double) {
        let dt = 1.0 / 60
        var time = 0.0
        var offset = startOffset
        try model.beginDrag(from: .scrollableList, at: time)
        for step in 1...steps {
            time += dt
            offset += try model.drag(to: -speed * dt * Double(step), listOffset: offset, at: time)
        }
        return (time, offset)
    }

    @Test func aFastDragThatEndsScrollingTheListLetsTheListCoast() throws {
        var model = restingModel(at: .full)
        let (time, _) = try Self.dragListAtFull(&model, speed: 2400)
        let events = try model.endDrag(at: time + 1.0 / 60)
        // The list takes the velocity; the sheet, which did not move, stays at full.
        #expect(abs(model.listCoastVelocity - 2400) < 1, "list velocity \(model.listCoastVelocity)")
        #expect(events.first == .released(velocity: 0, target: .full))
        #expect(model.height == 750)
        #expect(model.phase == .resting)
    }

    @Test func aFastDragDownThatEndsScrollingTheListBackLetsItCoastTowardsItsTop() throws {
        var model = restingModel(at: .full)
        let (time, _) = try Self.dragListAtFull(&model, speed: -1800, startOffset: 2000)
        _ = try model.endDrag(at: time + 1.0 / 60)
        #expect(abs(model.listCoastVelocity + 1800) < 1, "list velocity \(model.listCoastVelocity)")
        #expect(model.detent == .full)
    }

    @Test func aDragThatEndsMovingTheSheetGivesTheSheetTheVelocityAndTheListNone() throws {
        // From expanded, a fast drag up on the list moves the sheet all the way.
        var model = restingModel(at: .expanded)
        let (time, offset) = try Self.dragListAtFull(&model, speed: 2400, steps: 8)
        #expect(offset == 0, "the list scrolled before the sheet reached full")
        let events = try model.endDrag(at: time + 1.0 / 60)
        #expect(model.listCoastVelocity == 0)
        guard case let .released(velocity, target)? = events.first else {
            Issue.record("no release: \(events)")
            return
        }
        #expect(abs(velocity - 2400) < 1, "the sheet's velocity \(velocity)")
        #expect(target == .full)
    }

    @Test func aDragOnTheSheetItselfNeverLetsAListCoast() throws {
        var model = restingModel(at: .full)
        let time = model.performDrag(from: .sheet, steps: 10, stepPx: -30)
        _ = try model.endDrag(at: time)
        #expect(model.listCoastVelocity == 0)
    }

    @Test func aPauseBeforeLettingGoLeavesNothingToCoast() throws {
        var model = restingModel(at: .full)
        var (time, offset) = try Self.dragListAtFull(&model, speed: 2400)
        let finger = -2400.0 / 60 * 12
        for _ in 0..<10 {
            time += 1.0 / 60
            offset += try model.drag(to: finger, listOffset: offset, at: time)
        }
        _ = try model.endDrag(at: time)
        #expect(model.listCoastVelocity == 0)
    }

    @Test func theNextPressForgetsTheCoast() throws {
        var model = restingModel(at: .full)
        let (time, _) = try Self.dragListAtFull(&model, speed: 2400)
        _ = try model.endDrag(at: time)
        try #require(model.listCoastVelocity != 0)
        try model.beginDrag(from: .scrollableList, at: time + 0.1)
        #expect(model.listCoastVelocity == 0)
    }
}
