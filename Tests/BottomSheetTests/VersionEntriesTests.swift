import Foundation
import Testing

/// Every way around one GTK's (or GLib's) behaviour, and every call that differs between
/// versions, is a named entry in the version files, with the versions it is for, why,
/// and the test that shows it; the library's other sources only call the entry. So,
/// outside the version files:
///
/// - a comment that names a GTK or GLib version ("GTK 4.10", "since 4.10", "4.8 to
///   4.18", "GLib 2.84") names on the same line the entry it is about
///   (`GtkVersions.name`, `GLibFlags.name`, or a function the C version headers declare),
///   and that entry exists;
/// - no code asks which GTK or GLib it runs on or is built against
///   (`gtk_get_minor_version`, `GTK_CHECK_VERSION`, …);
///
/// and every test a version file names as showing an entry exists. Reads the sources
/// only: no display.
struct VersionEntriesTests {
    /// The version files, relative to the package.
    static let versionFiles: Set<String> = [
        "Sources/GtkHelpers/GtkVersions.swift",
        "Sources/GtkHelpers/GLibVersions.swift",
        "Sources/CGtk/glib-versions.h",
        "Sources/CGtk/gtk-api-versions.h",
        "Sources/CBottomSheet/gtk-versions.c",
        "Sources/CBottomSheet/include/gtk-versions.h",
    ]
    /// Where the library's sources are: the widget's two halves and the GTK helpers.
    static let libraryFolders = ["Sources/BottomSheet", "Sources/CBottomSheet", "Sources/GtkHelpers", "Sources/CGtk"]

    /// A version in a comment: "4.8", "4.10+", "gtk4.18" (not a part of a longer number,
    /// such as "14.5" or "4.8.3"'s tail), or a GLib version ("GLib 2.84").
    static let versionPattern = #"(?<![0-9.])4\.[0-9]{1,2}(?![0-9])|(?i:\bglib\s+2\.[0-9]{2})"#
    /// Code that asks for the version: GTK's, GLib's and libadwaita's calls and macros.
    static let versionQueryPattern =
        #"\b(?:gtk|glib|adw)_(?:get_)?(?:major|minor|micro)_version\b|\b(?:gtk|glib|adw)_check_version\b"#
        + #"|\b(?:GTK|GLIB|ADW)_(?:CHECK|MAJOR|MINOR|MICRO)_VERSION\b|\bGtkVersions\.minor\b"#

    // MARK: The sources, read

