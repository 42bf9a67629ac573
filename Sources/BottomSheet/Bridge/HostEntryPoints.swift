import CBottomSheet
import CGtk
import SheetCore

// The functions the C half calls (bs-swift-bridge.h), and the widget methods it hands
// to Swift in class_init. GTK calls them on the main thread; `assumeIsolated` traps if
// that is ever not so.

private func driver(_ pointer: UnsafeMutableRawPointer?) -> SheetDriver {
    Unmanaged<SheetDriver>.fromOpaque(pointer!).takeUnretainedValue()
}

/// The driver of a widget GTK calls a method of: the host's own, or its part's (the sheet,
/// the scrim) host's; nil once disposed, or for a part out of a host.
@MainActor
private func driver(of widget: UnsafeMutablePointer<GtkWidget>?) -> SheetDriver? {
    guard let widget else { return nil }
    if GLib.isInstance(UnsafeMutableRawPointer(widget), of: bs_bottom_sheet_get_type()) {
        return SheetDriver.of(OpaquePointer(widget))
    }
    guard let parent = gtk_widget_get_parent(widget),
          GLib.isInstance(UnsafeMutableRawPointer(parent), of: bs_bottom_sheet_get_type())
    else { return nil }
    return SheetDriver.of(OpaquePointer(parent))
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

@_cdecl("bs_swift_sheet_inside_class_init")
func bsSwiftSheetInsideClassInit(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>?) {
    guard let widgetClass else { return }
    widgetClass.pointee.measure = insideMeasure
    widgetClass.pointee.size_allocate = insideSizeAllocate
    widgetClass.pointee.snapshot = insideSnapshot
    widgetClass.pointee.unmap = sheetUnmap
}

@_cdecl("bs_swift_scrim_class_init")
func bsSwiftScrimClassInit(_ widgetClass: UnsafeMutablePointer<GtkWidgetClass>?) {
    guard let widgetClass else { return }
    widgetClass.pointee.snapshot = scrimSnapshot
}

@_cdecl("bs_swift_sheet_property_row")
func bsSwiftSheetPropertyRow(_ property: BsProperty, _ row: UnsafeMutablePointer<BsPropertyRow>?) {
    let row = Unchecked(row)
    MainActor.assumeIsolated { SheetProperties.row(property).row(into: &row.value!.pointee) }
}

@_cdecl("bs_swift_sheet_new")
func bsSwiftSheetNew(_ host: OpaquePointer?) -> UnsafeMutableRawPointer? {
    let host = Unchecked(host!)
    let pointer = MainActor.assumeIsolated {
        let driver = SheetDriver(host: host.value)
        SheetProperties.setUp(driver)
        return Unchecked(Unmanaged.passRetained(driver).toOpaque())
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
    MainActor.assumeIsolated { SheetProperties.row(property).get(driver(args.value.0), into: args.value.1!) }
}

@_cdecl("bs_swift_sheet_set_property")
func bsSwiftSheetSetProperty(_ pointer: UnsafeMutableRawPointer?, _ property: BsProperty, _ value: UnsafePointer<GValue>?) {
    let args = Unchecked((pointer, value))
    MainActor.assumeIsolated { SheetProperties.row(property).set(driver(args.value.0), from: args.value.1!) }
}

@_cdecl("bs_swift_sheet_request")
func bsSwiftSheetRequest(_ pointer: UnsafeMutableRawPointer?, _ request: BsRequest) {
    let pointer = Unchecked(pointer)
    MainActor.assumeIsolated { driver(pointer.value).request(request) }
}

// MARK: GtkWidget methods of the host and its parts (the sheet's inside, the scrim)
//
// Each class has its own: the host's call the driver's host methods, the sheet's its
// inside methods (InsidePlacement), the scrim's its scrim drawing.

private typealias MeasureMethod = @convention(c) (
    UnsafeMutablePointer<GtkWidget>?, GtkOrientation, Int32, UnsafeMutablePointer<Int32>?,
    UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<Int32>?
) -> Void
private typealias AllocateMethod = @convention(c) (UnsafeMutablePointer<GtkWidget>?, Int32, Int32, Int32) -> Void
private typealias SnapshotMethod = @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?) -> Void

/// Runs `measure` with the driver of `widget`, into GTK's out-parameters (0 without one).
private func measured(
    _ widget: UnsafeMutablePointer<GtkWidget>?, _ minimum: UnsafeMutablePointer<Int32>?,
    _ natural: UnsafeMutablePointer<Int32>?, _ measure: @MainActor (SheetDriver) -> (minimum: Int32, natural: Int32)
) {
    let args = Unchecked((widget, minimum, natural))
    MainActor.assumeIsolated {
        let size = driver(of: args.value.0).map(measure)
        args.value.1?.pointee = size?.minimum ?? 0
        args.value.2?.pointee = size?.natural ?? 0
    }
}

/// Runs `method` with the driver of `widget`, if it has one.
private func withDriver(of widget: UnsafeMutablePointer<GtkWidget>?, _ method: @MainActor (SheetDriver) -> Void) {
    let widget = Unchecked(widget)
    MainActor.assumeIsolated { driver(of: widget.value).map(method) }
}

private let hostMeasure: MeasureMethod = { widget, orientation, forSize, minimum, natural, _, _ in
    measured(widget, minimum, natural) { $0.placement.measure(orientation, forSize: forSize) }
}

private let hostSizeAllocate: AllocateMethod = { widget, width, height, baseline in
    withDriver(of: widget) { $0.placement.allocate(width: width, height: height, baseline: baseline) }
}

private let hostSnapshot: SnapshotMethod = { widget, snapshot in
    let snapshot = Unchecked(snapshot!)
    withDriver(of: widget) { $0.drawing.snapshot(snapshot.value) }
}

private let insideMeasure: MeasureMethod = { widget, orientation, forSize, minimum, natural, _, _ in
    measured(widget, minimum, natural) { $0.insidePlacement.measure(orientation, forSize: forSize) }
}

private let insideSizeAllocate: AllocateMethod = { widget, width, height, _ in
    withDriver(of: widget) { $0.insidePlacement.allocate(width: width, height: height) }
}

private let insideSnapshot: SnapshotMethod = { widget, snapshot in
    let snapshot = Unchecked(snapshot!)
    withDriver(of: widget) { $0.insidePlacement.snapshot(snapshot.value) }
}

private let scrimSnapshot: SnapshotMethod = { widget, snapshot in
    let snapshot = Unchecked(snapshot!)
    withDriver(of: widget) { $0.drawing.snapshotScrim(snapshot.value) }
}

/// Unmapped, the sheet's nodes kept between frames are let go of (`SheetDrawing.clear`).
private let sheetUnmap: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
    let widget = Unchecked(widget)
    MainActor.assumeIsolated {
        driver(of: widget.value)?.drawing.clear()
        let gtkWidgetClass = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
        gtkWidgetClass.pointee.unmap(widget.value)
    }
}

