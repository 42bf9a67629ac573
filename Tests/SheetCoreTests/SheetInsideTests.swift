import SheetCore
import Testing

/// Where the sheet's parts lie inside it (`SheetInside`): a 360-px sheet 400 px tall with
/// a 20-px handle, a 48-px page header, a 40-px header and a 56-px footer.
struct SheetInsideTests {
    func full(_ change: (inout SheetInside) -> Void = { _ in }) -> SheetInside {
        var inside = SheetInside(
            width: 360, height: 400, handleHeight: 20, pageHeaderHeight: 48, headerHeight: 40, footerHeight: 56)
        change(&inside)
        return inside
    }

    @Test func withEveryPartTheyStackFromTheTopAndTheFooterEndsOnTheBottomEdge() throws {
        let inside = full()
        #expect(inside.handle == SheetFrame(x: 0, y: 0, width: 360, height: 20))
        #expect(inside.pageHeader == SheetFrame(x: 0, y: 20, width: 360, height: 48))
        #expect(inside.header == SheetFrame(x: 0, y: 68, width: 360, height: 40))
        #expect(inside.footer(shown: nil) == SheetFrame(x: 0, y: 344, width: 360, height: 56))
        #expect(inside.grip == nil)
        // The body fills what lies between, so that a list ends above the footer.
        let page = inside.page(.still, progress: 1, minimumHeight: 0)
        #expect(page == SheetFrame(x: 0, y: 108, width: 360, height: 236))
        #expect(inside.pagesBottom(shown: nil) == nil)
    }

    @Test func withEmptySlotsTheBodyTakesTheirPlace() {
        let inside = SheetInside(width: 360, height: 400)
        #expect(inside.handle == nil && inside.pageHeader == nil && inside.header == nil)
        #expect(inside.footer(shown: nil) == nil)
        #expect(inside.page(.still, progress: 0, minimumHeight: 0) == SheetFrame(x: 0, y: 0, width: 360, height: 400))
        #expect(inside.pagesBottom(shown: 300) == nil, "nothing to cut without a footer")
        // A header shown with no height still has its place, at the body's top.
        let emptyHeader = SheetInside(width: 360, height: 400, headerHeight: 0, footerHeight: 0)
        #expect(emptyHeader.header == SheetFrame(x: 0, y: 0, width: 360, height: 0))
        #expect(emptyHeader.footer(shown: nil) == SheetFrame(x: 0, y: 400, width: 360, height: 0))
        // Only the handle: the body starts under it.
        let handleOnly = SheetInside(width: 360, height: 400, handleHeight: 20)
        #expect(handleOnly.page(.still, progress: 0, minimumHeight: 0).y == 20)
    }

    /// While the sheet moves it is allocated taller than it shows: the footer alone follows
    /// the edge shown, and the pages are cut at its top edge.
    @Test func whileHeldTallerTheFooterFollowsTheEdgeShownAndThePagesEndAtIt() {
        let inside = full()
        for shown in [400.0, 380, 250.5, 200] {
            let footer = inside.footer(shown: shown)
            #expect(footer?.y == shown - 56, "at \(shown) px")
            #expect(inside.pagesBottom(shown: shown) == shown - 56)
            #expect(inside.page(.still, progress: 1, minimumHeight: 0).height == 236, "the body keeps its height")
        }
        #expect(inside.footer(shown: 500)?.y == 344, "never below the sheet's own bottom edge")
    }

    /// Shorter than its chrome (sliding in or out), the sheet moves as one block: the footer
    /// stays under the header, and a page keeps at least its minimum height.
    @Test func aSheetShorterThanItsChromeSlidesAsOneBlock() {
        let inside = full { $0.height = 150 }
        #expect(inside.bodyTop == 108)
        #expect(inside.bodyBottom == 108)
        #expect(inside.footer(shown: nil)?.y == 108)
        #expect(inside.footer(shown: 60)?.y == 108, "not over the header when less shows")
        #expect(inside.page(.still, progress: 1, minimumHeight: 30).height == 30)
        #expect(inside.page(.still, progress: 1, minimumHeight: 0).height == 0)
    }

