import CBottomSheet
import CGtk
import GtkHelpers
import SheetCore
import Testing

/// The desktop's reduced-motion wish (`gtk-interface-reduced-motion`, GTK 4.22 and
/// later), frame by frame: the sheet's own moves (`open`, `present`, the detent
/// actions) come to rest without passing their detent; the standard spring passes it a
/// little. On GTKs without the setting (4.8 to 4.18) there is no such wish to honour:
/// the tests of the wish are skipped there, and one checks that the library sees none.
/// The moves run on scripted time (`ScriptedClock`), one 60-Hz frame after another, each
/// drawn: a busy machine makes them take longer, never changes their frames.
@MainActor
@Suite(.serialized)
struct ReducedMotionTests {
    /// The sheet's height at each frame while `move` runs on `clock`, until it rests at
    /// `detent`.
    static func frames(
        _ fixture: SheetFixture, on clock: ScriptedClock, until detent: Detent, _ move: () -> Void
    ) throws -> [Double] {
        move()
        var heights: [Double] = []
        clock.runDrawnFrames(of: fixture, limit: 600) { _ in heights.append(fixture.sheetHeight) }
        heights.append(fixture.sheetHeight)
        try #require(!clock.isAnimating && fixture.detent == detent, "the sheet never came to rest at \(detent)")
        return heights
    }

    /// Opens the closed sheet with `open`, then takes it to full with the detent action,
    /// and back down to expanded: every frame's height, and where each move rests.
    static func openAndMove(_ fixture: SheetFixture) throws -> (frames: [[Double]], targets: [Double]) {
        let clock = ScriptedClock(fixture.host)
        fixture.window.waitForDraw()
        let opening = try frames(fixture, on: clock, until: .expanded) { bs_bottom_sheet_set_open(fixture.host, 1) }
        let expanded = fixture.sheetHeight
        let up = try frames(fixture, on: clock, until: .full) { bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_FULL) }
        let full = fixture.sheetHeight
        let down = try frames(fixture, on: clock, until: .expanded) {
            bs_bottom_sheet_set_detent(fixture.host, BS_DETENT_EXPANDED)
        }
        return ([opening, up, down], [expanded, full, expanded])
    }

    /// How far past its resting height each move went (px; 0 when it never did).
    static func overshoots(_ moves: (frames: [[Double]], targets: [Double])) -> [Double] {
        zip(moves.frames, moves.targets).enumerated().map { index, move in
            let (heights, target) = move
            // Up (opening, to full) overshoots above; down (to expanded) below.
            let goingDown = index == 2
            let past = heights.map { goingDown ? target - $0 : $0 - target }
            return max(0, past.max() ?? 0)
        }
    }

    @Test(.gtkHas(.reducedMotion))
    func withReducedMotionTheSheetsMovesRestWithoutPassingTheirDetent() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            var moves: (frames: [[Double]], targets: [Double]) = ([], [])
            let honoured = try GtkGlobals.withReducedMotion { moves = try Self.openAndMove(fixture) }
            try #require(honoured, "GTK 4.22 and later have the setting")
            for heights in moves.frames {
                #expect(heights.count > 4, "the move is animated, not a jump: \(heights.count) frames")
            }
            #expect(Self.overshoots(moves).allSatisfy { $0 <= 0.01 }, "past the detent by \(Self.overshoots(moves)) px")
        }
    }

    /// Where GTK has no reduced-motion setting, the library sees no wish, and asking for
    /// one changes nothing.
    @Test(.gtkLacks(.reducedMotion))
    func withoutTheSettingTheLibrarySeesNoWish() throws {
        try gtkTest {
            #expect(!GtkVersions.reducesMotion(gtk_settings_get_default()))
            #expect(GtkGlobals.withReducedMotion {} == false)
        }
    }

    /// The same moves without the wish pass their detent by a few pixels, on every GTK:
    /// what the test above would see if reduced motion were not honoured.
    @Test func withoutTheWishTheStandardSpringPassesTheDetent() throws {
        try gtkTest {
            let fixture = try SheetFixture.open()
            let moves = try Self.openAndMove(fixture)
            #expect(Self.overshoots(moves).allSatisfy { $0 > 1 }, "past the detent by \(Self.overshoots(moves)) px")
        }
    }

    /// A drag under reduced motion still follows the pointer, and its release settles
    /// without passing the detent.
    @Test(.gtkHas(.reducedMotion))
    func withReducedMotionADragFollowsThePointerAndSettlesWithoutPassing() throws {
        try gtkTest {
            let (fixture, clock) = try SheetFixture.openOnScriptedTime(restingAt: .expanded)
            let expanded = fixture.sheetHeight
            var heights: [Double] = []
            var settled: [Double] = []
            let honoured = try GtkGlobals.withReducedMotion {
                let drag = ScriptedDrag(fixture)
                drag.begin()
                drag.claim(up: true)
                drag.glide(by: -120, steps: 6, over: 0.1) { heights.append(fixture.sheetHeight) }
                settled = try Self.frames(fixture, on: clock, until: .full) { drag.end() }
            }
            try #require(honoured)
            #expect(heights.last.map { abs($0 - (expanded + 120)) <= 1 } == true, "followed: \(heights)")
            let full = fixture.sheetHeight
            #expect(settled.allSatisfy { $0 <= full + 0.01 }, "passed full (\(full)): \(settled.max() ?? 0)")
        }
    }
}
