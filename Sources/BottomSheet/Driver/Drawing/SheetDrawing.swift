import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore

/// What the drawing asks of the sheet (`SheetDriver` is the one).
@MainActor
protocol SheetDrawingHost: AnyObject {
    var widgets: SheetWidgets { get }
    /// The app's content under the sheet.
    var content: UnsafeMutablePointer<GtkWidget>? { get }
    var state: SheetState<PageID> { get }
    /// Where the host last laid things out; nil before the first layout.
    var geometry: SheetGeometry? { get }
    /// Draws the bottom bar over the sheet (`SheetBottomBar.snapshot`).
    func snapshotBottomBar(_ snapshot: OpaquePointer)
}

/// What the scrim draws in one frame: it is drawn again when this changes.
struct ScrimPicture: Equatable {
    var hostWidth: Double
    var hostHeight: Double
    /// The part of the host the sheet paints opaque (empty when not known).
    var opaque: SheetFrame
    var shown: Double
    var opacity: Double
    var geometry: SheetGeometry?
    var steadyHeight: Double
    /// The device pixels it is drawn on: its pieces meet between them.
    var grid: PixelGrid
}

/// The host's drawing, as a part that acts: content, scrim, sheet, bottom bar, in that
/// order, back to front (`snapshot`), and the scrim's own (`snapshotScrim`). The sheet's
/// background, corners and shadow come from CSS (`SheetStyle`), the handle's pill from
/// its own type; with GTK's Cairo renderer the sheet's node is rewritten by the
/// render-node toolbox (`render-nodes.h`).
///
/// What it keeps between frames: the sheet's node as GTK last made it, and as the
/// render-node toolbox rewrote it (while only the sheet's position changes GTK gives the
/// same node, and the same rewriting serves), with the shadow pieces, rendered once per
/// look; and what the scrim draws. It reaches the sheet through `SheetDrawingHost` only.
@MainActor
final class SheetDrawing {
    private weak var host: (any SheetDrawingHost)?
    /// What the scrim draws: the host's snapshot sets it, the scrim's draws it.
    private(set) var scrimPicture: ScrimPicture?
    private let shadowPieces = bs_shadow_pieces_new()
    /// The node GTK made, and it with its corners clipped only where they are.
    private var cornersSource: OpaquePointer?
    private var cornersClipped: OpaquePointer?
    /// The clipped node, and it with its shadows in pieces.
    private var shadowSource: OpaquePointer?
    private var shadowDrawn: OpaquePointer?

    /// Where the host's device pixels are (`bs_widget_pixel_grid`); tests put another
    /// scale in its place (`usePixelGrid`).
    private(set) var pixelGrid: @MainActor (UnsafeMutablePointer<GtkWidget>) -> PixelGrid = SheetDrawing.surfaceGrid

    /// Takes the device pixels from `grid` from now on (`SheetTestSeam.pixelGrid`).
    func usePixelGrid(_ grid: @escaping @MainActor (UnsafeMutablePointer<GtkWidget>) -> PixelGrid) {
        pixelGrid = grid
        // The scrim drawn for the old grid is not the one to keep.
        scrimPicture = nil
    }

    static func surfaceGrid(_ widget: UnsafeMutablePointer<GtkWidget>) -> PixelGrid {
        var scale = 1.0, x = 0.0, y = 0.0
        bs_widget_pixel_grid(widget, &scale, &x, &y)
        return PixelGrid(scale: scale, originX: x, originY: y)
    }

    /// Draws for `host` from now on.
    func install(for host: some SheetDrawingHost) { self.host = host }

    isolated deinit {
        clear()
        bs_shadow_pieces_free(shadowPieces)
    }

    /// Content and scrim are the same nodes every frame while the sheet moves above
    /// `expanded`, never clipped to the sheet's moving top edge: GTK redraws only what
    /// differs from the last frame's nodes, and a clip or scrim whose size changed would
    /// make it redraw (and send to the display) everything above the sheet, every frame.
    /// The sheet is opaque and hides what is under it; the scrim leaves out what it
    /// surely hides (`SheetGeometry.scrimHole`).
    func snapshot(_ snapshot: OpaquePointer) {
        guard let host else { return }
        let widget = host.widgets.widget, scrim = host.widgets.scrim, sheet = host.widgets.sheet
        let model = host.state.model
        var opaque = graphene_rect_t()
        let drawsScrim = gtk_widget_get_visible(scrim) != 0 && model.scrimOpacity > 0
        // The sheet's opaque part is looked for only where a scrim would be drawn under it.
        let sheetNode: OpaquePointer? =
            if gtk_widget_get_visible(sheet) == 0 { nil }
            else if drawsScrim { renderSheet(opaque: &opaque) }
            else { renderSheet(opaque: nil) }
        if let content = host.content { gtk_widget_snapshot_child(widget, content, snapshot) }
        if drawsScrim {
            let picture = ScrimPicture(
                hostWidth: Double(gtk_widget_get_width(widget)), hostHeight: Double(gtk_widget_get_height(widget)),
                opaque: SheetFrame(
                    x: Double(opaque.origin.x), y: Double(opaque.origin.y),
                    width: Double(opaque.size.width), height: Double(opaque.size.height)),
                shown: model.height.rounded(), opacity: model.scrimOpacity, geometry: host.geometry,
                steadyHeight: model.scrimSteadyHeight, grid: pixelGrid(widget))
            // GTK keeps the scrim's node until the scrim is queued for drawing. Queued here,
            // while the host is being drawn, it is drawn again now, in this frame: the
            // host's own node is being made, so no other frame is asked for.
            if picture != scrimPicture {
                scrimPicture = picture
                gtk_widget_queue_draw(scrim)
            }
            gtk_widget_snapshot_child(widget, scrim, snapshot)
        }
        if let sheetNode {
            gtk_snapshot_append_node(snapshot, sheetNode)
            gsk_render_node_unref(sheetNode)
        }
        host.snapshotBottomBar(snapshot)
    }

