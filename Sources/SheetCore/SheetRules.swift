/// What the sheet's state means for everything around it: the scrim, the content behind
/// it, the actions a user or a screen reader can run, and the drag handle's state. The
/// widget only shows these; it decides none of them.
extension SheetModel {
    /// How opaque the scrim over the content is: `dimOpacity` at the `modalDetent`
    /// (`expanded` by default) and above, clear at the place below it (closed, the peek
    /// strip, the bottom bar's strip) and fading in between with the sheet's height
    /// (`ModalBoundary.dimming(atHeight:)`); none for a sheet that is not modal or not on
    /// screen.
    public var scrimOpacity: Double {
        guard isModal, isVisible,
              let boundary = ModalBoundary(modalDetent: modalDetent, layout: layout) else { return 0 }
        return boundary.dimming(atHeight: height) * dimOpacity
    }

    /// Whether the bottom bar stands for the sheet: it is closed (or closing) to the bar's
    /// peek strip. Its inside is then out of reach under the bar: no focus, no input,
    /// hidden from screen readers; the bar is the button that opens it.
    public var isClosedToBottomBar: Bool {
        layout.peekIsBottomBar && detent == .peek
    }

    /// Whether the content behind takes no input and is hidden from screen readers, and
    /// the sheet is a modal dialog to them: a modal sheet that is on screen and committed
    /// to the `modalDetent`'s place or above (`ModalBoundary.isModal(at:)`). Below it (a
    /// modal sheet resting at its peek strip, by default) the sheet is a strip, not a
    /// dialog: it leaves the content usable.
    public var blocksContent: Bool {
        guard isModal, isVisible else { return false }
        return ModalBoundary(modalDetent: modalDetent, layout: layout)?.isModal(at: detent) ?? false
    }

    /// The height from which `scrimOpacity` stops changing as the sheet rises: the scrim
    /// drawn above it is the same whatever the height (`SheetGeometry.scrimPieces`'s
    /// `steadyHeight`): the bottom of the `modalDetent`'s place
    /// (`ModalBoundary.dimmedHeight`), or 0 when the sheet is never modal.
    public var scrimSteadyHeight: Double {
        ModalBoundary(modalDetent: modalDetent, layout: layout)?.dimmedHeight ?? 0
    }

    /// The next detent up from the committed one, if the layout has one.
    public var detentAbove: Detent? {
        layout.snapDetents(current: detent).first { layout.height(of: $0) > layout.height(of: detent) }
    }

    /// The next open detent down from the committed one; never `dismissed`.
    public var openDetentBelow: Detent? {
        layout.snapDetents(current: detent)
            .last { layout.height(of: $0) < layout.height(of: detent) && $0 != .dismissed }
    }

    /// Whether `action` would do anything now. A disabled action lets its key (Escape,
    /// Alt+Up, Alt+Down) go on to other handlers, and is not offered to screen readers.
    public func isEnabled(_ action: SheetAction) -> Bool {
        let open = detent != .dismissed
        switch action {
        case .expand: return open && detentAbove != nil && (canOpen || isOpen)
        case .collapse: return open && openDetentBelow != nil
        case .dismiss: return open && !(layout.hasPeek && detent == .peek)
        case .peek: return layout.hasPeek && detent != .peek
        }
    }

    /// Performs `action` as the user asked for it; nothing when it is not enabled.
    @discardableResult
    public mutating func perform(_ action: SheetAction, at time: Double) throws(SheetInputError) -> [SheetEvent] {
        guard isEnabled(action) else { return [] }
        switch action {
        case .expand:
            guard let up = detentAbove else { return [] }
            return try move(to: up, at: time)
        case .collapse:
            guard let down = openDetentBelow else { return [] }
            return try move(to: down, at: time)
        case .dismiss: return try requestClose(at: time)
        case .peek: return try move(to: .peek, at: time)
        }
    }

    /// The drag handle's expanded state for screen readers: true exactly where the handle
    /// says `fullHeight`, false where it says `peeking` or `halfHeight`, so the state a
    /// screen reader reads never contradicts the position; nil (no such state) where
    /// activating the handle cannot expand or collapse anything. A closed sheet's handle
    /// already has the state of `expanded`, where presenting opens it: a state that
    /// changed as the sheet opens would reach Orca after focus lands on the handle, and
    /// Orca reads it out again as a word of its own. (A sheet without `expanded` opens
    /// elsewhere: `DetentLayout.openingDetent`.)
    public var handleIsExpanded: Bool? {
        handleIsExpanded(at: position)
    }

