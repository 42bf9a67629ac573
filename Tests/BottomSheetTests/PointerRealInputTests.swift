@testable import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore
import Testing

/// End to end: the real pointer, moved through the display server (`RealInput`: xdotool
/// under Xvfb, the test compositor's injector under weston), through GDK and the sheet's
/// real GtkGestureDrag, with the events' own timestamps.
///
/// TestWindow is undecorated and Xvfb runs no window manager, so on X11 the window maps
/// at the screen's origin and window coordinates are screen coordinates; on Wayland the
/// injector takes the window's surface coordinates, which for an undecorated window are
/// its own. Each test checks that first (`requireWindowAtScreenOrigin`) rather than
/// assuming it.
@MainActor
@Suite(.serialized)
struct PointerRealInputTests {
    static let full = 760.0
    static let expanded = 400.0

    /// Points from `start` to `end` in `count` equal steps (the end included).
    static func line(from start: (x: Int, y: Int), to end: (x: Int, y: Int), count: Int) -> [(x: Int, y: Int)] {
        (1...count).map { step in
            (start.x + (end.x - start.x) * step / count, start.y + (end.y - start.y) * step / count)
        }
    }

    /// The centre of `widget` in the window's coordinates.
    static func centre(of widget: UnsafeMutablePointer<GtkWidget>, in fixture: SheetFixture) throws -> (x: Int, y: Int) {
        var bounds = graphene_rect_t()
        try #require(gtk_widget_compute_bounds(widget, fixture.window.widget, &bounds) != 0)
        return (Int(bounds.origin.x + bounds.size.width / 2), Int(bounds.origin.y + bounds.size.height / 2))
    }

    /// Moves the pointer to a point of the window and checks that GTK reports the motion
    /// at the same coordinates in the window as the input used on the screen.
    static func requireWindowAtScreenOrigin(_ fixture: SheetFixture) throws {
        // The window's surface has no offset of its own (no client-side shadow)…
        var dx = 0.0
        var dy = 0.0
        gtk_native_get_surface_transform(OpaquePointer(fixture.window.widget), &dx, &dy)
        try #require(dx == 0 && dy == 0, "the window's panel is offset by (\(dx), \(dy))")

        // …and the window itself sits at the screen's origin.
        let motion = MotionLog.attach(to: fixture.window.widget)
        defer { motion.detach() }
        try RealInput.run(["mousemove", "--sync", "5", "5", "sleep", "0.05", "mousemove", "--sync", "123", "321"])
        let pointer = try RealInput.pointerLocation()
        try #require(pointer.x == 123 && pointer.y == 321, "the input left the pointer at \(pointer)")
        // Within a hundredth of a px: a Wayland window gets positions in 1/256 px, and
        // under mutter at a fractional scale the window's place is found to that step.
        let seen = MainContext.iterate(until: {
            motion.last.map { abs($0.x - 123) < 0.01 && abs($0.y - 321) < 0.01 } ?? false
        }, timeout: .seconds(2))
        let inWindow = String(describing: motion.last)
        try #require(seen, "the pointer at (123, 321) on the screen is at \(inWindow) in the window")
    }

    /// Runs a real-input drag, sampling after every main-loop iteration until GTK has
    /// handled the release too (the script may end before GTK has read its last events),
    /// and at every pointer motion the sheet's drag gesture handles: a loaded machine may
    /// deliver a whole fast drag in one frame, with no iteration between its motions.
    ///
    /// With `claim` (a press and the first moves), that script runs first and `chain`
    /// (the rest of the moves and the release) only once the sheet's drag holds the
    /// press: the sheet is then following the pointer, and however many of the rest's
    /// motions a busy machine merges into one, each moves it. (A drag whose first motion
    /// GTK sees is already far from the press claims the sheet there, without a jump:
    /// `GrabPoint`.)
    static func drag(
        _ fixture: SheetFixture, claiming claim: [String] = [], _ chain: [String],
        eachIteration sample: @MainActor () -> Void
    ) throws {
        let seam = try #require(SheetTestSeam(fixture.host))
        let gesture = try #require(seam.dragGesture)
        try withoutActuallyEscaping(sample) { sample in
            let atMotion = SignalHandlers.on(gesture, "drag-update", sample)
            defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(gesture), atMotion) }
            if !claim.isEmpty {
                try RealInput.run(claim, eachIteration: sample)
                let claimed = MainContext.iterate(until: {
                    sample()
                    return seam.press?.grab != nil
                }, timeout: .seconds(2))
                try #require(claimed, "the sheet's drag never took the press")
            }
            try RealInput.run(chain, eachIteration: sample)
            let released = MainContext.iterate(until: {
                sample()
                return seam.press == nil && gtk_gesture_is_active(gesture) == 0
            }, timeout: .seconds(2))
            try #require(released, "GTK never saw the button go up")
        }
    }
}

