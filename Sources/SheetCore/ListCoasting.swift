import Foundation

/// A list coasting on after a drag that was scrolling it is let go, decelerating as
/// GtkScrolledWindow's own kinetic scrolling does (GTK 4.8, gtkkineticscrolling.c).
///
/// The velocity decays exponentially with friction `f`:
///
///     offset(t)   = start + v0 / f * (1 - e^(-f t))
///     velocity(t) = v0 * e^(-f t)
///
/// so a list let go at `v0` travels `v0 / f` in all. The coast stops when the velocity
/// falls below `stopVelocity`, or at the end of the list's range: unlike GTK, which
/// overshoots and springs back, the sheet's list stops at its end (the sheet draws no
/// overshoot). GTK also stops once a frame moves less than a pixel; that rule depends
/// on the frame rate, so here only the velocity decides, which keeps `offset(at:)` exact
/// at any frame rate.
public struct ListCoasting: Sendable, Equatable {
    /// The list's offset when the coast starts (px, the adjustment's value).
    public let startOffset: Double
    /// The velocity at the start (px/s, positive = towards the end of the list).
    public let initialVelocity: Double
    /// The offsets the list can show: `lower ... upper - page size`.
    public let range: ClosedRange<Double>
    /// The exponential decay rate of the velocity (1/s).
    public let friction: Double
    /// Seconds from the start until the coast stops (the velocity dies or the list
    /// reaches the end of its range).
    public let duration: Double
    /// Where the coast stops: exactly the end of the range when it gets there.
    public let restingOffset: Double

    /// A coast from `offset` at `velocity`; nil when there is nothing to coast: the
    /// velocity is already below `behavior.listStopVelocity`, or the list is at the end
    /// of its range in the direction it would move.
    public init?(
        from offset: Double, velocity: Double, range: ClosedRange<Double>, behavior: SheetBehavior = .standard
    ) throws(SheetInputError) {
        let offset = try requireFinite(offset, "list offset")
        let velocity = try requireFinite(velocity, "list velocity")
        let lower = try requireFinite(range.lowerBound, "list range")
        let upper = try requireFinite(range.upperBound, "list range")
        let friction = behavior.listDecelerationFriction
        let stopVelocity = behavior.listStopVelocity
        guard friction > 0, abs(velocity) >= stopVelocity else { return nil }
        let start = min(max(offset, lower), upper)
        let end = velocity > 0 ? upper : lower
        let room = abs(end - start)
        guard room > 0 else { return nil }
        // Time until the velocity falls to the stop velocity: v0 e^(-f t) = stop.
        let dies = log(abs(velocity) / stopVelocity) / friction
        // Time until the list reaches its end, when the coast would carry it that far:
        // v0 / f (1 - e^(-f t)) = room.
        let reach = abs(velocity) / friction
        let arrives = room < reach ? -log(1 - room / reach) / friction : Double.infinity
        self.startOffset = start
        self.initialVelocity = velocity
        self.range = lower...upper
        self.friction = friction
        if arrives <= dies {
            duration = arrives
            restingOffset = end
        } else {
            duration = dies
            restingOffset = min(max(start + velocity / friction * (1 - exp(-friction * dies)), lower), upper)
        }
    }

    /// The list's offset `elapsed` seconds after the start, never outside `range`.
    public func offset(at elapsed: Double) -> Double {
        guard elapsed < duration else { return restingOffset }
        let t = max(elapsed, 0)
        let position = startOffset + initialVelocity / friction * (1 - exp(-friction * t))
        return min(max(position, range.lowerBound), range.upperBound)
    }

    /// The velocity (px/s) `elapsed` seconds after the start; 0 once the coast has stopped.
    public func velocity(at elapsed: Double) -> Double {
        guard elapsed < duration else { return 0 }
        return initialVelocity * exp(-friction * max(elapsed, 0))
    }

    /// Whether the coast has stopped `elapsed` seconds after the start.
    public func isFinished(at elapsed: Double) -> Bool { elapsed >= duration }
}
