@testable import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore
import Testing

/// The ways back from a pushed page, with real input: keys, the mouse's back button and
/// the pointer, sent through the display server (`RealInput`: xdotool on X11, the test
/// compositor's injector on Wayland) and read by GTK as a user's would be. `PageTests`
/// covers the same paths with scripted events.
///
/// TestWindow is undecorated, so window coordinates are screen coordinates on X11 (Xvfb
/// runs no window manager; checked, not assumed) and surface coordinates on Wayland. On
/// X11 keyboard focus follows the pointer, which every key press first puts over the
/// window; on Wayland the compositor gives the new window the keyboard.
@MainActor
@Suite(.serialized)
struct PageRealInputTests {
    /// A window at the screen's origin with the sheet open at expanded over a root page
    /// (a "Push" button, which has focus) and a page pushed over it, at rest, with
    /// focus in the page.
    @MainActor
    struct PushedPage {
        let fixture: SheetFixture
        let pusher: UnsafeMutablePointer<GtkWidget>
        let page: UnsafeMutablePointer<GtkWidget>

        var pageCount: Int { Int(bs_bottom_sheet_get_page_count(fixture.host)) }
        var focus: UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(OpaquePointer(fixture.window.window)) }

        /// The page where it rests (in window coordinates, which are the screen's).
        var pageBounds: WidgetTree.Rect? { WidgetTree.bounds(of: page, in: fixture.window.widget) }

        static func open() throws -> PushedPage {
            let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
            gtk_widget_set_size_request(root, -1, 400)
            let pusher = gtk_button_new_with_label("Push")!
            WidgetTree.append(pusher, to: root)
            let fixture = try SheetFixture.open(.widget(root))
            try PointerRealInputTests.requireWindowAtScreenOrigin(fixture)
            // Keyboard focus follows the pointer: bring it in from outside, as a window
            // manager would give the new window focus.
            try RealInput.run(["mousemove", "1270", "1010", "sleep", "0.05", "mousemove", "300", "20", "sleep", "0.05"])
            try #require(fixture.open(at: .expanded))
            try #require(gtk_widget_grab_focus(pusher) != 0)

            let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
            gtk_widget_set_size_request(page, -1, 300)
            WidgetTree.append(gtk_button_new_with_label("On the page")!, to: page)
            bs_bottom_sheet_push(fixture.host, page, "Details")
            let pushed = PushedPage(fixture: fixture, pusher: pusher, page: page)
            try #require(pushed.settle(), "the page never came to rest")
            try #require(pushed.focus.map { gtk_widget_is_ancestor($0, page) != 0 } ?? false, "focus is not in the page")
            return pushed
        }

        /// Waits until the slide and the sheet rest, and a frame is drawn there.
        @discardableResult
        func settle(timeout: Duration = .seconds(5)) -> Bool {
            let seam = SheetTestSeam(fixture.host)!
            let rested = MainContext.iterate(until: {
                seam.pages.transition == nil && fixture.isResting
            }, timeout: timeout)
            fixture.window.waitForDraw()
            return rested
        }

        /// Presses `keys` (xdotool's names) with the pointer over the sheet.
        func press(_ keys: String) throws {
            // No --sync: it waits for the pointer to move, forever when it is there already.
            try RealInput.run(["mousemove", "300", "600", "sleep", "0.05", "key", "--delay", "30", keys])
            // Let GTK read what was sent before the test looks.
            MainContext.iterate(for: .milliseconds(150))
        }

