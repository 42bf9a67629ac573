import CGtk
import GtkHelpers
import CTestSupport
import Testing

/// Destroys every window at the end of a test, so that the next test starts
/// with an empty screen and a widget leaked by one test is not blamed on
/// another.
@MainActor
enum TestWindows {
    /// Addresses of windows opened by the harness that have not been finalized yet.
    private static var alive: Set<Int> = []

    /// Watches `window` so that ``destroyAll(timeout:sourceLocation:)`` can
    /// wait until it is really freed, not only hidden.
    static func track(_ window: UnsafeMutablePointer<GtkWidget>) {
        alive.insert(Int(bitPattern: window))
        // A weak ref, not a ref: holding the window would keep it alive.
        // The notify is a C callback and cannot capture, hence the global set.
        g_object_weak_ref(bs_test_as_object(window), { _, wasObject in
            fromGtk(Int(bitPattern: wasObject)) { _ = TestWindows.alive.remove($0) }
        }, nil)
    }

    /// Destroys all of GTK's toplevel windows (not only the harness's own: a
    /// widget may open some) and iterates until they are gone. Records an
    /// issue if one of the harness's windows is still alive after `timeout`,
    /// which means something holds a reference to it (a leak).
    static func destroyAll(
        timeout: Duration = .seconds(2),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let toplevels = gtk_window_get_toplevels()
        // Collect first: destroying a window removes it from the list we iterate.
        var windows: [UnsafeMutableRawPointer] = []
        for index in 0..<g_list_model_get_n_items(toplevels) {
            // transfer full: unref after destroying.
            if let item = g_list_model_get_item(toplevels, index) {
                windows.append(item)
            }
        }
        for item in windows {
            gtk_window_destroy(item.assumingMemoryBound(to: GtkWindow.self))
            g_object_unref(item)
        }

        let gone = MainContext.iterate(until: {
            g_list_model_get_n_items(toplevels) == 0 && alive.isEmpty
        }, timeout: timeout)
        if !gone {
            let problem = "\(g_list_model_get_n_items(toplevels)) toplevel(s) still listed and "
                + "\(alive.count) test window(s) not finalized \(timeout) after "
                + "gtk_window_destroy: something still holds a reference"
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
            // Forget them, so that one leak is reported once, not by every later test.
            alive.removeAll()
        }
    }
}
