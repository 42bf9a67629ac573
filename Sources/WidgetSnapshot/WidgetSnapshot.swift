import CGtk

/// Renders a widget, as it is on screen now, into a texture: the same render nodes
/// GTK draws, through the window's own renderer. Used by the demo's `--screenshot`,
/// the tests and the benchmark.
@MainActor
public enum WidgetSnapshot {
    public enum Failure: Error, CustomStringConvertible {
        case nothingDrawn
        case notSaved(path: String)

        public var description: String {
            switch self {
            case .nothingDrawn: "the widget drew nothing (is it in a mapped window?)"
            case let .notSaved(path): "could not write \(path)"
            }
        }
    }

    /// widget → paintable → snapshot → render node → texture (transfer full: the caller
    /// unrefs it). Every intermediate object is released here.
    public static func texture(of widget: UnsafeMutablePointer<GtkWidget>) throws(Failure) -> OpaquePointer {
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        let paintable = gtk_widget_paintable_new(widget)
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, width, height)
        guard let drawn = gtk_snapshot_free_to_node(snapshot) else { throw .nothingDrawn }
        // At a scale factor of 2 the image has twice the pixels, as the screen does.
        let scale = Float(gtk_widget_get_scale_factor(widget))
        let node = scale == 1 ? drawn : gsk_transform_node_new(drawn, gsk_transform_scale(nil, scale, scale))!
        if scale != 1 { gsk_render_node_unref(drawn) }
        defer { gsk_render_node_unref(node) }
        // The window's renderer: a renderer made here would need realizing and
        // unrealizing around its use. An explicit viewport makes pixel coordinates
        // widget coordinates (times the scale), even where nothing is drawn.
        let renderer = gtk_native_get_renderer(gtk_widget_get_native(widget))
        var viewport = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(width) * scale, height: Float(height) * scale))
        guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { throw .nothingDrawn }
        return texture
    }

    /// Writes the widget as a PNG.
    public static func savePNG(of widget: UnsafeMutablePointer<GtkWidget>, to path: String) throws(Failure) {
        let texture = try texture(of: widget)
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        guard gdk_texture_save_to_png(texture, path) != 0 else { throw .notSaved(path: path) }
    }
}