extension PointerRealInputTests {
    /// A window at the screen's origin (the default fixture) with the sheet resting at
    /// `detent` (`SheetFixture.present(restingAt:)`).
    static func openAtScreenOrigin(restingAt detent: Detent) throws -> SheetFixture {
        let fixture = try SheetFixture.open()
        try requireWindowAtScreenOrigin(fixture)
        try fixture.present(restingAt: detent)
        return fixture
    }

    /// The same, and where the sheet's handle is on screen.
    static func open(restingAt detent: Detent) throws -> (SheetFixture, handle: (x: Int, y: Int)) {
        let fixture = try openAtScreenOrigin(restingAt: detent)
        return (fixture, try centre(of: dragHandle(of: fixture.host), in: fixture))
    }

    @Test func draggingTheHandleUpFromExpandedTakesTheSheetToFull() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            let (fixture, handle) = try Self.open(restingAt: .expanded)
            try #require(handle.y > 400 && handle.y < 440, "the handle is not at the sheet's top: \(handle)")
            // 380 px up in 20 px steps, a rest, then the release.
            let path = Self.line(from: handle, to: (handle.x, handle.y - 380), count: 19)
            var heights: [Double] = []
            try Self.drag(fixture, RealInput.dragChain(from: handle, through: path, pause: 0.02, restBeforeRelease: 0.25)) {
                heights.append(fixture.sheetHeight)
            }
            // The sheet followed the pointer up, not only jumped at the release.
            let risen = heights.filter { $0 > Self.expanded + 50 && $0 < Self.full - 50 }
            #expect(risen.count >= 3, "the sheet did not follow the pointer: \(heights)")
            #expect((heights.max() ?? 0) >= Self.full - 30, "the sheet did not reach full under the pointer")
            #expect(fixture.waitUntilResting(at: .full))
            #expect(fixture.sheetHeight == Self.full)
        }
    }

    /// GTK's drag threshold (8 px) passes before the drag is claimed; the sheet then
    /// catches up, so the point grabbed is under the pointer again while it is held.
    @Test func theGrabbedPointStaysUnderThePointer() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            let (_, heights) = try Self.handleHeldUp(by: .pointer)
            let held = Self.expanded + 150
            #expect(heights.contains { abs($0 - held) <= 2 }, "the sheet never rested 150 px up under the pointer: \(heights)")
            #expect(heights.allSatisfy { $0 <= held + 2 }, "the sheet went past the pointer: \(heights)")
        }
    }

    /// The sheet at expanded, its handle taken 150 px up in 15 steps of 10 px by
    /// `contact`, held still and let go: the sheet, and its heights meanwhile.
    static func handleHeldUp(by contact: RealInput.Contact) throws -> (SheetFixture, heights: [Double]) {
        let (fixture, handle) = try open(restingAt: .expanded)
        let path = line(from: handle, to: (handle.x, handle.y - 150), count: 15)
        var heights: [Double] = []
        try drag(fixture, RealInput.chain(contact, from: handle, through: path, pause: 0.03, rest: 0.4)) {
            heights.append(fixture.sheetHeight)
        }
        return (fixture, heights)
    }

    @Test func aFastFlingDownFromFullClosesTheSheet() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            let fixture = try Self.openAtScreenOrigin(restingAt: .full)
            let closed = SignalCounter.connect(fixture.host, "closed")

            let handle = try Self.centre(of: dragHandle(of: fixture.host), in: fixture)
            try #require(handle.y > 40 && handle.y < 80, "the handle is not at the sheet's top: \(handle)")
            // 320 px down in 40 px steps a few milliseconds apart, released while moving.
            let path = Self.line(from: handle, to: (handle.x, handle.y + 320), count: 8)
            var heights: [Double] = []
            try Self.drag(fixture, RealInput.dragChain(from: handle, through: path, pause: 0.008, restBeforeRelease: 0)) {
                heights.append(fixture.sheetHeight)
            }
            // It was dragged (the sheet followed the pointer down), then flung away.
            #expect(fixture.detent == .dismissed, "heights while dragging: \(heights)")
            #expect(fixture.waitUntilResting(at: .dismissed))
            #expect((heights.min() ?? Self.full) < Self.full - 100, "the sheet did not follow the pointer: \(heights)")
            #expect(closed.count == 1)
            #expect(gtk_widget_get_visible(fixture.sheet) == 0)
        }
    }

    /// A quick flick of three motion events 5 ms apart, 60 px up from expanded and let go
    /// at once, reaches full every time, however the events happened to reach the
    /// gesture: X11 motions that arrive within one frame reach it as one event (GDK's
    /// motion compression), the others kept in that event's history.
    @Test func aThreeEventFlickUpReachesFullEveryTime() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            let (fixture, handle) = try Self.open(restingAt: .expanded)
            let gesture = try #require(SheetTestSeam(fixture.host)?.dragGesture)
            var motions = 0
            let counter = SignalHandlers.on(gesture, "drag-update") { motions += 1 }
            defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(gesture), counter) }
            let path = Self.line(from: handle, to: (handle.x, handle.y - 60), count: 3)
            var flicks: [(reached: Detent, motions: Int)] = []
            for _ in 0..<20 {
                motions = 0
                try Self.drag(fixture, RealInput.dragChain(from: handle, through: path, pause: 0.005, restBeforeRelease: 0)) {}
                flicks.append((fixture.detent, motions))
                bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
                try #require(fixture.waitUntilResting(at: .expanded))
            }
            #expect(flicks.allSatisfy { $0.reached == .full }, "where each flick went, and the motions GTK delivered: \(flicks)")
        }
    }

    /// Real wheel notches (X buttons 4 and 5): over the handle one detent each, and never
    /// closing the sheet; over the list they scroll the list and leave the sheet alone.
    @Test func theWheelOverTheHandleStepsOneDetentAndOverTheListScrollsIt() throws {
        try gtkTest {
            let (fixture, handle) = try Self.open(restingAt: .expanded)
            @MainActor func wheel(at point: (x: Int, y: Int), button: Int, notches: Int = 1) throws {
                try RealInput.run(["mousemove", "\(point.x)", "\(point.y)", "sleep", "0.05",
                                 "click", "--repeat", "\(notches)", "--delay", "20", "\(button)"])
            }
            try wheel(at: handle, button: 4)
            #expect(fixture.waitUntilResting(at: .full), "a notch up over the handle at expanded")
            let handleAtFull = try Self.centre(of: dragHandle(of: fixture.host), in: fixture)
            try wheel(at: handleAtFull, button: 5)
            #expect(fixture.waitUntilResting(at: .expanded), "a notch down over the handle at full")
            try wheel(at: handle, button: 5, notches: 2)
            MainContext.iterate(for: .milliseconds(300))
            #expect(fixture.detent == .expanded && fixture.sheetHeight == Self.expanded,
                    "notches down at expanded (no peek) closed or moved the sheet")

            // Over the app's header: the same.
            let header = gtk_label_new("Header")!
            bs_bottom_sheet_set_header(fixture.host, header)
            #expect(fixture.settle(at: .expanded))
            try wheel(at: try Self.centre(of: header, in: fixture), button: 4)
            #expect(fixture.waitUntilResting(at: .full), "a notch up over the header at expanded")
            try wheel(at: try Self.centre(of: header, in: fixture), button: 5)
            #expect(fixture.waitUntilResting(at: .expanded), "a notch down over the header at full")
            bs_bottom_sheet_set_header(fixture.host, nil)
            #expect(fixture.settle(at: .expanded))

            let scrolled = try #require(fixture.scrolledWindow)
            let adjustment = try #require(gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled)))
            let onTheList = (x: 300, y: 650)
            let picked = gtk_widget_pick(fixture.window.widget, Double(onTheList.x), Double(onTheList.y), GTK_PICK_DEFAULT)
            try #require(picked.map { gtk_widget_is_ancestor($0, scrolled) != 0 } ?? false, "\(onTheList) is not on the list")
            try wheel(at: onTheList, button: 5, notches: 3)
            #expect(MainContext.iterate(until: { gtk_adjustment_get_value(adjustment) > 0 }, timeout: .seconds(2)),
                    "the list did not scroll")
            MainContext.iterate(for: .milliseconds(300))
            #expect(fixture.detent == .expanded && fixture.sheetHeight == Self.expanded, "the wheel on the list moved the sheet")
        }
    }

    @Test func aDragUpThatStartsOnTheListTakesTheSheetToFullBeforeTheListScrolls() throws {
        try gtkTest {
            defer { RealInput.releaseButton() }
            let fixture = try Self.openAtScreenOrigin(restingAt: .expanded)
            let scrolled = try #require(fixture.scrolledWindow)
            let adjustment = try #require(gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled)))

            // A point on the list: the widget GTK picks there is inside the scrolled window.
            let start = (x: 300, y: 650)
            let picked = gtk_widget_pick(fixture.window.widget, Double(start.x), Double(start.y), GTK_PICK_DEFAULT)
            try #require(picked.map { gtk_widget_is_ancestor($0, scrolled) != 0 } ?? false,
                         "(\(start.x), \(start.y)) is not on the list")

            // 600 px up in 20 px steps: 360 px for the sheet, the rest for the list.
            let path = Self.line(from: start, to: (start.x, start.y - 600), count: 30)
            let gesture = try #require(SheetTestSeam(fixture.host)?.dragGesture)
            // With how far the pointer had risen in the events GTK handled so far (nil
            // before the drag began): a busy machine may hand GTK the steps in fewer,
            // larger moves, and the sheet is judged by those it was given.
            var samples: [(height: Double, scroll: Double, rise: Double?)] = []
            @MainActor func sample() {
                var x = 0.0, y = 0.0
                let rise = gtk_gesture_drag_get_offset(gesture, &x, &y) != 0 ? -y : nil
                samples.append((fixture.sheetHeight, gtk_adjustment_get_value(adjustment), rise))
            }
            try Self.drag(fixture, RealInput.dragChain(from: start, through: path, pause: 0.02, restBeforeRelease: 0.25)) {
                sample()
            }
            #expect(fixture.waitUntilResting(at: .full))
            sample()

            #expect(samples.contains { $0.rise != nil }, "GTK saw no drag")
            // Wherever the pointer had risen 100 to 300 px, the sheet had grown with it.
            let midway = samples.filter { ($0.rise ?? 0) > 100 && ($0.rise ?? 0) < 300 }
            #expect(midway.allSatisfy { $0.height > Self.expanded + 50 && $0.height < Self.full },
                    "the sheet did not grow under the pointer: \(midway)")
            let belowFull = samples.filter { $0.height < Self.full }
            #expect(belowFull.allSatisfy { $0.scroll == 0 },
                    "the list scrolled before the sheet was full: \(belowFull.filter { $0.scroll != 0 })")
            let firstScrolled = samples.first { $0.scroll > 0 }
            #expect(firstScrolled?.height == Self.full, "the list started scrolling at height \(String(describing: firstScrolled))")
            #expect(gtk_adjustment_get_value(adjustment) > 100, "the rest of the drag did not scroll the list")
            #expect(fixture.sheetHeight == Self.full)
        }
    }
}

