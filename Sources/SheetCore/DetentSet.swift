/// Which of the open detents (`peek`, `expanded`, `full`) a sheet has, chosen by the app
/// at run time: a map's sheet with a strip and a full height but no half, a form with
/// only `full`.
///
/// `dismissed` is no member: it is always there, as the closed place. `peek` also needs
/// a peek height above 0 (`SheetMeasurements.peekHeight`); a bottom bar's strip is the
/// closed sheet and is there whatever the set says (`DetentLayout.openDetents`). The
/// default, `all`, is every open detent: the sheet as it was before detents could be
/// chosen.
///
/// The raw values are one bit per detent, `1 << (rawValue - 1)` of its `Detent`
/// (peek 1, expanded 2, full 4), as a GObject flags property would number them; other
/// bits mean nothing and are ignored.
public struct DetentSet: OptionSet, Sendable, Hashable, CustomStringConvertible {
    /// One bit per open detent (see the type's comment).
    public let rawValue: Int

    /// The set with the detents whose bits are in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The peek strip.
    public static let peek = DetentSet(rawValue: 1 << 0)
    /// The "half" position.
    public static let expanded = DetentSet(rawValue: 1 << 1)
    /// The top position.
    public static let full = DetentSet(rawValue: 1 << 2)
    /// Every open detent: the default.
    public static let all: DetentSet = [.peek, .expanded, .full]

    /// The set holding `detents`; `dismissed` among them adds nothing (it is always there).
    public init(_ detents: some Sequence<Detent>) {
        self = detents.reduce(into: []) { set, detent in set.formUnion(DetentSet(detent)) }
    }

    /// The set holding `detent` alone; empty for `dismissed`.
    init(_ detent: Detent) {
        self = detent == .dismissed ? [] : DetentSet(rawValue: 1 << (detent.rawValue - 1))
    }

    /// Whether the sheet with this set has `detent`, as far as the set decides: always
    /// for `dismissed`.
    public func includes(_ detent: Detent) -> Bool {
        detent == .dismissed || contains(DetentSet(detent))
    }

    /// The open detents in the set, lowest first.
    public var detents: [Detent] {
        Detent.allCases.filter { $0 != .dismissed && includes($0) }
    }

    /// Whether no open detent is in the set (bits outside `all` do not count).
    public var hasNoOpenDetent: Bool { intersection(.all).isEmpty }

    /// The detents' names, lowest first, `|` between them as GLib writes flags ("peek|full");
    /// "none" for a set without any.
    public var description: String {
        hasNoOpenDetent ? "none" : detents.map(\.description).joined(separator: "|")
    }
}
