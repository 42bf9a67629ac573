@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// Pages meeting bad input and presses at the wrong moment: no crash, a clean critical
/// for what GTK's conventions call a programmer's error, nothing left half-slid on
/// screen, nothing kept alive. (The page fixture is `PageTests`'.)
@MainActor
@Suite(.serialized)
struct PageRobustnessTests {
    // MARK: Presses at the wrong moment

    /// Pushes a page, lets it rest, pops it and lets its slide out run 30 ms; returns a
    /// watch on the popped page.
    static func popMidSlide(
        _ fixture: SheetFixture, _ clock: ScriptedClock, sourceLocation: SourceLocation = #_sourceLocation
    ) -> FinalizationWatch {
        let page = PageTests.page(height: 200)
        let watch = FinalizationWatch()
        watch.watch(page, "the popped page")
        bs_bottom_sheet_push(fixture.host, page, "Details")
        #expect(clock.runUntilResting(), sourceLocation: sourceLocation)
        fixture.window.waitForDraw()

        bs_bottom_sheet_pop(fixture.host)
        clock.run(for: 0.03)
        return watch
    }

    /// A press on a page mid-slide holds the slide until its release. When the release
    /// never comes (the next press arrives first, as `RobustnessRandomSequenceTests` does
    /// it), the next press lets the slide go, as that release would have: before, a
    /// next press outside the pages left the popped page half slid out, drawn over the
    /// page under it and alive, for good (found by the random sequences).
    @Test(arguments: [false, true])
    func aPressWhoseReleaseNeverCameLetsGoOfTheSlideItHeldAtTheNextPress(swiped: Bool) throws {
        try gtkTest {
            let (fixture, root) = try PageTests.open(at: .expanded)
            let seam = PageTests.seam(fixture)
            let clock = ScriptedClock(fixture.host)
            let watch = Self.popMidSlide(fixture, clock)
            let drag = ScriptedDrag(fixture)
            drag.begin(x: 300, y: 150)
            #expect(seam.press?.swipe == .holdsSlide, "the press grabbed the slide")
            if swiped {
                drag.move(dx: 60, dy: 0, after: 0.05)
                #expect(seam.press?.swipe == .swiping(claimedAt: 60))
            }
            // The next press, on the content above the sheet: no release came between.
            let gesture = try #require(seam.dragGesture)
            bs_test_emit_drag(gesture, "drag-begin", 300, 10)
            drag.end()

            #expect(clock.runUntilResting(), "the slide goes on")
            #expect(seam.pages.transition == nil, "no slide left held")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(gtk_widget_get_child_visible(root.box) != 0)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after it was popped: \(survivors)")
        }
    }

    /// The same from a touchpad scroll on the handle, which also starts a drag of its own.
    @Test func aTouchpadScrollWhileAPressHoldsTheSlideLetsGoOfIt() throws {
        try gtkTest {
            let (fixture, _) = try PageTests.open(at: .expanded)
            let seam = PageTests.seam(fixture)
            let clock = ScriptedClock(fixture.host)
            let watch = Self.popMidSlide(fixture, clock)
            ScriptedDrag(fixture).begin(x: 300, y: 150)
            #expect(seam.press?.swipe == .holdsSlide)
            let scroll = try #require(seam.handleScrollController)
            bs_test_emit_scroll_edge(scroll, "scroll-begin")
            _ = bs_test_emit_scroll(scroll, 0, 5)
            bs_test_emit_scroll_edge(scroll, "scroll-end")

            #expect(clock.runUntilResting())
            #expect(seam.pages.transition == nil, "no slide left held")
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after it was popped: \(survivors)")
        }
    }

    // MARK: Bad input

    /// What the app's code must never pass, refused as GTK refuses it: one critical
    /// naming the check that failed (`g_return_if_fail`), and nothing else happens.
    enum BadPage: String, CaseIterable, Sendable, CustomStringConvertible {
        /// push (sheet, NULL, …)
        case null = "NULL"
        /// A GObject that is no widget (a GtkAdjustment), cast as C lets an app cast it.
        case notAWidget = "a GtkAdjustment"
        var description: String { rawValue }
    }

