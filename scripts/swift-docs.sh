#!/usr/bin/env bash
# Builds the Swift API reference: a DocC archive of the BottomSheet module, from
# its doc comments and its catalog (Sources/BottomSheet/BottomSheet.docc).
#
#   bash scripts/swift-docs.sh [OUTPUT_DIR]       (default: test-output/docs/swift)
#
# Writes OUTPUT_DIR/BottomSheet.doccarchive, made for static hosting: serve it with
#   python3 -m http.server -d OUTPUT_DIR/BottomSheet.doccarchive
# and open http://localhost:8000/documentation/bottomsheet/. Also writes
# OUTPUT_DIR/docc.log, with a table of which symbols have documentation (the
# archive's documentation-coverage.json has it too). Any DocC warning fails the
# build.
#
# The module re-exports Detent, Presentation, SheetBehavior, SpringParameters (from SheetCore) and
# SignalConnection (from GtkHelpers): an app that imports BottomSheet uses them as
# its own. SwiftPM's symbol graphs leave re-exported declarations out, so this
# script extracts the module's symbol graph itself with them in
# (-experimental-allowed-reexported-modules) and hands it to the swift-docc-plugin,
# which then uses it in place of its own. Builds in .build-docs, away from the
# everyday .build.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."

use_swift_toolchain

output="$(mkdir -p "${1:-test-output/docs/swift}" && cd "${1:-test-output/docs/swift}" && pwd)"
scratch=.build-docs
graphs="$output/symbol-graphs"
archive="$output/BottomSheet.doccarchive"
rm -rf "$graphs" "$archive"
mkdir -p "$graphs"

swift build --scratch-path "$scratch" --target BottomSheet
bin="$(swift build --scratch-path "$scratch" --show-bin-path)"

# What the compiler needs to load the module: its Swift dependencies, the C modules
# it imports (CGtk, a system library; CBottomSheet, whose module map SwiftPM writes)
# and GTK's headers.
module_flags=(
    -I "$bin/Modules"
    -Xcc "-fmodule-map-file=$PWD/Sources/CGtk/module.modulemap"
    -Xcc "-fmodule-map-file=$bin/CBottomSheet.build/module.modulemap"
    -Xcc "-I$PWD/Sources/CBottomSheet/include"
)
for flag in $(pkg-config --cflags-only-I gtk4); do
    module_flags+=(-Xcc "$flag")
done
# Printed for scripts/check-docs.sh, which type-checks the article's code with them.
printf '%s\n' "${module_flags[@]}" >"$output/module-flags.txt"

swift-symbolgraph-extract -module-name BottomSheet -target "$(uname -m)-unknown-linux-gnu" \
    "${module_flags[@]}" -minimum-access-level public \
    -experimental-allowed-reexported-modules=SheetCore,GtkHelpers -output-dir "$graphs"

# The re-exported declarations' doc comments are marked as the other module's, which
# DocC reads as inherited and hides on protocol implementations (Detent's
# `description`, `<`): they are this module's API, so their comments are its own.
python3 - "$graphs/BottomSheet.symbols.json" <<'PYTHON'
import json, sys
path = sys.argv[1]
graph = json.load(open(path))
for symbol in graph["symbols"]:
    comment = symbol.get("docComment", {})
    if comment.get("module") in ("SheetCore", "GtkHelpers"):
        comment["module"] = "BottomSheet"
json.dump(graph, open(path, "w"))
PYTHON

swift package --scratch-path "$scratch" --allow-writing-to-directory "$output" \
    generate-documentation --target BottomSheet --warnings-as-errors \
    --additional-symbol-graph-dir "$graphs" --output-path "$archive" \
    --experimental-documentation-coverage --coverage-summary-level detailed \
    2>&1 | tee "$output/docc.log"
