import CBottomSheet
import CGtk
import SheetCore

/// One GObject property of `BsBottomSheet`, declared once (a row of `SheetProperties`):
/// its name in GObject and in Swift, what it holds, its range and default, what it means,
/// how it is read and what setting it does. The C param spec (`param_spec` in
/// bottom-sheet.c), the GValue path of `g_object_get`/`g_object_set` and every C getter
/// and setter, the Swift API's accessor, the range warning and docs/behaviour.md's
/// property table all come from it.
@MainActor
struct SheetProperty<Value: PropertyValue> {
    /// Its id in the C half (`BsProperty`).
    let id: BsProperty
    /// Its GObject name ("peek-height").
    let name: String
    /// Its names in the Swift API (`BottomSheet`): the accessor first.
    let swiftNames: [String]
    /// What it means, one line: the param spec's blurb and the docs table's.
    let doc: String
    let defaultValue: Value
    /// The values a number accepts; out of it, clamped with a warning.
    let range: ClosedRange<Double>?
    /// How the sheet tells its value.
    let read: (SheetDriver) -> Value
    /// What setting it does; nil for a read-only property.
    let write: ((SheetDriver, Value) -> Void)?
    /// How a write is told. True: a value equal to the current one does nothing, and the
    /// property is notified after `write`. False: `write` decides, and the change is
    /// notified where the sheet shows it (`publish`, or the part that owns the value).
    let notifiesAfterWrite: Bool
    /// Whether a new sheet is set to the default the way an app sets a value, so that
    /// what shows it (the handle, the scrim) is set up too: every writable value but the
    /// widgets and the two that move the sheet (`detent`, `open`).
    let isSetAtStart: Bool

    /// A read-only property.
    init(
        _ id: BsProperty, _ name: String, swift swiftNames: String..., default defaultValue: Value,
        range: ClosedRange<Double>? = nil, _ doc: String, read: @escaping (SheetDriver) -> Value
    ) {
        self.init(id, name, swiftNames, defaultValue, range, doc, read, write: nil, notifiesAfterWrite: false, isSetAtStart: false)
    }

    /// A writable property.
    init(
        _ id: BsProperty, _ name: String, swift swiftNames: String..., default defaultValue: Value,
        range: ClosedRange<Double>? = nil, _ doc: String, read: @escaping (SheetDriver) -> Value,
        notifiesAfterWrite: Bool = true, movesTheSheet: Bool = false, write: @escaping (SheetDriver, Value) -> Void
    ) {
        self.init(
            id, name, swiftNames, defaultValue, range, doc, read, write: write, notifiesAfterWrite: notifiesAfterWrite,
            isSetAtStart: Value.kind != BS_PROPERTY_KIND_WIDGET && !movesTheSheet)
    }

    private init(
        _ id: BsProperty, _ name: String, _ swiftNames: [String], _ defaultValue: Value, _ range: ClosedRange<Double>?,
        _ doc: String, _ read: @escaping (SheetDriver) -> Value, write: ((SheetDriver, Value) -> Void)?,
        notifiesAfterWrite: Bool, isSetAtStart: Bool
    ) {
        (self.id, self.name, self.swiftNames, self.defaultValue, self.range, self.doc) =
            (id, name, swiftNames, defaultValue, range, doc)
        (self.read, self.write, self.notifiesAfterWrite, self.isSetAtStart) = (read, write, notifiesAfterWrite, isSetAtStart)
    }

    /// Sets the property as an app does: the value held to what it accepts, then
    /// written, then notified (`notifiesAfterWrite`).
    func set(_ newValue: Value, on driver: SheetDriver) {
        guard let write else { return }
        let current = read(driver)
        guard let value = Value.accepted(newValue, current: current, range: range, name: name) else { return }
        guard notifiesAfterWrite else { return write(driver, value) }
        guard value != current else { return }
        write(driver, value)
        driver.notify(id)
    }
}

/// A row of the table whatever its value's type: what the C half and the docs ask of it.
@MainActor
protocol AnySheetProperty {
    var id: BsProperty { get }
    var name: String { get }
    var swiftNames: [String] { get }
    /// What it means, one line.
    var doc: String { get }
    var isWritable: Bool { get }
    /// The values a number accepts.
    var range: ClosedRange<Double>? { get }
    /// The row for the C half's param spec.
    func row(into row: inout BsPropertyRow)
    func get(_ driver: SheetDriver, into value: UnsafeMutablePointer<GValue>)
    func set(_ driver: SheetDriver, from value: UnsafePointer<GValue>)
    /// Sets a new sheet to the default (`isSetAtStart`).
    func setUp(_ driver: SheetDriver)
    /// The row of docs/behaviour.md's property table.
    var docsRow: String { get }
}

extension SheetProperty: AnySheetProperty {
    var isWritable: Bool { write != nil }

    func row(into row: inout BsPropertyRow) {
        row.name = g_intern_string(name)
        row.blurb = g_intern_string(doc)
        row.kind = Value.kind
        row.writable = isWritable ? 1 : 0
        row.minimum = range?.lowerBound ?? 0
        row.maximum = range?.upperBound ?? .greatestFiniteMagnitude
        row.default_number = defaultValue.specNumber
        if let title = defaultValue as? TitleText { row.default_string = title.text }
    }

    func get(_ driver: SheetDriver, into value: UnsafeMutablePointer<GValue>) {
        read(driver).store(in: value)
    }

    func set(_ driver: SheetDriver, from value: UnsafePointer<GValue>) {
        if let newValue = Value.read(value, name: name) { set(newValue, on: driver) }
    }

    func setUp(_ driver: SheetDriver) {
        if isSetAtStart { set(defaultValue, on: driver) }
    }

    var docsRow: String {
        let names = swiftNames.map { "`\($0)`" }.joined(separator: ", ")
        let type = isWritable ? range.map { "\(Value.docsType), \(GLib.formatted($0.lowerBound))–\(GLib.formatted($0.upperBound))" } : nil
        return "| `\(name)`\(isWritable ? "" : " (read-only)") | \(names) | \(type ?? Value.docsType) | \(defaultValue.docsValue) | \(doc) |"
    }
}
