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
}
