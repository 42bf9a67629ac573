import CBottomSheet
import CGtk

/// The sheet's title (`title`), its accessible name: the one property value that no
/// other part owns.
@MainActor
final class SheetTitle {
    /// The default, in the user's language: a C string kept for the process's life,
    /// as the param spec's default is.
    static let defaultTitle = TitleText(text: UnsafePointer(g_strdup(translated("Bottom sheet"))))

    /// The title, as the C string the `title` property hands out (transfer none).
    private(set) var text: UnsafePointer<gchar>

    init() { text = UnsafePointer(g_strdup(Self.defaultTitle.text)) }

    isolated deinit {
        g_free(UnsafeMutablePointer(mutating: text))
    }

    var string: String { String(cString: text) }

    /// Sets the title; false when it was already `given`. Never empty: an unlabelled
    /// dialog is read out by its type name, so nil or "" restore the default. Bytes that
    /// are not UTF-8 (a Latin-1 string from an old file, say) would reach bindings
    /// reading it back (PyGObject cannot decode them) and screen readers: they are
    /// replaced, with a warning.
    func set(_ given: UnsafePointer<gchar>?) -> Bool {
        var title = given.flatMap { $0.pointee == 0 ? nil : $0 } ?? Self.defaultTitle.text!
        var repaired: UnsafeMutablePointer<gchar>?
        defer { g_free(repaired) }
        if g_utf8_validate(title, -1, nil) == 0 {
            repaired = g_utf8_make_valid(title, -1)
            title = UnsafePointer(repaired!)
            GLib.warn("BsBottomSheet:\(SheetProperties.title.name) must be UTF-8 text; using \"\(String(cString: title))\", with the invalid bytes replaced")
        }
        guard g_strcmp0(title, text) != 0 else { return false }
        g_free(UnsafeMutablePointer(mutating: text))
        text = UnsafePointer(g_strdup(title))
        return true
    }
}
