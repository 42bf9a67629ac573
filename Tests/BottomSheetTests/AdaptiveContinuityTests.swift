@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// `adaptive.md`, "Continuity across presentations": a window resized across the side
/// breakpoint while the sheet rests, is dragged, or moves keeps the sheet's detent
/// (mapped), the child's scroll position, its typed text and focus, the same widgets,
/// with no jump and no GTK warning (the harness fails a test on any).
@MainActor
@Suite(.serialized)
struct AdaptiveContinuityTests {
    /// A non-modal sheet on a 600×800 window (bottom presentation) whose child is an
    /// entry over a 200-row list.
    @MainActor
    struct Setup {
        let fixture: SheetFixture
        let entry: UnsafeMutablePointer<GtkWidget>
        let list: ListFixture.ScrolledList
        var adjustment: UnsafeMutablePointer<GtkAdjustment> { list.vadjustment }

        init() throws {
            let form = ListFixture.entryOverList(rows: 200)
            entry = form.entry
            list = form.list
            fixture = try SheetFixture.open(.widget(form.box), width: 600, height: 800, configure: { bs_bottom_sheet_set_modal($0, 0) })
        }

        /// Types into the entry (focus in it) and scrolls the list 1234 px down; returns
        /// the scroll offset the list took.
        func fillIn() -> Double {
            gtk_editable_set_text(OpaquePointer(entry), "Typed before the resize")
            #expect(gtk_widget_grab_focus(entry) != 0)
            gtk_adjustment_set_value(adjustment, 1234)
            fixture.window.waitForDraw()
            return gtk_adjustment_get_value(adjustment)
        }

        /// Everything the user had is still there.
        func expectKept(offset: Double, _ when: String) {
            #expect(abs(gtk_adjustment_get_value(adjustment) - offset) <= 1, "\(when): the list scrolled")
            #expect(String(cString: gtk_editable_get_text(OpaquePointer(entry))) == "Typed before the resize", "\(when)")
            let focus = gtk_root_get_focus(OpaquePointer(fixture.window.window))
            #expect(focus == entry || (focus.map { gtk_widget_is_ancestor($0, entry) != 0 } ?? false),
                    "\(when): focus stayed in the entry")
            #expect(bs_bottom_sheet_get_sheet(fixture.host) == gtk_widget_get_parent(entry), "\(when): the same child")
        }

