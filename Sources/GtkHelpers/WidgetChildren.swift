import CGtk

/// The direct children of `widget`, first to last (`gtk_widget_get_first_child` and its
/// next siblings): also the order GTK draws and focuses them in.
@MainActor
package func widgetChildren(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
    var children: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
        children.append(current)
        child = gtk_widget_get_next_sibling(current)
    }
    return children
}
