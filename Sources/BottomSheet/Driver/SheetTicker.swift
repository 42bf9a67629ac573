import CGtk
import GtkHelpers
import SheetCore

/// The clock of one sheet's motions: the frame clock's tick callback on the host while
/// something moves, and the clocks it reads. It alone knows whether an animation runs;
/// the driver asks it to start and stop, and what time it is. The times the frames show
/// are the sheet state's (`SheetState.frames`).
@MainActor
final class SheetTicker {
    /// The tick callback's id; 0 when none is installed.
    private var callbackID: guint = 0
    /// True while a frame runs: whether the callback stays is decided at the frame's end.
    private var isInFrame = false
    /// The idle that ends the motions once the sheet is off screen (`endOffScreen`); 0 when none.
    private var offScreenIdleID: guint = 0

    /// The clock for requests and presses (monotonic seconds). Tests replace it, with
    /// `frameTime`, to run thousands of animations on scripted time in no time
    /// (`useClocks`).
    private(set) var clock: @MainActor () -> Double = SheetTicker.now
    /// The time of an animation frame, from the widget's frame clock. Tests replace it.
    private(set) var frameTime: @MainActor (OpaquePointer) -> Double = SheetTicker.gdkFrameTime

    /// Takes `clock` and `frameTime` (nil: the one in use) from now on; the frames
    /// shown so far were on the old clocks, and are to be forgotten
    /// (`SheetState.framesStopped`).
    func useClocks(clock: (@MainActor () -> Double)? = nil, frameTime: (@MainActor (OpaquePointer) -> Double)? = nil) {
        if let clock { self.clock = clock }
        if let frameTime { self.frameTime = frameTime }
    }

    /// Whether an animation runs (the tick callback is installed).
    var isRunning: Bool { callbackID != 0 }

    /// Installs `tick` on `widget`'s frame clock, unless it runs; `tick` gets the frame
    /// clock and says whether to go on.
    func start(on widget: UnsafeMutablePointer<GtkWidget>, _ tick: @escaping @MainActor (OpaquePointer) -> Bool) {
        guard callbackID == 0, !isInFrame else { return }
        callbackID = MainLoopCallbacks.addTick(to: widget, tick)
    }

    /// Removes the tick callback from `widget`, unless a frame runs (its end decides).
    /// Returns whether no callback is left.
    @discardableResult
    func stop(on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard callbackID != 0, !isInFrame else { return callbackID == 0 }
        gtk_widget_remove_tick_callback(widget, callbackID)
        callbackID = 0
        return true
    }

    /// One frame: `advance` moves everything to the frame's time and says whether
    /// anything still moves. Returns that; the callback is gone when it is false (GTK
    /// removes a tick callback that returns false).
    func frame(_ advance: () -> Bool) -> Bool {
        isInFrame = true
        let keep = advance()
        isInFrame = false
        if !keep { callbackID = 0 }
        return keep
    }

    /// Runs `frame` as GTK's frame clock would, outside it (a test's scripted frame):
    /// nothing when no animation runs; the callback removed from `widget` when the frame
    /// says nothing moves any more, as GTK does for a callback that returns false.
    func runOutsideTheFrameClock(on widget: UnsafeMutablePointer<GtkWidget>, _ frame: () -> Bool) {
        let id = callbackID
        guard id != 0 else { return }
        if !frame() { gtk_widget_remove_tick_callback(widget, id) }
    }

    // MARK: Off screen

    /// Runs `end` from an idle, once, to end the motions of a sheet that left the screen
    /// (GTK ticks no unmapped widget); nothing when one waits already.
    func endOffScreen(_ end: @escaping @MainActor () -> Void) {
        guard offScreenIdleID == 0 else { return }
        offScreenIdleID = MainLoopCallbacks.idleOnce { [unowned self] in
            offScreenIdleID = 0
            end()
        }
    }

    /// Removes the idle of `endOffScreen`, if it waits (the sheet is disposed).
    func cancelOffScreenEnd() {
        guard offScreenIdleID != 0 else { return }
        g_source_remove(offScreenIdleID)
        offScreenIdleID = 0
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
