@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// The user takes a coasting list over with the wheel or the keyboard: the coast stops
/// at once, and the list moves by what the wheel or the key did, no further. Real
/// input (`RealInput`) through GDK to the sheet's controllers; the coast runs on
/// scripted time, so nothing moves it while the events arrive.
@MainActor
@Suite(.serialized)
struct CoastRealInputTests {
    /// The sheet at `full` at the screen's origin, its list coasting after a fling, and
    /// where the list is on the screen. With `focused`, the list has keyboard focus
    /// (on its first row) before the fling.
    static func coastingList(
        focused: Bool = false
    ) throws -> (SheetFixture, ScriptedClock, ListFixture.ScrolledList, (x: Int, y: Int)) {
        let (fixture, clock) = try SheetFixture.openOnScriptedTime(restingAt: .full)
        try PointerRealInputTests.requireWindowAtScreenOrigin(fixture)
        let list = try #require(fixture.list)
        let centre = try PointerRealInputTests.centre(of: list.scrolled, in: fixture)
        if focused {
            // Keyboard focus follows the pointer: bring it in from outside, as a window
            // manager would give the window focus.
            try RealInput.run([
                "mousemove", "1270", "1010", "sleep", "0.05", "mousemove", "\(centre.x)", "\(centre.y)", "sleep", "0.05",
            ])
            try #require(gtk_widget_grab_focus(list.listView) != 0)
            fixture.window.waitForDraw()
        }
        KineticHandoffTests.fling(ScriptedDrag(fixture), clock, by: -300, speed: 2000)
        for _ in 0..<5 {
            clock.advance(by: 1.0 / 60)
            clock.frame()
        }
        fixture.window.waitForDraw()
        try #require(clock.isAnimating, "the list does not coast")
        return (fixture, clock, list, centre)
    }

    /// Iterates the main loop until the list's offset has stayed put for 200 ms (GTK
    /// animates a wheel's step on its own frame clock); returns it.
    static func settledOffset(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) -> Double {
        var last = gtk_adjustment_get_value(adjustment)
        var still = 0
        for _ in 0..<60 where still < 4 {
            MainContext.iterate(for: .milliseconds(50))
            let value = gtk_adjustment_get_value(adjustment)
            still = value == last ? still + 1 : 0
            last = value
        }
        return last
    }

    /// After the input: no coast, and scripted frames move the list no further.
    static func expectCoastStopped(
        _ fixture: SheetFixture, _ clock: ScriptedClock, _ adjustment: UnsafeMutablePointer<GtkAdjustment>,
        by input: String
    ) {
        let seam = SheetTestSeam(fixture.host)
        #expect(seam?.isCoasting != true, "the coast goes on after \(input)")
        let taken = settledOffset(adjustment)
        clock.run(for: 0.5)
        fixture.window.waitForDraw()
        #expect(gtk_adjustment_get_value(adjustment) == taken, "the list moved on after \(input)")
    }

    @Test func aWheelClickOverTheCoastingListStopsTheCoast() throws {
        try gtkTest {
            let (fixture, clock, list, centre) = try Self.coastingList()
            let adjustment = list.vadjustment
            let before = gtk_adjustment_get_value(adjustment)
            // Button 5: the wheel turned one click towards the end of the list.
            try RealInput.run(["mousemove", "\(centre.x)", "\(centre.y)", "sleep", "0.05", "click", "5"])
            #expect(MainContext.iterate(until: { SheetTestSeam(fixture.host)?.isCoasting != true }, timeout: .seconds(2)))
            Self.expectCoastStopped(fixture, clock, adjustment, by: "a wheel click")
            // The wheel's own step still scrolled the list.
            #expect(gtk_adjustment_get_value(adjustment) > before, "the wheel did not scroll the list")
        }
    }

    @Test func aKeyPressedInTheCoastingListStopsTheCoast() throws {
        try gtkTest {
            let (fixture, clock, list, _) = try Self.coastingList(focused: true)
            let adjustment = list.vadjustment
            // Down: focus goes to the second row, and the list view scrolls back to it.
            try RealInput.run(["key", "Down"])
            #expect(MainContext.iterate(until: { SheetTestSeam(fixture.host)?.isCoasting != true }, timeout: .seconds(2)))
            Self.expectCoastStopped(fixture, clock, adjustment, by: "a key")
        }
    }
}
