/// What happens when the sheet is let go.
///
/// With `h` the height at release, `v` the velocity of the height (px/s, positive = the
/// sheet growing, the one sign every velocity in SheetCore has) and the detents of the
/// current layout:
///
/// 1. Project where the sheet would coast to: `h_proj = h + v * 0.499 s` (momentum with
///    a 0.998/ms deceleration, as iOS sheets do).
/// 2. The target is the detent nearest `h_proj`.
/// 3. A fling (`|v| >= 1000 px/s`) always moves at least to the next detent beyond `h`
///    in its direction, even when the projection falls short.
/// 4. Otherwise, a drag of half the sheet's full height (its top detent's) or more moves
///    at least to the next detent beyond the one it started from, in the drag's direction.
/// 5. A target of `dismissed` when closing is not allowed goes back to the lowest open
///    detent, and the app is told (`closeRefused`).
///
/// Only the detents the sheet has count (`DetentLayout.openDetents`): a sheet without
/// `expanded` snaps between its peek strip and `full`.
///
/// The sheet then springs from `h`, starting with velocity `v`, to the target.
public struct ReleaseDecision: Sendable, Equatable {
    /// Where the sheet goes.
    public var target: Detent
    /// The release asked to close the sheet and `can-close` refused it.
    public var closeRefused: Bool
}

/// Where a released sheet goes: the rule above, as a function.
public enum ReleaseRule {
    /// - Parameters:
    ///   - height: visible height at release.
    ///   - heightVelocity: px/s, positive = the sheet growing (moving up).
    ///   - startHeight: height when the drag began.
    ///   - startDetent: the detent the sheet was in (or heading to) when the drag began.
    ///   - canClose: whether a release may dismiss the sheet.
    public static func decide(
        height: Double,
        heightVelocity: Double,
        startHeight: Double,
        startDetent: Detent,
        canClose: Bool,
        layout: DetentLayout,
        behavior: SheetBehavior = .standard
    ) throws(SheetInputError) -> ReleaseDecision {
        let h = try requireFinite(height, "release height")
        let v = try requireFinite(heightVelocity, "release velocity")
        let start = try requireFinite(startHeight, "drag start height")

        let detents = layout.snapDetents(current: startDetent)
        let projected = h + behavior.projectedDistance(forVelocity: v)
        var target = layout.nearestDetent(to: projected, current: startDetent)

        let tallest = layout.dragRange.upperBound
        let margin = behavior.detentMargin
        func above(_ level: Double) -> Detent? { detents.first { layout.height(of: $0) > level + margin } }
        func below(_ level: Double) -> Detent? { detents.last { layout.height(of: $0) < level - margin } }
        func atLeast(_ floor: Detent?, goingUp: Bool) {
            guard let floor else { return }
            let further = goingUp ? layout.height(of: target) < layout.height(of: floor)
                                  : layout.height(of: target) > layout.height(of: floor)
            if further { target = floor }
        }

        if abs(v) >= behavior.flingVelocity {
            let goingUp = v > 0
            atLeast(goingUp ? above(h) : below(h), goingUp: goingUp)
        } else if abs(h - start) >= behavior.nextDetentDragFraction * tallest, tallest > 0 {
            let goingUp = h > start
            let startLevel = layout.height(of: startDetent)
            atLeast(goingUp ? above(startLevel) : below(startLevel), goingUp: goingUp)
        }

        if target == .dismissed && !canClose {
            return ReleaseDecision(target: layout.lowestOpenDetent, closeRefused: true)
        }
        return ReleaseDecision(target: target, closeRefused: false)
    }
}
