import CGtk

/// The sheet's default look, as CSS on its own nodes. It is installed once per
/// display below the theme's priority, so themes and apps override any of it.
@MainActor
enum SheetStyle {
    static let css = """
        bs-bottom-sheet > bs-dimming { color: black; }
        bs-bottom-sheet > bs-sheet {
          background-color: @theme_bg_color;
          color: @theme_fg_color;
          border-top-left-radius: 20px;
          border-top-right-radius: 20px;
          box-shadow: 0 -2px 16px alpha(black, 0.3);
        }
        bs-bottom-sheet > bs-sheet > bs-drag-handle {
          min-height: 24px;
          min-width: 48px;
          padding: 0;
          border: none;
          background: none;
          color: alpha(@theme_fg_color, 0.35);
        }
        bs-bottom-sheet > bs-sheet > bs-drag-handle:hover { color: alpha(@theme_fg_color, 0.55); }
        bs-bottom-sheet > bs-sheet.side {
          border-radius: 0;
          box-shadow: none;
          border-left: 1px solid alpha(@theme_fg_color, 0.15);
        }
        bs-bottom-sheet > bs-sheet.side:dir(rtl) {
          border-left: none;
          border-right: 1px solid alpha(@theme_fg_color, 0.15);
        }
        bs-bottom-sheet > bs-sheet.side > bs-drag-handle {
          min-width: 24px;
          min-height: 48px;
        }
        bs-bottom-sheet > bs-sheet > bs-drag-handle:focus-visible {
          outline: 2px solid @theme_selected_bg_color;
          outline-offset: -4px;
          border-radius: 8px;
        }
        """

    /// Added under a high-contrast theme. The faint pill and the soft shadow that mark
    /// the sheet in other themes vanish there (the sheet has the window's own colour),
    /// so the pill takes the full text colour and the sheet gets a solid edge.
    ///
    /// GTK 4.8 has no `prefers-contrast` media query and no style class for it: the
    /// only sign is the theme's name, so `install` watches `gtk-theme-name`.
    static let highContrastCSS = """
        bs-bottom-sheet > bs-sheet {
          border: 2px solid @theme_fg_color;
          border-bottom: none;
          box-shadow: none;
        }
        bs-bottom-sheet > bs-sheet.side { border: none; border-left: 2px solid @theme_fg_color; }
        bs-bottom-sheet > bs-sheet.side:dir(rtl) { border-left: none; border-right: 2px solid @theme_fg_color; }
        bs-bottom-sheet > bs-sheet > bs-drag-handle,
        bs-bottom-sheet > bs-sheet > bs-drag-handle:hover { color: @theme_fg_color; }
        """

    /// Whether `themeName` is a high-contrast theme: GTK 4.8's own "HighContrast" and
    /// "HighContrastInverse", and the "Default-hc" / "Default-hc-dark" of GTK 4.10+.
    static func isHighContrast(themeName: String) -> Bool {
        let name = themeName.lowercased()
        return name.hasPrefix("highcontrast") || name.hasSuffix("-hc") || name.hasSuffix("-hc-dark")
    }

    /// One provider per display, kept for the display's life (GTK never closes the
    /// default display): its CSS is reloaded when the theme changes.
    private static var providers: [UnsafeMutableRawPointer: UnsafeMutablePointer<GtkCssProvider>] = [:]

    static func install() {
        guard let display = gdk_display_get_default() else { return }
        let key = UnsafeMutableRawPointer(display)
        guard providers[key] == nil else { return }
        let provider = gtk_css_provider_new()!
        providers[key] = provider
        load(provider, for: display)
        // Lowest priority: the theme (200) and the app (600) come first.
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_FALLBACK))
        if let settings = gtk_settings_get_for_display(display) {
            g_signal_connect_data(
                UnsafeMutableRawPointer(settings), "notify::gtk-theme-name",
                unsafeBitCast(themeNameChanged, to: GCallback.self), key, nil, GConnectFlags(0))
        }
    }

    fileprivate static func reload(display key: UnsafeMutableRawPointer) {
        guard let provider = providers[key] else { return }
        load(provider, for: OpaquePointer(key))
    }

    private static func load(_ provider: UnsafeMutablePointer<GtkCssProvider>, for display: OpaquePointer) {
        let highContrast = isHighContrast(themeName: themeName(of: display))
        gtk_css_provider_load_from_data(provider, highContrast ? css + "\n" + highContrastCSS : css, -1)
    }

    private static func themeName(of display: OpaquePointer) -> String {
        GLib.setting("gtk-theme-name", in: gtk_settings_get_for_display(display), typeName: "gchararray") {
            g_value_get_string($0).map { String(cString: $0) } ?? ""
        }
    }
}

/// `notify::gtk-theme-name` on a display's GtkSettings; `data` is the display.
private let themeNameChanged: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
    guard let data else { return }
    let display = Unchecked(data)
    MainActor.assumeIsolated { SheetStyle.reload(display: display.value) }
}
