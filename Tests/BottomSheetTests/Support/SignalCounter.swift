import CBottomSheet
import CGtk
import GtkHelpers

/// Counts the emissions of one signal of a GObject.
///
/// Connected with `g_signal_connect_data`: the handler's user data is this box, retained
/// for as long as the handler exists and released by the destroy notify when GLib drops
/// the handler (at disconnect or when the object is finalized). The test keeps its own
/// reference to read the count.
@MainActor
final class SignalCounter {
    let signal: String
    private(set) var count = 0

    private init(signal: String) {
        self.signal = signal
    }

    /// Counts `signal` of `instance`, a signal whose handler takes no arguments besides
    /// the instance (`closed`, `close-attempt`, `clicked`…).
    static func connect(_ instance: OpaquePointer, _ signal: String) -> SignalCounter {
        connect(UnsafeMutableRawPointer(instance), signal)
    }

    static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String) -> SignalCounter {
        let counter = SignalCounter(signal: signal)
        let data = Unmanaged.passRetained(counter).toOpaque()
        let handler: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            fromGtk(data) { data in
                guard let data else { return }
                Unmanaged<SignalCounter>.fromOpaque(data).takeUnretainedValue().count += 1
            }
        }
        let release: @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
            guard let data else { return }
            Unmanaged<SignalCounter>.fromOpaque(data).release()
        }
        // An unknown signal name makes GLib log a warning, which fails the test.
        g_signal_connect_data(
            instance, signal, unsafeBitCast(handler, to: GCallback.self), data, release, GLibFlags.connectDefault)
        return counter
    }
}
