@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// The dragging rules of `behaviour.md` ("Dragging", "Letting go", "Animating",
/// "Closing"), one test per rule, driven through the sheet's own GtkGestureDrag signals
/// with scripted event times (`ScriptedDrag`).
///
/// The default fixture: a 600×800 host, top inset 40, a 200-row list, so
/// `full` = 760 px and `expanded` = 400 px. The gesture claims a drag once the pointer
/// has moved past GTK's drag threshold; the sheet follows from that point.
@MainActor
@Suite(.serialized)
struct GestureTests {
    static let host = 800.0
    static let full = 760.0
    static let expanded = 400.0
    /// A point on the list, from the sheet's top left corner (the handle is 24 px tall).
    static let onList = (x: 300.0, y: 200.0)

    /// A drag on the handle that moves `distance` px (positive = down) past the claim
    /// point, slowly, then rests before letting go: a release with no velocity.
    static func slowDrag(_ drag: ScriptedDrag, by distance: Double) {
        drag.begin()
        drag.claim(up: distance < 0)
        drag.glide(by: distance, steps: 10, over: 0.2)
        drag.hold()
        drag.end()
    }

    /// The top edge of the sheet in the host's coordinates, after a redraw.
    static func sheetTop(_ fixture: SheetFixture) throws -> Double {
        fixture.window.waitForDraw()
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(fixture.sheet, fixture.widget, &bounds) != 0)
        return Double(bounds.origin.y)
    }

    static func adjustment(_ fixture: SheetFixture) throws -> UnsafeMutablePointer<GtkAdjustment> {
        let scrolled = try #require(fixture.scrolledWindow)
        return try #require(gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled)))
    }
}

// MARK: - Following the pointer

extension GestureTests {
    @Test func theSheetFollowsThePointerOneToOne() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .expanded)
            let drag = ScriptedDrag(fixture, catchingUp: true)
            drag.begin()
            drag.claim(up: true)
            // Claiming moves nothing: the sheet does not jump by the drag threshold.
            #expect(fixture.sheetHeight == Self.expanded)
            var mismatches: [String] = []
            let check = {
                // Let GTK lay out and draw between moves, as it does under a real
                // pointer. Once it has caught up, the point grabbed is under the pointer.
                fixture.window.waitForDraw()
                let expected = Self.expanded - drag.dy
                if fixture.sheetHeight != expected {
                    mismatches.append("pointer at \(drag.dy): height \(fixture.sheetHeight), expected \(expected)")
                }
            }
            // Up to 90 px below full, then back down to 140 px below expanded, in
            // uneven steps and speeds: the first 20 px step more than makes up the
            // 10 px of the claim, and from then on the sheet is where the pointer is.
            drag.glide(by: -260, steps: 13, over: 0.3, observe: check)
            #expect(fixture.sheetHeight == Self.full - 90)
            drag.glide(by: 7, steps: 1, over: 0.05, observe: check)
            drag.glide(by: 403, steps: 31, over: 0.4, observe: check)
            #expect(fixture.sheetHeight == Self.expanded - 140)
            #expect(mismatches.isEmpty, "\(mismatches)")
            // What is drawn follows too: the sheet's top edge is where the height says.
            #expect(try Self.sheetTop(fixture) == Self.host - fixture.sheetHeight)
            drag.hold()
            drag.end()
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }

    @Test func aboveFullTheSheetResistsNeverLeavesTheWindowAndSettlesBackToFull() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .full)
            let drag = ScriptedDrag(fixture)
            drag.begin()
            drag.claim(up: true)
            drag.glide(by: -40, steps: 4, over: 0.1)
            let stretch = fixture.sheetHeight - Self.full
            // It moves with the pointer, but by less than the pointer did.
            #expect(stretch > 0 && stretch < 40, "pulled 40 px above full, the sheet rose \(stretch) px")

            // The harder the pull, the less it gives, and it never leaves the window.
            var heights: [Double] = []
            drag.glide(by: -1500, steps: 30, over: 0.5) { heights.append(fixture.sheetHeight) }
            #expect(heights == heights.sorted(), "the sheet went down while the pointer went up: \(heights)")
            #expect(heights.allSatisfy { $0 <= Self.host }, "taller than the window: \(heights.max() ?? 0)")
            let gains = zip(heights.dropFirst(), heights).map { $0 - $1 }
            #expect(gains.allSatisfy { $0 < 50 }, "each 50 px pull must give less than 50 px: \(gains)")
            #expect(try Self.sheetTop(fixture) >= 0, "the sheet's top edge is above the window")

            drag.hold()
            drag.end()
            #expect(fixture.detent == .full)
            #expect(fixture.waitUntilResting(at: .full))
            #expect(fixture.sheetHeight == Self.full)
        }
    }

    @Test func belowThePeekHeightTheSheetIsClampedAndCannotBeSwipedAway() throws {
        try gtkTest {
            let peek = 100.0
            let fixture = try SheetFixture.open(restingAt: .expanded) { bs_bottom_sheet_set_peek_height($0, peek) }
            let drag = ScriptedDrag(fixture)
            drag.begin()
            drag.claim(up: false)
            var heights: [Double] = []
            drag.glide(by: 600, steps: 30, over: 0.5) { heights.append(fixture.sheetHeight) }
            #expect(heights.allSatisfy { $0 >= peek }, "went below the peek strip: \(heights.min() ?? 0)")
            #expect(fixture.sheetHeight == peek)
            drag.hold()
            drag.end()
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(fixture.sheetHeight == peek)

            // A fast swipe down on the strip leaves it where it is.
            drag.begin()
            drag.claim(up: false)
            drag.glide(by: 80, steps: 4, over: 0.04) { heights.append(fixture.sheetHeight) }
            #expect(fixture.sheetHeight == peek)
            drag.end()
            #expect(fixture.detent == .peek)
            #expect(fixture.waitUntilResting(at: .peek))
            #expect(gtk_widget_get_visible(fixture.sheet) != 0)
        }
    }
}

