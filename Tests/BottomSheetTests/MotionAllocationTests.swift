@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// A moving sheet is translated, not laid out: its child keeps its allocation while the
/// sheet is dragged or springs, and is laid out once more only when it rests at a new
/// height. Counted with a widget that counts its own size allocations, around the list.
///
/// The list's scrolled window has overlay scrolling off: GTK 4.8's overlay scrollbar
/// re-allocates its scrolled window on frames while its indicator shows (after the
/// adjustment changed), whatever moves, as when a plain GtkListView scrolls; that is
/// GTK's own and would hide what the sheet does.
///
/// Default fixture sizes: 600×800 host, 200-row list, `full` 760 px, `expanded` 400 px.
@MainActor
@Suite(.serialized)
struct MotionAllocationTests {
    /// A sheet whose child is the counter around a 200-row list, on scripted time,
    /// resting at `detent`.
    static func openSheet(
        at detent: Detent, footer: UnsafeMutablePointer<GtkWidget>? = nil
    ) throws -> (SheetFixture, ScriptedClock, counter: UnsafeMutablePointer<GtkWidget>, list: ListFixture.ScrolledList) {
        let list = ListFixture.stringList(rows: 200)
        gtk_scrolled_window_set_overlay_scrolling(OpaquePointer(list.scrolled), 0)
        let counter = bs_test_allocation_counter_new(list.scrolled)!
        let (fixture, clock) = try SheetFixture.openOnScriptedTime(.widget(counter), restingAt: detent) { host in
            if let footer { bs_bottom_sheet_set_footer(host, footer) }
        }
        return (fixture, clock, counter, list)
    }

    static func allocations(_ counter: UnsafeMutablePointer<GtkWidget>) -> UInt32 {
        bs_test_allocation_counter_get_allocations(counter)
    }

    /// The child's height now, in px.
    static func childHeight(_ counter: UnsafeMutablePointer<GtkWidget>) -> Int32 { gtk_widget_get_height(counter) }

    /// From `full`, a drag down claimed by the sheet's gesture: 60 frames of 5 px each
    /// (750 px shown → 450), each drawn before `eachFrame` runs; then a pause, the
    /// release, and the spring to rest (at `expanded`), drawn.
    static func dragSixtyFramesDown(
        _ fixture: SheetFixture, _ clock: ScriptedClock, eachFrame: (Int) -> Void
    ) throws {
        let drag = ScriptedDrag(fixture)
        drag.begin()
        drag.claim(up: false)
        var frame = 0
        drag.glide(by: 300, steps: 60, over: 1) {
            fixture.window.waitForDraw()
            frame += 1
            eachFrame(frame)
        }
        drag.hold(for: 0.2)
        drag.end()
        clock.advance(by: drag.time - clock.now)
        try #require(clock.runUntilResting())
        fixture.window.waitForDraw()
    }

    @Test func aSixtyFrameDragFromFullLaysTheChildOutOnlyOnceItRests() throws {
        try gtkTest {
            let (fixture, clock, counter, _) = try Self.openSheet(at: .full)
            let atRest = Self.allocations(counter)
            var heights: Set<Double> = []
            try Self.dragSixtyFramesDown(fixture, clock) { frame in
                heights.insert(fixture.sheetHeight)
                #expect(Self.allocations(counter) == atRest, "the child was laid out at frame \(frame)")
                #expect(Self.childHeight(counter) == 760 - fixture.handleHeight, "frame \(frame)")
            }
            #expect(heights.count == 60, "the sheet should have moved every frame")
            #expect(fixture.detent == .expanded)
            // At rest: laid out once, at the height it shows.
            #expect(Self.allocations(counter) == atRest + 1)
            #expect(Self.childHeight(counter) == Int32(fixture.sheetHeight) - fixture.handleHeight)
        }
    }

