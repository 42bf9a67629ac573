import CGtk

/// A widget reference that becomes nil when the widget is finalized (a GObject weak
/// pointer), so remembering "who had focus" never keeps a widget alive.
@MainActor
final class WeakWidget {
    private let slot = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)

    init() { slot.initialize(to: nil) }

    isolated deinit {
        if let object = slot.pointee { g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), slot) }
        slot.deallocate()
    }

    var widget: UnsafeMutablePointer<GtkWidget>? {
        get { slot.pointee?.assumingMemoryBound(to: GtkWidget.self) }
        set {
            clear()
            guard let newValue else { return }
            slot.pointee = UnsafeMutableRawPointer(newValue)
            g_object_add_weak_pointer(UnsafeMutableRawPointer(newValue).assumingMemoryBound(to: GObject.self), slot)
        }
    }

    func clear() {
        if let object = slot.pointee {
            g_object_remove_weak_pointer(object.assumingMemoryBound(to: GObject.self), slot)
        }
        slot.pointee = nil
    }
}
