@testable import BottomSheet
import CGtk
import CTestSupport

/// Drives the sheet's own GtkGestureDrag through its signals, with scripted event
/// times, as a pointer would.
///
/// Offsets are given as the pointer's movement on screen, and emitted as GTK would
/// report them: in the coordinates of the sheet's surface (the gesture's widget) as
/// allocated at that moment. While the main loop does not run, the surface does not
/// move and the two are the same; a test that lets GTK lay out between moves sees what a
/// real pointer produces (the surface moved up by 20 px → the offset GTK reports is 20 px
/// less than the pointer's).
@MainActor
final class ScriptedDrag {
    private let driver: SheetDriver
    private let gesture: OpaquePointer
    /// The scripted time of the current event, in seconds.
    private(set) var time = 1000.0
    /// The vertical offset (px, positive = down) of the last event from the press.
    private(set) var dy = 0.0
    /// The surface's top edge in the sheet's coordinates at the press.
    private var surfaceTopAtPress = 0.0

    init(_ fixture: SheetFixture) {
        driver = SheetDriver.of(fixture.sheet)!
        gesture = driver.dragGesture!
        driver.eventTime = { [unowned self] _ in self.time }
    }

    /// Press at (x, y) in the sheet surface's coordinates.
    func begin(x: Double = 300, y: Double = 10) {
        dy = 0
        surfaceTopAtPress = surfaceTop()
        bs_test_emit_drag(gesture, "drag-begin", x, y)
    }

    /// Where the surface's top edge is now, in the sheet widget's coordinates.
    private func surfaceTop() -> Double {
        var origin = graphene_point_t(x: 0, y: 0)
        var top = graphene_point_t(x: 0, y: 0)
        guard gtk_widget_compute_point(driver.surface, driver.widget, &origin, &top) != 0 else { return 0 }
        return Double(top.y)
    }

    /// Move to (dx, dy) from the press, `dt` seconds after the previous event.
    func move(dx: Double = 0, dy: Double, after dt: Double = 1.0 / 60) {
        time += dt
        self.dy = dy
        bs_test_emit_drag(gesture, "drag-update", dx, dy - (surfaceTop() - surfaceTopAtPress))
    }

    func end(after dt: Double = 1.0 / 60) {
        time += dt
        bs_test_emit_drag(gesture, "drag-end", 0, 0)
    }

    /// A whole drag: `steps` equal moves covering `distance` (px, positive = down).
    func drag(by distance: Double, steps: Int, stepTime: Double = 1.0 / 60, x: Double = 300, y: Double = 10) {
        begin(x: x, y: y)
        for step in 1...steps { move(dy: distance * Double(step) / Double(steps), after: stepTime) }
        end(after: stepTime)
    }

    // MARK: Building blocks for gesture tests

    /// GTK's drag threshold is 8 px: the sheet's gesture claims the drag once the
    /// pointer has moved at least that far. A first move of this size claims it.
    static let claimDistance = 10.0

    /// The first move, past the drag threshold, up or down: the gesture claims the drag
    /// here and the sheet follows from this point on.
    func claim(up: Bool, after dt: Double = 1.0 / 60) {
        move(dy: up ? -Self.claimDistance : Self.claimDistance, after: dt)
    }

    /// Moves `distance` px further (positive = down) in `steps` equal moves spread over
    /// `duration` seconds, i.e. at `distance / duration` px/s. `observe` runs after
    /// every move.
    func glide(by distance: Double, steps: Int, over duration: Double, observe: () -> Void = {}) {
        precondition(steps > 0, "a glide needs at least one step")
        let start = dy
        for step in 1...steps {
            move(dy: start + distance * Double(step) / Double(steps), after: duration / Double(steps))
            observe()
        }
    }

    /// Keeps the pointer still (repeating its position) for `duration` seconds, long
    /// enough for the velocity measured at a release to be zero.
    func hold(for duration: Double = 0.15, steps: Int = 6) {
        for _ in 0..<steps { move(dy: dy, after: duration / Double(steps)) }
    }
}
