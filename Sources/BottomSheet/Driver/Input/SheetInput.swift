import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// What the input part asks of the sheet and tells it (`SheetDriver` is the one).
/// The part reads the state and the sheet's facts; it changes the state only through
/// its one writer (`SheetStateWriter`), as every other part does.
@MainActor
protocol SheetInputHost: SheetStateWriter {
    var widgets: SheetWidgets { get }
    /// The app's header and footer in the sheet, which never scroll: a drag there moves
    /// the sheet, and the wheel over the header steps it.
    var header: UnsafeMutablePointer<GtkWidget>? { get }
    var footer: UnsafeMutablePointer<GtkWidget>? { get }
    var presentation: Presentation { get }
    var isRightToLeft: Bool { get }
    /// The side panel's grip beside the body: a swipe back starts past it.
    var gripWidth: Int32 { get }
    var focusIsInSheet: Bool { get }
    /// Where the model puts the sheet now (its allocation lags behind a move).
    func currentFrames() -> (sheet: SheetFrame, content: SheetFrame)
    func pageWidget(_ id: PageID) -> UnsafeMutablePointer<GtkWidget>
    func modelNow() -> Double
    func request(_ request: BsRequest)
    /// Focus out of a page a swipe popped, where it was before the page came.
    func returnFocus(from popped: PageID)
    func resumeMoveWaiters(interrupted: Bool)
    func startCoasting(
        _ adjustment: UnsafeMutablePointer<GtkAdjustment>, content: UnsafeMutablePointer<GtkWidget>?, at time: Double)
    func stopCoasting()
}

/// GTK's side of the press under way: the list it may scroll and the clock of its
/// events. What the press is and does (a drag of the sheet, a swipe between pages, …) is
/// SheetCore's `Press`, in the sheet's state (`SheetState.press`): the two begin and end
/// together (`beginTracking`, `endDragTracking`).
struct DragTracking {
    /// The list under the pointer when the press began, if it can scroll: a drag then
    /// hands off between list and sheet. Holds a reference until the press ends.
    var listAdjustment: UnsafeMutablePointer<GtkAdjustment>?
    /// That scrolled window's child (the list view), held as long: see `listCanScroll`.
    var listContent: UnsafeMutablePointer<GtkWidget>?
    /// Event time minus monotonic time at the press: maps event timestamps onto the
    /// model's clock, so velocities come from the events' own times.
    var clockOffset: Double
    /// Whether this is a touchpad scroll on the handle, not a press: only such a
    /// tracking takes the scroll controller's deltas and its end.
    var isTouchpadScroll = false
}

/// The sheet's input: GTK's gestures and controllers turned into SheetCore's events.
///
/// GtkGestureDrag on the host, in the host's coordinates, which do not move with the
/// sheet (capture phase, so a drag that starts on a list inside reaches it first; a
/// press outside the sheet is left to the content); the swipe back between pages on that
/// same gesture; a click on the scrim; a click on the handle; touchpad scrolling on the
/// handle; the mouse wheel over the handle and the headers.
@MainActor
final class SheetInput {
    private weak var host: (any SheetInputHost)?
    /// GTK's side of the press under way, if any (`SheetState.press` is the press).
    private var drag: DragTracking?
    /// The handle's touchpad scroll controller (renewed after each scroll the host
    /// followed), and its handlers.
    private var handleScroll: OpaquePointer?
    private var handleScrollConnections: [SignalConnection] = []
    /// Sum of the touchpad scroll deltas of the current scroll on the handle.
    private var scrollTranslation = 0.0
    /// Where a press on the scrim went down, until its release.
    private var scrimPress: (x: Double, y: Double)?
    /// Gives GTK event times to the drag code: GTK's, or a test's script (`useEventTimes`).
    private(set) var eventTime: @MainActor (OpaquePointer) -> Double? = SheetInput.gtkEventTime
    /// The handlers on the controllers above, disconnected at `disconnect`.
    private var connections: [SignalConnection] = []

