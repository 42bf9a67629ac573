@testable import BottomSheet
import CBottomSheet
import CGtk
import SheetCore
import Testing

/// The modal sheet on monitors at 125 %, 150 % and 175 %, drawn by the window's own
/// renderer at that scale (`WidgetRenderer.render(scale:)`) with the sheet told the
/// scale as a surface at that scale tells it (`SheetTestSeam.pixelGrid`): the dimming is
/// even over all of the content, with no lighter or darker line where the scrim's
/// pieces meet (`SheetGeometry.scrimPieces` on a `PixelGrid`), and the picture matches
/// its reference. The sheet rises past `expanded`, where the scrim is cut into bands.
@MainActor
@Suite(.serialized)
struct FractionalScaleTests {
    nonisolated static let scales = [1.25, 1.5, 1.75]
    static let width: Int32 = 1003, height: Int32 = 803, sheetWidth = 641.0
    /// How far the sheet's shadow reaches out from its edges (px, the CSS shadow's blur
    /// and offset, with room to spare).
    static let shadowReach = 48.0

    /// A modal sheet over plain content, 641 px wide in a 1003 × 803 window (odd sizes put
    /// its edges inside device pixels at every fractional scale), drawn for a
    /// surface at `scale`, held on scripted time on its way from `expanded` to `full`.
    /// With `scale` nil, the scale is the surface's own (a compositor's at that scale).
    /// The sheet holds still while the clock is kept: without it, it goes on in real time.
    /// `beforePresenting` runs with the window shown and the sheet not yet presented.
    static func risingSheet(
        at scale: Double?, beforePresenting: (SheetFixture) throws -> Void = { _ in }
    ) throws -> (fixture: SheetFixture, clock: ScriptedClock) {
        let fixture = try SheetFixture.open(
            .list(rows: 200), width: width, height: height, hostContent: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
        ) { bs_bottom_sheet_set_max_width($0, sheetWidth) }
        try beforePresenting(fixture)
        if let scale {
            let seam = try #require(SheetTestSeam(fixture.host))
            seam.pixelGrid = { widget in
                let surface = SheetDrawing.surfaceGrid(widget)
                return PixelGrid(scale: scale, originX: surface.originX, originY: surface.originY)
            }
        }
        let clock = try fixture.presentOnScriptedTime(restingAt: .expanded)
        let expanded = fixture.sheetHeight
        bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL)
        clock.run(for: 0.06)
        fixture.window.waitForDraw()
        try #require(clock.isAnimating && fixture.sheetHeight > expanded + 40,
                     "the sheet is not rising above expanded (\(expanded) px): \(fixture.sheetHeight) px")
        return (fixture, clock)
    }

    /// Every device pixel of the dimmed content the sheet and its shadow leave alone is
    /// the same colour: above the sheet across the whole window, and beside it down to
    /// the bottom.
    @Test(arguments: scales)
    func theDimmingIsEvenWithNoSeamAtAFractionalScale(scale: Double) throws {
        try gtkTest {
            let (fixture, clock) = try Self.risingSheet(at: scale)
            defer { withExtendedLifetime(clock) {} }
            let image = try WidgetRenderer.render(
                fixture.widget, pngName: "fractional-\(scale)-rising-actual", scale: scale)
            try Self.expectEvenDimming(in: image, of: fixture, at: scale)
        }
    }

    /// Every device pixel of `image` (the rising sheet's, at `scale`) that the sheet and
    /// its shadow leave alone is the colour of its top left corner.
    static func expectEvenDimming(in image: RenderedImage, of fixture: SheetFixture, at scale: Double,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bounds = fixture.sheetBounds
        let clearAbove = Int(((Double(bounds.origin.y) - shadowReach) * scale).rounded(.down))
        let clearBeside = Int(((Double(bounds.origin.x) - shadowReach) * scale).rounded(.down))
        try #require(clearAbove > 100 && clearBeside > 50, "no dimmed content left to look at: \(bounds)",
                     sourceLocation: sourceLocation)
        let dimmed = image.pixel(x: 0, y: 0)
        var uneven: [String] = []
        // The last row and column of device pixels are only partly the window's.
        let whole = (width: Int(Double(width) * scale), height: Int(Double(height) * scale))
        let regions = [(columns: 0..<whole.width, rows: 0..<clearAbove),
                       (columns: 0..<clearBeside, rows: clearAbove..<whole.height)]
        for region in regions {
            for y in region.rows {
                guard let x = region.columns.first(where: { !image.pixel(x: $0, y: y).isClose(to: dimmed, tolerance: 1) })
                else { continue }
                uneven.append("(\(x), \(y)): \(image.pixel(x: x, y: y))")
                if uneven.count == 5 { break }
            }
        }
        #expect(uneven.isEmpty, "the dimmed content is \(dimmed) but for device pixels \(uneven) at scale \(scale)",
                sourceLocation: sourceLocation)
    }

    /// The rising sheet as GNOME's compositor shows it on a monitor at its scale (the
    /// mutter suites run at 1.25, 1.5 and 1.75): taken from mutter's screen-cast, not
    /// drawn by the test, with the surface's own scale. Evenly dimmed, and matching its
    /// reference (`compositor-SCALE-rising`) as strictly as the renderer's pictures do.
    @Test(.compositorGivesPictures)
    func theCompositorShowsTheRisingSheetEvenAndAsItsReference() throws {
        try gtkTest {
            let scale = CompositorPicture.scale
            let (fixture, clock) = try Self.risingSheet(at: nil) { try CompositorPicture.place(of: $0.window) }
            defer { withExtendedLifetime(clock) {} }
            let picture = try CompositorPicture.take(of: fixture.window, named: "compositor-\(scale)-rising-actual")
            try Self.expectEvenDimming(in: picture, of: fixture, at: scale)
            try GoldenImage.expectMatch(picture, named: "compositor-\(scale)-rising", for: fixture.widget)
        }
    }

    @Test(arguments: scales)
    func theRisingSheetMatchesItsReferenceAtAFractionalScale(scale: Double) throws {
        try gtkTest {
            let (fixture, clock) = try Self.risingSheet(at: scale)
            defer { withExtendedLifetime(clock) {} }
            try GoldenImage.expectMatch(fixture.widget, named: "fractional-\(scale)-rising", scale: scale)
        }
    }
}
