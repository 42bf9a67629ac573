import Testing

@testable import SheetCore

/// A modal sheet that is modal only from one detent up (`SheetModel.modalDetent`,
/// `ModalBoundary`): below it the content stays lit and usable, across the boundary the
/// scrim fades in with the sheet's height, and from it up the content is cut off.
@Suite("Modality from a chosen detent up")
struct ModalDetentTests {
    /// peek 100, expanded 400, full 750.
    static let layout = tallLayout(peek: 100)

    /// A modal sheet dimming to 0.5, resting at `detent`, modal from `modalDetent` up.
    static func modal(
        at detent: Detent, from modalDetent: Detent, layout: DetentLayout = layout, animated: Bool = true
    ) -> SheetModel {
        var model = restingModel(at: detent, layout: layout, animated: animated)
        model.isModal = true
        model.dimOpacity = 0.5
        model.modalDetent = modalDetent
        return model
    }

    @Test func modalFromFullTheContentStaysLitAndUsableBelowFull() {
        let rows: [(Detent, scrim: Double, blocks: Bool)] = [
            (.dismissed, 0, false), (.peek, 0, false), (.expanded, 0, false), (.full, 0.5, true),
        ]
        for (detent, scrim, blocks) in rows {
            let model = Self.modal(at: detent, from: .full)
            #expect(model.scrimOpacity == scrim, "at \(detent)")
            #expect(model.blocksContent == blocks, "at \(detent)")
            #expect(model.status.blocksContent == blocks, "what a screen reader is told, at \(detent)")
        }
    }

    @Test func draggedAcrossTheBoundaryTheScrimFadesWithTheHeight() throws {
        var model = Self.modal(at: .expanded, from: .full)
        try model.beginDrag(from: .sheet, at: 0)
        try model.drag(to: -35, at: 0.1)
        #expect(model.height == 435)
        #expect(abs(model.scrimOpacity - 0.05) < 1e-12, "35/350 of the way: 0.1 of 0.5")
        try model.drag(to: -175, at: 0.2)
        #expect(model.scrimOpacity == 0.25, "halfway")
        #expect(!model.blocksContent, "still committed to expanded")
        try model.drag(to: 100, at: 0.3)
        #expect(model.height == 300)
        #expect(model.scrimOpacity == 0, "below expanded nothing is dimmed")

        var fromFull = Self.modal(at: .full, from: .full)
        try fromFull.beginDrag(from: .sheet, at: 0)
        try fromFull.drag(to: 175, at: 0.1)
        #expect(fromFull.scrimOpacity == 0.25)
        #expect(fromFull.blocksContent, "committed to full until let go")
    }

    @Test func aSheetSpringingToFullFadesTheScrimInOnTheWayAndBlocksFromTheStart() throws {
        var model = Self.modal(at: .expanded, from: .full)
        try model.move(to: .full, at: 0)
        #expect(model.blocksContent, "committed to full")
        #expect(model.scrimOpacity == 0)
        var last = 0.0
        var time = 0.0
        while model.phase == .settling, time < 2 {
            time += 1.0 / 60
            try model.advance(to: time)
            let expected = min(1, max(0, (model.height - 400) / 350)) * 0.5
            #expect(abs(model.scrimOpacity - expected) < 1e-12, "at \(model.height) px")
            last = model.scrimOpacity
        }
        #expect(last == 0.5)
    }

