/// The whole state of one sheet, in one value: where the sheet is and how it moves
/// (`model`: the layout of its presentation, the detent, the spring, the drag), its
/// pages and their slide (`pages`), the presentation asked for and the widths that
/// choose it (`adaptive`), the bottom bar's reveal, the move between two presentations,
/// a list coasting after a drag that was scrolling it, the part of a wheel's notch
/// turned, the press under way, the times the frames of a motion showed, and the height
/// the sheet is allocated.
///
/// Inputs change it through `model`'s and `pages`' own functions and the ones below;
/// one `advance(to:)` per frame moves everything that moves. What a change says comes
/// as one list of `Event`s, the sheet's and the pages' in the order they happened. Whether anything moves is
/// `isAnimating`, and nothing else: the widget's frame clock ticks exactly while it is
/// true. Whether the sheet itself rests at its detent is `model.phase == .resting`.
public struct SheetState<Page: Equatable & Sendable>: Sendable {
    /// Where the sheet is and how it moves, with the settings that shape it.
    public var model = SheetModel()
    /// The pages in the body: the sheet's child, the pages pushed over it, the slide.
    public var pages = PageStack<Page>()
    /// The presentation asked for, the bottom sheet's width and place across, and the
    /// side breakpoint: what chooses the presentation and the sheet's width at each layout.
    public var adaptive = AdaptiveSettings()
    /// Whether the bottom bar shows (`reveal-bottom-bar`), and a bar leaving with the sheet.
    public private(set) var bottomBar = BottomBarReveal()
    /// The move from the old presentation's rectangles to the new one's, while it runs.
    public private(set) var presentationMove: PresentationTransition?
    /// The list coasting after a drag that was scrolling it, while it runs.
    public private(set) var coast: Coast?
    /// The part of a mouse wheel's notch turned over the handle so far (`turnWheel`).
    public private(set) var wheel = WheelSteps()
    /// The press on the sheet under way, from the pointer going down to its release: what
    /// it turns out to be as it moves (`beginPress`, `movePress`, `endPress`).
    public private(set) var press: Press?
    /// The times the frames of the motions under way showed (`FrameTimeline`): each frame
    /// shows a later time than the last, and an input comes no earlier than the last
    /// (`inputTime(at:)`); forgotten when the frames stop (`framesStopped`).
    public private(set) var frames = FrameTimeline()
    /// The height the sheet is allocated: what shows at rest, held while it moves
    /// (`MotionAllocation`); set by each allocation of the sheet (`allocateSheet`).
    public private(set) var allocation = MotionAllocation()

    public init() {}

    /// A list coasting on after a drag that was scrolling it was let go, along
    /// `ListCoasting`'s curve.
    public struct Coast: Sendable, Equatable {
        /// The deceleration curve, from the list's offset and velocity at the release.
        public let curve: ListCoasting
        /// When the drag was let go: the curve's time 0.
        let startTime: Double
        /// Where the curve was at the last frame: each frame moves the list by the
        /// curve's step since then (`Frame.coastStep`).
        var lastOffset: Double
    }

    /// What a change of the state tells the app and the widget, in order: the sheet's
    /// events (`SheetModel`'s) and the pages' (`PageStack`'s), in one list.
    public enum Event: Sendable, Equatable {
        /// The sheet's: a release, a detent change, a close attempted, a close.
        case sheet(SheetEvent)
        /// The pages': a page pushed, popped, or gone from the body.
        case page(PageStack<Page>.Event)

        /// `events`, one change's, as the app is told them: the sheet's as
        /// `SheetEvent.toTell` says (one detent change for a step that committed twice),
        /// the pages' in their places.
        public static func toTell(_ events: [Event]) -> [Event] {
            SheetEvent.toTell(events, sheetEvent: { if case let .sheet(event) = $0 { event } else { nil } }, wrap: Event.sheet)
        }
    }