    /// Puts the controllers on the host's widgets; `host` is asked and told from then on.
    func install(for host: some SheetInputHost) {
        self.host = host
        let widgets = host.widgets
        let drag = gtk_gesture_drag_new()!
        gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
        // Only the first finger down (the one GDK has emulate the pointer): GTK ends a
        // one-point gesture when a second touch joins it, which would let the sheet go
        // and start a new drag under the other finger (TouchTests.aSecondFinger…).
        gtk_gesture_single_set_exclusive(drag, 1)
        let gesture = drag
        let click = gtk_gesture_click_new()!
        // A second finger landing on the scrim while the first drags is no tap on it.
        gtk_gesture_single_set_exclusive(click, 1)
        // The rest of a touchpad's scroll that began on the handle: scroll events go to
        // the widget under the pointer, and the sheet moving with the fingers takes the
        // handle from under it. The host sees them all first (capture phase).
        let follower = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        gtk_event_controller_set_propagation_phase(follower, GTK_PHASE_CAPTURE)
        // A mouse wheel over the handle or a header: what the handle's controller (a
        // touchpad's scroll) and the lists (their own scrolling) leave bubbles up to here.
        let wheel = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        let wheelController = wheel
        connections = [
            SignalConnection.connect(UnsafeMutableRawPointer(drag), "drag-begin") { [unowned self] x, y in
                dragBegan(gesture, x: x, y: y)
            },
            SignalConnection.connect(UnsafeMutableRawPointer(drag), "drag-update") { [unowned self] dx, dy in
                dragUpdated(gesture, dx: dx, dy: dy)
            },
            SignalConnection.connect(UnsafeMutableRawPointer(drag), "drag-end") { [unowned self] (_: Double, _: Double) in
                dragEnded(gesture)
            },
            SignalConnection.connect(UnsafeMutableRawPointer(drag), "cancel") { [unowned self] (_: OpaquePointer?) in
                dragCancelled()
            },
            SignalConnection.connect(UnsafeMutableRawPointer(click), "pressed") {
                [unowned self] (_: Int32, x: Double, y: Double) in scrimPress = (x, y)
            },
            SignalConnection.connect(UnsafeMutableRawPointer(click), "released") {
                [unowned self] (_: Int32, x: Double, y: Double) in scrimReleased(x: x, y: y)
            },
            SignalConnection.connect(UnsafeMutableRawPointer(follower), "scroll") {
                [unowned self] (_: Double, dy: Double) -> Bool in scrolled(dy: dy)
            },
            SignalConnection.connect(UnsafeMutableRawPointer(follower), "scroll-end") { [unowned self] in
                followedScrollEnded()
            },
            SignalConnection.connect(UnsafeMutableRawPointer(wheel), "scroll") {
                [unowned self] (_: Double, dy: Double) -> Bool in wheelScrolled(wheelController, dy: dy)
            },
            // The handle toggles `expanded` ↔ `full` (and opens a peeking sheet).
            SignalConnection.connect(UnsafeMutableRawPointer(widgets.handle), "clicked") { [unowned self] in
                self.host?.perform(startsMotion: true, animated: true) { model, time in
                    try model.toggleFullExpansion(at: time)
                }
            },
        ]
        gtk_widget_add_controller(widgets.widget, drag)
        gtk_widget_add_controller(widgets.scrim, click)
        installHandleScrollController()
        gtk_widget_add_controller(widgets.widget, follower)
        gtk_widget_add_controller(widgets.sheet, wheel)
    }

    /// Lets go of the press under way and disconnects every handler; the controllers go
    /// with the widgets.
    func disconnect() {
        endDragTracking()
        for connection in connections + handleScrollConnections { connection.disconnect() }
        connections = []
        handleScrollConnections = []
    }

