/// How tall the sheet is allocated, as opposed to how much of it shows.
///
/// At rest the sheet is allocated the height it shows, so that a list in it reaches its
/// last row above the footer at every detent. While it moves (a drag, a spring, a page
/// transition) the allocation is held: GTK then only translates the sheet and reuses
/// its child's layout and render nodes, instead of laying a list out again every frame.
/// The held height is the tallest the motion can reach (for a drag the full detent, for a
/// spring its start, or its target and overshoot; clipped by the host), never less than
/// the allocation at rest, so that no frame shows a gap under the child and a sheet
/// moving down is not laid out at all; the part below the host's bottom edge is clipped.
///
/// A list scrolled to near its end cannot grow without its rows moving (its offset would
/// be clamped to the new end), so the held height grows no more than `roomBelowEnd`
/// beyond what shows; past that, it follows the height shown as it grows, and the list
/// keeps its last row at the sheet's bottom edge, as at rest. A spring's overshoot grows
/// it past the height the sheet rests at; `endedNoLower` tells the driver to put such a
/// list back at its end when the sheet rests.
public struct MotionAllocation: Sendable, Equatable {
    /// The height allocated to the sheet (px).
    public private(set) var height = 0.0
    /// Whether a motion holds the allocation.
    public private(set) var isHeld = false
    /// The height allocated at rest before the motion under way began (px); nil at rest.
    public private(set) var heightBeforeMotion: Double?
    /// Whether the update that ended a motion left the sheet no lower than it was before
    /// it (false after any other update).
    ///
    /// The lists that were at their end when such a motion began are put back at their
    /// end as the sheet rests: while it rose they followed what shows, and the overshoot
    /// above the height it rests at left them short of their end by as much. After a
    /// motion down a list keeps its offset instead, so that the rows at its top stay
    /// where the motion left them.
    public private(set) var endedNoLower = false

    /// No allocation yet: the first update at rest sets it.
    public init() {}

    /// Whether a list at `offset`, which can show the offsets `range` (its lower bound up
    /// to its upper bound less its page size), counts as scrolled to its end for
    /// `endedNoLower`: at its end to within half a pixel, and not at its start too. A
    /// list whose rows all show, or one with no height yet (the sheet closed), stays at
    /// its start.
    public static func isScrolledToEnd(offset: Double, range: ClosedRange<Double>) -> Bool {
        offset - range.lowerBound > 0.5 && range.upperBound - offset < 0.5
    }

    /// Room above the tallest detent for a spring's overshoot, as a fraction of the host's
    /// height: the sheet's spring (damping 0.8) overshoots by 1.5 % of its travel, and
    /// it travels at most the host's height.
    public static let overshootRoom = 0.02

    /// The allocation for a frame that shows `shown` px of the sheet.
    ///
    /// - Parameters:
    ///   - shown: the height the sheet shows (px).
    ///   - isMoving: whether a drag, a spring or a page transition is under way.
    ///   - springTarget: where the spring goes, nil while a drag moves the sheet. A spring
    ///     reaches no higher than its start, or its target and its overshoot above it; a
    ///     drag may reach `tallest`, with no room above it (a list scrolled by the drag at
    ///     `full` must reach its last row above the window's edge).
    ///   - tallest: the tallest detent's height: the layout's full height.
    ///   - hostHeight: the host's height; nothing is held taller than that.
    ///   - roomBelowEnd: how many px the page's lists can grow before their offsets are
    ///     clamped (the least over them; infinite without a list). Read only when the
    ///     allocation would grow: finding the lists walks the page's widgets.
    /// - Returns: whether the height changed: the child must then be laid out again.
    @discardableResult
    public mutating func update(
        shown: Double, isMoving: Bool, springTarget: Double? = nil, tallest: Double, hostHeight: Double,
        roomBelowEnd: @autoclosure () -> Double
    ) -> Bool {
        let previous = height
        let overshoot = Self.overshootRoom * hostHeight
        endedNoLower = false
        if !isMoving {
            if isHeld, let before = heightBeforeMotion { endedNoLower = shown >= before }
            isHeld = false
            heightBeforeMotion = nil
            height = shown
        } else if isHeld {
            // Never shorter while the motion lasts: a relayout is what the hold avoids.
            // Past the held height (a rubber band, a spring sent higher), one step up
            // to the tallest detent and its overshoot rather than a relayout per frame.
            if shown > height {
                height = max(shown, min(hostHeight, tallest + overshoot, height + max(0, roomBelowEnd())))
            }
        } else {
            isHeld = true
            heightBeforeMotion = previous
            let reach = springTarget.map { $0 > shown ? $0 + overshoot : shown } ?? tallest
            let grown = max(shown, min(reach, hostHeight, shown + max(0, roomBelowEnd())))
            // Nor shorter than at rest: by its first frame the motion has already moved.
            height = max(grown, min(previous, hostHeight))
        }
        return height != previous
    }
}
