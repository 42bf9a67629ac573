/// A mouse wheel over the sheet's handle or header steps it one detent per notch: up to
/// the next detent above (`SheetAction.expand`), down to the next open one below
/// (`SheetAction.collapse`; a wheel never closes the sheet, as Alt+Down does not).
///
/// A high-resolution wheel reports fractions of a notch: they step once they add up to a
/// whole one. Turning the wheel the other way starts the count anew, so that a notch the
/// other way always steps back. A touchpad's scroll is no wheel: it drags the sheet.
public struct WheelSteps: Sendable, Equatable {
    /// The part of a notch turned so far, in the direction of the last delta.
    public private(set) var pending = 0.0

    /// More notches than this in one delta step no further: a sheet has at most three
    /// detents above its lowest.
    static let maximumSteps = 3

    /// No notch turned yet.
    public init() {}

    /// Adds a wheel delta in notches (positive = towards the user, as GTK reports it: down)
    /// and returns the steps it completes, in order.
    public mutating func add(_ delta: Double) throws(SheetInputError) -> [SheetAction] {
        let delta = try requireFinite(delta, "wheel delta")
        if delta * pending < 0 { pending = 0 }
        pending += delta
        let whole = pending.rounded(.towardZero)
        pending -= whole
        let count = Int(min(abs(whole), Double(Self.maximumSteps)))
        return Array(repeating: whole < 0 ? .expand : .collapse, count: count)
    }
}
