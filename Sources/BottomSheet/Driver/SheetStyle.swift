import CBottomSheet
import CGtk
import GtkHelpers

/// The sheet's default look, as CSS on its own nodes. It is installed once per
/// display below the theme's priority, so themes and apps override any of it.
@MainActor
enum SheetStyle {
    /// The nodes and the class the stylesheets select, as the C classes name them
    /// (`bs-names.h`).
    private static let host = BS_CSS_NODE_BOTTOM_SHEET, sheet = BS_CSS_NODE_SHEET, handle = BS_CSS_NODE_DRAG_HANDLE
    private static let scrim = BS_CSS_NODE_SCRIM, bar = BS_CSS_NODE_BOTTOM_BAR, side = BS_CSS_CLASS_SIDE

    static let css = """
        \(host) > \(scrim) { color: black; }
        \(host) > \(sheet) {
          background-color: @theme_bg_color;
          color: @theme_fg_color;
          border-top-left-radius: 20px;
          border-top-right-radius: 20px;
          box-shadow: 0 -2px 16px alpha(black, 0.3);
        }
        \(host) > \(sheet) > \(handle) {
          min-height: 24px;
          min-width: 48px;
          padding: 0;
          border: none;
          background: none;
          color: alpha(@theme_fg_color, 0.35);
        }
        \(host) > \(sheet) > \(handle):hover { color: alpha(@theme_fg_color, 0.55); }
        \(host) > \(sheet).\(side) {
          border-radius: 0;
          box-shadow: none;
          border-left: 1px solid alpha(@theme_fg_color, 0.15);
        }
        \(host) > \(sheet).\(side):dir(rtl) {
          border-left: none;
          border-right: 1px solid alpha(@theme_fg_color, 0.15);
        }
        \(host) > \(sheet).\(side) > \(handle) {
          min-width: 24px;
          min-height: 48px;
        }
        \(host) > \(bar).\(side) {
          background-color: @theme_bg_color;
          color: @theme_fg_color;
          border-top: 1px solid alpha(@theme_fg_color, 0.15);
        }
        \(host) > \(bar):focus-visible {
          outline: 2px solid @theme_selected_bg_color;
          outline-offset: -4px;
          border-radius: 12px;
        }
        \(host) > \(sheet) > \(handle):focus-visible {
          outline: 2px solid @theme_selected_bg_color;
          outline-offset: -4px;
          border-radius: 8px;
        }
        """

    /// Added when the user asks for high contrast. The faint pill and the soft shadow
    /// that mark the sheet otherwise vanish there (the sheet has the window's own
    /// colour), so the pill takes the full text colour and the sheet gets a solid edge.
    ///
    /// Where the wish shows: where GTK has the contrast setting (`GtkVersions.has(.contrast)`),
    /// CSS's `prefers-contrast: more`, which follows the desktop's setting
    /// (`GtkVersions.followContrast`), so the CSS holds it in that media query and GTK
    /// applies it by itself. Elsewhere (`wantsHighContrast`): in a libadwaita app,
    /// libadwaita's style manager's `high-contrast`, which follows the desktop's setting
    /// (libadwaita always sets the GTK theme to its own, "Adwaita-empty"); in a plain GTK
    /// app the GTK theme's name (`GtkVersions.isHighContrastTheme`), the only sign such a
    /// GTK gives. `install` watches both.
    static let highContrastCSS = """
        \(host) > \(sheet) {
          border: 2px solid @theme_fg_color;
          border-bottom: none;
          box-shadow: none;
        }
        \(host) > \(sheet).\(side) { border: none; border-left: 2px solid @theme_fg_color; }
        \(host) > \(sheet).\(side):dir(rtl) { border-left: none; border-right: 2px solid @theme_fg_color; }
        \(host) > \(sheet) > \(handle),
        \(host) > \(sheet) > \(handle):hover { color: @theme_fg_color; }
        """

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
        if GtkVersions.has(.contrast) {
            // GTK reloads the provider's CSS as the wish changes.
            if let settings = gtk_settings_get_for_display(display) { GtkVersions.followContrast(provider, of: settings) }
            return
        }
        // Both live as long as the display, as the provider does.
        if let settings = gtk_settings_get_for_display(display) {
            SignalConnection.onNotify(UnsafeMutableRawPointer(settings), "gtk-theme-name") { reload(display: key) }
                .keptForTheObjectsLife()
        }
        if let manager = libadwaitaStyleManager(for: display) {
            SignalConnection.onNotify(manager, "high-contrast") { reload(display: key) }.keptForTheObjectsLife()
        }
    }

    private static func reload(display key: UnsafeMutableRawPointer) {
        guard let provider = providers[key] else { return }
        load(provider, for: OpaquePointer(key))
    }

    private static func load(_ provider: UnsafeMutablePointer<GtkCssProvider>, for display: OpaquePointer) {
        if GtkVersions.has(.contrast) {
            bs_css_provider_load(provider, css + "\n@media (prefers-contrast: more) {\n" + highContrastCSS + "\n}")
        } else {
            bs_css_provider_load(provider, wantsHighContrast(on: display) ? css + "\n" + highContrastCSS : css)
        }
    }

    /// Whether the user asks for high contrast on `display`, where GTK has no contrast
    /// setting (see `highContrastCSS`).
    static func wantsHighContrast(on display: OpaquePointer) -> Bool {
        if let manager = libadwaitaStyleManager(for: display) {
            return GLib.setting("high-contrast", in: OpaquePointer(manager), typeName: "gboolean") {
                g_value_get_boolean($0) != 0
            }
        }
        return GtkVersions.isHighContrastTheme(themeName(of: display))
    }

    /// libadwaita's style manager, in a libadwaita app: its AdwApplication's
    /// `style-manager` (the default display's, which `install` styles); nil in a plain
    /// GTK app. The library does not link libadwaita: it asks through GObject, by the
    /// type's and the property's names.
    private static func libadwaitaStyleManager(for display: OpaquePointer) -> UnsafeMutableRawPointer? {
        let adwApplication = g_type_from_name("AdwApplication")
        guard adwApplication != 0, display == gdk_display_get_default(), let app = g_application_get_default(),
              g_type_check_instance_is_a(UnsafeMutableRawPointer(app).assumingMemoryBound(to: GTypeInstance.self),
                                         adwApplication) != 0
        else { return nil }
        // The application holds the manager for its life: no reference is taken here.
        return GLib.setting("style-manager", in: OpaquePointer(app), typeName: "AdwStyleManager") {
            g_value_get_object($0)
        }
    }

    private static func themeName(of display: OpaquePointer) -> String {
        GLib.setting("gtk-theme-name", in: gtk_settings_get_for_display(display), typeName: "gchararray") {
            g_value_get_string($0).map { String(cString: $0) } ?? ""
        }
    }
}
