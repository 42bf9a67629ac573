@testable import BottomSheet
import CBottomSheet
import CGtk
import Foundation
import SheetCore

/// A window with a `BsBottomSheet`: a plain content area under a sheet that holds
/// either a scrollable list of `rows` rows or a fixed-height box.
@MainActor
struct SheetFixture {
    let window: TestWindow
    let sheet: OpaquePointer
    var widget: UnsafeMutablePointer<GtkWidget> { bs_widget_cast(UnsafeMutableRawPointer(sheet)) }
    /// The list's scrolled window, when the sheet holds a list.
    let scrolledWindow: UnsafeMutablePointer<GtkWidget>?

    enum SheetContent {
        case list(rows: Int)
        case box(height: Int32)
    }

    static func open(
        _ content: SheetContent = .list(rows: 200), width: Int32 = 600, height: Int32 = 800,
        configure: (OpaquePointer) -> Void = { _ in }
    ) throws -> SheetFixture {
        let sheet = bs_bottom_sheet_cast(UnsafeMutableRawPointer(bs_bottom_sheet_new()))!
        let background = gtk_label_new("Content")!
        gtk_widget_add_css_class(background, "fixture-content")
        bs_bottom_sheet_set_content(sheet, background)
        var scrolled: UnsafeMutablePointer<GtkWidget>?
        switch content {
        case let .list(rows):
            scrolled = ListFixture.scrolledList(rows: rows)
            bs_bottom_sheet_set_sheet(sheet, scrolled)
        case let .box(boxHeight):
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_widget_set_size_request(box, -1, boxHeight)
            bs_bottom_sheet_set_sheet(sheet, box)
        }
        configure(sheet)
        let window = try TestWindow.open(
            width: width, height: height, child: bs_widget_cast(UnsafeMutableRawPointer(sheet)))
        return SheetFixture(window: window, sheet: sheet, scrolledWindow: scrolled)
    }

    var detent: Detent { Detent(bs_bottom_sheet_get_detent(sheet))! }
    var sheetHeight: Double { bs_bottom_sheet_get_sheet_height(sheet) }
    var surface: UnsafeMutablePointer<GtkWidget> { bs_bottom_sheet_get_surface(sheet) }

    /// Waits until the sheet rests (no animation) at `detent`.
    @discardableResult
    func waitUntilResting(at detent: Detent, timeout: Duration = .seconds(5)) -> Bool {
        MainContext.iterate(until: { self.detent == detent && self.isResting }, timeout: timeout)
    }

    /// No tick callback is running: the sheet is where it will stay.
    var isResting: Bool {
        let before = sheetHeight
        MainContext.drainPending()
        return sheetHeight == before && SheetDriver.of(sheet)?.tickID == 0
    }
}
