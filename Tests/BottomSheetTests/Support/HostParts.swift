@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore

// The parts of a host that tests look at, found through its test seam, and the
// controllers tests drive, found on the widgets that hold them: the widget keeps none
// of them for tests.

/// The sheet (the sliding panel) of `host`.
@MainActor
func sheetPanel(of host: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>! { SheetTestSeam(host)?.sheet }

/// The drag handle of `host`'s sheet.
@MainActor
func dragHandle(of host: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>! { SheetTestSeam(host)?.handle }

/// The scrim over `host`'s content.
@MainActor
func scrim(of host: OpaquePointer) -> UnsafeMutablePointer<GtkWidget>! { SheetTestSeam(host)?.scrim }

extension SheetTestSeam {
    /// The host's GtkGestureDrag, which moves the sheet.
    var dragGesture: OpaquePointer? { ControllerSignals.controller(on: self.widget, ofType: gtk_gesture_drag_get_type()) }

    /// The drag gesture, for a test that emits its signals itself and counts the sheet's
    /// heights from where the drag was claimed: the catch-up after the claim is off
    /// (`ScriptedDrag` says why).
    func scriptedDragGesture() -> OpaquePointer? {
        behavior.catchUpRate = 0
        return dragGesture
    }

    /// The touchpad scroll controller on the handle.
    var handleScrollController: OpaquePointer? {
        ControllerSignals.controller(on: self.handle, ofType: gtk_event_controller_scroll_get_type())
    }
}

extension Detent {
    /// The C enum value (`BsDetent`) for this detent.
    var bsDetent: BsDetent { BsDetent(rawValue: UInt32(rawValue)) }

    /// The detent for a C enum value; nil for a value outside the enum.
    init?(_ detent: BsDetent) { self.init(rawValue: Int(detent.rawValue)) }
}

/// The host's y for a point `y` px below the top edge of its sheet, where the sheet is
/// now: where a scripted press on the sheet goes, now that the gesture is the host's.
@MainActor
func hostY(_ y: Double, belowTheSheetTopOf host: OpaquePointer) -> Double {
    let seam = SheetTestSeam(host)!
    return Double(gtk_widget_get_height(seam.widget)) - seam.model.height + y
}
