@testable import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore
import Testing

/// Fingers on a touchscreen (and on a touchpad): touches from the test compositor's
/// injector (`RealInput`'s touch words), through the compositor as event sequences, GDK
/// and the sheet's real GtkGestureDrag, with the compositor's timestamps. Wayland only:
/// X11's XTEST cannot make a touch or a touchpad's scroll, and the X11 runs leave this
/// suite out by its name.
///
/// Each test's window is the active one, so its surface coordinates, which the injector
/// takes, are the undecorated window's own (`requireWindowAtScreenOrigin`).
@MainActor
@Suite(.serialized)
struct TouchTests {
    static let full = PointerRealInputTests.full
    static let expanded = PointerRealInputTests.expanded
    typealias Pointer = PointerRealInputTests

    /// A point on the list, below the handle at expanded and at full.
    static let onTheList = (x: 300, y: 650)

    /// The list's vertical adjustment, and that `point` is on the list.
    static func listAdjustment(
        _ fixture: SheetFixture, at point: (x: Int, y: Int) = onTheList
    ) throws -> UnsafeMutablePointer<GtkAdjustment> {
        let scrolled = try #require(fixture.scrolledWindow)
        let picked = gtk_widget_pick(fixture.window.widget, Double(point.x), Double(point.y), GTK_PICK_DEFAULT)
        try #require(picked.map { gtk_widget_is_ancestor($0, scrolled) != 0 } ?? false, "\(point) is not on the list")
        return try #require(gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled)))
    }

