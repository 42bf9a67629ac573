import CBottomSheet
import CGtk
import GtkHelpers

/// Connects Swift closures to any GObject signal, for tests that act from inside a
/// handler (destroy the window, drop the sheet, reopen it) at the exact moment GTK or
/// the sheet emits it.
///
/// The handler is connected swapped, so its user data (the closure's box) comes first
/// whatever the signal's own arguments are, and they are not read. The box is retained
/// by the connection and released by GLib when the handler goes (at disconnect or when
/// the object is finalized): the closure must not keep the object alive.
@MainActor
enum SignalHandlers {
    private final class Box {
        let body: @MainActor () -> Void
        init(_ body: @escaping @MainActor () -> Void) { self.body = body }
    }

    /// Runs `body` each time `instance` emits `signal` (e.g. "closed", "notify::sheet-height").
    @discardableResult
    static func on(_ instance: OpaquePointer, _ signal: String, _ body: @escaping @MainActor () -> Void) -> gulong {
        let handler: @convention(c) (gpointer?) -> Void = { data in
            fromGtk(data) { data in
                guard let data else { return }
                Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().body()
            }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).release()
        }
        return g_signal_connect_data(
            UnsafeMutableRawPointer(instance), signal, unsafeBitCast(handler, to: GCallback.self),
            Unmanaged.passRetained(Box(body)).toOpaque(), release, GLibFlags.connectSwapped)
    }
}
