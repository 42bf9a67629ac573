/// The pages in the sheet's body: the root page (the sheet's child), the pages pushed
/// over it, and the slide between two of them.
///
/// GTK-free: `Page` is whatever identifies a page (the widget does, in the driver). The
/// page shown is the last pushed one, or the root. A slide has a *front* page (the one
/// that slides in from the end edge when pushed and out to it when popped) over a
/// *back* page; `progress` is 1 when the front page is fully shown and 0 when the back
/// one is. The slide runs on the sheet's spring; a swipe from the start edge drags it,
/// and its release follows the sheet's own rules (projection and fling).
///
/// Membership changes when the stack commits, not when a slide ends: `popped` comes at
/// the pop (or at the release of a swipe that pops), and `removed` when the popped page
/// has slid out and leaves the body.
public struct PageStack<Page: Equatable & Sendable>: Sendable {
    /// A page with its title (the sheet's accessible name and the header's title while
    /// it is shown).
    public struct Entry: Sendable, Equatable {
        public let page: Page
        public let title: String
    }

    /// What the stack tells the app and the widget, in order.
    public enum Event: Sendable, Equatable {
        /// `page` was pushed (it is now the page shown, or sliding in to be).
        case pushed(Page)
        /// `page` was popped: it is no longer in the stack, though it may still slide out.
        case popped(Page)
        /// `page` has left the body: the slide that took it out ended, or it was popped
        /// from under another page.
        case removed(Page)
    }

    /// The slide between two pages.
    public struct Transition: Sendable, Equatable {
        /// The upper page: slides in from the end edge, out to it.
        public let front: Entry
        /// The page under it.
        public let back: Page
        /// 1 when `front` is fully shown, 0 when `back` is.
        public fileprivate(set) var progress: Double
        /// Where the slide is going: 1 (front stays) or 0 (front leaves).
        public fileprivate(set) var target: Double
        fileprivate var motion: SpringMotion?
        fileprivate var motionStart = 0.0
        fileprivate var swipe: Swipe?

        /// Whether a swipe holds the slide.
        public var isSwiped: Bool { swipe != nil }
    }

    fileprivate struct Swipe: Sendable, Equatable {
        var startProgress: Double
        /// The target the slide had when the press grabbed it: a press that never moves
        /// lets it go on there.
        var targetBefore: Double
        var translation = 0.0
        var tracker: VelocityTracker

        static func == (a: Swipe, b: Swipe) -> Bool {
            a.startProgress == b.startProgress && a.targetBefore == b.targetBefore && a.translation == b.translation
        }
    }

    /// The sheet's child, under every pushed page; nil when the sheet has none.
    public private(set) var root: Page?
    /// The pushed pages, oldest first.
    public private(set) var pushed: [Entry] = []
    /// The slide under way, if any.
    public private(set) var transition: Transition?

    /// A slide ends, exactly on its target, within this fraction of the page's width of
    /// it: a thousandth is half a pixel on a 500-px page.
    static var restProgress: Double { 0.001 }

    /// An empty stack: no root page, nothing pushed.
    public init() {}

    // MARK: Reading

    /// The page shown, or being slid in: the last pushed, or the root.
    public var current: Page? { pushed.last?.page ?? root }

    /// The title of the pushed page shown; nil at the root (the sheet's own title applies).
    public var currentTitle: String? { pushed.last?.title }

    /// The root (when there is one) and the pushed pages.
    public var count: Int { pushed.count + (root == nil ? 0 : 1) }

    /// Whether a slide springs on its own (and needs frames): not while a swipe holds it.
    public var isSliding: Bool { transition?.motion != nil }

    /// Whether there is a page to go back from.
    public var canPop: Bool { !pushed.isEmpty }

    /// Whether `page` is in the stack (root or pushed).
    public func contains(_ page: Page) -> Bool {
        root == page || pushed.contains { $0.page == page }
    }

    /// The pages the body shows now: the back page then the front one during a slide,
    /// the current page alone otherwise.
    public var shownPages: [Page] {
        if let transition { return [transition.back, transition.front.page] }
        return current.map { [$0] } ?? []
    }

    // MARK: Changes

    /// The sheet's child changed. A slide that involves the old root ends first.
    public mutating func setRoot(_ page: Page?) -> [Event] {
        guard page != root else { return [] }
        var events: [Event] = []
        if let transition, transition.back == root || transition.front.page == root {
            events = finishTransition()
        }
        root = page
        return events
    }

