import BottomSheet
import CAdw
import CGtk
import GtkHelpers
import Foundation

/// The standalone demo: every behaviour of the sheet, one scenario at a time, in a
/// libadwaita application (AdwApplication loads libadwaita's style and its style manager).
@MainActor
final class DemoApplication {
    let options: DemoOptions
    let application: UnsafeMutablePointer<GtkApplication>
    private var window: DemoWindow?
    private var screenshot: Screenshot?

    init(options: DemoOptions) {
        self.options = options
        // Non-unique: several demos (and screenshot runs) may run side by side.
        let adwApplication = adw_application_new("io.github.bottomsheet.Demo", GLibFlags.applicationNonUnique)!
        application = UnsafeMutableRawPointer(adwApplication).assumingMemoryBound(to: GtkApplication.self)
        SignalConnection.connect(UnsafeMutableRawPointer(application), "activate") { self.activate() }.keptForTheObjectsLife()
    }

    func run() -> Int32 {
        let status = g_application_run(asGApplication(application), 0, nil)
        if let failure = screenshot?.failure {
            FileHandle.standardError.write(Data("bottom-sheet-demo: \(failure)\n".utf8))
            return 1
        }
        return status
    }

    private func activate() {
        if let window {
            gtk_window_present(asWindow(window.window))
            return
        }
        // After GTK's start-up, which sets the direction from the locale.
        if options.rightToLeft { gtk_widget_set_default_direction(GTK_TEXT_DIR_RTL) }
        DemoStyle.load()
        // libadwaita's way to a dark style (it warns about GTK's own setting).
        if options.dark { adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_DARK) }
        let window = DemoWindow(application: application, options: options)
        self.window = window
        if let path = options.screenshot {
            // No window manager draws decorations in screenshot runs; keep it plain.
            gtk_window_set_decorated(asWindow(window.window), 0)
            gtk_widget_add_css_class(window.window, "screenshot")
            let screenshot = Screenshot(path: path, at: options.screenshotTime, window: window, application: application)
            self.screenshot = screenshot
            screenshot.start()
        }
        if FirstFrameReport.isRequested { FirstFrameReport.arm(window.window) }
        gtk_window_present(asWindow(window.window))
        window.startSheets(overriding: options.detent, openingPage: options.opensPage, openingDetails: options.opensDetails)
    }
}

// The user's language for --help and for errors in the options, before GTK starts (which
// would set it too).
setlocale(LC_ALL, "")
let arguments = Array(CommandLine.arguments.dropFirst())
let options: DemoOptions
do {
    options = try DemoOptions(arguments: arguments)
} catch {
    FileHandle.standardError.write(Data("bottom-sheet-demo: \(error)\n".utf8))
    exit(2)
}
if options.showHelp {
    print(DemoOptions.usage)
    exit(0)
}
// Both must be set before GTK starts.
if options.scale != 1 { setenv("GDK_SCALE", String(options.scale), 1) }
g_set_prgname("bottom-sheet-demo")
g_set_application_name(translated("Bottom Sheet"))
let status = MainActor.assumeIsolated { DemoApplication(options: options).run() }
exit(status)
