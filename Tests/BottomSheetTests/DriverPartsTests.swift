import Foundation
import Testing

/// The driver is made of parts, each the type of one of `SheetDriver`'s stored properties
/// (docs/architecture.md, "Where things live"), and no file reaches another part's state:
/// every stored `var` of a part, in whatever form (`package`, `internal`, `public`,
/// `static`, observed with `didSet` or `willSet`), is private to the file that acts on it
/// (`private`, `fileprivate`) or read-only outside it (`private(set)`,
/// `fileprivate(set)`). The part's file says what the others may ask or tell it.
struct DriverPartsTests {
    static let driverFolder = "Sources/BottomSheet/Driver"

    /// One stored `var` of a part that another file could write.
    struct OpenState: CustomStringConvertible {
        var part: String
        var property: String
        var file: String
        var description: String { "\(part).\(property) (\(file))" }
    }

    /// The types of `SheetDriver`'s stored properties.
    static func partTypes() throws -> Set<String> {
        let driver = CrossingsTableTests.code(try CrossingsTableTests.read("\(driverFolder)/SheetDriver.swift"))
        let body = try #require(Self.body(of: "SheetDriver", in: driver))
        var types: Set<String> = []
        for entry in Self.topLevelLines(of: body) {
            let line = String(entry.split(separator: "\n", omittingEmptySubsequences: false)[0])
            guard let match = try Self.firstMatch(
                #"^\s*(?:(?:private|fileprivate|private\(set\)|fileprivate\(set\))\s+)*(?:let|var)\s+\w+\s*(?::\s*([\w.]+))?(?:\s*=\s*([\w.]+)[(<].*)?\s*$"#,
                in: line)
            else { continue }
            if let type = match.first(where: { !$0.isEmpty }) { types.insert(type) }
        }
        return types
    }

    /// The groups of `pattern`'s first match in `text`, "" for a group that took no part.
    static func firstMatch(_ pattern: String, in text: String) throws -> [String]? {
        let regex = try NSRegularExpression(pattern: pattern)
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) else { return nil }
        return (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
    }

    /// The text between the braces of the first `class` or `struct` named `name` in
    /// `code`, nil when `code` declares none.
    static func body(of name: String, in code: String) -> Substring? {
        guard let declaration = code.range(of: #"(?m)^[\w@ ]*\b(?:class|struct)\s+"# + name + #"\b[^{]*\{"#,
                                           options: .regularExpression)
        else { return nil }
        var depth = 1
        var index = declaration.upperBound
        while index < code.endIndex, depth > 0 {
            if code[index] == "{" { depth += 1 } else if code[index] == "}" { depth -= 1 }
            index = code.index(after: index)
        }
        return code[declaration.upperBound..<code.index(before: index)]
    }