// MARK: - Letting go

extension GestureTests {
    @Test func aSlowReleaseSnapsToTheNearestDetent() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .expanded)
            // (pointer travel from expanded, where a slow release must end up)
            let cases: [(distance: Double, detent: Detent)] = [
                (-150, .expanded),  // 550: nearer 400 than 760
                (-250, .full),  // 650: nearer 760
                (150, .expanded),  // 250: nearer 400 than 0
            ]
            for (distance, detent) in cases {
                let drag = ScriptedDrag(fixture)
                Self.slowDrag(drag, by: distance)
                #expect(fixture.detent == detent, "released \(distance) px from expanded")
                #expect(fixture.waitUntilResting(at: detent))
                if detent != .expanded {
                    bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
                    try #require(fixture.waitUntilResting(at: .expanded))
                }
            }
            // 150 px: nearer 0 than 400.
            Self.slowDrag(ScriptedDrag(fixture), by: 250)
            #expect(fixture.detent == .dismissed)
            #expect(fixture.waitUntilResting(at: .dismissed))
            #expect(gtk_widget_get_visible(fixture.sheet) == 0)
        }
    }

    /// A quick flick of a few tens of pixels: far from the next detent, but fast.
    static func flick(_ drag: ScriptedDrag, by distance: Double, speed: Double) {
        drag.begin()
        // A pause at the claim point first, so the velocity is that of the flick alone.
        drag.claim(up: distance < 0, after: 0.15)
        drag.glide(by: distance, steps: 3, over: abs(distance) / speed)
        drag.end(after: 0.001)
    }

    @Test func aFastFlickMovesAtLeastOneDetentWhereASlowDragOfTheSameLengthReturns() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .full)
            // Down from full: 31 px at just over 1000 px/s goes to expanded…
            Self.slowDrag(ScriptedDrag(fixture), by: 31)
            #expect(fixture.detent == .full, "a slow 31 px drag must return to full")
            #expect(fixture.waitUntilResting(at: .full))
            Self.flick(ScriptedDrag(fixture), by: 31, speed: 1020)
            #expect(fixture.detent == .expanded, "a fast flick down from full must go to expanded")
            #expect(fixture.waitUntilResting(at: .expanded))

            // …and from expanded, 30 px fast closes the sheet.
            Self.slowDrag(ScriptedDrag(fixture), by: 30)
            #expect(fixture.detent == .expanded, "a slow 30 px drag must return to expanded")
            #expect(fixture.waitUntilResting(at: .expanded))
            Self.flick(ScriptedDrag(fixture), by: 30, speed: 1500)
            #expect(fixture.detent == .dismissed, "a fast flick down from expanded must close the sheet")
            #expect(fixture.waitUntilResting(at: .dismissed))

            // Up from expanded: 30 px fast goes to full.
            bs_bottom_sheet_present(fixture.host)
            try #require(fixture.waitUntilResting(at: .expanded))
            Self.flick(ScriptedDrag(fixture), by: -30, speed: 1500)
            #expect(fixture.detent == .full, "a fast flick up from expanded must go to full")
            #expect(fixture.waitUntilResting(at: .full))
        }
    }

    @Test func eachReleaseIsReportedWithItsVelocityAndTheDetentItGoesTo() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .full)
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(fixture.host)))
            var releases: [(velocity: Double, target: Detent)] = []
            let connection = sheet.onReleased { releases.append(($0, $1)) }
            defer { connection.disconnect() }

            Self.slowDrag(ScriptedDrag(fixture), by: 31)
            #expect(fixture.waitUntilResting(at: .full))
            Self.flick(ScriptedDrag(fixture), by: 31, speed: 1020)
            #expect(fixture.waitUntilResting(at: .expanded))

            try #require(releases.count == 2, "one report per release: \(releases)")
            #expect(releases[0].target == .full, "a slow drag goes back where it started")
            #expect(abs(releases[0].velocity) < 1000)
            #expect(releases[1].target == .expanded, "the flick's target is where the sheet went")
            #expect(releases[1].velocity < -900, "downwards is negative: \(releases[1].velocity)")
        }
    }

    @Test func aFlingMovesOneDetentEvenWhenItsMomentumWouldNotReachIt() throws {
        try gtkTest {
            // A 1400 px host with a low expanded detent: 1220 px between expanded and
            // full, more than twice the ~500 px a 1000 px/s release coasts. Momentum
            // alone would bring the sheet back; the fling rule must still move it.
            let fixture = try TallHostFixture.open(hostHeight: 1400) { bs_bottom_sheet_set_expanded_fraction($0, 0.1) }
            bs_bottom_sheet_present(fixture.host)
            try #require(fixture.waitUntilResting(at: .expanded))
            try #require(fixture.sheetHeight == 140)

            Self.flick(ScriptedDrag(fixture), by: -12, speed: 1050)
            #expect(fixture.detent == .full, "a 1050 px/s fling up from expanded must reach full")
            #expect(fixture.waitUntilResting(at: .full))
            #expect(fixture.sheetHeight == 1360)

            Self.flick(ScriptedDrag(fixture), by: 12, speed: 1050)
            #expect(fixture.detent == .expanded, "a 1050 px/s fling down from full must reach expanded")
            #expect(fixture.waitUntilResting(at: .expanded))

            // The same 12 px slowly: back where it started.
            Self.slowDrag(ScriptedDrag(fixture), by: -12)
            #expect(fixture.detent == .expanded)
            #expect(fixture.waitUntilResting(at: .expanded))
        }
    }

    /// From full, drags down `distance` px, then pulls back up at 700 px/s for 93 px and
    /// lets go while still moving up: not a fling, but enough momentum to coast back
    /// past the middle between expanded and full.
    static func dragDownThenPullBack(_ drag: ScriptedDrag, by distance: Double) {
        drag.begin()
        drag.claim(up: false)
        drag.glide(by: distance, steps: 20, over: 0.35)
        drag.glide(by: -93.3, steps: 8, over: 8.0 / 60)
        drag.end()
    }

    @Test func aDragOfHalfTheFullHeightMovesToTheNextDetentWhateverTheMomentum() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .full)
            // 480 px down then 93 px back: released 387 px below full, more than half of
            // the 760 px sheet. Momentum alone would carry it back up to full.
            Self.dragDownThenPullBack(ScriptedDrag(fixture), by: 480)
            #expect(abs(fixture.sheetHeight - (Self.full - 480 + 93.3)) < 1e-6)
            #expect(fixture.detent == .expanded, "a drag of half the sheet's height must move one detent")
            #expect(fixture.waitUntilResting(at: .expanded))

            // The same gesture from 400 px down: released 307 px below full, under half.
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            try #require(fixture.waitUntilResting(at: .full))
            Self.dragDownThenPullBack(ScriptedDrag(fixture), by: 400)
            #expect(fixture.detent == .full, "under half the height, momentum decides: back to full")
            #expect(fixture.waitUntilResting(at: .full))
        }
    }
}

