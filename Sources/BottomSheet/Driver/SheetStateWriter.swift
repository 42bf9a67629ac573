import CGtk
import SheetCore

/// What a change of the sheet's state says: the sheet's events and the pages', in one
/// list (SheetCore's `SheetState.Event`).
typealias StateEvent = SheetState<PageID>.Event

/// Which parts of the state a change touched: what `SheetDriver.apply` shows again.
/// None: the change moved nothing, and only `publish` shows it.
struct ChangedParts: OptionSet {
    let rawValue: UInt8
    /// The sheet (`SheetState.model`, and what goes with it): its position is shown again
    /// and, once it rests, what waited for that goes on.
    static let sheet = ChangedParts(rawValue: 1 << 0)
    /// The pages (`SheetState.pages`): the pages shown, the page header and the slide.
    static let pages = ChangedParts(rawValue: 1 << 1)
    /// Only what the outside never sees: the sheet's allocation (`SheetState.allocation`),
    /// which the host's allocation under way sets and places, the frames' times, a coast's
    /// or a presentation move's frame (their parts show themselves). Nothing is shown
    /// again, published or told.
    static let unseen = ChangedParts(rawValue: 1 << 2)
}

/// The one way the sheet's state changes (`SheetDriver` is the one that writes it): a
/// part reads `state` and hands each change to `performOnState`, which runs it at the
/// model's time and applies what it says, its events told in one list. The functions
/// below are shorter ways to call it.
@MainActor
protocol SheetStateWriter: AnyObject {
    /// The sheet's whole state, for reading.
    var state: SheetState<PageID> { get }

    /// Runs `change` on the state at the model's time, then shows what changed
    /// (`changed`, which `change` may widen or narrow as it finds what it did) and tells
    /// the outside (`SheetDriver.apply`); when the pages changed, `moveFocus` runs once
    /// what comes on screen is shown (`SheetPages.syncPages`).
    ///
    /// `startsMotion` is false for a change that never starts an animation (a drag's
    /// events, a property): the user's animation settings are not read for it. Input
    /// SheetCore refuses (a NaN from somewhere) becomes one warning and changes nothing.
    func performOnState(
        startsMotion: Bool, animated: Bool, changed: ChangedParts, thenFocus moveFocus: (() -> Void)?,
        _ change: (inout SheetState<PageID>, Double, inout ChangedParts) throws -> [StateEvent])
}

extension SheetStateWriter {
    /// `performOnState`, for a change of the sheet (the model, or more of the state).
    func performOnState(
        startsMotion: Bool = true, animated: Bool = true,
        _ change: (inout SheetState<PageID>, Double) throws -> [StateEvent]
    ) {
        performOnState(startsMotion: startsMotion, animated: animated, changed: .sheet, thenFocus: nil) { state, time, _ in
            try change(&state, time)
        }
    }

    /// `performOnState`, for a change of the sheet's model alone.
    func perform(
        startsMotion: Bool = true, animated: Bool = true, _ change: (inout SheetModel, Double) throws -> [SheetEvent]
    ) {
        performOnState(startsMotion: startsMotion, animated: animated) { state, time in
            try change(&state.model, time).map(StateEvent.sheet)
        }
    }

    /// `performOnState`, for a value that moves nothing (a property, a coast's curve): no
    /// motion starts, nothing is told; the outside sees the new value.
    @discardableResult
    func setState<Result>(_ change: (inout SheetState<PageID>) throws -> Result) -> Result? {
        var result: Result?
        performOnState(startsMotion: false, animated: true, changed: [], thenFocus: nil) { state, _, _ in
            result = try change(&state)
            return []
        }
        return result
    }

    /// `performOnState`, for a change of the pages: `change` is handed the stack, the
    /// time and how a slide it starts goes (the sheet's behaviour and the user's settings
    /// now, as for the sheet's moves); focus moves by `moveFocus` (see
    /// `SheetPages.syncPages`).
    func performPages(
        thenFocus moveFocus: (() -> Void)? = nil,
        _ change: (inout PageStack<PageID>, Double, MotionSettings) throws -> [PageStack<PageID>.Event]
    ) {
        performOnState(startsMotion: true, animated: true, changed: .pages, thenFocus: moveFocus) { state, time, _ in
            try change(&state.pages, time, state.model.motionSettings).map(StateEvent.page)
        }
    }
}