    @Test func aSixtyFrameAnimationLaysTheChildOutOnlyWhereItsHeightMustChange() throws {
        try gtkTest {
            // Up: the first frame lays the child out once at the height the spring reaches
            // (full and its overshoot), none after it while moving, one at rest at full.
            let (fixture, clock, counter, _) = try Self.openSheet(at: .expanded)
            let atRest = Self.allocations(counter)
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            var frames = clock.runDrawnFrames(of: fixture, limit: 60) { frame in
                #expect(Self.allocations(counter) == atRest + 1, "frame \(frame)")
            }
            #expect(frames >= 20, "the spring should take a while: \(frames) frames")
            try #require(clock.runUntilResting())
            fixture.window.waitForDraw()
            #expect(Self.allocations(counter) == atRest + 2)
            #expect(Self.childHeight(counter) == 760 - fixture.handleHeight)

            // Down: none while moving, one at rest.
            let atFull = Self.allocations(counter)
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
            frames = clock.runDrawnFrames(of: fixture, limit: 60) { frame in
                #expect(Self.allocations(counter) == atFull, "frame \(frame)")
            }
            #expect(frames >= 20, "the spring should take a while: \(frames) frames")
            try #require(clock.runUntilResting())
            fixture.window.waitForDraw()
            #expect(Self.allocations(counter) == atFull + 1)
            #expect(Self.childHeight(counter) == 400 - fixture.handleHeight)
        }
    }

