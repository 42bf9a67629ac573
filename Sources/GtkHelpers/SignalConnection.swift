import CGtk

/// A signal handler connected to a GObject: it stays connected as long as this token
/// lives, and is disconnected when the token is released (or `disconnect()` is called).
/// The closure is released when the handler is disconnected or the object finalized.
///
/// Keep the token where the handler's work belongs (a property of the object that
/// reacts); a token that is not kept disconnects at once. `BottomSheet`'s `on…` methods
/// return one; connecting to any other GObject is for this package's own demo and
/// benchmark (`package` access), not part of the library's API.
@MainActor
public final class SignalConnection {
    private var handlerID: gulong
    /// A weak reference to the instance: a token may outlive the object it watched.
    private let instanceSlot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)

    init(instance: UnsafeMutableRawPointer, handlerID: gulong) {
        self.handlerID = handlerID
        instanceSlot.initialize(to: instance)
        g_object_add_weak_pointer(instance.assumingMemoryBound(to: GObject.self), instanceSlot)
    }

    isolated deinit {
        disconnect()
        if let object = instanceSlot.pointee {
            g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), instanceSlot)
        }
        instanceSlot.deallocate()
    }

    /// Disconnects the handler now; releasing the token does the same.
    public func disconnect() {
        guard handlerID != 0, let object = instanceSlot.pointee else { return }
        if g_signal_handler_is_connected(object, handlerID) != 0 {
            g_signal_handler_disconnect(object, handlerID)
        }
        handlerID = 0
    }

    /// Keeps this connection until the object it watches is finalized, for a handler
    /// that belongs to the object itself (a button's own action), and returns nothing to
    /// keep.
    package func keptForTheObjectsLife() {
        guard let object = instanceSlot.pointee?.assumingMemoryBound(to: GObject.self) else { return }
        // The weak reference below says when the object goes; the weak pointer goes now.
        // Both at once would race: GLib may call the weak reference first (a weak
        // reference removed before them reorders the rest), freeing the token, whose slot
        // the weak pointer's notify would then write to.
        g_object_remove_weak_pointer(object, instanceSlot)
        g_object_weak_ref(object, releaseKeptConnection, Unmanaged.passRetained(self).toOpaque())
    }

    /// The object a kept connection watched is going (`keptForTheObjectsLife`): its
    /// handlers go with it, and there is no weak pointer left to remove.
    fileprivate func objectWent() {
        instanceSlot.pointee = nil
        handlerID = 0
    }

    /// Keeps this connection as long as `object` keeps it under `key`: until the object
    /// is finalized or another connection is kept under the same key, which disconnects
    /// this one. For a handler on another object (a widget's parent) that belongs to
    /// `object`, as `g_signal_connect_object` does, and that a new one replaces.
    package func kept(by object: UnsafeMutableRawPointer, as key: String) {
        g_object_set_data_full(
            object.assumingMemoryBound(to: GObject.self), key, Unmanaged.passRetained(self).toOpaque(),
            releaseDataConnection)
    }

    /// Connects `handler` to a signal whose C handler takes only the instance and user
    /// data (`clicked`, `activate`, `value-changed`, `closed` …), on any GObject; `after`
    /// runs it after the class's own handler (`G_CONNECT_AFTER`).
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, after: Bool = false,
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        connect(instance, signal, Box(handler), voidTrampoline, after: after)
    }

    /// Connects `handler` to `notify::property` of any GObject; `after` as in `connect`.
    package static func onNotify(
        _ instance: UnsafeMutableRawPointer, _ property: String, after: Bool = false,
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection {
        connect(instance, "notify::\(property)", Box(handler), notifyTrampoline, after: after)
    }

    /// Connects `handler` to a signal with one enum or unsigned argument (`detent-changed`).
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (UInt32) -> Void
    ) -> SignalConnection {
        connect(instance, signal, Box(handler), uintTrampoline)
    }

    /// Connects `handler` to a signal with a double and an enum argument (`released`).
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (Double, UInt32) -> Void
    ) -> SignalConnection {
        connect(instance, signal, Box(handler), doubleAndUIntTrampoline)
    }

    /// Connects `handler` to a signal with one object argument (GtkSignalListItemFactory's
    /// `setup` and `bind`, whose argument is the list item).
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer) -> Void
    ) -> SignalConnection {
        connect(instance, signal, Box(handler), objectTrampoline)
    }

    /// Connects `handler` to a signal with two doubles (GtkGestureDrag's `drag-begin`,
    /// `drag-update` and `drag-end`: a point or an offset).
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Void
    ) -> SignalConnection {
        connect(instance, signal, Box(handler), twoDoublesTrampoline)
    }

    /// Connects `handler` to a signal with two doubles whose handler says whether it took
    /// the event (GtkEventControllerScroll's `scroll`).
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (Double, Double) -> Bool
    ) -> SignalConnection {
        connect(instance, signal, Box(handler), twoDoublesClaimingTrampoline)
    }

    /// Connects `handler` to a signal with a count and a point (GtkGestureClick's
    /// `pressed` and `released`).
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping @MainActor (Int32, Double, Double) -> Void
    ) -> SignalConnection {
        connect(instance, signal, Box(handler), countAndPointTrampoline)
    }

    /// Connects `handler` to a signal whose argument is an event sequence, maybe none
    /// (GtkGesture's `cancel`).
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping @MainActor (OpaquePointer?) -> Void
    ) -> SignalConnection {
        connect(instance, signal, Box(handler), sequenceTrampoline)
    }

    /// Connects `handler` to GtkEventControllerKey's `key-pressed` (key value, key code,
    /// modifiers); it says whether it took the key.
    package static func connect(
        _ instance: UnsafeMutableRawPointer, _ signal: String,
        _ handler: @escaping @MainActor (guint, guint, GdkModifierType) -> Bool
    ) -> SignalConnection {
        connect(instance, signal, Box(handler), keyTrampoline)
    }

    private static func connect<Handler>(
        _ instance: UnsafeMutableRawPointer, _ signal: String, _ box: Box<Handler>, _ trampoline: some Any,
        after: Bool = false
    ) -> SignalConnection {
        let data = Unmanaged.passRetained(box).toOpaque()
        let id = g_signal_connect_data(
            instance, signal, unsafeBitCast(trampoline, to: GCallback.self), data, releaseBox,
            after ? GLibFlags.connectAfter : GLibFlags.connectDefault)
        return SignalConnection(instance: instance, handlerID: id)
    }
}

