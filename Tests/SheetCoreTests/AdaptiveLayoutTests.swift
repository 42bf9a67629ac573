import Testing
@testable import SheetCore

/// `adaptive.md`: which presentation a window gets, how wide the sheet is and where it
/// lies, at the window sizes the spec names.
@Suite("The sheet adapts to the window: bottom with a maximum width, or a side panel")
struct AdaptiveLayoutTests {
    static let widths: [Double] = [360, 640, 720, 1280, 1920]
    static let heights: [Double] = [360, 800]

    @Test(arguments: widths, heights)
    func automaticPutsModalSheetsAtTheBottomAndNonModalOnesAtTheSideFrom900By360(width: Double, height: Double) {
        let settings = AdaptiveSettings()
        #expect(settings.resolvedPresentation(width: width, height: height, isModal: true) == .bottom)
        let side = width >= 900 && height >= 360
        #expect(settings.resolvedPresentation(width: width, height: height, isModal: false) == (side ? .side : .bottom))
    }

    @Test func aWindowJustBelowEitherBreakpointKeepsTheSheetAtTheBottom() {
        let settings = AdaptiveSettings()
        #expect(settings.resolvedPresentation(width: 899, height: 800, isModal: false) == .bottom)
        #expect(settings.resolvedPresentation(width: 900, height: 359, isModal: false) == .bottom)
        #expect(settings.resolvedPresentation(width: 900, height: 360, isModal: false) == .side)
    }

    @Test func aPinnedPresentationIgnoresTheWindow() {
        var settings = AdaptiveSettings()
        settings.presentation = .side
        #expect(settings.resolvedPresentation(width: 360, height: 360, isModal: true) == .side)
        settings.presentation = .bottom
        #expect(settings.resolvedPresentation(width: 1920, height: 800, isModal: false) == .bottom)
    }

    @Test func anotherBreakpointMovesTheCrossing() {
        var settings = AdaptiveSettings()
        settings.sideBreakpoint = 1300
        #expect(settings.resolvedPresentation(width: 1280, height: 800, isModal: false) == .bottom)
        #expect(settings.resolvedPresentation(width: 1920, height: 800, isModal: false) == .side)
    }

    @Test(arguments: widths, heights)
    func aBottomSheetIsAtMost640WideCentredAndMirroredRightToLeft(width: Double, height: Double) {
        let sheetWidth = AdaptiveSettings().bottomWidth(hostWidth: width)
        #expect(sheetWidth == min(width, 640))
        for rtl in [false, true] {
            let geometry = SheetGeometry(
                presentation: .bottom, hostWidth: width, hostHeight: height, sheetWidth: sheetWidth, isRightToLeft: rtl)
            let frame = geometry.sheetFrame(shown: 300)
            #expect(frame.x == (width - sheetWidth) / 2, "centred in both directions")
            #expect(frame.width == sheetWidth)
            #expect(frame.y == height - 300, "its top edge 300 px above the bottom")
            #expect(geometry.contentFrame(shown: 300) == SheetFrame(x: 0, y: 0, width: width, height: height))
        }
    }

    @Test func noMaximumWidthIsTheWindowsWidth() {
        var settings = AdaptiveSettings()
        settings.maxWidth = 0
        #expect(settings.bottomWidth(hostWidth: 1920) == 1920)
    }

    @Test func startAndEndFollowTheTextDirection() {
        func x(align: Double, rtl: Bool) -> Double {
            SheetGeometry(presentation: .bottom, hostWidth: 1280, hostHeight: 800, sheetWidth: 640, align: align,
                          isRightToLeft: rtl).sheetFrame(shown: 100).x
        }
        #expect(x(align: 0, rtl: false) == 0)
        #expect(x(align: 1, rtl: false) == 640)
        #expect(x(align: 0, rtl: true) == 640, "the start edge is the right one")
        #expect(x(align: 1, rtl: true) == 0)
    }

    @Test(arguments: [(200.0, 320.0), (360.0, 360.0), (600.0, 400.0)])
    func aSidePanelIsItsContentsWidthBetween320And400(natural: Double, expected: Double) {
        #expect(AdaptiveSettings.sideWidth(natural: natural, hostWidth: 1280) == expected)
    }

    @Test func aSidePanelIsAtMostHalfTheWindow() {
        #expect(AdaptiveSettings.sideWidth(natural: 400, hostWidth: 700) == 350)
    }