    /// Shows `page` over the current one, sliding it in. A page already in the stack is
    /// refused (returns no events). A slide under way ends first.
    public mutating func push(
        _ page: Page, title: String, at time: Double, moving settings: MotionSettings
    ) throws(SheetInputError) -> [Event] {
        let time = try requireFinite(time, "time")
        guard !contains(page) else { return [] }
        var events = finishTransition()
        let back = current
        let entry = Entry(page: page, title: title)
        pushed.append(entry)
        events.append(.pushed(page))
        if let back {
            let slide = Transition(front: entry, back: back, progress: 0, target: 1)
            startSlide(slide, velocity: 0, at: time, moving: settings)
            events += finishIfStill(settings)
        }
        return events
    }

    /// Goes back one page: the current page slides out. A push still sliding in
    /// reverses from where it is. Returns no events when there is nothing to pop.
    public mutating func pop(at time: Double, moving settings: MotionSettings) throws(SheetInputError) -> [Event] {
        let time = try requireFinite(time, "time")
        guard let top = pushed.last else { return [] }
        if var transition, transition.front == top, transition.target == 1, transition.swipe == nil {
            // Reverse the push under way, from its position and speed.
            let velocity = slideVelocity(at: time)
            transition.progress = position(at: time)
            transition.target = 0
            pushed.removeLast()
            startSlide(transition, velocity: velocity, at: time, moving: settings)
            return [.popped(top.page)] + finishIfStill(settings)
        }
        var events = finishTransition()
        pushed.removeLast()
        events.append(.popped(top.page))
        return events + slideOut(top, over: current, at: time, moving: settings)
    }

    /// Goes back to the root: the current page slides out over it; the pages between
    /// leave at once. Popped pages are told newest first.
    public mutating func popToRoot(at time: Double, moving settings: MotionSettings) throws(SheetInputError) -> [Event] {
        let time = try requireFinite(time, "time")
        guard pushed.count > 1 else { return try pop(at: time, moving: settings) }
        var events = finishTransition()
        let top = pushed.removeLast()
        let between = pushed.reversed().map(\.page)
        pushed = []
        events.append(.popped(top.page))
        for page in between { events += [.popped(page), .removed(page)] }
        return events + slideOut(top, over: root, at: time, moving: settings)
    }

    /// Ends the slide under way at once, where it was going.
    public mutating func finishTransition() -> [Event] {
        guard let transition else { return [] }
        self.transition = nil
        return transition.target == 0 ? [.removed(transition.front.page)] : []
    }

    // MARK: Time

    /// Advances the slide to the frame time `time`.
    public mutating func advance(to time: Double) throws(SheetInputError) -> [Event] {
        let time = try requireFinite(time, "time")
        guard var transition, let motion = transition.motion else { return [] }
        let elapsed = time - transition.motionStart
        if elapsed >= motion.settlingDuration(within: Self.restProgress) { return finishTransition() }
        // The spring may overshoot a little; the pages never slide past either end.
        transition.progress = min(max(motion.position(at: elapsed), 0), 1)
        self.transition = transition
        return []
    }

    // MARK: Swiping

    /// A press on the body: it grabs the slide under way, or (`fromStartEdge`, with a
    /// page to go back to) starts a swipe back. Returns whether a swipe began.
    public mutating func beginSwipe(
        fromStartEdge: Bool, at time: Double, moving settings: MotionSettings
    ) throws(SheetInputError) -> Bool {
        let time = try requireFinite(time, "time")
        var tracker = VelocityTracker(window: settings.behavior.velocityWindow)
        try tracker.add(position: 0, at: time)
        if var transition {
            transition.progress = position(at: time)
            transition.motion = nil
            transition.swipe = Swipe(startProgress: transition.progress, targetBefore: transition.target, tracker: tracker)
            self.transition = transition
            return true
        }
        guard fromStartEdge, let top = pushed.last else { return false }
        let back = pushed.count > 1 ? pushed[pushed.count - 2].page : root
        guard let back else { return false }
        var slide = Transition(front: top, back: back, progress: 1, target: 1)
        slide.swipe = Swipe(startProgress: 1, targetBefore: 1, tracker: tracker)
        transition = slide
        return true
    }

