import PropertyBased
import Testing

@testable import SheetCore

/// The focused field kept in view above the on-screen keyboard (`FocusVisibility`): a
/// 1000-px form in a list whose viewport shows 300 px.
@Suite("The focused field stays in view")
struct FocusVisibilityTests {
    static func offset(top: Double, bottom: Double, from offset: Double, viewport: Double = 300, content: Double = 1000)
        -> Double
    {
        try! FocusVisibility.scrollOffset(
            showingTop: top, bottom: bottom, offset: offset, viewportHeight: viewport, contentHeight: content)
    }

    @Test func aFieldAlreadyInViewDoesNotScrollTheList() {
        #expect(Self.offset(top: 220, bottom: 260, from: 200) == 200)
        #expect(Self.offset(top: 200, bottom: 500, from: 200) == 200, "exactly the viewport")
    }

    @Test func aFieldBelowTheViewportScrollsUpJustEnoughToShowItsBottom() {
        // The keyboard came up: the viewport shrank from 500 to 300 px, and the field at
        // 400...440 is now under it.
        #expect(Self.offset(top: 400, bottom: 440, from: 0) == 140)
        #expect(Self.offset(top: 480, bottom: 520, from: 200) == 220, "partly hidden")
    }

    @Test func aFieldAboveTheViewportScrollsDownJustEnoughToShowItsTop() {
        #expect(Self.offset(top: 100, bottom: 140, from: 300) == 100)
        #expect(Self.offset(top: 280, bottom: 320, from: 300) == 280, "partly hidden")
    }

    @Test func aFieldTallerThanTheViewportShowsItsTopEdge() {
        for from in [0.0, 150, 250, 600] {
            #expect(Self.offset(top: 200, bottom: 600, from: from) == 200, "from \(from)")
        }
    }

    @Test func theOffsetStaysWithinWhatTheListCanScroll() {
        #expect(Self.offset(top: 960, bottom: 1000, from: 0) == 700, "the last field: the list's end")
        #expect(Self.offset(top: 950, bottom: 1300, from: 0) == 700, "a field past the end cannot pull the list further")
        #expect(Self.offset(top: -20, bottom: 20, from: 100) == 0)
        #expect(Self.offset(top: 10, bottom: 50, from: 0, viewport: 300, content: 200) == 0, "content shorter than the viewport")
        #expect(Self.offset(top: 10, bottom: 50, from: 0, viewport: 0) == 10, "no viewport: the top edge")
        #expect(Self.offset(top: 440, bottom: 400, from: 0) == 140, "edges in either order")
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteInputsAreRefusedByName(_ bad: Double) {
        expectRefused(naming: "focus top") {
            _ = try FocusVisibility.scrollOffset(showingTop: bad, bottom: 1, offset: 0, viewportHeight: 1, contentHeight: 1)
        }
        expectRefused(naming: "viewport height") {
            _ = try FocusVisibility.scrollOffset(showingTop: 0, bottom: 1, offset: 0, viewportHeight: bad, contentHeight: 1)
        }
        expectRefused(naming: "scroll offset") {
            _ = try FocusVisibility.scrollOffset(showingTop: 0, bottom: 1, offset: bad, viewportHeight: 1, contentHeight: 1)
        }
    }

    /// Whatever the sizes: the field shows whole when it fits (its top when it does not),
    /// the offset stays in range, and no other offset that does so scrolls less.
    @Test func theFieldShowsWithTheLeastScroll() async {
        let sizes = zip(
            Gen.double(in: 0...2000), Gen.double(in: 0...200), Gen.double(in: 0...2000), Gen.double(in: 0...800),
            Gen.double(in: 0...2500))
        await propertyCheck(count: 3000, input: sizes) { top, height, offset, viewport, content in
            let end = min(top + height, content)
            let start = min(top, end)
            let result = try FocusVisibility.scrollOffset(
                showingTop: start, bottom: end, offset: offset, viewportHeight: viewport, contentHeight: content)
            let highest = max(0, content - viewport)
            #expect(result >= 0 && result <= highest)
            let current = min(offset, highest)
            if end - start <= viewport {
                #expect(start >= result - 1e-9 && end <= result + viewport + 1e-9, "shows \(start)...\(end) at \(result)")
                // Any offset showing it lies in [end - viewport, start]: the result is the
                // one of them nearest the offset now.
                let nearest = min(max(current, end - viewport), start)
                #expect(abs(result - min(max(nearest, 0), highest)) < 1e-9)
            } else {
                #expect(result == min(start, highest))
            }
        }
    }
}
