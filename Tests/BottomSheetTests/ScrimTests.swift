@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import SheetCore
import Testing

/// The scrim dims the content around the sheet, and is not drawn under the part of the
/// sheet that paints over it opaque (`SheetGeometry.scrimHole`): read from the host's
/// render nodes, and from pixels where the sheet is translucent.
///
/// Fixture: a 1000×800 host, so the 640-px sheet has content beside it; `full` 760 px,
/// `expanded` 400 px.
@MainActor
@Suite(.serialized)
struct ScrimTests {
    static func open() throws -> SheetFixture {
        let fixture = try SheetFixture.open(.list(rows: 200), width: 1000, height: 800)
        bs_bottom_sheet_present(fixture.host)
        #expect(fixture.waitUntilResting(at: .expanded))
        bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
        #expect(fixture.waitUntilResting(at: .full))
        fixture.window.waitForDraw()
        return fixture
    }

    /// The host's render node as it draws now (a full reference).
    static func hostNode(_ fixture: SheetFixture) throws -> OpaquePointer {
        let paintable = try #require(gtk_widget_paintable_new(fixture.widget))
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(
            paintable, snapshot, Double(gtk_widget_get_width(fixture.widget)),
            Double(gtk_widget_get_height(fixture.widget)))
        return try #require(gtk_snapshot_free_to_node(snapshot))
    }

    /// How many of the scrim's colour nodes cover each of `points` of the host.
    static func scrimCover(_ fixture: SheetFixture, at points: [(Double, Double)]) throws -> [UInt32] {
        let node = try hostNode(fixture)
        defer { gsk_render_node_unref(node) }
        var color = scrimColor(fixture)
        return points.map { bs_test_color_nodes_at(node, &color, $0.0, $0.1) }
    }

    /// The colour the scrim is drawn in now: the theme's black at the model's opacity.
    static func scrimColor(_ fixture: SheetFixture) -> GdkRGBA {
        GdkRGBA(red: 0, green: 0, blue: 0, alpha: Float(SheetTestSeam(fixture.host)!.model.scrimOpacity))
    }

    /// Every 20 px across and down the host.
    static let grid: [(Double, Double)] = stride(from: 5.0, to: 800, by: 20).flatMap { y in
        stride(from: 5.0, to: 1000, by: 20).map { x in (x, y) }
    }

    @Test func theScrimCoversTheContentOnceAndNothingUnderTheSheetsOpaquePart() throws {
        try gtkTest {
            let fixture = try Self.open()
            // Above the sheet (its top at 40), beside it, and under it: more than one band
            // (`SheetGeometry.scrimBand`) below its rounded corners, and near the bottom.
            let cover = try Self.scrimCover(fixture, at: [(500, 20), (100, 700), (900, 700), (500, 100), (500, 700)])
            #expect(cover == [1, 1, 1, 0, 0])
            // Every point of the content is dimmed exactly once, or not at all under the sheet.
            #expect(try Self.scrimCover(fixture, at: Self.grid).allSatisfy { $0 <= 1 })
        }
    }

    /// With no shadow (a high-contrast theme's `box-shadow: none`) GTK draws the
    /// background alone, with no container around it: the hole is still found.
    @Test func aSheetWithNoShadowStillHidesWhatIsUnderIt() throws {
        try gtkTest {
            try withCss("bs-bottom-sheet > bs-sheet { box-shadow: none; }") {
                let fixture = try Self.open()
                #expect(try Self.scrimCover(fixture, at: [(500, 20), (100, 700), (500, 700)]) == [1, 1, 0])
            }
        }
    }

    /// The scrim's colour nodes, in the order they are drawn, in the host's coordinates.
    static func scrimRectangles(_ fixture: SheetFixture) throws -> [SheetFrame] {
        let node = try hostNode(fixture)
        defer { gsk_render_node_unref(node) }
        var color = scrimColor(fixture)
        var bounds = [graphene_rect_t](repeating: graphene_rect_t(), count: 256)
        let count = Int(bs_test_color_node_bounds(node, &color, &bounds, UInt32(bounds.count)))
        return bounds.prefix(count).map {
            SheetFrame(x: Double($0.origin.x), y: Double($0.origin.y),
                       width: Double($0.size.width), height: Double($0.size.height))
        }
    }

