import CBottomSheet
import CGtk
import SheetCore

/// A type a `BsBottomSheet` property holds: which param spec it gets, how it goes into
/// and out of a GValue, what a set value must be, and how the docs' property table
/// writes it.
@MainActor
protocol PropertyValue: Equatable {
    /// The kind of param spec a property of this type gets (`param_spec` in bottom-sheet.c).
    static var kind: BsPropertyKind { get }
    /// The type, as docs/behaviour.md's property table names it.
    static var docsType: String { get }
    /// `value`, set from C or GObject; nil, with a warning naming `name`, when it is not
    /// one of this type's values.
    static func read(_ value: UnsafePointer<GValue>, name: String) -> Self?
    /// Puts the value in `value`, initialised to the property's type.
    func store(in value: UnsafeMutablePointer<GValue>)
    /// The value set, as the sheet takes it: held to `range`, with a warning naming the
    /// property and what it accepts when it was not; nil (a warning said why) to keep
    /// `current`.
    static func accepted(_ value: Self, current: Self, range: ClosedRange<Double>?, name: String) -> Self?
    /// The default for the param spec: a boolean's, a number's, an enum's or flags'.
    var specNumber: Double { get }
    /// The value, as the docs' table writes it (its default).
    var docsValue: String { get }
}

extension PropertyValue {
    static func accepted(_ value: Self, current: Self, range: ClosedRange<Double>?, name: String) -> Self? { value }
    var specNumber: Double { 0 }
}

extension Bool: PropertyValue {
    static var kind: BsPropertyKind { BS_PROPERTY_KIND_BOOLEAN }
    static var docsType: String { "bool" }
    static func read(_ value: UnsafePointer<GValue>, name: String) -> Bool? { g_value_get_boolean(value) != 0 }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_boolean(value, self ? 1 : 0) }
    var specNumber: Double { self ? 1 : 0 }
    var docsValue: String { self ? "true" : "false" }
}

extension Double: PropertyValue {
    static var kind: BsPropertyKind { BS_PROPERTY_KIND_DOUBLE }
    static var docsType: String { "double" }
    static func read(_ value: UnsafePointer<GValue>, name: String) -> Double? { g_value_get_double(value) }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_double(value, self) }

    /// Held to `range`; NaN keeps the current value.
    static func accepted(_ value: Double, current: Double, range: ClosedRange<Double>?, name: String) -> Double? {
        guard let range else { return value }
        let allowed = "from \(GLib.formatted(range.lowerBound)) to \(GLib.formatted(range.upperBound))"
        if value.isNaN {
            GLib.warn("BsBottomSheet:\(name) must be a number \(allowed), got NaN; keeping \(GLib.formatted(current))")
            return nil
        }
        guard !range.contains(value) else { return value }
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        GLib.warn("BsBottomSheet:\(name) must be \(allowed), got \(GLib.formatted(value)); using \(GLib.formatted(clamped))")
        return clamped
    }

    var specNumber: Double { self }
    var docsValue: String { GLib.formatted(self) }
}

extension UInt: PropertyValue {
    static var kind: BsPropertyKind { BS_PROPERTY_KIND_UINT }
    static var docsType: String { "uint" }
    static func read(_ value: UnsafePointer<GValue>, name: String) -> UInt? { UInt(g_value_get_uint(value)) }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_uint(value, guint(self)) }
    var specNumber: Double { Double(self) }
    var docsValue: String { String(self) }
}

/// A widget the sheet holds (`content`, `sheet`, `header`, …), or none.
extension Optional: PropertyValue where Wrapped == UnsafeMutablePointer<GtkWidget> {
    static var kind: BsPropertyKind { BS_PROPERTY_KIND_WIDGET }
    static var docsType: String { "GtkWidget" }
    static func read(_ value: UnsafePointer<GValue>, name: String) -> Self? {
        .some(g_value_get_object(value).map { $0.assumingMemoryBound(to: GtkWidget.self) })
    }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_object(value, self) }
    var docsValue: String { "—" }
}

/// The sheet's title as the `title` property holds it: a C string the sheet owns, which
/// the C getter hands out (transfer none) after the GValue is gone.
nonisolated struct TitleText: Equatable {
    let text: UnsafePointer<gchar>?

    var string: String { text.map { String(cString: $0) } ?? "" }

    static func == (a: TitleText, b: TitleText) -> Bool { g_strcmp0(a.text, b.text) == 0 }
}

extension TitleText: PropertyValue {
    static var kind: BsPropertyKind { BS_PROPERTY_KIND_STRING }
    static var docsType: String { "string" }
    static func read(_ value: UnsafePointer<GValue>, name: String) -> TitleText? { TitleText(text: g_value_get_string(value)) }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_static_string(value, text) }
    var docsValue: String { "\"\(string)\"" }
}

/// An enum property (`detent`, `modal-detent`, `presentation`): a value outside the enum
/// is refused with a warning that lists the valid ones ("must be dismissed, peek,
/// expanded or full").
protocol EnumPropertyValue: PropertyValue, RawRepresentable, NamedCases where RawValue == Int {}

extension EnumPropertyValue {
    static func read(_ value: UnsafePointer<GValue>, name: String) -> Self? {
        let raw = g_value_get_enum(value)
        if let value = Self(rawValue: Int(raw)) { return value }
        let names = allCases.map(\.description)
        let valid = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        GLib.warn("BsBottomSheet:\(name) must be \(valid), got \(raw)")
        return nil
    }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_enum(value, Int32(rawValue)) }
    var specNumber: Double { Double(rawValue) }
    var docsValue: String { description }
}

extension Detent: EnumPropertyValue {
    static var kind: BsPropertyKind { BS_PROPERTY_KIND_DETENT }
    static var docsType: String { "`BsDetent` / `Detent`" }
}

extension Presentation: EnumPropertyValue {
    static var kind: BsPropertyKind { BS_PROPERTY_KIND_PRESENTATION }
    static var docsType: String { "`BsPresentation` / `Presentation`" }
}

extension DetentSet: PropertyValue {
    static var kind: BsPropertyKind { BS_PROPERTY_KIND_DETENTS }
    static var docsType: String { "`BsDetents` flags / `DetentSet`" }
    static func read(_ value: UnsafePointer<GValue>, name: String) -> DetentSet? { DetentSet(rawValue: Int(g_value_get_flags(value))) }
    func store(in value: UnsafeMutablePointer<GValue>) { g_value_set_flags(value, guint(rawValue)) }

    /// Only the three open detents; a set without any of them is refused.
    static func accepted(_ value: DetentSet, current: DetentSet, range: ClosedRange<Double>?, name: String) -> DetentSet? {
        let known = value.intersection(.all)
        guard known != value || known.hasNoOpenDetent else { return value }
        let given = "0x\(String(value.rawValue, radix: 16))"
        guard !known.hasNoOpenDetent else {
            GLib.warn("BsBottomSheet:\(name) must have at least one of peek, expanded and full, got \(given); keeping \(current)")
            return nil
        }
        GLib.warn("BsBottomSheet:\(name) has only peek, expanded and full, got \(given); using \(known)")
        return known
    }

    var specNumber: Double { Double(rawValue) }
    /// As in Markdown's tables, where a bare `|` would end the cell.
    var docsValue: String { description.replacing("|", with: "\\|") }
}
