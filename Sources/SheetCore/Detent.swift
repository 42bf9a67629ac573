/// A resting place for the sheet's visible height.
///
/// Cases are ordered from lowest to highest, so `<` means "lower on screen". Which of
/// the open ones (`peek`, `expanded`, `full`) a sheet has is its app's choice
/// (`DetentSet`, `SheetModel.setDetents`); `dismissed` it always has.
public enum Detent: Int, CaseIterable, Comparable, Sendable, NamedCases {
    /// Off screen (`h = 0`): not shown, not focusable, not in the accessibility tree.
    case dismissed = 0
    /// A strip that stays visible at the bottom; only exists when a peek height is set
    /// (or a bottom bar shows, `BottomBar`).
    case peek
    /// The "half" position.
    case expanded
    /// The top position, below the host's top inset.
    case full

    /// Lower on screen.
    public static func < (lhs: Detent, rhs: Detent) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name used by properties, actions and the command line.
    public var description: String {
        switch self {
        case .dismissed: "dismissed"
        case .peek: "peek"
        case .expanded: "expanded"
        case .full: "full"
        }
    }
}