    private func handleIsExpanded(at position: SheetPosition) -> Bool? {
        switch position {
        case .fullHeight: true
        case .peeking, .halfHeight: false
        case .open: nil
        case .closed: handleIsExpanded(at: self.position(of: layout.openingDetent))
        }
    }

    /// Where the sheet is, in the words the drag handle gives a screen reader: from the
    /// committed detent, so it is said once, when the sheet sets off.
    public var position: SheetPosition {
        position(of: detent)
    }

    /// Where activating the drag handle takes the sheet (`toggleFullExpansion`): nil when
    /// it does nothing from here.
    public var handleTarget: SheetPosition? {
        handleTarget(at: detent)
    }

    private func handleTarget(at detent: Detent) -> SheetPosition? {
        switch detent {
        case .dismissed: nil
        // A side panel's peek strip is the open panel: nothing to open further. Nor
        // does the handle open a sheet the user may not open, or one closed to its
        // bottom bar (the bar opens it; the handle is out of reach under it).
        case .peek:
            layout.isSide || !canOpen || layout.peekIsBottomBar || layout.openingDetent == .peek
                ? nil : position(of: layout.openingDetent)
        case .expanded: fullIsDistinct ? .fullHeight : nil
        case .full: fullIsDistinct ? .halfHeight : nil
        }
    }

    func position(of detent: Detent) -> SheetPosition {
        switch detent {
        case .dismissed: .closed
        // Closed to its bottom bar, the sheet is closed: the bar stands for it.
        case .peek: layout.isSide ? .open : layout.peekIsBottomBar ? .closed : .peeking
        // One open height when full and expanded merge (a short, content-fitted sheet):
        // not a half of anything.
        case .expanded: fullIsDistinct ? .halfHeight : .open
        case .full: fullIsDistinct ? .fullHeight : .open
        }
    }

    /// Whether the handle speaks of a half and a full height: the sheet has both
    /// `expanded` and `full`, two places apart. Before the first measurement nobody knows
    /// yet whether they are apart: the handle then assumes the two heights most sheets
    /// have, so a sheet opened as its window appears (and its handle's state) says the
    /// same before and after its first layout, which comes just before focus lands on
    /// the handle; a late change would be read by Orca as a lone "collapsed".
    private var fullIsDistinct: Bool {
        layout.isMeasured ? layout.hasDistinctFull : layout.has(.expanded) && layout.has(.full)
    }

    /// Everything above in one value: the widget updates the accessibility tree, the
    /// actions and the content's input only when this changes, not on every motion event.
    public var status: SheetStatus {
        SheetStatus(
            detent: detent,
            isVisible: isVisible,
            isClosedToBottomBar: isClosedToBottomBar,
            blocksContent: blocksContent,
            enabledActions: SheetAction.allCases.filter(isEnabled),
            handleIsExpanded: handleIsExpanded,
            position: position,
            handleTarget: handleTarget,
            openingWords: HandleWords(position: position(of: layout.openingDetent),
                                      target: handleTarget(at: layout.openingDetent)))
    }
}

/// What a user can ask of an open sheet, by key, by screen reader or from a menu.
public enum SheetAction: String, CaseIterable, Sendable {
    /// One detent up.
    case expand
    /// One detent down, never closing.
    case collapse
    /// Close as the user would: to the peek strip if there is one, refused when the
    /// sheet may not close.
    case dismiss
    /// To the peek strip.
    case peek
}

/// The part of the sheet's state that the world around it shows (see `SheetModel.status`).
public struct SheetStatus: Sendable, Equatable {
    /// The committed detent (`SheetModel.detent`).
    public var detent: Detent
    /// Whether the sheet is on screen (`SheetModel.isVisible`).
    public var isVisible: Bool
    /// Whether the bottom bar stands for it (`SheetModel.isClosedToBottomBar`).
    public var isClosedToBottomBar: Bool
    /// Whether the sheet's own inside is offered to the user: on screen, not as the bar.
    public var showsInside: Bool { isVisible && !isClosedToBottomBar }
    /// Whether the content behind is cut off (`SheetModel.blocksContent`).
    public var blocksContent: Bool
    /// The actions that would do something now, in `SheetAction.allCases` order.
    public var enabledActions: [SheetAction]
    /// The drag handle's expanded state (`SheetModel.handleIsExpanded`).
    public var handleIsExpanded: Bool?
    /// Where the sheet is, as the handle says (`SheetModel.position`).
    public var position: SheetPosition
    /// Where activating the handle takes it (`SheetModel.handleTarget`).
    public var handleTarget: SheetPosition?
    /// What the handle says where presenting opens the sheet
    /// (`DetentLayout.openingDetent`): see `handleWords(announcing:shown:)`.
    public var openingWords: HandleWords
}