    @Test func aClosingSheetReleasesTheContentAtOnceAndItsScrimIsGoneBelowTheBoundary() throws {
        var model = Self.modal(at: .full, from: .full)
        try model.forceClose(at: 0)
        #expect(!model.blocksContent)
        var time = 0.0
        while model.phase == .settling, time < 2 {
            time += 1.0 / 60
            try model.advance(to: time)
            if model.height <= 400 { #expect(model.scrimOpacity == 0, "at \(model.height) px") }
        }
        #expect(!model.isVisible && model.scrimOpacity == 0)
    }

    @Test func modalFromExpandedThePeekStripDimsNothing() throws {
        let rows: [(Detent, scrim: Double, blocks: Bool)] = [(.peek, 0, false), (.expanded, 0.5, true), (.full, 0.5, true)]
        for (detent, scrim, blocks) in rows {
            let model = Self.modal(at: detent, from: .expanded)
            #expect(model.scrimOpacity == scrim, "at \(detent)")
            #expect(model.blocksContent == blocks, "at \(detent)")
        }
        var model = Self.modal(at: .peek, from: .expanded)
        try model.beginDrag(from: .sheet, at: 0)
        try model.drag(to: -150, at: 0.1)
        #expect(model.scrimOpacity == 0.25, "halfway from the strip (100) to expanded (400)")
    }

    /// By default a modal sheet is modal from `expanded`: the peek strip leaves the
    /// content lit and usable, the scrim fades in from it up to `expanded`.
    @Test func byDefaultTheSheetIsModalFromExpanded() {
        let rows: [(Detent, scrim: Double, blocks: Bool)] = [
            (.dismissed, 0, false), (.peek, 0, false), (.expanded, 0.5, true), (.full, 0.5, true),
        ]
        #expect(SheetModel().modalDetent == .expanded)
        for (detent, scrim, blocks) in rows {
            var model = restingModel(at: detent, layout: Self.layout)
            model.isModal = true
            model.dimOpacity = 0.5
            #expect(model.scrimOpacity == scrim, "at \(detent)")
            #expect(model.blocksContent == blocks, "at \(detent)")
        }
        #expect(Self.modal(at: .full, from: .expanded).scrimSteadyHeight == 400, "expanded: the scrim is steady above it")
        #expect(Self.modal(at: .full, from: .full).scrimSteadyHeight == 750)
        // Without a peek strip the scrim fades in from closed, with the sheet's progress.
        var noPeek = restingModel(at: .expanded, layout: tallLayout())
        noPeek.isModal = true
        noPeek.dimOpacity = 0.5
        #expect(noPeek.scrimOpacity == 0.5 && noPeek.blocksContent)
    }

    @Test func aSheetThatIsNotModalNeitherDimsNorBlocksWhateverItsModalDetent() {
        var model = Self.modal(at: .full, from: .full)
        model.isModal = false
        #expect(model.scrimOpacity == 0 && !model.blocksContent)
    }

    @Test func aModalDetentTheSheetDoesNotHaveIsTheNextOneUpItHas() throws {
        var model = Self.modal(at: .peek, from: .expanded, animated: false)
        try model.setDetents([.peek, .full], at: 0)
        #expect(!model.blocksContent && model.scrimOpacity == 0)
        try model.move(to: .full, at: 0)
        #expect(model.blocksContent && model.scrimOpacity == 0.5)
        #expect(ModalBoundary(modalDetent: .expanded, layout: model.layout)
            == ModalBoundary(modalDetent: .full, layout: model.layout))

        // Modal from full, but the sheet has no full: it is never a dialog, even
        // stretched above its top detent.
        var noFull = Self.modal(at: .expanded, from: .full, animated: false)
        try noFull.setDetents([.peek, .expanded], at: 0)
        #expect(!noFull.blocksContent && noFull.scrimOpacity == 0)
        try noFull.beginDrag(from: .sheet, at: 0)
        try noFull.drag(to: -300, at: 0.1)
        #expect(noFull.height > 400 && noFull.scrimOpacity == 0)
    }

    @Test func whereExpandedAndFullAreOnePlaceTheSheetAtEitherIsModalFromFull() {
        let short = shortLayout()  // expanded = full = 150
        let model = Self.modal(at: .expanded, from: .full, layout: short)
        #expect(model.blocksContent, "expanded is where full is")
        #expect(model.scrimOpacity == 0.5)
    }

    @Test func aSheetClosedToItsBottomBarIsNeverModal() throws {
        let bar = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 2000, chromeHeight: 30, topInset: 50, expandedFraction: 0.5,
            bottomBarHeight: 64))
        for modalDetent in [Detent.dismissed, .peek, .expanded] {
            let closed = Self.modal(at: .peek, from: modalDetent, layout: bar)
            #expect(closed.isClosedToBottomBar)
            #expect(closed.scrimOpacity == 0 && !closed.blocksContent, "modal from \(String(describing: modalDetent))")
            var opening = closed
            try opening.beginDrag(from: .sheet, at: 0)
            try opening.drag(to: -168, at: 0.1)  // halfway from the bar (64) to expanded (400)
            #expect(opening.scrimOpacity == 0.25, "modal from \(String(describing: modalDetent))")
            #expect(Self.modal(at: .expanded, from: modalDetent, layout: bar).blocksContent)
        }
    }

    @Test func beforeTheFirstLayoutModalityFollowsTheDetentsOrder() throws {
        var model = SheetModel()
        model.isModal = true
        model.dimOpacity = 0.5
        model.modalDetent = .full
        model.animationsEnabled = false
        try model.move(to: .expanded, at: 0)
        #expect(!model.blocksContent, "every detent is at 0 px, but expanded is below full")
        try model.move(to: .full, at: 0)
        #expect(model.blocksContent)
        #expect(model.scrimOpacity == 0, "nothing shows yet")
    }
}