    static func read(_ path: String) throws -> String {
        try String(contentsOf: TestOutput.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The `.swift`, `.c` and `.h` files under `folders`, as paths relative to the package.
    static func sources(under folders: [String]) -> [String] {
        var found: [String] = []
        for folder in folders {
            let url = TestOutput.packageRoot.appendingPathComponent(folder)
            for case let file as URL in FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)!
            where ["swift", "c", "h"].contains(file.pathExtension) && file.path.hasPrefix(url.path) {
                found.append(folder + file.path.dropFirst(url.path.count))
            }
        }
        return found.sorted()
    }

    /// One line of a source: its comments' text and its code's, strings left out of both.
    struct Line {
        var number: Int
        var comment = ""
        var code = ""
    }

    /// `text` line by line, split into comment and code. Swift's and C's comments (`//`,
    /// `/* … */`, nested in Swift), strings (`"…"`, Swift's `"""…"""`) and C's character
    /// literals are told apart; what a string holds is neither comment nor code.
    static func lines(of text: String, isSwift: Bool) -> [Line] {
        enum State { case code, lineComment, blockComment(depth: Int), string(multiline: Bool), character }
        let characters = Array(text)
        var lines = [Line(number: 1)]
        var state = State.code
        var index = 0
        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                if case .lineComment = state { state = .code }
                lines.append(Line(number: lines.count + 1))
                index += 1
                continue
            }
            var advance = 1
            switch state {
            case .code:
                if character == "/", at(1) == "/" {
                    state = .lineComment
                    advance = 2
                } else if character == "/", at(1) == "*" {
                    state = .blockComment(depth: 1)
                    advance = 2
                } else if character == "\"" {
                    let multiline = isSwift && at(1) == "\"" && at(2) == "\""
                    state = .string(multiline: multiline)
                    advance = multiline ? 3 : 1
                } else if character == "'", !isSwift {
                    state = .character
                } else {
                    lines[lines.count - 1].code.append(character)
                }
            case .lineComment:
                lines[lines.count - 1].comment.append(character)
            case let .blockComment(depth):
                if character == "*", at(1) == "/" {
                    state = depth == 1 ? .code : .blockComment(depth: depth - 1)
                    advance = 2
                    lines[lines.count - 1].comment.append(" ")
                } else if isSwift, character == "/", at(1) == "*" {
                    state = .blockComment(depth: depth + 1)
                    advance = 2
                } else {
                    lines[lines.count - 1].comment.append(character)
                }
            case let .string(multiline):
                if character == "\\" {
                    advance = 2
                } else if character == "\"", !multiline || (at(1) == "\"" && at(2) == "\"") {
                    state = .code
                    advance = multiline ? 3 : 1
                }
            case .character:
                if character == "\\" {
                    advance = 2
                } else if character == "'" {
                    state = .code
                }
            }
            index += advance
        }
        return lines
    }

    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (0..<match.numberOfRanges).map { group in
                Range(match.range(at: group), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    // MARK: The entries

    /// The entries' names: `GtkVersions.name` and `GLibFlags.name` for the Swift files'
    /// members, the bare name for the C headers' functions.
    static func entries() throws -> Set<String> {
        var names: Set<String> = []
        for (file, type) in [("Sources/GtkHelpers/GtkVersions.swift", "GtkVersions"),
                             ("Sources/GtkHelpers/GLibVersions.swift", "GLibFlags")] {
            for match in try matches(#"package (?:static )?(?:var|func|let|enum) (\w+)"#, in: try read(file)) {
                names.insert("\(type).\(match[1])")
            }
        }
        for file in ["Sources/CBottomSheet/include/gtk-versions.h", "Sources/CGtk/glib-versions.h"] {
            for match in try matches(#"\b(bs_\w+)\s*\("#, in: try read(file)) { names.insert(match[1]) }
        }
        return names
    }

    /// The entries `comment` names, each `GtkVersions.x`, `GLibFlags.x` or C function
    /// written there, whether it exists or not.
    static func namedEntries(in comment: String) throws -> [String] {
        try matches(#"\b(?:GtkVersions|GLibFlags)\.\w+|\bbs_\w+"#, in: comment).map { $0[0] }
    }

    /// What is wrong in `file`'s lines: a version named with no entry on its line, an
    /// entry named that does not exist, a version asked for in code.
    static func problems(in file: String, entries: Set<String>) throws -> [String] {
        var problems: [String] = []
        for line in lines(of: try read(file), isSwift: file.hasSuffix(".swift")) {
            let named = try namedEntries(in: line.comment)
            let missing = named.filter { $0.contains(".") && !entries.contains($0) }
            for name in missing {
                problems.append("\(file):\(line.number): names \(name), which no version file has")
            }
            let versions = try matches(versionPattern, in: line.comment).map { $0[0] }
            if !versions.isEmpty, !named.contains(where: entries.contains) {
                problems.append(
                    "\(file):\(line.number): names GTK or GLib \(versions.joined(separator: ", ")) with no version "
                        + "entry on the line (a way around one version's behaviour belongs in the version files): "
                        + line.comment.trimmingCharacters(in: CharacterSet(charactersIn: "/*").union(.whitespaces)))
            }
            for query in try matches(versionQueryPattern, in: line.code) {
                problems.append("\(file):\(line.number): asks for the version (\(query[0])): only the version files do")
            }
        }
        return problems
    }

    // MARK: The tests

    @Test func noVersionIsNamedOrAskedForOutsideTheVersionFiles() throws {
        let entries = try Self.entries()
        #expect(entries.contains("GtkVersions.moveFocusOut") && entries.contains("bs_repeat_node_new"),
                "the entries were read: \(entries.sorted())")
        let files = Self.sources(under: Self.libraryFolders).filter { !Self.versionFiles.contains($0) }
        #expect(files.contains("Sources/BottomSheet/Driver/SheetDriver.swift")
                    && files.contains("Sources/CBottomSheet/bottom-sheet.c"), "the sources were found: \(files)")
        for file in files {
            for problem in try Self.problems(in: file, entries: entries) {
                Issue.record(Comment(rawValue: problem))
            }
        }
    }

    /// The checks above catch what they are for: a remark of each kind, and a call, in a
    /// made-up source.
    @Test func aVersionNamedWithoutItsEntryOrAskedForInCodeIsFound() throws {
        let entries: Set<String> = ["GtkVersions.listHasRows", "bs_repeat_node_new"]
        func found(_ source: String, swift: Bool = true) throws -> [String] {
            try Self.lines(of: source, isSwift: swift).flatMap { line in
                let versions = try Self.matches(Self.versionPattern, in: line.comment)
                let named = try Self.namedEntries(in: line.comment)
                let unnamed = !versions.isEmpty && !named.contains(where: entries.contains)
                return (unnamed ? ["\(line.number) version"] : [])
                    + named.filter { $0.contains(".") && !entries.contains($0) }.map { "\(line.number) \($0)" }
                    + (try Self.matches(Self.versionQueryPattern, in: line.code)).map { "\(line.number) \($0[0])" }
            }
        }
        #expect(try found("// GTK 4.10 warns here\nlet x = 1") == ["1 version"])
        #expect(try found("/// since 4.8: the list (`GtkVersions.listHasRows`)") == [])
        #expect(try found("// GTK 4.8 (`GtkVersions.noSuchEntry`)") == ["1 version", "1 GtkVersions.noSuchEntry"])
        #expect(try found("let a = 4.5 // half of 9\nlet b = \"GTK 4.8\"") == [])
        #expect(try found("/* GTK\n * 4.18 draws it so */\nint x;", swift: false) == ["2 version"])
        #expect(try found("/* as GTK 4.24 does (bs_repeat_node_new) */", swift: false) == [])
        #expect(try found("x = \"/* 4.8 */\"; // GLib 2.84's flags") == ["1 version"])
        #expect(try found("if gtk_get_minor_version() > 18 {}") == ["1 gtk_get_minor_version"])
        #expect(try found("#if GTK_CHECK_VERSION (4, 10, 0)\n#endif", swift: false) == ["1 GTK_CHECK_VERSION"])
        #expect(try found("let css = \"\"\"\n/* 4.8 */ a { }\n\"\"\"\n// ok") == [])
    }

    /// Every test a version file names as showing an entry (`SuiteTests.testName`, or a
    /// pytest `test_name`) is a test of that name.
    @Test func theTestsTheEntriesNameExist() throws {
        let swiftTests = try Self.sources(under: ["Tests"]).filter { $0.hasSuffix(".swift") }.map(Self.read)
        let pythonFolder = TestOutput.packageRoot.appendingPathComponent("Tests/AccessibilityTests")
        let pythonTests = try FileManager.default.contentsOfDirectory(at: pythonFolder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "py" }
            .map { try String(contentsOf: $0, encoding: .utf8) }
        var named = 0
        for file in Self.versionFiles.sorted() {
            let text = try Self.read(file)
            for match in try Self.matches(#"\b([A-Z]\w*Tests)\.(?!swift\b)([a-z]\w*)"#, in: text) {
                let (suite, test) = (match[1], match[2])
                let suites = swiftTests.filter { $0.contains("struct \(suite) ") || $0.contains("extension \(suite) ") }
                #expect(suites.contains { $0.contains("func \(test)(") },
                        "\(file) names \(suite).\(test), which is no function of \(suite)")
                named += 1
            }
            for match in try Self.matches(#"\b(test_\w+)(?!\w|\.py)"#, in: text) {
                #expect(pythonTests.contains { $0.contains("def \(match[1])(") },
                        "\(file) names \(match[1]), which no test in Tests/AccessibilityTests defines")
                named += 1
            }
        }
        #expect(named >= 20, "the version files name \(named) tests")
    }
}
