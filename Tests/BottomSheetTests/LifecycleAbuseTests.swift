@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// What an app can do to the sheet at the worst moment: hide the focused handle, take
/// the sheet out of its window while it moves, empty its list under the user's finger,
/// destroy the window or drop the sheet from inside the sheet's own signal handlers,
/// open and close it ten thousand times. Nothing may crash, log a warning or
/// critical, or stay alive afterwards. (`LifecycleTests` covers a window closed mid-drag,
/// mid-animation and from `detent-changed` and `closed`.)
@MainActor
@Suite(.serialized)
struct LifecycleAbuseTests {
    // MARK: Focus and hidden parts

    /// GTK 4.8 moves focus out of a hidden widget only at the next frame, and holds a
    /// reference to it until then; hiding a second widget around the focus before that
    /// frame overwrites that reference without releasing it, and the first is never
    /// freed. The sheet hides parts itself (the handle, then the whole sheet as it
    /// closes), so it must move focus out before hiding them.
    @Test func hidingTheFocusedHandleAndThenClosingFreesEverything() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.box(height: 200))
            #expect(fixture.open(at: .expanded))
            let root = try #require(gtk_widget_get_root(fixture.widget))
            // A box has nothing to focus: focus went to the handle when the sheet opened.
            #expect(gtk_root_get_focus(root) == fixture.handle)
            let watch = FinalizationWatch.everything(in: fixture)

            GtkGlobals.withoutAnimations {
                bs_bottom_sheet_set_show_drag_handle(fixture.host, 0)
                bs_bottom_sheet_force_close(fixture.host)
            }
            #expect(gtk_widget_get_visible(fixture.sheet) == 0)
            gtk_window_destroy(fixture.window.window)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
        }
    }

    // MARK: Taken out of the window while it moves

    enum Motion: String, CaseIterable, Sendable, CustomStringConvertible {
        case opening, closing, dragging
        var description: String { rawValue }
    }

    /// Starts `motion` on scripted time and leaves it half-way.
    private func start(_ motion: Motion, _ fixture: SheetFixture, _ clock: ScriptedClock) throws {
        bs_bottom_sheet_present(fixture.host)
        switch motion {
        case .opening:
            clock.run(for: 0.1)
        case .closing:
            clock.runUntilResting()
            bs_bottom_sheet_close(fixture.host)
            clock.run(for: 0.1)
        case .dragging:
            clock.runUntilResting()
            let gesture = try #require(SheetTestSeam(fixture.host)?.scriptedDragGesture())
            bs_test_emit_drag(gesture, "drag-begin", 300, hostY(10, belowTheSheetTopOf: fixture.host))
            bs_test_emit_drag(gesture, "drag-update", 0, 20)
            bs_test_emit_drag(gesture, "drag-update", 0, 120)
        }
        try #require(fixture.sheetHeight > 0 && fixture.sheetHeight < 400, "not half-way: \(fixture.sheetHeight)")
    }

    /// An app takes the sheet out of its window while it moves (to show it on another
    /// page, say), keeps it, and puts it back. Off screen nothing can animate: the move
    /// ends where it was going, with its signals (`closed` included, once), as soon as
    /// the main loop runs; a drag ends at its release. Back on screen, the sheet is at
    /// rest exactly where it says.
    @Test(arguments: Motion.allCases)
    func removingTheSheetWhileItMovesEndsTheMoveAndPuttingItBackShowsItAtRest(while motion: Motion) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            let log = SheetEventLog(fixture.host)
            let clock = ScriptedClock(fixture.host)
            try start(motion, fixture, clock)
            let seam = try #require(SheetTestSeam(fixture.host))

            g_object_ref(UnsafeMutableRawPointer(fixture.host))
            defer { g_object_unref(UnsafeMutableRawPointer(fixture.host)) }
            gtk_window_set_child(fixture.window.window, nil)
            // The move ends the next time the main loop runs, outside whatever took the
            // sheet off screen.
            MainContext.drainPending()
            if motion == .dragging {
                #expect(seam.model.phase == .dragging, "the drag ended before the button went up")
                // The button goes up (GTK ends the gesture of a widget that leaves the screen).
                bs_test_emit_drag(seam.dragGesture, "drag-end", 0, 120)
            }
            let target: Detent = motion == .closing ? .dismissed : .expanded
            #expect(!seam.isAnimating, "an animation is left on a sheet that is off screen")
            #expect(fixture.detent == target)
            #expect(fixture.sheetHeight == (target == .dismissed ? 0 : 400))
            var rules = SheetSignalRules()
            let broken = rules.check(log.take())
            #expect(broken.isEmpty, "\(broken)")
            #expect(rules.atRest(detent: fixture.detent).isEmpty, "closed did not come")
            // A while later, still nothing moves and nothing more is said.
            clock.advance(by: 2)
            MainContext.iterate(for: .milliseconds(50))
            #expect(log.take().isEmpty)

            gtk_window_set_child(fixture.window.window, fixture.widget)
            fixture.window.waitForDraw()
            clock.runUntilResting()
            fixture.window.waitForDraw()
            let problems = SheetInvariants.always(fixture.host) + SheetInvariants.atRest(fixture.host)
                + SheetInvariants.drawnWhereItSays(fixture.host)
            #expect(problems.isEmpty, "\(problems)")
            #expect(fixture.detent == target)
            #expect(log.take().isEmpty, "putting the sheet back said something")
        }
    }

    /// The same, but the app drops the sheet: it is freed mid-move, with all its parts.
    @Test(arguments: Motion.allCases)
    func removingTheSheetWhileItMovesAndDroppingItFreesEverything(while motion: Motion) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            let clock = ScriptedClock(fixture.host)
            try start(motion, fixture, clock)
            let watch = FinalizationWatch.everything(in: fixture, includingTheWindow: false)

            gtk_window_set_child(fixture.window.window, nil)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the sheet was dropped: \(survivors)")
            // Nothing of it runs in the frames that follow.
            MainContext.iterate(for: .milliseconds(100))
        }
    }

    // MARK: From inside the sheet's own signals

    /// A user's way of closing a sheet that may not close.
    enum RefusedClose: String, CaseIterable, Sendable, CustomStringConvertible {
        case swipe, escape, scrimClick = "scrim click"
        var description: String { rawValue }
    }

    /// "Discard changes?" answered by closing the whole window, from `close-attempt`:
    /// inside the drag's release, the Escape binding's action, the scrim's click.
    @Test(arguments: RefusedClose.allCases)
    func destroyingTheWindowInsideCloseAttemptFreesEverything(after close: RefusedClose) throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(.list(rows: 200)) { bs_bottom_sheet_set_can_close($0, 0) }
            let watch = FinalizationWatch.everything(in: fixture)
            let window = fixture.window.window
            var attempts = 0
            SignalHandlers.on(fixture.host, "close-attempt") {
                attempts += 1
                gtk_window_destroy(window)
            }
            try refuse(close, fixture, clock)
            #expect(attempts == 1)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
            MainContext.iterate(for: .milliseconds(50))
        }
    }

    /// Where the app drops its last hold on the sheet from inside one of its signals:
    /// the sheet is freed as soon as the emission returns, with the sheet's own code
    /// still on the stack below it.
    enum Moment: String, CaseIterable, Sendable, CustomStringConvertible {
        /// detent-changed, inside close().
        case detentChangedInARequest = "detent-changed inside close()"
        /// detent-changed, inside the drag's release.
        case detentChangedInARelease = "detent-changed inside a release"
        /// notify::sheet-height, inside an animation frame.
        case heightNotifyInAFrame = "notify::sheet-height inside a frame"
        /// closed, inside the animation frame that arrives.
        case closedInAFrame = "closed inside a frame"
        /// close-attempt, inside the drag's release.
        case closeAttemptInARelease = "close-attempt inside a release"
        var description: String { rawValue }
    }

    @Test(arguments: Moment.allCases)
    func droppingTheSheetFromInsideItsOwnSignalFreesItWithNothingLeftRunning(at moment: Moment) throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(.list(rows: 200)) {
                if moment == .closeAttemptInARelease { bs_bottom_sheet_set_can_close($0, 0) }
            }
            let watch = FinalizationWatch.everything(in: fixture, includingTheWindow: false)
            let window = fixture.window.window
            let signal = switch moment {
            case .detentChangedInARequest, .detentChangedInARelease: "detent-changed"
            case .heightNotifyInAFrame: "notify::sheet-height"
            case .closedInAFrame: "closed"
            case .closeAttemptInARelease: "close-attempt"
            }
            var calls = 0
            // The window holds the only reference: taking the sheet out drops it.
            SignalHandlers.on(fixture.host, signal) {
                calls += 1
                if calls == 1 { gtk_window_set_child(window, nil) }
            }
            switch moment {
            case .detentChangedInARequest, .closedInAFrame, .heightNotifyInAFrame:
                bs_bottom_sheet_close(fixture.host)
                if moment != .detentChangedInARequest { clock.run(for: 1) }
            case .detentChangedInARelease, .closeAttemptInARelease:
                try refuse(.swipe, fixture, clock)
            }
            #expect(calls >= 1, "\(signal) never came")
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the sheet was dropped: \(survivors)")
            MainContext.iterate(for: .milliseconds(50))
        }
    }

    /// The app closes its window when the sheet says `closed`; the user closes the
    /// window while the sheet is still sliding away. The sheet goes with its window and
    /// says nothing more: a `closed` from inside the window's teardown would have the
    /// handler destroy the window a second time inside its own destruction.
    @Test func closingTheWindowMidCloseWhenClosedAlsoClosesTheWindowFreesEverything() throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(.list(rows: 200))
            let watch = FinalizationWatch.everything(in: fixture)
            let window = fixture.window.window
            var closed = 0
            SignalHandlers.on(fixture.host, "closed") {
                closed += 1
                gtk_window_destroy(window)
            }
            bs_bottom_sheet_close(fixture.host)
            clock.run(for: 0.1)
            gtk_window_destroy(window)
            #expect(closed == 0)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
        }
    }

    /// A handler that opens the sheet again as it closes, or closes it as it opens:
    /// the sheet ends where the last request sent it, and the signals still tell the
    /// truth (no `closed` for a sheet that is open again, no change that is none).
    @Test(arguments: [true, false])
    func aHandlerThatReopensOrClosesTheSheetLeavesItConsistent(animated: Bool) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            let clock = ScriptedClock(fixture.host)
            let log = SheetEventLog(fixture.host)
            let sheet = fixture.host
            var reopened = 0
            var closedAgain = 0
            // On the way down, reopen once; on the way up the second time, close at once.
            SignalHandlers.on(sheet, "detent-changed") {
                switch bs_bottom_sheet_get_detent(sheet) {
                case BS_DETENT_DISMISSED where reopened == 0:
                    reopened += 1
                    bs_bottom_sheet_present(sheet)
                case BS_DETENT_EXPANDED where reopened == 1 && closedAgain == 0:
                    closedAgain += 1
                    bs_bottom_sheet_force_close(sheet)
                default:
                    break
                }
            }
            let run = {
                bs_bottom_sheet_present(sheet)
                clock.runUntilResting()
                bs_bottom_sheet_close(sheet)
                clock.runUntilResting()
            }
            if animated { run() } else { GtkGlobals.withoutAnimations(run) }
            fixture.window.waitForDraw()
            var rules = SheetSignalRules()
            let events = log.take()
            let problems = rules.check(events) + rules.atRest(detent: fixture.detent)
                + SheetInvariants.always(sheet) + SheetInvariants.atRest(sheet)
            #expect(problems.isEmpty, "\(problems) in \(events)")
            #expect(reopened == 1 && closedAgain == 1)
            #expect(fixture.detent == .dismissed)
            #expect(events.last == .closed(property: .dismissed, sheetHeight: 0, sheetVisible: false), "\(events)")
        }
    }

    // MARK: The list changes under the finger

    /// Rows removed from the list while a drag that started on it goes on, before GTK
    /// lays the list out again: its scroll range is stale. The sheet, handing the drag
    /// over to the list, must not scroll a list that has nothing left to scroll (GTK 4.8
    /// warns "GtkListView failed to scroll to given position" for an empty one).
    @Test(arguments: [0, 3])
    func rowsRemovedMidDragAreNeitherScrolledNorWarnedAbout(rowsLeft: Int) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            let clock = ScriptedClock(fixture.host)
            bs_bottom_sheet_present(fixture.host)
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            clock.runUntilResting()
            fixture.window.waitForDraw()
            let list = try #require(fixture.list)
            let gesture = try #require(SheetTestSeam(fixture.host)?.scriptedDragGesture())
            // On the list, up: at full, the list scrolls.
            bs_test_emit_drag(gesture, "drag-begin", 300, hostY(200, belowTheSheetTopOf: fixture.host))
            for step in 1...5 {
                clock.advance(by: 0.016)
                bs_test_emit_drag(gesture, "drag-update", 0, -Double(step) * 40)
            }
            #expect(gtk_adjustment_get_value(list.vadjustment) > 0, "the list did not scroll")
            list.removeRows(from: rowsLeft)
            for step in 6...10 {
                clock.advance(by: 0.016)
                bs_test_emit_drag(gesture, "drag-update", 0, -Double(step) * 40)
            }
            clock.advance(by: 0.016)
            bs_test_emit_drag(gesture, "drag-end", 0, -400)
            // It stays full, fitted to what is left of the list once GTK has laid it out.
            let problems = clock.settleLaidOut(fixture) + SheetInvariants.always(fixture.host)
            #expect(fixture.detent == .full)
            #expect(problems.isEmpty, "\(problems)")
        }
    }

    // MARK: Ten thousand times

    /// Opened and closed 10,000 times, animations off: every close says `closed` once,
    /// and afterwards everything is freed.
    @Test func presentingAndClosingTenThousandTimesWithoutAnimations() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            let log = SheetEventLog(fixture.host)
            var rules = SheetSignalRules()
            var problems: [String] = []
            var closes = 0
            GtkGlobals.withoutAnimations {
                for cycle in 1...10_000 {
                    bs_bottom_sheet_present(fixture.host)
                    bs_bottom_sheet_close(fixture.host)
                    let events = log.take()
                    problems += rules.check(events)
                    closes += events.filter { if case .closed = $0 { true } else { false } }.count
                    // Now and then GTK lays out and draws, as it would between two clicks.
                    if cycle % 500 == 0 { fixture.window.waitForDraw() }
                    if !problems.isEmpty { break }
                }
            }
            #expect(problems.isEmpty, "\(problems)")
            #expect(closes == 10_000)
            let watch = FinalizationWatch.everything(in: fixture)
            gtk_window_destroy(fixture.window.window)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
        }
    }

    /// 2,000 opens and closes, each one interrupting the last at a random moment of its
    /// animation (seeded), on scripted time: the signals stay true, `closed` comes once
    /// per close that arrives, and afterwards everything is freed. (Fewer than above: each
    /// cycle runs up to 70 frames; the count of cycles is not what this one is about.)
    @Test func presentingAndClosingTwoThousandTimesMidAnimation() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            let clock = ScriptedClock(fixture.host)
            let log = SheetEventLog(fixture.host)
            var random = SeededRandom(seed: 2_000)
            var rules = SheetSignalRules()
            var problems: [String] = []
            for cycle in 1...2_000 {
                bs_bottom_sheet_present(fixture.host)
                clock.run(for: Double.random(in: 0...0.6, using: &random))
                if cycle.isMultiple(of: 2) { bs_bottom_sheet_force_close(fixture.host) } else { bs_bottom_sheet_close(fixture.host) }
                clock.run(for: Double.random(in: 0...0.6, using: &random))
                problems += rules.check(log.take()) + SheetInvariants.always(fixture.host)
                if cycle % 100 == 0 { fixture.window.waitForDraw() }
                if !problems.isEmpty {
                    problems.append("in cycle \(cycle)")
                    break
                }
            }
            clock.runUntilResting()
            problems += rules.check(log.take()) + rules.atRest(detent: fixture.detent)
            #expect(problems.isEmpty, "\(problems)")
            #expect(fixture.detent == .dismissed)
            let watch = FinalizationWatch.everything(in: fixture)
            gtk_window_destroy(fixture.window.window)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
        }
    }

    /// Makes a close that `can-close = false` refuses, as the user would.
    private func refuse(_ close: RefusedClose, _ fixture: SheetFixture, _ clock: ScriptedClock) throws {
        switch close {
        case .swipe:
            let gesture = try #require(SheetTestSeam(fixture.host)?.scriptedDragGesture())
            bs_test_emit_drag(gesture, "drag-begin", 300, hostY(10, belowTheSheetTopOf: fixture.host))
            for step in 1...5 {
                clock.advance(by: 0.01)
                bs_test_emit_drag(gesture, "drag-update", 0, Double(step) * 60)
            }
            clock.advance(by: 0.01)
            bs_test_emit_drag(gesture, "drag-end", 0, 300)
        case .escape:
            #expect(gtk_widget_activate_action_variant(fixture.widget, "sheet.dismiss", nil) != 0)
        case .scrimClick:
            let scrim = scrim(of: fixture.host)!
            let click = try #require(ControllerSignals.controller(on: scrim, ofType: gtk_gesture_click_get_type()))
            ControllerSignals.emitClick(on: click, x: 300, y: 100)
        }
    }

    // MARK: Helpers

}
