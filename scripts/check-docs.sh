#!/usr/bin/env bash
# Builds both API references and checks them:
#
#   - the C and introspection reference: gi-docgen's site from Bs-1.gir, built by
#     meson with -Ddocumentation=true (docs/reference): built without a warning,
#     a page for every type, function, property and signal in the .gir, the
#     overview page with examples that compile and run, nothing undocumented;
#   - the Swift reference: the DocC archive of the BottomSheet module
#     (scripts/swift-docs.sh, Sources/BottomSheet/BottomSheet.docc): built
#     without a warning, the getting-started article (whose code type-checks)
#     and the public types in it, a doc comment on every public declaration.
#
# Everything is written to test-output/docs/. Prints one line per check and ends
# with "N passed, M failed".
#
# BS_MESON_BUILD: a meson build folder to use instead of making one (scripts/test.sh
# passes the one scripts/meson-install-check.sh made): it is configured with
# -Ddocumentation=true here, and the site is made again in it.

# The checks are functions called through `check`, which shellcheck takes for
# unreachable code.
# shellcheck disable=SC2317
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."

use_swift_toolchain
# Debian's Python, which has gi (python3-gi), whatever python3 comes first on PATH.
python=/usr/bin/python3

work="$PWD/test-output/docs"
build="${BS_MESON_BUILD:-$work/build}"
site="$build/bottomsheet-1"
swift_output="$work/swift"
archive="$swift_output/BottomSheet.doccarchive"
if [[ -z "${BS_MESON_BUILD:-}" ]]; then
    rm -rf "$build"
fi
# Made again, so that gi-docgen's log below is this run's.
rm -rf "$site" "$swift_output" "$work/examples"
mkdir -p "$work/examples"
# shellcheck source=scripts/checks.sh
source scripts/checks.sh

# Runs a command with its output in LOG (shown, indented, when it fails).
logged() {
    local log="$1"
    shift
    if "$@" >"$log" 2>&1; then
        return 0
    fi
    sed 's/^/  /' "$log" | tail -n 30
    return 1
}

# ------------------------------------------------- the gi-docgen site ---

meson_setup() {
    if [[ -f "$build/build.ninja" ]]; then
        meson configure "$build" -Ddocumentation=true
    else
        meson setup "$build" -Ddocumentation=true
    fi
}
check "meson setup -Ddocumentation=true" logged "$work/meson-setup.log" meson_setup
# The library and Bs-1.gir first, so that the second log holds gi-docgen's output.
check "meson compile: the library, Bs-1.gir and Bs-1.typelib" logged "$work/meson-compile-gir.log" \
    meson compile -C "$build" Bs-1.gir Bs-1.typelib
check "meson compile: gi-docgen --fatal-warnings builds the site" logged "$work/meson-compile-doc.log" \
    meson compile -C "$build" bottomsheet-1-doc
[[ -f "$site/index.html" ]] || finish

no_gi_docgen_warnings() {
    # gi-docgen's messages start with WARNING or ERROR; SwiftPM's own (lower case)
    # are not about the documentation.
    ! grep -E 'WARNING|ERROR|CRITICAL' "$work/meson-compile-doc.log"
}
check "the site built with no warnings" no_gi_docgen_warnings
check "the site has index.html" test -s "$site/index.html"

# A page for each entry of Bs-1.gir, named as gi-docgen names them.
expected_pages() {
    "$python" - "$build/Bs-1.gir" "$1" <<'PYTHON'
import sys
import xml.etree.ElementTree as ET

core = "{http://www.gtk.org/introspection/core/1.0}"
glib = "{http://www.gtk.org/introspection/glib/1.0}"
namespace = ET.parse(sys.argv[1]).getroot().find(core + "namespace")
kind = sys.argv[2]
pages = []
for cls in namespace.findall(core + "class"):
    name = cls.get("name")
    if kind == "class":
        pages.append(f"class.{name}.html")
    elif kind == "constructor":
        pages += [f"ctor.{name}.{c.get('name')}.html" for c in cls.findall(core + "constructor")]
    elif kind == "method":
        pages += [f"method.{name}.{m.get('name')}.html" for m in cls.findall(core + "method")]
    elif kind == "class function":
        pages += [f"type_func.{name}.{f.get('name')}.html" for f in cls.findall(core + "function")]
    elif kind == "property":
        pages += [f"property.{name}.{p.get('name')}.html" for p in cls.findall(core + "property")]
    elif kind == "signal":
        pages += [f"signal.{name}.{s.get('name')}.html" for s in cls.findall(glib + "signal")]
if kind == "enumeration":
    pages += [f"enum.{e.get('name')}.html" for e in namespace.findall(core + "enumeration")]
    pages += [f"flags.{e.get('name')}.html" for e in namespace.findall(core + "bitfield")]
elif kind == "function":
    pages += [f"func.{f.get('name')}.html" for f in namespace.findall(core + "function")]
print("\n".join(pages))
PYTHON
}
every_page_is_there() {
    local kind="$1" page missing=0
    while read -r page; do
        [[ -z "$page" || -s "$site/$page" ]] && continue
        echo "  no page $page"
        missing=1
    done < <(expected_pages "$kind")
    return "$missing"
}
for kind in class constructor method "class function" property signal enumeration function; do
    count="$(expected_pages "$kind" | grep -c . || true)"
    # Kinds the API has none of (yet) are not checks.
    ((count > 0)) || continue
    check "a page for every $kind in Bs-1.gir ($count)" every_page_is_there "$kind"
