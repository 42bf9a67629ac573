import CGtk
import GtkHelpers

/// The handlers the driver connects on the host's and its parts' signals and
/// controllers, each with the driver as its data: disconnected all at once at the
/// host's dispose, or those on one object when it is replaced (the handle's touchpad
/// controller).
@MainActor
final class DriverHandlers {
    private var handlers: [(instance: UnsafeMutableRawPointer, id: gulong)] = []

    /// Connects `callback` to `signal` of `instance`, with `data`.
    func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback, data: gpointer) {
        let id = g_signal_connect_data(instance, signal, callback, data, nil, GLibFlags.connectDefault)
        handlers.append((instance, id))
    }

    /// Disconnects the handlers on `instance`.
    func disconnect(from instance: UnsafeMutableRawPointer) {
        for handler in handlers where handler.instance == instance {
            g_signal_handler_disconnect(handler.instance, handler.id)
        }
        handlers.removeAll { $0.instance == instance }
    }

    /// Disconnects every handler.
    func disconnectAll() {
        for handler in handlers { g_signal_handler_disconnect(handler.instance, handler.id) }
        handlers = []
    }
}
