@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// Pages: the height follows the page at a fitted detent, in one motion with the slide;
/// the body never shows a gap; each page keeps its state; the back paths; right to left.
///
/// The fixture: a 600×800 host, `expanded` up to 90 % of it, so that a sheet holding the
/// 500 px root page rests at a fitted height. The root page is a box 500 px high with an
/// entry over a 200-row list; the pushed page a box 200 px high.
@MainActor
@Suite(.serialized)
struct PageTests {
    /// The root page's parts.
    @MainActor
    struct RootPage {
        let box: UnsafeMutablePointer<GtkWidget>
        let entry: UnsafeMutablePointer<GtkWidget>
        let list: ListFixture.ScrolledList

        static func make(height: Int32 = 500) -> RootPage {
            let form = ListFixture.entryOverList(rows: 200)
            gtk_widget_set_size_request(form.box, -1, height)
            gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(form.list.scrolled), 0)
            return RootPage(box: form.box, entry: form.entry, list: form.list)
        }
    }

    static func page(height: Int32) -> UnsafeMutablePointer<GtkWidget> {
        let page = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_size_request(page, -1, height)
        WidgetTree.append(gtk_button_new_with_label("On the page")!, to: page)
        return page
    }

    static func open() throws -> (SheetFixture, RootPage) {
        let root = RootPage.make()
        let fixture = try SheetFixture.open(.widget(root.box)) { host in
            bs_bottom_sheet_set_expanded_fraction(host, 0.9)
        }
        return (fixture, root)
    }

    /// The fixture with the sheet open, at rest at `detent` (expected, as the test's own
    /// first check).
    static func open(
        at detent: Detent, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (SheetFixture, RootPage) {
        let (fixture, root) = try open()
        #expect(fixture.open(at: detent), sourceLocation: sourceLocation)
        return (fixture, root)
    }

    static func seam(_ fixture: SheetFixture) -> SheetTestSeam { SheetTestSeam(fixture.host)! }

    /// The handle and, while a page is pushed, the page header: what lies above the page.
    static func chrome(_ fixture: SheetFixture) -> Double {
        let seam = Self.seam(fixture)
        return [seam.handle, seam.pageHeader].reduce(0.0) { total, part in
            guard gtk_widget_get_child_visible(part) != 0 else { return total }
            var natural: Int32 = 0
            gtk_widget_measure(part, GTK_ORIENTATION_VERTICAL, 600, nil, &natural, nil, nil)
            return total + Double(natural)
        }
    }

    // MARK: Height follows the page

    @Test func atAFittedDetentTheHeightSpringsToTheNewPageInTheSameMotionWithNoGap() throws {
        try gtkTest {
            let (fixture, root) = try Self.open(at: .expanded)
            let first = fixture.sheetHeight
            #expect(first == 500 + Self.chrome(fixture), "fitted to the 500 px page: \(first)")

            // State to keep: a scrolled list and typed text.
            let adjustment = root.list.vadjustment
            gtk_adjustment_set_value(adjustment, 1234)
            gtk_editable_set_text(OpaquePointer(root.entry), "typed before the push")

            let clock = ScriptedClock(fixture.host)
            let page = Self.page(height: 200)
            bs_bottom_sheet_push(fixture.host, page, "Details")
            let second = 200 + Self.chrome(fixture)
            var heights: [Double] = [fixture.sheetHeight]
            var frames = 0
            while clock.isAnimating && clock.now < 1010 {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
                heights.append(fixture.sheetHeight)
                frames += 1
                try expectNoGap(fixture, page, "push frame \(frames)")
            }
            #expect(frames >= 10, "the slide and the height ran over \(frames) frames")
            #expect(fixture.sheetHeight == second)
            try expectOneMotion(heights, from: first, to: second)

            bs_bottom_sheet_pop(fixture.host)
            heights = [fixture.sheetHeight]
            while clock.isAnimating && clock.now < 1010 {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
                heights.append(fixture.sheetHeight)
                try expectNoGap(fixture, root.box, "pop")
            }
            #expect(fixture.sheetHeight == first)
            try expectOneMotion(heights, from: second, to: first)
            #expect(gtk_adjustment_get_value(adjustment) == 1234, "the root page's scroll offset")
            #expect(String(cString: gtk_editable_get_text(OpaquePointer(root.entry))) == "typed before the push")
        }
    }

    @Test func atADetentCappedByTheWindowTheHeightStaysAndThePageFillsIt() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .expanded))
            #expect(fixture.sheetHeight == 400)
            let clock = ScriptedClock(fixture.host)
            let page = Self.page(height: 700)
            bs_bottom_sheet_push(fixture.host, page, "Tall")
            #expect(clock.isAnimating, "the page slides in")
            while clock.isAnimating && clock.now < 1010 {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
                #expect(fixture.sheetHeight == 400)
            }
            fixture.window.waitForDraw()
            let bounds = try #require(WidgetTree.bounds(of: page, in: fixture.widget))
            #expect(bounds.x == 0 && bounds.bottom >= fixture.hostHeight - 1, "\(bounds)")
        }
    }

    // MARK: The slide

    @Test(arguments: [false, true])
    func thePageSlidesInFromTheEndEdgeOverTheOldOneWhichMovesAThirdOfTheWay(rtl: Bool) throws {
        try gtkTest {
          try GtkGlobals.withDirection(rtl: rtl) {
            let (fixture, root) = try Self.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let page = Self.page(height: 200)
            bs_bottom_sheet_push(fixture.host, page, "Details")
            let end: Double = rtl ? -1 : 1
            var sawMidway = false
            while clock.isAnimating && clock.now < 1010 {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
                let front = try #require(WidgetTree.bounds(of: page, in: fixture.widget))
                // Towards the end edge, never past its resting place.
                #expect(front.x * end >= -0.5, "front at \(front.x)")
                guard clock.isAnimating, front.x * end > 100, front.x * end < 500 else { continue }
                sawMidway = true
                let back = try #require(WidgetTree.bounds(of: root.box, in: fixture.widget))
                #expect(back.x * end < 0 && back.x * end >= -200.5, "the old page moves towards the start: \(back.x)")
                // The old page is drawn (dimmed) while the new one covers it.
                #expect(gtk_widget_is_drawable(root.box) != 0)
            }
            #expect(sawMidway)
            let front = try #require(WidgetTree.bounds(of: page, in: fixture.widget))
            #expect(front.x == 0)
            #expect(gtk_widget_is_drawable(root.box) == 0, "a covered page is not drawn")
          }
        }
    }

    /// A pop that reverses a push mid-slide gives the app's header its place back at once,
    /// with the pages right under it, though the same page goes on sliding (out now): the
    /// headers swap there, and the pages are not only moved across. The app's header is
    /// shorter than the page header, so the sheet gets shorter and its allocation is held
    /// while it moves: only the stacking changes.
    @Test func aPushReversedMidSlideStacksThePagesUnderTheAppsHeaderAgain() throws {
        try gtkTest {
            let (fixture, root) = try Self.open()
            let header = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(header, -1, 8)
            bs_bottom_sheet_set_header(fixture.host, header)
            #expect(fixture.open(at: .expanded))
            let clock = ScriptedClock(fixture.host)
            let page = Self.page(height: 500)
            // With no title: the page header's title does not change either, which would
            // lay the sheet out anyway.
            bs_bottom_sheet_push(fixture.host, page, "")
            // Kept past the pop: the sheet lets go of it when it has slid out.
            g_object_ref(UnsafeMutableRawPointer(page))
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            for _ in 0..<4 {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
            }
            bs_bottom_sheet_pop(fixture.host)
            @MainActor func expectPagesUnderTheHeader(_ when: String) throws {
                let headerBounds = try #require(WidgetTree.bounds(of: header, in: fixture.widget))
                let rootBounds = try #require(WidgetTree.bounds(of: root.box, in: fixture.widget))
                #expect(gtk_widget_get_child_visible(header) != 0, "\(when): the app's header shows")
                #expect(rootBounds.y == headerBounds.bottom,
                        "\(when): the root page's top at \(rootBounds.y), the header's bottom at \(headerBounds.bottom)")
                if gtk_widget_get_parent(page) != nil, let pageBounds = WidgetTree.bounds(of: page, in: fixture.widget) {
                    #expect(pageBounds.y == rootBounds.y, "\(when): the page's top at \(pageBounds.y)")
                }
            }
            for frame in 1...3 {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
                #expect(clock.isAnimating, "the page still slides out")
                try expectPagesUnderTheHeader("frame \(frame) after the pop")
            }
            clock.runDrawnFrames(of: fixture, limit: 120)
            try expectPagesUnderTheHeader("at rest")
            #expect(WidgetTree.bounds(of: root.box, in: fixture.widget)?.x == 0)
        }
    }

    // MARK: Properties, signals, the page header

    @Test func pushAndPopUpdateThePropertiesTheSignalsAndTheHeader() throws {
        try gtkTest {
            let (fixture, root) = try Self.open(at: .expanded)
            let seam = Self.seam(fixture)
            let countNotified = NotifyRecorder(fixture.host, property: "page-count") { Double(bs_bottom_sheet_get_page_count($0)) }
            let pageNotified = NotifyRecorder(fixture.host, property: "visible-page") { _ in 0 }
            defer { countNotified.stop(); pageNotified.stop() }
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(fixture.host)))
            var pushedPages: [UnsafeMutablePointer<GtkWidget>] = []
            var poppedPages: [UnsafeMutablePointer<GtkWidget>] = []
            let pushing = sheet.onPushed { pushedPages.append($0) }
            let popping = sheet.onPopped { poppedPages.append($0) }
            defer { _ = (pushing, popping) }
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == root.box)
            #expect(gtk_widget_get_child_visible(seam.pageHeader) == 0, "no back button on the root page")

            let page = Self.page(height: 200)
            bs_bottom_sheet_push(fixture.host, page, "Details")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 2)
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == page)
            #expect(pushedPages == [page] && countNotified.values == [2] && pageNotified.values.count == 1)
            #expect(gtk_widget_get_child_visible(seam.pageHeader) != 0)
            #expect(String(cString: gtk_label_get_text(OpaquePointer(seam.pageTitleLabel))) == "Details")

            #expect(bs_bottom_sheet_pop(fixture.host) != 0)
            #expect(poppedPages == [page] && bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(bs_bottom_sheet_pop(fixture.host) == 0, "the root page is never popped")
            #expect(poppedPages.count == 1)
            #expect(gtk_widget_get_child_visible(seam.pageHeader) == 0)
        }
    }

    @Test func aPageWithAParentIsRefusedWithACritical() throws {
        try gtkTest {
            let (fixture, root) = try Self.open()
            bs_bottom_sheet_push(fixture.host, root.entry, "Again")
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 1 && messages.first?.contains("BsBottomSheet:page must be a widget with no parent yet") == true,
                    "\(messages)")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
        }
    }

    // MARK: Back paths

    @Test func theBackButtonPopsAndEscapePopsBeforeItCloses() throws {
        try gtkTest {
            let (fixture, _) = try Self.open(at: .expanded)
            let seam = Self.seam(fixture)
            bs_bottom_sheet_push(fixture.host, Self.page(height: 200), "One")
            bs_bottom_sheet_push(fixture.host, Self.page(height: 300), "Two")
            // A button's activation clicks it after showing it pressed for a moment.
            #expect(gtk_widget_activate(seam.backButton) != 0)
            #expect(MainContext.iterate(until: { bs_bottom_sheet_get_page_count(fixture.host) == 2 }))
            #expect(seam.escape(), "Escape pops")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(fixture.detent == .expanded)
            #expect(seam.escape(), "then closes")
            #expect(fixture.detent == .dismissed)
        }
    }

    @Test func escapeWhileTheSheetIsClosedIsTheApps() throws {
        try gtkTest {
            let (fixture, _) = try Self.open(at: .expanded)
            let seam = Self.seam(fixture)
            bs_bottom_sheet_push(fixture.host, Self.page(height: 200), "One")
            seam.move(to: .dismissed, animated: false)
            #expect(!seam.escape(), "the key goes on to the app")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 2, "the pages are left as they were")
        }
    }

    @Test(arguments: [false, true])
    func aFastSwipeFromTheStartEdgePopsAndASlowShortOneStays(rtl: Bool) throws {
        try gtkTest {
          try GtkGlobals.withDirection(rtl: rtl) {
            let (fixture, _) = try Self.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let towardsEnd: Double = rtl ? -1 : 1
            let edgeX = rtl ? 590.0 : 10.0
            bs_bottom_sheet_push(fixture.host, Self.page(height: 200), "Details")
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()

            // Slow and short: a third of the way, held, let go: it stays.
            let slow = ScriptedDrag(fixture)
            slow.begin(x: edgeX, y: 150)
            for step in 1...20 { slow.move(dx: towardsEnd * Double(step) * 10, dy: 0, after: 0.05) }
            slow.move(dx: towardsEnd * 200, dy: 0, after: 0.2)
            slow.end(after: 0.05)
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 2)
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()
            #expect(fixture.detent == .expanded, "a sideways drag never moves the sheet")

            // Fast: a flick of 150 px in 60 ms: it pops.
            let fast = ScriptedDrag(fixture)
            fast.begin(x: edgeX, y: 150)
            for step in 1...6 { fast.move(dx: towardsEnd * Double(step) * 25, dy: 0, after: 0.01) }
            fast.end(after: 0.01)
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(fixture.detent == .expanded)

            // Away from the start edge, a sideways drag does nothing to the pages.
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()
            bs_bottom_sheet_push(fixture.host, Self.page(height: 200), "Again")
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()
            let middle = ScriptedDrag(fixture)
            middle.begin(x: 300, y: 150)
            for step in 1...6 { middle.move(dx: towardsEnd * Double(step) * 25, dy: 0, after: 0.01) }
            middle.end(after: 0.01)
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 2)
          }
        }
    }

    @Test func aPressDuringASlideHoldsItAndAVerticalDragEndsItAndMovesTheSheet() throws {
        try gtkTest {
            let (fixture, _) = try Self.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let seam = Self.seam(fixture)
            let page = Self.page(height: 200)
            bs_bottom_sheet_push(fixture.host, page, "Details")
            clock.advance(by: 0.05)
            clock.frame()
            fixture.window.waitForDraw()
            let held = try #require(seam.pages.transition?.progress)
            #expect(held > 0 && held < 1)

            // On the sliding page (not on the list of the page under it, which would scroll).
            let drag = ScriptedDrag(fixture)
            drag.begin(x: 570, y: 200)
            clock.run(for: 0.3)
            #expect(seam.pages.transition?.progress == held, "the press holds the slide")
            drag.claim(up: true)
            #expect(seam.pages.transition == nil, "a vertical drag ends the slide where it was going")
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == page)
            let before = fixture.sheetHeight
            drag.glide(by: -40, steps: 4, over: 0.2)
            #expect(fixture.sheetHeight > before, "and moves the sheet")
            drag.hold()
            drag.end()
            #expect(clock.runUntilResting())
        }
    }

    @Test func theHandOffFollowsTheListOfThePageShown() throws {
        try gtkTest {
            let (fixture, _) = try Self.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let list = ListFixture.stringList(rows: 200)
            bs_bottom_sheet_push(fixture.host, list.scrolled, "A long list")
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()
            let expanded = fixture.sheetHeight
            #expect(fixture.detent == .expanded && expanded < 720)

            // Up on the pushed list: first the sheet grows to full, the list stays at its top.
            let drag = ScriptedDrag(fixture)
            drag.begin(x: 300, y: 200)
            drag.claim(up: true)
            drag.glide(by: -100, steps: 5, over: 0.25)
            #expect(fixture.sheetHeight > expanded)
            #expect(gtk_adjustment_get_value(list.vadjustment) == 0)
            drag.hold()
            drag.end()
            #expect(clock.runUntilResting())
        }
    }

    // MARK: Focus

    /// Focus moves once and stays: with animations off the covered page is put aside
    /// at once, and GTK 4.8, finding the focus in a widget put aside, moves it again at
    /// the next frame (to the covered page's list, or the window's first widget) unless
    /// it has moved already. Checked after the slide and a few frames more.
    @Test(arguments: [true, false])
    func focusMovesIntoThePushedPageAndBackToThePusherOnPop(animations: Bool) throws {
        try gtkTest {
          try GtkGlobals.withSetting("gtk-enable-animations", animations) {
            let (fixture, root) = try Self.open(at: .expanded)
            #expect(gtk_widget_grab_focus(root.entry) != 0)
            let window = fixture.window.window
            var focus: UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(OpaquePointer(window)) }
            let settle = {
                _ = MainContext.iterate(until: { Self.seam(fixture).pages.transition == nil })
                for _ in 0..<3 { fixture.window.waitForDraw() }
            }
            let page = Self.page(height: 200)
            bs_bottom_sheet_push(fixture.host, page, "Details")
            #expect(focus.map { gtk_widget_is_ancestor($0, page) != 0 } ?? false, "focus in the new page")
            settle()
            #expect(focus.map { gtk_widget_is_ancestor($0, page) != 0 } ?? false,
                    "focus stayed in the new page: \(focus.map { String(cString: gtk_widget_get_name($0)) } ?? "none")")
            bs_bottom_sheet_pop(fixture.host)
            #expect(focus.map { $0 == root.entry || gtk_widget_is_ancestor($0, root.entry) != 0 } ?? false, "focus back on the entry")
            settle()
            #expect(focus.map { $0 == root.entry || gtk_widget_is_ancestor($0, root.entry) != 0 } ?? false,
                    "focus stayed on the entry: \(focus.map { String(cString: gtk_widget_get_name($0)) } ?? "none")")
          }
        }
    }

    // MARK: Screen readers

    /// Each page is in a group of the sheet's own named by the page's title, so that a
    /// screen reader says the title when focus moves into it (SheetAccessibility);
    /// the root page's group is named by the sheet's title. What
    /// the sheet puts aside leaves the accessibility tree: the covered page, the page
    /// header on the root page, the app's header under a pushed page.
    @Test func eachPageIsAGroupNamedByItsTitleAndWhatIsPutAsideLeavesTheTree() throws {
        try gtkTest {
            let header = gtk_label_new("The app's header")!
            let (fixture, root) = try Self.open()
            bs_bottom_sheet_set_header(fixture.host, header)
            bs_bottom_sheet_set_title(fixture.host, "Places")
            #expect(fixture.open(at: .expanded))
            let seam = Self.seam(fixture)
            let rootFrame = try #require(gtk_widget_get_parent(root.box))
            #expect(rootFrame == seam.rootPage)
            #expect(Accessible.role(rootFrame) == GTK_ACCESSIBLE_ROLE_GROUP)
            #expect(Accessible.label(rootFrame, is: "Places") == nil, "named by the sheet's title before any push")
            #expect(Accessible.hidden(seam.pageHeader, is: true) == nil, "no back button on the root page")
            #expect(Accessible.hidden(header, is: false) == nil)

            let page = Self.page(height: 200)
            g_object_ref(UnsafeMutableRawPointer(page))
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            bs_bottom_sheet_push(fixture.host, page, "Details")
            let frame = try #require(gtk_widget_get_parent(page))
            #expect(gtk_widget_get_parent(frame) == seam.sheet)
            #expect(Accessible.role(frame) == GTK_ACCESSIBLE_ROLE_GROUP)
            #expect(Accessible.label(frame, is: "Details") == nil)
            #expect(Accessible.label(rootFrame, is: "Places") == nil, "the root page is named by the sheet's title")
            #expect(Accessible.label(seam.sheet, is: "Details") == nil, "the dialog is named by the page's title")
            #expect(Accessible.label(seam.pageHeader, is: "Details") == nil)
            #expect(Accessible.role(seam.pageHeader) == GTK_ACCESSIBLE_ROLE_GROUP)
            #expect(Accessible.hidden(seam.pageHeader, is: false) == nil)
            #expect(Accessible.hidden(header, is: true) == nil, "the app's header is not on screen under a page")
            let arrow = try #require(gtk_widget_get_first_child(seam.backButton))
            #expect(Accessible.hidden(arrow, is: true) == nil, "the back button's arrow is decoration")
            #expect(MainContext.iterate(until: { seam.pages.transition == nil }))
            #expect(Accessible.hidden(rootFrame, is: true) == nil, "the covered page leaves the tree")
            #expect(Accessible.hidden(frame, is: false) == nil)

            bs_bottom_sheet_pop(fixture.host)
            #expect(Accessible.hidden(rootFrame, is: false) == nil, "the page going back in is in the tree at once")
            #expect(Accessible.label(seam.sheet, is: "Places") == nil)
            #expect(Accessible.hidden(seam.pageHeader, is: true) == nil)
            #expect(Accessible.hidden(header, is: false) == nil)
            #expect(MainContext.iterate(until: { gtk_widget_get_parent(page) == nil }), "the popped page leaves its group")
            #expect(WidgetTree.children(of: seam.sheet).contains(frame) == false, "…and the group leaves the sheet")
            #expect(Accessible.label(rootFrame, is: "Places") == nil, "the root page stays named")

            // A header that leaves from under a pushed page goes back into the tree.
            bs_bottom_sheet_push(fixture.host, Self.page(height: 200), "Again")
            #expect(Accessible.hidden(header, is: true) == nil)
            g_object_ref(UnsafeMutableRawPointer(header))
            defer { g_object_unref(UnsafeMutableRawPointer(header)) }
            bs_bottom_sheet_set_header(fixture.host, nil)
            #expect(Accessible.hidden(header, is: false) == nil)
        }
    }

    // MARK: Helpers

    /// The page fills the body's place down to the host's bottom edge: no gap under it.
    func expectNoGap(_ fixture: SheetFixture, _ page: UnsafeMutablePointer<GtkWidget>, _ when: String) throws {
        let bounds = try #require(WidgetTree.bounds(of: page, in: fixture.widget), "\(when): page not allocated")
        #expect(bounds.bottom >= fixture.hostHeight - 1, "\(when): a gap under the page \(bounds)")
        let sheetTop = fixture.hostHeight - fixture.sheetHeight
        #expect(bounds.top <= sheetTop + Self.chrome(fixture) + 1, "\(when): a gap over the page \(bounds)")
    }

    /// Heights of one spring from `from` to `to`: none beyond either end by more than the
    /// spring's own overshoot (damping 0.8: 1.5 %), and no step larger than the spring's
    /// fastest frame.
    func expectOneMotion(_ heights: [Double], from: Double, to: Double) throws {
        let span = abs(to - from)
        let overshoot = span * 0.02 + 1
        for height in heights {
            #expect(height >= min(from, to) - overshoot && height <= max(from, to) + overshoot, "height \(height)")
        }
        // The fastest a spring of this stiffness moves over `span` in a 60 Hz frame.
        let fastestStep = span * SpringParameters.default.naturalFrequency / 60 * 0.7
        let steps = zip(heights, heights.dropFirst()).map { abs($1 - $0) }
        #expect(steps.allSatisfy { $0 <= fastestStep + 1 }, "steps \(steps), at most \(fastestStep)")
        #expect(steps.first ?? 0 <= fastestStep / 2, "no jump at the start: \(steps.first ?? 0)")
    }
}
