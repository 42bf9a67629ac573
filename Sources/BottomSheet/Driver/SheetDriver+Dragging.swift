import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// A press under way, as GTK gives it: the press itself (`Press`, SheetCore's: what it
/// turns out to be), the list it may scroll, and the clock of its events.
struct DragTracking {
    /// What the press is and does (a drag of the sheet, a swipe between pages, …).
    var press: Press
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

/// The input under way (`SheetDriver.input`): a press, a touchpad's scroll or the wheel
/// on the handle. Only this file reads or writes it; the rest asks `pressUnderWay`.
struct SheetInput {
    /// The press under way, if any.
    fileprivate var drag: DragTracking?
    /// The handle's touchpad scroll controller (renewed after each scroll the host followed).
    fileprivate var handleScroll: OpaquePointer?
    /// Sum of the touchpad scroll deltas of the current scroll on the handle.
    fileprivate var scrollTranslation = 0.0
    /// The mouse wheel's notches over the handle and the headers (`SheetDriver.wheelScrolled`).
    fileprivate var wheelSteps = WheelSteps()
    /// Where a press on the scrim went down, until its release.
    fileprivate var scrimPress: (x: Double, y: Double)?
    /// Gives GTK event times to the drag code (`SheetDriver.eventTimeSource`).
    fileprivate var eventTime: @MainActor (OpaquePointer) -> Double? = SheetDriver.gtkEventTime
}

/// GtkGestureDrag on the host, in the host's coordinates, which do not move with the
/// sheet (capture phase, so a drag that starts on a list inside reaches it first; a
/// press outside the sheet is left to the content), a click on the scrim, a click on the
/// handle, and touchpad scrolling on the handle.
extension SheetDriver {
    func installControllers() {
        let drag = gtk_gesture_drag_new()!
        gtk_event_controller_set_propagation_phase(drag, GTK_PHASE_CAPTURE)
        // Only the first finger down (the one GDK has emulate the pointer): GTK ends a
        // one-point gesture when a second touch joins it, which would let the sheet go
        // and start a new drag under the other finger (TouchTests.aSecondFinger…).
        gtk_gesture_single_set_exclusive(drag, 1)
        connect(UnsafeMutableRawPointer(drag), "drag-begin", unsafeBitCast(onDragBegin, to: GCallback.self))
        connect(UnsafeMutableRawPointer(drag), "drag-update", unsafeBitCast(onDragUpdate, to: GCallback.self))
        connect(UnsafeMutableRawPointer(drag), "drag-end", unsafeBitCast(onDragEnd, to: GCallback.self))
        connect(UnsafeMutableRawPointer(drag), "cancel", unsafeBitCast(onDragCancel, to: GCallback.self))
        gtk_widget_add_controller(widget, drag)

        let click = gtk_gesture_click_new()!
        // A second finger landing on the scrim while the first drags is no tap on it.
        gtk_gesture_single_set_exclusive(click, 1)
        connect(UnsafeMutableRawPointer(click), "pressed", unsafeBitCast(onScrimPressed, to: GCallback.self))
        connect(UnsafeMutableRawPointer(click), "released", unsafeBitCast(onScrimReleased, to: GCallback.self))
        gtk_widget_add_controller(scrim, click)

        installHandleScrollController()
        // The rest of a touchpad's scroll that began on the handle: scroll events go to
        // the widget under the pointer, and the sheet moving with the fingers takes the
        // handle from under it. The host sees them all first (capture phase).
        let follower = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        gtk_event_controller_set_propagation_phase(follower, GTK_PHASE_CAPTURE)
        connect(UnsafeMutableRawPointer(follower), "scroll", unsafeBitCast(onScroll, to: GCallback.self))
        connect(UnsafeMutableRawPointer(follower), "scroll-end", unsafeBitCast(onFollowedScrollEnd, to: GCallback.self))
        gtk_widget_add_controller(widget, follower)

        // A mouse wheel over the handle or a header: what the handle's controller (a
        // touchpad's scroll) and the lists (their own scrolling) leave bubbles up to here.
        let wheel = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        connect(UnsafeMutableRawPointer(wheel), "scroll", unsafeBitCast(onWheel, to: GCallback.self))
        gtk_widget_add_controller(sheet, wheel)

        installCoastStoppers()

        connect(UnsafeMutableRawPointer(handle), "clicked", unsafeBitCast(onHandleClicked, to: GCallback.self))
        connect(UnsafeMutableRawPointer(bottomBar), "clicked", unsafeBitCast(onBottomBarClicked, to: GCallback.self))
        connect(UnsafeMutableRawPointer(widget), "unmap", unsafeBitCast(onUnmap, to: GCallback.self))
        for part in [handle, bottomBar] {
            connect(UnsafeMutableRawPointer(part), "map", unsafeBitCast(onPartMap, to: GCallback.self))
        }
    }

