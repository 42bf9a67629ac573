@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import Foundation
import SheetCore
import Testing

/// A window with a `BsBottomSheet`: a content area (a plain label, or the test's own)
/// under a sheet that holds a scrollable list (of strings, or from a BsRowModel), a
/// fixed-height box, or any widget the test brings.
@MainActor
struct SheetFixture {
    let window: TestWindow
    let host: OpaquePointer
    var widget: UnsafeMutablePointer<GtkWidget> { bs_widget_cast(UnsafeMutableRawPointer(host)) }
    /// The list's scrolled window, when the sheet holds a list.
    let scrolledWindow: UnsafeMutablePointer<GtkWidget>?
    /// The list's parts (list view, model), when the sheet holds a list.
    let list: ListFixture.ScrolledList?

    enum SheetContent {
        /// A list of `rows` rows held in a GtkStringList (it can grow: `list.appendRows`).
        case list(rows: Int)
        /// A list of `rows` rows from a BsRowModel, made only when the list asks.
        case rowModel(rows: UInt32)
        case box(height: Int32)
        /// Any widget (floating: the sheet takes it).
        case widget(UnsafeMutablePointer<GtkWidget>)
    }

    static func open(
        _ content: SheetContent = .list(rows: 200), width: Int32 = 600, height: Int32 = 800,
        hostContent: UnsafeMutablePointer<GtkWidget>? = nil,
        configure: (OpaquePointer) -> Void = { _ in }
    ) throws -> SheetFixture {
        let host = bs_bottom_sheet_cast(UnsafeMutableRawPointer(bs_bottom_sheet_new()))!
        // The app's content under the sheet: a plain label unless the test brings its own.
        let background = hostContent ?? gtk_label_new("Content")!
        gtk_widget_add_css_class(background, "fixture-content")
        bs_bottom_sheet_set_content(host, background)
        var list: ListFixture.ScrolledList?
        switch content {
        case let .list(rows):
            list = ListFixture.stringList(rows: rows)
            bs_bottom_sheet_set_sheet(host, list?.scrolled)
        case let .rowModel(rows):
            list = ListFixture.rowModelList(rows: rows)
            bs_bottom_sheet_set_sheet(host, list?.scrolled)
        case let .box(boxHeight):
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(box, -1, boxHeight)
            bs_bottom_sheet_set_sheet(host, box)
        case let .widget(child):
            bs_bottom_sheet_set_sheet(host, child)
        }
        configure(host)
        let window = try TestWindow.open(
            width: width, height: height, child: bs_widget_cast(UnsafeMutableRawPointer(host)))
        return SheetFixture(window: window, host: host, scrolledWindow: list?.scrolled, list: list)
    }

    /// A fixture (as `open(_:width:height:hostContent:configure:)`) whose sheet is
    /// presented and at rest at `detent` (`present(restingAt:)`).
    static func open(
        _ content: SheetContent = .list(rows: 200), restingAt detent: Detent,
        configure: (OpaquePointer) -> Void = { _ in }, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SheetFixture {
        let fixture = try open(content, configure: configure)
        try fixture.present(restingAt: detent, sourceLocation: sourceLocation)
        return fixture
    }

    var detent: Detent { Detent(bs_bottom_sheet_get_detent(host))! }
    var sheetHeight: Double { bs_bottom_sheet_get_sheet_height(host) }
    /// The sheet: the panel that slides over the content.
    var sheet: UnsafeMutablePointer<GtkWidget> { sheetPanel(of: host) }
    var handle: UnsafeMutablePointer<GtkWidget> { dragHandle(of: host) }
    var progress: Double { bs_bottom_sheet_get_progress(host) }

    /// The sheet's rectangle in the host, as GTK allocated it.
    var sheetBounds: graphene_rect_t {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(sheet, widget, &bounds)
        return bounds
    }

    /// Waits until the sheet rests (no animation) at `detent`.
    @discardableResult
    func waitUntilResting(at detent: Detent, timeout: Duration = .seconds(5)) -> Bool {
        MainContext.iterate(until: { self.detent == detent && self.isResting }, timeout: timeout)
    }

    /// No tick callback is running: the sheet is where it will stay.
    var isResting: Bool {
        let before = sheetHeight
        MainContext.drainPending()
        return sheetHeight == before && SheetTestSeam(host)?.isAnimating == false
    }

    /// After a change that takes effect at the next layout (a new size request, rows
    /// added, a resize): lets a frame be drawn, so the sheet has seen the change and
    /// started moving, then waits until it rests at `detent`.
    @discardableResult
    func settle(at detent: Detent, timeout: Duration = .seconds(5)) -> Bool {
        window.waitForDraw()
        return waitUntilResting(at: detent, timeout: timeout)
    }

    /// Opens the sheet and waits until it rests at `detent` (expanded or full).
    @discardableResult
    func open(at detent: Detent, timeout: Duration = .seconds(5)) -> Bool {
        bs_bottom_sheet_present(host)
        if detent != .expanded { bs_bottom_sheet_set_detent(host, detent.bsDetent) }
        return waitUntilResting(at: detent, timeout: timeout)
    }

    /// Presents the sheet and requires that it rests at `expanded`, where presenting puts
    /// it; for another `detent`, then moves it there and requires that it rests there.
    func present(restingAt detent: Detent, sourceLocation: SourceLocation = #_sourceLocation) throws {
        bs_bottom_sheet_present(host)
        try #require(waitUntilResting(at: .expanded), "the sheet never came to rest at expanded",
                     sourceLocation: sourceLocation)
        guard detent != .expanded else { return }
        bs_bottom_sheet_set_detent(host, detent.bsDetent)
        try #require(waitUntilResting(at: detent), "the sheet never came to rest at \(detent)",
                     sourceLocation: sourceLocation)
    }

    /// The height of the host (the BsBottomSheet widget), in px.
    var hostHeight: Double { Double(gtk_widget_get_height(widget)) }

    /// Resizes the window to `width`×`height` and waits until it has that size.
    ///
    /// Under Xvfb there is no window manager, so gtk_window_set_default_size on a
    /// mapped window goes straight to the X server and the window takes the new size.
    @discardableResult
    func resizeWindow(width: Int32 = 600, height: Int32, timeout: Duration = .seconds(5)) -> Bool {
        gtk_window_set_default_size(window.window, width, height)
        return MainContext.iterate(until: {
            gtk_widget_get_width(window.widget) == width && gtk_widget_get_height(window.widget) == height
                && gtk_widget_get_height(widget) == height
        }, timeout: timeout)
    }

    /// The natural height of the sheet's child for the host's width, as the sheet measures it.
    var childNaturalHeight: Int32 {
        guard let child = bs_bottom_sheet_get_sheet(host) else { return 0 }
        var natural: Int32 = 0
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width(widget), nil, &natural, nil, nil)
        return natural
    }

    /// The natural height of the drag handle (the sheet's chrome).
    var handleHeight: Int32 {
        var natural: Int32 = 0
        gtk_widget_measure(handle, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width(widget), nil, &natural, nil, nil)
        return natural
    }
}
