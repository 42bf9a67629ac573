import CGtk

/// A GtkListView of numbered rows in a GtkScrolledWindow, built the GTK way: a string
/// model and a GtkBuilderListItemFactory template.
@MainActor
enum ListFixture {
    static let rowTemplate = """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <template class="GtkListItem">
            <property name="child">
              <object class="GtkLabel">
                <property name="xalign">0</property>
                <property name="margin-start">12</property>
                <property name="margin-top">10</property>
                <property name="margin-bottom">10</property>
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

    static func scrolledList(rows: Int) -> UnsafeMutablePointer<GtkWidget> {
        let strings = gtk_string_list_new(nil)!
        for row in 0..<rows { gtk_string_list_append(strings, "Row \(row + 1)") }
        let bytes = rowTemplate.withCString { g_bytes_new($0, gsize(strlen($0))) }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        let selection = gtk_no_selection_new(strings)
        let list = gtk_list_view_new(selection, factory)!
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
        // The sheet is as tall as its content: the list must report its own height.
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 1)
        return scrolled
    }
}
