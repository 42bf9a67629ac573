@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// The life and death of pages: the sheet holds a pushed page until it has slid out
/// after its pop, then lets go of it, so that a page the app does not keep is freed;
/// a page the app keeps (a reference taken in `popped`) comes back as the app gave it
/// and can be pushed again; a window destroyed while a page slides, or while the app
/// pops one, frees everything and logs nothing.
///
/// "Freed" is checked with weak references (`FinalizationWatch`); `gtkTest` fails the
/// test on any GLib warning or critical logged meanwhile. The page fixture is
/// `PageTests`': a 500 px root page in a sheet open at `expanded`.
@MainActor
@Suite(.serialized)
struct PageLifecycleTests {
    // MARK: Many cycles

    /// A thousand cycles of one to three pushes and a pop or a pop to the root, most
    /// with animations off (each slide ends as it starts) and one in ten animated on
    /// scripted time, with the slides let finish. Every page pushed is freed: the app
    /// never held one. The sheet keeps nothing per page either.
    @Test func aThousandPushPopCyclesLeaveNoPageAlive() throws {
        try gtkTest {
            let (fixture, root) = try PageTests.open(at: .expanded)
            let seam = PageTests.seam(fixture)
            let clock = ScriptedClock(fixture.host)
            let watch = FinalizationWatch()
            var made = 0
            var random = SeededRandom(seed: 0xC1C1E5)

            @MainActor func cycle(animated: Bool) {
                let pushes = Int.random(in: 1...3, using: &random)
                for _ in 0..<pushes {
                    made += 1
                    let page = PageTests.page(height: Int32.random(in: 50...700, using: &random))
                    watch.watch(page, "page \(made)")
                    bs_bottom_sheet_push(fixture.host, page, "Page \(made)")
                    if animated { clock.run(for: random.chance(0.5) ? 1 : 0.05) }
                }
                if pushes > 1 && random.chance(0.5) {
                    bs_bottom_sheet_pop_to_root(fixture.host)
                } else {
                    for _ in 0..<pushes { bs_bottom_sheet_pop(fixture.host) }
                }
                if animated { clock.runUntilResting() }
            }

            for index in 0..<1000 {
                if index % 10 == 9 {
                    cycle(animated: true)
                } else {
                    GtkGlobals.withoutAnimations { cycle(animated: false) }
                }
                // Now and then GTK draws a frame, as it would between the user's clicks.
                if index % 50 == 0 { fixture.window.waitForDraw() }
            }

            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == root.box)
            #expect(seam.pages.transition == nil)
            #expect(seam.pagesWithKeptFocus == 0, "the sheet still keeps focus records of \(seam.pagesWithKeptFocus) pages")
            let survivors = watch.waitForAllFinalized(timeout: .seconds(5))
            #expect(survivors.isEmpty, "\(survivors.count) of \(made) pages still alive: \(survivors.prefix(10))")
            // The sheet itself and its root page live on, and go with the window.
            let everything = FinalizationWatch.everything(in: fixture)
            gtk_window_destroy(fixture.window.window)
            let left = everything.waitForAllFinalized()
            #expect(left.isEmpty, "still alive after the window was destroyed: \(left)")
        }
    }

    // MARK: A page the app keeps

    /// The app takes a reference in `popped`: the page outlives its slide out, leaves the
    /// sheet as the app gave it (no parent, shown), and can be pushed again, where it is
    /// drawn and fills the body. Released by the app at the end, it is freed.
    @Test(arguments: [false, true])
    func aPagePoppedAndKeptByTheAppSurvivesAndCanBePushedAgain(animated: Bool) throws {
        try gtkTest {
            let (fixture, _) = try PageTests.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let page = PageTests.page(height: 200)
            let watch = FinalizationWatch()
            watch.watch(page, "the kept page")
            var kept: [UnsafeMutablePointer<GtkWidget>] = []
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(fixture.host)))
            let keeping = sheet.onPopped { popped in
                g_object_ref(UnsafeMutableRawPointer(popped))
                kept.append(popped)
            }
            defer { _ = keeping }

            try GtkGlobals.withSetting("gtk-enable-animations", animated) {
                for round in 1...3 {
                    bs_bottom_sheet_push(fixture.host, page, "Round \(round)")
                    #expect(bs_bottom_sheet_get_page_count(fixture.host) == 2, "round \(round)")
                    #expect(bs_bottom_sheet_get_visible_page(fixture.host) == page, "round \(round)")
                    #expect(clock.runUntilResting())
                    fixture.window.waitForDraw()
                    #expect(gtk_widget_get_visible(page) != 0 && gtk_widget_get_child_visible(page) != 0,
                            "round \(round): the page is not drawn")
                    let bounds = try #require(WidgetTree.bounds(of: page, in: fixture.widget), "round \(round)")
                    #expect(bounds.x == 0 && bounds.bottom >= fixture.hostHeight - 1, "round \(round): \(bounds)")

                    #expect(bs_bottom_sheet_pop(fixture.host) != 0)
                    #expect(clock.runUntilResting())
                    #expect(kept.count == round)
                    #expect(gtk_widget_get_parent(page) == nil, "round \(round): still in the sheet")
                    #expect(gtk_widget_get_visible(page) != 0, "round \(round): handed back hidden")
                    #expect(watch.survivors == ["the kept page"])
                }
            }
            for _ in kept { g_object_unref(UnsafeMutableRawPointer(page)) }
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the app let go of it: \(survivors)")
        }
    }

    /// Pushing again a kept page that is still sliding out: it is still in the sheet,
    /// so it is refused with the usual critical and the slide goes on; once it has slid
    /// out, it can be pushed.
    @Test func aKeptPagePushedAgainWhileItStillSlidesOutIsRefusedUntilItHasLeft() throws {
        try gtkTest {
            let (fixture, _) = try PageTests.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let page = PageTests.page(height: 200)
            g_object_ref_sink(UnsafeMutableRawPointer(page))
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            bs_bottom_sheet_push(fixture.host, page, "Details")
            #expect(clock.runUntilResting())
            bs_bottom_sheet_pop(fixture.host)
            clock.run(for: 0.05)
            #expect(gtk_widget_get_parent(page) != nil, "not mid-slide")

            bs_bottom_sheet_push(fixture.host, page, "Again")
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1 && messages.first?.contains("BsBottomSheet:page must be a widget with no parent yet") == true,
                    "\(messages)")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(clock.runUntilResting())
            #expect(gtk_widget_get_parent(page) == nil)

            bs_bottom_sheet_push(fixture.host, page, "Again")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 2)
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == page)
        }
    }

    // MARK: Pop to root

    /// Five pages, then back to the root: `popped` for each, newest first, and every one
    /// freed once the top one has slid out.
    @Test(arguments: [false, true])
    func popToRootWithSeveralPagesFreesThemAll(animated: Bool) throws {
        try gtkTest {
            let (fixture, root) = try PageTests.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let log = SheetEventLog(fixture.host, pages: true)
            let watch = FinalizationWatch()
            var pages: [UnsafeMutablePointer<GtkWidget>] = []
            GtkGlobals.withSetting("gtk-enable-animations", animated) {
                for number in 1...5 {
                    let page = PageTests.page(height: Int32(100 * number))
                    watch.watch(page, "page \(number)")
                    pages.append(page)
                    bs_bottom_sheet_push(fixture.host, page, "Page \(number)")
                    clock.run(for: 0.1)
                }
                #expect(clock.runUntilResting())
                _ = log.take()
                #expect(bs_bottom_sheet_pop_to_root(fixture.host) != 0)
                #expect(log.take() == pages.reversed().map { SheetEventLog.Event.popped($0) })
                #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
                #expect(bs_bottom_sheet_get_visible_page(fixture.host) == root.box)
                #expect(clock.runUntilResting())
            }
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after pop to root: \(survivors)")
            #expect(bs_bottom_sheet_pop_to_root(fixture.host) == 0, "nothing left to pop")
        }
    }

    // MARK: The window goes mid-slide

    enum Slide: String, CaseIterable, Sendable, CustomStringConvertible {
        /// A page pushed, sliding in.
        case slidingIn
        /// A page popped, sliding out.
        case slidingOut
        /// A page popped to the root from three, sliding out.
        case slidingOutToRoot
        /// A press on the page holds a slide out, and its release never comes.
        case heldByAPress
        var description: String { rawValue }
    }

    /// The window is destroyed while a page slides: the sheet, its parts, its root page
    /// and every page pushed are freed, and nothing is logged, then or at later frames.
    @Test(arguments: Slide.allCases)
    func destroyingTheWindowMidSlideFreesEverything(while slide: Slide) throws {
        try gtkTest {
            let (fixture, _) = try PageTests.open(at: .expanded)
            let seam = PageTests.seam(fixture)
            let clock = ScriptedClock(fixture.host)
            let watch = FinalizationWatch.everything(in: fixture)
            watch.watch(seam.pageHeader, "page header")
            for number in 1...(slide == .slidingOutToRoot ? 3 : 1) {
                let page = PageTests.page(height: 200)
                watch.watch(page, "page \(number)")
                bs_bottom_sheet_push(fixture.host, page, "Page \(number)")
                if slide != .slidingIn { #expect(clock.runUntilResting()) }
            }
            fixture.window.waitForDraw()
            switch slide {
            case .slidingIn: break
            case .slidingOut: bs_bottom_sheet_pop(fixture.host)
            case .slidingOutToRoot: bs_bottom_sheet_pop_to_root(fixture.host)
            case .heldByAPress:
                bs_bottom_sheet_pop(fixture.host)
                clock.run(for: 0.03)
                ScriptedDrag(fixture).begin(x: 300, y: 150)
                #expect(seam.press?.swipe == .holdsSlide)
            }
            clock.run(for: 0.05)
            #expect(seam.pages.transition != nil, "not mid-slide")

            gtk_window_destroy(fixture.window.window)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
            // A tick left on a dead sheet would run (and log) in the next frames.
            MainContext.iterate(for: .milliseconds(100))
        }
    }

    // MARK: Off screen

    /// The app takes the sheet out of its window while a page slides (and keeps it),
    /// then puts it back. Off screen nothing can slide: the slide ends where it was
    /// going as soon as the main loop runs, as the sheet's own moves do, and a popped
    /// page is let go then, not whenever the sheet is shown again. Back on screen, the
    /// page shown is the only one drawn.
    @Test(arguments: [Slide.slidingIn, .slidingOut])
    func takingTheSheetOutOfItsWindowMidSlideEndsTheSlide(while slide: Slide) throws {
        try gtkTest {
            let (fixture, root) = try PageTests.open(at: .expanded)
            let seam = PageTests.seam(fixture)
            let clock = ScriptedClock(fixture.host)
            let page = PageTests.page(height: 200)
            let watch = FinalizationWatch()
            watch.watch(page, "the page")
            bs_bottom_sheet_push(fixture.host, page, "Details")
            if slide == .slidingOut {
                #expect(clock.runUntilResting())
                bs_bottom_sheet_pop(fixture.host)
            }
            clock.run(for: 0.05)
            #expect(seam.pages.transition != nil, "not mid-slide")

            g_object_ref(UnsafeMutableRawPointer(fixture.host))
            defer { g_object_unref(UnsafeMutableRawPointer(fixture.host)) }
            gtk_window_set_child(fixture.window.window, nil)
            #expect(MainContext.iterate(until: { seam.pages.transition == nil }, timeout: .seconds(1)),
                    "the slide goes on off screen")
            #expect(!clock.isAnimating)
            if slide == .slidingOut {
                let survivors = watch.waitForAllFinalized()
                #expect(survivors.isEmpty, "still alive after its pop: \(survivors)")
            }

            gtk_window_set_child(fixture.window.window, fixture.widget)
            fixture.window.waitForDraw()
            let shown = slide == .slidingIn ? page : root.box
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == shown)
            // Each page is drawn or put aside with the frame (BsSheetPage) that holds it.
            #expect(gtk_widget_get_child_visible(gtk_widget_get_parent(shown)) != 0)
            if slide == .slidingIn { #expect(gtk_widget_get_child_visible(gtk_widget_get_parent(root.box)) == 0) }
            let bounds = try #require(WidgetTree.bounds(of: shown, in: fixture.widget))
            #expect(bounds.x == 0, "\(bounds)")
        }
    }

    // MARK: Popping while the window goes

    enum PopMoment: String, CaseIterable, Sendable, CustomStringConvertible {
        /// In the sheet's `unmap` handler: the window is hidden on its way out.
        case onUnmap = "unmap"
        /// In the window's `destroy` handler, on a sheet the app holds a reference to
        /// (else it is gone by then: the window lets go of its child first).
        case onWindowDestroy = "window destroy"
        /// In the sheet's own `destroy` handler, while it is disposed.
        case onSheetDestroy = "sheet destroy"
        /// Just before the window is destroyed, with the page's slide out just begun.
        case rightBefore = "right before"
        var description: String { rawValue }
    }

    /// The app pops (one page, or to the root) as the window goes: nothing is logged,
    /// everything is freed.
    @Test(arguments: PopMoment.allCases, [false, true])
    func aPagePoppedAsTheWindowGoesLogsNothingAndFreesEverything(moment: PopMoment, toRoot: Bool) throws {
        try gtkTest {
            let (fixture, _) = try PageTests.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let watch = FinalizationWatch.everything(in: fixture)
            for number in 1...2 {
                let page = PageTests.page(height: 200)
                watch.watch(page, "page \(number)")
                bs_bottom_sheet_push(fixture.host, page, "Page \(number)")
            }
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()
            let host = fixture.host
            var pops = 0
            switch moment {
            case .onUnmap:
                SignalHandlers.on(host, "unmap") { pops += 1; Self.pop(host, toRoot: toRoot) }
            case .onWindowDestroy:
                g_object_ref(UnsafeMutableRawPointer(host))
                SignalHandlers.on(OpaquePointer(fixture.window.widget), "destroy") {
                    pops += 1
                    Self.pop(host, toRoot: toRoot)
                    g_object_unref(UnsafeMutableRawPointer(host))
                }
            case .onSheetDestroy:
                SignalHandlers.on(host, "destroy") { pops += 1; Self.pop(host, toRoot: toRoot) }
            case .rightBefore:
                pops += 1
                Self.pop(host, toRoot: toRoot)
            }

            gtk_window_destroy(fixture.window.window)
            #expect(pops == 1, "the pop ran \(pops) times")
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after the window was destroyed: \(survivors)")
            MainContext.iterate(for: .milliseconds(50))
        }
    }

    private static func pop(_ host: OpaquePointer, toRoot: Bool) {
        _ = toRoot ? bs_bottom_sheet_pop_to_root(host) : bs_bottom_sheet_pop(host)
    }
}
