import Testing
@testable import SheetCore

@Suite("Detent heights adapt to the content")
struct DetentLayoutTests {
    @Test func aLayoutIsMeasuredOnceItHasAHost() {
        #expect(!DetentLayout.empty.isMeasured, "before the first allocation")
        #expect(tallLayout().isMeasured)
    }

    @Test func longContentFillsUpToTheTopInsetAndHalfTheHost() {
        let layout = tallLayout()
        #expect(layout.fullHeight == 750)
        #expect(layout.expandedHeight == 400)
        #expect(layout.height(of: .dismissed) == 0)
        #expect(layout.hasDistinctFull)
    }

    @Test func shortContentIsExactlyAsTallAsItNeeds() {
        let layout = shortLayout()
        #expect(layout.fullHeight == 150)
        #expect(layout.expandedHeight == 150)
    }

    @Test func expandedAndFullWithinAFewPixelsAreOnePlace() {
        let layout = shortLayout()
        #expect(!layout.hasDistinctFull)
        #expect(layout.snapDetents(current: .expanded) == [.dismissed, .expanded])
    }

    @Test func mergedDetentsKeepTheOneTheSheetIsIn() {
        // A resize that merges expanded and full must not change which one the sheet is in.
        #expect(shortLayout().snapDetents(current: .full) == [.dismissed, .full])
    }

    @Test func contentBetweenHalfAndFullMakesExpandedHalfAndFullTheContent() throws {
        let layout = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 570, chromeHeight: 30, topInset: 50, expandedFraction: 0.5))
        #expect(layout.expandedHeight == 400)
        #expect(layout.fullHeight == 600)
    }

    @Test func expandedFractionMovesTheHalfPosition() throws {
        let layout = try DetentLayout(SheetMeasurements(
            hostHeight: 1000, contentHeight: 5000, chromeHeight: 0, topInset: 0, expandedFraction: 0.8))
        #expect(layout.expandedHeight == 800)
        #expect(layout.fullHeight == 1000)
    }

    @Test func peekReplacesDismissedAsTheLowestDetentForGestures() {
        let layout = tallLayout(peek: 60)
        #expect(layout.lowestDetent == .peek)
        #expect(layout.lowestOpenDetent == .peek)
        #expect(layout.snapDetents(current: .peek) == [.peek, .expanded, .full])
        #expect(layout.dragRange == 60...750)
    }

    @Test func withoutPeekTheLowestDetentIsDismissed() {
        let layout = tallLayout()
        #expect(layout.lowestDetent == .dismissed)
        #expect(layout.lowestOpenDetent == .expanded)
        #expect(layout.dragRange == 0...750)
    }

    @Test func peekIsNeverAboveExpanded() throws {
        let layout = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 100, chromeHeight: 0, expandedFraction: 0.5, peekHeight: 300))
        #expect(layout.height(of: .peek) == 100)
    }

    @Test func negativeSizesCountAsZeroAndTheFractionIsHeldToOne() throws {
        let layout = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: -50, chromeHeight: -3, topInset: -10, expandedFraction: 7))
        #expect(layout.fullHeight == 0)
        let wide = try DetentLayout(SheetMeasurements(
            hostHeight: 800, contentHeight: 5000, chromeHeight: 0, topInset: 0, expandedFraction: 7))
        #expect(wide.expandedHeight == 800)
    }

    @Test func aTopInsetLargerThanTheHostGivesAClosedSheet() throws {
        let layout = try DetentLayout(SheetMeasurements(hostHeight: 100, contentHeight: 500, topInset: 400, expandedFraction: 0.5))
        #expect(layout.fullHeight == 0)
        #expect(layout.expandedHeight == 0)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteSizesAreRefusedByName(_ bad: Double) {
        expectRefused(naming: "host height") { _ = try DetentLayout(SheetMeasurements(hostHeight: bad, contentHeight: 10, expandedFraction: 0.5)) }
        expectRefused(naming: "content height") { _ = try DetentLayout(SheetMeasurements(hostHeight: 800, contentHeight: bad, expandedFraction: 0.5)) }
        expectRefused(naming: "peek height") {
            _ = try DetentLayout(SheetMeasurements(hostHeight: 800, contentHeight: 1, expandedFraction: 0.5, peekHeight: bad))
        }
        expectRefused(naming: "expanded fraction") {
            _ = try DetentLayout(SheetMeasurements(hostHeight: 800, contentHeight: 1, expandedFraction: bad))
        }
    }

    @Test func progressIsAFractionOfTheExpandedHeight() {
        let layout = tallLayout()
        #expect(layout.progress(atHeight: 0) == 0)
        #expect(layout.progress(atHeight: 200) == 0.5)
        #expect(layout.progress(atHeight: 400) == 1)
        #expect(layout.progress(atHeight: 750) > 1)
    }

    @Test func nearestDetentPicksTheLowerOneOnATie() {
        let layout = tallLayout()
        #expect(layout.nearestDetent(to: 200, current: .expanded) == .dismissed)
        #expect(layout.nearestDetent(to: 201, current: .expanded) == .expanded)
        #expect(layout.nearestDetent(to: 600, current: .expanded) == .full)
    }
}
