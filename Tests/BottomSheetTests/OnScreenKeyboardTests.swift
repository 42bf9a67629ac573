@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// A phone's on-screen keyboard (Phosh, GNOME Mobile) takes the bottom of the screen and
/// the window gets shorter by its height. A focused entry in the sheet stays wholly in
/// view, at every detent, and the sheet keeps its detent; when the keyboard goes, the
/// sheet is back at its height with the entry still in view.
@MainActor
@Suite(.serialized)
struct OnScreenKeyboardTests {
    static let keyboardHeight: Int32 = 300

    /// A sheet whose body is a scrolled column of 30 rows, 40 px each, with an entry as
    /// the 15th; a 200-px peek strip.
    @MainActor
    struct Form {
        let fixture: SheetFixture
        let entry: UnsafeMutablePointer<GtkWidget>
        let scrolled: UnsafeMutablePointer<GtkWidget>

        static func open(width: Int32 = 600, height: Int32 = 800) throws -> Form {
            let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            let entry = gtk_entry_new()!
            for row in 0..<30 {
                let widget = row == 14 ? entry : gtk_label_new("Row \(row)")!
                gtk_widget_set_size_request(widget, -1, 40)
                WidgetTree.append(widget, to: column)
            }
            let scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_child(OpaquePointer(scrolled), column)
            gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 1)
            let fixture = try SheetFixture.open(.widget(scrolled), width: width, height: height) {
                bs_bottom_sheet_set_peek_height($0, 200)
            }
            return Form(fixture: fixture, entry: entry, scrolled: scrolled)
        }

        var adjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))! }

        /// The entry's and the list's visible part, in the window.
        func bounds(of widget: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
            var bounds = graphene_rect_t()
            _ = gtk_widget_compute_bounds(widget, fixture.window.widget, &bounds)
            return bounds
        }

        /// Whether the entry shows whole: inside the list's visible part, and above the
        /// window's bottom edge.
        var entryShowsWhole: Bool {
            let entry = bounds(of: self.entry)
            let list = bounds(of: scrolled)
            let bottom = min(list.origin.y + list.size.height, Float(gtk_widget_get_height(fixture.window.widget)))
            return entry.origin.y >= list.origin.y - 0.5 && entry.origin.y + entry.size.height <= bottom + 0.5
        }

        /// Puts the entry on the list's visible bottom edge, as far down as it shows
        /// whole: where a keyboard coming up hides it first.
        func scrollEntryToTheBottomEdge() {
            let entryTop = Double(14 * 40)
            let page = gtk_adjustment_get_page_size(adjustment)
            gtk_adjustment_set_value(adjustment, max(0, entryTop + 40 - page))
            fixture.window.waitForDraw()
        }

        /// The entry on the list's visible bottom edge, focused.
        func focusEntryAtTheBottomEdge() {
            scrollEntryToTheBottomEdge()
            _ = gtk_widget_grab_focus(entry)
            fixture.window.waitForDraw()
        }

        /// Whether the entry, or a part of it (its text), has the keyboard focus.
        var entryHasFocus: Bool {
            gtk_widget_has_focus(entry) != 0
                || gtk_widget_is_ancestor(gtk_root_get_focus(gtk_widget_get_root(entry)), entry) != 0
        }

        func resizeWindow(height: Int32, restingAt detent: Detent) -> Bool {
            gtk_window_set_default_size(fixture.window.window, 600, height)
            return MainContext.iterate(until: {
                gtk_widget_get_height(fixture.window.widget) == height
            }) && fixture.settle(at: detent)
        }
    }

    @Test(arguments: [Detent.peek, .expanded, .full])
    func aFocusedEntryStaysInViewWhileTheKeyboardIsUpAndTheSheetKeepsItsDetent(_ detent: Detent) throws {
        try gtkTest {
            let form = try Form.open()
            try form.fixture.present(restingAt: detent)
            let before = form.fixture.sheetHeight
            form.focusEntryAtTheBottomEdge()
            try #require(form.entryShowsWhole, "the entry does not show before the keyboard comes")

            #expect(form.resizeWindow(height: 800 - Self.keyboardHeight, restingAt: detent))
            #expect(form.fixture.detent == detent, "the keyboard changed the detent")
            #expect(form.entryShowsWhole, "the keyboard hides the entry: \(form.bounds(of: form.entry)) in \(form.bounds(of: form.scrolled))")
            #expect(form.entryHasFocus, "the entry keeps focus")

            #expect(form.resizeWindow(height: 800, restingAt: detent))
            #expect(form.fixture.detent == detent)
            #expect(form.fixture.sheetHeight == before, "the sheet is back at its height")
            #expect(form.entryShowsWhole)
        }
    }
}
