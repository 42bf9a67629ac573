/// Every number that shapes how the sheet moves, in one place, with the reason for each.
///
/// An app rarely changes them; tests use the defaults as the reference values.
public struct SheetBehavior: Sendable, Equatable {
    /// The spring used for every move: release, present, dismiss, detent change, resize.
    public var spring: SpringParameters = .default

    /// A release at or above this speed (px/s) is a fling: it always moves at least one
    /// detent in its direction (the first source article's threshold).
    public var flingVelocity: Double = 1000

    /// Deceleration per millisecond used to project where a released sheet would coast
    /// to. 0.998 is the "normal" rate iOS scroll views and sheets use; it projects a
    /// velocity `v` to a distance of `v * 0.499 s`.
    public var decelerationRate: Double = 0.998

    /// A drag covering at least this fraction of the sheet's full height moves to the
    /// next detent even when the release is slow (the first source article: half).
    public var nextDetentDragFraction: Double = 0.5

    /// Two detents closer than this (px) are one place: the sheet then has a single open
    /// detent and the handle says so. A few pixels is invisible; a "full" that is 3 px
    /// above "expanded" would make the handle toggle do nothing visible.
    public var mergeDistance: Double = 4

    /// Stiffness of the rubber band above `full`: `offset' = (1 - 1/(offset*c/D + 1)) * D`.
    /// 0.55 is UIScrollView's constant, the one users already know from overscroll.
    public var rubberBandConstant: Double = 0.55

    /// How far back (s) the velocity tracker looks at a release. Long enough to smooth
    /// the jitter of mouse and touch events, short enough that a pause before letting go
    /// counts as "no fling".
    public var velocityWindow: Double = 0.12

    /// The animation ends, exactly on its target, once the sheet is provably within this
    /// distance (px) of it. A quarter pixel is invisible even at scale 2.
    public var restDistance: Double = 0.25

    /// A move that starts within `restDistance` of its target and slower than this (px/s)
    /// is not animated: it arrives at once. One pixel a second is no visible motion, and a
    /// spring started from it would run its full settling time for nothing.
    public var restVelocity: Double = 1

    /// A release counts a detent as "beyond" the sheet only when it is more than this
    /// (px) away: a sheet resting on a detent, give or take rounding, does not count that
    /// detent as the next one.
    public var detentMargin: Double = 0.5

    /// Below this expanded height (px) there is no expanded sheet to be a fraction of:
    /// `progress` is then 1 for any visible sheet, 0 for a hidden one. Half a pixel is
    /// what rounds to nothing on screen.
    public var minimumExpandedHeight: Double = 0.5

    /// Extra sheet movement per pixel of pointer movement while the sheet catches up with
    /// the pointer after a drag is claimed (see `GrabPoint`). At 1 the sheet moves twice
    /// as fast as the pointer until the grabbed point is under it again: GTK's 8 px drag
    /// threshold is made up within the next 8 px of movement, quickly but without a jump.
    public var catchUpRate: Double = 1

    /// A swipe back between pages starts within this distance (px) of the body's start
    /// edge, where no list row or control expects a sideways drag: about a fingertip.
    public var swipeBackEdgeWidth: Double = 32

    /// How fast a list let go mid-scroll loses its speed (1/s): its velocity decays as
    /// `e^(-f t)`, so it coasts `v / f` px in all. 4 is GtkScrolledWindow's own
    /// `DECELERATION_FRICTION` (GTK 4.8): a list coasts after a hand-off from the sheet
    /// exactly as it does under GTK's own touch scrolling.
    public var listDecelerationFriction: Double = 4

    /// A coasting list stops when it is slower than this (px/s): GTK 4.8's kinetic
    /// scrolling stops below 1 px/s too. A release slower than this does not coast.
    public var listStopVelocity: Double = 1

    /// The spring a move follows: `spring`, or, when the user asks for reduced motion
    /// (GTK's `gtk-interface-reduced-motion`), the same spring critically damped (ζ at
    /// least 1), which comes to rest on its target without passing it and bouncing
    /// back, as libadwaita's sheets do then. Drags still follow the pointer as they are.
    public func spring(reducingMotion: Bool) -> SpringParameters {
        guard reducingMotion, spring.dampingRatio < 1 else { return spring }
        var calm = spring
        calm.dampingRatio = 1
        return calm
    }

    /// The standard values, the same as `SheetBehavior.standard`; change the ones you need.
    public init() {}

    /// The values from `behaviour.md`.
    public static let standard = SheetBehavior()

    /// How far a release velocity `v` (px/s) carries the sheet before it stops on its own:
    /// the integral of `v * rate^ms`, i.e. `v/1000 * rate / (1 - rate)`.
    public func projectedDistance(forVelocity velocity: Double) -> Double {
        velocity / 1000 * decelerationRate / (1 - decelerationRate)
    }
}