    /// The scrim is translucent colour, in the scrim's CSS `color`, at the opacity the
    /// model gives. Not the scrim drawn with an opacity: GTK would render that into a
    /// window-sized offscreen group and blend it back, every frame the sheet moves (a
    /// third of the frame's work, measured with callgrind). Its alpha changes only below
    /// `expanded`, so above it the nodes stay equal.
    ///
    /// It covers the host but for the hole under the sheet's opaque part, as rectangles
    /// around it (`SheetGeometry.scrimPieces`). Blending the scrim where the sheet then
    /// paints over it was the modal sheet's cost over the non-modal one's in each frame.
    func snapshotScrim(_ snapshot: OpaquePointer) {
        guard let scrim = host?.widgets.scrim, let picture = scrimPicture else { return }
        var color = GdkRGBA()
        bs_widget_get_color(scrim, &color)
        color.alpha *= Float(picture.opacity)
        let pieces = picture.geometry?.scrimPieces(
            opaque: picture.opaque, shown: picture.shown, steadyHeight: picture.steadyHeight, grid: picture.grid)
        for rectangle in pieces ?? [SheetFrame(x: 0, y: 0, width: picture.hostWidth, height: picture.hostHeight)] {
            var bounds = graphene_rect_t(
                origin: graphene_point_t(x: Float(rectangle.x), y: Float(rectangle.y)),
                size: graphene_size_t(width: Float(rectangle.width), height: Float(rectangle.height)))
            gtk_snapshot_append_color(snapshot, &color, &bounds)
        }
    }

    /// The sheet's node as `gtk_widget_snapshot_child()` from the host makes it (a full
    /// reference, or nil when it draws nothing), rewritten where the renderer gains by it
    /// (`GtkVersions.rendererRedrawsEveryNode`): its rounded corners clipped only where
    /// they are and its CSS box-shadows drawn from pieces rendered once, since the sheet
    /// moves every frame and that renderer would otherwise clip and blur them again each
    /// time.
    ///
    /// `opaque`, unless nil (nothing is drawn under the sheet that it would save), is set
    /// to the rectangle of the host the sheet paints opaque (`bs_render_nodes_opaque_area`),
    /// or to an empty one when that is not known.
    func renderSheet(opaque: UnsafeMutablePointer<graphene_rect_t>?) -> OpaquePointer? {
        opaque?.pointee = graphene_rect_t()
        guard let host else { return nil }
        let widget = host.widgets.widget, sheet = host.widgets.sheet
        let own = gtk_snapshot_new()
        gtk_widget_snapshot_child(widget, sheet, own)
        guard let node = gtk_snapshot_free_to_node(own) else { return nil }
        // The sheet's own node, under the translation that places it in the host.
        let isTranslated = gsk_render_node_get_node_type(node) == GSK_TRANSFORM_NODE
        let sheetNode = isTranslated ? gsk_transform_node_get_child(node)! : node
        let transform = isTranslated ? gsk_transform_node_get_transform(node) : nil
        // Found in the sheet's coordinates, then moved into the host's.
        if let opaque,
           bs_render_nodes_opaque_area(sheetNode, gtk_widget_get_width(sheet), gtk_widget_get_height(sheet), opaque) != 0,
           let transform {
            if gsk_transform_get_category(transform).rawValue >= GSK_TRANSFORM_CATEGORY_2D_TRANSLATE.rawValue {
                gsk_transform_transform_bounds(transform, opaque, opaque)
            } else {
                opaque.pointee = graphene_rect_t()
            }
        }
        // The rewritten node is cut into pieces on whole pixels: at a fractional scale
        // their edges would fall inside device pixels, and show as seams.
        guard GtkVersions.rendererRedrawsEveryNode(gtk_widget_get_native(widget)), pixelGrid(widget).hasWholeScale
        else { return node }
        let drawn = rewritten(sheetNode, scale: gtk_widget_get_scale_factor(widget))
        defer { gsk_render_node_unref(node) }
        guard let transform else { return gsk_render_node_ref(drawn) }
        return gsk_transform_node_new(drawn, transform)
    }

    /// `sheet` (the sheet's own node) rewritten, for a surface at `scale`; the reference
    /// is this cache's.
    private func rewritten(_ sheet: OpaquePointer, scale: Int32) -> OpaquePointer {
        if sheet != cornersSource {
            replace(&cornersSource, gsk_render_node_ref(sheet))
            replace(&cornersClipped, bs_render_nodes_clip_corners_only(sheet))
        }
        let clipped = cornersClipped!
        if clipped != shadowSource {
            replace(&shadowSource, gsk_render_node_ref(clipped))
            replace(&shadowDrawn, bs_shadow_pieces_replace(shadowPieces, clipped, scale))
        }
        return shadowDrawn!
    }

    /// How many looks the shadow pieces have rendered (for tests).
    var renderedLooks: UInt32 { bs_shadow_pieces_get_rendered(shadowPieces) }

    /// Lets go of the nodes: what they hold (the app's widgets' nodes) is not kept alive
    /// by a sheet nobody sees.
    func clear() {
        replace(&cornersSource, nil)
        replace(&cornersClipped, nil)
        replace(&shadowSource, nil)
        replace(&shadowDrawn, nil)
    }

    private func replace(_ slot: inout OpaquePointer?, _ node: OpaquePointer?) {
        if let old = slot { gsk_render_node_unref(old) }
        slot = node
    }
}
