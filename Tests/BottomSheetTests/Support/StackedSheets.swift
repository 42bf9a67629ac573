@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore

/// A sheet over a sheet, as an app stacks them: the lower sheet (a list, with an entry
/// above it) is the upper sheet's content. The upper sheet holds a button and an entry.
@MainActor
struct StackedSheets {
    /// The upper sheet, in its window; its content is `lower`.
    let upper: SheetFixture
    /// The lower sheet.
    let lower: OpaquePointer
    /// The lower sheet's entry and list.
    let lowerEntry: UnsafeMutablePointer<GtkWidget>
    let lowerList: ListFixture.ScrolledList
    /// The upper sheet's button.
    let upperButton: UnsafeMutablePointer<GtkWidget>

    /// Opens the window; `configureLower` and `configureUpper` set the sheets' properties
    /// before it shows.
    static func open(
        width: Int32 = 600, height: Int32 = 800,
        configureLower: (OpaquePointer) -> Void = { _ in }, configureUpper: (OpaquePointer) -> Void = { _ in }
    ) throws -> StackedSheets {
        let lower = bs_bottom_sheet_cast(UnsafeMutableRawPointer(bs_bottom_sheet_new()))!
        let lowerEntry = gtk_entry_new()!
        let lowerList = ListFixture.stringList(rows: 200)
        bs_bottom_sheet_set_content(lower, gtk_label_new("Content under both sheets"))
        bs_bottom_sheet_set_sheet(lower, WidgetTree.column(spacing: 6, lowerEntry, lowerList.scrolled))
        bs_bottom_sheet_set_title(lower, "Share")
        configureLower(lower)
        let upperButton = gtk_button_new_with_label("Message")!
        let upper = try SheetFixture.open(
            .widget(WidgetTree.column(spacing: 6, upperButton, gtk_entry_new()!)), width: width, height: height,
            hostContent: bs_widget_cast(UnsafeMutableRawPointer(lower))
        ) {
            bs_bottom_sheet_set_title($0, "Details")
            configureUpper($0)
        }
        return StackedSheets(
            upper: upper, lower: lower, lowerEntry: lowerEntry, lowerList: lowerList, upperButton: upperButton)
    }

    var lowerWidget: UnsafeMutablePointer<GtkWidget> { bs_widget_cast(UnsafeMutableRawPointer(lower)) }
    var lowerDetent: Detent { Detent(bs_bottom_sheet_get_detent(lower))! }
    var lowerSheet: UnsafeMutablePointer<GtkWidget> { sheetPanel(of: lower) }
    var focus: UnsafeMutablePointer<GtkWidget>? { gtk_root_get_focus(gtk_widget_get_root(upper.widget)) }

    /// Whether keyboard focus is in `widget` (GtkEntry gives it to its inner GtkText).
    func isFocused(inside widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard let focus else { return false }
        return focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
    }

    /// Presents the lower sheet and waits until it rests at `detent`.
    func openLower(at detent: Detent) -> Bool {
        bs_bottom_sheet_present(lower)
        if detent != .expanded { bs_bottom_sheet_set_detent(lower, detent.bsDetent) }
        return MainContext.iterate(until: {
            self.lowerDetent == detent && SheetTestSeam(self.lower)?.isAnimating == false
        }, timeout: .seconds(5))
    }
}
