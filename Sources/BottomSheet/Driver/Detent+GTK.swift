import CBottomSheet
import SheetCore

extension Detent {
    /// The C enum value (`BsDetent`) for this detent.
    var bsDetent: BsDetent {
        switch self {
        case .dismissed: BS_DETENT_DISMISSED
        case .peek: BS_DETENT_PEEK
        case .expanded: BS_DETENT_EXPANDED
        case .full: BS_DETENT_FULL
        }
    }

    /// The detent for a C enum value; nil for a value outside the enum.
    init?(_ detent: BsDetent) {
        switch detent {
        case BS_DETENT_DISMISSED: self = .dismissed
        case BS_DETENT_PEEK: self = .peek
        case BS_DETENT_EXPANDED: self = .expanded
        case BS_DETENT_FULL: self = .full
        default: return nil
        }
    }
}
