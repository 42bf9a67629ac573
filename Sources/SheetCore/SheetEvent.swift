/// What the sheet tells the app, in the order it happens.
public enum SheetEvent: Sendable, Equatable {
    /// The user let go of a drag: the sheet's velocity at that moment (px/s, positive
    /// upwards) and the detent the release rule chose from it (its projected target).
    case released(velocity: Double, target: Detent)
    /// The sheet committed to a new detent: at a release, a request, or a close.
    case detentChanged(from: Detent, to: Detent)
    /// A close was asked for (swipe, Escape, scrim, or a non-forced API close) while
    /// `canClose` is false; the sheet goes back to its lowest open detent instead.
    case closeAttempted
    /// The sheet came to rest at `dismissed` after having been open: it is now hidden.
    case closed
}
