import CGtk
import CTestSupport
import GtkHelpers
import Testing

/// An undecorated toplevel window holding the widget under test.
@MainActor
struct TestWindow {
    let widget: UnsafeMutablePointer<GtkWidget>

    var window: UnsafeMutablePointer<GtkWindow> {
        // Cannot fail: `open` made this widget with gtk_window_new.
        bs_test_widget_as_window(widget)
    }

    /// Opens a `width`×`height` window with `child`, presents it, and waits
    /// until it is mapped at that size, with the renderer the suite tests
    /// (`GtkSession.expectedRenderer`).
    ///
    /// Undecorated, so that the child fills the window exactly (no title bar,
    /// no client-side shadow) and, as Xvfb runs no window manager, the window
    /// sits at 0,0 of the screen, where xdotool can find its pixels.
    static func open(
        width: Int32,
        height: Int32,
        child: UnsafeMutablePointer<GtkWidget>,
        timeout: Duration = .seconds(5)
    ) throws -> TestWindow {
        let opened = TestWindow(widget: gtk_window_new())
        TestWindows.track(opened.widget)
        gtk_window_set_decorated(opened.window, 0)
        gtk_window_set_default_size(opened.window, width, height)
        gtk_window_set_child(opened.window, child)
        gtk_window_present(opened.window)

        let shown = MainContext.iterate(until: {
            gtk_widget_get_mapped(opened.widget) != 0
                && gtk_widget_get_width(opened.widget) == width
                && gtk_widget_get_height(opened.widget) == height
        }, timeout: timeout)
        guard shown else {
            throw HarnessError.timedOut(
                "a \(width)×\(height) window to be mapped (it is "
                    + "\(gtk_widget_get_width(opened.widget))×\(gtk_widget_get_height(opened.widget)), "
                    + "mapped: \(gtk_widget_get_mapped(opened.widget) != 0))")
        }
        if let expected = GtkSession.expectedRenderer {
            let renderer = WidgetRenderer.rendererName(opened.widget)
            guard renderer == expected else { throw HarnessError.wrongRenderer(expected: expected, got: renderer) }
        }
        if GtkVersions.x11MapsRightToLeftWindowsOffScreen, gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL {
            let window = bs_test_x11_window_id(opened.widget)
            if window != 0 { try Xdotool.run(["windowmove", "--sync", String(window), "0", "0"]) }
        }
        return opened
    }

    /// Waits until the window has painted a frame, as `gtk_test_widget_wait_for_draw`
    /// does, but for at most `timeout`: a window that paints nothing (unmapped, or gone
    /// from the screen) fails the test where GTK's own would wait for ever.
    func waitForDraw(timeout: Duration = .seconds(10)) {
        guard gtk_widget_get_mapped(widget) != 0, let clock = gtk_widget_get_frame_clock(widget) else {
            Issue.record("waitForDraw: the window is not on screen: it paints no frame")
            return
        }
        var painted = false
        let handler = SignalHandlers.on(clock, "after-paint") { painted = true }
        defer { g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), handler) }
        gtk_widget_queue_draw(widget)
        if !MainContext.iterate(until: { painted }, timeout: timeout) {
            Issue.record("waitForDraw: the window painted no frame in \(timeout)")
        }
    }
}