    /// What one frame (`advance(to:)`) moved.
    public struct Frame: Sendable {
        /// What the sheet's motion said (it arrived: `closed`), then the pages' slide (a
        /// page left).
        public var events: [Event] = []
        /// How far the coasting list moves in this frame (px, added to its offset, not set:
        /// a list view re-anchors its offset as it measures its rows, and the app may
        /// scroll it meanwhile); 0 without a coast.
        public var coastStep = 0.0
        /// Whether the coast ran out in this frame.
        public var coastEnded = false
        /// Whether the sheet and the content were on their way between two
        /// presentations in this frame: they are laid out again.
        public var presentationMoved = false
    }

    /// Whether anything moves: the sheet on its spring, a slide between pages, the move
    /// to another presentation, or a coasting list.
    public var isAnimating: Bool {
        model.phase == .settling || pages.isSliding || presentationMove != nil || coast != nil
    }

    /// Moves everything that moves to `time`, the time the frame shows: the sheet first,
    /// then the pages, the coast and the presentation move.
    public mutating func advance(to time: Double) throws(SheetInputError) -> Frame {
        let time = try requireFinite(time, "time")
        var frame = Frame()
        if model.phase == .settling { frame.events += try model.advance(to: time).map(Event.sheet) }
        if pages.isSliding { frame.events += try pages.advance(to: time).map(Event.page) }
        if var coast {
            let elapsed = time - coast.startTime
            let offset = coast.curve.offset(at: elapsed)
            frame.coastStep = offset - coast.lastOffset
            coast.lastOffset = offset
            frame.coastEnded = coast.curve.isFinished(at: elapsed)
            self.coast = frame.coastEnded ? nil : coast
        }
        if let move = presentationMove {
            frame.presentationMoved = true
            if move.isFinished(at: time) { presentationMove = nil }
        }
        return frame
    }

    /// `advance(to:)`, for the frame at the frame clock's `frameTime`: to the time that
    /// frame shows (`FrameTimeline.time(ofFrameAt:now:refreshInterval:)`), with `now`, the
    /// monotonic clock, and the display's `refreshInterval`.
    public mutating func advance(toFrameAt frameTime: Double, now: Double, refreshInterval: Double)
        throws(SheetInputError) -> Frame
    {
        try advance(to: frames.time(ofFrameAt: frameTime, now: now, refreshInterval: refreshInterval))
    }

    /// The time of an input (a request, a press) at `now` on the monotonic clock: now, but
    /// never before the last frame of the motion under way. A press on a moving sheet holds
    /// it where it was last shown; at `now` alone it would jump back by the time the frame
    /// clock was ahead (on Wayland by most of a frame).
    public func inputTime(at now: Double) -> Double { max(now, frames.lastTime) }

    /// The frame clock stopped (nothing moves) or changed: the next frame starts afresh
    /// from the frame clock's time.
    public mutating func framesStopped() { frames.reset() }

    // MARK: Presentation

    /// The sheet moves to another presentation (`SheetModel.changePresentation`). A
    /// sheet that was on screen at `shownFrom` (its rectangle and the content's then)
    /// and still is moves from there to its new rectangles on one spring, when moves
    /// are animated; otherwise it is at once where the new presentation puts it.
    public mutating func changePresentation(
        to layout: DetentLayout, shownFrom: (sheet: SheetFrame, content: SheetFrame)?, at time: Double
    ) throws(SheetInputError) -> [Event] {
        presentationMove = nil
        let events = try model.changePresentation(to: layout, at: time).map(Event.sheet)
        if let shownFrom, model.isVisible, model.animationsEnabled {
            presentationMove = try PresentationTransition(
                sheetFrom: shownFrom.sheet, contentFrom: shownFrom.content, at: time,
                spring: model.behavior.spring(reducingMotion: model.reducesMotion))
        }
        return events
    }

    /// Ends every motion where it was going (the sheet left the screen, where no frame
    /// comes): the sheet's, which says what it arrived at (`closed`), the pages' slide,
    /// which lets a popped page go (`removed`), and the move between presentations.
    public mutating func finishMotions() -> [Event] {
        let events = model.finishMotion().map(Event.sheet) + pages.finishTransition().map(Event.page)
        presentationMove = nil
        return events
    }

    // MARK: Coasting

