import CBottomSheet
import CGtk
import CTestSupport

/// Applies CSS to the whole display while `body` runs, then removes it again,
/// so one test's styling cannot leak into the next.
///
/// Invalid CSS makes GtkCssProvider log a warning ("Theme parser error"),
/// which ``expectNoGtkProblems(sourceLocation:_:)`` turns into a failure.
@MainActor
func withCss<T>(_ css: String, _ body: () throws -> T) rethrows -> T {
    let provider = gtk_css_provider_new()
    // -1: the string is NUL-terminated. GTK 4.8 has no load_from_string (4.12).
    bs_css_provider_load(provider, css)
    let styleProvider = bs_test_css_provider_as_style_provider(provider)
    let display = gdk_display_get_default()
    // GTK_STYLE_PROVIDER_PRIORITY_APPLICATION: above the theme, so the test wins.
    gtk_style_context_add_provider_for_display(
        display, styleProvider, guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    defer {
        gtk_style_context_remove_provider_for_display(display, styleProvider)
        g_object_unref(provider)
    }
    return try body()
}