    /// The pointer is `translation` px towards the body's end edge from the press; the
    /// body is `width` px wide. The front page follows the pointer.
    public mutating func swipe(to translation: Double, width: Double, at time: Double) throws(SheetInputError) {
        let translation = try requireFinite(translation, "swipe translation")
        let time = try requireFinite(time, "time")
        guard var transition, var swipe = transition.swipe, width > 0 else { return }
        transition.progress = min(max(swipe.startProgress - translation / width, 0), 1)
        swipe.translation = translation
        try swipe.tracker.add(position: translation, at: time)
        transition.swipe = swipe
        self.transition = transition
    }

    /// The swipe is let go: the slide goes where the projection of its velocity points
    /// (a fling always goes its way), popping the front page or keeping it. A press that
    /// never moved lets the slide go on to where it was going.
    public mutating func endSwipe(
        width: Double, at time: Double, moving settings: MotionSettings
    ) throws(SheetInputError) -> [Event] {
        let time = try requireFinite(time, "time")
        guard var transition, let swipe = transition.swipe else { return [] }
        transition.swipe = nil
        let speed = width > 0 ? try swipe.tracker.velocity(at: time) : 0
        let target: Double
        if swipe.translation == 0 {
            target = swipe.targetBefore
        } else if abs(speed) >= settings.behavior.flingVelocity {
            target = speed > 0 ? 0 : 1
        } else {
            let projected = transition.progress - settings.behavior.projectedDistance(forVelocity: speed) / width
            target = projected < 0.5 ? 0 : 1
        }
        transition.target = target
        var events: [Event] = []
        let frontIsPushed = pushed.last == transition.front
        if target == 0 && frontIsPushed {
            pushed.removeLast()
            events.append(.popped(transition.front.page))
        } else if target == 1 && !frontIsPushed {
            pushed.append(transition.front)
            events.append(.pushed(transition.front.page))
        }
        startSlide(transition, velocity: width > 0 ? -speed / width : 0, at: time, moving: settings)
        return events + finishIfStill(settings)
    }

    /// The swipe is taken away, not let go (the compositor cancelled the touch): the
    /// slide goes on to where it was going before the press, from where it is, with no
    /// speed of its own. No page is pushed or popped.
    public mutating func cancelSwipe(at time: Double, moving settings: MotionSettings) throws(SheetInputError) -> [Event] {
        let time = try requireFinite(time, "time")
        guard var transition, let swipe = transition.swipe else { return [] }
        transition.swipe = nil
        transition.target = swipe.targetBefore
        startSlide(transition, velocity: 0, at: time, moving: settings)
        return finishIfStill(settings)
    }

    // MARK: Private

    /// The slide's position at `time`, whether it springs or is held.
    private func position(at time: Double) -> Double {
        guard let transition else { return 0 }
        guard let motion = transition.motion else { return transition.progress }
        return min(max(motion.position(at: time - transition.motionStart), 0), 1)
    }

    private func slideVelocity(at time: Double) -> Double {
        guard let motion = transition?.motion, let start = transition?.motionStart else { return 0 }
        return motion.velocity(at: time - start)
    }

    private mutating func startSlide(
        _ slide: Transition, velocity: Double, at time: Double, moving settings: MotionSettings
    ) {
        var slide = slide
        slide.motion = try? SpringMotion(
            from: slide.progress, to: slide.target, initialVelocity: velocity,
            parameters: settings.behavior.spring(reducingMotion: settings.reducesMotion))
        slide.motionStart = time
        transition = slide
    }

    /// `popped` slides out over `back`; with nothing under it, it leaves the body at once.
    private mutating func slideOut(
        _ popped: Entry, over back: Page?, at time: Double, moving settings: MotionSettings
    ) -> [Event] {
        guard let back else { return [.removed(popped.page)] }
        startSlide(Transition(front: popped, back: back, progress: 1, target: 0), velocity: 0, at: time, moving: settings)
        return finishIfStill(settings)
    }

    /// With animations off a slide ends as it starts.
    private mutating func finishIfStill(_ settings: MotionSettings) -> [Event] {
        settings.animationsEnabled ? [] : finishTransition()
    }
}

/// An arrow key with Alt: the one that points to the start edge goes back a page (Alt+Left
/// in left-to-right text, Alt+Right in right-to-left, where the back button's arrow
/// points right), as in GNOME's navigation views; the other does nothing.
public enum BackArrow: Sendable {
    /// Alt+Left.
    case left
    /// Alt+Right.
    case right

    /// Whether this arrow goes back a page in text running right to left or not.
    public func goesBack(isRightToLeft: Bool) -> Bool { (self == .left) != isRightToLeft }
}
