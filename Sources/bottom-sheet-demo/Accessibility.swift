import CBottomSheet
import CGtk

/// Names a control that has no visible label (an icon button, a chooser in the header).
@MainActor
func bsDemoSetLabel(_ widget: UnsafeMutablePointer<GtkWidget>, _ label: String) {
    bs_accessible_set_label(widget, label)
}

/// GTK's class structs import as distinct pointer types; these are the C casts.
func asWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)
}

func asGApplication(_ application: UnsafeMutablePointer<GtkApplication>) -> UnsafeMutablePointer<GApplication> {
    UnsafeMutableRawPointer(application).assumingMemoryBound(to: GApplication.self)
}

/// A C cast between GTK's widget struct types (GtkGrid *, GtkBox * …).
func cast<T>(_ widget: UnsafeMutablePointer<GtkWidget>, to type: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: type)
}

/// A GtkDropDown listing `strings`.
@MainActor
func dropDown(_ strings: [String]) -> UnsafeMutablePointer<GtkWidget> {
    let copies = strings.map { UnsafePointer(strdup($0)) }
    defer { for copy in copies { free(UnsafeMutableRawPointer(mutating: copy)) } }
    return (copies + [nil]).withUnsafeBufferPointer { gtk_drop_down_new_from_strings($0.baseAddress)! }
}
