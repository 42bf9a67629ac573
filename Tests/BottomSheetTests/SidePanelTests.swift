@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// A side panel (`adaptive.md`, "Side") moved by the host's own drag gesture with
/// scripted events: it opens and closes across, with the sheet's release rules, only
/// from its grip, mirrored right to left; a drag elsewhere is the child's. Modality, the
/// scrim, `can-close` and the actions work as at the bottom. (The same with the real
/// pointer: `SideRealInputTests`, X11 only.)
@MainActor
@Suite(.serialized)
struct SidePanelTests {
    /// A non-modal sheet with a 200-row list on a 1280×800 window: a side panel, open.
    @MainActor
    struct Side {
        let fixture: SheetFixture
        let clock: ScriptedClock
        let gesture: OpaquePointer
        var rtl: Bool { gtk_widget_get_direction(fixture.sheet) == GTK_TEXT_DIR_RTL }

        init(modal: Bool = false) throws {
            fixture = try SheetFixture.open(.list(rows: 200), width: 1280, height: 800, configure: {
                bs_bottom_sheet_set_modal($0, modal ? 1 : 0)
                bs_bottom_sheet_set_presentation($0, BS_PRESENTATION_SIDE)
            })
            clock = ScriptedClock(fixture.host)
            gesture = SheetTestSeam(fixture.host)!.scriptedDragGesture()!
            bs_bottom_sheet_present(fixture.host)
            clock.runUntilResting()
            fixture.window.waitForDraw()
        }

        var panelWidth: Double { fixture.sheetHeight }

        /// The host x of a point `inset` px in from the panel's inner edge.
        func xInPanel(_ inset: Double) -> Double {
            let width = Double(gtk_widget_get_width(fixture.widget))
            return rtl ? panelWidth - inset : width - panelWidth + inset
        }

        /// A drag from `inset` px in from the inner edge, `distance` px towards the end
        /// edge (negative: back) in `steps` moves over `duration` s, then a still
        /// pointer for `hold` s, and the release.
        func drag(from inset: Double, by distances: [Double], over duration: Double, hold: Double = 0) {
            bs_test_emit_drag(gesture, "drag-begin", xInPanel(inset), 400)
            for distance in distances {
                clock.advance(by: duration / Double(distances.count))
                bs_test_emit_drag(gesture, "drag-update", rtl ? -distance : distance, 0)
            }
            if hold > 0 {
                for _ in 0..<6 {
                    clock.advance(by: hold / 6)
                    bs_test_emit_drag(gesture, "drag-update", rtl ? -distances.last! : distances.last!, 0)
                }
            }
            clock.advance(by: 1.0 / 60)
            bs_test_emit_drag(gesture, "drag-end", 0, 0)
            clock.runUntilResting()
            fixture.window.waitForDraw()
        }
    }

    @Test(arguments: [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL])
    func aFastDragOfTheGripTowardsTheEdgeClosesThePanel(direction: GtkTextDirection) throws {
        try gtkTest {
            try GtkGlobals.withDefaultDirection(direction) {
                let side = try Side()
                let log = SheetEventLog(side.fixture.host)
                #expect(side.panelWidth >= 320)
                // 150 px in 0.1 s: 1500 px/s, a fling.
                side.drag(from: 8, by: [10, 50, 100, 150], over: 0.1)
                #expect(side.fixture.detent == .dismissed)
                #expect(side.fixture.sheetHeight == 0)
                #expect(log.take().contains { if case .closed = $0 { true } else { false } })
            }
        }
    }

    @Test(arguments: [GTK_TEXT_DIR_LTR, GTK_TEXT_DIR_RTL])
    func aSlowDragHalfWayAndBackLeavesThePanelOpen(direction: GtkTextDirection) throws {
        try gtkTest {
            try GtkGlobals.withDefaultDirection(direction) {
                let side = try Side()
                let width = side.panelWidth
                var shown: [Double] = []
                bs_test_emit_drag(side.gesture, "drag-begin", side.xInPanel(8), 400)
                for step in Array(1...10) + Array((0...9).reversed()) {
                    side.clock.advance(by: 0.05)
                    let dx = Double(step) * width * 0.04
                    bs_test_emit_drag(side.gesture, "drag-update", side.rtl ? -dx : dx, 0)
                    shown.append(side.fixture.sheetHeight)
                }
                #expect(shown.min()! < width * 0.7, "it followed the pointer part of the way: \(shown)")
                side.clock.advance(by: 0.2)
                bs_test_emit_drag(side.gesture, "drag-end", 0, 0)
                side.clock.runUntilResting()
                #expect(side.fixture.detent == .expanded)
                #expect(side.fixture.sheetHeight == width, "all the way open again")
            }
        }
    }

    @Test func aSlowDragMoreThanHalfWayClosesIt() throws {
        try gtkTest {
            let side = try Side()
            let width = side.panelWidth
            side.drag(from: 8, by: stride(from: 20.0, through: width * 0.7, by: 20).map { $0 }, over: 1.5, hold: 0.2)
            #expect(side.fixture.detent == .dismissed)
        }
    }

