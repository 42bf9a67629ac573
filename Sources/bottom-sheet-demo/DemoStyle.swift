import CGtk
import Foundation

/// Loads the demo's CSS (`data/demo.css`): installed under
/// `<prefix>/share/bottom-sheet-demo/`, or found in the source tree when the demo runs
/// from a build. `BOTTOM_SHEET_DEMO_DATA` names another folder.
@MainActor
enum DemoStyle {
    static func load() {
        guard let path = cssPath(), let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_path(provider, path)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }

    private static func cssPath() -> String? {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates: [URL] = []
        if let folder = ProcessInfo.processInfo.environment["BOTTOM_SHEET_DEMO_DATA"] {
            candidates.append(URL(fileURLWithPath: folder))
        }
        candidates.append(executable.deletingLastPathComponent()
            .appendingPathComponent("../share/bottom-sheet-demo").standardized)
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../data").standardized)
        return candidates.map { $0.appendingPathComponent("demo.css").path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
