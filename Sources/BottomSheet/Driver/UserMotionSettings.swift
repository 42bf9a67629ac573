import CGtk
import GtkHelpers
import SheetCore

/// The user's settings for motion, as GTK has them for a widget: read when a move
/// starts, so that a change of them applies from the next move on.
@MainActor
enum UserMotionSettings {
    /// Whether GTK animates on `widget`'s screen (`gtk-enable-animations`).
    static func animationsEnabled(on widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        GLib.setting("gtk-enable-animations", in: gtk_widget_get_settings(widget), typeName: "gboolean") {
            g_value_get_boolean($0) != 0
        }
    }

    /// How a move of the sheet on `widget` that starts now goes, the sheet's and the
    /// pages' alike: `behavior`, the sheet's numbers, with the user's settings (animations,
    /// `GtkVersions.reducesMotion`). A sheet that is not on screen has nothing to show
    /// moving: its moves jump, with the same signals in the same order
    /// (`SheetTicker.didUnmap`). Not animated at all when `animated` is false.
    static func forMove(
        on widget: UnsafeMutablePointer<GtkWidget>, behavior: SheetBehavior, animated: Bool
    ) -> MotionSettings {
        MotionSettings(
            behavior: behavior,
            animationsEnabled: animated && animationsEnabled(on: widget) && gtk_widget_get_mapped(widget) != 0,
            reducesMotion: GtkVersions.reducesMotion(gtk_widget_get_settings(widget)))
    }
}
