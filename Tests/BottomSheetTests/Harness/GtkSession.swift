import CBottomSheet
import CGtk
import CTestSupport
import Glibc

/// GTK's one-time initialisation for the whole test process.
///
/// `gtk_init_check` may run only once per process, and creating any widget
/// before it has succeeded crashes, so every GTK test goes through
/// ``requireInitialized()`` first (``gtkTest(sourceLocation:_:)`` does it).
@MainActor
enum GtkSession {
    /// `nil` until the first attempt; the outcome is then final, as GTK cannot be re-initialised.
    private static var initialized: Bool?

    /// Initialises GTK on first use; throws ``HarnessError/noDisplay`` if there is no display.
    ///
    /// A missing display must fail the test, never skip it: a skipped GTK suite
    /// would let CI go green without having tested any widget. Thrown rather
    /// than `#require`d so the failure reads "Caught error: no display: …"
    /// instead of "Expectation failed: ok".
    static func requireInitialized() throws {
        let ok = initialized ?? initialize()
        initialized = ok
        guard ok else { throw HarnessError.noDisplay }
    }

    /// The renderer the suite is run to test (`BS_EXPECT_RENDERER`, as
    /// `WidgetRenderer.rendererName` names it: "cairo", "gl", "vulkan"; scripts/test.sh
    /// sets it for each kind of suite); nil when the run does not say. Every test window
    /// must get it (`TestWindow.open`): a GL run that fell back to Cairo must fail, not
    /// pass against Cairo's references.
    static var expectedRenderer: String? {
        getenv("BS_EXPECT_RENDERER").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func initialize() -> Bool {
        // The recording log writer must be in place before GTK logs anything:
        // GLib allows a writer to be set only once, and messages logged
        // during start-up (e.g. about the display) should be recorded too.
        bs_log_capture_install()
        // The Cairo renderer gives the same pixels on every run and needs no
        // GL under Xvfb. Only a default: an explicit GSK_RENDERER wins, and
        // BS_TEST_GTK_RENDERER=1 leaves the choice to GTK (scripts/test.sh's
        // Wayland run on GTK 4.18).
        if getenv("BS_TEST_GTK_RENDERER").map({ String(cString: $0) }) != "1" {
            setenv("GSK_RENDERER", "cairo", 0)
        }
        return gtk_init_check() != 0
    }
}