        /// Whether focus is back on the button that pushed the page.
        var focusIsOnPusher: Bool { focus == pusher }
    }

    // MARK: Keys

    @Test func altLeftPops() throws {
        try gtkTest {
            let pushed = try PushedPage.open()
            try pushed.press("alt+Left")
            #expect(pushed.pageCount == 1)
            #expect(pushed.settle())
            #expect(pushed.focusIsOnPusher, "focus back on the button that pushed the page")
            #expect(pushed.fixture.detent == .expanded, "going back does not move the sheet")
        }
    }

    /// Right to left, back points right: Alt+Right goes back, Alt+Left does nothing.
    @Test func rightToLeftAltRightPopsAndAltLeftDoesNot() throws {
        try gtkTest {
            try GtkGlobals.withDirection(rtl: true) {
                let pushed = try PushedPage.open()
                try pushed.press("alt+Left")
                #expect(pushed.pageCount == 2, "Alt+Left went back right to left")
                try pushed.press("alt+Right")
                #expect(pushed.pageCount == 1)
                #expect(pushed.settle())
                #expect(pushed.focusIsOnPusher)
            }
        }
    }

    @Test func escapePopsThenASecondEscapeClosesTheSheet() throws {
        try gtkTest {
            let pushed = try PushedPage.open()
            try pushed.press("Escape")
            #expect(pushed.pageCount == 1, "the first Escape goes back")
            #expect(pushed.fixture.detent == .expanded, "…and leaves the sheet open")
            #expect(pushed.settle())
            #expect(pushed.focusIsOnPusher)
            try pushed.press("Escape")
            #expect(pushed.fixture.waitUntilResting(at: .dismissed), "the second Escape closes the sheet")
        }
    }

    // MARK: The mouse's back button

    @Test func theMouseBackButtonOverTheSheetPops() throws {
        try gtkTest {
            let pushed = try PushedPage.open()
            let bounds = try #require(pushed.pageBounds)
            // Over the page, below its button: nothing there takes button 8 before the sheet.
            let point = (x: Int(bounds.x + bounds.width / 2), y: Int(bounds.bottom - 40))
            try RealInput.run(["mousemove", "\(point.x)", "\(point.y)", "sleep", "0.05", "click", "8"])
            #expect(MainContext.iterate(until: { pushed.pageCount == 1 }, timeout: .seconds(2)),
                    "button 8 at \(point) did not go back")
            #expect(pushed.settle())
            #expect(pushed.fixture.detent == .expanded)
            // GTK's own warning for the press of button 8, where that GTK gives it
            // (`GtkVersions.warnsOfActiveStateAfterBackButton`), as the page and then
            // the window go; any other still fails.
            TestWindows.destroyAll()
            for message in takeCapturedGtkMessages() where !(GtkVersions.warnsOfActiveStateAfterBackButton
                && message.contains(GtkVersions.backButtonActiveStateWarning)) {
                Issue.record("GTK logged: \(message)")
            }
        }
    }

    // MARK: Swiping back with the real pointer

    /// A press at the body's start edge (within `SheetBehavior.swipeBackEdgeWidth`), on
    /// the page, `dx` px per step towards the end edge: where the swipe starts and the
    /// points it goes through.
    static func swipe(_ pushed: PushedPage, rtl: Bool, steps: [Int]) throws
        -> (start: (x: Int, y: Int), points: [(x: Int, y: Int)])
    {
        let sheet = try #require(WidgetTree.bounds(of: pushed.fixture.sheet, in: pushed.fixture.window.widget))
        let page = try #require(pushed.pageBounds)
        let y = Int(page.bottom - 40)
        let start = (x: rtl ? Int(sheet.x + sheet.width) - 8 : Int(sheet.x) + 8, y: y)
        let picked = try #require(gtk_widget_pick(pushed.fixture.window.widget, Double(start.x), Double(start.y), GTK_PICK_DEFAULT))
        try #require(picked == pushed.page || gtk_widget_is_ancestor(picked, pushed.page) != 0, "(\(start)) is not on the page")
        let towardsEnd = rtl ? -1 : 1
        return (start, steps.map { (start.x + towardsEnd * $0, y) })
    }

    /// What a swipe showed: how far across the page was drawn, and how far the page
    /// stack had it, sampled every main loop iteration and at each pointer motion GTK
    /// delivered, until the slide that follows the release ended.
    struct SwipeSamples {
        var drawn: [Double] = []
        var followed: [Double] = []
    }

    /// Runs the real-input chain and samples the page (see `SwipeSamples`) until the slide
    /// that follows the release ends. Offsets are from the page's resting place.
    ///
    /// Both are kept because a loaded machine may deliver the press, the motions and the
    /// release in one frame (GTK compresses the motions): then no frame drew the page
    /// under the pointer, but the page stack still followed the last motion, and the
    /// slide goes on from there.
    static func runSwipe(_ pushed: PushedPage, _ chain: [String], restingX: Double) throws -> SwipeSamples {
        var samples = SwipeSamples()
        let seam = try #require(SheetTestSeam(pushed.fixture.host))
        let width = Double(gtk_widget_get_width(pushed.fixture.sheet))
        // A popped page is freed at the end of its slide: it is sampled only while alive.
        let pageWatch = FinalizationWatch()
        pageWatch.watch(pushed.page, "page")
        let sample: @MainActor () -> Void = {
            if !pageWatch.survivors.isEmpty, let bounds = pushed.pageBounds {
                samples.drawn.append(abs(bounds.x - restingX))
            }
            if let transition = seam.pages.transition, transition.isSwiped {
                samples.followed.append((1 - transition.progress) * width)
            }
        }
        defer { RealInput.releaseButton() }
        try PointerRealInputTests.drag(pushed.fixture, chain, eachIteration: sample)
        let slid = MainContext.iterate(until: {
            sample()
            return seam.pages.transition == nil
        }, timeout: .seconds(2))
        try #require(slid, "the slide after the release never ended")
        return samples
    }

    @Test(arguments: [false, true])
    func aFastSwipeFromTheStartEdgePops(rtl: Bool) throws {
        try gtkTest {
            try GtkGlobals.withDirection(rtl: rtl) {
                let pushed = try PushedPage.open()
                let restingX = try #require(pushed.pageBounds).x
                // 240 px towards the end edge in 40 px steps 10 ms apart, let go while moving.
                let (start, points) = try Self.swipe(pushed, rtl: rtl, steps: Array(stride(from: 40, through: 240, by: 40)))
                let chain = RealInput.dragChain(from: start, through: points, pause: 0.01, restBeforeRelease: 0)
                let samples = try Self.runSwipe(pushed, chain, restingX: restingX)
                #expect(samples.followed.contains { $0 >= 80 }, "the page did not follow the pointer: \(samples.followed)")
                #expect(samples.drawn.contains { $0 >= 80 }, "the page was never drawn away from its place: \(samples.drawn)")
                #expect(pushed.pageCount == 1, "a fast swipe goes back")
                #expect(pushed.settle())
                #expect(pushed.fixture.detent == .expanded, "a sideways swipe does not move the sheet")
                #expect(pushed.focusIsOnPusher)
            }
        }
    }

    @Test(arguments: [false, true])
    func aSlowSwipeHalfWayAndBackStays(rtl: Bool) throws {
        try gtkTest {
            try GtkGlobals.withDirection(rtl: rtl) {
                let pushed = try PushedPage.open()
                let restingX = try #require(pushed.pageBounds).x
                let width = Int(try #require(pushed.pageBounds).width)
                // Half the width in 20 px steps 40 ms apart, then back to the edge at the
                // same pace, a rest, and the release.
                let out = Array(stride(from: 20, through: width / 2, by: 20))
                let back = Array(stride(from: width / 2 - 20, through: 0, by: -20))
                let (start, points) = try Self.swipe(pushed, rtl: rtl, steps: out + back)
                let chain = RealInput.dragChain(from: start, through: points, pause: 0.04, restBeforeRelease: 0.3)
                let samples = try Self.runSwipe(pushed, chain, restingX: restingX)
                #expect(samples.drawn.contains { $0 >= Double(width) / 2 - 60 }, "the page was not drawn half-way across: \(samples.drawn)")
                #expect(pushed.pageCount == 2, "brought back and let go, the page stays")
                #expect(pushed.settle())
                #expect(pushed.pageBounds?.x == restingX, "the page is back in its place: \(String(describing: pushed.pageBounds))")
                #expect(pushed.fixture.detent == .expanded)
                #expect(pushed.focus.map { gtk_widget_is_ancestor($0, pushed.page) != 0 } ?? false, "focus stays in the page")
            }
        }
    }
}
