import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// The Swift half of one `BsBottomSheet`: it owns the sheet's state (`state`, SheetCore's,
/// and the few values GTK keeps for it) and turns GTK events into core inputs, and core
/// outputs into GTK state.
///
/// Data flows one way: event → `performOnState` (the one writer of `state`) →
/// `apply(_:)` → `publish()` (what the outside sees, compared with what it was last
/// shown) → signals. The host (the C object) owns
/// the driver; the driver never holds the host strongly.
///
/// Names: the *host* is the `BsBottomSheet` widget, the *sheet* the panel that slides
/// over its *content*, and the sheet's *child* the app's widget in the sheet.
@MainActor
final class SheetDriver {
    /// The widgets the sheet is made of, each named below.
    let widgets: SheetWidgets
    /// The `BsBottomSheet*` this driver belongs to.
    var host: OpaquePointer { widgets.host }
    /// The host as a GtkWidget.
    var widget: UnsafeMutablePointer<GtkWidget> { widgets.widget }
    /// The bottom bar: the app's bar that stands for the closed sheet.
    let bar: SheetBottomBar
    /// The app's content under the sheet (a child of the host).
    var content: UnsafeMutablePointer<GtkWidget>? { slots.content }
    /// The host's drawing, and the nodes it keeps between frames.
    let drawing = SheetDrawing()
    /// What assistive technologies see: the names, the handle's words, the actions.
    let accessibility: SheetAccessibility

    /// The sheet's whole state in SheetCore: where it is and how it moves, the pages and
    /// their slide, the move between presentations, a coasting list, the press under
    /// way, the frames' times, the sheet's allocation. Changed only through `performOnState`
    /// (`SheetStateWriter`), which a frame uses too (`SheetTicker.tick`).
    private(set) var state = SheetState<PageID>()
    /// The title (`title`), the one property value no other part owns.
    let sheetTitle = SheetTitle()
    /// The title, for the accessible names.
    var title: String { sheetTitle.string }
    /// The presentation shown (`placement.presentation`).
    var presentation: Presentation { placement.presentation }
    /// The lists' scroll offsets, kept across a new allocation and a change of
    /// presentation (see `ScrollKeeper`).
    let scrollKeeper: ScrollKeeper
    /// The pages: pushing, popping, the slide shown, the page header, their signals.
    let pages: SheetPages
    /// The app's widgets in the sheet's places: content, the sheet's child, header, footer.
    let slots: SheetSlots
    /// The host's measure and allocation: the presentation shown, the geometry.
    let placement: SheetPlacement
    /// The sheet's inside: its parts measured, laid out, moved and drawn.
    let insidePlacement: InsidePlacement
    /// The sheet's input: gestures, touchpad scroll, the wheel, the scrim and the handle,
    /// turned into SheetCore's events.
    let input = SheetInput()
    /// The list a coast moves, and what stops it.
    let coaster = ListCoaster()
    /// What the outside was last shown (`publish`), and the one place notifies and
    /// signals leave from.
    let publisher: SheetPublisher

    /// Where focus goes as the sheet opens, closes and pages, and the content it cuts off.
    let focusAndModality: FocusAndModality
    /// What waits for the sheet to rest (`whenRests`).
    private let restWaiters = RestWaiters()
    /// The sheet's motions in time: a frame per frame of the clock while anything moves,
    /// the motions ended off screen, the clocks.
    let ticker: SheetTicker
    private(set) var isDisposed = false

    init(host: OpaquePointer) {
        widgets = SheetWidgets(host: host)
        publisher = SheetPublisher(object: host)
        focusAndModality = FocusAndModality(widgets: widgets)
        ticker = SheetTicker(widgets: widgets)
        let inside = InsidePlacement(widgets: widgets), bar = SheetBottomBar(), scrollKeeper = ScrollKeeper()
        (insidePlacement, self.bar, self.scrollKeeper) = (inside, bar, scrollKeeper)
        placement = SheetPlacement(
            widgets: widgets, inside: inside, bar: bar, scrollKeeper: scrollKeeper, focus: focusAndModality)
        let accessibility = SheetAccessibility()
        self.accessibility = accessibility
        pages = SheetPages(
            widgets: widgets, inside: inside, focus: focusAndModality, accessibility: accessibility, publisher: publisher)
        slots = SheetSlots(widgets: widgets, inside: inside, pages: pages, focus: focusAndModality, publisher: publisher)
        publisher.isAllocating = { [unowned placement] in placement.isAllocating }
        SheetStyle.install()
        input.install(for: self)
        coaster.install(for: self)
        bar.install(for: self)
        drawing.install(for: self)
        insidePlacement.install(for: self)
        placement.install(for: self)
        pages.install(for: self)
        accessibility.install(for: self)
        focusAndModality.install(for: self)
        publisher.install(for: self)
        ticker.install(for: self)
        pages.syncPages()
    }

