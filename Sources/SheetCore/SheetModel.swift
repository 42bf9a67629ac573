/// The sheet's state: where it is, where it is going, and why.
///
/// Inputs are GTK-free: a layout, drag translations with timestamps, requests, and the
/// frame time. Outputs are the visible `height`, the committed `detent` and a list of
/// `SheetEvent`s per input. Times are seconds on any monotonic clock (the frame clock).
///
/// The committed `detent` changes when the sheet commits to going somewhere (at a
/// release or a request), not when it arrives; `closed` comes when it arrives at
/// `dismissed`. With animations off every move arrives at once, and the events are the
/// same, in the same order.
public struct SheetModel: Sendable {
    /// What the sheet is doing.
    public enum Phase: Sendable, Equatable {
        case resting
        case dragging
        /// Springing towards the committed detent.
        case settling
    }

    /// Where a drag started: the handle and plain parts of the sheet move the sheet; a
    /// scrollable list shares the movement with the sheet (see `ScrollHandoff`).
    public enum DragOrigin: Sendable, Equatable {
        case sheet
        case scrollableList
    }

    /// How moves go: the sheet's numbers and the user's settings, the same for the
    /// sheet's moves and the pages' slides (`PageStack` is handed this value). Setting
    /// another behavior lays the detents out again (their merge distance is one of its
    /// numbers); a move under way keeps its spring until it ends.
    public var motionSettings: MotionSettings {
        didSet {
            guard motionSettings.behavior != oldValue.behavior,
                  let relaid = try? DetentLayout(layout.measurements, behavior: behavior) else { return }
            layout = relaid.withDetents(layout.detents)
        }
    }
    /// The numbers of the motion (`motionSettings`).
    public var behavior: SheetBehavior {
        get { motionSettings.behavior }
        set { motionSettings.behavior = newValue }
    }
    /// When false, a user's close request becomes `closeAttempted` and a return to the
    /// lowest open detent. `forceClose` and `move(to: .dismissed)` still close.
    public var canClose = true
    /// When false, the user cannot open a closed sheet: a drag up from the peek strip goes
    /// back to it, and neither the handle nor `expand` opens it from there. `present`,
    /// `move(to:)` and `setOpen(true)` still open it (libadwaita's AdwBottomSheet:can-open).
    public var canOpen = true
    /// When false, every move jumps to its target (`gtk-enable-animations`; `motionSettings`).
    public var animationsEnabled: Bool {
        get { motionSettings.animationsEnabled }
        set { motionSettings.animationsEnabled = newValue }
    }
    /// When true, every move comes to rest without overshooting its target
    /// (`gtk-interface-reduced-motion`; `motionSettings`): see `SheetBehavior.spring(reducingMotion:)`.
    public var reducesMotion: Bool {
        get { motionSettings.reducesMotion }
        set { motionSettings.reducesMotion = newValue }
    }
    /// Whether the open sheet cuts the content off (dimmed, no input): see `blocksContent`.
    /// The widget sets this and `dimOpacity` from its properties.
    public var isModal = false
    /// Opacity of the scrim at `expanded` (or the `modalDetent`) and above, 0...1: see
    /// `scrimOpacity`.
    public var dimOpacity = 0.0
    /// The lowest detent at which a modal sheet dims and cuts the content off (the maps
    /// pattern: a sheet at its peek strip or half height beside a map the user can still
    /// pan, a dialog at `full`): see `ModalBoundary`, `scrimOpacity`, `blocksContent`.
    /// `expanded` by default: the scrim fades in from the place below it (closed, the
    /// peek strip or the bottom bar) up to `expanded`, and the content is cut off from
    /// `expanded` up.
    public var modalDetent = Detent.expanded

