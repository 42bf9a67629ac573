import Foundation

/// `test-output/` at the package root (gitignored): PNGs and logs from test runs.
enum TestOutput {
    static var directory: URL { packageRoot.appendingPathComponent("test-output", isDirectory: true) }

    /// The package's root folder.
    static var packageRoot: URL {
        // This file is <root>/Tests/BottomSheetTests/Harness/TestOutput.swift.
        // Located from the source rather than the working directory, which
        // differs between `swift test`, an IDE and meson.
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Harness
            .deletingLastPathComponent()  // BottomSheetTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
    }

    /// The path for a file named `name` in the directory, creating the directory.
    static func file(named name: String) throws -> URL {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent(name, isDirectory: false)
    }
}
