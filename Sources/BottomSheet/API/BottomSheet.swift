@_exported import enum SheetCore.Detent
@_exported import struct SheetCore.DetentSet
@_exported import enum SheetCore.Presentation
@_exported import struct SheetCore.SheetBehavior
@_exported import struct SheetCore.SpringParameters
@_exported import class GtkHelpers.SignalConnection
import CBottomSheet
import CGtk
import GtkHelpers

/// A bottom sheet: the app's content with a sheet on top that slides up from the
/// bottom edge, rests at detents, follows drags and springs when let go.
///
/// This is the Swift face of the GObject type `BsBottomSheet`; C, Python and
/// GtkBuilder users see the same object, properties and signals. Its values live in one
/// place, which both faces ask.
///
/// ```swift
/// let sheet = BottomSheet()
/// sheet.content = myContent
/// sheet.sheetChild = myScrolledList
/// let watching = sheet.onDetentChanged { detent in print("now \(detent)") }
/// gtk_window_set_child(window, sheet.widget)
/// sheet.present()
/// ```
///
/// Each `on…` method returns a `SignalConnection`: the handler runs as long as you keep
/// it, and is disconnected when you release it.
@MainActor
public final class BottomSheet {
    /// The `BsBottomSheet*`. This object holds a reference to it.
    public let object: OpaquePointer

    /// The sheet as a `GtkWidget`, to put in a window or a container.
    public var widget: UnsafeMutablePointer<GtkWidget> {
        UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }

    /// The Swift half that owns the values; nil once GTK has disposed the widget (its
    /// window was destroyed), when the sheet reads as dismissed and ignores changes.
    private var driver: SheetDriver? { SheetDriver.of(object) }

    /// A property, as its row in `SheetProperties` reads and sets it (the GObject path
    /// does the same); its default once the sheet is disposed.
    private subscript<Value>(property: SheetProperty<Value>) -> Value {
        get { driver.map(property.read) ?? property.defaultValue }
        set { driver.map { property.set(newValue, on: $0) } }
    }

    /// A new sheet, dismissed, with no content and no sheet child.
    public init() {
        object = OpaquePointer(bs_bottom_sheet_new()!)
        g_object_ref_sink(UnsafeMutableRawPointer(object))
    }

