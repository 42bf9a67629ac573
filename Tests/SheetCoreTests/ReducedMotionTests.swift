import Testing
@testable import SheetCore

/// Reduced motion (GTK's `gtk-interface-reduced-motion`): every move the sheet makes on
/// its own comes to rest on its detent without passing it; a drag still follows the
/// pointer exactly. Each test also runs the same move without the wish, where the
/// standard spring does pass its target: the difference is the wish's doing.
@Suite("Reduced motion")
struct ReducedMotionTests {
    /// The heights of every 60 Hz frame of the settle that `start` begins, from `model`.
    static func frames(
        _ model: inout SheetModel, from time: Double, _ start: (inout SheetModel) throws -> Void
    ) rethrows -> [Double] {
        try start(&model)
        var heights: [Double] = []
        var now = time
        while model.phase == .settling && now < time + 10 {
            now += 1.0 / 60
            _ = try? model.advance(to: now)
            heights.append(model.height)
        }
        return heights
    }

    /// A closed sheet opened to expanded (`present`, `open`, a key, an action): the
    /// standard spring passes 400 px; with reduced motion no frame does.
    @Test(arguments: [false, true])
    func openingComesToRestWithoutPassingTheDetent(reduced: Bool) throws {
        var model = restingModel(at: .dismissed)
        model.reducesMotion = reduced
        let heights = try Self.frames(&model, from: 0) { _ = try $0.move(to: .expanded, at: 0) }
        let target = model.layout.height(of: .expanded)
        #expect(model.height == target)
        #expect(heights.count > 5, "it moves over frames, not at once: \(heights.count)")
        if reduced {
            #expect(heights.allSatisfy { $0 <= target + 1e-9 }, "passed \(target): \(heights.max()!)")
            #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "it only rises")
        } else {
            #expect(heights.max()! > target + 1, "the standard spring overshoots a little")
        }
    }

    /// Going down to the peek strip: the standard spring dips under it before it rests;
    /// with reduced motion no frame does.
    @Test(arguments: [false, true])
    func closingToPeekComesToRestWithoutPassingIt(reduced: Bool) throws {
        var model = restingModel(at: .expanded, layout: tallLayout(peek: 80))
        model.reducesMotion = reduced
        let heights = try Self.frames(&model, from: 0) { _ = try $0.move(to: .peek, at: 0) }
        #expect(model.height == 80)
        if reduced {
            #expect(heights.allSatisfy { $0 >= 80 - 1e-9 }, "went under the strip: \(heights.min()!)")
        } else {
            #expect(heights.min()! < 80 - 1, "the standard spring overshoots a little")
        }
    }

    /// A drag follows the pointer as it does without the wish, and a fling up from
    /// expanded settles at full without passing it.
    @Test(arguments: [false, true])
    func aDragFollowsThePointerAndItsFlingSettlesWithoutPassingFull(reduced: Bool) throws {
        var model = restingModel(at: .expanded)
        model.reducesMotion = reduced
        let start = model.height
        var time = 0.0
        _ = try model.beginDrag(from: .sheet, at: time)
        for step in 1...6 {
            time += 1.0 / 60
            _ = try model.drag(to: Double(step) * -40, at: time)
            #expect(model.height == start + Double(step) * 40, "1:1 under the pointer")
        }
        let heights = try Self.frames(&model, from: time) { _ = try $0.endDrag(at: time) }
        let full = model.layout.height(of: .full)
        #expect(model.detent == .full)
        if reduced {
            #expect(heights.allSatisfy { $0 <= full + 1e-9 }, "passed full (\(full)): \(heights.max()!)")
        } else {
            #expect(heights.max()! > full, "the standard spring overshoots, into the rubber band")
        }
    }

    /// The rule itself: the same spring, critically damped; a spring that already
    /// creeps (ζ above 1) is kept as it is.
    @Test func theReducedSpringIsTheSameSpringCriticallyDamped() throws {
        let behavior = SheetBehavior.standard
        let calm = behavior.spring(reducingMotion: true)
        #expect(calm.dampingRatio == 1)
        #expect(calm.stiffness == behavior.spring.stiffness && calm.mass == behavior.spring.mass)
        #expect(behavior.spring(reducingMotion: false) == behavior.spring)
        var creeping = behavior
        creeping.spring = try SpringParameters(dampingRatio: 1.4, stiffness: 300)
        #expect(creeping.spring(reducingMotion: true) == creeping.spring)
    }
}