    /// Where the detents are, for the host's size and the content's, and which of them
    /// the sheet has (`detents`).
    public private(set) var layout: DetentLayout
    /// Where the sheet rests or is going: it changes when the sheet commits to a move.
    public private(set) var detent: Detent = .dismissed
    /// The visible height of the sheet now (px).
    public private(set) var height: Double = 0
    /// Resting, following a drag, or springing to `detent`.
    public private(set) var phase: Phase = .resting
    /// The velocity (px/s, positive = towards the list's end) of the list the last drag
    /// was scrolling when it was let go: the list coasts on from it (see `ListCoasting`).
    /// 0 when that drag ended moving the sheet (the sheet takes the velocity then, as
    /// for any drag), began on the sheet, or was no release; reset by the next press.
    public private(set) var listCoastVelocity = 0.0

    /// How many times the sheet has started to open (committed to a detent from
    /// `dismissed`): tells whoever says what happened whether the sheet opened again
    /// meanwhile, when a `closed` it is about to say is stale.
    public private(set) var openings = 0

    private var motion: SpringMotion?
    private var motionStart = 0.0
    private var drag: DragSession?
    /// Whether the sheet has left `dismissed` since it last closed: `closed` fires once per close.
    private var hasOpenedSinceClosing = false

    private struct DragSession: Sendable {
        var origin: DragOrigin
        var startHeight: Double
        var startDetent: Detent
        var translation = 0.0
        var tracker: VelocityTracker
        /// The list's offsets, to measure its velocity as `tracker` does the sheet's.
        var listTracker: VelocityTracker
        /// The scroll of the last step that moved anything, when that step went wholly
        /// to the list (the sheet at `full` going up, or a scrolled list going down, the
        /// sheet not moving); 0 when it moved the sheet.
        var lastListStep = 0.0
    }

    public init(layout: DetentLayout = .empty, behavior: SheetBehavior = .standard) {
        self.layout = layout
        self.motionSettings = MotionSettings(behavior: behavior)
    }

    // MARK: Reading

    /// The open detents the app chose (`setDetents`): those of the layout the model was
    /// made with, and kept through every later layout.
    public var detents: DetentSet { layout.detents }

    /// `height` as a fraction of the expanded height (dimming follows it).
    public var progress: Double { layout.progress(atHeight: height) }

    /// Whether the sheet is on screen. A sheet resting at `dismissed` is not shown.
    public var isVisible: Bool { !(phase == .resting && detent == .dismissed) }

    /// Where the current drag grabbed the sheet; nil when no drag is under way.
    public var dragStartHeight: Double? { drag?.startHeight }

    /// The target height of the committed detent.
    public var targetHeight: Double { layout.height(of: detent) }

    /// Velocity of the height (px/s, positive = growing) at `time`.
    public func heightVelocity(at time: Double) -> Double {
        guard phase == .settling, let motion else { return 0 }
        return motion.velocity(at: time - motionStart)
    }

    // MARK: Requests

    /// Whether the sheet is open: it rests at, or is going to, `expanded` or `full`. The
    /// peek strip is closed at the bottom, what a closed sheet leaves showing, as
    /// libadwaita's bottom bar is; a side panel's peek strip is the whole panel, open.
    public var isOpen: Bool {
        switch position {
        case .closed, .peeking: false
        case .open, .halfHeight, .fullHeight: true
        }
    }

    /// Opens the sheet (as `present` does: at `expanded`, an open sheet stays where it is),
    /// or closes it to the peek strip if there is one, else to `dismissed`. The app's own
    /// command: `canOpen` and `canClose` do not stop it.
    @discardableResult
    public mutating func setOpen(_ open: Bool, at time: Double) throws(SheetInputError) -> [SheetEvent] {
        guard open != isOpen else { return [] }
        if open { return try present(at: time) }
        return try move(to: layout.hasPeek && !layout.isSide ? .peek : .dismissed, at: time)
    }

