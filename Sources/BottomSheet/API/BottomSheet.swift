@_exported import enum SheetCore.Detent
import CBottomSheet
import CGtk

/// A bottom sheet: the app's content with a sheet on top that slides up from the
/// bottom edge, rests at detents, follows drags and springs when let go.
///
/// This is the Swift face of the GObject type `BsBottomSheet`; C, Python and
/// GtkBuilder users see the same object, properties and signals.
///
/// ```swift
/// let sheet = BottomSheet()
/// sheet.content = myContent
/// sheet.sheet = myScrolledList
/// sheet.onDetentChanged { detent in print("now \(detent)") }
/// gtk_window_set_child(window, sheet.widget)
/// sheet.present()
/// ```
///
/// Closures you register are kept until the widget is finalized; capture `self`
/// weakly in them if `self` holds this `BottomSheet`.
@MainActor
public final class BottomSheet {
    /// The `BsBottomSheet*`. This object holds a reference to it.
    public let object: OpaquePointer

    /// The sheet as a `GtkWidget`, to put in a window or a container.
    public var widget: UnsafeMutablePointer<GtkWidget> { bs_widget_cast(UnsafeMutableRawPointer(object)) }

    /// A new sheet, dismissed, with no content and no sheet child.
    public init() {
        object = bs_bottom_sheet_cast(UnsafeMutableRawPointer(bs_bottom_sheet_new()))!
        g_object_ref_sink(UnsafeMutableRawPointer(object))
    }

    /// Wraps an existing `BsBottomSheet*` (from a GtkBuilder file, say), adding a reference.
    /// Returns nil when `pointer` is not a `BsBottomSheet`.
    public init?(wrapping pointer: UnsafeMutableRawPointer) {
        guard bs_widget_is_bottom_sheet(pointer.assumingMemoryBound(to: GtkWidget.self)) != 0 else { return nil }
        object = bs_bottom_sheet_cast(pointer)!
        g_object_ref(pointer)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(object))
    }

    // MARK: Children

    /// The app's content, under the sheet.
    public var content: UnsafeMutablePointer<GtkWidget>? {
        get { bs_bottom_sheet_get_content(object) }
        set { bs_bottom_sheet_set_content(object, newValue) }
    }

    /// The widget in the sheet, below the drag handle. A `GtkScrolledWindow` should have
    /// `propagate-natural-height` set, so the sheet can be as tall as its list.
    public var sheet: UnsafeMutablePointer<GtkWidget>? {
        get { bs_bottom_sheet_get_sheet(object) }
        set { bs_bottom_sheet_set_sheet(object, newValue) }
    }

    // MARK: Where the sheet is

    /// Where the sheet rests, or is going. Setting it moves the sheet there (animated),
    /// `dismissed` included, whatever `canClose` says.
    public var detent: Detent {
        get { Detent(bs_bottom_sheet_get_detent(object)) ?? .dismissed }
        set { bs_bottom_sheet_set_detent(object, newValue.bsDetent) }
    }

    /// The visible height as a fraction of the expanded height (0 dismissed, 1 expanded).
    public var progress: Double { bs_bottom_sheet_get_progress(object) }

    /// The visible height of the sheet in pixels.
    public var sheetHeight: Double { bs_bottom_sheet_get_sheet_height(object) }

    /// Whether the sheet is still: no drag and no animation under way.
    public var isAtRest: Bool { SheetDriver.of(object)?.model.phase == .resting }

    /// Opens the sheet at `expanded` (an open sheet stays where it is).
    public func present() { bs_bottom_sheet_present(object) }

    /// Closes the sheet as a user would: refused (with `onCloseAttempt`) when `canClose`
    /// is false; collapses to the peek strip when there is one.
    public func close() { bs_bottom_sheet_close(object) }

    /// Closes the sheet whatever `canClose` says.
    public func forceClose() { bs_bottom_sheet_force_close(object) }

    // MARK: Behaviour

    /// Whether the content is dimmed and takes no input while the sheet is open.
    public var isModal: Bool {
        get { bs_bottom_sheet_get_modal(object) != 0 }
        set { bs_bottom_sheet_set_modal(object, newValue ? 1 : 0) }
    }

    /// Whether a swipe, Escape or a click outside may close the sheet.
    public var canClose: Bool {
        get { bs_bottom_sheet_get_can_close(object) != 0 }
        set { bs_bottom_sheet_set_can_close(object, newValue ? 1 : 0) }
    }

    public var showsDragHandle: Bool {
        get { bs_bottom_sheet_get_show_drag_handle(object) != 0 }
        set { bs_bottom_sheet_set_show_drag_handle(object, newValue ? 1 : 0) }
    }

    /// Height of the strip that stays visible (0 to 10000 px; 0 = no peek).
    public var peekHeight: Double {
        get { bs_bottom_sheet_get_peek_height(object) }
        set { bs_bottom_sheet_set_peek_height(object, newValue) }
    }

    /// Height of `expanded` as a fraction of the host's height (0 to 1).
    public var expandedFraction: Double {
        get { bs_bottom_sheet_get_expanded_fraction(object) }
        set { bs_bottom_sheet_set_expanded_fraction(object, newValue) }
    }

    /// Space kept free above `full` (0 to 10000 px).
    public var topInset: Double {
        get { bs_bottom_sheet_get_top_inset(object) }
        set { bs_bottom_sheet_set_top_inset(object, newValue) }
    }

    /// Opacity of the scrim at `expanded` and above (0 to 1).
    public var dimOpacity: Double {
        get { bs_bottom_sheet_get_dim_opacity(object) }
        set { bs_bottom_sheet_set_dim_opacity(object, newValue) }
    }

    /// The sheet's accessible title.
    public var title: String {
        get { String(cString: bs_bottom_sheet_get_title(object)) }
        set { bs_bottom_sheet_set_title(object, newValue) }
    }

    // MARK: Signals

    /// Called when the sheet commits to a new detent.
    @discardableResult
    public func onDetentChanged(_ handler: @escaping @MainActor (Detent) -> Void) -> SignalConnection {
        SignalConnection.connect(object, "detent-changed", DetentHandlerBox(handler))
    }

    /// Called when a close was refused because `canClose` is false.
    @discardableResult
    public func onCloseAttempt(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(object, "close-attempt", VoidHandlerBox(handler))
    }

    /// Called when the sheet has come to rest dismissed.
    @discardableResult
    public func onClosed(_ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(object, "closed", VoidHandlerBox(handler))
    }

    /// Called when a property changes, by its GObject name ("progress", "sheet-height", …).
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> SignalConnection {
        SignalConnection.connect(object, "notify::\(property)", NotifyHandlerBox(handler))
    }
}