    /// Starts a coast of the list whose drag just ended, when that drag was scrolling it
    /// (`SheetModel.listCoastVelocity`): from `offset`, within `range` (the offsets the
    /// list can show), at `time`, the release. Returns whether a coast started: not
    /// without a velocity, nor for a list already at its end in that direction.
    public mutating func startCoast(offset: Double, range: ClosedRange<Double>, at time: Double)
        throws(SheetInputError) -> Bool
    {
        coast = nil
        let time = try requireFinite(time, "time")
        let velocity = model.listCoastVelocity
        guard velocity != 0,
              let curve = try ListCoasting(from: offset, velocity: velocity, range: range, behavior: model.behavior)
        else { return false }
        coast = Coast(curve: curve, startTime: time, lastOffset: curve.startOffset)
        return true
    }

    /// Ends the coast under way, if any, where the list is now.
    public mutating func stopCoast() { coast = nil }

    // MARK: The mouse wheel

    /// A mouse wheel turned `delta` notches over the sheet's handle or header (positive:
    /// down, as GTK reports it): each whole notch steps the sheet one detent
    /// (`WheelSteps`).
    public mutating func turnWheel(by delta: Double, at time: Double) throws(SheetInputError) -> [Event] {
        var events: [Event] = []
        for step in try wheel.add(delta) { events += try model.perform(step, at: time).map(Event.sheet) }
        return events
    }

    // MARK: A press

    /// A press went down on the sheet (or a touchpad's scroll began on its handle): it
    /// takes the place of any before it.
    public mutating func beginPress(_ press: Press) { self.press = press }

    /// The pointer of the press under way moved (`Press.moved`, with the sheet as it is
    /// now): what the press makes of it; `undecided` without a press.
    public mutating func movePress(
        dx: Double, dy: Double, along: Double, across: Double, threshold: () -> Double, listOffset: () -> Double?
    ) -> Press.Step {
        guard var moved = press else { return .undecided }
        let step = moved.moved(
            dx: dx, dy: dy, along: along, across: across, threshold: threshold, listOffset: listOffset, model: model)
        press = moved
        return step
    }

    /// The press under way lets go of the pages (a new press came before its release).
    public mutating func letPressGoOfPages() { press?.letGoOfPages() }

    /// The press under way ended (let go, cancelled, or taken by another); returns it.
    @discardableResult
    public mutating func endPress() -> Press? {
        defer { press = nil }
        return press
    }

    // MARK: The sheet's allocation

    /// Whether the sheet's allocation is held (`MotionAllocation`) for a sheet shown as
    /// `presentation`: while it moves at the bottom (dragged, on its spring, or a page
    /// slides). A side panel is as tall as the host anyway, and a move between
    /// presentations reshapes the sheet.
    public func holdsAllocation(shownAs presentation: Presentation) -> Bool {
        (model.phase != .resting || pages.isSliding) && presentation == .bottom && presentationMove == nil
    }

    /// The sheet is allocated for a frame that shows `shown` px of it, shown as
    /// `presentation` in a host `hostHeight` px tall (`MotionAllocation.update`, with the
    /// motion under way: a spring's target, the tallest detent). `roomBelowEnd` is read
    /// only when the held height would grow. Returns whether the height changed.
    @discardableResult
    public mutating func allocateSheet(
        shown: Double, shownAs presentation: Presentation, hostHeight: Double, roomBelowEnd: () -> Double
    ) -> Bool {
        allocation.update(
            shown: shown, isMoving: holdsAllocation(shownAs: presentation),
            springTarget: model.phase == .settling ? model.targetHeight : nil,
            tallest: model.layout.fullHeight, hostHeight: hostHeight, roomBelowEnd: roomBelowEnd())
    }

    // MARK: The bottom bar

    /// Reveals or hides the bottom bar, with the sheet as it is now: hidden while the
    /// sheet is closed to it, the bar leaves with it (`BottomBarReveal`).
    public mutating func revealBottomBar(_ revealed: Bool) {
        bottomBar.setRevealed(revealed, sheet: model)
    }

    /// After any change of the sheet: a bar leaving with it has left once the sheet rests
    /// anywhere but closed to it.
    public mutating func sheetChanged() {
        bottomBar.sheetChanged(model)
    }
}