// MARK: - Hand-off between a list and the sheet

extension GestureTests {
    @Test func aDragUpOnTheListGrowsTheSheetToFullBeforeItScrollsTheList() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .expanded)
            let adjustment = try Self.adjustment(fixture)
            try #require(gtk_adjustment_get_value(adjustment) == 0)

            let drag = ScriptedDrag(fixture)
            drag.begin(x: Self.onList.x, y: Self.onList.y)
            drag.claim(up: true)
            var samples: [(height: Double, scroll: Double)] = []
            drag.glide(by: -500, steps: 50, over: 0.8) {
                // GTK lays out between moves, as under a real pointer.
                fixture.window.waitForDraw()
                samples.append((fixture.sheetHeight, gtk_adjustment_get_value(adjustment)))
            }
            let growing = samples.filter { $0.height < Self.full }
            #expect(growing.count >= 30, "the sheet should grow over most of the first 360 px")
            #expect(growing.allSatisfy { $0.scroll == 0 },
                    "the list scrolled before the sheet reached full: \(growing.filter { $0.scroll != 0 })")
            #expect(fixture.sheetHeight == Self.full)
            // The rest of the same drag scrolls the list: 500 - 360 px.
            let scrolled = gtk_adjustment_get_value(adjustment)
            #expect(abs(scrolled - 140) <= 1, "the list scrolled \(scrolled) px, expected 140")
            // Once the sheet is full, every move scrolls the list further.
            let atFull = samples.drop { $0.height < Self.full }.map(\.scroll)
            #expect(atFull == atFull.sorted() && (atFull.last ?? 0) > (atFull.first ?? 0))

            drag.hold()
            drag.end()
            #expect(fixture.waitUntilResting(at: .full))
            #expect(abs(gtk_adjustment_get_value(adjustment) - scrolled) <= 1, "letting go moved the list")
        }
    }

    @Test func aDragDownOnAScrolledListScrollsItToTheTopBeforeMovingTheSheet() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .full)
            let adjustment = try Self.adjustment(fixture)
            gtk_adjustment_set_value(adjustment, 150)
            fixture.window.waitForDraw()
            let offset = gtk_adjustment_get_value(adjustment)
            try #require(offset > 100, "could not scroll the list (offset \(offset))")

            let drag = ScriptedDrag(fixture)
            drag.begin(x: Self.onList.x, y: Self.onList.y)
            drag.claim(up: false)
            var samples: [(height: Double, scroll: Double)] = []
            drag.glide(by: 400, steps: 40, over: 0.6) {
                // GTK lays out between moves, as under a real pointer.
                fixture.window.waitForDraw()
                samples.append((fixture.sheetHeight, gtk_adjustment_get_value(adjustment)))
            }
            let unscrolling = samples.filter { $0.scroll > 0 }
            #expect(unscrolling.count >= 10, "the list should scroll back over the first \(offset) px")
            #expect(unscrolling.allSatisfy { $0.height == Self.full },
                    "the sheet moved while the list was not at its top: \(unscrolling.filter { $0.height != Self.full })")
            let moving = samples.filter { $0.height < Self.full }
            #expect(!moving.isEmpty && moving.allSatisfy { $0.scroll == 0 },
                    "the list scrolled while the sheet moved: \(moving.filter { $0.scroll != 0 })")
            // The rest of the same drag moved the sheet down.
            #expect(abs(fixture.sheetHeight - (Self.full - (400 - offset))) <= 1,
                    "height \(fixture.sheetHeight) after a 400 px drag with the list at \(offset)")

            drag.hold()
            drag.end()
            #expect(fixture.detent == .expanded)
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(gtk_adjustment_get_value(adjustment) == 0)
        }
    }
}