    func connect(_ pointer: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback) {
        handlers.connect(pointer, signal, callback, data: callbackData)
    }

    /// Whether the event `controller` is handling comes from a touchscreen.
    static func isTouch(_ controller: OpaquePointer) -> Bool {
        guard let device = gtk_event_controller_get_current_event_device(controller) else { return false }
        return gdk_device_get_source(device) == GDK_SOURCE_TOUCHSCREEN
    }

    static func gtkEventTime(_ controller: OpaquePointer) -> Double? {
        let ms = gtk_event_controller_get_current_event_time(controller)
        return ms == 0 ? nil : Double(ms) / 1000
    }

    /// The time of the event being handled, on the model's clock.
    func modelTime(_ gesture: OpaquePointer) -> Double {
        let now = modelNow()
        guard let eventTime = input.eventTime(gesture) else { return now }
        return eventTime - (input.drag?.clockOffset ?? (eventTime - now))
    }

    // MARK: Drag

    /// A press at (x, y) in the host. It counts only on the sheet: elsewhere the gesture
    /// steps aside, and the content or the scrim gets the press.
    func dragBegan(_ gesture: OpaquePointer, x: Double, y: Double) {
        letGoOfHeldPages()
        endDragTracking()
        guard let (pressed, sheetX) = widgetInSheet(at: x, y: y) else {
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
            // An earlier drag whose release never came is let go, as that release would
            // have: else the sheet stayed where it had left it, with no finger on it. (A
            // press on the sheet grabs it where it is instead, below.)
            if state.model.phase == .dragging { perform { model, time in try model.endDrag(at: time) } }
            return
        }
        // A press on the sheet catches a coasting list where it is, as a press on a
        // list coasting under GTK's own kinetic scrolling does.
        stopCoasting()
        let now = modelNow()
        let offset = (input.eventTime(gesture) ?? now) - now
        if presentation == .side, pressed != handle, gtk_widget_is_ancestor(pressed, handle) == 0 {
            // A side panel's body: a sideways drag may swipe back between pages; any
            // other drag belongs to the child.
            guard let swipe = pageSwipe(pressed: pressed, x: sheetX, at: now) else {
                gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
                return
            }
            input.drag = DragTracking(press: Press(movesSheet: false, swipe: swipe), clockOffset: offset)
            return
        }
        let list = presentation == .side ? nil : scrollableList(from: pressed)
        // A finger on a list that scrolls itself by touch leaves it the steps that are
        // all the list's (not where GTK keeps such a touch to the list:
        // `GtkVersions.scrolledWindowKeepsTouchToItself`).
        let press = Press(
            swipe: presentation == .side ? nil : pageSwipe(pressed: pressed, x: sheetX, at: now),
            listScrollsByTouch: list?.scrollsByTouch == true && Self.isTouch(gesture)
                && !GtkVersions.scrolledWindowKeepsTouchToItself)
        input.drag = DragTracking(
            press: press, listAdjustment: list?.adjustment, listContent: list?.content, clockOffset: offset)
        let origin: SheetModel.DragOrigin = list == nil ? .sheet : .scrollableList
        resumeMoveWaiters(interrupted: true)
        // A press grabs the sheet where it is, even mid-animation.
        perform(startsMotion: false) { model, _ in
            _ = try model.beginDrag(from: origin, at: now)
            return []
        }
    }

