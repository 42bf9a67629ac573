import SheetCore
import Testing

/// The rectangles the scrim is drawn as (`SheetGeometry.scrimPieces`): the host less the
/// hole under the sheet's opaque part, and above `expanded` bands that stay the same while
/// the sheet moves, so that GTK redraws no more of the scrim than the sheet's own area.
///
/// A small host (200×160, a 100-px sheet centred, opaque below its 8-px corners,
/// `expanded` 60 px) so that every pixel can be checked.
struct ScrimPiecesTests {
    let geometry = SheetGeometry(presentation: .bottom, hostWidth: 200, hostHeight: 160, sheetWidth: 100)
    let steady = 60.0
    func opaque(shown: Double) -> SheetFrame { SheetFrame(x: 50, y: 160 - shown + 8, width: 100, height: shown - 8) }
    func pieces(shown: Double) -> [SheetFrame] {
        geometry.scrimPieces(opaque: opaque(shown: shown), shown: shown, steadyHeight: steady)
    }

    /// How many pieces hold the whole pixel at (`x`, `y`).
    func cover(_ pieces: [SheetFrame], _ x: Int, _ y: Int) -> Int {
        pieces.count { Double(x) >= $0.x && Double(x) < $0.x + $0.width && Double(y) >= $0.y && Double(y) < $0.y + $0.height }
    }

    @Test func belowExpandedThePiecesAreTheRectanglesAroundTheHole() throws {
        for shown in [20.0, 45.5, 59] {
            let hole = try #require(geometry.scrimHole(opaque: opaque(shown: shown), shown: shown, steadyHeight: steady))
            #expect(pieces(shown: shown) == SheetFrame(x: 0, y: 0, width: 200, height: 160).around(hole), "at \(shown) px")
        }
    }

    /// Every pixel the sheet does not hide is dimmed exactly once; under its opaque part
    /// nothing is, but for at most one band below its top edge.
    @Test func everyPixelOutsideTheOpaquePartIsDimmedOnceAndAtMostOneBandUnderIt() {
        for shown in [60.0, 61.4, 75, 97, 130, 152, 160] {
            let pieces = pieces(shown: shown)
            let opaqueTop = Int((160 - shown + 8).rounded(.up))
            var dimmedUnder = 0
            for y in 0..<160 {
                for x in 0..<200 {
                    let count = cover(pieces, x, y)
                    let underOpaque = x >= 50 && x < 150 && y >= opaqueTop
                    if count > 1 || (!underOpaque && count != 1) {
                        Issue.record("pixel (\(x), \(y)) dimmed \(count) times at \(shown) px")
                        return
                    }
                    if underOpaque, count == 1 { dimmedUnder = max(dimmedUnder, y - opaqueTop + 1) }
                }
            }
            #expect(Double(dimmedUnder) <= SheetGeometry.scrimBand, "\(dimmedUnder) rows dimmed under the sheet at \(shown) px")
        }
    }

