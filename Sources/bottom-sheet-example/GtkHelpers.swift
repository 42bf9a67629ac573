import CGtk

// Typed helpers for the few GTK calls the example makes, so that it reads as Swift.

/// A new label showing `text`.
@MainActor
func label(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
    gtk_label_new(text)
}

/// A new vertical box holding `children`, `spacing` px apart.
@MainActor
func verticalBox(spacing: Int32, _ children: [UnsafeMutablePointer<GtkWidget>]) -> UnsafeMutablePointer<GtkWidget> {
    let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing)!
    for child in children {
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child)
    }
    return box
}

/// A top-level window of a default size around one child.
@MainActor
struct Window {
    let window: UnsafeMutablePointer<GtkWindow>

    init(width: Int32, height: Int32, child: UnsafeMutablePointer<GtkWidget>) {
        window = UnsafeMutableRawPointer(gtk_window_new()!).assumingMemoryBound(to: GtkWindow.self)
        gtk_window_set_default_size(window, width, height)
        gtk_window_set_child(window, child)
    }

    func present() { gtk_window_present(window) }
}

/// Runs GTK's main loop until the user has closed every window.
@MainActor
func runUntilEveryWindowIsClosed() {
    while g_list_model_get_n_items(gtk_window_get_toplevels()) > 0 { g_main_context_iteration(nil, 1) }
}
