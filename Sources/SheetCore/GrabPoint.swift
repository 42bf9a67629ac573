/// Keeps the point of the sheet that was pressed under the pointer.
///
/// A press may be a click on a row or a button, so the sheet only starts to follow once
/// the pointer has moved past GTK's drag threshold (8 px), vertically. By then the pointer
/// is that far from the point it pressed. Following from there would leave the sheet
/// behind by the threshold for the whole drag; jumping to the pointer would show a jump.
/// Instead the sheet moves faster than the pointer (`SheetBehavior.catchUpRate`) until the
/// pressed point is under it again, and then follows 1:1.
public struct GrabPoint: Sendable, Equatable {
    /// How far (px, positive = down) the sheet still lags behind the pointer.
    public private(set) var lag: Double
    private var lastPointer: Double
    private let rate: Double

    /// A drag claimed when the pointer was `offset` px (positive = down) from the press.
    public init(claimedAt offset: Double, behavior: SheetBehavior = .standard) {
        lag = offset
        lastPointer = offset
        rate = max(0, behavior.catchUpRate)
    }

    /// A drag that a list hands over to the sheet when the pointer is `offset` px from the
    /// press: the list was scrolling under the pointer (a finger on a list scrolls it
    /// through the list's own touch gesture) and has come to its end. The point under
    /// the pointer is already the one it holds, so the sheet follows from here, 1:1,
    /// with nothing to catch up.
    public init(handedOverAt offset: Double) {
        lag = offset
        lastPointer = offset
        rate = 0
    }

    /// The sheet's translation (px, positive = down) for the pointer at `offset` from the
    /// press. Every pixel the pointer moves on, the way it lags, takes `rate` pixels off
    /// the lag; every pixel it moves back takes at most one (the sheet then waits for the
    /// pointer), so the sheet never moves against the pointer and never jumps.
    public mutating func translation(forPointerAt offset: Double) -> Double {
        let step = offset - lastPointer
        lastPointer = offset
        let onwards = (step > 0) == (lag > 0)
        let remaining = max(0, abs(lag) - abs(step) * (onwards ? rate : min(rate, 1)))
        lag = lag < 0 ? -remaining : remaining
        return offset - lag
    }
}
