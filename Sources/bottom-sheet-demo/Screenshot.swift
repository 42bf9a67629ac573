import BottomSheet
import CGtk
import GtkHelpers
import WidgetSnapshot

/// `--screenshot FILE`: once the window is shown and its sheet rests (or at the time
/// `--screenshot-at` gives, moving or not), writes the window's contents to FILE and
/// quits. Gives up after 20 seconds.
@MainActor
final class Screenshot {
    private let path: String
    private let window: DemoWindow
    private let application: UnsafeMutablePointer<GtkApplication>
    private let started = g_get_monotonic_time()
    private let time: Double?
    private(set) var failure: String?

    init(path: String, at time: Double?, window: DemoWindow, application: UnsafeMutablePointer<GtkApplication>) {
        self.path = path
        self.time = time
        self.window = window
        self.application = application
    }

    /// Checks every 50 ms; a few checks in a row must find the sheet at rest, so that
    /// a move the layout starts just after showing is not missed.
    func start() {
        if let time {
            Timer.every(milliseconds: UInt32(time * 1000)) { [self] in
                capture()
                return false
            }
            return
        }
        var restingChecks = 0
        Timer.every(milliseconds: 50) { [self] in
            let shown = gtk_widget_get_mapped(window.body) != 0
            restingChecks = shown && window.sheetsAreAtRest ? restingChecks + 1 : 0
            if restingChecks >= 4 {
                capture()
                return false
            }
            if g_get_monotonic_time() - started > 20_000_000 {
                failure = translated("the sheet did not come to rest within 20 seconds")
                g_application_quit(asGApplication(application))
                return false
            }
            return true
        }
    }

    private func capture() {
        do {
            try WidgetSnapshot.savePNG(of: window.body, to: path)
            print(geometryLine)
        } catch {
            failure = "\(error)"
        }
        g_application_quit(asGApplication(application))
    }
}

extension Screenshot {
    /// Where the sheet is in the picture, for tests and scripts: the detent, the sheet's
    /// visible height and the sheet host's height and top, in logical pixels, and how
    /// many pages it has (1: its child alone), and where it is shown (bottom or side; in
    /// side presentation `height` is how far across the panel is shown), e.g.
    /// `sheet detent=expanded height=377 host-top=46 host-height=754 modal=true pages=1 presentation=bottom`.
    var geometryLine: String {
        let sheet = window.sheet
        var origin = graphene_point_t(x: 0, y: 0)
        var top = graphene_point_t()
        _ = gtk_widget_compute_point(sheet.widget, window.body, &origin, &top)
        return "sheet detent=\(sheet.detent) height=\(Int(sheet.sheetHeight.rounded()))"
            + " host-top=\(Int(top.y.rounded())) host-height=\(gtk_widget_get_height(sheet.widget))"
            + " modal=\(sheet.isModal)" + " pages=\(sheet.pageCount)"
            + " presentation=\(sheet.currentPresentation)"
    }
}

/// GLib timeouts with a Swift closure; the closure is released when the source is removed.
@MainActor
enum Timer {
    private final class Box {
        let tick: @MainActor () -> Bool
        init(_ tick: @escaping @MainActor () -> Bool) { self.tick = tick }
    }

    /// Calls `tick` every `milliseconds` while it returns true.
    static func every(milliseconds: UInt32, _ tick: @escaping @MainActor () -> Bool) {
        let box = Unmanaged.passRetained(Box(tick)).toOpaque()
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, { data in
            fromGtk(data!) { Unmanaged<Box>.fromOpaque($0).takeUnretainedValue().tick() ? 1 : 0 }
        }, box, { data in Unmanaged<Box>.fromOpaque(data!).release() })
    }
}
