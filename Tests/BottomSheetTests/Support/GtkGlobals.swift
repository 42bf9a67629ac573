import CGtk
import CTestSupport
import GtkHelpers

/// Process-wide GTK state a test may change for its own duration: GtkSettings
/// properties (dark theme, animations) and the default text direction.
///
/// Each helper restores the previous state when `body` returns or throws, so that
/// one test cannot leak a dark theme or a right-to-left layout into the next. GTK
/// tests run one at a time on the main actor, so nothing else sees the change.
@MainActor
enum GtkGlobals {
    private static var settings: UnsafeMutablePointer<GObject> {
        // GtkSettings is opaque to Swift; the checked cast logs a critical if it is not a GObject.
        bs_test_as_object(UnsafeMutableRawPointer(gtk_settings_get_default()))
    }

    /// Sets the boolean GtkSettings property `name` (e.g. "gtk-enable-animations") while `body` runs, then resets it to its previous value.
    static func withSetting<T>(_ name: String, _ value: Bool, _ body: () throws -> T) rethrows -> T {
        let previous = boolSetting(name)
        setBoolSetting(name, value)
        defer { setBoolSetting(name, previous) }
        return try body()
    }

    /// Sets the string GtkSettings property `name` (e.g. "gtk-theme-name") while `body` runs.
    static func withSetting<T>(_ name: String, _ value: String, _ body: () throws -> T) rethrows -> T {
        let previous = stringSetting(name)
        setStringSetting(name, value)
        defer { setStringSetting(name, previous) }
        return try body()
    }

    /// Sets GTK's default text direction while `body` runs (widgets made before, with
    /// no direction of their own, follow it too).
    static func withDefaultDirection<T>(_ direction: GtkTextDirection, _ body: () throws -> T) rethrows -> T {
        let previous = gtk_widget_get_default_direction()
        gtk_widget_set_default_direction(direction)
        defer { gtk_widget_set_default_direction(previous) }
        return try body()
    }

    /// Runs `body` with the default text direction right to left when `rtl` (as in an app
    /// started in Hebrew or Arabic), else left to right.
    static func withDirection<T>(rtl: Bool, _ body: () throws -> T) rethrows -> T {
        try withDefaultDirection(rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR, body)
    }

    /// Runs `body` with the theme's dark style when `dark`, else its light one, asked as
    /// the desktop asks: `gtk-interface-color-scheme` on GTK 4.20 and later (which
    /// deprecates the older way), `gtk-application-prefer-dark-theme` before.
    static func withDarkStyle<T>(_ dark: Bool, _ body: () throws -> T) rethrows -> T {
        if GtkVersions.has(.colorScheme) {
            return try withInterfaceSetting(.colorScheme, dark ? "dark" : "light", body)
        }
        return try withSetting("gtk-application-prefer-dark-theme", dark, body)
    }

    /// Whether the theme's dark style is asked for (see `withDarkStyle`).
    static var prefersDarkStyle: Bool {
        if GtkVersions.has(.colorScheme) {
            return GtkVersions.nick(of: .colorScheme, in: OpaquePointer(settings)) == "dark"
        }
        return boolSetting("gtk-application-prefer-dark-theme")
    }

    /// Runs `body` with high contrast asked for, dark or light, as the desktop asks:
    /// `gtk-interface-contrast` "more" on GTK 4.20 and later, where CSS's
    /// `prefers-contrast` follows it; GTK's own "HighContrast" theme before.
    static func withHighContrast<T>(dark: Bool, _ body: () throws -> T) rethrows -> T {
        if GtkVersions.has(.contrast) {
            return try withInterfaceSetting(.contrast, "more") { try withDarkStyle(dark, body) }
        }
        return try withSetting("gtk-theme-name", "HighContrast") { try withDarkStyle(dark, body) }
    }

    /// Runs `body` with reduced motion asked for (`gtk-interface-reduced-motion`, GTK
    /// 4.22 and later); false, with `body` not run, where GTK has no such setting.
    static func withReducedMotion(_ body: () throws -> Void) rethrows -> Bool {
        guard GtkVersions.has(.reducedMotion) else { return false }
        try withInterfaceSetting(.reducedMotion, "reduce", body)
        return true
    }

    /// Sets the GTK 4.20+ interface setting `setting` to the value named `nick` while
    /// `body` runs, then puts the previous value back.
    static func withInterfaceSetting<T>(
        _ setting: GtkVersions.InterfaceSetting, _ nick: String, _ body: () throws -> T
    ) rethrows -> T {
        let object = OpaquePointer(settings)
        let previous = GtkVersions.nick(of: setting, in: object)
        GtkVersions.set(setting, toNick: nick, in: object)
        defer { if let previous { GtkVersions.set(setting, toNick: previous, in: object) } }
        return try body()
    }

    /// Runs `body` with `gtk-enable-animations` off: every move of the sheet jumps.
    static func withoutAnimations<T>(_ body: () throws -> T) rethrows -> T {
        try withSetting("gtk-enable-animations", false, body)
    }

    static func boolSetting(_ name: String) -> Bool {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        defer { g_value_unset(&value) }
        g_object_get_property(settings, name, &value)
        return g_value_get_boolean(&value) != 0
    }

    private static func setBoolSetting(_ name: String, _ flag: Bool) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gboolean"))
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, flag ? 1 : 0)
        g_object_set_property(settings, name, &value)
    }

    private static func stringSetting(_ name: String) -> String? {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        g_object_get_property(settings, name, &value)
        return g_value_get_string(&value).map { String(cString: $0) }
    }

    private static func setStringSetting(_ name: String, _ string: String?) {
        var value = GValue()
        g_value_init(&value, g_type_from_name("gchararray"))
        defer { g_value_unset(&value) }
        g_value_set_string(&value, string)
        g_object_set_property(settings, name, &value)
    }
}
