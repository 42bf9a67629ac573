import SheetCore

/// What waits for the sheet to rest (`BottomSheet.move(to:animated:)`), each with the
/// detent it waits for.
@MainActor
final class RestWaiters {
    private var waiters: [(target: Detent, done: @MainActor (Bool) -> Void)] = []

    func add(_ target: Detent, _ done: @escaping @MainActor (Bool) -> Void) { waiters.append((target, done)) }

    /// Tells every waiter whether the sheet rests at its detent (`detent` nil: it does
    /// not rest, or went away), and forgets them all. A waiter added by one of them
    /// waits for the next time.
    func resume(restingAt detent: Detent?) {
        let told = waiters
        waiters = []
        for waiter in told { waiter.done(detent == waiter.target) }
    }
}