    /// Wraps an existing `BsBottomSheet*` (from a GtkBuilder file, say), adding a reference.
    /// Returns nil when `pointer` is not a `BsBottomSheet`.
    public init?(wrapping pointer: UnsafeMutableRawPointer) {
        guard GLib.isInstance(pointer, of: bs_bottom_sheet_get_type()) else { return nil }
        object = OpaquePointer(pointer)
        g_object_ref(pointer)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(object))
    }

    // MARK: Children

    /// The app's content, under the sheet.
    public var content: UnsafeMutablePointer<GtkWidget>? {
        get { self[SheetProperties.content] }
        set { self[SheetProperties.content] = newValue }
    }

    /// The sheet's child: the app's widget in the sheet, below the drag handle. A
    /// `GtkScrolledWindow` should have `propagate-natural-height` set, so the sheet can
    /// be as tall as its list. (The GObject property is `sheet`.)
    public var sheetChild: UnsafeMutablePointer<GtkWidget>? {
        get { self[SheetProperties.sheet] }
        set { self[SheetProperties.sheet] = newValue }
    }

    /// A widget at the top of the sheet, between the drag handle and the sheet's child:
    /// it never scrolls, and a drag that starts on it moves the sheet. Its natural height
    /// counts in the detents' heights. Nil (the default) takes no space.
    public var header: UnsafeMutablePointer<GtkWidget>? {
        get { self[SheetProperties.header] }
        set { self[SheetProperties.header] = newValue }
    }

    /// A widget pinned to the sheet's visible bottom edge (the host's bottom edge) at
    /// every detent and while the sheet is dragged or moves; the sheet's child ends at its
    /// top edge. A drag that starts on it moves the sheet. Its natural height counts in
    /// the detents' heights. Nil (the default) takes no space.
    public var footer: UnsafeMutablePointer<GtkWidget>? {
        get { self[SheetProperties.footer] }
        set { self[SheetProperties.footer] = newValue }
    }

    /// The bar the closed sheet is, as libadwaita's AdwBottomSheet has: a music player's
    /// "now playing" bar, say. At the bottom it lies on the closed sheet's top edge (the
    /// peek strip is its height, in place of `peekHeight`); a click on it or a drag up
    /// opens the sheet, which grows out of it. Screen readers hear a button that opens
    /// the sheet, named by `title`. Beside a side panel it lies across the window's
    /// bottom edge while the panel is hidden. Nil (the default): no bar.
    public var bottomBar: UnsafeMutablePointer<GtkWidget>? {
        get { self[SheetProperties.bottomBar] }
        set { self[SheetProperties.bottomBar] = newValue }
    }

    /// Whether the bottom bar shows. Default true. Hidden, the sheet closed to it goes
    /// down off the screen with it.
    public var revealsBottomBar: Bool {
        get { self[SheetProperties.revealBottomBar] }
        set { self[SheetProperties.revealBottomBar] = newValue }
    }

    /// How much of the content's bottom the bottom bar covers, in pixels, for an app that
    /// keeps its content clear of it: it follows the bar as it rises or leaves, and keeps
    /// the bar's height while the sheet is open over it.
    public var bottomBarHeight: Double { self[SheetProperties.bottomBarHeight] }

    // MARK: Where the sheet is

    /// Where the sheet rests, or is going. Setting it moves the sheet there (animated),
    /// `dismissed` included, whatever `canClose` says.
    public var detent: Detent {
        get { self[SheetProperties.detent] }
        set { self[SheetProperties.detent] = newValue }
    }

    /// Moves the sheet to `detent` (animated unless `animated` is false or animations are
    /// off), `dismissed` included, whatever `canClose` says, and returns once it rests.
    ///
    /// - Returns: true when the sheet came to rest at `detent`; false when it was
    ///   interrupted first: the user grabbed it, another move sent it elsewhere, or the
    ///   widget was destroyed.
    @discardableResult
    public func move(to detent: Detent, animated: Bool = true) async -> Bool {
        guard let driver else { return false }
        driver.move(to: detent, animated: animated)
        return await withCheckedContinuation { continuation in
            driver.whenRests(at: detent) { continuation.resume(returning: $0) }
        }
    }

    /// The visible height as a fraction of the expanded height (0 dismissed, 1 expanded).
    public var progress: Double { self[SheetProperties.progress] }

    /// The visible height of the sheet in pixels.
    public var sheetHeight: Double { self[SheetProperties.sheetHeight] }

    /// The visible height of the sheet resting at `detent`, in pixels, in the current
    /// window (0 for `peek` without a peek strip, and before the first layout).
    public func restingHeight(of detent: Detent) -> Double {
        driver?.state.model.layout.height(of: detent) ?? 0
    }

    /// Whether the sheet is still: no drag, no animation and no slide between pages under way.
    public var isAtRest: Bool {
        driver.map { $0.state.model.phase == .resting && $0.state.pages.transition == nil && $0.state.presentationMove == nil } ?? true
    }

    /// Opens the sheet at `expanded` (an open sheet stays where it is).
    public func present() { driver?.request(BS_REQUEST_PRESENT) }

    /// Closes the sheet as a user would: refused (with `onCloseAttempt`) when `canClose`
    /// is false; collapses to the peek strip when there is one.
    public func close() { driver?.request(BS_REQUEST_CLOSE) }

    /// Closes the sheet whatever `canClose` says.
    public func forceClose() { driver?.request(BS_REQUEST_FORCE_CLOSE) }

    /// Whether the sheet is open: it rests at, or is going to, `expanded` or `full` (the
    /// peek strip is closed at the bottom; a side panel's is the whole panel, open).
    /// Setting it opens the sheet as `present()` does, or closes it to the peek strip at
    /// the bottom if there is one, else to `dismissed`, whatever `canClose` says.
    /// The GObject property `open`, as libadwaita's AdwBottomSheet has it.
    public var isOpen: Bool {
        get { self[SheetProperties.open] }
        set { self[SheetProperties.open] = newValue }
    }

    // MARK: Behaviour

    /// Whether the content is dimmed and takes no input while the sheet is open.
    public var isModal: Bool {
        get { self[SheetProperties.modal] }
        set { self[SheetProperties.modal] = newValue }
    }

    /// The lowest detent at which a modal sheet dims the content and cuts it off
    /// (`expanded` by default). Below it the content stays lit, usable and in the
    /// accessibility tree, and the scrim fades in as the sheet rises to it: `.full` makes
    /// the maps pattern, a sheet beside a usable map at its strip and half height, a
    /// dialog at the top.
    public var modalDetent: Detent {
        get { self[SheetProperties.modalDetent] }
        set { self[SheetProperties.modalDetent] = newValue }
    }

    /// Which open detents the sheet has (all by default): `[.peek, .full]` for a sheet
    /// without a half height. It can change while the sheet is shown: a sheet at a detent
    /// that goes away moves to the nearest one left, with one `onDetentChanged`. An empty
    /// set is refused with a warning.
    public var detents: DetentSet {
        get { self[SheetProperties.detents] }
        set { self[SheetProperties.detents] = newValue }
    }

    /// Whether a swipe, Escape or a click outside may close the sheet.
    public var canClose: Bool {
        get { self[SheetProperties.canClose] }
        set { self[SheetProperties.canClose] = newValue }
    }

    /// Whether the user may open a closed sheet: when false, a drag up from the peek strip
    /// goes back to it, and neither the handle nor `sheet.expand` opens it from there
    /// (`isOpen`, `present()` and `move(to:)` still do).
    public var canOpen: Bool {
        get { self[SheetProperties.canOpen] }
        set { self[SheetProperties.canOpen] = newValue }
    }

    /// Whether the drag handle, a button at the top of the sheet, is shown.
    public var showsDragHandle: Bool {
        get { self[SheetProperties.showDragHandle] }
        set { self[SheetProperties.showDragHandle] = newValue }
    }

    /// Height of the strip that stays visible (0 to 10000 px; 0 = no peek).
    public var peekHeight: Double {
        get { self[SheetProperties.peekHeight] }
        set { self[SheetProperties.peekHeight] = newValue }
    }

    /// Height of `expanded` as a fraction of the host's height (0 to 1).
    public var expandedFraction: Double {
        get { self[SheetProperties.expandedFraction] }
        set { self[SheetProperties.expandedFraction] = newValue }
    }

    /// Space kept free above `full` (0 to 10000 px).
    public var topInset: Double {
        get { self[SheetProperties.topInset] }
        set { self[SheetProperties.topInset] = newValue }
    }

    /// Opacity of the scrim at `expanded` and above (0 to 1).
    public var dimOpacity: Double {
        get { self[SheetProperties.dimOpacity] }
        set { self[SheetProperties.dimOpacity] = newValue }
    }

    // MARK: Where in the window

    /// Where the sheet is shown: `.automatic` (the default) lets the window's size
    /// choose (a non-modal sheet on a window at least `sideBreakpoint` wide and 360 px
    /// tall is a side panel; every other sheet is at the bottom); `.bottom` and `.side`
    /// pin one. A change while the sheet is open moves it in one animation, keeping its
    /// detent, its child's state and focus.
    public var presentation: Presentation {
        get { self[SheetProperties.presentation] }
        set { self[SheetProperties.presentation] = newValue }
    }

    /// The presentation shown now: `.bottom` or `.side`, chosen at each layout. In side
    /// presentation `sheetHeight` is how far across the panel is shown, and `detent`
    /// keeps the detent it had at the bottom.
    public var currentPresentation: Presentation { self[SheetProperties.currentPresentation] }

    /// The widest the sheet gets at the bottom, in pixels (0 to 10000; 0 = the window's
    /// width). Default 640. Out of range: clamped, with a warning.
    public var maxWidth: Double {
        get { self[SheetProperties.maxWidth] }
        set { self[SheetProperties.maxWidth] = newValue }
    }

    /// Whether a bottom sheet takes the window's whole width, whatever `maxWidth` says.
    /// Default false, unlike libadwaita's AdwBottomSheet: `maxWidth` keeps a sheet on a
    /// wide window readable unless an app asks for the whole width.
    public var isFullWidth: Bool {
        get { self[SheetProperties.fullWidth] }
        set { self[SheetProperties.fullWidth] = newValue }
    }

    /// The narrowest window, in pixels (0 to 10000), where an automatic non-modal sheet
    /// becomes a side panel. Default 900. Out of range: clamped, with a warning.
    public var sideBreakpoint: Double {
        get { self[SheetProperties.sideBreakpoint] }
        set { self[SheetProperties.sideBreakpoint] = newValue }
    }

    /// Where a bottom sheet narrower than the window sits: 0 at the start edge, 0.5
    /// centred (the default), 1 at the end edge; start and end follow the text
    /// direction. Out of range: clamped, with a warning.
    public var align: Double {
        get { self[SheetProperties.align] }
        set { self[SheetProperties.align] = newValue }
    }

    /// The sheet's accessible title; "" restores the default.
    public var title: String {
        get { self[SheetProperties.title].string }
        set { newValue.withCString { self[SheetProperties.title] = TitleText(text: $0) } }
    }

    // MARK: Pages

    /// Shows `page` over the current page (the first page is `sheetChild`), sliding it in
    /// from the end edge on the sheet's spring; at a height fitted to its content the
    /// sheet follows the new page's height in the same motion. A back button and `title`
    /// appear at the top of the sheet; the back button, Alt+Left, the mouse's back
    /// button, a swipe from the start edge and Escape go back. Each page keeps its state
    /// while covered. The sheet's accessible name becomes `title`, and focus moves into
    /// `page`. A widget that already has a parent is refused with a critical.
    public func push(_ page: UnsafeMutablePointer<GtkWidget>, title: String) {
        driver?.pages.push(page, title: title)
    }

    /// Goes back one page: the current page slides out and the sheet lets go of it
    /// (`onPopped` hands it over first). Focus returns to the widget that had it when
    /// the page was pushed. Returns false when only the root page (`sheetChild`) is left.
    @discardableResult
    public func pop() -> Bool { driver?.pages.pop() ?? false }

    /// Goes back to the root page: the current page slides out, those between leave at once.
    public func popToRoot() { driver?.pages.pop(toRoot: true) }

    /// The root page (when there is a `sheetChild`) and the pages pushed over it.
    public var pageCount: Int { Int(self[SheetProperties.pageCount]) }

    /// The page shown, or sliding in to be: the last pushed page, or `sheetChild`.
    public var visiblePage: UnsafeMutablePointer<GtkWidget>? {
        self[SheetProperties.visiblePage]
    }

    /// Calls `handler` with each page pushed: by `push`, or back by a swipe the user
    /// reversed.
    public func onPushed(_ handler: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void) -> SignalConnection {
        SignalConnection.connect(UnsafeMutableRawPointer(object), BS_SIGNAL_NAME_PUSHED) { (page: UnsafeMutableRawPointer) in
            handler(page.assumingMemoryBound(to: GtkWidget.self))
        }
    }

    /// Calls `handler` with each page popped, by the app or the user. The page slides
    /// out, then the sheet lets go of it: take a reference in `handler` to keep it.
    public func onPopped(_ handler: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> Void) -> SignalConnection {
        SignalConnection.connect(UnsafeMutableRawPointer(object), BS_SIGNAL_NAME_POPPED) { (page: UnsafeMutableRawPointer) in
            handler(page.assumingMemoryBound(to: GtkWidget.self))
        }
    }

    /// The numbers of the motion: spring, fling speed, rubber band, catch-up and the
    /// tolerances, with the reason for each default (`SheetBehavior`). A move under way
    /// keeps its spring until it ends.
    public var behavior: SheetBehavior {
        get { driver?.state.model.behavior ?? .standard }
        set { driver?.setState { $0.model.behavior = newValue } }
    }

    // MARK: Signals

    /// Calls `handler` when the sheet commits to a new detent, for as long as the
    /// returned connection is kept.
    public func onDetentChanged(_ handler: @escaping @MainActor (Detent) -> Void) -> SignalConnection {
        SignalConnection.connect(UnsafeMutableRawPointer(object), BS_SIGNAL_NAME_DETENT_CHANGED) { (raw: UInt32) in
            handler(Detent(rawValue: Int(raw)) ?? .dismissed)
        }
    }

    /// Calls `handler` when the user lets go of a drag, with the sheet's velocity then
    /// (points per second, positive upwards) and the detent the release rule chose from
    /// it (its projected target; `onDetentChanged` follows if that is a new detent).
    public func onReleased(_ handler: @escaping @MainActor (_ velocity: Double, _ target: Detent) -> Void) -> SignalConnection {
        SignalConnection.connect(UnsafeMutableRawPointer(object), BS_SIGNAL_NAME_RELEASED) { (velocity: Double, raw: UInt32) in
            handler(velocity, Detent(rawValue: Int(raw)) ?? .dismissed)
        }
    }

    /// Calls `handler` when a close was refused because `canClose` is false.
    public func onCloseAttempt(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(UnsafeMutableRawPointer(object), BS_SIGNAL_NAME_CLOSE_ATTEMPT, handler)
    }

    /// Calls `handler` when the sheet has come to rest dismissed.
    public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(UnsafeMutableRawPointer(object), BS_SIGNAL_NAME_CLOSED, handler)
    }

    /// Calls `handler` with the new `progress` each time it changes (every frame of a
    /// move).
    public func onProgressChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        onNotify(SheetProperties.progress.name) { [object] in
            handler(SheetDriver.of(object)?.state.model.progress ?? 0)
        }
    }

    /// Calls `handler` with the new `sheetHeight` each time it changes (every frame of a
    /// move).
    public func onHeightChanged(_ handler: @escaping @MainActor (Double) -> Void) -> SignalConnection {
        onNotify(SheetProperties.sheetHeight.name) { [object] in
            handler(SheetDriver.of(object)?.state.model.height ?? 0)
        }
    }

    /// Calls `handler` when a property changes, by its GObject name ("detent", "modal", …).
    public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.onNotify(UnsafeMutableRawPointer(object), property, handler)
    }
}
