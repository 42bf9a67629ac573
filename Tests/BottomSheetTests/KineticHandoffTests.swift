@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// Kinetic hand-off: a fast drag that ends while it scrolls the list (the sheet at
/// `full`) leaves the list coasting on, decelerating as GTK's own kinetic scrolling
/// does; a drag that ends moving the sheet gives the sheet the velocity instead.
///
/// Scripted time throughout: the clock is taken over before the sheet is presented,
/// and moved on with each scripted drag event, so the release and the frames after it
/// are on one clock.
@MainActor
@Suite(.serialized)
struct KineticHandoffTests {
    static let full = 760.0
    /// A point on the list, from the sheet's top left corner.
    static let onList = (x: 300.0, y: 200.0)

    /// A drag on the list, moving `distance` px (negative = up) past the claim point at
    /// `speed` px/s and let go while still moving; the clock moves with the events.
    static func fling(_ drag: ScriptedDrag, _ clock: ScriptedClock, by distance: Double, speed: Double) {
        let pressed = drag.time
        drag.begin(x: onList.x, y: onList.y)
        drag.claim(up: distance < 0, after: 0.05)
        drag.glide(by: distance, steps: 12, over: abs(distance) / speed)
        drag.end(after: 0.001)
        clock.advance(by: drag.time - pressed)
    }

    /// The list's offset at each scripted frame until it stops (at most `limit` s).
    static func coastOffsets(
        _ fixture: SheetFixture, _ clock: ScriptedClock, adjustment: UnsafeMutablePointer<GtkAdjustment>,
        limit: Double = 5
    ) -> [Double] {
        var offsets = [gtk_adjustment_get_value(adjustment)]
        let end = clock.now + limit
        while clock.isAnimating && clock.now < end {
            clock.advance(by: 1.0 / 60)
            clock.frame()
            fixture.window.waitForDraw()
            offsets.append(gtk_adjustment_get_value(adjustment))
        }
        return offsets
    }

