import Foundation
import PackagePlugin

/// Compiles the translations in `po/` for `swift build` (scripts/compile-translations.sh),
/// so that the demo and every other program built by SwiftPM speak the user's language
/// when run from the build folder. meson builds and installs them on its own
/// (po/meson.build).
///
/// One command whose declared output is a Swift file naming the folder of `.mo` files: a
/// declared `.mo` output would become a SwiftPM resource, copied flat into a bundle,
/// where gettext cannot find it (it looks for `<language>/LC_MESSAGES/<domain>.mo`).
@main
struct CompileTranslations: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let poDirectory = package.appending(path: "po")
        let script = package.appending(path: "scripts/compile-translations.sh")
        let linguas = poDirectory.appending(path: "LINGUAS")
        let languages = try String(contentsOf: linguas, encoding: .utf8)
            .split(whereSeparator: \.isNewline)
            .map { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0] }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let poFiles = languages.map { poDirectory.appending(path: "\($0).po") }
        let localeDirectory = context.pluginWorkDirectoryURL.appending(path: "locale")
        let swiftFile = context.pluginWorkDirectoryURL.appending(path: "BuildTreeLocaleDirectory.swift")
        return [
            .buildCommand(
                displayName: "Compiling translations (\(languages.joined(separator: ", ")))",
                executable: URL(fileURLWithPath: "/bin/bash"),
                arguments: [script.path, poDirectory.path, localeDirectory.path, swiftFile.path],
                inputFiles: [script, linguas] + poFiles,
                outputFiles: [swiftFile])
        ]
    }
}