    @Test func aFingerOnTheHandleFollowsOneToOneAndRestsWhereTheReleaseRuleSays() throws {
        try gtkTest {
            let (fixture, heights) = try Pointer.handleHeldUp(by: .finger)
            let held = Self.expanded + 150
            #expect(heights.contains { abs($0 - held) <= 2 }, "the sheet never rested 150 px up under the finger: \(heights)")
            #expect(heights.allSatisfy { $0 <= held + 2 }, "the sheet went past the finger: \(heights)")
            #expect(heights.contains { $0 > Self.expanded + 50 && $0 < held - 20 }, "the sheet did not follow the finger: \(heights)")
            // Lifted at rest 150 px above expanded: nearer expanded than full.
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }

    /// A quick flick of three touch motions 5 ms apart, 60 px up, opens to full every
    /// time; a fast one down from full closes.
    @Test func aFlickOfAFingerOpensAndClosesAsTheReleaseRuleSays() throws {
        try gtkTest {
            let (fixture, handle) = try Pointer.open(restingAt: .expanded)
            var reached: [Detent] = []
            for _ in 0..<10 {
                let path = Pointer.line(from: handle, to: (handle.x, handle.y - 60), count: 3)
                try Pointer.drag(fixture, RealInput.touchChain(from: handle, through: path, pause: 0.005, restBeforeLift: 0)) {}
                reached.append(fixture.detent)
                _ = fixture.waitUntilResting(at: fixture.detent)
                bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
                try #require(fixture.waitUntilResting(at: .expanded))
            }
            #expect(reached.allSatisfy { $0 == .full }, "where each flick went: \(reached)")

            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            try #require(fixture.waitUntilResting(at: .full))
            let top = try Pointer.centre(of: dragHandle(of: fixture.host), in: fixture)
            let path = Pointer.line(from: top, to: (top.x, top.y + 320), count: 8)
            try Pointer.drag(fixture, RealInput.touchChain(from: top, through: path, pause: 0.008, restBeforeLift: 0)) {}
            #expect(fixture.waitUntilResting(at: .dismissed), "a fast flick down from full closes")
        }
    }

    /// From the finger's lift to rest the sheet moves on every frame: no frame shows it
    /// where the frame before did, as a frame clock that gives two frames one time would
    /// (`FrameTimeline`; `FrameTimingTests` script that case). The frame of the lift
    /// itself may show the sheet where the finger left it.
    @Test func afterAFingerFlickTheSheetMovesOnEveryFrameToRest() throws {
        try gtkTest {
            let (fixture, _) = try Pointer.open(restingAt: .full)
            let top = try Pointer.centre(of: dragHandle(of: fixture.host), in: fixture)
            let path = Pointer.line(from: top, to: (top.x, top.y + 150), count: 6)
            let trace = FrameTrace.record(on: fixture.window.widget) { (fixture.sheetHeight, 0) }
            defer { trace.stop() }
            var releasedAt: Int?
            SignalHandlers.on(fixture.host, "released") { releasedAt = trace.frames.count }
            try Pointer.drag(fixture, RealInput.touchChain(from: top, through: path, pause: 0.008, restBeforeLift: 0)) {}
            #expect(fixture.waitUntilResting(at: fixture.detent))
            let released = try #require(releasedAt, "the sheet heard no release")
            let rest = fixture.sheetHeight
            let after = trace.frames.dropFirst(released + 1).map(\.sheetHeight)
            let moving = Array(after.prefix { abs($0 - rest) > 0.5 })
            let stalls = zip(moving, moving.dropFirst()).enumerated().filter { $0.element.0 == $0.element.1 }.map(\.offset)
            #expect(moving.count > 3, "the flick moved the sheet over \(moving.count) frames only: \(after)")
            #expect(stalls.isEmpty, "held still at frames \(stalls) after the lift: \(moving.map { Int($0) })")
        }
    }

    /// At full, a finger on the list scrolls it, through the list's own touch gesture;
    /// brought back down past the list's top in the same touch, it takes the sheet down
    /// from there, with no jump. From expanded,
    /// a finger moving up on the list takes the sheet to full first, then scrolls.
    @Test func aFingerOnTheListScrollsItAndHandsOffToTheSheetAtItsTopBothWays() throws {
        try gtkTest {
            let (fixture, _) = try Pointer.open(restingAt: .full)
            let adjustment = try Self.listAdjustment(fixture)
            let start = Self.onTheList
            let up = Pointer.line(from: start, to: (start.x, start.y - 300), count: 15)
            let down = Pointer.line(from: up.last!, to: (start.x, start.y + 200), count: 25)
            var samples: [(height: Double, scroll: Double)] = []
            // Whether the sheet's drag had taken the touch while the list scrolled up.
            var sheetHeldTheList = false
            let seam = try #require(SheetTestSeam(fixture.host))
            try Pointer.drag(fixture, RealInput.touchChain(from: start, through: up + down, pause: 0.02, restBeforeLift: 0.3)) {
                let scroll = gtk_adjustment_get_value(adjustment)
                if scroll > (samples.last?.scroll ?? 0), seam.press?.grab != nil { sheetHeldTheList = true }
                samples.append((fixture.sheetHeight, scroll))
            }
            let scrolled = samples.map(\.scroll).max() ?? 0
            #expect(scrolled >= 250, "the finger did not scroll the list: \(samples)")
            // The list's own touch gesture scrolls it, where GTK lets the sheet's drag
            // watch it do so; on GTK 4.24 the sheet's drag scrolls it.
            #expect(sheetHeldTheList == GtkVersions.scrolledWindowKeepsTouchToItself,
                    "who scrolled the list: the sheet's drag \(sheetHeldTheList)")
            #expect(samples.filter { $0.scroll > 0 }.allSatisfy { $0.height == Self.full },
                    "the sheet moved while the list was scrolled: \(samples)")
            #expect(samples.contains { $0.height < Self.full - 150 }, "the sheet did not follow the finger down past the list's top: \(samples)")
            // The finger moves 20 px per step; a frame may bring two steps.
            let jumps = zip(samples, samples.dropFirst()).map { abs(($1.height - $1.scroll) - ($0.height - $0.scroll)) }
            #expect(jumps.allSatisfy { $0 <= 45 }, "the list and sheet together jumped: \(jumps.filter { $0 > 45 })")
            #expect(MainContext.iterate(until: { fixture.isResting }, timeout: .seconds(5)))
            #expect(gtk_adjustment_get_value(adjustment) == 0)

            // The other way: from expanded, up on the list.
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
            try #require(fixture.waitUntilResting(at: .expanded))
            let path = Pointer.line(from: start, to: (start.x, start.y - 600), count: 30)
            samples = []
            try Pointer.drag(fixture, RealInput.touchChain(from: start, through: path, pause: 0.02, restBeforeLift: 0.25)) {
                samples.append((fixture.sheetHeight, gtk_adjustment_get_value(adjustment)))
            }
            #expect(fixture.waitUntilResting(at: .full))
            #expect(samples.filter { $0.height < Self.full }.allSatisfy { $0.scroll == 0 },
                    "the list scrolled before the sheet was full: \(samples)")
            #expect(gtk_adjustment_get_value(adjustment) > 100, "the rest of the touch did not scroll the list")
        }
    }

    /// A finger flicking the list at full and lifting: the list coasts on, with GTK's own
    /// kinetic scrolling (the list's touch gesture had it all), or on GTK 4.24 with the
    /// sheet's coast at GTK's friction (`GtkVersions.scrolledWindowKeepsTouchToItself`);
    /// a touch stops it.
    @Test func aListLetGoWhileScrollingCoastsAndATouchStopsIt() throws {
        try gtkTest {
            let (fixture, _) = try Pointer.open(restingAt: .full)
            let adjustment = try Self.listAdjustment(fixture)
            let start = Self.onTheList
            let path = Pointer.line(from: start, to: (start.x, start.y - 200), count: 10)
            try Pointer.drag(fixture, RealInput.touchChain(from: start, through: path, pause: 0.008, restBeforeLift: 0)) {}
            let atLift = gtk_adjustment_get_value(adjustment)
            let seam = try #require(SheetTestSeam(fixture.host))
            var sheetCoasted = false
            #expect(MainContext.iterate(until: {
                if seam.isCoasting { sheetCoasted = true }
                return gtk_adjustment_get_value(adjustment) > atLift + 100
            }, timeout: .seconds(1)), "the list did not coast on after the finger lifted at \(atLift)")
            #expect(sheetCoasted == GtkVersions.scrolledWindowKeepsTouchToItself,
                    "whose coast moved the list: the sheet's \(sheetCoasted)")
            try RealInput.run(["touchdown", "0", "\(start.x)", "\(start.y)"])
            MainContext.iterate(for: .milliseconds(50))
            let caught = gtk_adjustment_get_value(adjustment)
            MainContext.iterate(for: .milliseconds(300))
            #expect(abs(gtk_adjustment_get_value(adjustment) - caught) <= 1, "a touch did not stop the coast")
            try RealInput.run(["touchup", "0"])
            MainContext.iterate(for: .milliseconds(300))
            #expect(abs(gtk_adjustment_get_value(adjustment) - caught) <= 1, "the coast went on after the tap")
            #expect(fixture.detent == .full && fixture.sheetHeight == Self.full)
        }
    }

    /// A second finger landing mid-drag, moving and lifting, neither moves the sheet nor
    /// takes the drag: the sheet stays under the first finger.
    @Test func aSecondFingerNeitherJumpsTheSheetNorStealsTheDrag() throws {
        try gtkTest {
            let (fixture, handle) = try Pointer.open(restingAt: .expanded)
            let first = Pointer.line(from: handle, to: (handle.x, handle.y - 100), count: 10)
            let then = Pointer.line(from: first.last!, to: (handle.x, handle.y - 200), count: 10)
            let second = (x: handle.x + 300, y: handle.y - 250)
            var chain = RealInput.touchChain(from: handle, through: first, pause: 0.03, restBeforeLift: 0.1)
            chain.removeLast(2)  // the first finger stays down
            chain += ["touchdown", "1", "\(second.x)", "\(second.y)", "sleep", "0.1",
                      "touchmove", "1", "\(second.x)", "\(second.y + 120)", "sleep", "0.1"]
            for point in then { chain += ["sleep", "0.03", "touchmove", "0", "\(point.x)", "\(point.y)"] }
            chain += ["sleep", "0.1", "touchup", "1", "sleep", "0.3"]
            var heights: [Double] = []
            // Both fingers lifted in the end: the first last, at rest.
            try Pointer.drag(fixture, chain + ["touchup", "0"]) { heights.append(fixture.sheetHeight) }
            let jumps = zip(heights, heights.dropFirst()).map { abs($1 - $0) }
            #expect(jumps.allSatisfy { $0 <= 25 }, "the sheet jumped: \(heights)")
            #expect(heights.contains { abs($0 - (Self.expanded + 200)) <= 2 },
                    "the sheet did not stay under the first finger up to 200 px: \(heights)")
            #expect(heights.allSatisfy { $0 <= Self.expanded + 202 }, "the sheet went past the first finger: \(heights)")
            #expect(MainContext.iterate(until: { fixture.isResting }, timeout: .seconds(5)))
        }
    }

    /// The compositor takes a touch back mid-flick (a system gesture): no release rule
    /// applies, since nobody let go, and the sheet goes back to the detent it rested at
    /// (`SheetModel.cancelDrag`). The same flick lifted goes to full.
    @Test(.inputCancelsTouches)
    func aTouchTheCompositorCancelsLeavesTheSheetWhereItRested() throws {
        try gtkTest {
            let (fixture, handle) = try Pointer.open(restingAt: .expanded)
            let log = SheetEventLog(fixture.host)
            let path = Pointer.line(from: handle, to: (handle.x, handle.y - 150), count: 5)
            var chain = RealInput.touchChain(from: handle, through: path, pause: 0.008, restBeforeLift: 0)
            chain.removeLast(2)
            var heights: [Double] = []
            try Pointer.drag(fixture, chain + ["touchcancel"]) { heights.append(fixture.sheetHeight) }
            #expect(heights.contains { $0 > Self.expanded + 60 }, "the sheet did not follow the finger first: \(heights)")
            #expect(fixture.detent == .expanded)
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(log.take().isEmpty, "a cancelled touch says nothing")

            try Pointer.drag(fixture, RealInput.touchChain(from: handle, through: path, pause: 0.008, restBeforeLift: 0)) {}
            #expect(fixture.waitUntilResting(at: .full), "the same flick lifted")
        }
    }

    /// One finger on the list at `full`, traced frame by frame (`FrameTrace`, written to
    /// test-output as CSV and a chart): from a list scrolled 120 px it moves down 220 px
    /// (the list back to its top, then the sheet down after it: the hand-off), then
    /// quickly up 400 px (the sheet back to full, then the list scrolled) and lifts while
    /// moving, and the list coasts on.
    @Test func aFingerFlickOnTheListAtFullIsTracedFrameByFrame() throws {
        try gtkTest {
            let (fixture, _) = try Pointer.open(restingAt: .full)
            let start = (x: Self.onTheList.x, y: 350)
            let adjustment = try Self.listAdjustment(fixture, at: start)
            gtk_adjustment_set_value(adjustment, 120)
            MainContext.iterate(for: .milliseconds(100))
            try #require(gtk_adjustment_get_value(adjustment) == 120)
            let down = Pointer.line(from: start, to: (start.x, start.y + 220), count: 11)
            let up = Pointer.line(from: down.last!, to: (start.x, start.y - 180), count: 16)
            var chain = RealInput.touchChain(from: start, through: down, pause: 0.016, restBeforeLift: 0)
            chain.removeLast(2)
            for point in up { chain += ["sleep", "0.008", "touchmove", "0", "\(point.x)", "\(point.y)"] }
            chain += ["touchup", "0"]

            let trace = FrameTrace.record(on: fixture.window.widget) {
                (fixture.sheetHeight, gtk_adjustment_get_value(adjustment))
            }
            defer { trace.stop() }
            MainContext.iterate(for: .milliseconds(50))
            try Pointer.drag(fixture, chain) {}
            let lift = trace.frames.last?.time ?? 0
            _ = MainContext.iterate(until: { fixture.isResting && trace.frames.count > 2
                && trace.frames.suffix(2).allSatisfy { $0.listOffset == trace.frames.last!.listOffset } },
                                timeout: .seconds(5))
            trace.stop()
            trace.dropStillEnd(keeping: 6)

            let frames = trace.frames
            // Down: the list reached its top before the sheet moved, in the same touch.
            let firstLowered = try #require(frames.firstIndex { $0.sheetHeight < Self.full }, "the sheet never came down")
            #expect(frames[..<firstLowered].contains { $0.listOffset > 60 }, "the list was not scrolled first")
            #expect(frames[firstLowered].listOffset == 0, "the sheet moved while the list was scrolled: \(frames[firstLowered])")
            let lowest = try #require(frames.map(\.sheetHeight).min())
            #expect(lowest < Self.full - 60, "the sheet did not follow the finger down: \(lowest)")
            // Up: the sheet back to full before the list scrolled again.
            let handBack = try #require(frames[firstLowered...].firstIndex { $0.listOffset > 0 }, "the list never scrolled again")
            #expect(frames[handBack].sheetHeight == Self.full, "the list scrolled before the sheet was full: \(frames[handBack])")
            // Lifted moving: the list coasts on after the lift.
            let atLift = frames.last { $0.time <= lift }?.listOffset ?? 0
            let end = frames.last?.listOffset ?? 0
            #expect(end > atLift + 50, "the list did not coast after the lift: \(atLift) → \(end)")
            #expect(fixture.detent == .full && fixture.sheetHeight == Self.full)

            let name = "touch-flick-trace-gtk\(gtk_get_major_version()).\(gtk_get_minor_version())"
            try trace.csv.write(to: try TestOutput.file(named: name + ".csv"), atomically: true, encoding: .utf8)
            let handOff = frames[firstLowered].time
            try trace.writeChart(
                to: try TestOutput.file(named: name + ".png").path,
                title: "A finger on the list at full (GTK \(gtk_get_major_version()).\(gtk_get_minor_version()), Wayland)",
                marks: [(handOff, "hand-off"), (frames[handBack].time, "hand back"), (lift, "lift: coast")])
        }
    }

    /// A touchpad's two-finger scroll on the handle drags the sheet continuously, pixel
    /// by pixel, where a wheel's notch steps a detent; lifted at rest, the release rule
    /// takes it back to the nearer detent.
    @Test func aTouchpadScrollOnTheHandleDragsTheSheetContinuously() throws {
        try gtkTest {
            let (fixture, handle) = try Pointer.open(restingAt: .expanded)
            // Fingers moving up scroll "down": 12 steps of 10 px, 16 ms apart.
            var chain = ["mousemove", "\(handle.x)", "\(handle.y)", "sleep", "0.05"]
            for _ in 0..<12 { chain += ["touchpadscroll", "0", "10", "sleep", "0.016"] }
            chain += ["sleep", "0.3", "touchpadstop"]
            // Twice: the second scroll begins as the first did.
            for time in 1...2 {
                var heights: [Double] = []
                try RealInput.run(chain) { heights.append(fixture.sheetHeight) }
                let between = Set(heights.filter { $0 > Self.expanded && $0 < Self.expanded + 120 })
                #expect(between.count >= 4, "scroll \(time): the sheet did not follow the fingers step by step: \(Set(heights).sorted())")
                #expect(heights.contains { abs($0 - (Self.expanded + 120)) <= 2 },
                        "scroll \(time): the sheet did not follow 120 px: \(Set(heights).sorted())")
                #expect(fixture.waitUntilResting(at: .expanded), "lifted at rest 120 px up: nearer expanded")
            }
        }
    }

    /// A finger held on a row (with a finger's few pixels of tremble) moves nothing.
    @Test func aLongPressOnARowDoesNotMoveTheSheet() throws {
        try gtkTest {
            let (fixture, _) = try Pointer.open(restingAt: .expanded)
            let adjustment = try Self.listAdjustment(fixture)
            let start = Self.onTheList
            var heights: [Double] = []
            // A finger's tremble stays within GTK's drag threshold (8 px).
            var chain = ["touchdown", "0", "\(start.x)", "\(start.y)"]
            for (dx, dy) in [(2, -3), (-1, -5), (1, -2), (0, -6), (2, -4), (1, -7), (0, -3)] {
                chain += ["sleep", "0.12", "touchmove", "0", "\(start.x + dx)", "\(start.y + dy)"]
            }
            chain += ["sleep", "0.2", "touchup", "0"]
            try Pointer.drag(fixture, chain) { heights.append(fixture.sheetHeight) }
            MainContext.iterate(for: .milliseconds(200))
            #expect(heights.allSatisfy { $0 == Self.expanded }, "the sheet moved: \(heights)")
            #expect(fixture.detent == .expanded && fixture.isResting)
            #expect(gtk_adjustment_get_value(adjustment) == 0, "the list moved")
        }
    }

    /// A finger from the pages' start edge swipes the page back, as the pointer does.
    @Test(arguments: [false, true])
    func aFingerSwipesAPageBackFromTheStartEdge(rtl: Bool) throws {
        try gtkTest {
            try GtkGlobals.withDirection(rtl: rtl) {
                let pushed = try PageRealInputTests.PushedPage.open()
                let restingX = try #require(pushed.pageBounds).x
                let (start, points) = try PageRealInputTests.swipe(
                    pushed, rtl: rtl, steps: Array(stride(from: 40, through: 240, by: 40)))
                let chain = RealInput.touchChain(from: start, through: points, pause: 0.01, restBeforeLift: 0)
                let samples = try PageRealInputTests.runSwipe(pushed, chain, restingX: restingX)
                #expect(samples.followed.contains { $0 >= 80 }, "the page did not follow the finger: \(samples.followed)")
                #expect(pushed.pageCount == 1, "a fast swipe goes back")
                #expect(pushed.settle())
                #expect(pushed.fixture.detent == .expanded, "a sideways swipe does not move the sheet")
            }
        }
    }

    /// A finger on the side panel's grip flings it closed, as the pointer does.
    @Test(arguments: [false, true])
    func aFingerOnTheSidePanelsGripFlingsItClosed(rtl: Bool) throws {
        try gtkTest {
            try GtkGlobals.withDirection(rtl: rtl) {
                let panel = try SideRealInputTests.SidePanel.open(rtl: rtl)
                try SideRealInputTests.flingClosed(panel, by: .finger)
            }
        }
    }
}

extension TouchTests {
    /// A tap on the bar opens the sheet; a finger drags it up out of the bar.
    @Test func aFingerOpensTheSheetFromItsBottomBar() throws {
        try gtkTest {
            let (fixture, bar) = try BottomBarRealInputTests.openClosedToTheBar()
            try RealInput.run(RealInput.touchChain(from: bar, through: [], pause: 0, restBeforeLift: 0.05))
            #expect(fixture.waitUntilResting(at: .expanded))
            bs_bottom_sheet_set_open(fixture.host, 0)
            try #require(fixture.waitUntilResting(at: .peek))
            try BottomBarRealInputTests.dragUp(fixture, from: bar, by: .finger)
        }
    }
}
