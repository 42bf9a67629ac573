import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// The one way tests see into a sheet beyond its public API (they `@testable import`
/// this module): the core's state, read; the behaviour they tune; the clocks they
/// script and the frame they run; the parts they look at or drive; the app's commands
/// they call directly. Tests reach nothing else of the driver, so the driver's parts
/// can change with only this file changing with them.
///
/// The widgets the sheet is made of are read by their names in `SheetWidgets`
/// (`seam.sheet`, `seam.handle`, `seam.scrim`, `seam.bottomBar`, `seam.pageHeader`, …).
@MainActor
@dynamicMemberLookup
struct SheetTestSeam {
    private let driver: SheetDriver

    /// The seam of `host`, a `BsBottomSheet*`; nil once it is disposed.
    init?(_ host: OpaquePointer) {
        guard let driver = SheetDriver.of(host) else { return nil }
        self.driver = driver
    }

    /// A seam that does not keep the sheet's Swift half alive: for what may outlive the
    /// sheet (a scripted clock).
    @MainActor
    struct Weak {
        private weak var driver: SheetDriver?
        init(_ seam: SheetTestSeam) { driver = seam.driver }
        /// The seam, while the sheet's Swift half lives.
        var seam: SheetTestSeam? { driver.map { SheetTestSeam(driver: $0) } }
    }

    private init(driver: SheetDriver) { self.driver = driver }

    // MARK: The core's state

    /// Where the sheet is and how it moves (`SheetCore`), as it is now.
    var model: SheetModel { driver.state.model }
    /// The spring and the thresholds: a test may tune them (a catch-up rate of 0, a
    /// fling velocity).
    var behavior: SheetBehavior {
        get { driver.state.model.behavior }
        nonmutating set { driver.setState { $0.model.behavior = newValue } }
    }
    /// The pages in the body and the slide between them.
    var pages: PageStack<PageID> { driver.state.pages }
    /// The press under way (a drag, a swipe, a touchpad scroll on the handle), if any.
    var press: Press? { driver.state.press }
    /// Whether an animation runs (the sheet's tick callback is installed).
    var isAnimating: Bool { driver.ticker.isRunning }
    /// Whether a list coasts after a drag that was scrolling it.
    var isCoasting: Bool { driver.state.coast != nil }
    /// The scrim's opacity as last drawn.
    var drawnScrimOpacity: Double { driver.publisher.last?.scrimOpacity ?? 0 }
    /// What left the host while it was being allocated (`SheetPublisher.leftDuringAllocation`),
    /// and what of the model's state an allocation changed beyond the heights
    /// (`SheetPlacement.changedDuringAllocation`).
    var leftDuringAllocation: [String] { driver.publisher.leftDuringAllocation + driver.placement.changedDuringAllocation }
    /// The pages whose focus the sheet keeps, to give back on a pop.
    var pagesWithKeptFocus: Int { driver.focusAndModality.pagesWithKeptFocus }
    /// The bottom bar as drawn now, and the sheet's inside's opacity over it.
    var drawnBottomBar: BottomBar { driver.bar.drawn }
    var insideOpacity: Double { driver.bar.insideOpacity }

    /// The device pixels the host draws on: the surface's, or a scale a test puts in
    /// their place (a fractional one, where the display has none).
    var pixelGrid: @MainActor (UnsafeMutablePointer<GtkWidget>) -> PixelGrid {
        get { driver.drawing.pixelGrid }
        nonmutating set { driver.drawing.usePixelGrid(newValue) }
    }

    // MARK: Time

    /// The model's clock for requests and presses (monotonic seconds).
    var clock: @MainActor () -> Double {
        get { driver.ticker.clock }
        nonmutating set { driver.ticker.useClocks(clock: newValue) }
    }
    /// The time of an animation frame, from the widget's frame clock.
    var frameTime: @MainActor (OpaquePointer) -> Double {
        get { driver.ticker.frameTime }
        nonmutating set { driver.ticker.useClocks(frameTime: newValue) }
    }
    /// The time of a gesture's current event.
    var eventTime: @MainActor (OpaquePointer) -> Double? {
        get { driver.input.eventTime }
        nonmutating set { driver.input.useEventTimes(newValue) }
    }
    static func now() -> Double { SheetTicker.now() }
    static func gtkEventTime(_ gesture: OpaquePointer) -> Double? { SheetInput.gtkEventTime(gesture) }
    static func gdkFrameTime(_ frameClock: OpaquePointer) -> Double { SheetTicker.gdkFrameTime(frameClock) }

    /// Runs the animation's tick for a frame at `frameTime`; false when the animation is done.
    func tick(frameTime: Double) -> Bool { driver.ticker.tick(frameTime: frameTime) }

    /// One animation frame at `frameTime`, as GTK's frame clock would run it: the tick,
    /// then the tick callback's removal when the animation says it is done. Nothing when
    /// no animation runs or the sheet is not on screen (GTK ticks only mapped widgets).
    func frame(frameTime: Double) {
        let widget = driver.widget
        guard gtk_widget_get_mapped(widget) != 0 else { return }
        // GTK holds the widget while its tick callbacks run: a signal handler inside
        // may drop the app's last reference.
        g_object_ref(UnsafeMutableRawPointer(widget))
        defer { g_object_unref(UnsafeMutableRawPointer(widget)) }
        driver.ticker.runOutsideTheFrameClock(frameTime: frameTime)
    }

    // MARK: Parts

    /// A widget the sheet is made of, by its name in `SheetWidgets`.
    subscript<Part>(dynamicMember part: KeyPath<SheetWidgets, Part>) -> Part { driver.widgets[keyPath: part] }
    /// The app's header and footer in the sheet.
    var header: UnsafeMutablePointer<GtkWidget>? { driver.header }
    var footer: UnsafeMutablePointer<GtkWidget>? { driver.footer }
    /// Each page's frame in the sheet, with the page it holds.
    var pageFrames: [(frame: UnsafeMutablePointer<GtkWidget>, page: PageID?)] { driver.pages.pageFrames }
    /// The widget of a page.
    func pageWidget(_ id: PageID) -> UnsafeMutablePointer<GtkWidget> { driver.pageWidget(id) }
    /// The id of a page widget.
    static func pageID(_ page: UnsafeMutablePointer<GtkWidget>) -> PageID { SheetPages.pageID(page) }

    // MARK: Commands

    /// Escape: a page back, else a close; whether it did either.
    func escape() -> Bool { driver.escape() }
    /// The app's own command, as `BottomSheet.move(to:animated:)` makes it.
    func move(to detent: Detent, animated: Bool = true) { driver.move(to: detent, animated: animated) }
    /// Calls `done` when the sheet rests at `target` (true) or a drag takes it (false).
    func whenRests(at target: Detent, _ done: @escaping @MainActor (Bool) -> Void) { driver.whenRests(at: target, done) }
    /// The sheet's node as the host draws it, with its opaque area.
    func renderSheet(opaque: UnsafeMutablePointer<graphene_rect_t>?) -> OpaquePointer? { driver.drawing.renderSheet(opaque: opaque) }
}
