/// Where a modal sheet with a modal detent (`SheetModel.modalDetent`) starts to dim and
/// cut off the content behind it, in one layout: the "maps pattern", iOS's largest
/// undimmed detent. Below the modal detent the sheet is a panel beside a usable
/// content; from it up it is a dialog.
///
/// The scrim is clear up to the place just below the modal detent's (`clearHeight`),
/// fades in linearly as the sheet rises across the boundary, and is whole from the
/// modal detent's place up (`dimmedHeight`), following the sheet's height, so a drag
/// shows the fade. The content is cut off while the sheet is committed to the modal
/// detent's place or one above it.
///
/// Places are the layout's (`DetentLayout.snapDetents`): detents a few pixels apart are
/// one place, modal if one of them is. Only detents the sheet has count: a modal detent
/// it does not have is the next one up it has; with none, there is no boundary and the
/// sheet is never modal. Neither `dismissed` nor a bottom bar's strip (the closed sheet)
/// is ever modal: a modal detent below `expanded` with a bar is `expanded`.
public struct ModalBoundary: Sendable, Equatable {
    /// The lowest detent the sheet has from which it is modal.
    public let modalDetent: Detent
    /// The scrim is clear at and below this height: the top of the place below the
    /// modal detent's (0 when there is none).
    public let clearHeight: Double
    /// The scrim is whole at and above this height: the bottom of the modal detent's place.
    public let dimmedHeight: Double
    /// The detents from whose places up the sheet is modal (the modal detent's place
    /// and every place above), in a measured layout; before the first measurement
    /// every detent is at 0 and detents are compared by their order instead.
    private let modalPlaces: [Detent]?

    /// The boundary for `modalDetent` in `layout`; nil when the sheet has no open detent
    /// at or above it (it is then never modal).
    public init?(modalDetent requested: Detent, layout: DetentLayout) {
        func canBeModal(_ detent: Detent) -> Bool {
            detent >= requested && detent != .dismissed && !(detent == .peek && layout.peekIsBottomBar)
        }
        guard let first = layout.openDetents.first(where: canBeModal) else { return nil }
        modalDetent = first
        let places = layout.places
        guard layout.isMeasured, let index = places.firstIndex(where: { $0.contains(first) }) else {
            clearHeight = 0
            dimmedHeight = 0
            modalPlaces = nil
            return
        }
        clearHeight = index > 0 ? layout.height(of: places[index - 1][places[index - 1].count - 1]) : 0
        dimmedHeight = layout.height(of: places[index][0])
        modalPlaces = Array(places[index...].joined())
    }

    /// Whether a sheet committed to `detent` is modal: it dims the content and cuts it
    /// off. Never at `dismissed`.
    public func isModal(at detent: Detent) -> Bool {
        guard detent != .dismissed else { return false }
        return modalPlaces?.contains(detent) ?? (detent >= modalDetent)
    }

    /// How dimmed the content is with the sheet `height` px high, 0...1: 0 at and below
    /// `clearHeight`, 1 at and above `dimmedHeight`, linear between.
    public func dimming(atHeight height: Double) -> Double {
        let span = dimmedHeight - clearHeight
        guard span > 0 else { return height > clearHeight ? 1 : 0 }
        return min(1, max(0, (height - clearHeight) / span))
    }
}
