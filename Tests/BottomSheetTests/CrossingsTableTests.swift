import Foundation
import Testing

/// The table of where C and Swift meet (docs/architecture.md, "How the two faces meet") is exactly the
/// functions that the headers Swift reads from the C half declare and that the Swift half
/// defines (`@_cdecl`: C calls Swift) or calls (Swift calls C), each with its direction
/// and header: a crossing added, removed or moved shows here.
struct CrossingsTableTests {
    struct Crossing: Hashable, CustomStringConvertible {
        var function: String
        var direction: String
        var header: String
        var description: String { "\(function) (\(direction), \(header))" }
    }

    static let headers = ["bs-swift-bridge.h", "sheet-parts.h", "render-nodes.h", "gtk-versions.h"]

    static func read(_ path: String) throws -> String {
        try String(contentsOf: TestOutput.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    static func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
        }
    }

    /// The rows of the table in docs/architecture.md.
    static func table() throws -> Set<Crossing> {
        let page = try read("docs/architecture.md")
        let start = try #require(page.range(of: "\n## How the two faces meet\n"))
        let end = page.range(of: "\n## ", range: start.upperBound..<page.endIndex)?.lowerBound ?? page.endIndex
        let section = String(page[start.upperBound..<end])
        return Set(try matches(#"^\| `(\w+)` \| (C → Swift|Swift → C) \| `([\w.-]+)` \|"#, in: section).map {
            Crossing(function: $0[0], direction: $0[1], header: $0[2])
        })
    }

    /// The crossings the headers and the Swift half's sources make.
    static func crossings() throws -> Set<Crossing> {
        let folder = TestOutput.packageRoot.appendingPathComponent("Sources/BottomSheet")
        var swift = ""
        for case let file as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)!
        where file.pathExtension == "swift" {
            swift += try String(contentsOf: file, encoding: .utf8) + "\n"
        }
        let defined = Set(try matches(#"@_cdecl\("(\w+)"\)"#, in: swift).map { $0[0] })
        let named = Set(try matches(#"\b(bs_[a-z0-9_]+)\b"#, in: swift).map { $0[0] })
        var result = Set<Crossing>()
        for header in headers {
            // Declarations only: the comments name functions too.
            let code = try read("Sources/CBottomSheet/include/\(header)")
                .replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
            for function in Set(try matches(#"\b(bs_[a-z0-9_]+)\s*\("#, in: code).map({ $0[0] }))
            where defined.contains(function) || named.contains(function) {
                result.insert(Crossing(
                    function: function, direction: defined.contains(function) ? "C → Swift" : "Swift → C", header: header))
            }
        }
        // Every function Swift defines for C is declared in the bridge.
        for function in defined {
            #expect(result.contains { $0.function == function }, "\(function) is defined in Swift but in no header")
        }
        return result
    }

    @Test func theArchitecturePagesTableIsEveryCrossingOfTheHeadersAndTheSwiftHalf() throws {
        let table = try Self.table()
        let crossings = try Self.crossings()
        #expect(crossings.count > 30, "the headers were not read")
        for missing in crossings.subtracting(table).sorted(by: { $0.function < $1.function }) {
            Issue.record("not in docs/architecture.md's table: \(missing)")
        }
        for stale in table.subtracting(crossings).sorted(by: { $0.function < $1.function }) {
            Issue.record("in docs/architecture.md's table but no crossing: \(stale)")
        }
    }
}