    /// Opens the sheet at `expanded` when it is dismissed or peeking; an open sheet stays.
    /// A sheet without `expanded` opens at `full`, or with only a peek strip, at the strip
    /// (`DetentLayout.openingDetent`).
    @discardableResult
    public mutating func present(at time: Double) throws(SheetInputError) -> [SheetEvent] {
        guard detent < .expanded else { return [] }
        return try move(to: layout.openingDetent, at: time)
    }

    /// Moves to `target`, from wherever the sheet is now and with its current velocity.
    /// This is the app's own command: it always works, `dismissed` included, to any
    /// detent the sheet has. A detent it does not have (`peek` without a peek height, one
    /// not chosen with `setDetents`) is refused with `SheetInputError.detentUnavailable`,
    /// and nothing changes: the app asked for a place that is not there.
    @discardableResult
    public mutating func move(to target: Detent, at time: Double) throws(SheetInputError) -> [SheetEvent] {
        let time = try requireFinite(time, "time")
        guard layout.has(target) else { throw .detentUnavailable(target) }
        let velocity = takeOverMotion(at: time)
        return commit(target) + startMotion(velocity: velocity, at: time)
    }

    /// A close asked for by the user (swipe, Escape, scrim click) or by a non-forced API
    /// call. With a peek strip the sheet collapses to it instead of closing. Returns the
    /// events; an empty list means there was nothing to close.
    @discardableResult
    public mutating func requestClose(at time: Double) throws(SheetInputError) -> [SheetEvent] {
        guard detent != .dismissed else { return [] }
        if layout.hasPeek {
            return detent == .peek && phase == .resting ? [] : try move(to: .peek, at: time)
        }
        guard canClose else {
            return [.closeAttempted] + (try move(to: layout.lowestOpenDetent, at: time))
        }
        return try move(to: .dismissed, at: time)
    }

    /// Closes whatever `canClose` says.
    @discardableResult
    public mutating func forceClose(at time: Double) throws(SheetInputError) -> [SheetEvent] {
        try move(to: .dismissed, at: time)
    }

    /// What the drag handle does when activated: `expanded` ↔ `full` (from `peek`, to
    /// where `present` opens the sheet: `expanded`, or `full` without it). Nothing when
    /// `full` is the same place as `expanded`, or the sheet does not have both: its one
    /// open height is as high as the handle takes it.
    @discardableResult
    public mutating func toggleFullExpansion(at time: Double) throws(SheetInputError) -> [SheetEvent] {
        switch detent {
        case .dismissed: return []
        case .peek: return canOpen && layout.openingDetent > .peek ? try move(to: layout.openingDetent, at: time) : []
        case .expanded: return layout.hasDistinctFull ? try move(to: .full, at: time) : []
        case .full: return layout.has(.expanded) ? try move(to: .expanded, at: time) : []
        }
    }

    /// Chooses the open detents the sheet has (`DetentSet`; `dismissed`, the closed place,
    /// is always there). A sheet resting at, or on its way to, a detent that goes away
    /// moves to the one left nearest to it by height, on a tie the lower one (as a
    /// release does; an open sheet goes to the bottom bar's strip, the closed sheet, only
    /// when nothing else is left): on the spring from where it is, as any move, or at
    /// once with animations off, with one `detentChanged`. A sheet being dragged stays
    /// under the finger (held between its new lowest and top detents, as the next
    /// pointer event would hold it), committed to that nearest detent; its release
    /// chooses among the detents left. Removing any other detent moves nothing and says
    /// nothing.
    ///
    /// A set with no open detent is refused (`SheetInputError.noOpenDetents`) and
    /// changes nothing: an open sheet must have somewhere to be. A set of only `peek`
    /// while there is no peek height is taken: `expanded` stands in for the strip until
    /// it has a height (`DetentLayout.openDetents`).
    @discardableResult
    public mutating func setDetents(_ detents: DetentSet, at time: Double) throws(SheetInputError) -> [SheetEvent] {
        let time = try requireFinite(time, "time")
        let detents = detents.intersection(.all)
        guard !detents.hasNoOpenDetent else { throw .noOpenDetents }
        guard detents != layout.detents else { return [] }
        let oldLayout = layout
        layout = layout.withDetents(detents)
        // A dragged sheet is within the new lowest and top detents, as the next pointer
        // event would put it.
        if phase == .dragging { followAgain(shiftedBy: 0) }
        guard detent != .dismissed, !layout.has(detent) else { return [] }
        let target = layout.nearestOpenDetent(to: detent, in: oldLayout)
        if phase == .dragging, var session = drag {
            session.startDetent = target
            drag = session
            return commit(target)
        }
        let velocity = takeOverMotion(at: time)
        return commit(target) + startMotion(velocity: velocity, at: time)
    }

