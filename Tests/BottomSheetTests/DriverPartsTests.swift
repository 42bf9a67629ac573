import Foundation
import Testing

/// The driver is made of parts, each the type of one of `SheetDriver`'s stored properties
/// (docs/architecture.md, "Where things live"), and no file reaches another part's state:
/// every stored `var` of a part is private to the file that acts on it (`private`,
/// `fileprivate`), read-only outside it (`private(set)`, `fileprivate(set)`), or observed
/// (`didSet`: the part itself takes the change in, as the ticker's clocks do). The part's
/// file says what the others may ask or tell it.
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
    /// the line after it, to see whether a `{` opens an observer or a computed property.
    static func topLevelLines(of body: Substring) -> [String] {
        var lines: [String] = []
        var depth = 0
        let all = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in all.enumerated() {
            if depth == 0 { lines.append(index + 1 < all.count ? line + "\n" + all[index + 1] : line) }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        }
        return lines
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
                parts[type] = file.lastPathComponent
                for entry in topLevelLines(of: body) {
                    let lines = entry.split(separator: "\n", omittingEmptySubsequences: false)
                    let line = String(lines[0])
                    guard let match = try Self.firstMatch(
                        #"^\s*((?:(?:@\w+|private|fileprivate|private\(set\)|fileprivate\(set\)|weak|lazy|nonisolated)\s+)*)var\s+(\w+)"#,
                        in: line)
                    else { continue }
                    let modifiers = match[0]
                    let opensBraces = line.contains("{")
                    let observed = opensBraces && lines.count > 1
                        && lines[1].trimmingCharacters(in: .whitespaces).hasPrefix("didSet")
                    let computed = opensBraces && !observed
                    let closed = modifiers.contains("private") || modifiers.contains("fileprivate")
                    if !computed, !observed, !closed {
                        open.append(OpenState(part: type, property: match[1], file: file.lastPathComponent))
                    }
                }
            }
        }
        return (parts, open)
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

    @Test func noFileReachesAnotherPartsState() throws {
        let (parts, open) = try Self.openState()
        // The parts are found: the input, the placements, the pages shown, the publisher, ….
        for part in ["SheetInput", "ListCoasting", "SheetPlacement", "InsidePlacement", "PagesShown",
                     "BottomBarState", "SheetNodes", "SheetSettings", "SheetPublisher", "FocusAndModality",
                     "ScrollKeeper", "SheetTicker", "RestWaiters", "DriverHandlers"] {
            #expect(parts[part] != nil, "\(part) is not one of SheetDriver's parts declared under \(Self.driverFolder)")
        }
        #expect(open.isEmpty, "state other files can write: \(open.map(\.description).sorted())")
    }
}