    /// Above `expanded`, GTK pairs the scrim's nodes of two frames in order and redraws
    /// where a pair differs or a node has none: all of that lies under the sheet, which
    /// it redraws as the sheet moves, so the scrim adds nothing to redraw. Nor is the
    /// scrim blended under the sheet's opaque part deeper than one band. Below
    /// `expanded`, the hole follows the sheet.
    @Test func aboveExpandedOnlyTheScrimUnderTheSheetChangesAsItMovesAndBelowTheHoleFollows() throws {
        try gtkTest {
            let fixture = try Self.open()
            var previous = try Self.scrimRectangles(fixture)
            var previousTop = 800 - fixture.sheetHeight
            let atFull = previous.count
            let drag = ScriptedDrag(fixture)
            drag.begin()
            drag.claim(up: false)
            // 760 → 500 px shown: above `expanded` all the way.
            drag.glide(by: 260, steps: 13, over: 13.0 / 60) {
                fixture.window.waitForDraw()
                guard let current = try? Self.scrimRectangles(fixture) else {
                    Issue.record("no host node")
                    return
                }
                let top = 800 - fixture.sheetHeight
                // The sheet's area in both frames: 640 px wide, centred, from the higher top.
                let redrawn = SheetFrame(x: 180, y: min(top, previousTop), width: 640, height: 800)
                for index in 0..<max(previous.count, current.count) {
                    let old = index < previous.count ? previous[index] : nil
                    let new = index < current.count ? current[index] : nil
                    for piece in [old, new].compactMap({ $0 }) where old != new {
                        #expect(piece.x >= redrawn.x && piece.x + piece.width <= redrawn.x + redrawn.width
                                    && piece.y >= redrawn.y, "\(piece) changed outside the sheet, at \(fixture.sheetHeight) px")
                    }
                }
                // Above the sheet every point is dimmed once; well below its top edge none.
                let above = Self.grid.filter { $0.1 < top }
                #expect((try? Self.scrimCover(fixture, at: above))?.allSatisfy { $0 == 1 } == true)
                let deep = top + 20 + SheetGeometry.scrimBand + 1
                #expect((try? Self.scrimCover(fixture, at: [(500, deep), (300, deep)])) == [0, 0], "at \(fixture.sheetHeight) px")
                previous = current
                previousTop = top
            }
            #expect(previous.count > atFull, "the bands the sheet no longer covers are drawn")
            // Below `expanded`, at 300 px: the hole follows the sheet, under its opaque part.
            drag.move(dy: ScriptedDrag.claimDistance + 460)
            fixture.window.waitForDraw()
            #expect(fixture.sheetHeight == 300)
            let cover = try Self.scrimCover(fixture, at: [(500, 480), (500, 600), (500, 790), (100, 600)])
            #expect(cover == [1, 0, 0, 1])
        }
    }

    /// A sheet restyled translucent shows the dimmed content through it: the scrim is
    /// drawn under it, and its pixels there are darker than with no scrim.
    @Test func aTranslucentSheetLetsTheScrimShowThrough() throws {
        try gtkTest {
            try withCss("bs-bottom-sheet > bs-sheet { background-color: rgba(255, 255, 255, 0.5); }") {
                let fixture = try Self.open()
                bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
                #expect(fixture.waitUntilResting(at: .expanded))
                fixture.window.waitForDraw()
                // A point of the sheet's own background at `expanded` (its top at 400),
                // beside its handle and below its corners: the list below the handle
                // paints its own opaque background.
                #expect(try Self.scrimCover(fixture, at: [(300, 422)]) == [1])
                let dimmed = try WidgetRenderer.render(fixture.widget).pixel(x: 300, y: 422)
                bs_bottom_sheet_set_modal(fixture.host, 0)
                fixture.window.waitForDraw()
                let plain = try WidgetRenderer.render(fixture.widget).pixel(x: 300, y: 422)
                #expect(Int(dimmed.red) + 20 < Int(plain.red), "dimmed \(dimmed), without the scrim \(plain)")
            }
        }
    }
}
