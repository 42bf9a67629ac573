import CGtk

/// The main loop's other callbacks as Swift closures, kept the way `SignalConnection`
/// keeps a handler: boxed, and let go by GLib's destroy notify when the callback goes.
@MainActor
package enum MainLoopCallbacks {
    /// Adds `tick` to `widget`'s frame clock (`gtk_widget_add_tick_callback`): it runs
    /// once a frame with the frame clock, until it returns false or is removed by the id
    /// returned.
    package static func addTick(
        to widget: UnsafeMutablePointer<GtkWidget>, _ tick: @escaping @MainActor (OpaquePointer) -> Bool
    ) -> guint {
        gtk_widget_add_tick_callback(
            widget, tickTrampoline, Unmanaged.passRetained(Box(tick)).toOpaque(), releaseBoxedCallback)
    }

    /// Runs `work` once from an idle at `priority`; the id returned removes it before it runs.
    package static func idleOnce(priority: Int32 = G_PRIORITY_DEFAULT, _ work: @escaping @MainActor () -> Void) -> guint {
        g_idle_add_full(priority, idleTrampoline, Unmanaged.passRetained(Box(work)).toOpaque(), releaseBoxedCallback)
    }
}

/// The destroy notify of a tick callback or an idle: lets go of the closure's box.
private let releaseBoxedCallback: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

private let tickTrampoline: GtkTickCallback = { _, clock, data in
    fromGtk((clock!, data)) { box($0.1, (@MainActor (OpaquePointer) -> Bool).self).handler($0.0) ? 1 : 0 }
}

private let idleTrampoline: GSourceFunc = { data in
    fromGtk(data) { box($0, (@MainActor () -> Void).self).handler() }
    return 0
}
