import CBottomSheet
import CGtk

/// Content, scrim, sheet: in that order, back to front. The sheet's background, corners
/// and shadow come from CSS (`SheetStyle`), the handle's pill from its own type; the
/// shadow is drawn from pieces rendered once (`sheet-shadow.h`).
extension SheetDriver {
    /// Content and scrim are drawn over the whole host, the same nodes every frame
    /// while the sheet moves, never clipped to the sheet's moving top edge: GTK redraws
    /// only what differs from the last frame's nodes, and a clip or scrim whose size
    /// changed would make it redraw (and send to the display) everything above the
    /// sheet, every frame. The sheet is opaque and hides what is under it.
    func snapshot(_ snapshot: OpaquePointer) {
        if let content { gtk_widget_snapshot_child(widget, content, snapshot) }
        drawScrim(snapshot)
        guard gtk_widget_get_visible(sheet) != 0 else { return }
        bs_sheet_snapshot_in_host(OpaquePointer(sheet), widget, snapshot)
    }

    /// The scrim is one translucent colour node, in the `dimming` node's CSS `color`, at
    /// the opacity the model gives. Not the dimming widget drawn with an opacity: GTK
    /// would render that into a window-sized offscreen group and blend it back, every
    /// frame the sheet moves (a third of the frame's work, measured with callgrind). Its
    /// alpha changes only below `expanded`, so above it the node stays equal.
    private func drawScrim(_ snapshot: OpaquePointer) {
        let opacity = model.scrimOpacity
        guard gtk_widget_get_visible(scrim) != 0, opacity > 0 else { return }
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(scrim), &color)
        color.alpha *= Float(opacity)
        var bounds = graphene_rect_t(
            origin: graphene_point_t(x: 0, y: 0),
            size: graphene_size_t(width: Float(gtk_widget_get_width(widget)), height: Float(gtk_widget_get_height(widget))))
        gtk_snapshot_append_color(snapshot, &color, &bounds)
    }
}
