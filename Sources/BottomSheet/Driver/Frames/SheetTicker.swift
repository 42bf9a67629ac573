import CGtk
import GtkHelpers
import SheetCore

/// What the frames ask of the sheet and tell it (`SheetDriver` conforms).
@MainActor
protocol SheetTickerHost: SheetStateWriter {
    /// The presentation shown: a held allocation is given back when it no longer holds.
    var presentation: Presentation { get }
    /// Shows the sheet where the model puts it (`SheetPlacement.showPosition`).
    func showPosition()
    /// Whether the coasting list can still scroll (`ListCoaster.listCanScroll`).
    var coastingListCanScroll: Bool { get }
    /// Moves the coasting list by a frame's step of its curve (`ListCoaster.move`).
    func moveCoastingList(by step: Double, ended: Bool)
    /// Ends a list's coast where the list is (`ListCoaster.stop`).
    func stopCoasting()
}

/// The clock of one sheet's motions, as a part that acts: the frame clock's tick callback
/// on the host exactly while something moves (`SheetState.isAnimating`), each frame
/// advancing the state to the time it shows and showing what moved; the motions ended
/// where they were going once the sheet is off screen, where no frame comes; and the
/// clocks it reads. The times the frames show are the state's (`SheetState.frames`).
///
/// Animations run on the widget's frame clock: one step of the state per frame, at the
/// frame's own time, so the spring is exact whatever the frame rate.
@MainActor
final class SheetTicker {
    private let widgets: SheetWidgets
    private weak var host: (any SheetTickerHost)?
    /// The tick callback's id; 0 when none is installed.
    private var callbackID: guint = 0
    /// True while a frame runs: whether the callback stays is decided at the frame's end.
    private var isInFrame = false
    /// The idle that ends the motions once the sheet is off screen (`didUnmap`); 0 when none.
    private var offScreenIdleID: guint = 0
    /// The host's `unmap`.
    private var connections: [SignalConnection] = []
    /// Whether the sheet was disposed: no frame and no motion's end runs after it, even
    /// one under way when a signal handler disposed it.
    private var isDisconnected = false

    /// The clock for requests and presses (monotonic seconds). Tests replace it, with
    /// `frameTime`, to run thousands of animations on scripted time in no time
    /// (`useClocks`).
    private(set) var clock: @MainActor () -> Double = SheetTicker.now
    /// The time of an animation frame, from the widget's frame clock. Tests replace it.
    private(set) var frameTime: @MainActor (OpaquePointer) -> Double = SheetTicker.gdkFrameTime

    init(widgets: SheetWidgets) {
        self.widgets = widgets
    }

    func install(for host: some SheetTickerHost) {
        self.host = host
        // The host outlives its handlers (disconnected at dispose): `unowned` holds.
        connections = [
            SignalConnection.connect(UnsafeMutableRawPointer(widgets.widget), "unmap") { [unowned self] in didUnmap() },
        ]
    }

    /// At dispose: no more frames, no motion's end off screen.
    func disconnect() {
        isDisconnected = true
        stop()
        for connection in connections { connection.disconnect() }
        connections = []
        if offScreenIdleID != 0 {
            g_source_remove(offScreenIdleID)
            offScreenIdleID = 0
        }
    }

    /// Takes `clock` and `frameTime` (nil: the one in use) from now on; the frames
    /// shown so far were on the old clocks, and are forgotten (`SheetState.framesStopped`).
    func useClocks(clock: (@MainActor () -> Double)? = nil, frameTime: (@MainActor (OpaquePointer) -> Double)? = nil) {
        if let clock { self.clock = clock }
        if let frameTime { self.frameTime = frameTime }
        framesStopped()
    }

    /// Whether an animation runs (the tick callback is installed).
    var isRunning: Bool { callbackID != 0 }

    /// Ticks exactly while something moves (`animating`, the state's `isAnimating`): installs
    /// the tick callback, or removes it. During a frame the frame's end decides.
    func follow(animating: Bool) {
        if animating { start() } else { stop() }
    }

    private func start() {
        guard callbackID == 0, !isInFrame, !isDisconnected else { return }
        // The tick callback goes with the host (GTK removes it at the widget's
        // finalization), before the ticker: `unowned` holds.
        callbackID = MainLoopCallbacks.addTick(to: widgets.widget) { [unowned self] clock in
            tick(frameTime: frameTime(clock), refreshInterval: Self.gdkRefreshInterval(clock))
        }
    }

    /// Removes the tick callback, unless a frame runs (its end decides); with no callback
    /// left, the frames shown are forgotten.
    private func stop() {
        if callbackID != 0 {
            guard !isInFrame else { return }
            gtk_widget_remove_tick_callback(widgets.widget, callbackID)
            callbackID = 0
        }
        framesStopped()
    }