    // MARK: Layout

    /// The host or the content changed size. The sheet stays in the same logical detent
    /// and moves to its new height: animated when it is on screen. The sheet keeps its
    /// own detents (`detents`), whatever `newLayout`'s are.
    ///
    /// It is `takeLayout` then `followLayout`: a widget that learns the sizes while GTK
    /// allocates it takes the layout there, and follows it once the allocation is over.
    @discardableResult
    public mutating func updateLayout(_ newLayout: DetentLayout, at time: Double) throws(SheetInputError) -> [SheetEvent] {
        let time = try requireFinite(time, "time")
        guard let oldLayout = takeLayout(newLayout) else { return [] }
        return try followLayout(from: oldLayout, at: time)
    }

    /// The new layout's heights, and nothing else: the sheet held inside a host that
    /// shrank, its detent, phase and motion as they were. Returns the layout it had, for
    /// `followLayout`; nil when nothing changed.
    public mutating func takeLayout(_ newLayout: DetentLayout) -> DetentLayout? {
        let newLayout = newLayout.withDetents(layout.detents)
        guard newLayout != layout else { return nil }
        let oldLayout = layout
        layout = newLayout
        // A host that shrank may be shorter than the sheet is now: never draw above it.
        height = drawableHeight(height)
        return oldLayout
    }

    /// What the layout taken since `oldLayout` means for where the sheet goes: a detent
    /// that went away is left for the nearest place (a bar that shows with the window's
    /// first layout there at once), a drag keeps its grab on the sheet, a move or a
    /// resting sheet goes to its detent's new height.
    public mutating func followLayout(from oldLayout: DetentLayout, at time: Double) throws(SheetInputError) -> [SheetEvent] {
        let time = try requireFinite(time, "time")
        if let closedPlace = closedPlaceAfterLayoutChange(from: oldLayout) {
            let velocity = takeOverMotion(at: time)
            let events = commit(closedPlace)
            // A bar that shows with the window's first layout is there at once.
            return events + (oldLayout.isMeasured ? startMotion(velocity: velocity, at: time) : arrive())
        }
        switch phase {
        case .dragging:
            guard let session = drag else { return [] }
            // The sheet under the finger moves with its detent: a window that shrinks
            // mid-drag takes the grab point down with the full height. Without this the
            // old grab height would sit above the new full (a stretch the finger never
            // made), and the jump would read as a fling at the release.
            followAgain(shiftedBy: layout.height(of: session.startDetent) - oldLayout.height(of: session.startDetent))
            return []
        case .settling:
            let velocity = takeOverMotion(at: time)
            return startMotion(velocity: velocity, at: time)
        case .resting:
            guard height != targetHeight else { return [] }
            // A sheet closed to its bottom bar is part of the window: there with its first
            // frame, not sliding in.
            if !oldLayout.isMeasured && isClosedToBottomBar { return arrive() }
            return startMotion(velocity: 0, at: time)
        }
    }

