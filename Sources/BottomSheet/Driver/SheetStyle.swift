import CGtk

/// The sheet's default look, as CSS on its own nodes. It is installed once per
/// display below the theme's priority, so themes and apps override any of it.
@MainActor
enum SheetStyle {
    static let css = """
        bottom-sheet > dimming { background-color: black; }
        bottom-sheet > sheet {
          background-color: @theme_bg_color;
          color: @theme_fg_color;
          border-top-left-radius: 20px;
          border-top-right-radius: 20px;
        }
        bottom-sheet > sheet > drag-handle {
          min-height: 24px;
          min-width: 48px;
          padding: 0;
          border: none;
          background: none;
          color: alpha(@theme_fg_color, 0.35);
        }
        bottom-sheet > sheet > drag-handle:hover { color: alpha(@theme_fg_color, 0.55); }
        bottom-sheet > sheet > drag-handle:focus-visible {
          outline: 2px solid @theme_selected_bg_color;
          outline-offset: -4px;
          border-radius: 8px;
        }
        """

    private static var installedDisplays: Set<UnsafeMutableRawPointer> = []

    static func install() {
        guard let display = gdk_display_get_default() else { return }
        let key = UnsafeMutableRawPointer(display)
        guard !installedDisplays.contains(key) else { return }
        installedDisplays.insert(key)
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        // Lowest priority: the theme (200) and the app (600) come first.
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
        g_object_unref(provider)
    }
}
