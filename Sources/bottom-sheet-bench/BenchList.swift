import BottomSheet
import CBottomSheet
import CGtk
import CRowModel

/// The same list for every contender: `rows` rows from a model that makes them on
/// demand, in a GtkListView inside a GtkScrolledWindow.
@MainActor
enum BenchList {
    static let rowTemplate = """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <template class="GtkListItem">
            <property name="child">
              <object class="GtkLabel">
                <property name="xalign">0</property>
                <property name="margin-start">18</property>
                <property name="margin-top">12</property>
                <property name="margin-bottom">12</property>
                <binding name="label">
                  <lookup name="string" type="GtkStringObject">
                    <lookup name="item">GtkListItem</lookup>
                  </lookup>
                </binding>
              </object>
            </property>
          </template>
        </interface>
        """

    static func make(rows: UInt32) -> UnsafeMutablePointer<GtkWidget> {
        let model = bs_row_model_new(rows)
        let bytes = rowTemplate.withCString { g_bytes_new($0, gsize(strlen($0))) }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        let list = gtk_list_view_new(gtk_no_selection_new(bs_row_model_as_list_model(model)), factory)!
        bs_accessible_set_label(list, "Rows")
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 1)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
        return scrolled
    }
}

/// A window of the benchmark's size holding `child`, shown at once.
@MainActor
func benchWindow(_ child: UnsafeMutablePointer<GtkWidget>, width: Int32 = 1280, height: Int32 = 800)
    -> UnsafeMutablePointer<GtkWidget>
{
    let window = gtk_window_new()!
    let asWindow = UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_decorated(asWindow, 0)
    gtk_window_set_default_size(asWindow, width, height)
    gtk_window_set_child(asWindow, child)
    gtk_window_present(asWindow)
    return window
}

/// Runs the main loop until `condition` holds or `seconds` pass.
@MainActor
@discardableResult
func iterate(until condition: () -> Bool, seconds: Double = 10) -> Bool {
    let deadline = g_get_monotonic_time() + gint64(seconds * 1_000_000)
    while !condition() {
        if g_get_monotonic_time() > deadline { return false }
        g_main_context_iteration(nil, 1)
    }
    return true
}