    /// The sheet moves to another presentation (bottom ↔ side, `adaptive.md`): the
    /// heights change meaning, so the detent is kept and the position carried over as a
    /// fraction of the expanded height. A drag under way ends as a release with no
    /// velocity; a move under way goes on, from the carried-over position and speed, to
    /// the detent's place in the new layout; a resting sheet is at once at its place
    /// (the widget animates the change of rectangle itself: `PresentationTransition`).
    /// The sheet keeps its own detents (`detents`), whatever `newLayout`'s are.
    @discardableResult
    public mutating func changePresentation(to newLayout: DetentLayout, at time: Double)
        throws(SheetInputError) -> [SheetEvent]
    {
        let time = try requireFinite(time, "time")
        let newLayout = newLayout.withDetents(layout.detents)
        var events: [SheetEvent] = []
        if phase == .dragging, let session = drag {
            events += try release(session, velocity: 0, at: time)
        }
        let scale = layout.expandedHeight >= behavior.minimumExpandedHeight
            && newLayout.expandedHeight >= behavior.minimumExpandedHeight
            ? newLayout.expandedHeight / layout.expandedHeight : 1
        let velocity = takeOverMotion(at: time) * scale
        let wasSettling = phase == .settling
        let oldLayout = layout
        layout = newLayout
        if let closedPlace = closedPlaceAfterLayoutChange(from: oldLayout) { events += commit(closedPlace) }
        if wasSettling {
            height = drawableHeight(height * scale)
            return events + startMotion(velocity: velocity, at: time)
        }
        height = targetHeight
        // A sheet closed to its bottom bar that leaves the screen with it is closed now.
        return events + (detent == .dismissed ? arrive() : [])
    }

    /// The layout changed under a drag: the grab point moves by `shift` (px, with the
    /// detent the drag started from), and the sheet is where the pointer now puts it in
    /// the new layout (`DragFollowing`).
    private mutating func followAgain(shiftedBy shift: Double) {
        guard var session = drag else { return }
        session.startHeight += shift
        session.tracker.shift(by: shift)
        drag = session
        switch session.origin {
        case .sheet:
            height = DragFollowing.height(
                startHeight: session.startHeight, translation: session.translation, layout: layout, behavior: behavior)
        case .scrollableList:
            let floor = DragFollowing.floor(grabbedAt: session.startHeight, layout: layout)
            let ceiling = DragFollowing.ceiling(grabbedAt: session.startHeight, layout: layout)
            height = min(max(height + shift, floor), max(ceiling, floor))
        }
    }

    /// Where the sheet goes when its detent came or went with a new layout; nil when it
    /// stays. The bottom bar went (hidden, or the sheet became a side panel): the sheet
    /// closed to it leaves the screen with it. The app removed the peek strip (or a peek
    /// strip came and was the only detent chosen, which `expanded` stood in for): the
    /// sheet was not dismissed by anyone, so it goes to the nearest open detent left, as
    /// for `setDetents`. The bottom bar came: a closed sheet rises to it, as the bar.
    private func closedPlaceAfterLayoutChange(from oldLayout: DetentLayout) -> Detent? {
        if detent == .peek && !layout.hasPeek && oldLayout.peekIsBottomBar { return .dismissed }
        if detent != .dismissed && !layout.has(detent) { return layout.nearestOpenDetent(to: detent, in: oldLayout) }
        if detent == .dismissed && layout.peekIsBottomBar && !oldLayout.peekIsBottomBar { return .peek }
        return nil
    }

    // MARK: Dragging

    /// A press grabs the sheet where it is now, stopping any animation. Returns false
    /// (and changes nothing) when the sheet is not on screen.
    @discardableResult
    public mutating func beginDrag(from origin: DragOrigin, at time: Double) throws(SheetInputError) -> Bool {
        let time = try requireFinite(time, "time")
        guard isVisible else { return false }
        _ = takeOverMotion(at: time)
        motion = nil
        phase = .dragging
        var tracker = VelocityTracker(window: behavior.velocityWindow)
        try tracker.add(position: height, at: time)
        drag = DragSession(
            origin: origin, startHeight: height, startDetent: detent, tracker: tracker,
            listTracker: VelocityTracker(window: behavior.velocityWindow))
        listCoastVelocity = 0
        return true
    }

