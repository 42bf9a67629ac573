import CBottomSheet
import CGtk

// The functions the C type calls (Sources/CBottomSheet/bs-swift-bridge.h). GTK calls
// them on the main thread; `assumeIsolated` traps if that is ever not so.

private func driver(_ pointer: UnsafeMutableRawPointer?) -> SheetDriver {
    Unmanaged<SheetDriver>.fromOpaque(pointer!).takeUnretainedValue()
}

@_cdecl("bs_swift_driver_new")
func bsSwiftDriverNew(_ sheet: OpaquePointer?) -> UnsafeMutableRawPointer? {
    let sheet = Unchecked(sheet!)
    let pointer = MainActor.assumeIsolated {
        Unchecked(Unmanaged.passRetained(SheetDriver(sheet: sheet.value)).toOpaque())
    }
    return pointer.value
}

@_cdecl("bs_swift_driver_dispose")
func bsSwiftDriverDispose(_ pointer: UnsafeMutableRawPointer?) {
    let pointer = Unchecked(pointer)
    MainActor.assumeIsolated {
        driver(pointer.value).dispose()
        Unmanaged<SheetDriver>.fromOpaque(pointer.value!).release()
    }
}

@_cdecl("bs_swift_driver_measure")
func bsSwiftDriverMeasure(
    _ pointer: UnsafeMutableRawPointer?, _ orientation: GtkOrientation, _ forSize: Int32,
    _ minimum: UnsafeMutablePointer<Int32>?, _ natural: UnsafeMutablePointer<Int32>?
) {
    let args = Unchecked((pointer, minimum, natural))
    MainActor.assumeIsolated {
        let size = driver(args.value.0).measure(orientation, forSize: forSize)
        args.value.1?.pointee = size.minimum
        args.value.2?.pointee = size.natural
    }
}

@_cdecl("bs_swift_driver_allocate")
func bsSwiftDriverAllocate(_ pointer: UnsafeMutableRawPointer?, _ width: Int32, _ height: Int32, _ baseline: Int32) {
    let pointer = Unchecked(pointer)
    MainActor.assumeIsolated { driver(pointer.value).allocate(width: width, height: height, baseline: baseline) }
}

@_cdecl("bs_swift_driver_snapshot")
func bsSwiftDriverSnapshot(_ pointer: UnsafeMutableRawPointer?, _ snapshot: OpaquePointer?) {
    let args = Unchecked((pointer, snapshot))
    MainActor.assumeIsolated { driver(args.value.0).snapshot(args.value.1!) }
}

@_cdecl("bs_swift_driver_focus")
func bsSwiftDriverFocus(_ pointer: UnsafeMutableRawPointer?, _ direction: GtkDirectionType) -> gboolean {
    let pointer = Unchecked(pointer)
    return MainActor.assumeIsolated { driver(pointer.value).focus(direction) ? 1 : 0 }
}

@_cdecl("bs_swift_driver_changed")
func bsSwiftDriverChanged(_ pointer: UnsafeMutableRawPointer?, _ change: BsPropChange) {
    let pointer = Unchecked(pointer)
    MainActor.assumeIsolated { driver(pointer.value).changed(change) }
}

@_cdecl("bs_swift_driver_request")
func bsSwiftDriverRequest(_ pointer: UnsafeMutableRawPointer?, _ request: BsRequest) {
    let pointer = Unchecked(pointer)
    MainActor.assumeIsolated { driver(pointer.value).request(request) }
}

@_cdecl("bs_swift_driver_move_to")
func bsSwiftDriverMoveTo(_ pointer: UnsafeMutableRawPointer?, _ detent: BsDetent) -> gboolean {
    let pointer = Unchecked(pointer)
    MainActor.assumeIsolated { driver(pointer.value).move(to: detent) }
    return 1
}

@_cdecl("bs_swift_draw_handle")
func bsSwiftDrawHandle(_ handle: UnsafeMutablePointer<GtkWidget>?, _ snapshot: OpaquePointer?) {
    let args = Unchecked((handle, snapshot))
    MainActor.assumeIsolated { SheetDrawing.drawHandle(args.value.0!, args.value.1!) }
}
