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

    /// A press on a page mid-slide holds the slide until its release. When the release
    /// never comes (the next press arrives first, as `RobustnessRandomSequenceTests` does
    /// it), the next press lets the slide go, as that release would have: before, a
    /// next press outside the pages left the popped page half slid out, drawn over the
    /// page under it and alive, for good (found by the random sequences).
    @Test(arguments: [false, true])
    func aPressWhoseReleaseNeverCameLetsGoOfTheSlideItHeldAtTheNextPress(swiped: Bool) throws {
        try gtkTest {
            let (fixture, root) = try PageTests.open()
            #expect(fixture.open(at: .expanded))
            let driver = PageTests.driver(fixture)
            let clock = ScriptedClock(fixture.host)
            let page = PageTests.page(height: 200)
            let watch = FinalizationWatch()
            watch.watch(page, "the popped page")
            bs_bottom_sheet_push(fixture.host, page, "Details")
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()

            bs_bottom_sheet_pop(fixture.host)
            clock.run(for: 0.03)
            let drag = ScriptedDrag(fixture)
            drag.begin(x: 300, y: 150)
            #expect(driver.drag?.swipe == .holdsSlide, "the press grabbed the slide")
            if swiped {
                drag.move(dx: 60, dy: 0, after: 0.05)
                #expect(driver.drag?.swipe == .swiping(claimedAt: 60))
            }
            // The next press, on the content above the sheet: no release came between.
            let gesture = try #require(driver.dragGesture)
            bs_test_emit_drag(gesture, "drag-begin", 300, 10)
            drag.end()

            #expect(clock.runUntilResting(), "the slide goes on")
            #expect(driver.pages.transition == nil, "no slide left held")
            #expect(bs_bottom_sheet_get_page_count(fixture.host) == 1)
            #expect(gtk_widget_get_child_visible(root.box) != 0)
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after it was popped: \(survivors)")
        }
    }

    /// The same from a touchpad scroll on the handle, which also starts a drag of its own.
    @Test func aTouchpadScrollWhileAPressHoldsTheSlideLetsGoOfIt() throws {
        try gtkTest {
            let (fixture, _) = try PageTests.open()
            #expect(fixture.open(at: .expanded))
            let driver = PageTests.driver(fixture)
            let clock = ScriptedClock(fixture.host)
            let page = PageTests.page(height: 200)
            let watch = FinalizationWatch()
            watch.watch(page, "the popped page")
            bs_bottom_sheet_push(fixture.host, page, "Details")
            #expect(clock.runUntilResting())
            fixture.window.waitForDraw()

            bs_bottom_sheet_pop(fixture.host)
            clock.run(for: 0.03)
            ScriptedDrag(fixture).begin(x: 300, y: 150)
            #expect(driver.drag?.swipe == .holdsSlide)
            let scroll = try #require(driver.handleScrollController)
            bs_test_emit_scroll_edge(scroll, "scroll-begin")
            _ = bs_test_emit_scroll(scroll, 0, 5)
            bs_test_emit_scroll_edge(scroll, "scroll-end")

            #expect(clock.runUntilResting())
            #expect(driver.pages.transition == nil, "no slide left held")
            let survivors = watch.waitForAllFinalized()
            #expect(survivors.isEmpty, "still alive after it was popped: \(survivors)")
        }
    }
}
