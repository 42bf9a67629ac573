import SheetCore

/// What waits for the sheet to rest (`BottomSheet.move(to:animated:)`), each with the
/// detent it waits for.
@MainActor
final class RestWaiters {
    private var waiters: [(target: Detent, done: @MainActor (Bool) -> Void)] = []

    /// Calls `done` once the sheet rests, with whether it rests at `target`; at once when
    /// `sheet` rests already, or is nil (the sheet went away: `done(false)`).
    func add(_ target: Detent, sheet: SheetModel?, _ done: @escaping @MainActor (Bool) -> Void) {
        guard let sheet, sheet.phase != .resting else {
            done(sheet?.detent == target)
            return
        }
        waiters.append((target, done))
    }

    /// Tells every waiter whether `sheet` rests at its detent: false when it does not
    /// rest (a drag took it, another move sent it elsewhere) or is nil (the sheet went
    /// away), and forgets them all. A waiter added by one of them waits for the next time.
    func resume(with sheet: SheetModel?) {
        let detent = sheet?.phase == .resting ? sheet?.detent : nil
        let told = waiters
        waiters = []
        for waiter in told { waiter.done(detent == waiter.target) }
    }
}
