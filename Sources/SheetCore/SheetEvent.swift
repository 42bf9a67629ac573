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

extension SheetEvent {
    /// `events`, one step's, as the app is told them. A step can commit the sheet twice
    /// (a release to the peek strip, then a layout with no peek strip taking it lower):
    /// the app hears one detent change, from where the sheet was to where it ended, in
    /// the place of the last (none when it ended where it was), so that it never hears
    /// the same detent twice in a row; a sheet closed before and after the step did not
    /// close in it, so its `closed` goes too. The other events keep their order.
    public static func toTell(_ events: [SheetEvent]) -> [SheetEvent] {
        toTell(events, sheetEvent: { $0 }, wrap: { $0 })
    }

    /// `toTell`, for a list that holds other events too (`SheetState.Event`): the sheet's
    /// are told as above, the others keep their places.
    static func toTell<Element>(
        _ events: [Element], sheetEvent: (Element) -> SheetEvent?, wrap: (SheetEvent) -> Element
    ) -> [Element] {
        let changes = events.compactMap { element -> (from: Detent, to: Detent)? in
            if case let .detentChanged(from, to) = sheetEvent(element) { (from, to) } else { nil }
        }
        guard changes.count > 1, let first = changes.first, let last = changes.last else { return events }
        var told: [Element] = []
        var seen = 0
        let stayedClosed = first.from == .dismissed && last.to == .dismissed
        for element in events {
            let event = sheetEvent(element)
            if case .closed = event, stayedClosed { continue }
            guard case .detentChanged = event else {
                told.append(element)
                continue
            }
            seen += 1
            if seen == changes.count, first.from != last.to { told.append(wrap(.detentChanged(from: first.from, to: last.to))) }
        }
        return told
    }
}