    /// Whether the event `controller` is handling comes from a touchscreen.
    static func isTouch(_ controller: OpaquePointer) -> Bool {
        guard let device = gtk_event_controller_get_current_event_device(controller) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    /// GTK's time of the event `controller` is handling, in seconds; nil when it has none.
    static func gtkEventTime(_ controller: OpaquePointer) -> Double? {
        let ms = gtk_event_controller_get_current_event_time(controller)
        return ms == 0 ? nil : Double(ms) / 1000
    }

    /// Takes events' times from `source` from now on (a test's script).
    func useEventTimes(_ source: @escaping @MainActor (OpaquePointer) -> Double?) { eventTime = source }


    /// The time of the event being handled, on the model's clock.
    private func modelTime(_ gesture: OpaquePointer, host: some SheetInputHost) -> Double {
        let now = host.modelNow()
        guard let eventTime = eventTime(gesture) else { return now }
        return eventTime - (drag?.clockOffset ?? (eventTime - now))
    }

    /// Whether the list a drag began on can still take a scroll: it is still on screen
    /// in `sheet` (a list taken out mid-drag is not scrolled, nor coasted), and has rows
    /// to scroll (`GtkVersions.listHasRows`: rows can all be removed mid-drag).
    static func listCanScroll(_ content: UnsafeMutablePointer<GtkWidget>, in sheet: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(content) != 0, gtk_widget_is_ancestor(content, sheet) != 0 else { return false }
        return GtkVersions.listHasRows(content)
    }

    // MARK: Drag

    /// A press at (x, y) in the host. It counts only on the sheet: elsewhere the gesture
    /// steps aside, and the content or the scrim gets the press.
    private func dragBegan(_ gesture: OpaquePointer, x: Double, y: Double) {
        guard let host else { return }
        letGoOfHeldPages(host)
        endDragTracking()
        guard let (pressed, sheetX) = widgetInSheet(at: x, y: y, host: host) else {
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
            // An earlier drag whose release never came is let go, as that release would
            // have: else the sheet stayed where it had left it, with no finger on it. (A
            // press on the sheet grabs it where it is instead, below.)
            if host.state.model.phase == .dragging {
                host.perform(startsMotion: true, animated: true) { model, time in try model.endDrag(at: time) }
            }
            return
        }
        // A press on the sheet catches a coasting list where it is, as a press on a
        // list coasting under GTK's own kinetic scrolling does.
        host.stopCoasting()
        let now = host.modelNow()
        let offset = (eventTime(gesture) ?? now) - now
        let handle = host.widgets.handle
        let side = host.presentation == .side
        if side, pressed != handle, gtk_widget_is_ancestor(pressed, handle) == 0 {
            // A side panel's body: a sideways drag may swipe back between pages; any
            // other drag belongs to the child.
            guard let swipe = pageSwipe(pressed: pressed, x: sheetX, at: now, host: host) else {
                gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
                return
            }
            beginTracking(Press(movesSheet: false, swipe: swipe), DragTracking(clockOffset: offset), host: host)
            return
        }
        let list = side ? nil : scrollableList(from: pressed, host: host)
        // A finger on a list that scrolls itself by touch leaves it the steps that are
        // all the list's (not where GTK keeps such a touch to the list:
        // `GtkVersions.scrolledWindowKeepsTouchToItself`).
        let press = Press(
            swipe: side ? nil : pageSwipe(pressed: pressed, x: sheetX, at: now, host: host),
            listScrollsByTouch: list?.scrollsByTouch == true && Self.isTouch(gesture)
                && !GtkVersions.scrolledWindowKeepsTouchToItself)
        beginTracking(
            press, DragTracking(listAdjustment: list?.adjustment, listContent: list?.content, clockOffset: offset),
            host: host)
        let origin: SheetModel.DragOrigin = list == nil ? .sheet : .scrollableList
        host.resumeMoveWaiters(interrupted: true)
        // A press grabs the sheet where it is, even mid-animation.
        host.perform(startsMotion: false, animated: true) { model, _ in
            _ = try model.beginDrag(from: origin, at: now)
            return []
        }
    }

    /// The pointer is (dx, dy) from the press, in the host's coordinates. The motions GTK
    /// merged into this one (`MotionHistory`) come first, each at its own time: a quick
    /// flick that reached the gesture as one motion still moves, and is let go, at its
    /// speed (PointerEndToEndTests.aThreeEventFlickUpReachesFullEveryTime).
    private func dragUpdated(_ gesture: OpaquePointer, dx: Double, dy: Double) {
        guard let host else { return }
        let time = modelTime(gesture, host: host)
        for earlier in MotionHistory.merged(into: gesture) {
            pointerMoved(gesture, dx: dx + earlier.dx, dy: dy + earlier.dy, at: time + earlier.dt, host: host)
        }
        pointerMoved(gesture, dx: dx, dy: dy, at: time, host: host)
    }

    /// One pointer position of a drag, (dx, dy) from the press, at `time` on the model's
    /// clock: the press says what it makes of it (`Press.moved`), and this does it.
    private func pointerMoved(
        _ gesture: OpaquePointer, dx: Double, dy: Double, at time: Double, host: some SheetInputHost
    ) {
        guard let tracking = drag else { return }
        // The sheet's own axis: down at the bottom, towards the end edge at the side
        // (positive closes, as a drag down does).
        let side = host.presentation == .side
        let along = side ? (host.isRightToLeft ? -dx : dx) : dy
        let across = side ? dy : dx
        let adjustment = tracking.listAdjustment
        let widget = host.widgets.widget
        let listCanScroll = { tracking.listContent.map { Self.listCanScroll($0, in: host.widgets.sheet) } ?? true }
        // The sheet follows the pointer, the list it scrolls with it.
        func follow(_ model: inout SheetModel, to translation: Double, listCanScroll: Bool) throws {
            let offset = adjustment.map { gtk_adjustment_get_value($0) - gtk_adjustment_get_lower($0) } ?? 0
            let scroll = try model.drag(to: translation, listOffset: offset, at: time)
            if let adjustment, scroll != 0, listCanScroll {
                gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + scroll)
            }
        }
        // The press decides, and a step that only drags the sheet on is done in the same
        // change: one change of the state per motion, as the drag's frames go. Only then
        // is the sheet shown at a new place.
        var step = Press.Step.undecided
        host.performOnState(startsMotion: false, animated: true, changed: [], thenFocus: nil) { state, _, changed in
            step = state.movePress(
                dx: dx, dy: dy, along: along, across: across,
                threshold: {
                    GLib.setting("gtk-dnd-drag-threshold", in: gtk_widget_get_settings(widget), typeName: "gint") {
                        Double(g_value_get_int($0))
                    }
                },
                listOffset: { adjustment.map { gtk_adjustment_get_value($0) - gtk_adjustment_get_lower($0) } })
            if case let .drags(translation, claims: false, _) = step {
                try follow(&state.model, to: translation, listCanScroll: listCanScroll())
                changed = .sheet
            }
            return []
        }
        switch step {
        case .undecided, .listScrollsItself:
            // Until the pointer has clearly moved along the sheet's axis, the press may
            // still be a click on a row or a button: it is left to them; a list that
            // scrolls itself by touch does (and coasts after the lift) while this press
            // watches for the sheet's share.
            return
        case let .swipes(translation):
            swipeMoved(translation: translation, at: time, host: host)
        case let .claimsSwipe(begins):
            swipeClaimed(gesture, begins: begins, host: host)
        case let .leavesToChild(endsHeldSlide):
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
            if endsHeldSlide { host.performPages(thenFocus: nil) { pages, _, _ in pages.finishTransition() } }
            endDragTracking()
        case .drags(_, claims: false, _):
            return  // done in the change above
        case let .drags(translation, claims: true, endsHeldSlide):
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
            // A vertical drag moves the sheet; a slide it held ends where it was going.
            if endsHeldSlide { host.performPages(thenFocus: nil) { pages, _, _ in pages.finishTransition() } }
            let listCanScroll = listCanScroll()
            host.perform(startsMotion: false, animated: true) { model, _ in
                try follow(&model, to: translation, listCanScroll: listCanScroll)
                return []
            }
        }
    }

