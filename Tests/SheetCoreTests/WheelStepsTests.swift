import Testing
@testable import SheetCore

/// A mouse wheel on the handle or the header: one detent per notch.
@Suite("The mouse wheel steps the sheet")
struct WheelStepsTests {
    @Test func aNotchUpExpandsANotchDownCollapses() throws {
        var wheel = WheelSteps()
        #expect(try wheel.add(-1) == [.expand])
        #expect(try wheel.add(1) == [.collapse])
        #expect(try wheel.add(2) == [.collapse, .collapse])
    }

    @Test func fractionsOfANotchStepOnceTheyMakeAWholeOne() throws {
        var wheel = WheelSteps()
        #expect(try wheel.add(-0.25) == [])
        #expect(try wheel.add(-0.5) == [])
        #expect(try wheel.add(-0.5) == [.expand])
        #expect(wheel.pending == -0.25)
    }

    @Test func turningBackStartsTheCountAnew() throws {
        var wheel = WheelSteps()
        #expect(try wheel.add(0.75) == [])
        #expect(try wheel.add(-1) == [.expand], "a notch back steps back at once")
        #expect(wheel.pending == 0)
    }

    @Test func aHugeDeltaStepsNoFurtherThanASheetHasDetents() throws {
        var wheel = WheelSteps()
        #expect(try wheel.add(-1e300) == Array(repeating: .expand, count: 3))
    }

    @Test func aNonFiniteDeltaIsRefusedAndChangesNothing() throws {
        var wheel = WheelSteps()
        _ = try wheel.add(0.5)
        expectRefused(naming: "wheel delta") { _ = try wheel.add(.nan) }
        expectRefused(naming: "wheel delta") { _ = try wheel.add(-.infinity) }
        #expect(wheel.pending == 0.5)
    }

    /// What the steps do to a sheet: up from expanded to full, down to expanded and no
    /// further (never closing).
    @Test func stepsMoveTheSheetOneDetentAndNeverCloseIt() throws {
        var state = SheetState<Int>()
        state.model = restingModel(at: .expanded, animated: false)
        _ = try state.turnWheel(by: -1, at: 0)
        #expect(state.model.detent == .full)
        _ = try state.turnWheel(by: 3, at: 0)
        #expect(state.model.detent == .expanded)
        // Half a notch is kept in the state until the other half comes.
        _ = try state.turnWheel(by: -0.5, at: 0)
        #expect(state.model.detent == .expanded && state.wheel.pending == -0.5)
        _ = try state.turnWheel(by: -0.5, at: 0)
        #expect(state.model.detent == .full)
    }
}
