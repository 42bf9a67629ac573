import CBottomSheet
import CGtk
import SheetCore

/// Content, scrim, sheet: in that order, back to front. The sheet's background, corners
/// and shadow come from CSS (`SheetStyle`), the handle's pill from its own type; the
/// shadow is drawn from pieces rendered once (`sheet-shadow.h`).
extension SheetDriver {
    /// Content and scrim are the same nodes every frame while the sheet moves above
    /// `expanded`, never clipped to the sheet's moving top edge: GTK redraws only what
    /// differs from the last frame's nodes, and a clip or scrim whose size changed would
    /// make it redraw (and send to the display) everything above the sheet, every frame.
    /// The sheet is opaque and hides what is under it; the scrim leaves out what it
    /// surely hides (`SheetGeometry.scrimHole`).
    func snapshot(_ snapshot: OpaquePointer) {
        var opaque = graphene_rect_t()
        // The sheet's opaque part is looked for only where a scrim would be drawn under it.
        let sheetNode: OpaquePointer? =
            if gtk_widget_get_visible(sheet) == 0 { nil }
            else if drawsScrim { bs_sheet_render_in_host(OpaquePointer(sheet), widget, &opaque) }
            else { bs_sheet_render_in_host(OpaquePointer(sheet), widget, nil) }
        if let content { gtk_widget_snapshot_child(widget, content, snapshot) }
        drawScrim(snapshot, sheetOpaque: opaque)
        if let sheetNode {
            gtk_snapshot_append_node(snapshot, sheetNode)
            gsk_render_node_unref(sheetNode)
        }
    }

    /// Whether this frame draws a scrim: it shows, and dims.
    private var drawsScrim: Bool { gtk_widget_get_visible(scrim) != 0 && model.scrimOpacity > 0 }

    /// The scrim is translucent colour, in the `bs-dimming` node's CSS `color`, at the
    /// opacity the model gives. Not the dimming widget drawn with an opacity: GTK would
    /// render that into a window-sized offscreen group and blend it back, every frame
    /// the sheet moves (a third of the frame's work, measured with callgrind). Its alpha
    /// changes only below `expanded`, so above it the nodes stay equal.
    ///
    /// It covers the host but for the hole under the sheet's opaque part, as rectangles
    /// around it (`SheetGeometry.scrimPieces`). Blending the scrim where the sheet then
    /// paints over it was the modal sheet's cost over the non-modal one's in each frame.
    private func drawScrim(_ snapshot: OpaquePointer, sheetOpaque: graphene_rect_t) {
        guard drawsScrim else { return }
        let opacity = model.scrimOpacity
        var color = GdkRGBA()
        bs_widget_get_color(scrim, &color)
        color.alpha *= Float(opacity)
        let width = Double(gtk_widget_get_width(widget))
        let height = Double(gtk_widget_get_height(widget))
        let opaque = SheetFrame(
            x: Double(sheetOpaque.origin.x), y: Double(sheetOpaque.origin.y),
            width: Double(sheetOpaque.size.width), height: Double(sheetOpaque.size.height))
        let pieces = geometry?.scrimPieces(
            opaque: opaque, shown: model.height.rounded(), steadyHeight: model.layout.expandedHeight)
        for rectangle in pieces ?? [SheetFrame(x: 0, y: 0, width: width, height: height)] {
            var bounds = graphene_rect_t(
                origin: graphene_point_t(x: Float(rectangle.x), y: Float(rectangle.y)),
                size: graphene_size_t(width: Float(rectangle.width), height: Float(rectangle.height)))
            gtk_snapshot_append_color(snapshot, &color, &bounds)
        }
    }
}
