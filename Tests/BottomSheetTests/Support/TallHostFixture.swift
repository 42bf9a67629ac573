@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport

/// A sheet whose host is taller than the screen (Xvfb's is 1024 px, and GTK keeps a
/// window's default size within its monitor): the `BsBottomSheet` sits in a scrolled
/// window with a size request of `hostHeight`, so it is allocated that tall while the
/// window stays on screen. For gesture tests driven through `ScriptedDrag`, which do not
/// need the sheet's pixels on screen.
@MainActor
enum TallHostFixture {
    static func open(
        hostHeight: Int32, rows: Int = 200, configure: (OpaquePointer) -> Void = { _ in }
    ) throws -> SheetFixture {
        let host = bs_bottom_sheet_cast(UnsafeMutableRawPointer(bs_bottom_sheet_new()))!
        let widget = bs_widget_cast(UnsafeMutableRawPointer(host))!
        bs_bottom_sheet_set_content(host, gtk_label_new("Content"))
        let list = ListFixture.stringList(rows: rows)
        bs_bottom_sheet_set_sheet(host, list.scrolled)
        configure(host)
        gtk_widget_set_size_request(widget, -1, hostHeight)

        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scroller), widget)
        let window = try TestWindow.open(width: 600, height: 800, child: scroller)
        let allocated = MainContext.iterate(until: { gtk_widget_get_height(widget) == hostHeight })
        guard allocated else {
            throw HarnessError.timedOut("the host to be allocated \(hostHeight) px tall "
                + "(it is \(gtk_widget_get_height(widget)) px)")
        }
        return SheetFixture(window: window, host: host, scrolledWindow: list.scrolled, list: list)
    }
}
