/// What the sheet tells the app, in the order it happens.
public enum SheetEvent: Sendable, Equatable {
    /// The sheet committed to a new detent: at a release, a request, or a close.
    case detentChanged(from: Detent, to: Detent)
    /// A close was asked for (swipe, Escape, scrim, or a non-forced API close) while
    /// `canClose` is false; the sheet goes back to its lowest open detent instead.
    case closeAttempted
    /// The sheet came to rest at `dismissed` after having been open: it is now hidden.
    case closed
}
