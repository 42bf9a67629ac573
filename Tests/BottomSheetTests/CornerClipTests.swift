@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import Testing

/// The sheet's rounded corners are clipped only where they are (`render-nodes.h`):
/// the parts below its top corners, the page with its list, are drawn under a
/// rectangle, which GTK's renderers draw without testing each pixel against the
/// corners; the parts that reach the corners keep GTK's rounded clip; and the sheet
/// looks exactly as under GTK's one rounded clip around all its parts.
@MainActor
@Suite(.serialized)
struct CornerClipTests {
    /// A 200-row list in the sheet, at rest at `expanded`, drawn once.
    static func restingSheet(showsDragHandle: Bool) throws -> SheetFixture {
        let fixture = try SheetFixture.open(.list(rows: 200))
        bs_bottom_sheet_set_show_drag_handle(fixture.host, showsDragHandle ? 1 : 0)
        let clock = ScriptedClock(fixture.host)
        fixture.window.waitForDraw()
        bs_bottom_sheet_present(fixture.host)
        try #require(clock.runUntilResting())
        fixture.window.waitForDraw()
        return fixture
    }

    /// The sheet's own node as GTK makes it, in the sheet's coordinates.
    static func sheetNode(_ fixture: SheetFixture) throws -> OpaquePointer {
        let snapshot = gtk_snapshot_new()
        gtk_widget_snapshot_child(fixture.widget, fixture.sheet, snapshot)
        let node = try #require(gtk_snapshot_free_to_node(snapshot))
        guard gsk_render_node_get_node_type(node) == GSK_TRANSFORM_NODE else { return node }
        let sheet = gsk_render_node_ref(gsk_transform_node_get_child(node))!
        gsk_render_node_unref(node)
        return sheet
    }

    /// The sheet's node with its corners clipped only where they are, against GTK's.
    static func clipped(_ fixture: SheetFixture) throws -> (difference: Int32, sameNode: Bool, rectangles: UInt32, rounded: UInt32) {
        let node = try sheetNode(fixture)
        defer { gsk_render_node_unref(node) }
        var sameNode: gboolean = 0
        var rectangles: guint = 0
        var rounded: guint = 0
        let difference = bs_test_corner_clip_difference(
            node, gtk_widget_get_width(fixture.sheet), gtk_widget_get_height(fixture.sheet),
            &sameNode, &rectangles, &rounded)
        return (difference, sameNode != 0, rectangles, rounded)
    }

    @Test func theListBelowTheHandleIsClippedToARectangleAndTheSheetLooksTheSame() throws {
        try gtkTest {
            let fixture = try Self.restingSheet(showsDragHandle: true)
            let result = try Self.clipped(fixture)
            #expect(!result.sameNode, "the corner clip left the sheet as GTK made it")
            #expect(result.rectangles == 1, "the parts below the corners are not under one rectangle")
            // The background's own rounded clip, and the one around the handle.
            #expect(result.rounded >= 1, "the handle, which reaches the corners, lost its rounded clip")
            #expect(result.difference == 0, "the sheet looks different: a channel differs by \(result.difference)")
        }
    }

    @Test func withoutTheHandleThePageReachesTheCornersAndKeepsGtksClip() throws {
        try gtkTest {
            let fixture = try Self.restingSheet(showsDragHandle: false)
            let result = try Self.clipped(fixture)
            #expect(result.sameNode, "a page that reaches the corners was taken out of the rounded clip")
            #expect(result.difference == 0)
        }
    }

    /// The rewriting serves GTK's Cairo renderer only (`SheetDrawing.renderSheet`): with
    /// another (GL, on Wayland by default) the host draws the node GTK made, as it is.
    @Test func theHostRewritesTheSheetsNodeForTheCairoRendererOnly() throws {
        try gtkTest {
            let fixture = try Self.restingSheet(showsDragHandle: true)
            let drawn = try #require(SheetTestSeam(fixture.host)?.renderSheet(opaque: nil))
            defer { gsk_render_node_unref(drawn) }
            let byGtk = try Self.sheetNode(fixture)
            defer { gsk_render_node_unref(byGtk) }
            let sheetDrawn = gsk_render_node_get_node_type(drawn) == GSK_TRANSFORM_NODE
                ? gsk_transform_node_get_child(drawn) : drawn
            if WidgetRenderer.isCairo(fixture.widget) {
                #expect(sheetDrawn != byGtk, "the Cairo renderer draws the corners GTK clipped")
            } else {
                #expect(sheetDrawn == byGtk, "a renderer other than Cairo draws a rewritten node")
            }
        }
    }

    @Test func theHostDrawsTheSheetWithTheCornersClippedOnlyWhereTheyAre() throws {
        try gtkTest {
            let fixture = try Self.restingSheet(showsDragHandle: true)
            var opaque = graphene_rect_t()
            let drawn = try #require(SheetTestSeam(fixture.host)?.renderSheet(opaque: &opaque))
            defer { gsk_render_node_unref(drawn) }
            let byGtk = try Self.sheetNode(fixture)
            defer { gsk_render_node_unref(byGtk) }
            // The list's rows are text: GTK puts all of them under the rounded clip,
            // the host none.
            #expect(bs_test_count_nodes_inside(byGtk, GSK_TEXT_NODE, GSK_ROUNDED_CLIP_NODE) > 0)
            #expect(bs_test_count_nodes_inside(drawn, GSK_TEXT_NODE, GSK_ROUNDED_CLIP_NODE) == 0,
                    "the host draws the list's rows under the rounded clip")
            #expect(bs_test_count_nodes(drawn, GSK_TEXT_NODE) == bs_test_count_nodes(byGtk, GSK_TEXT_NODE))
        }
    }
}
