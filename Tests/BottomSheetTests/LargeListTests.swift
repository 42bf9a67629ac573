@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// A list of a million rows must cost what GTK's list view costs for the rows it shows,
/// at every detent and while dragged: the sheet must never make the list lay out (and
/// so create) rows for its whole natural height.
///
/// What GTK 4.8 itself costs: a GtkListView keeps up to GTK_LIST_VIEW_MAX_LIST_ITEMS
/// (200) row widgets plus GTK_LIST_VIEW_EXTRA_ITEMS (2) on each side around its anchor,
/// however small the viewport (later GTK versions keep only the visible rows), and asks
/// the model for each of those items twice. So a plain list in a 600×736 window has
/// about 205 row widgets and has made about 410 items. The tests compare the sheet with
/// that same list in a plain window (the control), and also hold it under a fixed
/// ceiling a little above GTK's own floor: a sheet that laid out its child at full
/// natural height (40 million px) would blow through both.
@MainActor
@Suite(.serialized)
struct LargeListTests {
    static let rows: UInt32 = 1_000_000
    /// Row widgets: GTK 4.8 keeps 200 + 2 × 2 + the anchor row.
    static let rowWidgetCeiling = 250
    /// Items made: GTK 4.8 asks twice for each row it keeps.
    static let itemsMadeCeiling: UInt32 = 500

    @Test func aMillionRowListOpensAndMovesToFullMakingNoMoreRowsThanAPlainList() throws {
        try gtkTest {
            let (fixture, list, control) = try openMillionRowSheet()
            #expect(fixture.sheetHeight == 400)
            expectCheap(list, comparedWith: control, at: "expanded")

            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
            #expect(fixture.settle(at: .full))
            #expect(fixture.sheetHeight == 760)
            expectCheap(list, comparedWith: control, at: "full")
        }
    }

    @Test func aMillionRowListDraggedToFullByItsHandleMakesNoMoreRowsThanAPlainList() throws {
        try gtkTest {
            let (fixture, list, control) = try openMillionRowSheet()
            let pointer = ScriptedDrag(fixture)

            pointer.begin(y: 10)
            pointer.move(dy: -10)
            for step in 1...18 {
                pointer.move(dy: -10 - Double(step) * 20)
                fixture.window.waitForDraw()
                #expect(fixture.sheetHeight == 400 + Double(step) * 20)
            }
            expectCheap(list, comparedWith: control, at: "mid-drag")
            pointer.end()
            #expect(fixture.settle(at: .full))
            #expect(fixture.sheetHeight == 760)
            expectCheap(list, comparedWith: control, at: "full, after the drag")
        }
    }

    @Test func aMillionRowListDraggedPastFullScrollsAndStillMakesOnlyTheRowsItShows() throws {
        try gtkTest {
            let (fixture, list, control) = try openMillionRowSheet()
            let pointer = ScriptedDrag(fixture)

            // A drag on the list: the sheet grows to full (360 px), the rest scrolls the list.
            pointer.begin(y: 200)
            pointer.move(dy: -10)
            for step in 1...20 {
                pointer.move(dy: -10 - Double(step) * 40)
                fixture.window.waitForDraw()
            }
            #expect(fixture.sheetHeight == 760)
            #expect(gtk_adjustment_get_value(list.vadjustment) == 440, "the rest of the drag did not scroll the list")
            // Still before the release: a fast one would let the list coast on (kinetic
            // hand-off) and make the rows of a longer scroll than the one compared here.
            pointer.hold()
            pointer.end()
            #expect(fixture.settle(at: .full))
            // Eleven rows scrolled by: GTK moves its window of rows by as many.
            expectCheap(list, comparedWith: control, at: "full, scrolled", allowingNewItems: 2 * 11)
        }
    }

    // MARK: Helpers

    struct Cost {
        var rowWidgets: Int
        var itemsMade: UInt32
    }

    /// The million-row list in a sheet open at expanded, and what GTK costs for the same
    /// list in a plain window (`plainListCost`, measured first).
    private func openMillionRowSheet(
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (SheetFixture, ListFixture.ScrolledList, control: Cost) {
        let control = try plainListCost()
        let fixture = try SheetFixture.open(.rowModel(rows: Self.rows))
        let list = try #require(fixture.list, sourceLocation: sourceLocation)
        #expect(fixture.open(at: .expanded), sourceLocation: sourceLocation)
        return (fixture, list, control)
    }

    /// What GTK costs for the same million-row list in a plain 600×736 window (the
    /// list's viewport at full): the floor the sheet is held to.
    private func plainListCost() throws -> Cost {
        let list = ListFixture.rowModelList(rows: Self.rows)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(list.scrolled), 0)
        let window = try TestWindow.open(width: 600, height: 736, child: list.scrolled)
        window.waitForDraw()
        let cost = Cost(rowWidgets: WidgetTree.rowWidgets(of: list.listView).count, itemsMade: list.itemsMade)
        gtk_window_destroy(window.window)
        return cost
    }

    private func expectCheap(
        _ list: ListFixture.ScrolledList, comparedWith control: Cost, at place: String,
        allowingNewItems extra: UInt32 = 0, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let rowWidgets = WidgetTree.rowWidgets(of: list.listView).count
        let itemsMade = list.itemsMade
        #expect(rowWidgets <= control.rowWidgets,
                "\(rowWidgets) row widgets at \(place); a plain list has \(control.rowWidgets)",
                sourceLocation: sourceLocation)
        #expect(rowWidgets <= Self.rowWidgetCeiling, "\(rowWidgets) row widgets at \(place)",
                sourceLocation: sourceLocation)
        #expect(itemsMade <= control.itemsMade + extra,
                "\(itemsMade) items made by \(place); a plain list makes \(control.itemsMade)",
                sourceLocation: sourceLocation)
        #expect(itemsMade <= Self.itemsMadeCeiling + extra, "\(itemsMade) items made by \(place)",
                sourceLocation: sourceLocation)
    }
}