    private func dragEnded(_ gesture: OpaquePointer) {
        guard let host, let tracking = drag, let press = host.state.press else { return }
        let time = modelTime(gesture, host: host)
        // The list the drag was scrolling may coast on: its references are taken over
        // from the drag and let go once the coast has taken its own.
        drag?.listAdjustment = nil
        drag?.listContent = nil
        defer {
            if let adjustment = tracking.listAdjustment { g_object_unref(adjustment) }
            if let content = tracking.listContent { g_object_unref(content) }
        }
        endDragTracking()
        if press.holdsPages {
            swipeEnded(at: time, host: host)
            // A swipe let go of the sheet when it was claimed.
            if press.isSwiping { return }
        }
        host.perform(startsMotion: true, animated: true) { model, _ in try model.endDrag(at: time) }
        // Only a claimed drag scrolled the list; a handler of `released` may have
        // pressed again already.
        if let adjustment = tracking.listAdjustment, press.grab != nil, drag == nil {
            host.startCoasting(adjustment, content: tracking.listContent, at: time)
        }
    }

    /// The press was taken away rather than let go: the compositor cancelled the touch
    /// (a system gesture took it over), or another widget claimed the press. No release
    /// rule applies, since nobody let go: the sheet goes back to the detent it rested at
    /// (SheetModel.cancelDrag) and a swipe's slide to where it was going, with no speed,
    /// and nothing is said. GTK emits `drag-end` right after, which finds no drag.
    private func dragCancelled() {
        guard let host, drag != nil, let press = host.state.press else { return }
        endDragTracking()
        if press.holdsPages {
            host.performPages(thenFocus: nil) { pages, time, moving in try pages.cancelSwipe(at: time, moving: moving) }
            if press.isSwiping { return }
        }
        host.perform(startsMotion: true, animated: true) { model, time in try model.cancelDrag(at: time) }
    }

