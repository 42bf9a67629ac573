import Testing

@testable import SheetCore

/// The bottom bar the sheet grows out of (`BottomBar`, `DetentLayout.peekIsBottomBar`):
/// the closed sheet at the bottom, the button beside a side panel.
struct BottomBarTests {
    /// A tall sheet (expanded at 400 px of an 800-px host) with a 64-px bar.
    func barLayout(bar: Double = 64, peek: Double = 0, side: Double = 0) -> DetentLayout {
        try! DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: 0.5,
            peekHeight: peek, bottomBarHeight: bar, sideWidth: side, hostWidth: side > 0 ? 1280 : 0))
    }

    @Test func atTheBottomTheBarIsThePeekStripWhateverPeekHeightSays() {
        for peek in [0.0, 20, 120] {
            let layout = barLayout(peek: peek)
            #expect(layout.hasPeek && layout.peekIsBottomBar)
            #expect(layout.height(of: .peek) == 64)
            #expect(layout.lowestDetent == .peek, "a drag cannot take the bar away")
        }
        #expect(!barLayout(bar: 0).hasPeek)
        #expect(!barLayout(side: 360).peekIsBottomBar, "a side panel has no strip to grow out of")
        #expect(!barLayout(side: 360).hasPeek)
    }

    /// The bar appears with the window's first layout: the closed sheet is there at once,
    /// as the bar, not open and not animating.
    @Test func aClosedSheetIsTheBarFromTheFirstLayout() throws {
        var model = SheetModel()
        let events = try model.updateLayout(barLayout(), at: 0)
        #expect(model.detent == .peek && model.phase == .resting && model.height == 64)
        #expect(events == [.detentChanged(from: .dismissed, to: .peek)])
        #expect(model.isClosedToBottomBar && !model.isOpen)
        #expect(!model.status.showsInside && model.status.isVisible)
    }

    /// A bar given before the first layout (its height known, the host's not yet): the
    /// sheet is closed to it at once, and the first layout puts it there without a slide.
    @Test func aBarGivenBeforeTheFirstLayoutIsThereWithIt() throws {
        var model = SheetModel()
        try model.updateLayout(try DetentLayout(SheetMeasurements(
            hostHeight: 0, contentHeight: 0, expandedFraction: 0.5, bottomBarHeight: 64)), at: 0)
        #expect(model.detent == .peek && model.height == 0)
        try model.updateLayout(barLayout(), at: 1)
        #expect(model.phase == .resting && model.height == 64)
    }

    /// Revealed later, the bar rises from the bottom edge on the spring; hidden, the sheet
    /// closed to it leaves the screen with it (and says `closed`), never opening.
    @Test func revealingAndHidingTheBarMovesTheClosedSheet() throws {
        var model = restingModel(at: .dismissed)
        try model.updateLayout(barLayout(), at: 0)
        #expect(model.detent == .peek && model.phase == .settling)
        model.settle(from: 0)
        #expect(model.height == 64)

        try model.updateLayout(barLayout(bar: 0), at: 10)
        #expect(model.detent == .dismissed)
        let (events, _) = model.settle(from: 10)
        #expect(model.height == 0 && events == [.closed])
    }

    /// A bar hidden while the sheet is closed to it goes down with the sheet: drawn until
    /// the sheet rests off the screen. Hidden under an open sheet, it goes at once.
    @Test func aHiddenBarIsDrawnUntilTheSheetClosedToItHasLeft() throws {
        var model = restingModel(at: .dismissed)
        try model.updateLayout(barLayout(), at: 0)
        model.settle(from: 0)
        var reveal = BottomBarReveal()
        reveal.setRevealed(false, sheet: model)
        #expect(!reveal.isRevealed && reveal.isDrawn)
        try model.updateLayout(barLayout(bar: 0), at: 10)
        reveal.sheetChanged(model)
        #expect(reveal.isDrawn, "the sheet is still on its way down")
        model.settle(from: 10)
        reveal.sheetChanged(model)
        #expect(!reveal.isDrawn && model.height == 0)

        reveal.setRevealed(true, sheet: model)
        try model.updateLayout(barLayout(), at: 20)
        model.settle(from: 20)
        _ = try model.move(to: .expanded, at: 30)
        model.settle(from: 30)
        reveal.setRevealed(false, sheet: model)
        #expect(!reveal.isDrawn, "the sheet is open: no bar goes down with it")
    }

    /// The state keeps the bar with the sheet it goes with: hidden while the state's own
    /// sheet is closed to it, the bar leaves with it, and has left once that sheet rests.
    @Test func theStatesBarLeavesWithTheStatesSheet() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .dismissed)
        try state.model.updateLayout(barLayout(), at: 0)
        state.model.settle(from: 0)
        state.revealBottomBar(false)
        #expect(!state.bottomBar.isRevealed && state.bottomBar.isDrawn)
        try state.model.updateLayout(barLayout(bar: 0), at: 10)
        state.sheetChanged()
        #expect(state.bottomBar.isDrawn, "the sheet is still on its way down")
        state.model.settle(from: 10)
        state.sheetChanged()
        #expect(!state.bottomBar.isDrawn)
    }

    /// An open sheet stays open when the bar comes or goes; it then closes to the bar if
    /// there is one.
    @Test func anOpenSheetStaysOpenWhenTheBarComesOrGoes() throws {
        var model = restingModel(at: .expanded, layout: barLayout(bar: 0), animated: false)
        try model.updateLayout(barLayout(), at: 0)
        #expect(model.detent == .expanded)
        try model.setOpen(false, at: 1)
        #expect(model.detent == .peek && model.height == 64)
        try model.setOpen(true, at: 2)
        try model.updateLayout(barLayout(bar: 0), at: 3)
        #expect(model.detent == .expanded)
    }

    /// A closed bottom sheet becoming a side panel leaves the bar and hides; coming back
    /// to the bottom, it is the bar again. An open one stays open both ways.
    @Test func aPresentationChangeKeepsTheSheetClosedOrOpen() throws {
        var model = restingModel(at: .peek, layout: barLayout(), animated: false)
        let events = try model.changePresentation(to: barLayout(side: 360), at: 0)
        #expect(model.detent == .dismissed && !model.isOpen)
        #expect(events == [.detentChanged(from: .peek, to: .dismissed), .closed], "it left the screen")
        try model.changePresentation(to: barLayout(), at: 1)
        #expect(model.detent == .peek && model.height == 64)

        try model.setOpen(true, at: 2)
        try model.changePresentation(to: barLayout(side: 360), at: 3)
        #expect(model.detent == .expanded && model.isOpen)
    }

    /// A drag up from the bar follows the finger and a fling opens the sheet; a drag down
    /// goes no lower than the bar; the user's close (Escape) goes back to it.
    @Test func theUserOpensTheSheetFromTheBarAndClosesItBackToIt() throws {
        var model = restingModel(at: .peek, layout: barLayout())
        let time = model.performDrag(steps: 6, stepPx: -50, dt: 1.0 / 120)
        #expect(model.height == 364)
        try model.endDrag(at: time + 1.0 / 120)
        #expect(model.detent >= .expanded && model.isOpen && !model.isClosedToBottomBar)

        model.settle(from: time)
        try model.requestClose(at: 20)
        #expect(model.detent == .peek && model.isClosedToBottomBar)

        model.settle(from: 20)
        _ = model.performDrag(steps: 4, stepPx: 50, start: 30)
        #expect(model.height == 64)
    }

    /// A screen reader hears "Closed." as the sheet closes to its bar, whose button then
    /// says what it opens: the handle, out of reach under the bar, offers nothing.
    @Test func closedToTheBarIsClosedForScreenReaders() {
        let model = restingModel(at: .peek, layout: barLayout())
        #expect(model.position == .closed && model.handleTarget == nil)
        #expect(restingModel(at: .peek, layout: tallLayout(peek: 64)).position == .peeking)
    }

    @Test func whenTheUserMayNotOpenAFlingFromTheBarGoesBackToIt() throws {
        var model = restingModel(at: .peek, layout: barLayout())
        model.canOpen = false
        let time = model.performDrag(steps: 6, stepPx: -50, dt: 1.0 / 120)
        try model.endDrag(at: time + 1.0 / 120)
        #expect(model.detent == .peek)
        #expect(!model.isEnabled(.expand))
    }

    /// The bar gives way to the sheet's inside over the first 30 % of the way up to
    /// `expanded` (64 → 400 px: gone at 164.8 px), and the two always add up to one.
    @Test func theBarGivesWayEarlyInTheMotion() {
        let layout = barLayout()
        let bar = BottomBar(height: 64)
        #expect(bar.opacity(shown: 64, layout: layout) == 1)
        #expect(bar.opacity(shown: 30, layout: layout) == 1, "leaving the screen, the bar goes with the sheet")
        #expect(abs(bar.opacity(shown: 64 + 50.4, layout: layout) - 0.5) < 1e-9)
        #expect(bar.opacity(shown: 164.8, layout: layout) == 0)
        #expect(bar.opacity(shown: 400, layout: layout) == 0)
        var previous = 1.0
        for shown in stride(from: 64.0, through: 400, by: 8) {
            let opacity = bar.opacity(shown: shown, layout: layout)
            #expect(opacity <= previous)
            #expect(abs(opacity + bar.insideOpacity(shown: shown, layout: layout) - 1) < 1e-9)
            previous = opacity
        }
        #expect(BottomBar(height: 0).opacity(shown: 0, layout: layout) == 0)
        #expect(BottomBar(height: .nan).height == 0)
    }

    /// The bar rides the sheet's top edge, as wide as the sheet and where it is across
    /// (right to left too); the part of the content it covers is kept while the sheet is
    /// open over it.
    @Test func theBarIsWhereTheSheetsTopEdgeIs() {
        for rtl in [false, true] {
            let geometry = SheetGeometry(
                presentation: .bottom, hostWidth: 1000, hostHeight: 800, sheetWidth: 640, align: 0, isRightToLeft: rtl)
            let bar = BottomBar(height: 64)
            let frame = bar.frame(in: geometry, shown: 100)
            #expect(frame == SheetFrame(x: rtl ? 360 : 0, y: 700, width: 640, height: 64))
        }
        let layout = barLayout()
        let bar = BottomBar(height: 64)
        #expect(bar.coveredHeight(shown: 64, layout: layout) == 64)
        #expect(bar.coveredHeight(shown: 400, layout: layout) == 64)
        #expect(bar.coveredHeight(shown: 20, layout: layout) == 20)
        #expect(bar.coveredHeight(shown: 0, layout: layout) == 0)
    }

    /// Beside a side panel the bar lies across the window's bottom while the panel is
    /// hidden, fades out as it slides in, and covers nothing once it has gone.
    @Test func besideASidePanelTheBarShowsWhileThePanelIsHidden() {
        let layout = barLayout(side: 360)
        let geometry = SheetGeometry(presentation: .side, hostWidth: 1280, hostHeight: 800, sheetWidth: 360)
        let bar = BottomBar(height: 64)
        #expect(bar.frame(in: geometry, shown: 0) == SheetFrame(x: 0, y: 736, width: 1280, height: 64))
        #expect(bar.opacity(shown: 0, layout: layout) == 1)
        #expect(bar.opacity(shown: 360, layout: layout) == 0)
        #expect(bar.insideOpacity(shown: 100, layout: layout) == 1)
        #expect(bar.coveredHeight(shown: 0, layout: layout) == 64)
        #expect(bar.coveredHeight(shown: 360, layout: layout) == 0)
    }

    /// A modal sheet closed to its bar dims nothing and blocks nothing; the scrim fades in
    /// from the bar up, to its full opacity at `expanded`.
    @Test func theBarDimsNothing() {
        var model = restingModel(at: .peek, layout: barLayout())
        model.isModal = true
        model.dimOpacity = 0.4
        #expect(model.scrimOpacity == 0 && !model.blocksContent)
        var open = restingModel(at: .expanded, layout: barLayout())
        open.isModal = true
        open.dimOpacity = 0.4
        #expect(abs(open.scrimOpacity - 0.4) < 1e-9)
    }
}