/// What the drag handle tells a screen reader in its description: where the sheet is,
/// then what activating the handle does ("Half height. Activate to expand.").
///
/// Activating is said as a direction, not as the height it reaches: the descriptions of
/// half and full height must not mirror each other ("Half height. Activate for full
/// height." / "Full height. Activate for half height."). Orca 51 drops a description
/// change that is 0.85 or more alike to the description before it (difflib's ratio), and
/// a mirrored pair is that alike (0.88 in German), so activating the focused handle
/// said nothing of where the sheet went. The Translations suite checks every language's
/// pairs against that ratio.
public struct HandleWords: Sendable, Equatable {
    /// Where the sheet is.
    public let position: SheetPosition
    /// What activating the handle does, as the handle says it: nil where activating does
    /// nothing, and where it would close the sheet or take it to its strip (the handle
    /// does neither).
    public let activation: HandleActivation?

    /// The words for a sheet at `position` whose handle takes it to `target` when activated
    /// (`SheetModel.handleTarget`).
    public init(position: SheetPosition, target: SheetPosition?) {
        self.position = position
        activation = switch target {
        case nil, .closed?, .peeking?: nil
        // Only from full height does the handle take the sheet down (to half height);
        // from the strip and from half height it takes it up.
        default: position == .fullHeight ? .collapse : .expand
        }
    }
}

/// What activating the drag handle does, as its description says it.
public enum HandleActivation: Sendable, Equatable {
    /// Takes the sheet up: from its strip to where it opens, or from half to full height.
    case expand
    /// Takes the sheet down, from full to half height.
    case collapse
}

/// How a screen reader hears where the sheet is: from the drag handle's description,
/// which it reads as focus lands on the handle and again when it changes while the handle
/// has focus (Orca 43 to 51 all do), and, where the toolkit can announce a message
/// (`announcing`: GTK 4.14 and later), from announcements of the changes the description
/// would not carry. Each change is said once.
///
/// Orca 48 and later handle a focus event before the description and state changes sent
/// just before it: a description that changed as focus moved to the handle was read with
/// the handle and then once more, and a description change of a handle that focus left
/// at once ("Closed.") was dropped. Where the sheet can announce, its handle therefore
/// keeps the words of where the sheet opens while it is closed, so that opening changes
/// nothing (as `SheetModel.handleIsExpanded` keeps the expanded state), and the closing
/// is announced instead.
extension SheetStatus {
    /// Where the sheet is and where activating the handle takes it, now.
    public var words: HandleWords { HandleWords(position: position, target: handleTarget) }

    /// The words the handle's description holds now, after holding `shown` (nil: none
    /// yet). Without announcements: `words`, "Closed." for a closed sheet, which Orca
    /// reads on the focused handle as it closes. With them, a closed sheet's handle says
    /// where presenting opens it (`openingWords`), from the moment focus leaves it: once
    /// the sheet is off screen, or at once when it closes to its bottom bar (which takes
    /// focus then). While it slides away the handle keeps focus and its words: a change
    /// of them would be read instead of the announced "Closed.".
    public func handleWords(announcing: Bool, shown: HandleWords?) -> HandleWords {
        guard announcing, position == .closed else { return words }
        if isVisible, !isClosedToBottomBar, let shown { return shown }
        return openingWords
    }

    /// What to announce of the change from `before` to this status, where the toolkit can
    /// announce (nil: nothing). A closing is announced ("Closed."): focus leaves the
    /// handle as it closes. An opening is not: focus landing on the handle reads it. Any
    /// other change of the words is announced unless the handle has focus, where the
    /// change of its description is read.
    public func announcement(since before: SheetStatus, announcing: Bool, handleHasFocus: Bool) -> HandleWords? {
        guard announcing, words != before.words else { return nil }
        if position == .closed { return words }
        if before.position == .closed || handleHasFocus { return nil }
        return words
    }
}

/// Where the sheet is, as a screen reader hears it from the drag handle: plain words
/// for the user, not the detents' names.
public enum SheetPosition: Sendable, Equatable {
    /// Not on screen (`dismissed`).
    case closed
    /// The peek strip.
    case peeking
    /// `expanded` below a distinct `full`.
    case halfHeight
    /// `full` above a distinct `expanded`.
    case fullHeight
    /// Open at its one height: `expanded` and `full` are the same place.
    case open
}
