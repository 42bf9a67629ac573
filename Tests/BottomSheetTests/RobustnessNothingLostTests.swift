@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// Nothing lost: with `can-close` off, no swipe, Escape or scrim click closes the sheet
/// (each says `close-attempt` and the sheet goes back to where it was), and what the user
/// typed in the sheet is still there after a hundred closes and reopenings by the app and
/// a window resized down to 1×1 and back.
@MainActor
@Suite(.serialized)
struct RobustnessNothingLostTests {
    /// A user's way of closing the sheet.
    enum Attempt: String, CaseIterable, Sendable, CustomStringConvertible {
        /// A slow drag down past the bottom of the window, let go with no speed.
        case slowSwipe = "slow swipe down"
        /// A fast flick down from the handle.
        case fling = "fling down"
        /// Escape, through the key binding's action.
        case escape = "Escape"
        /// A click on the scrim above the sheet.
        case scrimClick = "scrim click"
        /// The app's close(), which closes as the user would.
        case closeCall = "close()"
        var description: String { rawValue }
    }

    /// A sheet with a text entry above a 200-row list, open at expanded, on scripted time.
    @MainActor
    struct Form {
        let fixture: SheetFixture
        let entry: UnsafeMutablePointer<GtkWidget>
        let clock: ScriptedClock
        let log: SheetEventLog

        static func open() throws -> Form {
            let parts = ListFixture.entryOverList(rows: 200)
            let fixture = try SheetFixture.open(.widget(parts.box)) { bs_bottom_sheet_set_can_close($0, 0) }
            let form = Form(fixture: fixture, entry: parts.entry, clock: ScriptedClock(fixture.host), log: SheetEventLog(fixture.host))
            bs_bottom_sheet_present(fixture.host)
            try #require(form.clock.runUntilResting())
            try #require(fixture.detent == .expanded && fixture.sheetHeight == 400)
            return form
        }

        var text: String { String(cString: gtk_editable_get_text(OpaquePointer(entry))) }

        /// Makes the attempt, as the user would, and lets the sheet come to rest.
        func attempt(_ attempt: Attempt) {
            switch attempt {
            case .slowSwipe: swipe(by: 900, over: 1.0, rest: 0.3)
            case .fling: swipe(by: 120, over: 0.05, rest: 0)
            case .escape: _ = gtk_widget_activate_action_variant(entry, "sheet.dismiss", nil)
            case .scrimClick:
                let scrim = scrim(of: fixture.host)!
                guard let click = ControllerSignals.controller(on: scrim, ofType: gtk_gesture_click_get_type()) else {
                    Issue.record("the scrim has no click gesture")
                    return
                }
                ControllerSignals.emitClick(on: click, x: 300, y: 100)
            case .closeCall: bs_bottom_sheet_close(fixture.host)
            }
            clock.runUntilResting()
        }

        /// A drag on the handle, `distance` px down in `duration` s, a rest, the release.
        private func swipe(by distance: Double, over duration: Double, rest: Double) {
            let gesture = SheetTestSeam(fixture.host)!.scriptedDragGesture()!
            bs_test_emit_drag(gesture, "drag-begin", 300, hostY(10, belowTheSheetTopOf: fixture.host))
            for step in 1...10 {
                clock.advance(by: duration / 10)
                bs_test_emit_drag(gesture, "drag-update", 0, distance * Double(step) / 10)
            }
            if rest > 0 {
                for _ in 0..<5 {
                    clock.advance(by: rest / 5)
                    bs_test_emit_drag(gesture, "drag-update", 0, distance)
                }
            }
            clock.advance(by: 0.008)
            bs_test_emit_drag(gesture, "drag-end", 0, distance)
        }
    }

    @Test(arguments: Attempt.allCases)
    func withCanCloseOffTheUsersCloseIsRefusedAndTheSheetStaysOpen(_ attempt: Attempt) throws {
        try gtkTest {
            let form = try Form.open()
            _ = form.log.take()
            form.attempt(attempt)
            #expect(form.log.take() == [.closeAttempt(canClose: false)], "after a \(attempt)")
            #expect(form.fixture.detent == .expanded)
            #expect(form.fixture.sheetHeight == 400)
            #expect(gtk_widget_get_visible(form.fixture.sheet) != 0)
        }
    }

    @Test func typedTextSurvivesAHundredRefusedClosesAppClosesAndReopeningsAndAResize() throws {
        try gtkTest {
            let form = try Form.open()
            let fixture = form.fixture
            let draft = "A draft the user typed — with ünïcödé ✓"
            gtk_editable_set_text(OpaquePointer(form.entry), draft)
            let watch = FinalizationWatch()
            watch.watch(form.entry, "entry")
            // The log has every signal since before the sheet first opened.
            var rules = SheetSignalRules()
            var problems = rules.check(form.log.take())

            for cycle in 1...100 {
                // The user tries to close it: refused.
                let attempt = Attempt.allCases[cycle % Attempt.allCases.count]
                form.attempt(attempt)
                var events = form.log.take()
                if events != [.closeAttempt(canClose: false)] || fixture.detent != .expanded {
                    problems.append("cycle \(cycle), \(attempt): \(events), at \(fixture.detent)")
                }
                problems += rules.check(events)
                // The app closes it ("keep the draft for later"), then opens it again.
                bs_bottom_sheet_force_close(fixture.host)
                form.clock.runUntilResting()
                fixture.window.waitForDraw()
                if gtk_widget_get_visible(fixture.sheet) != 0 { problems.append("cycle \(cycle): still shown when closed") }
                bs_bottom_sheet_present(fixture.host)
                form.clock.runUntilResting()
                events = form.log.take()
                problems += rules.check(events)
                if events.filter({ if case .closed = $0 { true } else { false } }).count != 1 {
                    problems.append("cycle \(cycle): \(events)")
                }
                if form.text != draft { problems.append("cycle \(cycle): the entry says \"\(form.text)\"") }
                if watch.survivors != ["entry"] { problems.append("cycle \(cycle): the entry was freed") }
                if !problems.isEmpty { break }
            }
            #expect(problems.isEmpty, "\(problems)")
            // Focus went back into the sheet when it opened.
            let focus = gtk_root_get_focus(gtk_widget_get_root(fixture.widget))
            #expect(focus.map { gtk_widget_is_ancestor($0, fixture.sheet) != 0 } == true)

            // The window is squeezed to nothing and given its size back.
            gtk_window_set_default_size(fixture.window.window, 1, 1)
            fixture.window.waitForDraw()
            gdk_display_sync(gtk_widget_get_display(fixture.window.widget))
            MainContext.drainPending()
            fixture.window.waitForDraw()
            #expect(gtk_widget_get_height(fixture.widget) < 100, "the window did not shrink")
            form.clock.runUntilResting()
            #expect(fixture.resizeWindow(width: 600, height: 800))
            fixture.window.waitForDraw()
            form.clock.runUntilResting()
            fixture.window.waitForDraw()
            #expect(form.text == draft)
            #expect(bs_bottom_sheet_get_sheet(fixture.host) == gtk_widget_get_parent(form.entry))
            #expect(fixture.detent == .expanded)
            let atRest = SheetInvariants.atRest(fixture.host) + SheetInvariants.drawnWhereItSays(fixture.host)
            #expect(atRest.isEmpty, "\(atRest)")
        }
    }
}