done
class_and_enum_are_there() { [[ -s "$site/class.BottomSheet.html" && -s "$site/enum.Detent.html" ]]; }
check "Bs-1.gir's BottomSheet and Detent have pages" class_and_enum_are_there

overview_is_there() {
    grep -q 'href="overview.html"' "$site/index.html" &&
        grep -q 'BsBottomSheet' "$site/overview.html" &&
        for detent in dismissed peek expanded full; do
            grep -q "<code>$detent</code>" "$site/overview.html" || return 1
        done
}
check "the overview page is there, linked from index.html, naming every detent" overview_is_there

check "gi-docgen check: nothing in Bs-1.gir is undocumented" logged "$work/gi-docgen-check.log" \
    gi-docgen check --config "$build/bottomsheet-1.toml" "$build/Bs-1.gir"

installed_in_share_doc() {
    meson introspect "$build" --targets | "$python" -c '
import json, sys
prefix = sys.argv[1]
target = next(t for t in json.load(sys.stdin) if t["name"] == "bottomsheet-1-doc")
sys.exit(target["install_filename"] != [prefix + "/share/doc/bottomsheet-1"])
' "$(meson introspect "$build" --buildoptions | "$python" -c 'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "prefix"))')"
}
check "the site installs to share/doc/bottomsheet-1" installed_in_share_doc

# The overview's examples are the API as it is: the C one compiles and links
# against the built library, the Python one runs and sees the sheet open.
code_block() {
    "$python" - "$1" "$2" <<'PYTHON'
import re, sys
text = open(sys.argv[1]).read()
blocks = re.findall(r"^```" + re.escape(sys.argv[2]) + r"\n(.*?)^```", text, flags=re.S | re.M)
sys.stdout.write("".join(blocks))
PYTHON
}
code_block docs/reference/overview.md c >"$work/examples/overview.c"
code_block docs/reference/overview.md python >"$work/examples/overview.py"
c_example_builds() {
    local gtk
    read -r -a gtk <<<"$(pkg-config --cflags --libs gtk4)"
    [[ -s "$work/examples/overview.c" ]] &&
        cc -Wall -Wextra -Werror -Wno-unused-parameter -o "$work/examples/overview" "$work/examples/overview.c" \
            -ISources/CBottomSheet/include "${gtk[@]}" -L"$build" -lbottomsheet-1
}
check "the overview's C example compiles and links" logged "$work/examples/c.log" c_example_builds
python_example_runs() {
    [[ -s "$work/examples/overview.py" ]] || return 1
    # It runs until its window is closed: a few seconds is enough to see the
    # sheet open (timeout's 124 is the expected end).
    local status=0
    (cd "$work/examples" && GI_TYPELIB_PATH="$build" LD_LIBRARY_PATH="$build" GTK_A11Y=none \
        on_virtual_display 1280x1024 \
        timeout 8 env GDK_BACKEND=x11 GSK_RENDERER=cairo "$python" overview.py) >"$work/examples/python.log" 2>&1 ||
        status=$?
    if ((status == 124)) && grep -qx 'the sheet is now expanded' "$work/examples/python.log" &&
        ! grep -qE 'Traceback|CRITICAL|WARNING' "$work/examples/python.log"; then
        return 0
    fi
    echo "  exit status $status:"
    sed 's/^/  /' "$work/examples/python.log" | tail -n 20
    return 1
}
check "the overview's Python example runs and opens the sheet" python_example_runs

# -------------------------------------------------- the DocC archive ---

check "scripts/swift-docs.sh builds the DocC archive (--warnings-as-errors)" logged "$work/swift-docs.log" \
    bash scripts/swift-docs.sh "$swift_output"
[[ -f "$archive/index.html" ]] || finish

no_docc_warnings() {
    # DocC's part of the log, after the build and the symbol graph.
    ! sed -n '/^Building documentation for/,$p' "$swift_output/docc.log" | grep -iE 'warning|error'
}
check "the DocC archive built with no warnings" no_docc_warnings

pages="$archive/data/documentation/bottomsheet"
check "the archive has the getting-started article" test -s "$pages/gettingstarted.json"
check "the archive has the BottomSheet class" test -s "$pages/bottomsheet.json"
for type in Detent Presentation SheetBehavior SpringParameters SignalConnection; do
    check "the archive has $type" test -s "$pages/${type,,}.json"
done

every_declaration_is_documented() {
    "$python" - "$swift_output/symbol-graphs/BottomSheet.symbols.json" <<'PYTHON'
import json, sys
graph = json.load(open(sys.argv[1]))
missing = []
for symbol in graph["symbols"]:
    # Declared in this package's sources (synthesized members have no location) and
    # documented there: a comment inherited from a protocol is another module's.
    if "/Sources/" not in symbol.get("location", {}).get("uri", ""):
        continue
    comment = symbol.get("docComment")
    if comment is None or comment.get("module", "BottomSheet") != "BottomSheet":
        missing.append(".".join(symbol["pathComponents"]))
for name in missing:
    print("  no doc comment:", name)
sys.exit(1 if missing else 0)
PYTHON
}
check "every public Swift declaration has a doc comment" every_declaration_is_documented

code_block Sources/BottomSheet/BottomSheet.docc/GettingStarted.md swift >"$work/examples/main.swift"
article_code_type_checks() {
    local flags
    mapfile -t flags <"$swift_output/module-flags.txt"
    [[ -s "$work/examples/main.swift" ]] &&
        swiftc -typecheck -swift-version 6 -warnings-as-errors "${flags[@]}" "$work/examples/main.swift"
}
check "the getting-started article's code type-checks" logged "$work/examples/swift.log" article_code_type_checks

finish
