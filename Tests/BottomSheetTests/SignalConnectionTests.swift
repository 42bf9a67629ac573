import CGtk
import GtkHelpers
import Testing

/// `SignalConnection`, GtkHelpers' token for a signal handler: one kept for its object's
/// life (`keptForTheObjectsLife`, a demo button's action) goes with the object, with no
/// warning and nothing written to memory it freed, whatever order GLib calls the
/// object's weak references in.
@MainActor
@Suite(.serialized)
struct SignalConnectionTests {
    @Test func aConnectionKeptForTheObjectsLifeGoesWithIt() throws {
        try gtkTest {
            let button = gtk_button_new_with_label("Details")!
            g_object_ref_sink(UnsafeMutableRawPointer(button))
            // A weak pointer taken before the connection and dropped after it: GLib fills
            // the gap it leaves with the last weak reference, the connection's, which then
            // comes before the connection's own weak pointer (as GTK's accessibility
            // objects do to a button on a page popped under a screen reader).
            let earlier = UnsafeMutablePointer<gpointer?>.allocate(capacity: 1)
            defer { earlier.deallocate() }
            earlier.initialize(to: UnsafeMutableRawPointer(button))
            g_object_add_weak_pointer(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GObject.self), earlier)
            SignalConnection.connect(UnsafeMutableRawPointer(button), "clicked") {}.keptForTheObjectsLife()
            g_object_remove_weak_pointer(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GObject.self), earlier)
            let watch = FinalizationWatch()
            watch.watch(button, "the button")
            g_object_unref(UnsafeMutableRawPointer(button))
            #expect(watch.waitForAllFinalized() == [])
        }
    }
}