/// Records the pointer positions a GtkEventControllerMotion on a widget reports (its
/// moves and its entering).
@MainActor
final class MotionLog {
    /// Every position reported since the log was attached, oldest first.
    private(set) var positions: [(x: Double, y: Double)] = []
    var last: (x: Double, y: Double)? { positions.last }
    private var controller: OpaquePointer?
    private var widget: UnsafeMutablePointer<GtkWidget>?

    static func attach(to widget: UnsafeMutablePointer<GtkWidget>) -> MotionLog {
        let log = MotionLog()
        let controller = gtk_event_controller_motion_new()!
        // Capture phase: it sees the motion before any child can stop it.
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        let handler: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            fromGtk(data) { data in
                guard let data else { return }
                Unmanaged<MotionLog>.fromOpaque(data).takeUnretainedValue().positions.append((x, y))
            }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<MotionLog>.fromOpaque(data).release()
        }
        // A pointer that jumps may arrive as an enter at its new place, with no motion
        // (mutter sends a leave and an enter): both tell where it is.
        for signal in ["motion", "enter"] {
            g_signal_connect_data(
                UnsafeMutableRawPointer(controller), signal, unsafeBitCast(handler, to: GCallback.self),
                Unmanaged.passRetained(log).toOpaque(), release, GLibFlags.connectDefault)
        }
        gtk_widget_add_controller(widget, controller)
        log.controller = controller
        log.widget = widget
        return log
    }

    /// Removes the controller (the widget frees it, and with it the handler's reference).
    func detach() {
        if let controller, let widget { gtk_widget_remove_controller(widget, controller) }
        controller = nil
        widget = nil
    }
}