    @Test(arguments: [1280.0, 1920.0], heights)
    func aSidePanelIsDockedToTheEndEdgeFullHeightAndTheContentGetsTheRest(width: Double, height: Double) {
        let ltr = SheetGeometry(presentation: .side, hostWidth: width, hostHeight: height, sheetWidth: 360,
                                contentMakesRoom: true)
        #expect(ltr.sheetFrame(shown: 360) == SheetFrame(x: width - 360, y: 0, width: 360, height: height))
        #expect(ltr.contentFrame(shown: 360) == SheetFrame(x: 0, y: 0, width: width - 360, height: height))
        var rtl = ltr
        rtl.isRightToLeft = true
        #expect(rtl.sheetFrame(shown: 360) == SheetFrame(x: 0, y: 0, width: 360, height: height))
        #expect(rtl.contentFrame(shown: 360) == SheetFrame(x: 360, y: 0, width: width - 360, height: height))
    }

    @Test func aHalfShownSidePanelIsHalfOffTheEdgeAndTheContentFollowsIt() {
        let geometry = SheetGeometry(presentation: .side, hostWidth: 1280, hostHeight: 800, sheetWidth: 360,
                                     contentMakesRoom: true)
        #expect(geometry.sheetFrame(shown: 180).x == 1100)
        #expect(geometry.contentFrame(shown: 180).width == 1100)
        #expect(geometry.contentFrame(shown: 0).width == 1280, "a hidden panel leaves the whole window")
    }

    @Test func aModalSidePanelLiesOverTheContent() {
        let geometry = SheetGeometry(presentation: .side, hostWidth: 1280, hostHeight: 800, sheetWidth: 360,
                                     contentMakesRoom: false)
        #expect(geometry.contentFrame(shown: 360) == SheetFrame(x: 0, y: 0, width: 1280, height: 800))
    }

    /// Only content beside a non-modal side panel moves with the sheet: everywhere else
    /// the sheet moves alone, and the host lays out nothing else for it.
    @Test(arguments: [(Presentation.bottom, false), (.bottom, true), (.side, false), (.side, true)])
    func onlyContentBesideANonModalSidePanelFollowsTheSheet(presentation: Presentation, makesRoom: Bool) {
        let geometry = SheetGeometry(presentation: presentation, hostWidth: 1280, hostHeight: 800, sheetWidth: 360,
                                     contentMakesRoom: makesRoom)
        let follows = presentation == .side && makesRoom
        #expect(geometry.contentFollowsSheet == follows)
        let frames = [0.0, 180, 360].map { geometry.contentFrame(shown: $0) }
        #expect(Set(frames.map(\.width)).count == (follows ? 3 : 1), "content widths \(frames.map(\.width))")
    }

    @Test func aSideLayoutHasOneOpenPlaceAtThePanelsWidth() throws {
        let layout = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: 0.5,
            sideWidth: 360, hostWidth: 1280))
        #expect(layout.isSide)
        #expect(layout.expandedHeight == 360 && layout.fullHeight == 360)
        #expect(layout.snapDetents(current: .full) == [.dismissed, .full], "open is one place, hidden the other")
        #expect(layout.progress(atHeight: 180) == 0.5, "progress is the fraction of the width shown")
    }

    @Test func aSidePanelWithAPeekStripCannotBeHidden() throws {
        let layout = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 2000, expandedFraction: 0.8, peekHeight: 60, sideWidth: 360, hostWidth: 1280))
        #expect(layout.lowestDetent == .peek)
        #expect(layout.height(of: .peek) == 360, "the strip is the open panel")
        var model = restingModel(at: .peek, layout: layout)
        try model.requestClose(at: 0)
        #expect(model.isVisible && model.height == 360)
    }

    @Test func theTransitionBlendsTheRectanglesOnTheSpringAndEnds() throws {
        let from = SheetFrame(x: 320, y: 400, width: 640, height: 400)
        let to = SheetFrame(x: 920, y: 0, width: 360, height: 800)
        let transition = try PresentationTransition(sheetFrom: from, contentFrom: from, at: 10)
        #expect(transition.sheetFrame(to: to, at: 10) == from, "no jump at the start")
        let middle = transition.sheetFrame(to: to, at: 10.05)
        #expect(middle.x > 320 && middle.x < 920)
        #expect(!transition.isFinished(at: 10.05))
        #expect(transition.isFinished(at: 12))
        #expect(transition.sheetFrame(to: to, at: 12) == to)
        var previous = 0.0
        var steps: [Double] = []
        for frame in 0...60 {
            let fraction = transition.fraction(at: 10 + Double(frame) / 60)
            steps.append(fraction - previous)
            previous = fraction
        }
        #expect(steps.allSatisfy { abs($0) < 0.2 }, "no frame moves more than a fifth of the way")
    }
}