    /// The lines of `body` at its own level (not inside a member's braces), each with
    /// the next line that is not blank, to see whether a `{` opens an observer or a
    /// computed property.
    static func topLevelLines(of body: Substring) -> [String] {
        var lines: [String] = []
        var depth = 0
        let all = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in all.enumerated() {
            // The next line with code: a comment (gone, a blank line) may stand between
            // a `{` and the `didSet` it opens.
            let next = all[(index + 1)...].first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            if depth == 0 { lines.append(next.map { line + "\n" + $0 } ?? line) }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return lines
    }

    /// The stored `var`s in `body` (a type's) that a file other than its own could
    /// write: every stored `var`, whatever its modifiers (access levels, `static`,
    /// attributes, `weak`, `lazy`, …) and observed ones (`didSet`, `willSet`) too, unless
    /// it is `private` or `fileprivate`, or only readable outside (`private(set)`,
    /// `fileprivate(set)`). A `var` whose braces hold a getter is computed, not stored.
    static func openVariables(in body: Substring) throws -> [String] {
        var open: [String] = []
        for entry in topLevelLines(of: body) {
            let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
            let line = String(lines[0])
            guard let match = try Self.firstMatch(#"^\s*((?:@?\w+(?:\([^)]*\))?\s+)*)var\s+(\w+)"#,
                                                  in: line)
            else { continue }
            let modifiers = match[0].split(separator: " ").map(String.init)
            let opensBraces = line.contains("{")
            let next = lines.count > 1 ? lines[1].trimmingCharacters(in: .whitespaces) : ""
            let observed = opensBraces && (next.hasPrefix("didSet") || next.hasPrefix("willSet")
                || line.range(of: #"\{\s*(didSet|willSet)"#, options: .regularExpression) != nil)
            let computed = opensBraces && !observed
            let closed = modifiers.contains { ["private", "fileprivate", "private(set)", "fileprivate(set)"].contains($0) }
            if !computed, !closed { open.append(match[1]) }
        }
        return open
    }

    /// Every stored `var` of a part that a file other than the part's could write.
    static func openState() throws -> (parts: [String: String], open: [OpenState]) {
        var parts: [String: String] = [:]
        var open: [OpenState] = []
        let files = CrossingsTableTests.files(under: driverFolder, ["swift"])
        for type in try partTypes() {
            for file in files {
                let code = CrossingsTableTests.code(try String(contentsOf: file, encoding: .utf8))
                guard let body = body(of: type, in: code) else { continue }
                // The path in the driver's folder: a part may have a folder of its own.
                let path = file.path.components(separatedBy: "/\(driverFolder)/").last ?? file.lastPathComponent
                parts[type] = path
                for property in try openVariables(in: body) {
                    open.append(OpenState(part: type, property: property, file: path))
                }
            }
        }
        return (parts, open)
    }

    /// The check itself, on a part written every way a stored `var` can be: each open
    /// one is seen, and each closed or computed one is not.
    @Test func everyFormOfAnOpenStoredVariableIsSeen() throws {
        let part = """
            var plain = 0
            package var packaged = 0
            internal var internalOne: Int = 0
            public var published = 0
            static var shared = 0
            nonisolated(unsafe) static var unsafeShared = 0
            @MainActor var attributed = 0
            weak var delegate: AnyObject?
            lazy var later = 0
            var observed = 0 {
                didSet { print(observed) }
            }
            var warned = 0 { willSet { print(newValue) } }
            var observedAfterAComment = 0 {

                didSet { print(observedAfterAComment) }
            }
            private var hidden = 0
            fileprivate var fileHidden = 0
            private(set) var readable = 0
            package fileprivate(set) var packageReadable = 0
            private var observedPrivately = 0 {
                didSet {}
            }
            var computed: Int {
                plain + 1
            }
            var computedOnOneLine: Int { plain }
            """
        let seen = try Self.openVariables(in: part[...])
        #expect(seen == [
            "plain", "packaged", "internalOne", "published", "shared", "unsafeShared", "attributed", "delegate",
            "later", "observed", "warned", "observedAfterAComment",
        ])
    }

    /// docs/architecture.md's "The driver's parts": every part with its file (the
    /// driver's folder's, or a path from the package's root).
    @Test func thePartsTableIsEveryPartWithItsFile() throws {
        let page = try CrossingsTableTests.read("docs/architecture.md")
        let start = try #require(page.range(of: "\n## The driver's parts\n"))
        let section = page[start.upperBound...].prefix { $0 != "#" }
        var table: [String: String] = [:]
        for row in try CrossingsTableTests.matches(#"^\| `(\w+)` \(`\w+`\) \| `([^`]+)` \|"#, in: String(section)) {
            table[row[0]] = row[1]
        }
        var sources = try Self.openState().parts
        for type in try Self.partTypes() where sources[type] == nil {
            sources[type] = "(outside \(Self.driverFolder))"
        }
        for (type, file) in table where file.hasPrefix("Sources/") {
            #expect(sources[type] == "(outside \(Self.driverFolder))", "\(type) is listed at \(file)")
            table[type] = sources[type]
        }
        #expect(table == sources)
    }

    /// The parts that act, each in a folder of its own under the driver's (`Input/`,
    /// `Coasting/`, `BottomBar/`, `Drawing/`, `Accessibility/`, `Inside/`, `Placement/`, `Pages/`,
    /// `Focus/`), never name `SheetDriver`: they ask and tell
    /// the sheet through the host protocol they declare, which the driver conforms to.
    /// `Properties/` is not a part: it is the driver's table of GObject properties, whose
    /// rows say what reading and setting each does to the sheet.
    @Test func thePartsThatActReachTheSheetOnlyThroughTheirHost() throws {
        let root = TestOutput.packageRoot.appendingPathComponent(Self.driverFolder)
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.path)
            .filter { (try? root.appendingPathComponent($0).resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
            .filter { $0 != "Properties" }
        #expect(Set(folders).isSuperset(of: ["Input", "Coasting", "BottomBar", "Drawing", "Accessibility", "Inside", "Placement", "Pages", "Focus"]), "the parts' folders: \(folders)")
        for folder in folders {
            for file in CrossingsTableTests.files(under: "\(Self.driverFolder)/\(folder)", ["swift"]) {
                let code = CrossingsTableTests.code(try String(contentsOf: file, encoding: .utf8))
                #expect(code.range(of: #"\bSheetDriver\b"#, options: .regularExpression) == nil,
                        "\(folder)/\(file.lastPathComponent) reaches SheetDriver itself")
                #expect(code.range(of: #"(?m)^protocol \w+Host\b"#, options: .regularExpression) != nil,
                        "\(folder)/\(file.lastPathComponent) declares no host protocol")
            }
        }
    }

