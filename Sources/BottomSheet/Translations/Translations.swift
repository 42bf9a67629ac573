import CBottomSheet
import CGtk

/// The gettext domain of the library and its demo, `bottomsheet-1`, bound to its
/// translations on first use (as libadwaita binds its own when it initializes): an app
/// does nothing for the sheet to speak the user's language.
///
/// Where the translations are: the installed locale folder when meson built the library,
/// else the folder `swift build` compiled them into (the CompileTranslations plugin), so
/// the demo run from the build folder is translated too.
package enum Translations {
    /// The gettext domain: `po/` holds its translations.
    package static let domain = GETTEXT_PACKAGE

    /// Binds the domain, once; every lookup below asks for it first.
    package static let bound: Void = bs_translations_bind(buildTreeLocaleDirectory)
}

// The lookups. Each is an xgettext keyword (listed in po/meson.build, which
// scripts/check-translations.py reads too): a string literal passed to one of them is
// extracted for translators. Pass literals, not variables.

/// `message` in the user's language.
package func translated(_ message: String) -> String {
    Translations.bound
    // gettext hands back `message` itself when there is no translation: read it while
    // the C string lives.
    return message.withCString { String(cString: g_dgettext(Translations.domain, $0)) }
}

/// `message` in the user's language, where `context` tells it apart from the same English
/// words meaning something else (and tells the translator where it is shown).
package func translated(_ message: String, context: String) -> String {
    Translations.bound
    return context.withCString { context in
        message.withCString { String(cString: g_dpgettext2(Translations.domain, context, $0)) }
    }
}

/// The form of `singular` / `plural` that the user's language uses for `count`; its
/// `%d`, if any, replaced by `count`.
package func translatedPlural(_ singular: String, _ plural: String, count: Int) -> String {
    Translations.bound
    let form = singular.withCString { singular in
        plural.withCString { String(cString: g_dngettext(Translations.domain, singular, $0, UInt(max(0, count)))) }
    }
    return form.replacing("%d", with: String(count))
}

extension String {
    /// This translated template with its placeholders filled in: `%1$s`, `%2$s`, … by
    /// position (a translation may reorder them), a bare `%s` by the next argument in
    /// turn; `%%` is a percent sign.
    package func substituting(_ arguments: String...) -> String {
        var result = ""
        var next = 0
        var rest = self[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                result += "%"
                rest = rest.dropFirst()
            } else if rest.first == "s" {
                if next < arguments.count { result += arguments[next] }
                next += 1
                rest = rest.dropFirst()
            } else if let dollar = rest.firstIndex(of: "$"), let position = Int(rest[..<dollar]),
                      rest[rest.index(after: dollar)...].first == "s" {
                if (1...arguments.count).contains(position) { result += arguments[position - 1] }
                rest = rest[rest.index(dollar, offsetBy: 2)...]
            } else {
                result += "%"
            }
        }
        return result + rest
    }
}