    /// GTK pairs the scrim's colour nodes of two frames in order and redraws where a pair
    /// differs or a node has none: all of that lies in the sheet's area, which GTK redraws
    /// as the sheet moves.
    @Test func aboveExpandedWhatChangesFromFrameToFrameLiesUnderTheSheet() {
        var shown = 60.0
        var previous = pieces(shown: shown)
        while shown < 160 {
            let next = min(160, shown + 3.7)
            let current = pieces(shown: next)
            let sheetTop = 160 - next
            for index in 0..<max(previous.count, current.count) {
                let old = index < previous.count ? previous[index] : nil
                let new = index < current.count ? current[index] : nil
                guard old != new else { continue }
                for piece in [old, new].compactMap({ $0 }) {
                    #expect(piece.y >= sheetTop && piece.x >= 50 && piece.x + piece.width <= 150,
                            "\(piece) redrawn outside the sheet from \(shown) to \(next) px")
                }
            }
            previous = current
            shown = next
        }
        #expect(previous.count < pieces(shown: 60).count, "bands under the sheet are left out")
    }

    @Test func aFullWidthSheetHasNoColumnsBesideIt() {
        let wide = SheetGeometry(presentation: .bottom, hostWidth: 200, hostHeight: 160, sheetWidth: 200)
        let opaque = SheetFrame(x: 0, y: 160 - 100 + 8, width: 200, height: 92)
        let pieces = wide.scrimPieces(opaque: opaque, shown: 100, steadyHeight: steady)
        #expect(pieces.allSatisfy { $0.width == 200 })
        // The hole's top stays where it is at `expanded` (108); bands 32 px tall are
        // counted up from it, and the one under the sheet's opaque top (68) is left out.
        #expect(pieces.map(\.y) == [0, 12, 44])
        #expect(pieces.map(\.height) == [12, 32, 32])
    }

    @Test func withNothingOpaqueTheScrimIsTheWholeHost() {
        let empty = SheetFrame(x: 50, y: 160, width: 100, height: 0)
        #expect(geometry.scrimPieces(opaque: empty, shown: 0, steadyHeight: steady)
            == [SheetFrame(x: 0, y: 0, width: 200, height: 160)])
    }

    // MARK: Fractional scales

    /// Monitors at 125 %, 150 % and 175 %, the host 47 px below its surface's top (under
    /// a header bar) and 3 px in: 47 × 1.25 = 58.75, so a whole px there is no whole
    /// device pixel.
    static let grids = [1.25, 1.5, 1.75].map { PixelGrid(scale: $0, originX: 3, originY: 47) }

    func pieces(shown: Double, on grid: PixelGrid) -> [SheetFrame] {
        geometry.scrimPieces(opaque: opaque(shown: shown), shown: shown, steadyHeight: steady, grid: grid)
    }

    /// Where two pieces meet, or a piece meets the hole, the edge lies between device
    /// pixels; only the host's own edges may not.
    @Test(arguments: grids)
    func atFractionalScalesThePiecesMeetBetweenDevicePixels(grid: PixelGrid) {
        func onTheGrid(_ value: Double, origin: Double, hostEdges: [Double]) -> Bool {
            let device = (value + origin) * grid.scale
            return hostEdges.contains(value) || abs(device - device.rounded()) < 1e-9
        }
        for shown in [20.0, 45.5, 60, 61.4, 75, 97, 130, 160] {
            for piece in pieces(shown: shown, on: grid) {
                let xs = [piece.x, piece.x + piece.width], ys = [piece.y, piece.y + piece.height]
                #expect(xs.allSatisfy { onTheGrid($0, origin: grid.originX, hostEdges: [0, 200]) }
                    && ys.allSatisfy { onTheGrid($0, origin: grid.originY, hostEdges: [0, 160]) },
                    "\(piece) at \(shown) px, scale \(grid.scale): an edge inside a device pixel")
            }
        }
    }

    /// Every device pixel outside the sheet's opaque part is dimmed by exactly one piece:
    /// none twice (a darker line), none in part by two (a lighter seam), none missed.
    @Test(arguments: grids)
    func atFractionalScalesEveryDevicePixelOutsideTheOpaquePartIsDimmedOnce(grid: PixelGrid) {
        for shown in [20.0, 60, 61.4, 97, 152] {
            let pieces = pieces(shown: shown, on: grid)
            let opaque = opaque(shown: shown)
            let columns = Int((200 * grid.scale).rounded(.down)), rows = Int((160 * grid.scale).rounded(.down))
            let first = (x: Int((grid.originX * grid.scale).rounded(.up)), y: Int((grid.originY * grid.scale).rounded(.up)))
            for row in first.y..<(first.y + rows - 1) {
                for column in first.x..<(first.x + columns - 1) {
                    // The device pixel's area, in the host's px.
                    let left = Double(column) / grid.scale - grid.originX, right = Double(column + 1) / grid.scale - grid.originX
                    let top = Double(row) / grid.scale - grid.originY, bottom = Double(row + 1) / grid.scale - grid.originY
                    let covering = pieces.filter { $0.x < right && $0.x + $0.width > left && $0.y < bottom && $0.y + $0.height > top }
                    let whole = covering.filter {
                        $0.x <= left + 1e-9 && $0.x + $0.width >= right - 1e-9 && $0.y <= top + 1e-9 && $0.y + $0.height >= bottom - 1e-9
                    }
                    let underOpaque = left >= opaque.x && right <= opaque.x + opaque.width && top >= opaque.y
                    if covering.count > 1 || (covering.count == 1 && whole.count != 1) || (!underOpaque && covering.isEmpty) {
                        let problem = "device pixel (\(column), \(row)) at \(shown) px, scale \(grid.scale): "
                            + "covered by \(covering.count) pieces, \(whole.count) of them whole"
                        Issue.record(Comment(rawValue: problem))
                        return
                    }
                }
            }
        }
    }

    /// At scale 1 on whole px nothing moves: the grid changes only what a whole px
    /// cannot place.
    @Test func onWholePixelsTheGridChangesNothing() {
        for shown in [20.0, 60, 97, 160] {
            #expect(pieces(shown: shown, on: PixelGrid(scale: 1, originX: 5, originY: 47)) == pieces(shown: shown))
        }
        #expect(PixelGrid(scale: .nan).scale == 1 && PixelGrid(scale: 0.5).scale == 1)
    }
}