    @Test func aDragOnTheListScrollsItAndLeavesThePanelWhereItIs() throws {
        try gtkTest {
            let side = try Side()
            let width = side.panelWidth
            bs_test_emit_drag(side.gesture, "drag-begin", side.xInPanel(width / 2), 400)
            side.clock.advance(by: 0.05)
            bs_test_emit_drag(side.gesture, "drag-update", 120, -80)
            side.clock.advance(by: 0.05)
            bs_test_emit_drag(side.gesture, "drag-update", 200, -160)
            #expect(SheetTestSeam(side.fixture.host)!.model.phase != .dragging, "the press is the list's")
            #expect(side.fixture.sheetHeight == width)
            bs_test_emit_drag(side.gesture, "drag-end", 0, 0)
            side.clock.runUntilResting()
            #expect(side.fixture.detent == .expanded && side.fixture.sheetHeight == width)
        }
    }

    /// Found by the random sequences: at the side a touchpad scroll on the grip starts no
    /// move, and its end dropped the press's tracking, leaving a slide it held held.
    @Test func aTouchpadScrollOnTheGripLeavesAPressThatHoldsASlideAlone() throws {
        try gtkTest {
            let side = try Side()
            let page = gtk_label_new("Details")!
            bs_bottom_sheet_push(side.fixture.host, page, "Details")
            side.clock.run(for: 0.05)
            side.fixture.window.waitForDraw()
            let seam = SheetTestSeam(side.fixture.host)!
            #expect(seam.pages.isSliding)
            bs_test_emit_drag(side.gesture, "drag-begin", side.xInPanel(side.panelWidth / 2), 400)
            #expect(seam.pages.transition?.isSwiped == true, "the press holds the slide")

            let scroll = seam.handleScrollController!
            bs_test_emit_scroll_edge(scroll, "scroll-begin")
            #expect(bs_test_emit_scroll(scroll, 0, 30) == 0, "the grip takes no vertical scroll")
            bs_test_emit_scroll_edge(scroll, "scroll-end")
            #expect(side.fixture.sheetHeight == side.panelWidth)

            side.clock.advance(by: 0.05)
            bs_test_emit_drag(side.gesture, "drag-end", 0, 0)
            side.clock.runUntilResting()
            #expect(seam.pages.transition == nil, "the release let the slide go on")
            #expect(bs_bottom_sheet_get_visible_page(side.fixture.host) == page)
        }
    }

    @Test func aModalSidePanelDimsTheWindowAndAClickOutsideClosesIt() throws {
        try gtkTest {
            let side = try Side(modal: true)
            let scrim = scrim(of: side.fixture.host)!
            #expect(gtk_widget_get_visible(scrim) != 0)
            #expect(gtk_widget_get_width(scrim) == 1280 && gtk_widget_get_height(scrim) == 800, "the whole window")
            #expect(gtk_widget_get_width(bs_bottom_sheet_get_content(side.fixture.host)) == 1280, "the content under it")
            let click = ControllerSignals.controller(on: scrim, ofType: gtk_gesture_click_get_type())!

            bs_bottom_sheet_set_can_close(side.fixture.host, 0)
            let log = SheetEventLog(side.fixture.host)
            ControllerSignals.emitClick(on: click, x: 100, y: 400)
            side.clock.runUntilResting()
            #expect(log.take().contains(.closeAttempt(canClose: false)), "can-close refuses it")
            #expect(side.fixture.detent == .expanded)

            bs_bottom_sheet_set_can_close(side.fixture.host, 1)
            ControllerSignals.emitClick(on: click, x: 100, y: 400)
            side.clock.runUntilResting()
            #expect(side.fixture.detent == .dismissed)
        }
    }

    @Test func theDismissActionClosesItAndPresentOpensIt() throws {
        try gtkTest {
            let side = try Side()
            #expect(gtk_widget_activate_action_variant(side.fixture.widget, "sheet.dismiss", nil) != 0)
            side.clock.runUntilResting()
            #expect(side.fixture.detent == .dismissed)
            bs_bottom_sheet_present(side.fixture.host)
            side.clock.runUntilResting()
            #expect(side.fixture.detent == .expanded)
            #expect(side.fixture.sheetHeight >= 320)
        }
    }

    @Test func aPeekStripStaysOpenAtTheSide() throws {
        try gtkTest {
            let side = try Side()
            bs_bottom_sheet_set_peek_height(side.fixture.host, 60)
            side.fixture.window.waitForDraw()
            side.drag(from: 8, by: [10, 50, 100, 150], over: 0.1)
            // The strip is the open panel: peek, expanded and full are one place there.
            #expect(side.fixture.detent == .expanded, "a fling towards the edge leaves it open")
            #expect(side.fixture.sheetHeight == Double(side.fixture.sheetBounds.size.width), "all of it shown")
            #expect(gtk_widget_activate_action_variant(side.fixture.widget, "sheet.dismiss", nil) == 0 || side.fixture.detent != .dismissed)
            side.clock.runUntilResting()
            #expect(side.fixture.detent != .dismissed, "nor does Escape's action hide it")
        }
    }
}
