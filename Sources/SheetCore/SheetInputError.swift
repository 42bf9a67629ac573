/// Why the core refused an input.
///
/// The core never lets a NaN or an infinity into its state: one bad number from an
/// event or a property would otherwise spread to every later frame.
public enum SheetInputError: Error, Equatable, CustomStringConvertible {
    /// `name` was NaN or infinite.
    case notFinite(name: String, value: Double)
    /// The detent cannot be reached with the current layout: peek without a peek height,
    /// or a detent that is not one of the sheet's (`SheetModel.setDetents`).
    case detentUnavailable(Detent)
    /// A set of detents without any open detent (`SheetModel.setDetents`): the sheet
    /// would have nowhere to be open.
    case noOpenDetents

    /// The message: which input, and what was wrong with it.
    public var description: String {
        switch self {
        case let .notFinite(name, value):
            "\(name) must be a finite number, got \(value)"
        case .detentUnavailable(.peek):
            "the peek detent is not available (peek needs a peek height above 0, and to be one of the sheet's detents)"
        case let .detentUnavailable(detent):
            "the \(detent) detent is not available (it is not one of the sheet's detents)"
        case .noOpenDetents:
            "a sheet's detents must include at least one of peek, expanded and full"
        }
    }
}

/// Returns `value`, or throws `SheetInputError.notFinite` naming it.
@inline(__always)
func requireFinite(_ value: Double, _ name: String) throws(SheetInputError) -> Double {
    guard value.isFinite else { throw .notFinite(name: name, value: value) }
    return value
}