    /// The widget of the sheet under (x, y), in the host's coordinates, and x in the
    /// sheet's; nil when the point is not on the sheet. Where the sheet is comes from the
    /// model, not from its last allocation, which lags behind a move until GTK lays the
    /// host out again.
    private func widgetInSheet(
        at x: Double, y: Double, host: some SheetInputHost
    ) -> (UnsafeMutablePointer<GtkWidget>, Double)? {
        let frame = host.currentFrames().sheet
        guard host.state.model.isVisible, x >= frame.x, x < frame.x + frame.width, y >= frame.y else { return nil }
        let local = (x: x - frame.x.rounded(), y: y - frame.y.rounded())
        let sheet = host.widgets.sheet
        return (gtk_widget_pick(sheet, local.x, local.y, GTK_PICK_DEFAULT) ?? sheet, local.x)
    }

    /// A drag that begins while an earlier press still holds the pages (its release
    /// never came) lets them go first, as that release would have: else the slide the
    /// press held would stay where it was, both pages drawn and the popped one alive,
    /// until some later press on a page grabbed it again.
    private func letGoOfHeldPages(_ host: some SheetInputHost) {
        guard drag != nil, host.state.press?.holdsPages == true else { return }
        host.setState { $0.letPressGoOfPages() }
        swipeEnded(at: host.modelNow(), host: host)
    }

    /// A press begins: SheetCore's side in the sheet's state, GTK's here.
    private func beginTracking(_ press: Press, _ tracking: DragTracking, host: some SheetInputHost) {
        drag = tracking
        host.setState { $0.beginPress(press) }
    }

    /// Forgets the press under way, letting go of the list it held.
    private func endDragTracking() {
        guard let tracking = drag else { return }
        drag = nil
        if let adjustment = tracking.listAdjustment { g_object_unref(adjustment) }
        if let content = tracking.listContent { g_object_unref(content) }
        host?.setState { $0.endPress() }
    }

