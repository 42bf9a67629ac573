import CBottomSheet
import CGtk
import GtkHelpers

/// Building, walking a widget tree and locating widgets in window coordinates.
@MainActor
enum WidgetTree {
    /// Appends `child` to `box`, a GtkBox.
    static func append(_ child: UnsafeMutablePointer<GtkWidget>, to box: UnsafeMutablePointer<GtkWidget>) {
        gtk_box_append(UnsafeMutableRawPointer(box).assumingMemoryBound(to: GtkBox.self), child)
    }

    /// A vertical GtkBox (floating) holding `children`, first to last, `spacing` px apart.
    static func column(spacing: Int32 = 0, _ children: UnsafeMutablePointer<GtkWidget>...) -> UnsafeMutablePointer<GtkWidget> {
        let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, spacing)!
        for child in children { append(child, to: box) }
        return box
    }

    /// The direct children of `widget`, first to last.
    static func children(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        widgetChildren(of: widget)
    }

    /// `widget` and all its descendants, depth first.
    static func descendants(of widget: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        [widget] + children(of: widget).flatMap { descendants(of: $0) }
    }

    static func isLabel(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        widget.withMemoryRebound(to: GTypeInstance.self, capacity: 1) {
            g_type_check_instance_is_a($0, gtk_label_get_type()) != 0
        }
    }

    /// The first label under `root` showing exactly `text`.
    static func label(withText text: String, under root: UnsafeMutablePointer<GtkWidget>)
        -> UnsafeMutablePointer<GtkWidget>?
    {
        descendants(of: root).first { widget in
            isLabel(widget) && String(cString: gtk_label_get_text(OpaquePointer(widget))) == text
        }
    }

    /// The rows a GtkListView currently has as widgets (its GtkListItemWidget children).
    static func rowWidgets(of listView: UnsafeMutablePointer<GtkWidget>) -> [UnsafeMutablePointer<GtkWidget>] {
        children(of: listView).filter { String(cString: gtk_widget_get_css_name($0)) == "row" }
    }

    /// The bounds of `widget` in the coordinates of `target` (e.g. its window).
    static func bounds(
        of widget: UnsafeMutablePointer<GtkWidget>, in target: UnsafeMutablePointer<GtkWidget>
    ) -> Rect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, target, &rect) != 0 else { return nil }
        return Rect(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height))
    }

    struct Rect: Equatable, CustomStringConvertible {
        var x, y, width, height: Double
        var top: Double { y }
        var bottom: Double { y + height }
        var description: String { "(x: \(x), y: \(y), w: \(width), h: \(height))" }
    }
}
