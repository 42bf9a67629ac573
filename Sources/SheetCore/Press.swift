/// One press on the sheet, from the pointer (or finger) going down to its release, and
/// what it turns out to be as it moves: a drag of the sheet, a swipe back between pages,
/// a list scrolling itself under a finger, or nothing of the sheet's (a click on a row,
/// a side panel's child scrolling).
///
/// A press may be a click, so nothing is decided until the pointer has moved past the
/// drag threshold; then the direction decides. The sheet's own drag, once claimed, is
/// the model's (`SheetModel.beginDrag` at the press, `drag(to:)` per step): the press
/// only says which translation the pointer makes (`GrabPoint`).
public struct Press: Sendable, Equatable {
    /// What the press may do to the pages, decided at the press.
    public enum PageSwipe: Sendable, Equatable {
        /// It began at the body's start edge with a page to go back to: a sideways drag
        /// swipes back.
        case possible
        /// It grabbed a slide under way, which waits: a sideways drag moves it, a vertical
        /// one ends it where it was going, a click lets it go on.
        case holdsSlide
        /// A sideways drag claimed the press at `claimedAt` (the pointer's x from the
        /// press): the front page follows the pointer from there.
        case swiping(claimedAt: Double)
    }

    /// What one move of the pointer makes of the press (`moved`).
    public enum Step: Sendable, Equatable {
        /// Nothing yet (under the threshold, or not along the sheet), or nothing any more
        /// (the sheet's drag ended meanwhile).
        case undecided
        /// A sideways move claimed the press for a swipe between pages; `begins` when it
        /// starts one (else it takes over a slide the press held).
        case claimsSwipe(begins: Bool)
        /// The swipe follows the pointer, `translation` px across from where it was claimed.
        case swipes(translation: Double)
        /// The press is the child's (a side panel's body scrolled vertically): the sheet
        /// lets it go, ending a slide it held (`endsHeldSlide`).
        case leavesToChild(endsHeldSlide: Bool)
        /// A finger on a list that scrolls itself by touch: all of this step is the list's.
        case listScrollsItself
        /// The sheet follows at `translation` (px along its axis from the press). `claims`
        /// on the step that claims the press for the sheet, which ends a slide the press
        /// held (`endsHeldSlide`).
        case drags(translation: Double, claims: Bool, endsHeldSlide: Bool)
    }

    /// What the press may still do to the pages; nil once it cannot.
    public private(set) var swipe: PageSwipe?
    /// Whether the press can move the sheet: at the bottom any press on it can; a side
    /// panel moves only from its grip.
    public let movesSheet: Bool
    /// A finger on a list that scrolls itself by touch (GtkScrolledWindow's own touch
    /// gesture, with its kinetic scrolling): steps that move only the list are left to
    /// it, and the sheet takes over where the hand-off gives it a share.
    public let listScrollsByTouch: Bool
    /// Set once the press is claimed for the sheet: the sheet then follows, catching up
    /// with the pointer.
    public private(set) var grab: GrabPoint?
    /// The pointer's last position along the sheet's axis.
    private var lastAlong = 0.0
    /// Set once the list has scrolled itself under the finger.
    private var listScrolledItself = false

    /// A press that `movesSheet` (or not), may do `swipe` to the pages, and lies on a
    /// list that scrolls itself by touch when `listScrollsByTouch`.
    public init(movesSheet: Bool = true, swipe: PageSwipe? = nil, listScrollsByTouch: Bool = false) {
        self.movesSheet = movesSheet
        self.swipe = swipe
        self.listScrollsByTouch = listScrollsByTouch
    }

    /// A touchpad's scroll on the handle: claimed from its start, with nothing to catch
    /// up (scroll deltas are no positions).
    public static var touchpadScroll: Press {
        var press = Press()
        press.grab = GrabPoint(claimedAt: 0)
        return press
    }

    /// Whether the press holds the pages (it holds a slide, or swipes).
    public var holdsPages: Bool { swipe != nil && swipe != .possible }

    /// Whether the press swipes between pages.
    public var isSwiping: Bool {
        if case .swiping = swipe { true } else { false }
    }

    /// The press is let go of the pages (a new press came before its release).
    public mutating func letGoOfPages() { swipe = nil }

    /// The pointer is `dx`, `dy` px from the press, `along` and `across` the sheet's axis
    /// (down at the bottom; towards the end edge beside a side panel, where positive
    /// closes). `threshold` is GTK's drag threshold (asked only while undecided);
    /// `listOffset` the offset of the list under a finger that scrolls it by touch (nil
    /// without one). `model` is the sheet: its drag, height and layout.
    public mutating func moved(
        dx: Double, dy: Double, along: Double, across: Double, threshold: () -> Double,
        listOffset: () -> Double?, model: SheetModel
    ) -> Step {
        if case let .swiping(claimedAt)? = swipe { return .swipes(translation: dx - claimedAt) }
        guard model.phase == .dragging || !movesSheet else { return .undecided }
        var claims = false, endsHeldSlide = false
        if grab == nil {
            let threshold = threshold()
            if swipe != nil, abs(dx) >= threshold, abs(dx) > abs(dy) {
                let begins = swipe == .possible
                swipe = .swiping(claimedAt: dx)
                return .claimsSwipe(begins: begins)
            }
            guard movesSheet else {
                // A side panel's body: a vertical drag scrolls the child.
                return abs(dy) >= threshold ? .leavesToChild(endsHeldSlide: swipe == .holdsSlide) : .undecided
            }
            guard abs(along) >= threshold, abs(along) >= abs(across) else { return .undecided }
            let step = along - lastAlong
            lastAlong = along
            if listScrollsByTouch, let offset = listOffset(),
               (try? ScrollHandoff.split(step: step, sheetHeight: model.height, listOffset: offset, layout: model.layout))?
                   .sheetGrowth == 0
            {
                listScrolledItself = true
                return .listScrollsItself
            }
            // Claimed from above the list, its touch gesture lets the sequence go, this
            // step unscrolled: from here the sheet shares the steps with the list, this
            // one first. After the list scrolled itself, the finger holds the list's
            // content, not a point of the sheet: nothing to catch up.
            grab = listScrolledItself
                ? GrabPoint(handedOverAt: along - step) : GrabPoint(claimedAt: along, behavior: model.behavior)
            claims = true
            endsHeldSlide = swipe == .holdsSlide
            swipe = nil
        }
        guard model.phase == .dragging, var grab else { return .undecided }
        let translation = grab.translation(forPointerAt: along)
        self.grab = grab
        return .drags(translation: translation, claims: claims, endsHeldSlide: endsHeldSlide)
    }
}
