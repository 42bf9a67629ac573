import CBottomSheet
import CGtk
import SheetCore

/// The Swift half of one `BsBottomSheet`: it owns the sheet's `SheetModel` and turns
/// GTK events into core inputs and core outputs back into GTK state.
///
/// Data flows one way: event → `model` → `apply(_:)` (properties, signals, visibility,
/// focus, accessibility, a new allocation). The C object owns the driver; the driver
/// never holds the widget strongly.
@MainActor
final class SheetDriver {
    /// The `BsBottomSheet*` this driver belongs to.
    let sheet: OpaquePointer
    var widget: UnsafeMutablePointer<GtkWidget> { bs_widget_cast(UnsafeMutableRawPointer(sheet)) }
    var surface: UnsafeMutablePointer<GtkWidget> { bs_bottom_sheet_get_surface(sheet) }
    var handle: UnsafeMutablePointer<GtkWidget> { bs_bottom_sheet_get_handle(sheet) }
    var dimming: UnsafeMutablePointer<GtkWidget> { bs_bottom_sheet_get_dimming(sheet) }
    var content: UnsafeMutablePointer<GtkWidget>? { bs_bottom_sheet_get_content(sheet) }
    var sheetChild: UnsafeMutablePointer<GtkWidget>? { bs_bottom_sheet_get_sheet(sheet) }

    var model = SheetModel()
    /// Frame-clock tick callback while an animation runs; 0 when none.
    var tickID: guint = 0
    /// How opaque the scrim is drawn now (see `SheetDrawing`).
    var scrimOpacity = 0.0
    /// True while the tick callback runs (see `tick(frameTime:)`).
    var isInTick = false
    /// The drag under way, if any.
    var drag: DragTracking?
    /// The drag gesture on the surface (owned by the surface).
    var dragGesture: OpaquePointer?
    /// Controllers whose signals reach this driver, to disconnect at dispose.
    var connectedControllers: [OpaquePointer] = []
    /// Sum of the touchpad scroll deltas of the current scroll on the handle.
    var scrollTranslation = 0.0
    /// Where focus was before the sheet opened, to give it back when it closes.
    var focusBeforeOpening = WeakWidget()
    /// The idle that ends an animation once the sheet is off screen (`didUnmap`); 0 when none.
    var offScreenIdleID: guint = 0
    /// How many times the sheet has started to open (left `dismissed`): tells `apply`
    /// whether a signal handler reopened the sheet while its signals were going out.
    var openings = 0
    /// Whether the content is currently cut off from input and the accessibility tree.
    var contentBlocked = false
    /// Gives GTK event times to the drag code. Tests replace it to script timestamps.
    var eventTime: @MainActor (OpaquePointer) -> Double? = SheetDriver.gtkEventTime
    /// The model's clock for requests and presses (monotonic seconds). Tests replace it,
    /// with `frameTime`, to run thousands of animations on scripted time in no time.
    var clock: @MainActor () -> Double = SheetDriver.now
    /// The time of an animation frame, from the widget's frame clock. Tests replace it.
    var frameTime: @MainActor (OpaquePointer) -> Double = SheetDriver.gdkFrameTime
    private(set) var isDisposed = false
    /// The raw pointer handed to C callbacks: this driver, unretained.
    var callbackData: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    init(sheet: OpaquePointer) {
        self.sheet = sheet
        SheetStyle.install()
        installGestures()
        g_signal_connect_data(
            UnsafeMutableRawPointer(widget), "unmap", unsafeBitCast(onUnmap, to: GCallback.self), callbackData, nil,
            GConnectFlags(0))
        gtk_widget_set_visible(surface, 0)
        gtk_widget_set_visible(dimming, 0)
        applyGeometryProperties()
        syncAccessibility()
        syncActions()
    }

