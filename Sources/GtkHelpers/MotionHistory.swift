import CGtk

/// The pointer positions GTK merged into the motion event a controller is handling.
///
/// GDK delivers the motions that arrive within one frame as one event, the last of
/// them, and keeps the others in that event's history (`gdk_event_get_history`). A quick
/// flick of a few motions a few milliseconds apart can so reach a gesture as a single
/// motion: whatever measures speed needs the merged ones too, each at its own time.
public enum MotionHistory {
    /// One merged motion, relative to the event being handled: how far it was from that
    /// event's position (px, surface coordinates, which differ from a widget's only by
    /// an offset) and how long before it (s, ≤ 0).
    public struct Earlier: Equatable, Sendable {
        /// How far right of the handled event's position it was (px).
        public var dx: Double
        /// How far below the handled event's position it was (px).
        public var dy: Double
        /// How long before the handled event it was (s, ≤ 0).
        public var dt: Double
    }

    /// The motions merged into the event `controller` is handling, oldest first; none
    /// when the event is not a motion, or GTK merged nothing into it.
    @MainActor
    public static func merged(into controller: OpaquePointer) -> [Earlier] {
        guard let event = gtk_event_controller_get_current_event(controller),
              gdk_event_get_event_type(event) == GDK_MOTION_NOTIFY
        else { return [] }
        var x = 0.0
        var y = 0.0
        guard gdk_event_get_position(event, &x, &y) != 0 else { return [] }
        let time = gdk_event_get_time(event)
        var count: UInt32 = 0
        guard let history = gdk_event_get_history(event, &count) else { return [] }
        defer { g_free(history) }
        let wanted = GDK_AXIS_FLAG_X.rawValue | GDK_AXIS_FLAG_Y.rawValue
        return (0..<Int(count)).compactMap { index in
            let coord = history[index]
            guard coord.flags.rawValue & wanted == wanted, coord.time <= time else { return nil }
            let axes = withUnsafeBytes(of: coord.axes) { Array($0.bindMemory(to: Double.self)) }
            let earlier = Earlier(
                dx: axes[Int(GDK_AXIS_X.rawValue)] - x, dy: axes[Int(GDK_AXIS_Y.rawValue)] - y,
                dt: -Double(time - coord.time) / 1000)
            // The event itself, where a history holds it too, is no earlier motion.
            return earlier == Earlier(dx: 0, dy: 0, dt: 0) ? nil : earlier
        }
    }
}
