import Foundation
import Testing

/// The tables of where C and Swift meet (docs/architecture.md, "How the two faces meet")
/// are exactly what the sources do, so that a crossing added, removed or moved shows here:
///
/// - the functions that a header of the C half (`Sources/CBottomSheet/include`, the public
///   header included) declares and that a Swift module (every one under `Sources/`)
///   defines (`@_cdecl`: C calls Swift) or calls (Swift calls C), each with its direction
///   and header;
/// - the widget methods Swift installs in the C classes;
/// - the names both halves write (signals, CSS nodes and classes), each once, in
///   `bs-names.h`, and written nowhere else in the library as a literal;
/// - every signal the library connects to by a name written as a literal (GTK's own).
struct CrossingsTableTests {
    struct Crossing: Hashable, CustomStringConvertible {
        var function: String
        var direction: String
        var header: String
        var description: String { "\(function) (\(direction), \(header))" }
    }

    static let includeFolder = "Sources/CBottomSheet/include"
    /// The library's own sources, which must spell the shared names through `bs-names.h`.
    static let libraryFolders = ["Sources/BottomSheet", "Sources/GtkHelpers", "Sources/SheetCore", "Sources/CBottomSheet"]

    static func read(_ path: String) throws -> String {
        try String(contentsOf: TestOutput.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The files under `folder` (relative to the package) whose names end in one of `extensions`.
    static func files(under folder: String, _ extensions: Set<String>) -> [URL] {
        let root = TestOutput.packageRoot.appendingPathComponent(folder)
        var found: [URL] = []
        for case let file as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        where extensions.contains(file.pathExtension) {
            found.append(file)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// `text` without its comments (`//` to the line's end, `/* … */`), string literals kept.
    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"(?m)^((?:[^"/\n]|"(?:[^"\\\n]|\\.)*"|/(?![/*]))*)//.*$"#, with: "$1",
                                  options: .regularExpression)
    }

    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    /// One subsection of docs/architecture.md's "How the two faces meet" (the part before
    /// the first subsection when `heading` is nil).
    static func section(_ heading: String?) throws -> String {
        let page = try read("docs/architecture.md")
        let top = try #require(page.range(of: "\n## How the two faces meet\n"))
        let sectionEnd = page.range(of: "\n## ", range: top.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        let whole = page[top.upperBound..<sectionEnd]
        guard let heading else {
            return String(whole[..<(whole.range(of: "\n### ")?.lowerBound ?? whole.endIndex)])
        }
        let start = try #require(whole.range(of: "\n### \(heading)\n"), "docs/architecture.md has no “### \(heading)”")
        let end = whole.range(of: "\n### ", range: start.upperBound..<whole.endIndex)?.lowerBound ?? whole.endIndex
        return String(whole[start.upperBound..<end])
    }

    // MARK: - Functions

    /// The rows of the functions table.
    static func table() throws -> Set<Crossing> {
        Set(try matches(#"^\| `(\w+)` \| (C → Swift|Swift → C) \| `([\w.-]+)` \|"#, in: section(nil)).map {
            Crossing(function: $0[0], direction: $0[1], header: $0[2])
        })
    }

    /// Every Swift source of every module under `Sources/`, as one text without comments.
    static func allSwift() throws -> String {
        try files(under: "Sources", ["swift"]).map { code(try String(contentsOf: $0, encoding: .utf8)) }
            .joined(separator: "\n")
    }

    /// The crossings the headers and the Swift modules make.
    static func crossings() throws -> Set<Crossing> {
        let swift = try allSwift()
        let defined = Set(try matches(#"@_cdecl\("(\w+)"\)"#, in: swift).map { $0[0] })
        let named = Set(try matches(#"\b(bs_[a-z0-9_]+)\b"#, in: swift).map { $0[0] })
        var result = Set<Crossing>()
        for header in files(under: includeFolder, ["h"]) {
            let declarations = code(try String(contentsOf: header, encoding: .utf8))
            for function in Set(try matches(#"\b(bs_[a-z0-9_]+)\s*\("#, in: declarations).map({ $0[0] }))
            where defined.contains(function) || named.contains(function) {
                result.insert(Crossing(
                    function: function, direction: defined.contains(function) ? "C → Swift" : "Swift → C",
                    header: header.lastPathComponent))
            }
        }
        // Every function Swift defines for C is declared in a header.
        for function in defined {
            #expect(result.contains { $0.function == function }, "\(function) is defined in Swift but in no header")
        }
        return result
    }

    @Test func theFunctionsTableIsEveryCrossingOfTheHeadersAndTheSwiftModules() throws {
        let table = try Self.table()
        let crossings = try Self.crossings()
        #expect(crossings.count > 35, "the headers were not read")
        #expect(crossings.contains { $0.header == "bottomsheet.h" }, "the public header was not read")
        for missing in crossings.subtracting(table).sorted(by: { $0.function < $1.function }) {
            Issue.record("not in docs/architecture.md's table: \(missing)")
        }
        for stale in table.subtracting(crossings).sorted(by: { $0.function < $1.function }) {
            Issue.record("in docs/architecture.md's table but no crossing: \(stale)")
        }
    }

    // MARK: - Widget methods

    @Test func theWidgetMethodsSwiftInstallsAreTheTablesRows() throws {
        let installed = Set(try Self.matches(#"\bwidgetClass\.pointee\.(\w+) = (\w+)"#, in: Self.allSwift()).map {
            "\($0[0]) = \($0[1])"
        })
        let rows = Set(try Self.matches(#"^\| `(\w+)` \| `(\w+)` \|"#, in: Self.section("Widget methods Swift installs"))
            .map { "\($0[0]) = \($0[1])" })
        #expect(installed.count >= 5, "no method installs were found")
        let unlisted = installed.subtracting(rows).sorted(), stale = rows.subtracting(installed).sorted()
        #expect(installed == rows, "installed but not in the table: \(unlisted); in the table but not installed: \(stale)")
    }

    // MARK: - Names

    /// `bs-names.h`'s macros: name → value.
    static func sharedNames() throws -> [String: String] {
        var names: [String: String] = [:]
        for match in try matches(#"^#define (BS_\w+_NAME_\w+|BS_CSS_\w+) "([^"]+)""#, in: read("\(includeFolder)/bs-names.h")) {
            names[match[0]] = match[1]
        }
        return names
    }

    /// The library's C and Swift sources, without comments, by file name (`bs-names.h` left out).
    static func librarySources() throws -> [(name: String, code: String)] {
        try libraryFolders.flatMap { files(under: $0, ["swift", "c", "h"]) }
            .filter { $0.lastPathComponent != "bs-names.h" }
            .map { (name: $0.lastPathComponent, code: code(try String(contentsOf: $0, encoding: .utf8))) }
    }

    @Test func theNamesTableIsBsNamesH() throws {
        let names = try Self.sharedNames()
        #expect(names.count >= 14, "bs-names.h was not read")
        var rows: [String: String] = [:]
        for match in try Self.matches(#"^\| `([^`]+)` \| [A-Za-z ]+ \| `(BS_\w+)` \|"#, in: Self.section("Names both halves write")) {
            rows[match[1]] = match[0]
        }
        #expect(rows == names, "docs/architecture.md's names and bs-names.h differ")
    }

    @Test func everySharedNameIsUsedAndWrittenOnlyInBsNamesH() throws {
        let names = try Self.sharedNames()
        let sources = try Self.librarySources()
        for (macro, value) in names {
            #expect(sources.contains { $0.code.contains(macro) }, "\(macro) is used nowhere")
            // A class or signal name can be a word of GTK's or an enum nick too ("side",
            // "released"): only its uses as our name count. The host's signals are
            // registered in C (g_signal_new) and connected by the Swift API; the input's
            // connection to the scrim's GtkGestureClick (`click`) is to GTK's `released`.
            let literal = NSRegularExpression.escapedPattern(for: "\"\(value)\"")
            let ours = if value.hasPrefix("bs-") { literal }
                else if macro.hasPrefix("BS_CSS_CLASS") { #"css_class\s*\([^"\n]*"# + literal }
                else { #"(?:g_signal_new \(|SignalConnection\.connect\((?!UnsafeMutableRawPointer\(click\))[^"\n]*)"# + literal }
            for source in sources where try !Self.matches("(" + ours + ")", in: source.code).isEmpty {
                Issue.record("\(source.name) writes \"\(value)\" itself: use \(macro) (bs-names.h)")
            }
        }
        // The stylesheets select the nodes through the names too.
        for source in sources {
            // Comments are gone: what is left of a node's name is a literal (a
            // multi-line one too).
            let written = try Self.matches(#"(?<![\w-])(bs-(?:bottom-sheet|sheet|sheet-page|drag-handle|scrim|bottom-bar))(?![\w-])"#,
                                           in: source.code)
            #expect(written.isEmpty, "\(source.name) writes the CSS node \(written.map { $0[0] }) itself")
        }
    }

    /// The host's notifies and signals leave from `SheetPublisher` alone (docs/architecture.md,
    /// "One change, from input to what the app hears"): no other file of the library
    /// calls `bs_bottom_sheet_notify` (C's one `g_object_notify_by_pspec` of the host,
    /// which it defines), `GLib.emit` (the one `g_signal_emitv`) or the host's signal ids.
    @Test func notifiesAndSignalsLeaveOnlyFromThePublisher() throws {
        var callers: [String: Set<String>] = [:]
        for source in try Self.librarySources() {
            for call in try Self.matches(#"\b(bs_bottom_sheet_notify|bs_bottom_sheet_signal_id|GLib\.emit|g_object_notify\w*|g_signal_emit\w*)\s*\("#,
                                         in: source.code) {
                callers[call[0], default: []].insert(source.name)
            }
        }
        #expect(callers["bs_bottom_sheet_notify"] == ["SheetPublisher.swift", "bottom-sheet.c", "bs-swift-bridge.h"],
                "bs_bottom_sheet_notify is called from \(callers["bs_bottom_sheet_notify"] ?? [])")
        #expect(callers["bs_bottom_sheet_signal_id"]?.subtracting(["bottom-sheet.c", "bs-swift-bridge.h"]) == ["SheetPublisher.swift"],
                "the host's signals are emitted from \(callers["bs_bottom_sheet_signal_id"] ?? [])")
        #expect(callers["GLib.emit"] == ["SheetPublisher.swift"], "GLib.emit is called from \(callers["GLib.emit"] ?? [])")
        // The C half notifies in `bs_bottom_sheet_notify` alone; `GLib.emit` is the one
        // emission from Swift.
        #expect(callers["g_object_notify_by_pspec"] == ["bottom-sheet.c"])
        for (call, files) in callers where call.hasPrefix("g_object_notify") || call.hasPrefix("g_signal_emit") {
            #expect(files.isSubset(of: ["bottom-sheet.c", "GObjectHelpers.swift"]), "\(call) in \(files.sorted())")
        }
    }

    /// Every C callback into Swift (a signal's handler, a tick, an idle, a widget method,
    /// a call from the C half), in the library, the demo, the benchmark and these tests,
    /// crosses into the main actor one way: `fromGtk` (GtkHelpers/FromGtk.swift). A
    /// program's own start (`main.swift`) is on the main thread already.
    @Test func everyCallbackFromCCrossesThroughFromGtk() throws {
        // Written in two pieces, so that this file's own needle is no crossing.
        let needle = "assume" + "Isolated"
        var crossings: [String] = []
        for folder in ["Sources", "Tests"] {
            for file in Self.files(under: folder, ["swift"]) where file.lastPathComponent != "main.swift" {
                let code = Self.code(try String(contentsOf: file, encoding: .utf8))
                if code.contains(needle) { crossings.append(file.lastPathComponent) }
            }
        }
        #expect(crossings == ["FromGtk.swift"], "MainActor.\(needle) in \(crossings)")
    }

    @Test func everySignalConnectedByNameIsInTheTable() throws {
        var connected = Set<String>()
        for source in try Self.librarySources() {
            let literal = try Self.matches(
                #"\b(?:connect|g_signal_connect|g_signal_connect_data|g_signal_connect_object)\s*\((?:[^"()]|\([^()]*\))*?,\s*"([a-z][a-z:-]*)""#,
                in: source.code)
            connected.formUnion(literal.map { $0[0] })
            // `SignalConnection.onNotify(object, "property")` connects `notify::property`.
            let notified = try Self.matches(
                #"\bonNotify\s*\((?:[^"()]|\([^()]*\))*?,\s*"([a-z][a-z-]*)""#, in: source.code)
            connected.formUnion(notified.map { "notify::" + $0[0] })
        }
        let rows = Set(try Self.matches(#"^\| `([a-z][a-z:-]*)` \| "#, in: Self.section("Signals connected by name"))
            .map { $0[0] })
        #expect(connected.count >= 10, "no connections were found")
        let unlisted = connected.subtracting(rows).sorted(), stale = rows.subtracting(connected).sorted()
        #expect(connected == rows, "connected by name but not in the table: \(unlisted); in the table but not connected: \(stale)")
    }
}