/// Where the scrim is not drawn: under the sheet's opaque part, held still above
/// `expanded` so that the scrim's nodes stay the same while the sheet moves there.
struct ScrimHoleTests {
    /// 1280×800 host, a 640-px sheet centred, opaque below its 20-px corners.
    let geometry = SheetGeometry(presentation: .bottom, hostWidth: 1280, hostHeight: 800, sheetWidth: 640)
    func opaque(shown: Double) -> SheetFrame { SheetFrame(x: 320, y: 800 - shown + 20, width: 640, height: shown - 20) }

    @Test func belowTheSteadyHeightTheHoleIsTheOpaquePartAndFollowsTheSheet() {
        for shown in [100.0, 250.5, 400] {
            let hole = geometry.scrimHole(opaque: opaque(shown: shown), shown: shown, steadyHeight: 400)
            #expect(hole == SheetFrame(x: 320, y: (800 - shown + 20).rounded(.up), width: 640,
                                       height: 800 - (800 - shown + 20).rounded(.up)), "at \(shown) px")
        }
    }

    @Test func aboveTheSteadyHeightTheHoleStaysWhereItIsAtThatHeight() {
        let atSteady = geometry.scrimHole(opaque: opaque(shown: 400), shown: 400, steadyHeight: 400)
        for shown in [401.0, 555.5, 760, 790] {
            #expect(geometry.scrimHole(opaque: opaque(shown: shown), shown: shown, steadyHeight: 400) == atSteady,
                    "at \(shown) px")
        }
    }

    @Test func itLiesWithinTheOpaquePartAndTheHostOnWholePixels() {
        let tall = SheetFrame(x: 300.4, y: 390.6, width: 640.2, height: 900)
        let hole = geometry.scrimHole(opaque: tall, shown: 400, steadyHeight: 400)
        #expect(hole == SheetFrame(x: 301, y: 391, width: 639, height: 409))
    }

    @Test func nothingAtTheSideOrWhenNothingIsOpaque() {
        var side = geometry
        side.presentation = .side
        #expect(side.scrimHole(opaque: opaque(shown: 400), shown: 400, steadyHeight: 400) == nil)
        let empty = SheetFrame(x: 320, y: 800, width: 640, height: 0)
        #expect(geometry.scrimHole(opaque: empty, shown: 0, steadyHeight: 400) == nil)
        let nan = SheetFrame(x: .nan, y: 0, width: 1, height: 1)
        #expect(geometry.scrimHole(opaque: nan, shown: 400, steadyHeight: 400) == nil)
    }
}

struct FrameAroundTests {
    @Test func theRectanglesAroundAHoleCoverTheRestOnceAndNotTheHole() {
        let host = SheetFrame(x: 0, y: 0, width: 100, height: 80)
        let hole = SheetFrame(x: 30, y: 50, width: 40, height: 20)
        let pieces = host.around(hole)
        #expect(pieces.count == 4)
        // Every whole pixel of the host is in exactly one piece, or in the hole.
        for y in 0..<80 {
            for x in 0..<100 {
                func inside(_ r: SheetFrame) -> Bool {
                    Double(x) >= r.x && Double(x) < r.x + r.width && Double(y) >= r.y && Double(y) < r.y + r.height
                }
                let count = pieces.count(where: inside)
                #expect(count == (inside(hole) ? 0 : 1), "pixel (\(x), \(y))")
                if count != (inside(hole) ? 0 : 1) { return }
            }
        }
    }

    @Test func aHoleAtTheBottomAndSidesLeavesOnlyTheBandAbove() {
        let host = SheetFrame(x: 0, y: 0, width: 100, height: 80)
        #expect(host.around(SheetFrame(x: 0, y: 30, width: 100, height: 50)) == [
            SheetFrame(x: 0, y: 0, width: 100, height: 30),
        ])
    }
}
