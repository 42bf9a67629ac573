@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// The sheet's CSS shadow is drawn from pieces rendered once (`render-nodes.h`): they
/// must look like GTK's own drawing of the same shadow, be rendered once per look
/// whatever the sheet's size, leave to GTK what they cannot reproduce, and take the
/// place of the shadow GTK made from the sheet's CSS while the sheet moves (with the
/// Cairo renderer, which the tests use; GTK's GL renderer keeps its own shadows).
@MainActor
@Suite(.serialized)
struct ShadowPiecesTests {
    /// One outset shadow: its outline's size and corner radii, and the CSS values.
    struct Shadow: Sendable, CustomStringConvertible {
        var name: String
        var x: Float = 0
        var y: Float = 0
        var width: Float = 640
        var height: Float = 400
        /// Top left, top right, bottom right, bottom left.
        var radii: [Float] = [20, 20, 0, 0]
        var alpha: Float = 0.3
        var dx: Float = 0
        var dy: Float = -2
        var spread: Float = 0
        var blur: Float = 16
        var scale: Int32 = 1

        var description: String { name }

        var outline: GskRoundedRect {
            var rect = GskRoundedRect()
            var bounds = graphene_rect_t(
                origin: graphene_point_t(x: x, y: y), size: graphene_size_t(width: width, height: height))
            var corners = radii.map { graphene_size_t(width: $0, height: $0) }
            gsk_rounded_rect_init(&rect, &bounds, &corners[0], &corners[1], &corners[2], &corners[3])
            return rect
        }

        /// The largest channel difference from GTK's drawing (-1: left to GTK), and how
        /// many looks were rendered for this outline and a bigger one.
        func compared() -> (difference: Int32, looks: UInt32) {
            var outline = self.outline
            var color = GdkRGBA(red: 0, green: 0, blue: 0.02, alpha: alpha)
            var looks: UInt32 = 0
            let difference = bs_test_shadow_pieces_difference(&outline, &color, dx, dy, spread, blur, scale, &looks)
            return (difference, looks)
        }
    }

    nonisolated static let drawnFromPieces: [Shadow] = [
        Shadow(name: "the sheet's own"),
        Shadow(name: "the sheet's own at scale 2", scale: 2),
        Shadow(name: "a wide soft one with spread", radii: [12, 12, 12, 12], alpha: 0.05, dy: 2, spread: 3, blur: 14),
        Shadow(name: "a tight one", radii: [8, 8, 8, 8], alpha: 0.1, dy: 1, blur: 5),
        Shadow(name: "a hairline without blur", radii: [20, 20, 0, 0], alpha: 0.05, dy: 0, spread: 1, blur: 0),
        Shadow(name: "uneven corners, offset sideways", radii: [4, 30, 0, 12], dx: 3, dy: 4, blur: 10),
        Shadow(name: "uneven corners at scale 2", radii: [4, 30, 0, 12], dx: -3, dy: 4, blur: 10, scale: 2),
        Shadow(name: "no corners", x: 10, y: 20, radii: [0, 0, 0, 0], blur: 16),
    ]

    @Test(arguments: drawnFromPieces)
    func aShadowDrawnFromPiecesLooksLikeGtksOwnAndIsRenderedOnce(_ shadow: Shadow) throws {
        try gtkTest {
            let (difference, looks) = shadow.compared()
            #expect(difference >= 0, "the pieces left the shadow to GTK")
            #expect(difference <= 1, "the pieces differ from GTK's drawing by \(difference) in a channel")
            #expect(looks == 1, "a bigger outline with the same look rendered the pieces again")
        }
    }

    @Test(arguments: [
        Shadow(name: "an outline off the pixel grid", x: 0.5),
        Shadow(name: "a spread off the pixel grid", spread: 0.5),
        Shadow(name: "an outline too small for its corners", width: 40, height: 30),
    ])
    func aShadowThePiecesCannotReproduceIsLeftToGtk(_ shadow: Shadow) throws {
        try gtkTest {
            #expect(shadow.compared().difference == -1)
        }
    }

    /// The sheet as the host draws it, and as GTK would: the nodes of one frame.
    static func sheetNodes(_ fixture: SheetFixture) throws -> (drawn: OpaquePointer, byGtk: OpaquePointer) {
        var opaque = graphene_rect_t()
        let drawn = try #require(SheetTestSeam(fixture.host)?.renderSheet(opaque: &opaque))
        let gtkSnapshot = gtk_snapshot_new()
        gtk_widget_snapshot_child(fixture.widget, fixture.sheet, gtkSnapshot)
        let byGtk = try #require(gtk_snapshot_free_to_node(gtkSnapshot))
        return (drawn, byGtk)
    }

    @Test func theSheetsCssShadowIsDrawnFromPiecesAndTheSamePiecesServeWhileItMoves() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(.list(rows: 200))
            // The pieces serve GTK's Cairo renderer only (with another, the host draws the
            // node GTK made: `CornerClipTests.theHostRewritesTheSheetsNodeForTheCairoRendererOnly`).
            try #require(WidgetRenderer.isCairo(fixture.widget), "a Cairo-only test in a run with another renderer")
            let clock = ScriptedClock(fixture.host)
            fixture.window.waitForDraw()
            bs_bottom_sheet_present(fixture.host)
            try #require(clock.runUntilResting())
            fixture.window.waitForDraw()

            let drag = ScriptedDrag(fixture)
            drag.begin()
            drag.claim(up: true)
            drag.move(dy: -(ScriptedDrag.claimDistance + 10))
            fixture.window.waitForDraw()
            drag.move(dy: -(ScriptedDrag.claimDistance + 20))
            fixture.window.waitForDraw()
            let first = try Self.sheetNodes(fixture)
            defer { gsk_render_node_unref(first.drawn); gsk_render_node_unref(first.byGtk) }
            #expect(bs_test_count_nodes(first.byGtk, GSK_OUTSET_SHADOW_NODE) >= 1, "the sheet's CSS has no shadow")
            #expect(bs_test_count_nodes(first.drawn, GSK_OUTSET_SHADOW_NODE) == 0, "GTK still draws the shadow")
            #expect(bs_test_count_nodes(first.drawn, GSK_CAIRO_NODE) >= 2, "the shadow's pieces are missing")

            drag.move(dy: -(ScriptedDrag.claimDistance + 30))
            fixture.window.waitForDraw()
            let second = try Self.sheetNodes(fixture)
            defer { gsk_render_node_unref(second.drawn); gsk_render_node_unref(second.byGtk) }
            #expect(gsk_transform_node_get_transform(first.drawn).map(gsk_transform_to_string)
                    != gsk_transform_node_get_transform(second.drawn).map(gsk_transform_to_string),
                    "the sheet did not move")
            let firstPiece = bs_test_first_node(first.drawn, GSK_CAIRO_NODE)
            #expect(firstPiece != nil && firstPiece == bs_test_first_node(second.drawn, GSK_CAIRO_NODE),
                    "the pieces were rendered again for a sheet that only moved")
            let firstSide = bs_test_first_node(first.drawn, GSK_REPEAT_NODE)
            #expect(firstSide != nil && firstSide == bs_test_first_node(second.drawn, GSK_REPEAT_NODE),
                    "the pieces were placed again for a sheet that only moved")
            drag.end()
            clock.advance(by: drag.time - clock.now)
            #expect(clock.runUntilResting())
        }
    }
}
