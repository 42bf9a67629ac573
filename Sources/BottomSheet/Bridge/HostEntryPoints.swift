import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

// The functions the C half calls (bs-swift-bridge.h), and the widget methods it hands
// to Swift in class_init. GTK calls them on the main thread: each runs on the main
// actor through `fromGtk`.

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
    fromGtk(row!) { SheetProperties.row(property).row(into: &$0.pointee) }
}

@_cdecl("bs_swift_sheet_new")
func bsSwiftSheetNew(_ host: OpaquePointer?) -> UnsafeMutableRawPointer? {
    fromGtk(host!) { host in
        let driver = SheetDriver(host: host)
        SheetProperties.setUp(driver)
        return Unmanaged.passRetained(driver).toOpaque()
    }
}

@_cdecl("bs_swift_sheet_dispose")
func bsSwiftSheetDispose(_ pointer: UnsafeMutableRawPointer?) {
    fromGtk(pointer) { pointer in
        driver(pointer).dispose()
        Unmanaged<SheetDriver>.fromOpaque(pointer!).release()
    }
}

@_cdecl("bs_swift_sheet_get_property")
func bsSwiftSheetGetProperty(_ pointer: UnsafeMutableRawPointer?, _ property: BsProperty, _ value: UnsafeMutablePointer<GValue>?) {
    fromGtk((pointer, value!)) { SheetProperties.row(property).get(driver($0.0), into: $0.1) }
}

@_cdecl("bs_swift_sheet_set_property")
func bsSwiftSheetSetProperty(_ pointer: UnsafeMutableRawPointer?, _ property: BsProperty, _ value: UnsafePointer<GValue>?) {
    fromGtk((pointer, value!)) { SheetProperties.row(property).set(driver($0.0), from: $0.1) }
}

@_cdecl("bs_swift_sheet_request")
func bsSwiftSheetRequest(_ pointer: UnsafeMutableRawPointer?, _ request: BsRequest) {
    fromGtk(pointer) { driver($0).request(request) }
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
    fromGtk((widget, minimum, natural)) { widget, minimum, natural in
        let size = driver(of: widget).map(measure)
        minimum?.pointee = size?.minimum ?? 0
        natural?.pointee = size?.natural ?? 0
    }
}

/// Runs `method` with the driver of `widget`, if it has one.
private func withDriver(of widget: UnsafeMutablePointer<GtkWidget>?, _ method: @MainActor (SheetDriver) -> Void) {
    fromGtk(widget) { driver(of: $0).map(method) }
}

private let hostMeasure: MeasureMethod = { widget, orientation, forSize, minimum, natural, _, _ in
    measured(widget, minimum, natural) { $0.placement.measure(orientation, forSize: forSize) }
}

private let hostSizeAllocate: AllocateMethod = { widget, width, height, baseline in
    withDriver(of: widget) { $0.placement.allocate(width: width, height: height, baseline: baseline) }
}

private let hostSnapshot: SnapshotMethod = { widget, snapshot in
    fromGtk((widget, snapshot!)) { driver(of: $0.0)?.drawing.snapshot($0.1) }
}

private let insideMeasure: MeasureMethod = { widget, orientation, forSize, minimum, natural, _, _ in
    measured(widget, minimum, natural) { $0.insidePlacement.measure(orientation, forSize: forSize) }
}

private let insideSizeAllocate: AllocateMethod = { widget, width, height, _ in
    withDriver(of: widget) { $0.insidePlacement.allocate(width: width, height: height) }
}

private let insideSnapshot: SnapshotMethod = { widget, snapshot in
    fromGtk((widget, snapshot!)) { driver(of: $0.0)?.insidePlacement.snapshot($0.1) }
}

private let scrimSnapshot: SnapshotMethod = { widget, snapshot in
    fromGtk((widget, snapshot!)) { driver(of: $0.0)?.drawing.snapshotScrim($0.1) }
}

/// Unmapped, the sheet's nodes kept between frames are let go of (`SheetDrawing.clear`).
private let sheetUnmap: @convention(c) (UnsafeMutablePointer<GtkWidget>?) -> Void = { widget in
    fromGtk(widget) { widget in
        driver(of: widget)?.drawing.clear()
        let gtkWidgetClass = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
        gtkWidgetClass.pointee.unmap(widget)
    }
}

/// Keyboard focus: the driver's when it traps focus in an open modal sheet, GTK's own otherwise.
private let hostFocus: @convention(c) (UnsafeMutablePointer<GtkWidget>?, GtkDirectionType) -> gboolean = {
    widget, direction in
    return fromGtk(widget) { widget in
        if let trapped = driver(of: widget)?.focusAndModality.focus(direction) { return trapped ? 1 : 0 }
        let gtkWidgetClass = g_type_class_peek(gtk_widget_get_type())!.assumingMemoryBound(to: GtkWidgetClass.self)
        return gtkWidgetClass.pointee.focus(widget, direction)
    }
}

// MARK: Pages

@_cdecl("bs_swift_sheet_push")
func bsSwiftSheetPush(_ pointer: UnsafeMutableRawPointer?, _ page: UnsafeMutablePointer<GtkWidget>?, _ title: UnsafePointer<CChar>?) {
    fromGtk((pointer, page, title)) { pointer, page, title in
        guard let page else { return }
        driver(pointer).pages.push(page, title: title.map { String(cString: $0) })
    }
}

@_cdecl("bs_swift_sheet_pop")
func bsSwiftSheetPop(_ pointer: UnsafeMutableRawPointer?, _ toRoot: gboolean) -> gboolean {
    fromGtk(pointer) { driver($0).pages.pop(toRoot: toRoot != 0) ? 1 : 0 }
}

@_cdecl("bs_swift_sheet_escape")
func bsSwiftSheetEscape(_ pointer: UnsafeMutableRawPointer?) -> gboolean {
    fromGtk(pointer) { driver($0).escape() ? 1 : 0 }
}

/// Alt+Left and Alt+Right on the sheet (`bs_swift_sheet_back_key`).
@_cdecl("bs_swift_sheet_back_key")
func bsSwiftSheetBackKey(_ sheet: UnsafeMutablePointer<GtkWidget>?, _ args: OpaquePointer?, _: gpointer?) -> gboolean {
    fromGtk((sheet, args)) { sheet, keys in
        guard let sheet, let keys, let driver = driver(of: sheet) else { return 0 }
        let arrow: BackArrow = g_variant_get_uint32(keys) == GDK_KEY_Left ? .left : .right
        return driver.pages.backKey(arrow) ? 1 : 0
    }
}
