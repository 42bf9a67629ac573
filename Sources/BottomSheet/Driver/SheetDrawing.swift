import CGtk

/// What the sheet draws itself, in the theme's colours. The surface's
/// background, corners and shadow come from CSS (`sheet` node), so themes and apps
/// restyle them.
@MainActor
enum SheetDrawing {
    /// The drag handle pill: 36 × 5 px (other platforms use 32–54 × 4–6), centred, in
    /// the handle's CSS `color` (apps restyle it with `drag-handle { color: … }`).
    static let pillWidth = 36.0
    static let pillHeight = 5.0

    /// A rounded clip around one colour node: GTK draws it natively with either
    /// renderer, with no Cairo image to make (and, with GL, upload).
    static func drawHandle(_ handle: UnsafeMutablePointer<GtkWidget>, _ snapshot: OpaquePointer) {
        let width = Double(gtk_widget_get_width(handle))
        let height = Double(gtk_widget_get_height(handle))
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(handle), &color)
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: Float((width - pillWidth) / 2), y: Float((height - pillHeight) / 2)),
            size: graphene_size_t(width: Float(pillWidth), height: Float(pillHeight)))
        var pill = GskRoundedRect()
        gsk_rounded_rect_init_from_rect(&pill, &bounds, Float(pillHeight / 2))
        gtk_snapshot_push_rounded_clip(snapshot, &pill)
        gtk_snapshot_append_color(snapshot, &color, &bounds)
        gtk_snapshot_pop(snapshot)
    }
}

extension SheetDriver {
    /// Content, scrim, sheet: in that order, back to front. The sheet's shadow is its
    /// CSS `box-shadow` (`SheetStyle`), drawn by GTK with the sheet.
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
