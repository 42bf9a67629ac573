import CGtk
import Glibc

/// Driving GLib's default main context by hand.
///
/// Tests are synchronous and own the main thread, so nothing runs GTK's main
/// loop for them: mapping, layout, drawing and signal delivery happen only
/// while a test iterates the context.
@MainActor
enum MainContext {
    /// Iterates until `condition` holds or `timeout` passes; returns whether it held.
    ///
    /// Polls without blocking: a blocking iteration could wait forever when no
    /// event source is ready, and then the timeout would never be checked.
    static func iterate(
        until condition: () -> Bool,
        timeout: Duration = .seconds(5)
    ) -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            if condition() { return true }
            if clock.now >= deadline { return false }
            if g_main_context_iteration(nil, 0) == 0 {
                // Nothing was ready: sleep a little rather than spin.
                usleep(1_000)
            }
        }
    }

    /// Iterates for the whole of `duration`, e.g. to let an animation run.
    static func iterate(for duration: Duration) {
        _ = iterate(until: { false }, timeout: duration)
    }

    /// Dispatches everything that is ready now, without waiting.
    static func drainPending() {
        while g_main_context_pending(nil) != 0 {
            g_main_context_iteration(nil, 0)
        }
    }
}