    /// Called from the widget's dispose, while every child still exists.
    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        stopTicking()
        endDragTracking()
        disconnectGestures()
        if offScreenIdleID != 0 {
            g_source_remove(offScreenIdleID)
            offScreenIdleID = 0
        }
        g_signal_handlers_disconnect_matched(
            UnsafeMutableRawPointer(widget), G_SIGNAL_MATCH_DATA, 0, 0, nil, nil, callbackData)
        focusBeforeOpening.clear()
    }

    /// The sheet left the screen (taken out of its window, on a page that was hidden):
    /// an animation in flight ends where it was going, with its signals, as libadwaita's
    /// animations do. Left running, it stayed frozen mid-way with no tick until the sheet
    /// was shown again, and an app waiting for `closed` waited until then.
    ///
    /// Not at once but from an idle: GTK unmaps the sheet inside the teardown of its
    /// window too, and a `closed` handler that destroys the window then destroyed it a
    /// second time inside its own destruction (GTK criticals; LifecycleAbuseTests
    /// .closingTheWindowMidCloseWhenClosedAlsoClosesTheWindow…). A sheet disposed
    /// before the idle runs says nothing more; one shown again first just goes on.
    func didUnmap() {
        guard model.phase == .settling, offScreenIdleID == 0, !isDisposed else { return }
        offScreenIdleID = g_idle_add_full(G_PRIORITY_DEFAULT, onOffScreenIdle, callbackData, nil)
    }

    fileprivate func finishMotionOffScreen() {
        offScreenIdleID = 0
        guard !isDisposed, gtk_widget_get_mapped(widget) == 0, model.phase == .settling else { return }
        perform { model, _ in model.finishMotion() }
    }

    /// The driver of a `BsBottomSheet*`, nil once it is disposed.
    static func of(_ sheet: OpaquePointer) -> SheetDriver? {
        bs_bottom_sheet_get_driver(sheet).map { Unmanaged<SheetDriver>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Monotonic seconds: the clock of the frame clock, of animations and of the model.
    static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// The frame clock's time for the frame being drawn, on the same clock as `now()`.
    static func gdkFrameTime(_ frameClock: OpaquePointer) -> Double {
        Double(gdk_frame_clock_get_frame_time(frameClock)) / 1_000_000
    }

    // MARK: Requests from the C API and actions

    func request(_ request: BsRequest) {
        perform { model, time in
            switch request {
            case BS_REQUEST_PRESENT: return try model.present(at: time)
            case BS_REQUEST_CLOSE: return try model.requestClose(at: time)
            case BS_REQUEST_FORCE_CLOSE: return try model.forceClose(at: time)
            case BS_REQUEST_TOGGLE: return try model.toggleFullExpansion(at: time)
            case BS_REQUEST_EXPAND:
                guard let up = model.detentAbove else { return [] }
                return try model.move(to: up, at: time)
            case BS_REQUEST_COLLAPSE:
                guard let down = model.openDetentBelow else { return [] }
                return try model.move(to: down, at: time)
            case BS_REQUEST_PEEK: return try model.move(to: .peek, at: time)
            default: return []
            }
        }
    }

    /// The `detent` property was set: the app's own command, which always works.
    func move(to detent: BsDetent) {
        guard let target = Detent(detent) else { return }
        perform { model, time in try model.move(to: target, at: time) }
    }

    /// Runs one change of the model and applies what it says. Input the core refuses
    /// (a NaN from somewhere) becomes one warning and changes nothing.
    func perform(_ change: (inout SheetModel, Double) throws -> [SheetEvent]) {
        guard !isDisposed else { return }
        // A sheet that is not on screen has nothing to show moving: its moves jump, with
        // the same signals in the same order (see `didUnmap`).
        model.animationsEnabled = bs_settings_get_enable_animations(widget) != 0 && gtk_widget_get_mapped(widget) != 0
        model.canClose = bs_bottom_sheet_get_can_close(sheet) != 0
        do {
            let events = try change(&model, clock())
            apply(events)
        } catch {
            warn("\(error)")
        }
    }

    /// Makes GTK show what the model says, then tells the app what happened.
    func apply(_ events: [SheetEvent]) {
        let wasVisible = gtk_widget_get_visible(surface) != 0
        syncVisibility()
        if !wasVisible && model.isVisible { sheetDidOpen() }
        syncPosition()
        syncActions()
        syncAccessibility()
        syncModality()
        if model.phase == .settling { startTicking() } else { stopTicking() }
        gtk_widget_queue_allocate(widget)

        // Signals last: a handler may call back into the sheet, and then finds it
        // consistent. The detent is read from the model, not the event, so a handler
        // that moved the sheet again is not contradicted by a stale event.
        openings += events.count { if case .detentChanged(from: .dismissed, to: _) = $0 { true } else { false } }
        let openingsBeforeSignals = openings
        for event in events {
            guard !isDisposed else { return }
            switch event {
            case .detentChanged:
                bs_bottom_sheet_sync_detent(sheet, model.detent.bsDetent)
            case .closeAttempted:
                bs_bottom_sheet_emit_close_attempt(sheet)
            case .closed:
                // Fix: a handler of an earlier signal of this list may have opened the
                // sheet again (and maybe closed it again, saying `closed` itself). This
                // `closed` is then stale: the sheet was closed twice, or is open. Seen
                // with animations off, where a close's detent-changed and closed come
                // together (LifecycleAbuseTests.aHandlerThatReopensOrClosesTheSheet…).
                guard openings == openingsBeforeSignals else { continue }
                sheetDidClose()
                bs_bottom_sheet_emit_closed(sheet)
            }
        }
    }

    func syncVisibility() {
        if model.isVisible {
            gtk_widget_set_visible(surface, 1)
        } else {
            // Focus goes back where it was in sheetDidClose, once the content takes input again.
            hide(surface, focusGoesTo: nil)
        }
        let modal = bs_bottom_sheet_get_modal(sheet) != 0
        gtk_widget_set_visible(dimming, modal && model.isVisible ? 1 : 0)
    }

    /// Publishes the visible height and progress (notify on every change) and sets the
    /// scrim's opacity, which follows the progress up to `expanded`.
    func syncPosition() {
        bs_bottom_sheet_sync_position(sheet, model.height, model.progress)
        let opacity = min(1, model.progress) * bs_bottom_sheet_get_dim_opacity(sheet)
        if opacity != scrimOpacity {
            scrimOpacity = opacity
            gtk_widget_queue_draw(widget)
        }
    }

    /// A property of the C object changed.
    func changed(_ change: BsPropChange) {
        guard !isDisposed else { return }
        switch change {
        case BS_PROP_CHANGED_SHOW_DRAG_HANDLE:
            if bs_bottom_sheet_get_show_drag_handle(sheet) != 0 {
                gtk_widget_set_visible(handle, 1)
            } else {
                hide(handle, focusGoesTo: sheetChild)
            }
        case BS_PROP_CHANGED_MODAL, BS_PROP_CHANGED_DIM_OPACITY:
            syncVisibility()
            syncPosition()
            syncModality()
        case BS_PROP_CHANGED_CAN_CLOSE:
            model.canClose = bs_bottom_sheet_get_can_close(sheet) != 0
        case BS_PROP_CHANGED_GEOMETRY:
            // At once, not at the next allocation: a `peek` asked for right after
            // setting a peek height must find it (a sheet on a hidden page is never
            // allocated until shown).
            applyGeometryProperties()
        default:
            break
        }
        syncAccessibility()
        syncActions()
        gtk_widget_queue_resize(widget)
    }

    /// Hides `part` (the handle, or the whole sheet), moving keyboard focus out of it
    /// first: into the first widget of `next` that takes focus, or to nothing.
    ///
    /// Fix: GTK 4.8 moves focus out of a hidden widget only at the next frame, holding a
    /// reference to the widget meanwhile in one slot (GtkWindow's move_focus_widget) that
    /// it overwrites without releasing when a second widget around the focus is hidden
    /// before that frame. Hiding the focused handle and then closing the sheet leaked
    /// the handle: never finalized (RobustnessRandomSequenceTests found it;
    /// LifecycleAbuseTests.hidingTheFocusedHandleAndThenClosingFreesEverything). With
    /// the focus already elsewhere, GTK holds nothing.
    func hide(_ part: UnsafeMutablePointer<GtkWidget>, focusGoesTo next: UnsafeMutablePointer<GtkWidget>?) {
        if let root = gtk_widget_get_root(part), let focus = gtk_root_get_focus(root),
           focus == part || gtk_widget_is_ancestor(focus, part) != 0 {
            let moved = next.map { gtk_widget_child_focus($0, GTK_DIR_TAB_FORWARD) != 0 } ?? false
            if !moved { gtk_root_set_focus(root, nil) }
        }
        gtk_widget_set_visible(part, 0)
    }

    func warn(_ message: String) {
        bs_log_message("BottomSheet", G_LOG_LEVEL_WARNING, "BsBottomSheet: \(message)")
    }
}

extension SheetModel {
    /// The next detent up from the committed one, if the layout has one.
    var detentAbove: Detent? {
        layout.snapDetents(current: detent).first { layout.height(of: $0) > layout.height(of: detent) }
    }

    /// The next open detent down from the committed one; never `dismissed`.
    var openDetentBelow: Detent? {
        layout.snapDetents(current: detent)
            .last { layout.height(of: $0) < layout.height(of: detent) && $0 != .dismissed }
    }
}

/// GtkWidget::unmap on the sheet: GTK calls it on the main thread with the driver as user data.
private let onUnmap: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated {
        guard let data = args.value else { return }
        Unmanaged<SheetDriver>.fromOpaque(data).takeUnretainedValue().didUnmap()
    }
}

/// The idle `didUnmap` adds; runs once.
private let onOffScreenIdle: @convention(c) (gpointer?) -> gboolean = { data in
    let args = Unchecked(data)
    MainActor.assumeIsolated {
        guard let data = args.value else { return }
        Unmanaged<SheetDriver>.fromOpaque(data).takeUnretainedValue().finishMotionOffScreen()
    }
    return 0
}
