@testable import BottomSheet
import CBottomSheet
import CGtk

/// Drives the sheet's own GtkGestureDrag through its signals, with scripted event
/// times, as a pointer would.
@MainActor
final class ScriptedDrag {
    private let driver: SheetDriver
    private let gesture: OpaquePointer
    /// The scripted time of the current event, in seconds.
    private(set) var time = 1000.0

    init(_ fixture: SheetFixture) {
        driver = SheetDriver.of(fixture.sheet)!
        gesture = driver.dragGesture!
        driver.eventTime = { [unowned self] _ in self.time }
    }

    /// Press at (x, y) in the sheet surface's coordinates.
    func begin(x: Double = 300, y: Double = 10) {
        bs_test_emit_drag(gesture, "drag-begin", x, y)
    }

    /// Move to (dx, dy) from the press, `dt` seconds after the previous event.
    func move(dx: Double = 0, dy: Double, after dt: Double = 1.0 / 60) {
        time += dt
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
}