    /// The frames stopped, or their clocks changed: the next frame starts afresh.
    private func framesStopped() {
        guard let host, !host.state.frames.isEmpty else { return }
        host.performOnState(startsMotion: false, animated: true, changed: .unseen, thenFocus: nil) { state, _, _ in
            state.framesStopped()
            return []
        }
    }

    /// One frame: advances everything that moves to the time the frame shows
    /// (`SheetState.advance(toFrameAt:now:refreshInterval:)`) and shows where it is: the
    /// sheet (with its signals), the pages, the coasting list, a presentation move.
    /// Returns whether to keep ticking; the callback is gone when it is false (GTK removes
    /// a tick callback that returns false). While it runs, what it shows (and any signal
    /// handler it calls) leaves the callback alone: whether it stays is decided here, after.
    func tick(frameTime clockTime: Double, refreshInterval: Double = 1.0 / 60) -> Bool {
        guard let host, !isDisconnected else { return false }
        isInFrame = true
        // A list that left the sheet, or has no rows left, coasts no more.
        if host.state.coast != nil, !host.coastingListCanScroll { host.stopCoasting() }
        let coasts = host.state.coast != nil
        var frame: SheetState<PageID>.Frame?
        host.performOnState(startsMotion: false, animated: true, changed: [], thenFocus: nil) { state, _, changed in
            let sheetMoves = state.model.phase == .settling, pagesSlide = state.pages.isSliding
            let advanced = try state.advance(toFrameAt: clockTime, now: clock(), refreshInterval: refreshInterval)
            frame = advanced
            // A coast or a presentation move alone: the state moved, nothing it shows itself.
            changed = [sheetMoves ? .sheet : [], pagesSlide ? .pages : []]
            if changed.isEmpty { changed = .unseen }
            return advanced.events
        }
        if let frame, !isDisconnected {
            if coasts { host.moveCoastingList(by: frame.coastStep, ended: frame.coastEnded) }
            if frame.presentationMoved { gtk_widget_queue_allocate(widgets.widget) }
        }
        // A slide that ended alone moved only the pages: the host lays the sheet out
        // again at the height it shows (`SheetState.allocation`).
        if !isDisconnected, host.state.allocation.isHeld, !host.state.holdsAllocation(shownAs: host.presentation) {
            host.showPosition()
        }
        isInFrame = false
        let keep = host.state.isAnimating && !isDisconnected
        if !keep {
            callbackID = 0
            framesStopped()
        }
        return keep
    }

    /// Runs a frame at `frameTime` as GTK's frame clock would, outside it (a test's
    /// scripted frame): nothing when no animation runs; the callback removed when the
    /// frame says nothing moves any more, as GTK does for a callback that returns false.
    func runOutsideTheFrameClock(frameTime: Double) {
        let id = callbackID
        guard id != 0 else { return }
        if !tick(frameTime: frameTime) { gtk_widget_remove_tick_callback(widgets.widget, id) }
    }

    // MARK: Off screen

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
    ///
    /// A slide between pages ends likewise: a popped page leaves the sheet then (and is
    /// freed, unless the app kept it), not whenever the sheet is shown again.
    private func didUnmap() {
        guard let host, !isDisconnected else { return }
        // GTK ticks no unmapped widget: a coast would freeze mid-way until the sheet is
        // shown again, then jump. It ends where the list is.
        host.stopCoasting()
        let state = host.state
        guard state.model.phase == .settling || state.pages.transition != nil || state.presentationMove != nil,
              offScreenIdleID == 0 else { return }
        // The idle is removed at dispose (`disconnect`): `unowned` holds.
        offScreenIdleID = MainLoopCallbacks.idleOnce { [unowned self] in
            offScreenIdleID = 0
            guard gtk_widget_get_mapped(widgets.widget) == 0 else { return }
            self.host?.performOnState(startsMotion: false, animated: true, changed: [.sheet, .pages], thenFocus: nil) {
                state, _, _ in state.finishMotions()
            }
        }
    }

    // MARK: GLib's and GDK's clocks

    /// Monotonic seconds: the clock of the frame clock, of animations and of the model.
    static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// The frame clock's time for the frame being drawn, on the same clock as `now()`.
    static func gdkFrameTime(_ frameClock: OpaquePointer) -> Double {
        Double(gdk_frame_clock_get_frame_time(frameClock)) / 1_000_000
    }

    /// The frame clock's refresh interval, in seconds (GDK's guess, 1/60 s, where the
    /// display does not say).
    static func gdkRefreshInterval(_ frameClock: OpaquePointer) -> Double {
        var interval: gint64 = 0
        gdk_frame_clock_get_refresh_info(frameClock, gdk_frame_clock_get_frame_time(frameClock), &interval, nil)
        return Double(interval) / 1_000_000
    }
}
