import CGtk
import GtkHelpers
import SheetCore

/// The clock of one sheet's motions: the frame clock's tick callback on the host while
/// something moves, and the time each frame shows. It alone knows whether an animation
/// runs; the driver asks it to start and stop, and what time it is.
@MainActor
final class SheetTicker {
    /// The tick callback's id; 0 when none is installed.
    private var callbackID: guint = 0
    /// True while a frame runs: whether the callback stays is decided at the frame's end.
    private var isInFrame = false
    /// The idle that ends the motions once the sheet is off screen (`endOffScreen`); 0 when none.
    private var offScreenIdleID: guint = 0
    /// The times the running animation's frames show (`lastTime` -∞ when none runs).
    /// GTK's frame time is when the frame is expected on screen, which can be ahead of
    /// `clock()`: on Wayland by most of a frame (7–12 ms under weston).
    private var frames = FrameTimeline()

    /// The clock for requests and presses (monotonic seconds). Tests replace it, with
    /// `frameTime`, to run thousands of animations on scripted time in no time
    /// (`useClocks`).
    private(set) var clock: @MainActor () -> Double = SheetTicker.now
    /// The time of an animation frame, from the widget's frame clock. Tests replace it.
    private(set) var frameTime: @MainActor (OpaquePointer) -> Double = SheetTicker.gdkFrameTime

    /// Takes `clock` and `frameTime` (nil: the one in use) from now on; the frames
    /// shown so far were on the old clocks, and are forgotten.
    func useClocks(clock: (@MainActor () -> Double)? = nil, frameTime: (@MainActor (OpaquePointer) -> Double)? = nil) {
        if let clock { self.clock = clock }
        if let frameTime { self.frameTime = frameTime }
        frames.reset()
    }

    /// Whether an animation runs (the tick callback is installed).
    var isRunning: Bool { callbackID != 0 }

    /// The model's time for a request or a press: now, but never before the last frame
    /// of the animation under way. A press on a moving sheet holds it where it was last
    /// shown; at `clock()` alone it would jump back by the time the frame clock was ahead.
    func modelTime() -> Double { max(clock(), frames.lastTime) }

    /// Installs `tick` on `widget`'s frame clock, unless it runs; `tick` gets the frame
    /// clock and says whether to go on.
    func start(on widget: UnsafeMutablePointer<GtkWidget>, _ tick: @escaping @MainActor (OpaquePointer) -> Bool) {
        guard callbackID == 0, !isInFrame else { return }
        callbackID = MainLoopCallbacks.addTick(to: widget, tick)
    }

    /// Removes the tick callback from `widget`, unless a frame runs (its end decides).
    func stop(on widget: UnsafeMutablePointer<GtkWidget>) {
        guard callbackID != 0, !isInFrame else { return }
        gtk_widget_remove_tick_callback(widget, callbackID)
        callbackID = 0
        frames.reset()
    }

    /// One frame at the frame clock's `clockTime`: `advance` gets the time the frame
    /// shows (always later than the last frame's: `FrameTimeline`) and says whether
    /// anything still moves. Returns that; the callback is gone when it is false (GTK
    /// removes a tick callback that returns false).
    func frame(at clockTime: Double, refreshInterval: Double, _ advance: (Double) -> Bool) -> Bool {
        isInFrame = true
        let keep = advance(frames.time(ofFrameAt: clockTime, now: clock(), refreshInterval: refreshInterval))
        isInFrame = false
        if !keep {
            callbackID = 0
            frames.reset()
        }
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
