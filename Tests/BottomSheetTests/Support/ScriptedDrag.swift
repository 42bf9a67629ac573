@testable import BottomSheet
import CGtk
import CTestSupport

/// Drives the host's own GtkGestureDrag through its signals, with scripted event
/// times, as a pointer would. The gesture lives on the host, whose coordinates do not
/// move with the sheet: offsets are the pointer's movement on screen, as GTK reports them.
@MainActor
final class ScriptedDrag {
    private let seam: SheetTestSeam
    private let gesture: OpaquePointer
    /// The scripted time of the current event, in seconds.
    private(set) var time = 1000.0
    /// The vertical offset (px, positive = down) of the last event from the press.
    private(set) var dy = 0.0

    /// With `catchingUp` false the sheet does not make up the drag threshold after the
    /// claim (`SheetBehavior.catchUpRate` 0): it follows from where the drag was claimed,
    /// and the gesture tests' heights are counted from there. The tests of the catch-up
    /// itself keep the default rate.
    init(_ fixture: SheetFixture, catchingUp: Bool = false) {
        seam = SheetTestSeam(fixture.host)!
        gesture = seam.dragGesture!
        if !catchingUp { seam.behavior.catchUpRate = 0 }
        seam.eventTime = { [unowned self] _ in self.time }
    }

    /// Press at (x, y) from the sheet's top left corner, where the sheet is now (the
    /// host's gesture gets it in the host's coordinates).
    func begin(x: Double = 300, y: Double = 10) {
        dy = 0
        bs_test_emit_drag(gesture, "drag-begin", x, hostY(y, belowTheSheetTopOf: seam.host))
    }

    /// Move to (dx, dy) from the press, `dt` seconds after the previous event.
    func move(dx: Double = 0, dy: Double, after dt: Double = 1.0 / 60) {
        time += dt
        self.dy = dy
        bs_test_emit_drag(gesture, "drag-update", dx, dy)
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

    /// GTK's drag threshold is 8 px: the host's gesture claims the drag once the
    /// pointer has moved at least that far. A first move of this size claims it; the
    /// sheet then catches up with the pointer over the next 10 px (`GrabPoint`).
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