    @Test(arguments: BadPage.allCases)
    func pushingWhatIsNoWidgetIsACriticalAndNothingElse(page bad: BadPage) throws {
        try gtkTest {
            let (fixture, root) = try PageTests.open(at: .expanded)
            let log = SheetEventLog(fixture.host, pages: true)
            let adjustment = gtk_adjustment_new(0, 0, 1, 1, 1, 1)!
            g_object_ref_sink(UnsafeMutableRawPointer(adjustment))
            defer { g_object_unref(UnsafeMutableRawPointer(adjustment)) }
            let page: UnsafeMutablePointer<GtkWidget>? = switch bad {
            case .null: nil
            case .notAWidget: UnsafeMutableRawPointer(adjustment).assumingMemoryBound(to: GtkWidget.self)
            }
            bs_bottom_sheet_push(fixture.host, page, "Bad")
            let messages = takeCapturedGtkMessages()
            #expect(messages == ["CRITICAL : bs_bottom_sheet_push: assertion 'GTK_IS_WIDGET (page)' failed"], "\(messages)")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == root.box)
            #expect(log.take().isEmpty)
            // The sheet goes on working.
            bs_bottom_sheet_push(fixture.host, PageTests.page(height: 200), "Good")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 2)
        }
    }

    /// The sheet's calls on what is no sheet: a critical each, and FALSE where they
    /// return a value.
    @Test func pushAndPopOnWhatIsNoSheetAreCriticalsAndNothingElse() throws {
        try gtkTest {
            let page = PageTests.page(height: 200)
            g_object_ref_sink(UnsafeMutableRawPointer(page))
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            let notASheet = OpaquePointer(page)
            bs_bottom_sheet_push(nil, page, "Page")
            bs_bottom_sheet_push(notASheet, page, "Page")
            #expect(bs_bottom_sheet_pop(nil) == 0)
            #expect(bs_bottom_sheet_pop(notASheet) == 0)
            #expect(bs_bottom_sheet_pop_to_root(nil) == 0)
            #expect(bs_bottom_sheet_get_page_count(nil) == 0)
            #expect(bs_bottom_sheet_get_visible_page(nil) == nil)
            let messages = takeCapturedGtkMessages()
            #expect(messages.count == 7, "\(messages)")
            #expect(messages.allSatisfy { $0.hasPrefix("CRITICAL : bs_bottom_sheet_") && $0.contains("BS_IS_BOTTOM_SHEET (self)") },
                    "\(messages)")
            #expect(gtk_widget_get_parent(page) == nil)
        }
    }

    /// A page the sheet already holds, pushed again (the page shown, a covered one, or
    /// the sheet's child): it has a parent, so it is refused with the sheet's critical
    /// for any widget with a parent. It stays in the sheet once, where it was, and the
    /// stack, the signals and what is drawn do not change.
    enum Again: String, CaseIterable, Sendable, CustomStringConvertible {
        case shownPage = "the page shown"
        case coveredPage = "a covered page"
        case sheetChild = "the sheet's child"
        case elsewhere = "a widget in another container"
        var description: String { rawValue }
    }

    @Test(arguments: Again.allCases)
    func pushingAWidgetWithAParentIsRefusedAndNothingMoves(again: Again) throws {
        try gtkTest {
            let (fixture, root) = try PageTests.open(at: .expanded)
            let seam = PageTests.seam(fixture)
            let clock = ScriptedClock(fixture.host)
            let first = PageTests.page(height: 200)
            let second = PageTests.page(height: 300)
            bs_bottom_sheet_push(fixture.host, first, "First")
            bs_bottom_sheet_push(fixture.host, second, "Second")
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()
            let log = SheetEventLog(fixture.host, pages: true)
            let elsewhere = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            g_object_ref_sink(UnsafeMutableRawPointer(elsewhere))
            defer { g_object_unref(UnsafeMutableRawPointer(elsewhere)) }
            let button = gtk_button_new_with_label("In a box")!
            WidgetTree.append(button, to: elsewhere)

            let widget = switch again {
            case .shownPage: second
            case .coveredPage: first
            case .sheetChild: root.box
            case .elsewhere: button
            }
            let parent = gtk_widget_get_parent(widget)
            bs_bottom_sheet_push(fixture.host, widget, "Again")
            let messages = takeCapturedGtkMessages()
            #expect(messages == ["CRITICAL BottomSheet: BsBottomSheet:page must be a widget with no parent yet"], "\(messages)")
            #expect(gtk_widget_get_parent(widget) == parent, "it moved")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 3)
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == second)
            #expect(seam.pages.transition == nil, "a slide began")
            #expect(log.take().isEmpty)
            #expect(String(cString: gtk_label_get_text(OpaquePointer(seam.pageTitleLabel))) == "Second")
            // Each page in its own group of the sheet's (BsSheetPage), shown or put aside.
            let groups = seam.pageFrames
            for page in [root.box, first, second] {
                #expect(groups.filter { $0.page == SheetTestSeam.pageID(page) }.count == 1)
            }
            #expect(groups.count == 3)
            let drawn = groups.filter { gtk_widget_get_child_visible($0.frame) != 0 }.map(\.page)
            #expect(drawn == [SheetTestSeam.pageID(second)])

            // Popping still works, page by page.
            #expect(bs_bottom_sheet_pop(fixture.host) != 0)
            #expect(bs_bottom_sheet_pop(fixture.host) != 0)
            #expect(bs_bottom_sheet_pop(fixture.host) == 0)
            #expect(log.take() == [.popped(second), .popped(first)])
        }
    }

    /// The window is destroyed while the app keeps the sheet: off screen, a push and a
    /// pop take effect at once (nothing can slide), and the popped page is freed. Once
    /// the sheet is disposed, push and pop do nothing and say nothing.
    @Test func pushAndPopOffScreenTakeEffectAtOnceAndOnADisposedSheetDoNothing() throws {
        try gtkTest {
            let (fixture, _) = try PageTests.open()
            let host = fixture.host
            g_object_ref(UnsafeMutableRawPointer(host))
            defer { g_object_unref(UnsafeMutableRawPointer(host)) }
            gtk_window_destroy(fixture.window.window)
            let watch = FinalizationWatch()
            let page = PageTests.page(height: 200)
            watch.watch(page, "a page pushed off screen")
            bs_bottom_sheet_push(host, page, "Off screen")
            #expect(bs_bottom_sheet_get_page_count(host) == 2)
            #expect(SheetTestSeam(host)?.pages.transition == nil, "no slide off screen")
            #expect(bs_bottom_sheet_pop(host) != 0)
            #expect(bs_bottom_sheet_get_page_count(host) == 1)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after its pop: \(survivors)")

            g_object_run_dispose(bs_test_as_object(UnsafeMutableRawPointer(host)))
            let later = PageTests.page(height: 200)
            g_object_ref_sink(UnsafeMutableRawPointer(later))
            defer { g_object_unref(UnsafeMutableRawPointer(later)) }
            bs_bottom_sheet_push(host, later, "After")
            #expect(gtk_widget_get_parent(later) == nil)
            #expect(bs_bottom_sheet_pop(host) == 0)
            #expect(bs_bottom_sheet_pop_to_root(host) == 0)
            #expect(bs_bottom_sheet_get_page_count(host) == 0)
            let sheet = try #require(BottomSheet(wrapping: UnsafeMutableRawPointer(host)))
            sheet.push(later, title: "After")
            #expect(!sheet.pop())
            #expect(sheet.pageCount == 0 && sheet.visiblePage == nil)
        }
    }

    /// An app unparents a page the sheet holds (which only a widget's parent should do)
    /// and drops it. The sheet keeps a reference of its own while its stack names the
    /// page, so it never touches a freed widget: the page is no longer drawn, stays in
    /// the stack until popped, and is freed then. Before, the sheet read the freed page
    /// (GObject criticals, and a crash once its memory was reused).
    @Test(arguments: [false, true])
    func aPageTheAppUnparentedItselfIsNeverTouchedOnceFreed(midSlide: Bool) throws {
        try gtkTest {
            let (fixture, root) = try PageTests.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let page = PageTests.page(height: 200)
            let watch = FinalizationWatch()
            watch.watch(page, "the page")
            bs_bottom_sheet_push(fixture.host, page, "Details")
            if !midSlide { #expect(clock.runUntilResting()) }
            fixture.window.waitForDraw()
            gtk_widget_unparent(page)
            clock.run(for: 1)
            fixture.window.waitForDraw()
            #expect(watch.survivors == ["the page"], "freed while the stack names it")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 2)
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == page)

            #expect(bs_bottom_sheet_pop(fixture.host) != 0)
            clock.run(for: 1)
            fixture.window.waitForDraw()
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(bs_bottom_sheet_get_visible_page(fixture.host) == root.box)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after its pop: \(survivors)")
            bs_bottom_sheet_push(fixture.host, PageTests.page(height: 300), "Next")
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 2)
        }
    }

    /// The same for the sheet's child, the root page, unparented by the app with a page
    /// over it: the page can still be popped, and the old child is freed once the app
    /// sets another.
    @Test func aSheetChildTheAppUnparentedItselfIsNeverTouchedOnceFreed() throws {
        try gtkTest {
            let (fixture, root) = try PageTests.open(at: .expanded)
            let clock = ScriptedClock(fixture.host)
            let watch = FinalizationWatch()
            watch.watch(root.box, "the old child")
            bs_bottom_sheet_push(fixture.host, PageTests.page(height: 200), "Details")
            #expect(clock.runUntilResting())
            gtk_widget_unparent(root.box)
            #expect(bs_bottom_sheet_pop(fixture.host) != 0)
            clock.run(for: 1)
            fixture.window.waitForDraw()
            bs_bottom_sheet_set_sheet(fixture.host, PageTests.page(height: 300))
            fixture.window.waitForDraw()
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after it was replaced: \(survivors)")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
        }
    }

    // MARK: Titles

    /// With no title given, the page's own `title` string property names it (as an
    /// AdwNavigationPage's); a page without one has an empty title.
    @Test func aPageWithNoTitleTakesItsOwnTitlePropertyOrNone() throws {
        try gtkTest {
            let (fixture, _) = try PageTests.open(at: .expanded)
            let seam = PageTests.seam(fixture)
            let titled = bs_test_titled_widget_new()!
            GObjectProperties.setString(OpaquePointer(titled), "title", "Colour of the pin")
            bs_bottom_sheet_push(fixture.host, titled, nil)
            #expect(String(cString: gtk_label_get_text(OpaquePointer(seam.pageTitleLabel))) == "Colour of the pin")
            bs_bottom_sheet_push(fixture.host, PageTests.page(height: 100), nil)
            #expect(String(cString: gtk_label_get_text(OpaquePointer(seam.pageTitleLabel))) == "")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 3)
        }
    }
}