    /// Called from the host's dispose, while every child still exists.
    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        publisher.stop()
        placement.disconnect()
        ticker.disconnect()
        input.disconnect()
        coaster.disconnect()
        pages.releaseAllPages()
        scrollKeeper.releaseAll()
        bar.disconnect()
        accessibility.disconnect()
        if let content { gtk_widget_unparent(content) }
        widgets.contentSlot.clear()
        focusAndModality.clear()
        drawing.clear()
        gtk_widget_unparent(widgets.scrim)
        gtk_widget_unparent(widgets.sheet)
        gtk_widget_unparent(widgets.bottomBar)
        resumeMoveWaiters(interrupted: true)
    }

    /// The driver of a `BsBottomSheet*`, nil once it is disposed.
    static func of(_ host: OpaquePointer) -> SheetDriver? {
        bs_bottom_sheet_get_driver(host).map { Unmanaged<SheetDriver>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The model's time for a request or a press (`SheetState.inputTime`).
    func modelNow() -> Double { state.inputTime(at: ticker.clock()) }

    // MARK: The app's widgets in the sheet's places (`SheetSlots`)

    var child: UnsafeMutablePointer<GtkWidget>? { slots.child }
    var header: UnsafeMutablePointer<GtkWidget>? { slots.header }
    var footer: UnsafeMutablePointer<GtkWidget>? { slots.footer }

    func canAdopt(_ widget: UnsafeMutablePointer<GtkWidget>?, as property: BsProperty?) -> Bool {
        SheetSlots.canAdopt(widget, as: property)
    }

    // MARK: Requests from the C API, the actions and the handle

    func request(_ request: BsRequest) {
        // Back is the pages': the action sheet.back, whichever key or button made it.
        if request == BS_REQUEST_BACK {
            pages.pop()
            return
        }
        perform { model, time in
            switch request {
            case BS_REQUEST_PRESENT: try model.present(at: time)
            case BS_REQUEST_CLOSE: try model.requestClose(at: time)
            case BS_REQUEST_FORCE_CLOSE: try model.forceClose(at: time)
            case BS_REQUEST_EXPAND: try model.perform(.expand, at: time)
            case BS_REQUEST_COLLAPSE: try model.perform(.collapse, at: time)
            case BS_REQUEST_DISMISS: try model.perform(.dismiss, at: time)
            case BS_REQUEST_PEEK: try model.perform(.peek, at: time)
            default: []
            }
        }
    }

    /// Opens the sheet or closes it (`open`): the app's own command.
    func setOpen(_ open: Bool) {
        perform { model, time in try model.setOpen(open, at: time) }
    }

    /// The app's own command: moves to `detent`, `dismissed` included, whatever
    /// `canClose` says. Not animated when `animated` is false.
    func move(to detent: Detent, animated: Bool = true) {
        perform(animated: animated) { model, time in try model.move(to: detent, at: time) }
    }

    /// The one writer of `state` (`SheetStateWriter`): runs `change` and applies what it says.
    func performOnState(
        startsMotion: Bool, animated: Bool, changed: ChangedParts, thenFocus moveFocus: (() -> Void)?,
        _ change: (inout SheetState<PageID>, Double, inout ChangedParts) throws -> [StateEvent]
    ) {
        guard !isDisposed else { return }
        if startsMotion {
            state.model.motionSettings = UserMotionSettings.forMove(
                on: widget, behavior: state.model.behavior, animated: animated)
        }
        var changed = changed
        do {
            let events = try change(&state, modelNow(), &changed)
            if changed == .unseen, events.isEmpty { return }
            apply(events, changed: changed, thenFocus: moveFocus)
        } catch {
            GLib.warn("BsBottomSheet: \(error)")
        }
    }

    /// Whether the sheet is laid out right to left.
    var isRightToLeft: Bool { gtk_widget_get_direction(widgets.sheet) == GTK_TEXT_DIR_RTL }

    /// Makes GTK show what the state says (the parts `changed`), then tells the app what
    /// happened. During the host's allocation, once it is over
    /// (`SheetPlacement.whenAllocated`).
    ///
    /// The pages are shown with focus moved by `moveFocus` in between
    /// (`SheetPages.syncPages`, which publishes); otherwise `publish` shows the outside.
    /// Signals last (after `publish` has notified the properties): a handler may call back
    /// into the sheet, and then finds it consistent. The detent is read from the model,
    /// not the event, so a handler that moved the sheet again is not contradicted by a
    /// stale event. A popped page leaves the body after its signal, so a handler can
    /// still take a reference to keep it.
    private func apply(_ steps: [StateEvent], changed: ChangedParts, thenFocus moveFocus: (() -> Void)? = nil) {
        guard !isDisposed else { return }
        guard !placement.isAllocating else {
            placement.whenAllocated { [unowned self] in apply(steps, changed: changed, thenFocus: moveFocus) }
            return
        }
        let events = StateEvent.toTell(steps)
        if changed.contains(.pages) { pages.syncPages(thenFocus: moveFocus) } else { stateChanged() }
        ticker.follow(animating: state.isAnimating)
        if changed.contains(.sheet) { placement.showPosition() }

        // Whether a signal handler opens the sheet again while its signals go out.
        let openingsBeforeSignals = state.model.openings
        for event in events {
            guard !isDisposed else { return }
            switch event {
            case .sheet(.detentChanged):
                publisher.detentChanged(to: state.model.detent)
            case let .sheet(.released(velocity, target)):
                publisher.released(velocity: velocity, target: target)
            case .sheet(.closeAttempted):
                publisher.closeAttempted()
            case .sheet(.closed):
                // A handler of an earlier signal of this list may have opened the sheet
                // again (and maybe closed it again, saying `closed` itself). This `closed`
                // is then stale: the sheet was closed twice, or is open. Seen with
                // animations off, where a close's detent-changed and closed come together
                // (LifecycleAbuseTests.aHandlerThatReopensOrClosesTheSheet…).
                guard state.model.openings == openingsBeforeSignals else { continue }
                focusAndModality.sheetDidClose()
                publisher.closed()
            case let .page(.pushed(id)):
                publisher.pushed(SheetPages.pageWidget(id))
            case let .page(.popped(id)):
                publisher.popped(SheetPages.pageWidget(id))
            case let .page(.removed(id)):
                pages.remove(page: id)
            }
        }
        if changed.contains(.sheet), state.model.phase == .resting {
            if state.model.isClosedToBottomBar { focusAndModality.sheetRestsAsBottomBar() }
            resumeMoveWaiters()
        }
    }

    /// Notifies `property`, one the app set (`SheetPublisher.notify`).
    func notify(_ property: BsProperty) { publisher.notify(property) }

    /// After a change of the state: what follows from it in the state itself (a bottom
    /// bar leaving with the sheet, `SheetState.sheetChanged`), then the outside shown
    /// (`publish`, which only reads).
    func stateChanged() {
        guard !isDisposed else { return }
        state.sheetChanged()
        publisher.publish()
    }

    /// Escape: a page goes back before the sheet closes. Nothing while the sheet is
    /// not on screen: Escape in the app's content then is the app's.
    func escape() -> Bool {
        guard state.model.isVisible else { return false }
        if pages.pop() { return true }
        guard state.model.isEnabled(.dismiss) else { return false }
        request(BS_REQUEST_DISMISS)
        return true
    }

    // MARK: Waiting for the sheet to rest

    /// Calls `done` once the sheet rests, with whether it rests at `target` (`RestWaiters`).
    func whenRests(at target: Detent, _ done: @escaping @MainActor (Bool) -> Void) {
        restWaiters.add(target, sheet: isDisposed ? nil : state.model, done)
    }

    /// Tells everything waiting for the sheet to rest whether it rests at the detent it
    /// waited for; false to all when a drag took the sheet or it went away (`interrupted`).
    func resumeMoveWaiters(interrupted: Bool = false) {
        restWaiters.resume(with: interrupted ? nil : state.model)
    }
}

extension SheetDriver: SheetStateWriter {}

extension SheetDriver: SheetInputHost {
    func startCoasting(
        _ adjustment: UnsafeMutablePointer<GtkAdjustment>, content: UnsafeMutablePointer<GtkWidget>?, at time: Double
    ) {
        coaster.start(adjustment, content: content, at: time)
    }

    func stopCoasting() { coaster.stop() }

    func returnFocus(from popped: PageID) { pages.returnFocus(from: popped) }

    var focusIsInSheet: Bool { focusAndModality.isInSheet }

    var gripWidth: Int32 { insidePlacement.gripWidth }

    func currentFrames() -> (sheet: SheetFrame, content: SheetFrame) { placement.currentFrames() }
}

extension SheetDriver: InsidePlacementHost {
    var insideOpacity: Double { bar.insideOpacity }

    func frame(of page: PageID) -> UnsafeMutablePointer<GtkWidget>? { pages.frame(of: page) }
}

extension SheetDriver: SheetPagesHost {}

extension SheetDriver: SheetBottomBarHost {
    func revealBottomBar(_ revealed: Bool) { setState { $0.revealBottomBar(revealed) } }

    var geometry: SheetGeometry? { placement.geometry }

    func updateLayout(_ measurements: SheetMeasurements) { placement.updateLayout(measurements) }
}

extension SheetDriver: SheetPlacementHost {
    func pageWidget(_ id: PageID) -> UnsafeMutablePointer<GtkWidget> { SheetPages.pageWidget(id) }
}

extension SheetDriver: SheetAccessibilityHost {}

extension SheetDriver: FocusAndModalityHost {}

extension SheetDriver: SheetPublisherHost {}

extension SheetDriver: SheetDrawingHost {
    func snapshotBottomBar(_ snapshot: OpaquePointer) { bar.snapshot(snapshot) }
}

extension SheetDriver: SheetTickerHost {
    func showPosition() { placement.showPosition() }

    var coastingListCanScroll: Bool { coaster.listCanScroll }

    func moveCoastingList(by step: Double, ended: Bool) { coaster.move(by: step, ended: ended) }
}

extension SheetDriver: ListCoasterHost {
    var listCoastVelocity: Double { state.model.listCoastVelocity }

    func startCoast(offset: Double, range: ClosedRange<Double>, at time: Double) -> Bool {
        setState { try $0.startCoast(offset: offset, range: range, at: time) } ?? false
    }

    func stopCoast() {
        guard state.coast != nil else { return }
        setState { $0.stopCoast() }
    }
}
