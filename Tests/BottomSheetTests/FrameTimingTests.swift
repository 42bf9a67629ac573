import CBottomSheet
import CGtk
import SheetCore
import Testing

/// From the release to rest the sheet moves on every frame. GTK's frame clock keeps its
/// times on a grid of refresh intervals, and gives a frame that comes early the time of
/// the one before: on X11 (GTK 4.8 and 4.18), the frame after the first of a flick's
/// spring came 8 ms after it with the same time, and the sheet was drawn at the same
/// height twice, a hitch at the start of the flick (`FrameTimeline`). A finger's release
/// starts the same spring as a pointer's (one drag gesture takes both); the real touch
/// flicks on Wayland are `TouchTests`'.
@MainActor
@Suite(.serialized)
struct FrameTimingTests {
    static let interval = 1.0 / 60

    /// The sheet's height at each frame from a downward flick's release until it rests,
    /// the frame clock's time repeating once: for the frame after the spring's first.
    static func heightsAfterAFlick(_ fixture: SheetFixture) throws -> [Double] {
        let clock = ScriptedClock(fixture.host)
        let drag = ScriptedDrag(fixture)
        GestureTests.flick(drag, by: 60, speed: 1500)
        try #require(clock.isAnimating, "the flick started no spring")
        // The release's time is the spring's start: the frames come after it.
        clock.advance(by: drag.time - clock.now)
        var heights = [fixture.sheetHeight]
        var gridTime = clock.now
        var frame = 0
        while clock.isAnimating && frame < 300 {
            if frame == 1 {
                // Early, 8 ms on: GTK gives it the last frame's time.
                clock.advance(by: 0.008)
            } else {
                clock.advance(by: frame == 2 ? Self.interval - 0.008 : Self.interval)
                gridTime += Self.interval
            }
            clock.frame(frameTime: gridTime)
            heights.append(fixture.sheetHeight)
            frame += 1
        }
        try #require(!clock.isAnimating, "the sheet never came to rest")
        return heights
    }

    @Test func theSheetMovesOnEveryFrameFromTheReleaseToRestWhenTheFrameClockRepeatsATime() throws {
        try gtkTest {
            let fixture = try SheetFixture.open(restingAt: .full)
            let heights = try Self.heightsAfterAFlick(fixture)
            // The last frames come to rest at the detent: the same height there is rest.
            let moving = heights.prefix { abs($0 - fixture.sheetHeight) > 0.5 }
            let stalls = zip(moving, moving.dropFirst()).enumerated().filter { $0.element.0 == $0.element.1 }
            #expect(stalls.isEmpty, "held still at frames \(stalls.map(\.offset)) of \(moving.map { Int($0) })")
            #expect(moving.count > 5, "the flick moved the sheet over \(moving.count) frames only: \(heights.map { Int($0) }), \(fixture.detent)")
        }
    }
}
