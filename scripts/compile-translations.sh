#!/usr/bin/env bash
# Compiles po/*.po for `swift build`, which runs this through the
# CompileTranslations plugin (Plugins/CompileTranslations):
#
#   compile-translations.sh PO_DIR LOCALE_DIR SWIFT_FILE
#
# writes LOCALE_DIR/<language>/LC_MESSAGES/bottomsheet-1.mo for each language
# in PO_DIR/LINGUAS, and SWIFT_FILE, which tells the library where LOCALE_DIR
# is: a program built by SwiftPM and run from its build folder speaks the
# user's language with nothing installed. meson builds and installs the same
# files with its i18n module (po/meson.build).
set -euo pipefail

po_dir="$1"
locale_dir="$2"
swift_file="$3"
domain="bottomsheet-1"

# LINGUAS: one language per line; `#` starts a comment.
sed -e 's/#.*//' "$po_dir/LINGUAS" | while read -r language; do
    [[ -n "$language" ]] || continue
    mkdir -p "$locale_dir/$language/LC_MESSAGES"
    msgfmt --check --output-file="$locale_dir/$language/LC_MESSAGES/$domain.mo" "$po_dir/$language.po"
done

cat >"$swift_file" <<SWIFT
// Written by scripts/compile-translations.sh when \`swift build\` runs.

/// Where \`swift build\` put the compiled translations.
let buildTreeLocaleDirectory = "$locale_dir"
SWIFT