    /// The pointer is (dx, dy) from the press, in the host's coordinates. The motions GTK
    /// merged into this one (`MotionHistory`) come first, each at its own time: a quick
    /// flick that reached the gesture as one motion still moves, and is let go, at its
    /// speed (PointerEndToEndTests.aThreeEventFlickUpReachesFullEveryTime).
    func dragUpdated(_ gesture: OpaquePointer, dx: Double, dy: Double) {
        let time = modelTime(gesture)
        for earlier in MotionHistory.merged(into: gesture) {
            pointerMoved(gesture, dx: dx + earlier.dx, dy: dy + earlier.dy, at: time + earlier.dt)
        }
        pointerMoved(gesture, dx: dx, dy: dy, at: time)
    }

    /// One pointer position of a drag, (dx, dy) from the press, at `time` on the model's
    /// clock: the press says what it makes of it (`Press.moved`), and this does it.
    private func pointerMoved(_ gesture: OpaquePointer, dx: Double, dy: Double, at time: Double) {
        guard var tracking = input.drag else { return }
        // The sheet's own axis: down at the bottom, towards the end edge at the side
        // (positive closes, as a drag down does).
        let along = presentation == .side ? (isRightToLeft ? -dx : dx) : dy
        let across = presentation == .side ? dy : dx
        let adjustment = tracking.listAdjustment
        let step = tracking.press.moved(
            dx: dx, dy: dy, along: along, across: across,
            threshold: { [widget] in
                GLib.setting("gtk-dnd-drag-threshold", in: gtk_widget_get_settings(widget), typeName: "gint") {
                    Double(g_value_get_int($0))
                }
            },
            listOffset: { adjustment.map { gtk_adjustment_get_value($0) - gtk_adjustment_get_lower($0) } },
            model: state.model)
        input.drag = tracking
        switch step {
        case .undecided, .listScrollsItself:
            // Until the pointer has clearly moved along the sheet's axis, the press may
            // still be a click on a row or a button: it is left to them; a list that
            // scrolls itself by touch does (and coasts after the lift) while this press
            // watches for the sheet's share.
            return
        case let .swipes(translation):
            swipeMoved(translation: translation, at: time)
        case let .claimsSwipe(begins):
            swipeClaimed(gesture, begins: begins)
        case let .leavesToChild(endsHeldSlide):
            gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_DENIED)
            if endsHeldSlide { performPages { pages, _ in pages.finishTransition() } }
            endDragTracking()
        case let .drags(translation, claims, endsHeldSlide):
            if claims {
                gtk_gesture_set_state(gesture, GTK_EVENT_SEQUENCE_CLAIMED)
                // A vertical drag moves the sheet; a slide it held ends where it was going.
                if endsHeldSlide { performPages { pages, _ in pages.finishTransition() } }
            }
            let listCanScroll = tracking.listContent.map(listCanScroll) ?? true
            perform(startsMotion: false) { model, _ in
                let offset = adjustment.map { gtk_adjustment_get_value($0) - gtk_adjustment_get_lower($0) } ?? 0
                let scroll = try model.drag(to: translation, listOffset: offset, at: time)
                if let adjustment, scroll != 0, listCanScroll {
                    gtk_adjustment_set_value(adjustment, gtk_adjustment_get_value(adjustment) + scroll)
                }
                return []
            }
        }
    }

    func dragEnded(_ gesture: OpaquePointer) {
        guard let tracking = input.drag else { return }
        let time = modelTime(gesture)
        // The list the drag was scrolling may coast on: its references are taken over
        // from the drag and let go once the coast has taken its own.
        input.drag?.listAdjustment = nil
        input.drag?.listContent = nil
        defer {
            if let adjustment = tracking.listAdjustment { g_object_unref(adjustment) }
            if let content = tracking.listContent { g_object_unref(content) }
        }
        endDragTracking()
        if tracking.press.holdsPages {
            swipeEnded(at: time)
            // A swipe let go of the sheet when it was claimed.
            if tracking.press.isSwiping { return }
        }
        perform { model, _ in try model.endDrag(at: time) }
        // Only a claimed drag scrolled the list; a handler of `released` may have
        // pressed again already.
        if let adjustment = tracking.listAdjustment, tracking.press.grab != nil, input.drag == nil {
            startCoasting(adjustment, content: tracking.listContent, at: time)
        }
    }

