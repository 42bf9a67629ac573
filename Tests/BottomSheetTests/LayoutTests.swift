@testable import BottomSheet
import CBottomSheet
import CGtk
import GtkHelpers
import CTestSupport
import SheetCore
import Testing

/// Where the sheet is and what its child sees, in a real window: detent heights that
/// follow the content and the host, and a list that can always show its last row.
///
/// The default fixture: a 600×800 host, top inset 40, a 200-row list (40 px a row), so
/// `full` = 760 px and `expanded` = 400 px.
@MainActor
@Suite(.serialized)
struct LayoutTests {
    // MARK: The child is allocated the visible part of the sheet

    @Test(arguments: [Detent.expanded, .full])
    func theLastRowOfAListScrolledToItsEndIsInsideTheVisibleSheet(at detent: Detent) throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: detent))
            #expect(fixture.sheetHeight == (detent == .full ? 760 : 400))
            let list = try #require(fixture.list)

            try expectLastRowInsideTheVisibleSheet(fixture, list: list)
        }
    }

    @Test func midDragTheListKeepsItsLayoutAndOnceTheSheetRestsItsLastRowIsInside() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .expanded))
            let list = try #require(fixture.list)
            let gesture = try #require(SheetTestSeam(fixture.host)?.scriptedDragGesture())

            // Hold the handle 150 px above where it was grabbed (10 px go to the drag threshold).
            bs_test_emit_drag(gesture, "drag-begin", 300, hostY(10, belowTheSheetTopOf: fixture.host))
            bs_test_emit_drag(gesture, "drag-update", 0, -10)
            bs_test_emit_drag(gesture, "drag-update", 0, -160)
            #expect(fixture.sheetHeight == 550)
            // While it moves the sheet is translated: the list keeps the height of the
            // tallest place the drag can reach (full, 760 px), below the window's edge.
            fixture.window.waitForDraw()
            #expect(gtk_adjustment_get_page_size(list.vadjustment) == 760 - Double(fixture.handleHeight))

            bs_test_emit_drag(gesture, "drag-end", 0, -160)
            #expect(fixture.settle(at: fixture.detent))
            try expectLastRowInsideTheVisibleSheet(fixture, list: list)
        }
    }

    // MARK: Short content

    @Test func aSheetWithThreeShortRowsIsExactlyAsTallAsItsRowsPlusTheHandle() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 3))
            #expect(fixture.open(at: .expanded))

            let natural = fixture.childNaturalHeight
            let handle = fixture.handleHeight
            #expect(natural >= 3 * 20, "three rows measured \(natural) px: the list does not report its height")
            #expect(handle > 0)
            #expect(fixture.sheetHeight == Double(natural + handle))
            // The list sees all three rows, with nothing to scroll.
            let list = try #require(fixture.list)
            let adjustment = list.vadjustment
            #expect(gtk_adjustment_get_upper(adjustment) <= gtk_adjustment_get_page_size(adjustment))

            // Expanded and full are one place: the handle has nowhere to go …
            gtk_widget_activate(fixture.handle)
            #expect(fixture.settle(at: .expanded))
            #expect(fixture.sheetHeight == Double(natural + handle))
            // … and asking for full does not make the sheet taller than its content.
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            #expect(fixture.settle(at: .full))
            #expect(fixture.sheetHeight == Double(natural + handle))
        }
    }

    @Test func anExpandButtonIsDisabledWhileTheContentFitsAndEnabledOnceItDoesNot() throws {
        try gtkTest {
            // A fixed-height box with a button bound to the sheet's own `expand` action.
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(box, -1, 200)
            let button = gtk_button_new()!
            GtkHelpers.Accessible.setLabel(button, "Expand")
            gtk_actionable_set_action_name(OpaquePointer(button), "sheet.expand")
            gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), button)
            let fixture = try SheetFixture.open(.widget(box))
            #expect(fixture.open(at: .expanded))

            #expect(fixture.childNaturalHeight == 200)
            #expect(fixture.sheetHeight == Double(200 + fixture.handleHeight))
            // expanded == full: there is nothing to expand to.
            #expect(gtk_widget_get_sensitive(button) == 0, "sheet.expand is enabled with one open detent")

            // Taller content makes full a place of its own: now the action applies.
            gtk_widget_set_size_request(box, -1, 600)
            #expect(fixture.settle(at: .expanded))
            #expect(fixture.sheetHeight == 400)
            #expect(gtk_widget_get_sensitive(button) != 0, "sheet.expand is disabled although full is higher")
        }
    }

    // MARK: The host is resized

    @Test func shrinkingTheWindowKeepsAFullSheetFullAndItsBottomOnTheWindowsBottom() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .full))
            #expect(fixture.sheetHeight == 760)
            let heights = NotifyRecorder.sheetHeight(fixture.host)
            let detents = NotifyRecorder(fixture.host, property: "detent") { Double(bs_bottom_sheet_get_detent($0).rawValue) }
            defer {
                heights.stop()
                detents.stop()
            }

            #expect(fixture.resizeWindow(height: 500), "the window did not take the new size")
            #expect(fixture.settle(at: .full))
            #expect(fixture.detent == .full)
            #expect(fixture.sheetHeight == 460)  // 500 - top inset 40
            #expect(heights.values.last == 460, "sheet-height notified \(heights.values)")
            try expectSheetSitsOnTheBottom(fixture, windowHeight: 500)

            // And back: full again, at the old height.
            #expect(fixture.resizeWindow(height: 800))
            #expect(fixture.settle(at: .full))
            #expect(fixture.sheetHeight == 760)
            try expectSheetSitsOnTheBottom(fixture, windowHeight: 800)
            #expect(detents.values.isEmpty, "the detent changed during a resize: \(detents.values)")
        }
    }

    @Test func shrinkingTheWindowKeepsAnExpandedSheetExpandedAtHalfTheNewHeight() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .expanded))

            #expect(fixture.resizeWindow(height: 500))
            #expect(fixture.settle(at: .expanded))
            #expect(fixture.sheetHeight == 250)
            try expectSheetSitsOnTheBottom(fixture, windowHeight: 500)
        }
    }

    @Test func shrinkingTheWindowWhileTheSheetOpensBringsItToRestAtHalfTheNewHeight() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            bs_bottom_sheet_present(fixture.host)
            #expect(MainContext.iterate(until: { fixture.sheetHeight > 0 && fixture.sheetHeight < 250 }))

            #expect(fixture.resizeWindow(height: 500))
            #expect(fixture.settle(at: .expanded))
            #expect(fixture.sheetHeight == 250)
            try expectSheetSitsOnTheBottom(fixture, windowHeight: 500)
        }
    }

    @Test func aWindowShrunkMidDragLeavesTheSheetFollowingThePointerBelowTheNewFullHeight() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .full))
            let drag = try PulledDownThenShrunk(fixture)
            // The pointer is below where it grabbed the sheet: the sheet is pulled down,
            // so it cannot be above full (in the rubber band, or over the top inset).
            #expect(drag.heightAfterResize <= 460, "pulled down, yet \(drag.heightAfterResize) px high with full at 460")

            // The pointer moves 10 px further down: the sheet must not rise.
            drag.move(dy: 70)
            #expect(fixture.sheetHeight <= drag.heightAfterResize,
                    "moving the pointer down raised the sheet from \(drag.heightAfterResize) to \(fixture.sheetHeight) px")
            #expect(fixture.sheetHeight <= 460, "pulled down, yet \(fixture.sheetHeight) px high with full at 460")
            drag.end()
        }
    }

    @Test func aSlowPullReleasedJustAfterTheWindowShrankDoesNotCloseTheSheet() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .full))
            let drag = try PulledDownThenShrunk(fixture)
            // 10 px more in 50 ms (200 px/s, far from a fling), then let go.
            drag.move(dy: 70)
            drag.end()

            #expect(fixture.settle(at: fixture.detent))
            // The resize moved the sheet, not the user: it is no fling, and no close.
            #expect(fixture.detent != .dismissed, "a slow 60 px pull closed the sheet")
            #expect([250, 460].contains(fixture.sheetHeight), "came to rest at \(fixture.sheetHeight) px")
            if fixture.detent != .dismissed {
                try expectSheetSitsOnTheBottom(fixture, windowHeight: 500)
            }
        }
    }

    @Test func narrowingTheWindowRewrapsTheTextAndTheSheetGrowsToFitIt() throws {
        try gtkTest {
            let label = gtk_label_new(String(repeating: "A sentence that wraps onto more lines when the window narrows. ", count: 6))!
            gtk_label_set_wrap(OpaquePointer(label), 1)
            let fixture = try SheetFixture.open(.widget(label))
            #expect(fixture.open(at: .expanded))
            let wide = fixture.sheetHeight
            #expect(wide == Double(fixture.childNaturalHeight + fixture.handleHeight))

            #expect(fixture.resizeWindow(width: 300, height: 800))
            #expect(fixture.settle(at: .expanded))
            #expect(fixture.sheetHeight > wide, "the text rewrapped onto more lines, the sheet stayed \(wide) px")
            #expect(fixture.sheetHeight == Double(fixture.childNaturalHeight + fixture.handleHeight))
            try expectSheetSitsOnTheBottom(fixture, windowHeight: 800)
        }
    }

    @Test func raisingTheTopInsetMovesAFullSheetDownToTheNewFullHeight() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .full))

            bs_bottom_sheet_set_top_inset(fixture.host, 100)
            #expect(fixture.settle(at: .full))
            #expect(fixture.sheetHeight == 700)
            try expectSheetSitsOnTheBottom(fixture, windowHeight: 800)
        }
    }

    // MARK: The content's natural height changes

    @Test func rowsAddedToTheListMoveAnExpandedSheetToTheNewExpandedHeight() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 3))
            #expect(fixture.open(at: .expanded))
            let list = try #require(fixture.list)
            let handle = Double(fixture.handleHeight)
            let threeRows = fixture.sheetHeight

            list.appendRows(3)
            #expect(fixture.settle(at: .expanded))
            #expect(fixture.sheetHeight == Double(fixture.childNaturalHeight) + handle)
            #expect(fixture.sheetHeight > threeRows, "six rows are no taller than three")

            list.appendRows(194)  // 200 rows: more than half the host
            #expect(fixture.settle(at: .expanded))
            #expect(fixture.sheetHeight == 400)
            try expectSheetSitsOnTheBottom(fixture, windowHeight: 800)
        }
    }

    @Test func rowsAddedToTheListMoveAFullSheetToTheNewFullHeight() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 3))
            // With three rows full is the same place as expanded, but the sheet is at full.
            #expect(fixture.open(at: .full))
            let list = try #require(fixture.list)

            list.appendRows(197)
            #expect(fixture.settle(at: .full))
            #expect(fixture.detent == .full)
            #expect(fixture.sheetHeight == 760)
            try expectSheetSitsOnTheBottom(fixture, windowHeight: 800)
        }
    }

    @Test func rowsRemovedFromTheListMoveAFullSheetDownToItsContent() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            #expect(fixture.open(at: .full))
            let list = try #require(fixture.list)

            list.removeRows(from: 3)
            #expect(fixture.settle(at: .full))
            #expect(fixture.sheetHeight == Double(fixture.childNaturalHeight + fixture.handleHeight))
            #expect(fixture.sheetHeight < 400, "three rows left, and the sheet is still \(fixture.sheetHeight) px")
            try expectSheetSitsOnTheBottom(fixture, windowHeight: 800)
        }
    }

    // MARK: Notifications

    @Test func progressAndSheetHeightNotifyEveryChangeWhileTheSheetOpens() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            let heights = NotifyRecorder.sheetHeight(fixture.host)
            let progress = NotifyRecorder.progress(fixture.host)
            defer {
                heights.stop()
                progress.stop()
            }
            #expect(fixture.open(at: .expanded))

            // The animation passed through heights between closed and expanded …
            #expect(heights.values.contains { $0 > 0 && $0 < 400 }, "sheet-height notified only \(heights.values)")
            // … each notification a real change, the last one the resting height …
            #expect(zip(heights.values, heights.values.dropFirst()).allSatisfy { $0 != $1 })
            #expect(heights.values.last == 400)
            // … and progress, notified alongside, is the height as a fraction of expanded.
            #expect(progress.values.count == heights.values.count)
            #expect(progress.values == heights.values.map { $0 / 400 })
            #expect(progress.values.last == 1)
        }
    }

    @Test func withoutAnimationsEachMoveNotifiesProgressAndSheetHeightOnce() throws {
        try gtkTest {
            try GtkGlobals.withoutAnimations {
                let fixture = try SheetFixture.open(.list(rows: 200))
                let heights = NotifyRecorder.sheetHeight(fixture.host)
                let progress = NotifyRecorder.progress(fixture.host)
                defer {
                    heights.stop()
                    progress.stop()
                }

                bs_bottom_sheet_present(fixture.host)
                #expect(heights.values == [400])
                #expect(progress.values == [1])

                bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
                #expect(heights.values == [400, 760])
                #expect(progress.values == [1, 1.9])
                #expect(fixture.isResting)
            }
        }
    }

    // MARK: Helpers

    /// Scrolls the list to its end, then checks that the widget of its last row ("Row
    /// 200") lies below the handle and above the window's bottom edge.
    private func expectLastRowInsideTheVisibleSheet(
        _ fixture: SheetFixture, list: ListFixture.ScrolledList, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        // The list is given the visible part of the sheet below the handle, not its natural
        // height (after a frame: a drag moves the sheet now and lays it out at the next one).
        fixture.window.waitForDraw()
        let pageSize = gtk_adjustment_get_page_size(list.vadjustment)
        #expect(pageSize == fixture.sheetHeight - Double(fixture.handleHeight),
                "the list's viewport is \(pageSize) px in a \(fixture.sheetHeight) px sheet", sourceLocation: sourceLocation)
        #expect(list.scrollToEnd(in: fixture.window), "the list never came to rest at its end",
                sourceLocation: sourceLocation)
        let label = try #require(
            WidgetTree.label(withText: "Row 200", under: list.listView),
            "no row widget shows \"Row 200\" after scrolling to the end", sourceLocation: sourceLocation)
        let row = try #require(gtk_widget_get_parent(label), sourceLocation: sourceLocation)
        let bounds = try #require(WidgetTree.bounds(of: row, in: fixture.window.widget), sourceLocation: sourceLocation)

        let windowHeight = Double(gtk_widget_get_height(fixture.window.widget))
        let sheetTop = windowHeight - fixture.sheetHeight
        let listTop = sheetTop + Double(fixture.handleHeight)
        #expect(bounds.height > 0, sourceLocation: sourceLocation)
        // Below the handle (not hidden under it, nor above the sheet) …
        #expect(bounds.top >= listTop, "row 200 at \(bounds); the list starts at y = \(listTop)",
                sourceLocation: sourceLocation)
        // … and above the host's bottom edge (not cut off below it).
        #expect(bounds.bottom <= windowHeight, "row 200 at \(bounds); the window ends at y = \(windowHeight)",
                sourceLocation: sourceLocation)
    }

    /// The sheet starts at window height − sheet-height and ends exactly on
    /// the window's bottom edge.
    private func expectSheetSitsOnTheBottom(
        _ fixture: SheetFixture, windowHeight: Double, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        fixture.window.waitForDraw()
        #expect(fixture.hostHeight == windowHeight, sourceLocation: sourceLocation)
        let bounds = try #require(WidgetTree.bounds(of: fixture.sheet, in: fixture.window.widget))
        #expect(bounds.top == windowHeight - fixture.sheetHeight, "panel at \(bounds)", sourceLocation: sourceLocation)
        #expect(bounds.bottom == windowHeight, "panel at \(bounds)", sourceLocation: sourceLocation)
    }
}

/// A slow drag on the handle of a sheet at full, 50 px down (after the 10 px drag
/// threshold), held while the window shrinks from 800 to 500 px (full: 760 → 460).
/// Event times are scripted, 50 ms apart, whatever the resize costs in real time.
@MainActor
private final class PulledDownThenShrunk {
    let fixture: SheetFixture
    let pointer: ScriptedDrag
    private(set) var heightAfterResize = 0.0

    init(_ fixture: SheetFixture, sourceLocation: SourceLocation = #_sourceLocation) throws {
        self.fixture = fixture
        pointer = ScriptedDrag(fixture)
        pointer.begin()
        move(dy: 10)
        move(dy: 60)
        #expect(fixture.sheetHeight == 710, sourceLocation: sourceLocation)
        #expect(fixture.resizeWindow(height: 500), sourceLocation: sourceLocation)
        fixture.window.waitForDraw()
        heightAfterResize = fixture.sheetHeight
    }

    func move(dy: Double) {
        pointer.move(dy: dy, after: 0.05)
        fixture.window.waitForDraw()
    }

    func end() { pointer.end(after: 0.05) }
}