/// A closure, kept by GLib for the handler's life (a signal's, a tick callback's, an idle's).
final class Box<Handler> {
    let handler: Handler
    init(_ handler: Handler) { self.handler = handler }
}

/// The destroy notify of every connection: lets go of the closure's box.
private let releaseBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

func box<Handler>(_ data: gpointer?, _: Handler.Type) -> Box<Handler> {
    Unmanaged<Box<Handler>>.fromOpaque(data!).takeUnretainedValue()
}

private let voidTrampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    fromGtk(data) { box($0, (@MainActor () -> Void).self).handler() }
}

private let notifyTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    fromGtk(data) { box($0, (@MainActor () -> Void).self).handler() }
}

private let uintTrampoline: @convention(c) (gpointer?, UInt32, gpointer?) -> Void = { _, argument, data in
    fromGtk(data) { box($0, (@MainActor (UInt32) -> Void).self).handler(argument) }
}

private let doubleAndUIntTrampoline: @convention(c) (gpointer?, Double, UInt32, gpointer?) -> Void = {
    _, number, argument, data in
    fromGtk(data) { box($0, (@MainActor (Double, UInt32) -> Void).self).handler(number, argument) }
}

private let objectTrampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
    fromGtk((argument!, data)) { box($0.1, (@MainActor (UnsafeMutableRawPointer) -> Void).self).handler($0.0) }
}

private let twoDoublesTrampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
    fromGtk(data) { box($0, (@MainActor (Double, Double) -> Void).self).handler(x, y) }
}

private let twoDoublesClaimingTrampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = {
    _, x, y, data in
    fromGtk(data) { box($0, (@MainActor (Double, Double) -> Bool).self).handler(x, y) ? 1 : 0 }
}

private let countAndPointTrampoline: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = {
    _, count, x, y, data in
    fromGtk(data) { box($0, (@MainActor (Int32, Double, Double) -> Void).self).handler(count, x, y) }
}

private let sequenceTrampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, sequence, data in
    fromGtk((sequence, data)) { box($0.1, (@MainActor (OpaquePointer?) -> Void).self).handler($0.0) }
}

private let keyTrampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
    _, keyval, keycode, modifiers, data in
    fromGtk(data) {
        box($0, (@MainActor (guint, guint, GdkModifierType) -> Bool).self).handler(keyval, keycode, modifiers) ? 1 : 0
    }
}

/// The weak-reference notify of `keptForTheObjectsLife`: the object is going, and the
/// connection with it.
private let releaseKeptConnection: GWeakNotify = { data, _ in
    guard let data else { return }
    fromGtk(data) { data in
        let kept = Unmanaged<SignalConnection>.fromOpaque(data)
        kept.takeUnretainedValue().objectWent()
        kept.release()
    }
}

/// The destroy notify of `kept(by:as:)`: the object let go of the connection (replaced,
/// or finalized), which disconnects it.
private let releaseDataConnection: GDestroyNotify = { data in
    guard let data else { return }
    fromGtk(data) { Unmanaged<SignalConnection>.fromOpaque($0).release() }
}
