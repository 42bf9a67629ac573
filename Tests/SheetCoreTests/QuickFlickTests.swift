import Testing
@testable import SheetCore

/// A quick flick is a flick however few motions it was sampled in: the press, the motion
/// that crossed GTK's drag threshold (the claim, which does not move the sheet yet) and
/// one or two more, a few milliseconds apart, then let go at once.
@Suite("A flick of few motions")
struct QuickFlickTests {
    /// GTK's default drag threshold (px): the first motion past it claims the drag.
    static let threshold = 8.0

    /// Flicks `distance` px up from expanded in `motions` equal steps `interval` s apart,
    /// fed through the grab point as the driver feeds them, and released at the last
    /// motion's time. Returns the detent the release committed to.
    static func flick(distance: Double, motions: Int, interval: Double) throws -> Detent {
        var model = restingModel(at: .expanded)
        let step = -distance / Double(motions)
        #expect(abs(step) >= threshold, "each motion must cross the threshold for the first to claim")
        _ = try model.beginDrag(from: .sheet, at: 0)
        var grab = GrabPoint(claimedAt: step)
        var time = 0.0
        for index in 1...motions {
            time += interval
            _ = try model.drag(to: grab.translation(forPointerAt: step * Double(index)), at: time)
        }
        _ = try model.endDrag(at: time)
        return model.detent
    }

    @Test(arguments: [2, 3], [0.004, 0.008, 0.016])
    func sixtyPixelsUpFromExpandedReachFull(motions: Int, interval: Double) throws {
        #expect(try Self.flick(distance: 60, motions: motions, interval: interval) == .full)
    }

    /// The same distance dragged slowly is no flick: the sheet goes back to expanded.
    @Test(arguments: [2, 3])
    func sixtyPixelsUpOverHalfASecondStayAtExpanded(motions: Int) throws {
        #expect(try Self.flick(distance: 60, motions: motions, interval: 0.5 / Double(motions)) == .expanded)
    }
}