    /// The press was taken away rather than let go: the compositor cancelled the touch
    /// (a system gesture took it over), or another widget claimed the press. No release
    /// rule applies, since nobody let go: the sheet goes back to the detent it rested at
    /// (SheetModel.cancelDrag) and a swipe's slide to where it was going, with no speed,
    /// and nothing is said. GTK emits `drag-end` right after, which finds no drag.
    func dragCancelled() {
        guard let tracking = input.drag else { return }
        endDragTracking()
        if tracking.press.holdsPages {
            performPages { pages, time in try pages.cancelSwipe(at: time) }
            if tracking.press.isSwiping { return }
        }
        perform { model, time in try model.cancelDrag(at: time) }
    }

    /// The widget of the sheet under (x, y), in the host's coordinates, and x in the
    /// sheet's; nil when the point is not on the sheet. Where the sheet is comes from the
    /// model, not from its last allocation, which lags behind a move until GTK lays the
    /// host out again.
    private func widgetInSheet(at x: Double, y: Double) -> (UnsafeMutablePointer<GtkWidget>, Double)? {
        let frame = currentFrames().sheet
        guard state.model.isVisible, x >= frame.x, x < frame.x + frame.width, y >= frame.y else { return nil }
        let local = (x: x - frame.x.rounded(), y: y - frame.y.rounded())
        return (gtk_widget_pick(sheet, local.x, local.y, GTK_PICK_DEFAULT) ?? sheet, local.x)
    }

    /// A drag that begins while an earlier press still holds the pages (its release
    /// never came) lets them go first, as that release would have: else the slide the
    /// press held would stay where it was, both pages drawn and the popped one alive,
    /// until some later press on a page grabbed it again.
    private func letGoOfHeldPages() {
        guard input.drag?.press.holdsPages == true else { return }
        input.drag?.press.letGoOfPages()
        swipeEnded(at: modelNow())
    }

    /// The press under way (a drag, a swipe, a touchpad scroll on the handle), if any.
    var pressUnderWay: Press? { input.drag?.press }

    /// Where the drag code takes events' times from: GTK's, or a test's script.
    var eventTimeSource: @MainActor (OpaquePointer) -> Double? {
        get { input.eventTime }
        set { input.eventTime = newValue }
    }

    func endDragTracking() {
        if let adjustment = input.drag?.listAdjustment { g_object_unref(adjustment) }
        if let content = input.drag?.listContent { g_object_unref(content) }
        input.drag = nil
    }