// MARK: - Interrupting an animation

extension GestureTests {
    /// Presses while the sheet animates from `from` towards `to`, ~80 ms into the move
    /// that `start` begins.
    static func pressMidAnimation(
        _ fixture: SheetFixture, from: Double, to: Double, start: () -> Void
    ) throws {
        start()
        MainContext.iterate(for: .milliseconds(80))
        let before = fixture.sheetHeight
        try #require(before > from && before < to, "not mid-animation after 80 ms: \(before)")

        let drag = ScriptedDrag(fixture)
        drag.begin()
        let grabbed = fixture.sheetHeight
        // The press catches it where it is, still on its way: not at either end.
        #expect(grabbed >= before && grabbed < to - 5, "pressed at \(before) on the way to \(to): now \(grabbed)")
        // And it stays there while the pointer is still.
        MainContext.iterate(for: .milliseconds(200))
        #expect(fixture.sheetHeight == grabbed, "the sheet kept moving after the press")
        #expect(SheetTestSeam(fixture.host)?.isAnimating == false, "the animation still runs")

        // It follows the pointer from where it was grabbed.
        drag.claim(up: true)
        drag.glide(by: -30, steps: 3, over: 0.1)
        #expect(fixture.sheetHeight == grabbed + 30)
        drag.hold()
        drag.end()
    }

