import CGtk

/// What the sheet draws itself, with Cairo and the theme's colours. The surface's
/// background and corners come from CSS (`sheet` node), so themes and apps restyle them.
@MainActor
enum SheetDrawing {
    /// The drag handle pill: 36 × 5 px (other platforms use 32–54 × 4–6), centred, in
    /// the handle's CSS `color` (apps restyle it with `drag-handle { color: … }`).
    static let pillWidth = 36.0
    static let pillHeight = 5.0

    static func drawHandle(_ handle: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer) {
        let width = Double(gtk_widget_get_width(handle))
        let height = Double(gtk_widget_get_height(handle))
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(handle), &color)
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: Float((width - pillWidth) / 2), y: Float((height - pillHeight) / 2)),
            size: graphene_size_t(width: Float(pillWidth), height: Float(pillHeight)))
        guard let cr = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
        roundedRectangle(
            cr, x: (width - pillWidth) / 2, y: (height - pillHeight) / 2, width: pillWidth, height: pillHeight,
            radius: pillHeight / 2)
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_fill(cr)
        cairo_destroy(cr)
    }

    /// A soft shadow above the sheet's top edge: a few stacked rounded rectangles of
    /// falling alpha, a cheap blur. Only the band above the edge is drawn: the sheet
    /// itself covers the rest, and a smaller area is less work per frame.
    static let shadowReach = 18.0
    static let shadowOpacity = 0.16
    static let cornerRadius = 20.0

    static func drawShadow(_ snapshot: OpaquePointer, width: Double, top: Double) {
        let layers = 6
        var band = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: Float(top - shadowReach)),
            size: graphene_size_t(width: Float(width), height: Float(shadowReach + cornerRadius)))
        guard let cr = gtk_snapshot_append_cairo(snapshot, &band) else { return }
        for layer in 1...layers {
            let spread = shadowReach * Double(layer) / Double(layers)
            roundedRectangle(
                cr, x: -spread, y: top - spread, width: width + 2 * spread, height: cornerRadius + 2 * spread,
                radius: cornerRadius + spread)
            cairo_set_source_rgba(cr, 0, 0, 0, shadowOpacity / Double(layers))
            cairo_fill(cr)
        }
        cairo_destroy(cr)
    }

    private static func roundedRectangle(
        _ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius: Double
    ) {
        let r = min(radius, width / 2, height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}

extension SheetDriver {
    /// Content, scrim, shadow, sheet: in that order, back to front.
    ///
    /// Content and scrim are drawn over the whole widget, the same nodes every frame
    /// while the sheet moves, never clipped to the sheet's moving top edge: GTK redraws
    /// only what differs from the last frame's nodes, and a clip or scrim whose size
    /// changed would make it redraw (and send to the display) everything above the
    /// sheet, every frame. The sheet is opaque and hides what is under it.
    func snapshot(_ snapshot: OpaquePointer) {
        let width = Float(gtk_widget_get_width(widget))
        let height = Float(gtk_widget_get_height(widget))
        if let content { gtk_widget_snapshot_child(widget, content, snapshot) }
        drawScrim(snapshot, bounds: graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: width, height: height)))
        guard gtk_widget_get_visible(surface) != 0 else { return }
        let top = Double(height) - model.height.rounded()
        SheetDrawing.drawShadow(snapshot, width: Double(width), top: top)
        gtk_widget_snapshot_child(widget, surface, snapshot)
    }

    /// The scrim is one translucent colour node, in the `dimming` node's CSS `color`.
    /// Not the dimming widget drawn with an opacity: GTK would render that into a
    /// window-sized offscreen group and blend it back, every frame the sheet moves
    /// (a third of the frame's work, measured with callgrind). Its alpha changes only
    /// below `expanded` (it follows progress there), so above it the node stays equal.
    private func drawScrim(_ snapshot: OpaquePointer, bounds: graphene_rect_t) {
        guard gtk_widget_get_visible(dimming) != 0, scrimOpacity > 0 else { return }
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(dimming), &color)
        color.alpha *= Float(scrimOpacity)
        var bounds = bounds
        gtk_snapshot_append_color(snapshot, &color, &bounds)
    }
}