    /// The pointer is `translation` px (positive = down) from where the drag began.
    /// Returns how far a list under the pointer must scroll (px, positive = towards its
    /// end): always 0 for a drag that began on the sheet itself.
    @discardableResult
    public mutating func drag(to translation: Double, listOffset: Double = 0, at time: Double)
        throws(SheetInputError) -> Double
    {
        let translation = try requireFinite(translation, "drag translation")
        let listOffset = try requireFinite(listOffset, "list offset")
        let time = try requireFinite(time, "time")
        guard phase == .dragging, var session = drag else { return 0 }
        var listScroll = 0.0
        switch session.origin {
        case .sheet:
            height = DragFollowing.height(
                startHeight: session.startHeight, translation: translation, layout: layout, behavior: behavior)
        case .scrollableList:
            let step = try ScrollHandoff.split(
                step: translation - session.translation, sheetHeight: height, listOffset: listOffset, layout: layout)
            let floor = DragFollowing.floor(grabbedAt: session.startHeight, layout: layout)
            let ceiling = DragFollowing.ceiling(grabbedAt: session.startHeight, layout: layout)
            let newHeight = min(max(height + step.sheetGrowth, floor), max(ceiling, floor))
            if newHeight != height {
                session.lastListStep = 0
            } else if step.listScroll != 0 {
                session.lastListStep = step.listScroll
            }
            height = newHeight
            listScroll = step.listScroll
            // Where the list will be after this step: the offset the next event reads.
            try session.listTracker.add(position: max(0, listOffset) + listScroll, at: time)
        }
        session.translation = translation
        try session.tracker.add(position: height, at: time)
        drag = session
        return listScroll
    }

    /// The sheet is let go: `ReleaseRule` picks the target, and the spring starts with
    /// the sheet's own velocity.
    @discardableResult
    public mutating func endDrag(at time: Double) throws(SheetInputError) -> [SheetEvent] {
        let time = try requireFinite(time, "time")
        guard phase == .dragging, let session = drag else { return [] }
        let velocity = try session.tracker.velocity(at: time)
        let coast = try listVelocityToCoast(session, at: time)
        let events = try release(session, velocity: velocity, at: time)
        listCoastVelocity = coast
        return events
    }

    /// The list's velocity at the release when the drag ended scrolling it, else 0.
    /// A velocity against the direction of the last step (the finger turned back within
    /// the velocity window) is no coast: the list would jump back the other way.
    private func listVelocityToCoast(_ session: DragSession, at time: Double) throws(SheetInputError) -> Double {
        guard session.origin == .scrollableList, session.lastListStep != 0 else { return 0 }
        let velocity = try session.listTracker.velocity(at: time)
        return velocity * session.lastListStep > 0 ? velocity : 0
    }

    private mutating func release(_ session: DragSession, velocity heightVelocity: Double, at time: Double)
        throws(SheetInputError) -> [SheetEvent]
    {
        drag = nil
        listCoastVelocity = 0
        let decision = try ReleaseRule.decide(
            height: height,
            heightVelocity: heightVelocity,
            startHeight: session.startHeight,
            startDetent: session.startDetent,
            canClose: canClose,
            layout: layout,
            behavior: behavior)
        // A closed sheet the user may not open goes back to where the drag began.
        let opens = [.peeking, .closed].contains(position(of: session.startDetent)) && decision.target >= .expanded
        let target = !canOpen && opens ? session.startDetent : decision.target
        let release = SheetEvent.released(velocity: heightVelocity, target: target)
        let attempt: [SheetEvent] = decision.closeRefused ? [.closeAttempted] : []
        return [release] + attempt + commit(target) + startMotion(velocity: heightVelocity, at: time)
    }