/// Keyboard focus: the driver's when it traps focus in an open modal sheet, GTK's own otherwise.
private let hostFocus: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> gboolean = {
    widget, direction in
    let widget = Unchecked(widget)
    return MainActor.assumeIsolated {
        if let trapped = driver(of: widget.value)?.focusAndModality.focus(direction) { return trapped ? 1 : 0 }
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
        driver(args.value.0).pages.push(page, title: args.value.2.map { String(cString: $0) })
    }
}

@_cdecl("bs_swift_sheet_pop")
func bsSwiftSheetPop(_ pointer: UnsafeMutableRawPointer?, _ toRoot: gboolean) -> gboolean {
    let pointer = Unchecked(pointer)
    return MainActor.assumeIsolated { driver(pointer.value).pages.pop(toRoot: toRoot != 0) ? 1 : 0 }
}

@_cdecl("bs_swift_sheet_escape")
func bsSwiftSheetEscape(_ pointer: UnsafeMutableRawPointer?) -> gboolean {
    let pointer = Unchecked(pointer)
    return MainActor.assumeIsolated { driver(pointer.value).escape() ? 1 : 0 }
}

/// Alt+Left and Alt+Right on the sheet (`bs_swift_sheet_back_key`).
@_cdecl("bs_swift_sheet_back_key")
func bsSwiftSheetBackKey(_ sheet: UnsafeMutablePointer<GtkWidget>?, _ args: OpaquePointer?, _: gpointer?) -> gboolean {
    let args = Unchecked((sheet, args))
    return MainActor.assumeIsolated {
        guard let sheet = args.value.0, let keys = args.value.1, let driver = driver(of: sheet) else { return 0 }
        let arrow: BackArrow = g_variant_get_uint32(keys) == GDK_KEY_Left ? .left : .right
        return driver.pages.backKey(arrow) ? 1 : 0
    }
}
