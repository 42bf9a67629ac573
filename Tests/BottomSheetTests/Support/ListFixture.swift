import CGtk
import CRowModel

/// A GtkListView of numbered rows in a GtkScrolledWindow, built the GTK way: a list
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

    /// The parts of a list built by this fixture. The widgets belong to their parent
    /// once added to one; the models belong to the list view.
    struct ScrolledList {
        /// The GtkScrolledWindow: the widget to put in the sheet.
        let scrolled: UnsafeMutablePointer<GtkWidget>
        /// The GtkListView inside it.
        let listView: UnsafeMutablePointer<GtkWidget>
        /// The GtkStringList of the rows, when the list was made from strings.
        let strings: OpaquePointer?
        /// The BsRowModel of the rows, when the list was made from one.
        let rowModel: OpaquePointer?

        var vadjustment: UnsafeMutablePointer<GtkAdjustment> { gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled))! }

        /// Scrolls to the end (value = upper - page size) and lets the list lay out its
        /// rows, until the end stays put over three frames: the list view's `upper` is an
        /// estimate that changes as rows get measured. False if it never does.
        @MainActor
        func scrollToEnd(in window: TestWindow) -> Bool {
            let adjustment = vadjustment
            var stableFrames = 0
            for _ in 0..<50 {
                let end = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
                if gtk_adjustment_get_value(adjustment) == end {
                    stableFrames += 1
                    if stableFrames >= 3 { return true }
                } else {
                    stableFrames = 0
                    gtk_adjustment_set_value(adjustment, end)
                }
                window.waitForDraw()
            }
            return false
        }

        /// Appends rows "Row n+1" … to a list made from strings.
        func appendRows(_ count: Int) {
            guard let strings else { preconditionFailure("only a list of strings can grow") }
            let start = Int(g_list_model_get_n_items(strings))
            for row in start..<(start + count) { gtk_string_list_append(strings, "Row \(row + 1)") }
        }

        /// Removes every row from index `first` (0-based) on, from a list made from strings.
        func removeRows(from first: Int) {
            guard let strings else { preconditionFailure("only a list of strings can shrink") }
            let count = Int(g_list_model_get_n_items(strings))
            guard first < count else { return }
            gtk_string_list_splice(strings, guint(first), guint(count - first), nil)
        }

        /// How many items the BsRowModel has made so far.
        var itemsMade: UInt32 {
            guard let rowModel else { preconditionFailure("not a list made from a BsRowModel") }
            return bs_row_model_get_items_made(rowModel)
        }
    }

    /// A form's parts: an entry above a list, in one column.
    struct EntryOverList {
        /// The vertical GtkBox holding both: the widget to put in the sheet.
        let box: UnsafeMutablePointer<GtkWidget>
        let entry: UnsafeMutablePointer<GtkWidget>
        let list: ScrolledList
    }

    /// A GtkEntry above a list of `rows` rows held in a GtkStringList, which takes the
    /// height left in the column (vexpand): somewhere to type, and to scroll.
    static func entryOverList(rows: Int = 200) -> EntryOverList {
        let entry = gtk_entry_new()!
        let list = stringList(rows: rows)
        gtk_widget_set_vexpand(list.scrolled, 1)
        return EntryOverList(box: WidgetTree.column(entry, list.scrolled), entry: entry, list: list)
    }

    static func scrolledList(rows: Int) -> UnsafeMutablePointer<GtkWidget> {
        stringList(rows: rows).scrolled
    }

    /// A list of `rows` rows held in a GtkStringList (every row's item exists up front).
    static func stringList(rows: Int) -> ScrolledList {
        let strings = gtk_string_list_new(nil)!
        for row in 0..<rows { gtk_string_list_append(strings, "Row \(row + 1)") }
        let parts = scrolledList(model: strings)
        return ScrolledList(scrolled: parts.scrolled, listView: parts.listView, strings: strings, rowModel: nil)
    }

    /// A list of `rows` rows from a BsRowModel, which makes each item only when asked.
    static func rowModelList(rows: UInt32) -> ScrolledList {
        let model = bs_row_model_new(rows)!
        let parts = scrolledList(model: bs_row_model_as_list_model(model))
        return ScrolledList(scrolled: parts.scrolled, listView: parts.listView, strings: nil, rowModel: model)
    }

    /// - Parameter model: a GListModel (transfer full: the selection model takes it).
    private static func scrolledList(model: OpaquePointer)
        -> (scrolled: UnsafeMutablePointer<GtkWidget>, listView: UnsafeMutablePointer<GtkWidget>)
    {
        let bytes = rowTemplate.withCString { g_bytes_new($0, gsize(strlen($0))) }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        let selection = gtk_no_selection_new(model)
        let list = gtk_list_view_new(selection, factory)!
        let scrolled = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(OpaquePointer(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_scrolled_window_set_child(OpaquePointer(scrolled), list)
        // The sheet is as tall as its content: the list must report its own height.
        gtk_scrolled_window_set_propagate_natural_height(OpaquePointer(scrolled), 1)
        return (scrolled, list)
    }
}