        var presentation: BsPresentation { bs_bottom_sheet_get_current_presentation(fixture.host) }
    }

    @Test(arguments: [Detent.expanded, .full])
    func aRestingSheetCrossesBothWaysKeepingItsDetentAndEverythingInIt(detent: Detent) throws {
        try gtkTest {
            let setup = try Setup()
            let fixture = setup.fixture
            #expect(fixture.open(at: detent))
            let bottomHeight = fixture.sheetHeight
            let offset = setup.fillIn()
            #expect(offset > 500, "the list scrolled before the resize")

            #expect(fixture.resizeWindow(width: 1280, height: 800))
            #expect(fixture.settle(at: detent))
            #expect(setup.presentation == BS_PRESENTATION_SIDE)
            #expect(fixture.detent == detent, "the bottom detent is kept while at the side")
            setup.expectKept(offset: offset, "at the side")

            #expect(fixture.resizeWindow(width: 600, height: 800))
            #expect(fixture.settle(at: detent))
            #expect(setup.presentation == BS_PRESENTATION_BOTTOM)
            #expect(fixture.sheetHeight == bottomHeight, "back at the height of its detent")
            setup.expectKept(offset: offset, "back at the bottom")
        }
    }

    @Test func theMoveStartsWhereTheSheetWasAndGoesOnOneSpring() throws {
        try gtkTest {
            let setup = try Setup()
            let fixture = setup.fixture
            let clock = try fixture.presentOnScriptedTime()
            let before = fixture.sheetBounds

            #expect(fixture.resizeWindow(width: 1280, height: 800))
            fixture.window.waitForDraw()
            #expect(setup.presentation == BS_PRESENTATION_SIDE)
            // No scripted time has passed: the sheet is still where it was.
            let first = fixture.sheetBounds
            #expect(first.origin.x == before.origin.x && first.origin.y == before.origin.y
                    && first.size.width == before.size.width, "no jump at the crossing: \(before) then \(first)")

            var xs: [Float] = []
            while clock.isAnimating {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
                xs.append(fixture.sheetBounds.origin.x)
                if xs.count > 120 { break }
            }
            #expect(!clock.isAnimating, "the move ends")
            #expect(xs.count > 5, "it is animated, over several frames")
            let steps = zip(xs, xs.dropFirst()).map { abs($1 - $0) }
            #expect(steps.allSatisfy { $0 < 200 }, "no frame jumps: \(xs)")
            let end = fixture.sheetBounds
            #expect(end.origin.y == 0 && Int32(end.size.height) == 800 && Int32(end.origin.x + end.size.width) == 1280,
                    "docked at the end edge, full height: \(end)")
        }
    }

    /// The offsets kept across the move are the user's: a scroll by the app (or the
    /// user) while the sheet moves between presentations is not undone by the frames
    /// after it, nor at the end of the move.
    @Test func aScrollDuringTheMoveIsKept() throws {
        try gtkTest {
            let setup = try Setup()
            let fixture = setup.fixture
            let clock = try fixture.presentOnScriptedTime()
            let offset = setup.fillIn()
            #expect(fixture.resizeWindow(width: 1280, height: 800))
            fixture.window.waitForDraw()
            for _ in 0..<5 {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
            }
            #expect(clock.isAnimating, "the move is under way")
            #expect(abs(gtk_adjustment_get_value(setup.adjustment) - offset) <= 1, "the offset was kept so far")
            gtk_adjustment_set_value(setup.adjustment, 300)
            clock.runDrawnFrames(of: fixture, limit: 120) { frame in
                #expect(abs(gtk_adjustment_get_value(setup.adjustment) - 300) <= 1, "frame \(frame) undid the scroll")
            }
            #expect(!clock.isAnimating, "the move ends")
            fixture.window.waitForDraw()
            #expect(abs(gtk_adjustment_get_value(setup.adjustment) - 300) <= 1, "the end of the move undid the scroll")
        }
    }

    @Test(arguments: [false, true])
    func aCrossingMidDragEndsItAsAStillReleaseThenMoves(up: Bool) throws {
        try gtkTest {
            let setup = try Setup()
            let fixture = setup.fixture
            let clock = try fixture.presentOnScriptedTime()
            let offset = setup.fillIn()
            let swift = BottomSheet(wrapping: UnsafeMutableRawPointer(fixture.host))!
            var releases: [(Double, Detent)] = []
            let watching = swift.onReleased { releases.append(($0, $1)) }
            defer { _ = watching }

            // A fast drag on the header area (the handle), held where the resize finds it.
            let drag = ScriptedDrag(fixture)
            drag.begin(x: 300, y: 5)
            drag.claim(up: up)
            drag.glide(by: up ? -150 : 100, steps: 5, over: 0.05)
            #expect(SheetTestSeam(fixture.host)!.model.phase == .dragging)

            #expect(fixture.resizeWindow(width: 1280, height: 800))
            fixture.window.waitForDraw()
            #expect(releases.count == 1, "the crossing let go of the sheet")
            #expect(releases.first?.0 == 0, "with no velocity, whatever the pointer's speed")
            let target = releases.first?.1
            drag.glide(by: 50, steps: 3, over: 0.05)
            drag.end()
            #expect(releases.count == 1, "the pointer's later moves and release do nothing")
            clock.runUntilResting()
            #expect(fixture.settle(at: target ?? .expanded))
            #expect(setup.presentation == BS_PRESENTATION_SIDE)
            #expect(fixture.detent != .dismissed)
            setup.expectKept(offset: offset, "after a crossing mid-drag")
        }
    }

    @Test(arguments: [Detent.expanded, .dismissed])
    func aCrossingMidAnimationGoesOnToTheSameDetent(target: Detent) throws {
        try gtkTest {
            let setup = try Setup()
            let fixture = setup.fixture
            let clock = ScriptedClock(fixture.host)
            if target == .dismissed {
                bs_bottom_sheet_present(fixture.host)
                clock.runUntilResting()
                fixture.window.waitForDraw()
                bs_bottom_sheet_force_close(fixture.host)
            } else {
                bs_bottom_sheet_present(fixture.host)
            }
            clock.run(for: 0.05)
            fixture.window.waitForDraw()
            #expect(clock.isAnimating)
            let log = SheetEventLog(fixture.host)

            #expect(fixture.resizeWindow(width: 1280, height: 800))
            fixture.window.waitForDraw()
            #expect(fixture.detent == target, "the running move keeps its detent")
            clock.runUntilResting()
            #expect(fixture.settle(at: target))
            #expect(setup.presentation == BS_PRESENTATION_SIDE)
            if target == .dismissed {
                #expect(log.take().contains { if case .closed = $0 { true } else { false } }, "closed, once there")
                #expect(gtk_widget_get_visible(fixture.sheet) == 0)
            } else {
                #expect(fixture.sheetHeight == Double(fixture.sheetBounds.size.width), "the whole panel shown")
            }
        }
    }

    @Test func changingThePresentationPropertyMovesTheOpenSheetTheSameWay() throws {
        try gtkTest {
            let setup = try Setup()
            let fixture = setup.fixture
            #expect(fixture.open(at: .full))
            let offset = setup.fillIn()
            bs_bottom_sheet_set_presentation(fixture.host, BS_PRESENTATION_SIDE)
            #expect(fixture.settle(at: .full))
            #expect(setup.presentation == BS_PRESENTATION_SIDE)
            setup.expectKept(offset: offset, "pinned to the side")
            let bounds = fixture.sheetBounds
            #expect(bounds.size.width == 300, "at most half the 600-px window")
            bs_bottom_sheet_set_presentation(fixture.host, BS_PRESENTATION_AUTOMATIC)
            #expect(fixture.settle(at: .full))
            #expect(setup.presentation == BS_PRESENTATION_BOTTOM)
            setup.expectKept(offset: offset, "automatic again")
        }
    }
}
