import CBottomSheet
import CGtk
import CTestSupport
import Foundation
import GtkHelpers
import Testing

/// Tests of the test harness itself: if these pass, a widget test built on
/// the harness can trust its windows, its pixels and its GTK-problem checks.
@MainActor
@Suite(.serialized)
struct HarnessTests {
    /// R, G and B all differ, so any channel swap (RGB read as BGR) shows.
    static let swatch = RGBA(red: 200, green: 40, blue: 90)

    @Test func aCssColouredWidgetRendersThatColourToPngAndPixels() throws {
        try gtkTest {
            try withCss(".harness-swatch { background-color: rgb(200, 40, 90); }") {
                let child = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
                gtk_widget_add_css_class(child, "harness-swatch")
                let window = try TestWindow.open(width: 200, height: 120, child: child!)
                window.waitForDraw()

                let image = try WidgetRenderer.render(child!, pngName: "harness-swatch")

                let png = try #require(image.pngPath)
                #expect(FileManager.default.fileExists(atPath: png))
                let size = try FileManager.default.attributesOfItem(atPath: png)[.size] as? Int
                #expect((size ?? 0) > 0)
                #expect(image.width == 200 && image.height == 120)

                #expect(image.pixel(x: 100, y: 60) == Self.swatch)
                // The corners too: the image covers exactly the widget's box.
                #expect(image.pixel(x: 0, y: 0) == Self.swatch)
                #expect(image.pixel(x: 199, y: 119) == Self.swatch)

                // The same check must fail for another colour, here the
                // channel-swapped one, or it would prove nothing.
                withKnownIssue("a pixel check must fail for a different colour") {
                    #expect(image.pixel(x: 100, y: 60) == RGBA(red: 90, green: 40, blue: 200))
                }
            }
        }
    }

    @Test func translucentPixelsComeBackUnpremultiplied() throws {
        try gtkTest {
            try withCss(".harness-glass { background-color: rgba(200, 40, 90, 0.5); }") {
                let child = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
                gtk_widget_add_css_class(child, "harness-glass")
                let window = try TestWindow.open(width: 60, height: 40, child: child!)
                window.waitForDraw()

                let pixel = try WidgetRenderer.render(child!).pixel(x: 30, y: 20)

                // GDK hands out premultiplied pixels (100, 20, 45 at alpha 128);
                // RenderedImage must give back the colour the CSS asked for.
                #expect(pixel.isClose(to: RGBA(red: 200, green: 40, blue: 90, alpha: 128)),
                        "got \(pixel)")
            }
        }
    }

    // In the next two tests `withKnownIssue` *is* the assertion: it fails the
    // test unless the body recorded a matching issue, i.e. unless the harness
    // turned the logged message into a test failure. Without it these tests
    // would (correctly) fail every run.

    @Test func aGtkCriticalLoggedDuringATestIsRecordedAsAFailure() throws {
        try GtkSession.requireInitialized()
        withKnownIssue("the harness must fail a test that logs a GTK critical") {
            expectNoGtkProblems {
                bs_log_message("Gtk", GLibFlags.logCritical, "harness self-test: a deliberate critical")
            }
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("CRITICAL Gtk: harness self-test: a deliberate critical")
            }
        }
    }

    @Test func aGtkApiMisuseDuringATestIsRecordedAsAFailure() throws {
        try GtkSession.requireInitialized()
        withKnownIssue("the harness must fail a test that misuses a GTK API") {
            expectNoGtkProblems {
                // GTK checks its argument, logs a critical and returns 0.
                _ = gtk_widget_get_width(nil)
            }
        } matching: { issue in
            issue.comments.contains {
                $0.rawValue.contains("gtk_widget_get_width: assertion 'GTK_IS_WIDGET (widget)' failed")
            }
        }
    }

    /// The tests run on X11 (xvfb-run) and on Wayland (scripts/wayland-session.sh), each
    /// with GDK_BACKEND naming it: GTK must have opened that backend's display, or a run
    /// meant for one backend would pass on the other without saying so.
    @Test func theDisplayIsTheOneGdkBackendNames() throws {
        try gtkTest {
            let display = try #require(gdk_display_get_default())
            let type = String(cString: g_type_name_from_instance(
                UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self)))
            switch ProcessInfo.processInfo.environment["GDK_BACKEND"] {
            case "x11": #expect(type == "GdkX11Display")
            case "wayland": #expect(type == "GdkWaylandDisplay")
            default: break  // no backend asked for: whichever GTK found
            }
        }
    }

    @Test func windowsAreDestroyedWhenAGtkTestEnds() throws {
        let toplevels = try gtkTest {
            let window = try TestWindow.open(width: 80, height: 50, child: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
            window.waitForDraw()
            return gtk_window_get_toplevels()
        }
        #expect(g_list_model_get_n_items(toplevels) == 0)
    }

    @Test func iteratingReportsWhetherTheConditionHeldInTime() throws {
        try gtkTest {
            let clock = ContinuousClock()
            let start = clock.now
            #expect(!MainContext.iterate(until: { false }, timeout: .milliseconds(50)))
            #expect(clock.now - start >= .milliseconds(50))

            TimeoutFlag.fired = false
            // The flag is set by a GLib timeout: proves sources are dispatched.
            g_timeout_add_full(0 /* G_PRIORITY_DEFAULT */, 20, { _ in
                fromGtk(()) { TimeoutFlag.fired = true }
                return 0  // G_SOURCE_REMOVE
            }, nil, nil)
            #expect(MainContext.iterate(until: { TimeoutFlag.fired }, timeout: .seconds(2)))
        }
    }

    @Test func emittedDragSignalsReachTheGestureHandlers() throws {
        try gtkTest {
            let widget = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
            // Not in a window: we own the floating widget, and unref it at the end.
            g_object_ref_sink(widget)
            defer { g_object_unref(widget) }
            let gesture = gtk_gesture_drag_new()
            gtk_widget_add_controller(widget, gesture)  // takes ownership

            let seen = DragLog()
            let data = Unmanaged.passUnretained(seen).toOpaque()
            for signal in ["drag-begin", "drag-update", "drag-end"] {
                g_signal_connect_data(
                    UnsafeMutableRawPointer(gesture), signal,
                    unsafeBitCast(DragLog.handler, to: GCallback.self), data, nil, GLibFlags.connectDefault)
            }

            withExtendedLifetime(seen) {
                bs_test_emit_drag(gesture, "drag-begin", 10, 20)
                bs_test_emit_drag(gesture, "drag-update", 5, -30)
                bs_test_emit_drag(gesture, "drag-end", 5, -40)
            }
            #expect(seen.points == [[10, 20], [5, -30], [5, -40]])
        }
    }
}

@MainActor
private enum TimeoutFlag {
    static var fired = false
}

/// Records the (x, y) of each drag signal it receives.
@MainActor
private final class DragLog {
    var points: [[Double]] = []

    /// The C signature of all three GtkGestureDrag signals.
    static let handler: @convention(c) (OpaquePointer?, Double, Double, UnsafeMutableRawPointer?) -> Void = {
        _, x, y, data in
        fromGtk(data) { data in
            guard let data else { return }
            Unmanaged<DragLog>.fromOpaque(data).takeUnretainedValue().points.append([x, y])
        }
    }
}