    /// Counts the window's frame clock's `phase` signal (`layout`: the window was laid out).
    static func frameClockCounter(_ fixture: SheetFixture, _ phase: String) throws -> SignalCounter {
        SignalCounter.connect(try #require(gtk_widget_get_frame_clock(fixture.window.widget)), phase)
    }

    /// Drags the sheet down for 60 frames (`dragSixtyFramesDown`), counting the frame
    /// clock's `layout` and `paint` signals, and checks that a frame was drawn for each
    /// step. Returns the layouts in the drag's frames, and the counters, which go on.
    static func dragCountingWindowLayouts(
        _ fixture: SheetFixture, _ clock: ScriptedClock, eachFrame: (Int) -> Void = { _ in }
    ) throws -> (whileDragged: Int, layouts: SignalCounter, paints: SignalCounter) {
        let layouts = try frameClockCounter(fixture, "layout")
        let paints = try frameClockCounter(fixture, "paint")
        var whileDragged = 0
        try dragSixtyFramesDown(fixture, clock) { frame in
            #expect(paints.count >= frame, "a frame was drawn for each step: \(paints.count) by step \(frame)")
            eachFrame(frame)
            whileDragged = layouts.count
        }
        return (whileDragged, layouts, paints)
    }

    /// The sheet moves alone: no frame of a drag has a layout phase (nothing asked the
    /// window to lay out), and a spring lays the window out only where the child gets a
    /// new height (its scrolled window's scrollbars then ask GTK for one). On X11 a
    /// window's layout asks the X server for the monitor's work area, round trips that
    /// wait until the server has taken the last frame's pixels. Counted with the frame
    /// clock's `layout` signal, against its `paint` signal: the frames did come.
    @Test func aMovingSheetNeverLaysOutTheWindow() throws {
        try gtkTest {
            let (fixture, clock, counter, _) = try Self.openSheet(at: .full)
            let atRest = Self.allocations(counter)
            let (layoutsWhileDragged, layouts, paints) = try Self.dragCountingWindowLayouts(fixture, clock)
            #expect(layoutsWhileDragged == 0, "the window was laid out in \(layoutsWhileDragged) of the drag's frames")
            #expect(fixture.detent == .expanded)
            // At rest at the new height, the child was laid out once.
            #expect(Self.allocations(counter) == atRest + 1)
            #expect(layouts.count - layoutsWhileDragged <= 1,
                    "the window was laid out \(layouts.count - layoutsWhileDragged) times while the sheet settled")

            let paintsBefore = paints.count
            let (layoutsBefore, allocationsBefore) = (layouts.count, Self.allocations(counter))
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            clock.runDrawnFrames(of: fixture, limit: 120)
            #expect(paints.count - paintsBefore >= 20, "the spring up was drawn: \(paints.count - paintsBefore) frames")
            #expect(fixture.detent == .full && fixture.sheetHeight == 760)
            #expect(Self.childHeight(counter) == 760 - fixture.handleHeight)
            // Laid out where the child was: as the spring starts and where it rests.
            let childLayouts = Self.allocations(counter) - allocationsBefore
            #expect(childLayouts == 2)
            #expect(layouts.count - layoutsBefore <= Int(childLayouts),
                    "the window was laid out \(layouts.count - layoutsBefore) times while the sheet rose")
        }
    }

    /// With a footer too: the footer follows the visible bottom edge by being moved, and
    /// moving it does not ask the window for a layout either.
    @Test func aMovingSheetWithAFooterNeverLaysOutTheWindow() throws {
        try gtkTest {
            let footer = gtk_button_new_with_label("Done")!
            let (fixture, clock, _, _) = try Self.openSheet(at: .full, footer: footer)
            let (layoutsWhileDragged, _, _) = try Self.dragCountingWindowLayouts(fixture, clock) { frame in
                var bounds = graphene_rect_t()
                #expect(gtk_widget_compute_bounds(footer, fixture.widget, &bounds) != 0)
                #expect(abs(Double(bounds.origin.y + bounds.size.height) - fixture.hostHeight) < 1,
                        "step \(frame): the footer's bottom at \(bounds.origin.y + bounds.size.height)")
            }
            #expect(layoutsWhileDragged == 0, "the window was laid out in \(layoutsWhileDragged) of the drag's frames")
        }
    }

    /// A slide between pages moves them: neither page is laid out again while it slides,
    /// and no frame of the slide asks the window for a layout (the push may: the new
    /// page's height can change the detents; so may the slide's end).
    @Test func aSlideBetweenPagesMovesThemWithoutLayingThemOrTheWindowOut() throws {
        try gtkTest {
            let (fixture, clock, rootCounter, _) = try Self.openSheet(at: .full)
            // A long list too: at `full` the sheet keeps its height, and only the pages move.
            let pushedList = ListFixture.stringList(rows: 200)
            gtk_scrolled_window_set_overlay_scrolling(OpaquePointer(pushedList.scrolled), 0)
            let page = bs_test_allocation_counter_new(pushedList.scrolled)!
            let layouts = try Self.frameClockCounter(fixture, "layout")
            bs_bottom_sheet_push(fixture.host, page, "Details")
            clock.advance(by: 1.0 / 60)
            clock.frame()
            fixture.window.waitForDraw()
            let (layoutsAtPush, rootAllocations, pageAllocations) =
                (layouts.count, Self.allocations(rootCounter), Self.allocations(page))
            var positions: [Double] = []
            var layoutsWhileSliding = 0
            clock.runDrawnFrames(of: fixture, limit: 120) { _ in
                positions.append(WidgetTree.bounds(of: page, in: fixture.widget)?.x ?? -1)
                layoutsWhileSliding = layouts.count - layoutsAtPush
            }
            #expect(positions.count >= 10 && Set(positions).count >= 10,
                    "the page slid in over \(positions.count) frames: \(positions)")
            #expect(WidgetTree.bounds(of: page, in: fixture.widget)?.x == 0)
            #expect(layoutsWhileSliding == 0, "the window was laid out in \(layoutsWhileSliding) of the slide's frames")
            // The slide's end puts the covered page aside: the sheet may be laid out once.
            #expect(layouts.count - layoutsAtPush <= 1)
            #expect(Self.allocations(rootCounter) == rootAllocations, "the root page was laid out while it slid")
            #expect(Self.allocations(page) == pageAllocations, "the pushed page was laid out while it slid")
            #expect(fixture.detent == .full && fixture.sheetHeight == 760)
        }
    }

    @Test func theRelayoutAtRestKeepsTheListsScrollOffset() throws {
        try gtkTest {
            let (fixture, clock, _, list) = try Self.openSheet(at: .full)
            gtk_adjustment_set_value(list.vadjustment, 1234)
            fixture.window.waitForDraw()
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
            try #require(clock.runUntilResting())
            fixture.window.waitForDraw()
            #expect(gtk_adjustment_get_value(list.vadjustment) == 1234)
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            try #require(clock.runUntilResting())
            fixture.window.waitForDraw()
            #expect(gtk_adjustment_get_value(list.vadjustment) == 1234)
        }
    }

    @Test func aListScrolledToItsEndKeepsItsLastRowInPlaceAsTheSheetRises() throws {
        try gtkTest {
            let (fixture, clock, _, list) = try Self.openSheet(at: .expanded)
            let adjustment = list.vadjustment
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            fixture.window.waitForDraw()
            let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
            #expect(gtk_adjustment_get_value(adjustment) == end)
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            while clock.isAnimating {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
                // The list is never taller than the sheet shows, but for the spring's
                // overshoot above full (at rest it moved as much before): its last row
                // stays on the sheet's visible bottom edge (the window's) every frame,
                // where a list held at full height would jump by 360 px.
                let overshoot = MotionAllocation.overshootRoom * fixture.hostHeight
                var bounds = graphene_rect_t()
                #expect(gtk_widget_compute_bounds(list.scrolled, fixture.widget, &bounds) != 0)
                #expect(abs(Double(bounds.origin.y + bounds.size.height) - fixture.hostHeight) <= overshoot)
                let value = gtk_adjustment_get_value(adjustment)
                let shownEnd = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                #expect(shownEnd - value <= overshoot, "the list left its end at \(fixture.sheetHeight) px")
            }
        }
    }

    /// The spring overshoots `full` and comes back: a list that was at its end as the
    /// sheet rose is at its end when the sheet rests, its last row on the window's
    /// bottom edge. Going down, a list keeps its offset instead: the rows at the top
    /// stay where the motion left them.
    @Test func aListAtItsEndIsStillAtItsEndWhenTheSheetRestsHigher() throws {
        try gtkTest {
            let (fixture, clock, _, list) = try Self.openSheet(at: .expanded)
            let adjustment = list.vadjustment
            func distanceFromEnd() -> Double {
                gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                    - gtk_adjustment_get_value(adjustment)
            }
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment))
            fixture.window.waitForDraw()
            #expect(distanceFromEnd() == 0)
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            var highest = 0.0
            clock.runDrawnFrames(of: fixture, limit: 120) { _ in highest = max(highest, fixture.sheetHeight) }
            #expect(highest > 760, "the spring should overshoot full: \(highest) px at most")
            fixture.window.waitForDraw()
            #expect(fixture.isResting && fixture.sheetHeight == 760)
            #expect(distanceFromEnd() == 0, "the list rests \(distanceFromEnd()) px short of its end")
            var bounds = graphene_rect_t()
            #expect(gtk_widget_compute_bounds(list.scrolled, fixture.widget, &bounds) != 0)
            #expect(Double(bounds.origin.y + bounds.size.height) == fixture.hostHeight)

            // Down again: the offset is kept, the end goes below the window's edge.
            let value = gtk_adjustment_get_value(adjustment)
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
            try #require(clock.runUntilResting())
            fixture.window.waitForDraw()
            #expect(gtk_adjustment_get_value(adjustment) == value)
        }
    }

    @Test func theFooterStaysOnTheVisibleBottomEdgeAndIsOnlyMoved() throws {
        try gtkTest {
            let button = gtk_button_new_with_label("Done")!
            let footer = bs_test_allocation_counter_new(button)!
            let (fixture, clock, counter, _) = try Self.openSheet(at: .full, footer: footer)
            let footerAtRest = Self.allocations(footer)
            let childAtRest = Self.allocations(counter)
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
            var frames = 0
            while clock.isAnimating {
                clock.advance(by: 1.0 / 60)
                clock.frame()
                fixture.window.waitForDraw()
                frames += 1
                var bounds = graphene_rect_t()
                #expect(gtk_widget_compute_bounds(footer, fixture.widget, &bounds) != 0)
                #expect(
                    abs(Double(bounds.origin.y + bounds.size.height) - fixture.hostHeight) < 1,
                    "frame \(frames): the footer's bottom at \(bounds.origin.y + bounds.size.height)")
                if clock.isAnimating {
                    #expect(Self.allocations(footer) == footerAtRest, "the footer was laid out at frame \(frames)")
                    #expect(Self.allocations(counter) == childAtRest, "the child was laid out at frame \(frames)")
                }
            }
            #expect(frames > 10)
            fixture.window.waitForDraw()
            #expect(Self.allocations(counter) == childAtRest + 1)
        }
    }

    /// While the sheet moves, its body is held taller than what shows and lies under the
    /// footer: none of it shows there, as at rest, where the body ends at the footer's
    /// top edge (`pages.md`). The rows are red and the footer has no background of its
    /// own: red in the footer's rectangle would be the body showing through.
    @Test func theBodyNeverShowsUnderTheFooterWhileTheSheetMoves() throws {
        try gtkTest {
            try withCss(".red-rows row { background: #ff0000; }") {
                let footer = gtk_label_new("Footer")!
                gtk_widget_set_size_request(footer, -1, 60)
                let (fixture, clock, _, list) = try Self.openSheet(at: .full, footer: footer)
                gtk_widget_add_css_class(list.listView, "red-rows")
                fixture.window.waitForDraw()
                @MainActor func redUnderFooter() throws -> Int {
                    let image = try WidgetRenderer.render(fixture.widget)
                    var bounds = graphene_rect_t()
                    try #require(gtk_widget_compute_bounds(footer, fixture.widget, &bounds) != 0)
                    var red = 0
                    let top = max(0, Int(bounds.origin.y.rounded(.up)))
                    let bottom = min(image.height, Int(bounds.origin.y + bounds.size.height))
                    for y in stride(from: top, to: bottom, by: 3) {
                        for x in stride(from: Int(bounds.origin.x) + 1, to: Int(bounds.origin.x + bounds.size.width) - 1, by: 7) {
                            let pixel = image.pixel(x: x, y: y)
                            if pixel.red > 200 && pixel.green < 80 && pixel.blue < 80 { red += 1 }
                        }
                    }
                    return red
                }
                let visible = try WidgetRenderer.render(fixture.widget).pixel(x: 300, y: 200)
                try #require(visible.red > 200 && visible.green < 80, "the rows are not red: \(visible)")
                #expect(try redUnderFooter() == 0, "at rest")
                bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
                let frames = clock.runDrawnFrames(of: fixture, limit: 60) { frame in
                    #expect((try? redUnderFooter()) == 0, "frame \(frame)")
                }
                #expect(frames > 10)
            }
        }
    }

    @Test func aDragThatOnlyScrollsTheListAtFullNeitherLaysOutNorNotifies() throws {
        try gtkTest {
            let (fixture, _, counter, list) = try Self.openSheet(at: .full)
            let adjustment = list.vadjustment
            // The baseline: the list scrolled by the same steps by the app, the sheet at
            // rest. GTK's scrollbar re-allocates the scrolled window as its slider moves.
            let beforeBaseline = Self.allocations(counter)
            for frame in 1...60 {
                gtk_adjustment_set_value(adjustment, Double(frame) * 5)
                fixture.window.waitForDraw()
            }
            let baseline = Self.allocations(counter) - beforeBaseline
            gtk_adjustment_set_value(adjustment, 0)
            fixture.window.waitForDraw()

            let heights = NotifyRecorder.sheetHeight(fixture.host)
            let progress = NotifyRecorder.progress(fixture.host)
            defer { heights.stop(); progress.stop() }
            let beforeDrag = Self.allocations(counter)
            let drag = ScriptedDrag(fixture)
            drag.begin(x: 300, y: 300)
            drag.claim(up: true)
            for frame in 1...60 {
                drag.move(dy: -ScriptedDrag.claimDistance - Double(frame) * 5)
                fixture.window.waitForDraw()
            }
            #expect(gtk_adjustment_get_value(adjustment) > 200, "the list should have scrolled")
            #expect(fixture.sheetHeight == 760)
            #expect(heights.values.isEmpty, "sheet-height notified \(heights.values)")
            #expect(progress.values.isEmpty, "progress notified \(progress.values)")
            // No layout beyond what GTK's own scrolling of the list does.
            let duringDrag = Self.allocations(counter) - beforeDrag
            #expect(duringDrag <= baseline, "\(duringDrag) layouts while dragging the list, \(baseline) scrolling it")
            drag.hold()
            drag.end()
        }
    }
}