    /// The vertical adjustment of the scrolled window around `pressed`, inside the sheet,
    /// if it has anything to scroll, and the scrolled window's child; both with a
    /// reference for the drag. Nil in the header and the footer, which never scroll: a
    /// drag there moves the sheet. `scrollsByTouch`: the scrolled window scrolls itself
    /// under a finger (its kinetic scrolling is on, which is what turns on its own touch
    /// gesture).
    private func scrollableList(from pressed: UnsafeMutablePointer<GtkWidget>) -> (
        adjustment: UnsafeMutablePointer<GtkAdjustment>, content: UnsafeMutablePointer<GtkWidget>?,
        scrollsByTouch: Bool
    )? {
        var current: UnsafeMutablePointer<GtkWidget>? = pressed
        while let widget = current, widget != sheet {
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

    /// Whether the list a drag began on can still take a scroll from it: it is still on
    /// screen in the sheet (a list taken out mid-drag is not scrolled), and has rows to
    /// scroll (`GtkVersions.listHasRows`: rows can all be removed mid-drag).
    func listCanScroll(_ content: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard gtk_widget_get_mapped(content) != 0, gtk_widget_is_ancestor(content, sheet) != 0 else { return false }
        return GtkVersions.listHasRows(content)
    }

    // MARK: Touchpad scrolling on the handle: follows the fingers like a drag.

    func scrollBegan(_ controller: OpaquePointer) {
        // A side panel's grip is upright: a vertical scroll on it is no move across.
        guard presentation == .bottom else { return }
        letGoOfHeldPages()
        endDragTracking()
        stopCoasting()
        // Claimed from the start, with nothing to catch up: scroll deltas are not positions.
        input.drag = DragTracking(press: .touchpadScroll, clockOffset: 0, isTouchpadScroll: true)
        input.scrollTranslation = 0
        resumeMoveWaiters(interrupted: true)
        perform(startsMotion: false) { model, time in
            _ = try model.beginDrag(from: .sheet, at: time)
            return []
        }
    }

    func scrolled(_ controller: OpaquePointer, dy: Double) -> Bool {
        // Only a touchpad's scroll, which GTK brackets with scroll-begin and
        // scroll-end, follows the fingers; a wheel's notches go on to `wheelScrolled`,
        // which steps the sheet. (At the side no scroll began one: a press's tracking is
        // left to the press.)
        guard input.drag?.isTouchpadScroll == true else { return false }
        // Fingers moving up scroll "down" (dy > 0) and should raise the sheet.
        input.scrollTranslation -= dy
        let translation = input.scrollTranslation
        perform(startsMotion: false) { model, time in
            _ = try model.drag(to: translation, at: time)
            return []
        }
        return true
    }

    func scrollEnded(_ controller: OpaquePointer) {
        guard input.drag?.isTouchpadScroll == true else { return }
        endDragTracking()
        perform { model, time in try model.endDrag(at: time) }
    }

    /// The end of a touchpad's scroll that the host followed (see `installControllers`).
    /// The handle's controller did not see it, and a GtkEventControllerScroll begins no
    /// new scroll until it has seen the last one end: a fresh one takes its place.
    func followedScrollEnded(_ controller: OpaquePointer) {
        guard input.drag?.isTouchpadScroll == true else { return }
        scrollEnded(controller)
        if let old = input.handleScroll {
            handlers.disconnect(from: UnsafeMutableRawPointer(old))
            gtk_widget_remove_controller(handle, old)
        }
        installHandleScrollController()
    }

    /// The handle's touchpad controller: a touchpad's scroll that begins on the handle
    /// drags the sheet (`scrollBegan`, `scrolled`, `scrollEnded`).
    private func installHandleScrollController() {
        let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
        connect(UnsafeMutableRawPointer(scroll), "scroll-begin", unsafeBitCast(onScrollBegin, to: GCallback.self))
        connect(UnsafeMutableRawPointer(scroll), "scroll", unsafeBitCast(onScroll, to: GCallback.self))
        connect(UnsafeMutableRawPointer(scroll), "scroll-end", unsafeBitCast(onScrollEnd, to: GCallback.self))
        gtk_widget_add_controller(handle, scroll)
        input.handleScroll = scroll
    }

    /// A mouse wheel's notches over the handle or a header step the sheet one detent each
    /// (`WheelSteps`); true when the scroll was the sheet's. Elsewhere on the sheet (a body
    /// that does not scroll) the wheel is left alone, and a touchpad's scroll, which is no
    /// wheel, drags the sheet from the handle (`scrolled`).
    func wheelScrolled(_ controller: OpaquePointer, dy: Double) -> Bool {
        guard input.drag == nil, gtk_event_controller_scroll_get_unit(controller) == GDK_SCROLL_UNIT_WHEEL,
              let part = sheetPartUnderPointer(),
              [handle, pageHeader, header].contains(where: { $0.map { part == $0 || gtk_widget_is_ancestor(part, $0) != 0 } ?? false })
        else { return false }
        guard let steps = try? input.wheelSteps.add(dy) else { return false }
        perform { model, time in
            var events: [SheetEvent] = []
            for step in steps { events += try model.perform(step, at: time) }
            return events
        }
        return true
    }

    /// The widget of the sheet under the pointer. A scroll event carries no position (GTK
    /// 4), and its device may be one GDK cannot be asked where it is (X11's XTEST device):
    /// the seat's pointer is asked.
    private func sheetPartUnderPointer() -> UnsafeMutablePointer<GtkWidget>? {
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

    // MARK: Scrim and handle

    func scrimPressed(x: Double, y: Double) {
        input.scrimPress = (x, y)
    }

    /// A click on the scrim closes the sheet; a drag that began on it does nothing
    /// (GtkGestureClick releases after any move): the user was not aiming at the sheet,
    /// or, under a sheet stacked over another, at the lower sheet it covers.
    func scrimReleased(x: Double, y: Double) {
        guard let press = input.scrimPress else { return }
        input.scrimPress = nil
        guard gtk_drag_check_threshold(scrim, Int32(press.x), Int32(press.y), Int32(x), Int32(y)) == 0 else { return }
        request(BS_REQUEST_CLOSE)
    }

    /// The handle toggles `expanded` ↔ `full` (and opens a peeking sheet).
    func handleClicked() {
        perform { model, time in try model.toggleFullExpansion(at: time) }
    }
}

// C trampolines: GTK calls these on the main thread with the driver as user data.

private func driver(_ data: gpointer?) -> SheetDriver? {
    data.map { Unmanaged<SheetDriver>.fromOpaque($0).takeUnretainedValue() }
}

private let onDragBegin: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { gesture, x, y, data in
    let args = Unchecked((gesture, data))
    MainActor.assumeIsolated {
        guard let gesture = args.value.0 else { return }
        driver(args.value.1)?.dragBegan(gesture, x: x, y: y)
    }
}

private let onDragUpdate: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { gesture, dx, dy, data in
    let args = Unchecked((gesture, data))
    MainActor.assumeIsolated {
        guard let gesture = args.value.0 else { return }
        driver(args.value.1)?.dragUpdated(gesture, dx: dx, dy: dy)
    }
}

private let onDragEnd: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> Void = { gesture, _, _, data in
    let args = Unchecked((gesture, data))
    MainActor.assumeIsolated {
        guard let gesture = args.value.0 else { return }
        driver(args.value.1)?.dragEnded(gesture)
    }
}

private let onDragCancel: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated { driver(args.value)?.dragCancelled() }
}

private let onScrimPressed: @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void = {
    _, _, x, y, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated { driver(args.value)?.scrimPressed(x: x, y: y) }
}

private let onScrimReleased: @convention(c) (OpaquePointer?, Int32, Double, Double, gpointer?) -> Void = {
    _, _, x, y, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated { driver(args.value)?.scrimReleased(x: x, y: y) }
}

private let onWheel: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = { controller, _, dy, data in
    let args = Unchecked((controller, data))
    return MainActor.assumeIsolated {
        guard let controller = args.value.0 else { return 0 }
        return driver(args.value.1)?.wheelScrolled(controller, dy: dy) == true ? 1 : 0
    }
}

private let onScrollBegin: @convention(c) (OpaquePointer?, gpointer?) -> Void = { controller, data in
    let args = Unchecked((controller, data))
    MainActor.assumeIsolated {
        guard let controller = args.value.0 else { return }
        driver(args.value.1)?.scrollBegan(controller)
    }
}

private let onScroll: @convention(c) (OpaquePointer?, Double, Double, gpointer?) -> gboolean = { controller, _, dy, data in
    let args = Unchecked((controller, data))
    return MainActor.assumeIsolated {
        guard let controller = args.value.0 else { return 0 }
        return driver(args.value.1)?.scrolled(controller, dy: dy) == true ? 1 : 0
    }
}

private let onFollowedScrollEnd: @convention(c) (OpaquePointer?, gpointer?) -> Void = { controller, data in
    let args = Unchecked((controller, data))
    MainActor.assumeIsolated {
        guard let controller = args.value.0 else { return }
        driver(args.value.1)?.followedScrollEnded(controller)
    }
}

private let onScrollEnd: @convention(c) (OpaquePointer?, gpointer?) -> Void = { controller, data in
    let args = Unchecked((controller, data))
    MainActor.assumeIsolated {
        guard let controller = args.value.0 else { return }
        driver(args.value.1)?.scrollEnded(controller)
    }
}

private let onHandleClicked: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated { driver(args.value)?.handleClicked() }
}

private let onBottomBarClicked: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated { driver(args.value)?.bottomBarClicked() }
}

/// GtkWidget::map on the handle or the bottom bar: it came on screen.
private let onPartMap: @convention(c) (UnsafeMutablePointer<GtkWidget>?, gpointer?) -> Void = { part, data in
    let args = Unchecked((part, data))
    MainActor.assumeIsolated {
        guard let part = args.value.0 else { return }
        driver(args.value.1)?.readyForScreenReaders(part)
    }
}

/// GtkWidget::unmap on the host.
private let onUnmap: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let args = Unchecked(data)
    MainActor.assumeIsolated { driver(args.value)?.didUnmap() }
}