    @Test func inASidePanelTheGripRunsDownTheStartEdgeAndThePartsLieBesideIt() {
        let inside = full { $0.isSide = true; $0.gripWidth = 24 }
        #expect(inside.grip == SheetFrame(x: 0, y: 0, width: 24, height: 400))
        #expect(inside.handle == nil, "no handle above the parts")
        #expect(inside.pageHeader == SheetFrame(x: 24, y: 0, width: 336, height: 48))
        #expect(inside.header == SheetFrame(x: 24, y: 48, width: 336, height: 40))
        #expect(inside.footer(shown: nil) == SheetFrame(x: 24, y: 344, width: 336, height: 56))
        #expect(inside.page(.still, progress: 0, minimumHeight: 0) == SheetFrame(x: 24, y: 88, width: 336, height: 256))

        let rightToLeft = full { $0.isSide = true; $0.gripWidth = 24; $0.isRightToLeft = true }
        #expect(rightToLeft.grip == SheetFrame(x: 336, y: 0, width: 24, height: 400))
        #expect(rightToLeft.header == SheetFrame(x: 0, y: 48, width: 336, height: 40))
        #expect(rightToLeft.page(.still, progress: 0, minimumHeight: 0).x == 0)
    }

    @Test func theGripIsTheHandlesWidthInASidePanelOnly() {
        #expect(SheetInside.gripWidth(isSide: true, handleWidth: 24) == 24)
        #expect(SheetInside.gripWidth(isSide: true, handleWidth: nil) == 0, "handle hidden")
        #expect(SheetInside.gripWidth(isSide: false, handleWidth: 24) == 0)
        #expect(SheetInside.partsWidth(sheetWidth: 360, gripWidth: 24) == 336)
        #expect(SheetInside.partsWidth(sheetWidth: 10, gripWidth: 24) == 0)
    }

    /// Every frame of a push: the front page comes in from the end edge, the page behind
    /// goes a third of the width the other way and is shaded; right to left, mirrored.
    @Test func everyFrameOfASlideMovesTheTwoPagesAndShadesTheOneBehind() {
        let inside = full()
        let mirrored = full { $0.isRightToLeft = true }
        var lastFront = Double.infinity
        var lastBehind = 1.0
        for step in 0...60 {
            let progress = Double(step) / 60
            let front = inside.page(.front, progress: progress, minimumHeight: 0)
            let behind = inside.page(.behind, progress: progress, minimumHeight: 0)
            #expect(front.x == ((1 - progress) * 360).rounded(), "front at \(progress)")
            #expect(behind.x == (-progress * 120).rounded(), "behind at \(progress)")
            #expect(front.x <= lastFront && behind.x <= lastBehind, "each moves one way only")
            #expect(mirrored.page(.front, progress: progress, minimumHeight: 0).x == -front.x)
            #expect(mirrored.page(.behind, progress: progress, minimumHeight: 0).x == -behind.x)
            #expect(front.width == 360 && behind.width == 360 && front.y == behind.y && front.height == behind.height)
            #expect(abs(SheetInside.behindShade(progress: progress) - 0.12 * progress) < 1e-12)
            lastFront = front.x
            lastBehind = behind.x
        }
        #expect(inside.page(.front, progress: 1, minimumHeight: 0).x == 0, "in place at the end")
        #expect(inside.page(.front, progress: 2, minimumHeight: 0).x == 0, "progress is clamped")
        #expect(SheetInside.behindShade(progress: -1) == 0)
        // In a side panel the pages slide within the parts' width, beside the grip.
        let side = full { $0.isSide = true; $0.gripWidth = 24 }
        #expect(side.page(.front, progress: 0.5, minimumHeight: 0).x == 24 + 168)
        #expect(side.page(.behind, progress: 0.5, minimumHeight: 0).x == 24 - 56)
    }

    @Test func theSheetMeasuresItsChromeAtLeastAndTheTallestPageNaturally() {
        let chrome = SheetInside.chromeHeight(handle: 20, pageHeader: 0, header: 40, footer: 56)
        #expect(chrome == 116)
        let height = SheetInside.measureHeight(chrome: chrome, pagesNatural: [300, 120])
        #expect(height.minimum == 116 && height.natural == 416)
        #expect(SheetInside.measureHeight(chrome: 0, pagesNatural: []) == (0, 0))
        let width = SheetInside.measureWidth(parts: [(40, 100), (200, 180)], gripWidth: 24)
        #expect(width.minimum == 224 && width.natural == 204)
        #expect(SheetInside.measureWidth(parts: [], gripWidth: 0) == (0, 0))
    }
}