    /// GTK's frame time is when the frame is expected on screen: on Wayland it runs 7–12 ms
    /// ahead of the monotonic clock. A press after such a frame must hold the sheet where
    /// that frame showed it, not take it back to where it was a frame's lead earlier.
    @Test func aPressHoldsTheSheetWhereTheLastFrameShowedItWhenFramesRunAheadOfTheClock() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            let clock = ScriptedClock(fixture.host)
            let seam = try #require(SheetTestSeam(fixture.host))
            let lead = 0.012
            seam.frameTime = { [weak clock] _ in (clock?.now ?? 0) + lead }
            bs_bottom_sheet_present(fixture.host)
            for _ in 0..<5 {
                clock.advance(by: 1.0 / 60)
                _ = seam.tick(frameTime: clock.now + lead)
            }
            let shown = fixture.sheetHeight
            try #require(shown > 0 && shown < Self.expanded, "not mid-animation: \(shown)")
            ScriptedDrag(fixture).begin()
            #expect(fixture.sheetHeight == shown, "shown at \(shown), held at \(fixture.sheetHeight)")
        }
    }

    @Test func aPressDuringAnAnimationHoldsTheSheetWhereItIs() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            try Self.pressMidAnimation(fixture, from: 0, to: Self.expanded) {
                bs_bottom_sheet_present(fixture.host)
            }
            let nearest: Detent = fixture.sheetHeight > Self.expanded / 2 ? .expanded : .dismissed
            #expect(fixture.waitUntilResting(at: nearest))

            bs_bottom_sheet_present(fixture.host)
            try #require(fixture.waitUntilResting(at: .expanded))
            try Self.pressMidAnimation(fixture, from: Self.expanded, to: Self.full) {
                bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            }
            let nearestUp: Detent = fixture.sheetHeight > (Self.expanded + Self.full) / 2 ? .full : .expanded
            #expect(fixture.waitUntilResting(at: nearestUp))
        }
    }
}

// MARK: - Closing