    static func listEnd(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) -> Double {
        gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    @Test func aFastDragScrollingTheListAtFullLeavesItCoastingToAStop() throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(restingAt: .full)
            let adjustment = try #require(fixture.list?.vadjustment)
            Self.fling(ScriptedDrag(fixture), clock, by: -300, speed: 2000)
            let released = gtk_adjustment_get_value(adjustment)
            try #require(released > 250, "the drag did not scroll the list (offset \(released))")
            #expect(fixture.sheetHeight == Self.full)
            #expect(clock.isAnimating, "the list does not coast")

            let offsets = Self.coastOffsets(fixture, clock, adjustment: adjustment)
            let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
            let moving = steps.filter { $0 > 0 }
            #expect(moving.count >= 10, "the list coasted for only \(moving.count) frames: \(offsets)")
            #expect(steps.allSatisfy { $0 >= 0 }, "the list went back: \(steps)")
            // Each frame's step is no longer than the one before (a pixel of slack: the
            // list view rounds its offsets to its rows' pixels).
            let speedUps = zip(steps.dropFirst(), steps).filter { $0 > $1 + 1 }
            #expect(speedUps.isEmpty, "the coast sped up: \(speedUps)")
            #expect(!clock.isAnimating, "the coast never stopped")
            // About v / 4 further, as GTK's kinetic scrolling (v ≈ 2000 px/s).
            let coasted = (offsets.last ?? 0) - released
            #expect(coasted > 350 && coasted < 650, "the list coasted \(coasted) px")
            #expect((offsets.last ?? 0) <= Self.listEnd(adjustment))
            #expect(fixture.detent == .full && fixture.sheetHeight == Self.full)
        }
    }

    @Test func aCoastStopsAtTheEndOfTheList() throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(restingAt: .full)
            let list = try #require(fixture.list)
            let adjustment = list.vadjustment
            try #require(list.scrollToEnd(in: fixture.window))
            gtk_adjustment_set_value(adjustment, Self.listEnd(adjustment) - 400)
            fixture.window.waitForDraw()
            Self.fling(ScriptedDrag(fixture), clock, by: -300, speed: 3000)
            let offsets = Self.coastOffsets(fixture, clock, adjustment: adjustment)
            #expect(!clock.isAnimating, "the coast never stopped")
            let end = Self.listEnd(adjustment)
            #expect(offsets.allSatisfy { $0 <= end }, "past the end \(end): \(offsets)")
            #expect(abs((offsets.last ?? 0) - end) <= 1, "stopped at \(offsets.last ?? 0), the end is \(end)")
        }
    }

    @Test func aPressDuringTheCoastStopsItAtOnce() throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(restingAt: .full)
            let adjustment = try #require(fixture.list?.vadjustment)
            let drag = ScriptedDrag(fixture)
            Self.fling(drag, clock, by: -300, speed: 2000)
            for _ in 0..<5 {
                clock.advance(by: 1.0 / 60)
                clock.frame()
            }
            fixture.window.waitForDraw()
            try #require(clock.isAnimating, "the list does not coast")
            let caught = gtk_adjustment_get_value(adjustment)

            drag.begin(x: Self.onList.x, y: Self.onList.y)
            #expect(!clock.isAnimating, "the coast goes on under the press")
            clock.run(for: 0.5)
            fixture.window.waitForDraw()
            #expect(abs(gtk_adjustment_get_value(adjustment) - caught) <= 1, "the list moved on under the press")
            drag.hold()
            drag.end()
            #expect(fixture.detent == .full)
        }
    }

    @Test func aFastDragThatEndsMovingTheSheetGivesTheSheetTheVelocity() throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(restingAt: .expanded)
            let adjustment = try #require(fixture.list?.vadjustment)
            // 200 px up from expanded (400 px): the sheet moves the whole way.
            Self.fling(ScriptedDrag(fixture), clock, by: -200, speed: 2000)
            #expect(gtk_adjustment_get_value(adjustment) == 0, "the list scrolled while the sheet moved")
            // A fling: the sheet goes on to full, with the velocity of the drag.
            #expect(fixture.detent == .full)
            let seam = try #require(SheetTestSeam(fixture.host))
            #expect(!seam.isCoasting, "the list coasts after a drag that moved the sheet")
            #expect(seam.model.heightVelocity(at: clock.now) > 1000, "the sheet did not take the velocity")
            try #require(clock.runUntilResting())
            fixture.window.waitForDraw()
            #expect(gtk_adjustment_get_value(adjustment) == 0)
            #expect(fixture.sheetHeight == Self.full)
        }
    }

    @Test func aScrollByTheAppDuringTheCoastIsNotUndone() throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(restingAt: .full)
            let adjustment = try #require(fixture.list?.vadjustment)
            Self.fling(ScriptedDrag(fixture), clock, by: -300, speed: 2000)
            for _ in 0..<3 {
                clock.advance(by: 1.0 / 60)
                clock.frame()
            }
            fixture.window.waitForDraw()
            let scrolledBack = gtk_adjustment_get_value(adjustment) - 200
            gtk_adjustment_set_value(adjustment, scrolledBack)
            clock.advance(by: 1.0 / 60)
            clock.frame()
            fixture.window.waitForDraw()
            // The coast goes on from where the app put the list, one frame's step on.
            let value = gtk_adjustment_get_value(adjustment)
            #expect(value > scrolledBack && value < scrolledBack + 40, "the list is at \(value), set to \(scrolledBack)")
            #expect(clock.runUntilResting())
        }
    }

    @Test func replacingTheListDuringTheCoastStopsItAndFreesTheList() throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(restingAt: .full)
            let list = try #require(fixture.list)
            let watch = FinalizationWatch()
            watch.watch(list.listView, "list view")
            watch.watch(UnsafeMutableRawPointer(list.vadjustment), "adjustment")
            Self.fling(ScriptedDrag(fixture), clock, by: -300, speed: 2000)
            clock.advance(by: 1.0 / 60)
            clock.frame()
            try #require(clock.isAnimating, "the list does not coast")

            bs_bottom_sheet_set_sheet(fixture.host, gtk_label_new("Another child"))
            clock.advance(by: 1.0 / 60)
            clock.frame()
            fixture.window.waitForDraw()
            // (The sheet itself may spring to the new child's height meanwhile.)
            #expect(SheetTestSeam(fixture.host)?.isCoasting != true, "the coast goes on for a list that left the sheet")
            #expect(watch.waitForAllFinalized().isEmpty, "the coast kept the list alive")
        }
    }
}
