/// An enumeration whose cases go by a name (`description`), the one properties, actions
/// and the command line use: `Detent`, `Presentation`.
public protocol NamedCases: CaseIterable, CustomStringConvertible {}

extension NamedCases {
    /// Parses the name used by properties, actions and the command line.
    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.description == name }) else { return nil }
        self = match
    }
}