    /// Ends a drag with no release: the press turned out to be something else (a swipe
    /// between pages). The sheet goes back to its detent; nothing is said.
    @discardableResult
    public mutating func cancelDrag(at time: Double) throws(SheetInputError) -> [SheetEvent] {
        let time = try requireFinite(time, "time")
        guard phase == .dragging else { return [] }
        drag = nil
        listCoastVelocity = 0
        return startMotion(velocity: 0, at: time)
    }

    /// Ends the animation under way at once, where it was going: the sheet has left the
    /// screen, and a sheet nobody sees has nothing to animate. Returns `closed` when that
    /// is `dismissed`; nothing when no animation runs (a drag is left alone: its release
    /// decides).
    @discardableResult
    public mutating func finishMotion() -> [SheetEvent] {
        guard phase == .settling else { return [] }
        return arrive()
    }

    // MARK: Time

    /// Advances an animation to the frame time `time`. Returns `closed` when the sheet
    /// arrives at `dismissed`.
    @discardableResult
    public mutating func advance(to time: Double) throws(SheetInputError) -> [SheetEvent] {
        let time = try requireFinite(time, "time")
        guard phase == .settling, let motion else { return [] }
        let elapsed = time - motionStart
        if elapsed >= restTime(of: motion) {
            return arrive()
        }
        height = drawableHeight(motion.position(at: elapsed))
        return []
    }

    /// When `motion` comes to rest: once it stays within `restDistance` of its target,
    /// or, going to the bottom edge, once it stays under `restDistance` above it. Below
    /// the edge the sheet is drawn at the edge (`drawableHeight`): its swing there cannot
    /// be seen, and the sheet is closed (focus back, `closed`) when it leaves the screen.
    private func restTime(of motion: SpringMotion) -> Double {
        motion.to <= 0
            ? motion.settlingDurationFromAbove(within: behavior.restDistance)
            : motion.settlingDuration(within: behavior.restDistance)
    }

    /// An underdamped spring overshoots its target: a fast fling up could carry the sheet
    /// past the top of the host, a close below 0. Neither can be drawn.
    private func drawableHeight(_ position: Double) -> Double {
        min(max(position, 0), max(layout.hostHeight, layout.fullHeight))
    }

    // MARK: Private

    /// Stops the current motion where it is now and returns its velocity, so that the
    /// next one starts from the same position and speed.
    private mutating func takeOverMotion(at time: Double) -> Double {
        switch phase {
        case .settling:
            guard let motion else { return 0 }
            let elapsed = time - motionStart
            height = drawableHeight(motion.position(at: elapsed))
            return motion.velocity(at: elapsed)
        case .dragging:
            drag = nil
            return 0
        case .resting:
            return 0
        }
    }

    private mutating func commit(_ target: Detent) -> [SheetEvent] {
        guard target != detent else { return [] }
        let previous = detent
        detent = target
        if target != .dismissed { hasOpenedSinceClosing = true }
        if previous == .dismissed { openings += 1 }
        return [.detentChanged(from: previous, to: target)]
    }

    private mutating func startMotion(velocity: Double, at time: Double) -> [SheetEvent] {
        let target = targetHeight
        let nearlyThere = abs(height - target) < behavior.restDistance && abs(velocity) < behavior.restVelocity
        guard animationsEnabled, !nearlyThere,
              let spring = try? SpringMotion(
                  from: height, to: target, initialVelocity: velocity,
                  parameters: behavior.spring(reducingMotion: reducesMotion))
        else { return arrive() }
        motion = spring
        motionStart = time
        phase = .settling
        return []
    }

    private mutating func arrive() -> [SheetEvent] {
        motion = nil
        drag = nil
        phase = .resting
        height = targetHeight
        guard detent == .dismissed, hasOpenedSinceClosing else { return [] }
        hasOpenedSinceClosing = false
        return [.closed]
    }
}
