/// Why the core refused an input.
///
/// The core never lets a NaN or an infinity into its state: one bad number from an
/// event or a property would otherwise spread to every later frame.
public enum SheetInputError: Error, Equatable, CustomStringConvertible {
    /// `name` was NaN or infinite.
    case notFinite(name: String, value: Double)
    /// The detent cannot be reached with the current layout (peek without a peek height).
    case detentUnavailable(Detent)

    /// The message: which input, and what was wrong with it.
    public var description: String {
        switch self {
        case let .notFinite(name, value):
            "\(name) must be a finite number, got \(value)"
        case let .detentUnavailable(detent):
            "the \(detent) detent is not available (peek needs a peek height above 0)"
        }
    }
}

/// Returns `value`, or throws `SheetInputError.notFinite` naming it.
@inline(__always)
func requireFinite(_ value: Double, _ name: String) throws(SheetInputError) -> Double {
    guard value.isFinite else { throw .notFinite(name: name, value: value) }
    return value
}
