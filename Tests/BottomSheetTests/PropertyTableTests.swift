@testable import BottomSheet
import CBottomSheet
import CGtk
import CTestSupport
import Foundation
import GtkHelpers
import SheetCore
import Testing

/// Each property is declared once, in `SheetProperties` (docs/architecture.md,
/// "Properties: declared once"): the param specs GObject has, a new sheet's values, the
/// docs' table, the bad values tried and the accessors of both faces all follow it.
@MainActor
@Suite(.serialized)
struct PropertyTableTests {
    /// The host's own param specs (not GtkWidget's), in the order of their ids.
    static func paramSpecs() -> [UnsafeMutablePointer<GParamSpec>] {
        let klass = g_type_class_ref(bs_bottom_sheet_get_type())
        defer { g_type_class_unref(klass) }
        var count: guint = 0
        let specs = g_object_class_list_properties(klass?.assumingMemoryBound(to: GObjectClass.self), &count)!
        defer { g_free(specs) }
        return (0..<Int(count)).map { specs[$0]! }.filter { $0.pointee.owner_type == bs_bottom_sheet_get_type() }.sorted { $0.pointee.param_id < $1.pointee.param_id }
    }

    @Test func everyParamSpecIsARow() throws {
        try gtkTest {
            let specs = Self.paramSpecs()
            let rows = SheetProperties.all.sorted { $0.id.rawValue < $1.id.rawValue }
            #expect(specs.map { String(cString: g_param_spec_get_name($0)) } == rows.map(\.name))
            #expect(specs.count == Int(BS_N_PROPERTIES.rawValue) - 1, "BsProperty has ids without a row")
            for (spec, row) in zip(specs, rows) {
                #expect(spec.pointee.param_id == guint(row.id.rawValue), "\(row.name) has id \(spec.pointee.param_id)")
                let writable = GLibFlags.isWritable(spec)
                #expect(writable == row.isWritable, "\(row.name): writable \(writable)")
                #expect(String(cString: g_param_spec_get_blurb(spec)) == row.doc, "\(row.name)'s blurb")
            }
        }
    }

    /// A new sheet reads, through GObject, every property's default as its param spec
    /// has it: the values set at the start are the ones the specs (and so the docs) say.
    @Test func aNewSheetReadsEveryDefault() throws {
        try gtkTest {
            let sheet = bs_bottom_sheet_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(sheet))
            defer { g_object_unref(UnsafeMutableRawPointer(sheet)) }
            for spec in Self.paramSpecs() {
                let name = String(cString: g_param_spec_get_name(spec))
                var value = GValue(), expected = GValue()
                g_value_init(&value, spec.pointee.value_type)
                g_value_init(&expected, spec.pointee.value_type)
                defer { g_value_unset(&value); g_value_unset(&expected) }
                g_object_get_property(bs_test_as_object(UnsafeMutableRawPointer(sheet)), name, &value)
                g_param_value_set_default(spec, &expected)
                let read = String(cString: g_strdup_value_contents(&value))
                let wanted = String(cString: g_strdup_value_contents(&expected))
                #expect(g_param_values_cmp(spec, &value, &expected) == 0, "\(name) reads \(read), its default is \(wanted)")
            }
        }
    }

    /// docs/behaviour.md's "Properties" table is the rows' `docsRow`, line for line.
    /// With BS_WRITE_PROPERTY_TABLE=1 the test writes it there.
    @Test func theBehaviourReferenceTableIsTheRows() throws {
        try gtkTest {
            let path = TestOutput.packageRoot.appendingPathComponent("docs/behaviour.md")
            let page = try String(contentsOf: path, encoding: .utf8)
            var lines = page.components(separatedBy: "\n")
            let start = try #require(lines.firstIndex(of: "## Properties"))
            let header = try #require(lines[start...].firstIndex { $0.hasPrefix("| property (GObject)") })
            let first = header + 2
            let end = lines[first...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
            let expected = SheetProperties.all.map(\.docsRow)
            if ProcessInfo.processInfo.environment["BS_WRITE_PROPERTY_TABLE"] == "1" {
                lines.replaceSubrange(first..<end, with: expected)
                try lines.joined(separator: "\n").write(to: path, atomically: true, encoding: .utf8)
                return
            }
            let written = Array(lines[first..<end])
            for (index, row) in expected.enumerated() {
                let line = index < written.count ? written[index] : "(none)"
                #expect(line == row, "docs/behaviour.md's row \(index + 1) is\n\(line)\nthe table's is\n\(row)")
            }
            #expect(written.count == expected.count, "docs/behaviour.md has \(written.count) rows, the table \(expected.count)")
        }
    }

    /// The numbers `BadValueTests` sets to bad values are the table's writable numbers,
    /// with the ranges written there by hand: a range changed in the table fails here.
    @Test func theBadNumbersTriedAreTheTablesNumbers() throws {
        try gtkTest {
            let numbers = SheetProperties.all.filter { $0.isWritable && $0.range != nil }
            #expect(BadValueTests.properties.map(\.name) == numbers.map(\.name))
            #expect(BadValueTests.properties.map(\.range) == numbers.map { $0.range! })
        }
    }

    /// Each property has its public faces: its documentation block for gi-docgen in
    /// bottom-sheet.c, a C getter (and a setter when writable) in bottomsheet.h, and its
    /// Swift accessor in `BottomSheet`.
    @Test func everyRowHasItsCAndSwiftAccessors() throws {
        try gtkTest {
            let c = try CrossingsTableTests.read("Sources/CBottomSheet/bottom-sheet.c")
            let header = try CrossingsTableTests.read("Sources/CBottomSheet/include/bottomsheet.h")
            let swift = try CrossingsTableTests.read("Sources/BottomSheet/API/BottomSheet.swift")
            for row in SheetProperties.all {
                let symbol = row.name.replacingOccurrences(of: "-", with: "_")
                #expect(c.contains(" * BsBottomSheet:\(row.name):\n"), "bottom-sheet.c has no doc block for \(row.name)")
                #expect(header.contains("bs_bottom_sheet_get_\(symbol) "), "bottomsheet.h has no getter of \(row.name)")
                if row.isWritable {
                    #expect(header.contains("bs_bottom_sheet_set_\(symbol) "), "bottomsheet.h has no setter of \(row.name)")
                }
                let accessor = row.swiftNames[0]
                #expect(swift.contains("public var \(accessor):"), "BottomSheet has no \(accessor) (\(row.name))")
            }
        }
    }

    /// docs/architecture.md's "A property's path": each step is in the file it names.
    @Test func thePathIsTrue() throws {
        let page = try CrossingsTableTests.read("docs/architecture.md")
        let start = try #require(page.range(of: "\n### A property's path\n"))
        let section = String(page[start.upperBound...].prefix { $0 != "#" })
        let steps = try CrossingsTableTests.matches(#"^\| `([^`]+)` \| `([^`]+)` \|"#, in: section)
        #expect(steps.count >= 8, "the path has \(steps.count) steps")
        for step in steps {
            let file = try CrossingsTableTests.read(step[1])
            #expect(file.contains(step[0]), "\(step[1]) has no \(step[0])")
        }
    }
}