extension GestureTests {
    /// A click on the scrim closes the sheet; a press on it that moves away before the
    /// release (a drag over the dimmed content) does not.
    @Test func aClickOnTheScrimClosesTheSheetButADragOnItDoesNot() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .expanded)
            let click = try #require(ControllerSignals.controller(on: scrim(of: fixture.host), ofType: gtk_gesture_click_get_type()))
            ControllerSignals.emitClick(on: click, x: 300, y: 100, releasedAt: (300, 300))
            MainContext.iterate(for: .milliseconds(100))
            #expect(fixture.detent == .expanded, "a drag on the scrim closed the sheet")
            ControllerSignals.emitClick(on: click, x: 300, y: 100, releasedAt: (301, 101))
            #expect(fixture.waitUntilResting(at: .dismissed), "a click on the scrim (a pixel's wobble in it) closes the sheet")
        }
    }

    @Test func whenClosingIsNotAllowedSwipeEscapeAndScrimOnlyAttemptToClose() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .expanded) { bs_bottom_sheet_set_can_close($0, 0) }
            let attempts = SignalCounter.connect(fixture.host, "close-attempt")
            let closed = SignalCounter.connect(fixture.host, "closed")

            // A fast swipe down that would close the sheet.
            Self.flick(ScriptedDrag(fixture), by: 120, speed: 3000)
            #expect(attempts.count == 1, "close-attempt after a swipe")
            #expect(fixture.detent == .expanded)
            #expect(fixture.waitUntilResting(at: .expanded))
            #expect(fixture.sheetHeight == Self.expanded)

            // Escape's action.
            #expect(gtk_widget_activate_action_variant(fixture.widget, "sheet.dismiss", nil) != 0)
            #expect(attempts.count == 2, "close-attempt after Escape")
            #expect(fixture.waitUntilResting(at: .expanded))

            // A click on the scrim, through the scrim's own click gesture.
            let scrim = scrim(of: fixture.host)!
            let click = try #require(ControllerSignals.controller(on: scrim, ofType: gtk_gesture_click_get_type()))
            ControllerSignals.emitClick(on: click, x: 300, y: 100)
            #expect(attempts.count == 3, "close-attempt after a scrim click")
            #expect(fixture.waitUntilResting(at: .expanded))

            MainContext.iterate(for: .milliseconds(100))
            #expect(closed.count == 0)
            #expect(fixture.detent == .expanded)
            #expect(gtk_widget_get_visible(fixture.sheet) != 0)
        }
    }

    @Test func aForcedCloseWorksEvenWhenClosingIsNotAllowed() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .full) { bs_bottom_sheet_set_can_close($0, 0) }
            let attempts = SignalCounter.connect(fixture.host, "close-attempt")
            let closed = SignalCounter.connect(fixture.host, "closed")

            bs_bottom_sheet_force_close(fixture.host)
            #expect(fixture.detent == .dismissed)
            #expect(fixture.waitUntilResting(at: .dismissed))
            MainContext.iterate(for: .milliseconds(100))
            #expect(closed.count == 1)
            #expect(attempts.count == 0)
            #expect(gtk_widget_get_visible(fixture.sheet) == 0)
            #expect(fixture.sheetHeight == 0)
        }
    }
}

// MARK: - A release that never came

extension GestureTests {
    /// The next press comes before the release of a drag that moves the sheet, and lands
    /// off the sheet: the drag is let go as its release would have, and the sheet settles
    /// at a detent. Before, it stayed where the drag had left it, between detents, with
    /// no finger on it (found by RobustnessRandomSequenceTests).
    @Test func aPressOffTheSheetBeforeADragsReleaseLetsTheSheetSettle() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .expanded)
            let seam = try #require(SheetTestSeam(fixture.host))
            let drag = ScriptedDrag(fixture)
            drag.begin()
            drag.claim(up: true)
            drag.glide(by: -100, steps: 5, over: 0.2)
            drag.hold()
            #expect(seam.model.phase == .dragging)
            #expect(fixture.sheetHeight == Self.expanded + 100)

            // On the content above the sheet.
            bs_test_emit_drag(seam.dragGesture, "drag-begin", 300, 10)
            drag.end()
            #expect(MainContext.iterate(until: { seam.model.phase == .resting }), "the sheet never came to rest")
            #expect(fixture.detent == .expanded, "a slow release 100 px above expanded goes back to it")
            #expect(fixture.sheetHeight == Self.expanded)
        }
    }
}
