import CBottomSheet
import CGtk

// The functions the C half calls (bs-swift-bridge.h), and the widget methods it hands
// to Swift in class_init. GTK calls them on the main thread; `assumeIsolated` traps if
// that is ever not so.

private func driver(_ pointer: UnsafeMutableRawPointer?) -> SheetDriver {
    Unmanaged<SheetDriver>.fromOpaque(pointer!).takeUnretainedValue()
}

/// The driver of a host widget GTK calls a method of; nil once disposed.
@MainActor
private func driver(ofHost widget: UnsafeMutablePointer<GtkWidget>?) -> SheetDriver? {
    widget.flatMap { SheetDriver.of(OpaquePointer($0)) }
}

@_cdecl("bs_swift_sheet_class_init")
func bsSwiftSheetClassInit(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>?) {
    guard let widgetClass else { return }
    // Before class_init looks up the default title.
    Translations.bound
    widgetClass.pointee.measure = hostMeasure
    widgetClass.pointee.size_allocate = hostSizeAllocate
    widgetClass.pointee.snapshot = hostSnapshot
    widgetClass.pointee.focus = hostFocus
}

@_cdecl("bs_swift_sheet_new")
func bsSwiftSheetNew(_ host: OpaquePointer?) -> UnsafeMutableRawPointer? {
    let host = Unchecked(host!)
    let pointer = MainActor.assumeIsolated {
        Unchecked(Unmanaged.passRetained(SheetDriver(host: host.value)).toOpaque())
    }
    return pointer.value
}

@_cdecl("bs_swift_sheet_dispose")
func bsSwiftSheetDispose(_ pointer: UnsafeMutableRawPointer?) {
    let pointer = Unchecked(pointer)
    MainActor.assumeIsolated {
        driver(pointer.value).dispose()
        Unmanaged<SheetDriver>.fromOpaque(pointer.value!).release()
    }
}

@_cdecl("bs_swift_sheet_get_property")
func bsSwiftSheetGetProperty(_ pointer: UnsafeMutableRawPointer?, _ property: BsProperty, _ value: UnsafeMutablePointer<GValue>?) {
    let args = Unchecked((pointer, value))
    MainActor.assumeIsolated { driver(args.value.0).get(property, into: args.value.1!) }
}

@_cdecl("bs_swift_sheet_set_property")
func bsSwiftSheetSetProperty(_ pointer: UnsafeMutableRawPointer?, _ property: BsProperty, _ value: UnsafePointer<GValue>?) {
    let args = Unchecked((pointer, value))
    MainActor.assumeIsolated { driver(args.value.0).set(property, from: args.value.1!) }
}

@_cdecl("bs_swift_sheet_request")
func bsSwiftSheetRequest(_ pointer: UnsafeMutableRawPointer?, _ request: BsRequest) {
    let pointer = Unchecked(pointer)
    MainActor.assumeIsolated { driver(pointer.value).request(request) }
}

// MARK: GtkWidget methods of the host

private let hostMeasure: @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void = { widget, orientation, forSize, minimum, natural, _, _ in
    let args = Unchecked((widget, minimum, natural))
    MainActor.assumeIsolated {
        let size = driver(ofHost: args.value.0)?.measure(orientation, forSize: forSize)
        args.value.1?.pointee = size?.minimum ?? 0
        args.value.2?.pointee = size?.natural ?? 0
    }
}

private let hostSizeAllocate: @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void = {
    widget, width, height, baseline in
    let widget = Unchecked(widget)
    MainActor.assumeIsolated { driver(ofHost: widget.value)?.allocate(width: width, height: height, baseline: baseline) }
}

private let hostSnapshot: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void = { widget, snapshot in
    let args = Unchecked((widget, snapshot))
    MainActor.assumeIsolated { driver(ofHost: args.value.0)?.snapshot(args.value.1!) }
}

/// Keyboard focus: the driver's when it traps focus in an open modal sheet, GTK's own otherwise.
private let hostFocus: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> gboolean = {
    widget, direction in
    let widget = Unchecked(widget)
    return MainActor.assumeIsolated {
        if let trapped = driver(ofHost: widget.value)?.focus(direction) { return trapped ? 1 : 0 }
        let gtkWidgetClass = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
        return gtkWidgetClass.pointee.focus(widget.value, direction)
    }
}

// MARK: Pages

@_cdecl("bs_swift_sheet_push")
func bsSwiftSheetPush(_ pointer: UnsafeMutableRawPointer?, _ page: UnsafeMutablePointer<GtkWidget>?, _ title: UnsafePointer<CChar>?) {
    let args = Unchecked((pointer, page, title))
    MainActor.assumeIsolated {
        guard let page = args.value.1 else { return }
        driver(args.value.0).push(page, title: args.value.2.map { String(cString: $0) })
    }
}

@_cdecl("bs_swift_sheet_pop")
func bsSwiftSheetPop(_ pointer: UnsafeMutableRawPointer?, _ toRoot: gboolean) -> gboolean {
    let pointer = Unchecked(pointer)
    return MainActor.assumeIsolated { driver(pointer.value).pop(toRoot: toRoot != 0) ? 1 : 0 }
}

@_cdecl("bs_swift_sheet_escape")
func bsSwiftSheetEscape(_ pointer: UnsafeMutableRawPointer?) -> gboolean {
    let pointer = Unchecked(pointer)
    return MainActor.assumeIsolated { driver(pointer.value).escape() ? 1 : 0 }
}
