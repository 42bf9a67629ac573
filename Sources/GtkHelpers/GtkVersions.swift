import CGtk

/// Every difference in GTK's behaviour between the versions the library runs on, one
/// named member each: which versions, why, and the test that shows it. The library
/// built against one GTK runs on a newer one, so these are asked of the GTK running
/// (`gtk_get_minor_version`), not of the headers. API that differs between versions is
/// chosen when compiling, in C: `Sources/CBottomSheet/gtk-versions.c`.
@MainActor
package enum GtkVersions {
    /// The running GTK's minor version (4.`minor`).
    static var minor: UInt32 { gtk_get_minor_version() }

    /// GTK 4.10 and later set a widget's accessible `hidden` state when it is mapped or
    /// unmapped (in `gtk_widget_map`, after the `map` signal), over the one the app set:
    /// a widget left out of the screen reader's tree while on screen (content behind a
    /// modal sheet, the back button's arrow) came back into it when an ancestor was
    /// mapped again (a stack switching pages away and back). GTK 4.8 leaves the state
    /// alone. Shown by `PageTests.eachPageIsAGroupNamedByItsTitleAndWhatIsPutAsideLeavesTheTree`
    /// and, over AT-SPI, by `test_atspi.py`'s re-map test.
    package static var mapResetsAccessibleHidden: Bool { minor >= 10 }

    /// Makes GTK send `widget`'s accessible values to screen readers now. GTK 4.8 holds
    /// back every change to a widget's accessible values until the widget's object on
    /// the accessibility bus exists, which it makes on the widget's first focus or
    /// focusability change: changes held back reach Orca after focus lands, and Orca
    /// reads the widget's description or state a second time. A focusability change
    /// makes the object before focus moves in; the widget ends as focusable as it was.
    /// Done on every GTK: later ones make the object with the widget, but Orca has been
    /// heard on 4.8 only (`test_speech.py`: each position said once).
    package static func sendAccessibleValuesNow(_ widget: UnsafeMutablePointer<GtkWidget>) {
        let focusable = gtk_widget_get_focusable(widget)
        gtk_widget_set_focusable(widget, focusable == 0 ? 1 : 0)
        gtk_widget_set_focusable(widget, focusable)
    }

    /// GTK ends a mouse button's implicit grab at its release only for buttons 1 to 5
    /// (`gtk_main_do_event` counts the pressed buttons in the event's modifier masks):
    /// after a press of the back or forward button (8, 9) the widgets under the pointer
    /// keep their `:active` state. GTK newer than 4.8 counts that state per widget and
    /// warns "Broken accounting of active state" when those widgets later go away, as a
    /// page does when that press goes back; GTK 4.8 has no such count. Every app on
    /// these versions gets the warning (seen on 4.18 with a plain GtkGestureClick), and
    /// nothing a widget does can avoid it. Shown by
    /// `PageRealInputTests.theMouseBackButtonOverTheSheetPops`.
    package static var warnsOfActiveStateAfterBackButton: Bool { minor > 8 }
    package static let backButtonActiveStateWarning = "Broken accounting of active state"

    /// Keeps `widget`'s accessible `hidden` state as `Accessible.setHidden` last set it
    /// when it is mapped again with its parent (see `mapResetsAccessibleHidden`). The
    /// parent's `map` handler runs once the parent has mapped its children, each to the
    /// end; a handler of the widget's own would run before GTK sets the state.
    static func keepAccessibleHidden(_ widget: UnsafeMutablePointer<GtkWidget>, _ hidden: Bool) {
        guard mapResetsAccessibleHidden else { return }
        let object = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
        g_object_set_data(object, hiddenKey, UnsafeMutableRawPointer(bitPattern: hidden ? 2 : 1))
        guard let parent = gtk_widget_get_parent(widget),
              g_object_get_data(object, watchedParentKey) != UnsafeMutableRawPointer(parent)
        else { return }
        g_object_set_data(object, watchedParentKey, UnsafeMutableRawPointer(parent))
        // Disconnected by GLib when the widget goes (`g_signal_connect_object`).
        g_signal_connect_object(parent, "map", unsafeBitCast(reapplyHidden, to: GCallback.self), widget,
                                G_CONNECT_AFTER)
    }
}

private let hiddenKey = "bs-accessible-hidden"
private let watchedParentKey = "bs-accessible-hidden-parent"

/// The parent's `map` handler of `GtkVersions.keepAccessibleHidden`: `data` is the widget.
private let reapplyHidden: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let data, let kept = g_object_get_data(data.assumingMemoryBound(to: GObject.self), hiddenKey) else { return }
    let hidden = Unchecked(value: (data.assumingMemoryBound(to: GtkWidget.self), Int(bitPattern: kept) == 2))
    MainActor.assumeIsolated { Accessible.applyHidden(hidden.value.0, hidden.value.1) }
}