    /// The vertical adjustment of the scrolled window around `pressed`, inside the sheet,
    /// if it has anything to scroll, and the scrolled window's child; both with a
    /// reference for the drag. Nil in the header and the footer, which never scroll: a
    /// drag there moves the sheet. `scrollsByTouch`: the scrolled window scrolls itself
    /// under a finger (its kinetic scrolling is on, which is what turns on its own touch
    /// gesture).
    private func scrollableList(from pressed: UnsafeMutablePointer<GtkWidget>, host: some SheetInputHost) -> (
        adjustment: UnsafeMutablePointer<GtkAdjustment>, content: UnsafeMutablePointer<GtkWidget>?,
        scrollsByTouch: Bool
    )? {
        let header = host.header, footer = host.footer
        var current: UnsafeMutablePointer<GtkWidget>? = pressed
        while let widget = current, widget != host.widgets.sheet {
            if widget == header || widget == footer { return nil }
            if GLib.isInstance(UnsafeMutableRawPointer(widget), of: gtk_scrolled_window_get_type()) {
                let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(widget))!
                let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_lower(adjustment)
                guard range > gtk_adjustment_get_page_size(adjustment) else { return nil }
                g_object_ref(adjustment)
                let content = gtk_scrolled_window_get_child(OpaquePointer(widget))
                if let content { g_object_ref(content) }
                return (adjustment, content, gtk_scrolled_window_get_kinetic_scrolling(OpaquePointer(widget)) != 0)
            }
            current = gtk_widget_get_parent(widget)
        }
        return nil
    }

    // MARK: Touchpad scrolling on the handle: follows the fingers like a drag.

    private func scrollBegan() {
        // A side panel's grip is upright: a vertical scroll on it is no move across.
        guard let host, host.presentation == .bottom else { return }
        letGoOfHeldPages(host)
        endDragTracking()
        host.stopCoasting()
        // Claimed from the start, with nothing to catch up: scroll deltas are not positions.
        beginTracking(.touchpadScroll, DragTracking(clockOffset: 0, isTouchpadScroll: true), host: host)
        scrollTranslation = 0
        host.resumeMoveWaiters(interrupted: true)
        host.perform(startsMotion: false, animated: true) { model, time in
            _ = try model.beginDrag(from: .sheet, at: time)
            return []
        }
    }

    private func scrolled(dy: Double) -> Bool {
        // Only a touchpad's scroll, which GTK brackets with scroll-begin and
        // scroll-end, follows the fingers; a wheel's notches go on to `wheelScrolled`,
        // which steps the sheet. (At the side no scroll began one: a press's tracking is
        // left to the press.)
        guard let host, drag?.isTouchpadScroll == true else { return false }
        // Fingers moving up scroll "down" (dy > 0) and should raise the sheet.
        scrollTranslation -= dy
        let translation = scrollTranslation
        host.perform(startsMotion: false, animated: true) { model, time in
            _ = try model.drag(to: translation, at: time)
            return []
        }
        return true
    }

    private func scrollEnded() {
        guard let host, drag?.isTouchpadScroll == true else { return }
        endDragTracking()
        host.perform(startsMotion: true, animated: true) { model, time in try model.endDrag(at: time) }
    }

    /// The end of a touchpad's scroll that the host followed (see `install`). The
    /// handle's controller did not see it, and a GtkEventControllerScroll begins no new
    /// scroll until it has seen the last one end: a fresh one takes its place.
    private func followedScrollEnded() {
        guard let host, drag?.isTouchpadScroll == true else { return }
        scrollEnded()
        for connection in handleScrollConnections { connection.disconnect() }
        if let old = handleScroll { gtk_widget_remove_controller(host.widgets.handle, old) }
        installHandleScrollController()
    }

    /// The handle's touchpad controller: a touchpad's scroll that begins on the handle
    /// drags the sheet (`scrollBegan`, `scrolled`, `scrollEnded`).
    private func installHandleScrollController() {
        guard let host else { return }
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        handleScrollConnections = [
            SignalConnection.connect(UnsafeMutableRawPointer(scroll), "scroll-begin") { [unowned self] in scrollBegan() },
            SignalConnection.connect(UnsafeMutableRawPointer(scroll), "scroll") {
                [unowned self] (_: Double, dy: Double) -> Bool in scrolled(dy: dy)
            },
            SignalConnection.connect(UnsafeMutableRawPointer(scroll), "scroll-end") { [unowned self] in scrollEnded() },
        ]
        gtk_widget_add_controller(host.widgets.handle, scroll)
        handleScroll = scroll
    }

    /// A mouse wheel's notches over the handle or a header step the sheet one detent each
    /// (`SheetState.turnWheel`); true when the scroll was the sheet's. Elsewhere on the sheet (a body
    /// that does not scroll) the wheel is left alone, and a touchpad's scroll, which is no
    /// wheel, drags the sheet from the handle (`scrolled`).
    private func wheelScrolled(_ controller: OpaquePointer, dy: Double) -> Bool {
        guard let host, drag == nil, gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL,
              let part = sheetPartUnderPointer(host.widgets.sheet),
              [host.widgets.handle, host.widgets.pageHeader, host.header].contains(where: {
                  $0.map { part == $0 || gtk_widget_is_ancestor(part, $0) != 0 } ?? false
              })
        else { return false }
        guard dy.isFinite else { return false }
        host.performOnState(startsMotion: true, animated: true) { state, time in try state.turnWheel(by: dy, at: time) }
        return true
    }

    /// The widget of `sheet` under the pointer. A scroll event carries no position (GTK
    /// 4), and its device may be one GDK cannot be asked where it is (X11's XTEST device):
    /// the seat's pointer is asked.
    private func sheetPartUnderPointer(_ sheet: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget>? {
        guard let seat = gdk_display_get_default_seat(gtk_widget_get_display(sheet)),
              let device = gdk_seat_get_pointer(seat),
              let native = gtk_widget_get_native(sheet),
              let surface = gtk_native_get_surface(native)
        else { return nil }
        var x = 0.0
        var y = 0.0
        gdk_surface_get_device_position(surface, device, &x, &y, nil)
        // The surface's coordinates; the native widget may sit inside it (a client-side shadow).
        var surfaceX = 0.0
        var surfaceY = 0.0
        gtk_native_get_surface_transform(native, &surfaceX, &surfaceY)
        var point = graphene_point_t(x: Float(x - surfaceX), y: Float(y - surfaceY))
        var inSheet = graphene_point_t()
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        guard gtk_widget_compute_point(nativeWidget, sheet, &point, &inSheet) != 0 else { return nil }
        return gtk_widget_pick(sheet, Double(inSheet.x), Double(inSheet.y), GTK_PICK_DEFAULT)
    }

    // MARK: Scrim

    /// A click on the scrim closes the sheet; a drag that began on it does nothing
    /// (GtkGestureClick releases after any move): the user was not aiming at the sheet,
    /// or, under a sheet stacked over another, at the lower sheet it covers.
    private func scrimReleased(x: Double, y: Double) {
        guard let host, let press = scrimPress else { return }
        scrimPress = nil
        guard gtk_drag_check_threshold(host.widgets.scrim, Int32(press.x), Int32(press.y), Int32(x), Int32(y)) == 0
        else { return }
        host.request(BS_REQUEST_CLOSE)
    }

    // MARK: The swipe back between pages
    //
    // On the drag gesture: sideways from the body's start edge, or anywhere on a page
    // while a slide is under way. It follows the pointer, and its release follows the
    // sheet's own rules (`PageStack.endSwipe`). Mirrored right to left.

    /// What a press on `pressed`, at `x` in the sheet, may do to the pages.
    private func pageSwipe(
        pressed: UnsafeMutablePointer<GtkWidget>, x: Double, at time: Double, host: some SheetInputHost
    ) -> Press.PageSwipe? {
        let pages = host.state.pages
        let onPage = pages.shownPages.contains { id in
            let page = host.pageWidget(id)
            return pressed == page || gtk_widget_is_ancestor(pressed, page) != 0
        }
        guard onPage else { return nil }
        if pages.transition != nil {
            host.performPages(thenFocus: nil) { pages, time, moving in
                _ = try pages.beginSwipe(fromStartEdge: false, at: time, moving: moving)
                return []
            }
            return .holdsSlide
        }
        // From the body's start edge, which in a side panel lies beside the grip.
        let grip = Double(host.gripWidth)
        let fromStart = (host.isRightToLeft ? Double(gtk_widget_get_width(host.widgets.sheet)) - x : x) - grip
        return pages.canPop && fromStart <= host.state.model.behavior.swipeBackEdgeWidth ? .possible : nil
    }

    /// A sideways drag claimed the press (`Press.Step.claimsSwipe`): the sheet stays
    /// where it is going, the pages follow the pointer; `begins` a swipe back, else the
    /// press takes over the slide it held.
    private func swipeClaimed(_ gesture: OpaquePointer, begins: Bool, host: some SheetInputHost) {
        gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
        host.perform(startsMotion: true, animated: true) { model, time in try model.cancelDrag(at: time) }
        if begins {
            host.performPages(thenFocus: nil) { pages, time, moving in
                _ = try pages.beginSwipe(fromStartEdge: true, at: time, moving: moving)
                return []
            }
        }
    }

    /// The pointer is `translation` px across from where the swipe was claimed.
    private func swipeMoved(translation: Double, at time: Double, host: some SheetInputHost) {
        let towardsEnd = host.isRightToLeft ? -translation : translation
        let width = Double(gtk_widget_get_width(host.widgets.sheet))
        host.performPages(thenFocus: nil) { pages, _, _ in
            try pages.swipe(to: towardsEnd, width: width, at: time)
            return []
        }
    }

    /// The swipe (or the press that held a slide) is let go.
    private func swipeEnded(at time: Double, host: some SheetInputHost) {
        let width = Double(gtk_widget_get_width(host.widgets.sheet))
        let focusInSheet = host.focusIsInSheet
        let front = host.state.pages.transition?.front.page
        host.performPages(thenFocus: {
            if focusInSheet, let front, !host.state.pages.contains(front) { host.returnFocus(from: front) }
        }) { pages, _, moving in try pages.endSwipe(width: width, at: time, moving: moving) }
    }
}
