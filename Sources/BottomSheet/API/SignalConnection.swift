import CBottomSheet
import CGtk

/// A signal handler connected by `BottomSheet`; `disconnect()` removes it. The closure
/// is released when the handler is disconnected or the object is finalized.
@MainActor
public struct SignalConnection {
    let instance: OpaquePointer
    let handlerID: gulong

    public func disconnect() {
        let pointer = UnsafeMutableRawPointer(instance)
        if g_signal_handler_is_connected(pointer, handlerID) != 0 {
            g_signal_handler_disconnect(pointer, handlerID)
        }
    }

    /// Connects `handler` to a signal whose C handler takes only the instance and user
    /// data (`clicked`, `activate`, `value-changed`, `closed` …), on any GObject.
    @discardableResult
    public static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        connect(OpaquePointer(instance), signal, VoidHandlerBox(handler))
    }

    /// Connects `handler` to `notify::property` of any GObject.
    @discardableResult
    public static func onNotify(
        _ instance: UnsafeMutableRawPointer, _ property: String, _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        connect(OpaquePointer(instance), "notify::\(property)", NotifyHandlerBox(handler))
    }

    static func connect(_ instance: OpaquePointer, _ signal: String, _ box: some SignalHandlerBox) -> SignalConnection {
        let data = Unmanaged.passRetained(box as AnyObject).toOpaque()
        let id = g_signal_connect_data(
            UnsafeMutableRawPointer(instance), signal, box.trampoline, data, releaseBox, GConnectFlags(0))
        return SignalConnection(instance: instance, handlerID: id)
    }
}

/// The destroy notify of every connection: lets go of the closure's box.
private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// A closure plus the C trampoline GTK calls for its signal's signature.
protocol SignalHandlerBox: AnyObject {
    var trampoline: GCallback { get }
}

final class VoidHandlerBox: SignalHandlerBox {
    let handler: @MainActor () -> Void
    init(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }
    var trampoline: GCallback { unsafeBitCast(voidTrampoline, to: GCallback.self) }
}

final class NotifyHandlerBox: SignalHandlerBox {
    let handler: @MainActor () -> Void
    init(_ handler: @escaping @MainActor () -> Void) { self.handler = handler }
    var trampoline: GCallback { unsafeBitCast(notifyTrampoline, to: GCallback.self) }
}

final class DetentHandlerBox: SignalHandlerBox {
    let handler: @MainActor (Detent) -> Void
    init(_ handler: @escaping @MainActor (Detent) -> Void) { self.handler = handler }
    var trampoline: GCallback { unsafeBitCast(detentTrampoline, to: GCallback.self) }
}

private let voidTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    let data = Unchecked(data)
    MainActor.assumeIsolated {
        (Unmanaged<AnyObject>.fromOpaque(data.value!).takeUnretainedValue() as! VoidHandlerBox).handler()
    }
}

private let notifyTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    let data = Unchecked(data)
    MainActor.assumeIsolated {
        (Unmanaged<AnyObject>.fromOpaque(data.value!).takeUnretainedValue() as! NotifyHandlerBox).handler()
    }
}

private let detentTrampoline: @convention(c) (gpointer?, UInt32, gpointer?) -> Void = { _, detent, data in
    let data = Unchecked(data)
    MainActor.assumeIsolated {
        let box = Unmanaged<AnyObject>.fromOpaque(data.value!).takeUnretainedValue() as! DetentHandlerBox
        box.handler(Detent(BsDetent(rawValue: detent)) ?? .dismissed)
    }
}
