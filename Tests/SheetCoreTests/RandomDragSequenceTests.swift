import PropertyBased
import Testing
@testable import SheetCore

/// Thousands of random gesture sequences against the state model: whatever users do, the
/// sheet stays drawable and every release ends exactly on a detent.
@Suite("Random drag sequences")
struct RandomDragSequenceTests {
    /// One user or app action: a kind, a size in px and the time since the last action.
    typealias Action = (kind: Int, amount: Double, dt: Double)

    static let layouts = zip(
        Gen.double(in: 0...1400),  // host height
        Gen.double(in: 0...3000),  // content height
        Gen.double(in: 0...60),  // chrome
        Gen.double(in: 0...300),  // top inset
        Gen.double(in: 0...1),  // expanded fraction
        Gen.double(in: -100...200)  // peek height (<= 0 is no peek)
    ).map { host, content, chrome, inset, fraction, peek in
        try! DetentLayout(SheetMeasurements(
            hostHeight: host, contentHeight: content, chromeHeight: chrome, topInset: inset,
            expandedFraction: fraction, peekHeight: max(0, peek)))
    }

    static let actions = zip(Gen.int(in: 0...13), Gen.double(in: -900...900), Gen.double(in: 0...0.25))
        .map { Action(kind: $0, amount: $1, dt: $2) }
        .array(of: 1...80)

    @Test func theHeightStaysInBoundsAndEveryReleaseSettlesOnADetent() async {
        await propertyCheck(count: 3000, input: Self.layouts, Self.actions, Gen.bool) { layout, actions, animated in
            var model = SheetModel(layout: layout)
            model.animationsEnabled = animated
            var time = 0.0
            var translation = 0.0
            for action in actions {
                time += action.dt
                let events = try Self.perform(action, on: &model, time: time, translation: &translation)
                Self.checkInvariants(model, events: events)
            }
            try model.endDrag(at: time)
            model.settle(from: time)
            #expect(model.phase == .resting)
            #expect(model.height == model.layout.height(of: model.detent), "rests exactly on \(model.detent)")
        }
    }

    @Test func nonFiniteInputsAreRefusedAndChangeNothing() async {
        let bad = Gen.int(in: 0...2).map { [Double.nan, .infinity, -.infinity][$0] }
        await propertyCheck(count: 2000, input: Self.actions, bad, Gen.int(in: 0...4)) { actions, badValue, where_ in
            var model = SheetModel(layout: tallLayout())
            var time = 0.0
            var translation = 0.0
            for action in actions {
                time += action.dt
                _ = try Self.perform(action, on: &model, time: time, translation: &translation)
            }
            let before = model.height
            let error = #expect(throws: SheetInputError.self) {
                switch where_ {
                case 0: try model.advance(to: badValue)
                case 1: try model.drag(to: badValue, at: time)
                case 2: try model.drag(to: 1, listOffset: badValue, at: time)
                case 3: try model.move(to: .full, at: badValue)
                default: try model.updateLayout(try DetentLayout(SheetMeasurements(hostHeight: badValue, contentHeight: 1, expandedFraction: 0.5)), at: time)
                }
            }
            #expect(error?.description.contains("finite") == true)
            #expect(model.height == before)
            #expect(model.height.isFinite)
        }
    }

    static func perform(_ action: Action, on model: inout SheetModel, time: Double, translation: inout Double) throws
        -> [SheetEvent]
    {
        switch action.kind {
        case 0, 1:
            translation = 0
            try model.beginDrag(from: action.kind == 0 ? .sheet : .scrollableList, at: time)
            return []
        case 2...5:
            translation += action.amount / 4
            try model.drag(to: translation, listOffset: abs(action.amount), at: time)
            return []
        case 6: return try model.endDrag(at: time)
        case 7, 8: return try model.advance(to: time)
        case 9:
            let detent = Detent.allCases[Int(abs(action.amount)) % 4]
            if detent == .peek && !model.layout.hasPeek {
                #expect(throws: SheetInputError.detentUnavailable(.peek)) { try model.move(to: detent, at: time) }
                return []
            }
            return try model.move(to: detent, at: time)
        case 10: return try model.requestClose(at: time)
        case 11: return action.amount > 0 ? try model.present(at: time) : try model.forceClose(at: time)
        case 12: return try model.toggleFullExpansion(at: time)
        default:
            var m = model.layout.measurements
            m.hostHeight = max(0, m.hostHeight + action.amount)
            model.canClose = action.amount > -300
            return try model.updateLayout(try DetentLayout(m), at: time)
        }
    }

    static func checkInvariants(_ model: SheetModel, events: [SheetEvent]) {
        let layout = model.layout
        #expect(model.height.isFinite)
        #expect(model.height >= 0)
        #expect(model.height <= max(layout.hostHeight, layout.fullHeight) + 1e-9)
        switch model.phase {
        case .resting: #expect(model.height == layout.height(of: model.detent))
        case .dragging:
            // Clamped at the lowest detent, unless it was grabbed lower while sliding in.
            #expect(model.height >= min(layout.dragRange.lowerBound, model.dragStartHeight ?? 0))
        case .settling: break
        }
        for case let .detentChanged(from, to) in events { #expect(from != to) }
        // A release is said first, and names the detent the sheet then goes to.
        if case let .released(velocity, target)? = events.first {
            #expect(velocity.isFinite)
            #expect(model.detent == target)
        }
        #expect(model.progress.isFinite)
    }
}
