import BottomSheet
import CGtk

// A window whose content is a label, with a sheet of ten rows over it.
gtk_init()
MainActor.assumeIsolated {
    let window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
    gtk_window_set_default_size(window, 600, 800)

    let rows = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12)!
    for number in 1...10 {
        gtk_box_append(UnsafeMutableRawPointer(rows).assumingMemoryBound(to: GtkBox.self), gtk_label_new("Row \(number)"))
    }

    let sheet = BottomSheet()
    sheet.content = gtk_label_new("Content")
    sheet.sheet = rows
    sheet.title = "Ten rows"
    sheet.onDetentChanged { detent in print("the sheet is now \(detent)") }

    gtk_window_set_child(window, sheet.widget)
    gtk_window_present(window)
    sheet.present()
    while g_list_model_get_n_items(gtk_window_get_toplevels()) > 0 { g_main_context_iteration(nil, 1) }
}