    /// `SheetState` has one writer: the driver's `state` is `private(set)`, so a part can
    /// only hand a change to `performOnState` (`SheetStateWriter`), and what comes back, one
    /// list of `SheetState.Event`s, goes to one `apply`, the driver's.
    @Test func theStateHasOneWriterAndOneApply() throws {
        let driver = CrossingsTableTests.code(try CrossingsTableTests.read("\(Self.driverFolder)/SheetDriver.swift"))
        let body = try #require(Self.body(of: "SheetDriver", in: driver))
        let stateLines = Self.topLevelLines(of: body)
            .map { String($0.split(separator: "\n", omittingEmptySubsequences: false)[0]) }
            .filter { $0.range(of: #"\bvar\s+state\b"#, options: .regularExpression) != nil }
        #expect(stateLines.count == 1 && stateLines[0].contains("private(set) var state"), "\(stateLines)")
        var applies: [String] = [], writers: [String] = []
        for file in CrossingsTableTests.files(under: "Sources/BottomSheet", ["swift"]) {
            let code = CrossingsTableTests.code(try String(contentsOf: file, encoding: .utf8))
            let count = { (pattern: String) in
                (try? NSRegularExpression(pattern: pattern))?.numberOfMatches(in: code, range: NSRange(code.startIndex..., in: code)) ?? 0
            }
            applies += Array(repeating: file.lastPathComponent, count: count(#"func apply\w*\("#))
            // The writer's own function, with a body (the protocol declares it without).
            writers += Array(repeating: file.lastPathComponent, count: count(#"func performOnState\(\s*startsMotion: Bool, animated: Bool, changed: ChangedParts[^{}]*\{"#))
        }
        #expect(applies == ["SheetDriver.swift"])
        #expect(writers == ["SheetDriver.swift"])
    }

    /// The stored properties of a SheetCore type in the driver's folder, as
    /// "Type.property": the sheet's state, and what a part keeps of what it gave GTK.
    static func sheetCoreValuesKept() throws -> Set<String> {
        var coreTypes: Set<String> = []
        for file in CrossingsTableTests.files(under: "Sources/SheetCore", ["swift"]) {
            let code = try String(contentsOf: file, encoding: .utf8)
            for match in try CrossingsTableTests.matches(#"^public (?:final )?(?:struct|enum|class) (\w+)"#, in: code) {
                coreTypes.insert(match[0])
            }
        }
        var kept: Set<String> = []
        for file in CrossingsTableTests.files(under: driverFolder, ["swift"]) {
            let code = CrossingsTableTests.code(try String(contentsOf: file, encoding: .utf8))
            for declared in try CrossingsTableTests.matches(#"^\s*(?:[\w@()]+\s+)*(?:class|struct)\s+(\w+)"#, in: code) {
                guard let body = body(of: declared[0], in: code) else { continue }
                for entry in topLevelLines(of: body) {
                    let line = String(entry.split(separator: "\n", omittingEmptySubsequences: false)[0])
                    guard !line.contains("{"), let match = try firstMatch(
                        #"^\s*(?:@?\w+(?:\([^)]*\))?\s+)*(?:var|let)\s+(\w+)\s*(?::\s*([\w.]+)|=\s*([\w.]+)\s*[(<.])"#,
                        in: line)
                    else { continue }
                    let type = match[1].isEmpty ? match[2] : match[1]
                    if coreTypes.contains(type) { kept.insert("\(declared[0]).\(match[0])") }
                }
            }
        }
        return kept
    }

    /// SheetCore's values live in `SheetState`: a part keeps one only as a record of what
    /// it gave GTK, each listed with its reason in docs/architecture.md ("SheetCore
    /// values the parts keep"), and found in the sources exactly so.
    @Test func theSheetCoreValuesOutsideTheStateAreTheTablesRecords() throws {
        let page = try CrossingsTableTests.read("docs/architecture.md")
        let start = try #require(page.range(of: "\n### SheetCore values the parts keep\n"))
        let section = String(page[start.upperBound...].prefix { $0 != "#" })
        let table = Set(try CrossingsTableTests.matches(#"^\| `(\w+\.\w+)` \|"#, in: section).map { $0[0] })
        #expect(table.contains("SheetDriver.state"))
        let kept = try Self.sheetCoreValuesKept()
        #expect(kept == table, "kept: \(kept.sorted()); the table: \(table.sorted())")
    }

    @Test func noFileReachesAnotherPartsState() throws {
        let (parts, open) = try Self.openState()
        // The parts are found: the input, the placements, the pages shown, the publisher, ….
        for part in ["SheetInput", "ListCoaster", "SheetPlacement", "InsidePlacement", "SheetPages",
                     "SheetBottomBar", "SheetDrawing", "SheetTitle", "SheetPublisher", "FocusAndModality",
                     "ScrollKeeper", "SheetTicker", "RestWaiters"] {
            #expect(parts[part] != nil, "\(part) is not one of SheetDriver's parts declared under \(Self.driverFolder)")
        }
        #expect(open.isEmpty, "state other files can write: \(open.map(\.description).sorted())")
    }
}
