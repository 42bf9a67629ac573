import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import CRowModel

/// The same list for every contender: `rows` rows from a model that makes them on
/// demand, in a GtkListView inside a GtkScrolledWindow.
@MainActor
enum BenchList {
    static func make(rows: UInt32) -> UnsafeMutablePointer<GtkWidget> {
        let model = bs_row_model_new(rows)
        let scrolled = bs_row_list_new(gtk_no_selection_new(bs_row_model_as_list_model(model)))!
        Accessible.setLabel(gtk_scrolled_window_get_child(OpaquePointer(scrolled))!, "Rows")
        return scrolled
    }
}

/// The size of every contender's window.
enum BenchWindowSize {
    static let width: Int32 = 1280
    static let height: Int32 = 800
}

/// A window of the benchmark's size holding `child`, shown at once.
@MainActor
func benchWindow(_ child: UnsafeMutablePointer<GtkWidget>, width: Int32 = BenchWindowSize.width,
                 height: Int32 = BenchWindowSize.height) -> UnsafeMutablePointer<GtkWidget> {
    let window = gtk_window_new()!
    gtk_window_set_child(UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self), child)
    presentBenchWindow(window, width: width, height: height)
    return window
}

/// Shows `window`, a window made elsewhere with its child in it (an AdwWindow, which
/// takes its child its own way), undecorated and of the benchmark's size unless told.
@MainActor
func presentBenchWindow(_ window: UnsafeMutablePointer<GtkWidget>, width: Int32 = BenchWindowSize.width,
                        height: Int32 = BenchWindowSize.height) {
    let asWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_decorated(asWindow, 0)
    gtk_window_set_default_size(asWindow, width, height)
    gtk_window_present(asWindow)
}

/// Runs the main loop until `condition` holds or `seconds` pass.
@MainActor
@discardableResult
func iterate(until condition: () -> Bool, seconds: Double = 10) -> Bool {
    let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
    while !condition() {
        if g_get_monotonic_time() > deadline { return false }
        g_main_context_iteration(nil, 1)
    }
    return true
}
