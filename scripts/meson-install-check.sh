#!/usr/bin/env bash
# The packager's path, end to end: from a copy of the project's tracked files (what a
# fresh clone or a release tarball holds), meson setup (with the API reference, without
# the test-only Swift packages: -Dtests=false), compile, test and a staged install
# (DESTDIR, as distributions package), all in a network namespace with no network
# (as Debian's sbuild, Fedora's mock and flatpak-builder build), then checks the
# installed tree: every file in place, the installed demo (no Swift toolchain on
# its path) writes a screenshot, and the library for C and introspection users is
# what a distribution would ship (its soname, no Swift runtime, exactly the
# header's API exported, an ABI compatible with the baseline, a .pc for its prefix, a
# .gir naming the installed soname).
#
# The build is test-output/meson/build, for the prefix test-output/meson/prefix:
# scripts/test.sh lets the Embedding suite install it there and build apps on it,
# and the Documentation suite check its reference, so that the release library is
# built once.
#
# Prints one line per check and ends with "N passed, M failed".
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh" || exit 1
cd "$(dirname "${BASH_SOURCE[0]}")/.."

work="$PWD/test-output/meson"
prefix="$work/prefix"
rm -rf "$work"
mkdir -p "$work"
# shellcheck source=scripts/checks.sh
source scripts/checks.sh

source_copy="$work/source"
copy_tracked_files() {
    mkdir -p "$source_copy" && git ls-files -z | tar --null -T - -cf - | tar -xf - -C "$source_copy"
}
check "the project's tracked files, copied to $source_copy" copy_tracked_files
check "the offline namespace has no network device but the loopback" only_loopback
check "meson setup -Dtests=false, offline" \
    offline meson setup "$work/build" "$source_copy" --prefix "$prefix" -Ddocumentation=true -Dtests=false
check "meson compile, offline" offline meson compile -C "$work/build"
check "meson test, offline" offline meson test -C "$work/build" --print-errorlogs
check "meson install --destdir, offline" offline meson install -C "$work/build" --destdir "$work/root"
((failed == 0)) || finish

root="$work/root$prefix"
for file in \
    bin/bottom-sheet-demo \
    share/applications/io.github.bottomsheet.Demo.desktop \
    share/metainfo/io.github.bottomsheet.Demo.metainfo.xml \
    share/icons/hicolor/scalable/apps/io.github.bottomsheet.Demo.svg \
    share/bottom-sheet-demo/demo.css \
    share/doc/bottomsheet-1/index.html; do
    check "installed $file" test -f "$root/$file"
done

# The translations (po/), and the library looking for them where they are installed.
for language in $(sed -e 's/#.*//' po/LINGUAS); do
    check "installed share/locale/$language/LC_MESSAGES/bottomsheet-1.mo" \
        test -f "$root/share/locale/$language/LC_MESSAGES/bottomsheet-1.mo"
done

desktop_entry_is_translated() {
    local language
    for language in $(sed -e 's/#.*//' po/LINGUAS); do
        grep -q "^Comment\[$language\]=" "$root/share/applications/io.github.bottomsheet.Demo.desktop" &&
            grep -q "<summary xml:lang=\"$language\">" "$root/share/metainfo/io.github.bottomsheet.Demo.metainfo.xml" ||
            return 1
    done
}
check "the launcher entry and the AppStream metadata are translated" desktop_entry_is_translated

# The installed program must not need the Swift toolchain's libraries.
no_swift_runtime() { ! ldd "$root/bin/bottom-sheet-demo" | grep -q 'libswift'; }
check "installed demo needs no Swift runtime" no_swift_runtime

shot="$work/installed-demo.png"
# The virtual display's command line, not on_virtual_display: it runs behind `env -i`.
declare -a xvfb
virtual_display_command xvfb 1280x1024
run_installed_demo() {
    env -i PATH=/usr/bin:/bin HOME="$HOME" \
        "${xvfb[@]}" \
        env GDK_BACKEND=x11 GSK_RENDERER=cairo \
        "$root/bin/bottom-sheet-demo" --scenario list --size 480x640 --screenshot "$shot"
}
check "installed demo writes a screenshot" run_installed_demo
png_is_480x640() {
    [[ "$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$shot")" == 480x640 ]]
}
check "the screenshot is 480x640" png_is_480x640

# ---- the library ----

libdir="$(meson introspect "$work/build" --buildoptions \
    | python3 -c 'import json, sys; print(next(o["value"] for o in json.load(sys.stdin) if o["name"] == "libdir"))')"
library="$root/$libdir/libbottomsheet-1.so.0"
for file in \
    "$libdir/libbottomsheet-1.so.0" \
    include/bottomsheet-1/bottomsheet.h \
    "$libdir/pkgconfig/bottomsheet-1.pc" \
    share/gir-1.0/Bs-1.gir \
    "$libdir/girepository-1.0/Bs-1.typelib" \
    share/vala/vapi/bottomsheet-1.vapi \
    share/vala/vapi/bottomsheet-1.deps; do
    check "installed $file" test -f "$root/$file"
done
link_points_to_library() { [[ "$(readlink "$root/$libdir/libbottomsheet-1.so")" == libbottomsheet-1.so.0 ]]; }
check "installed $libdir/libbottomsheet-1.so -> libbottomsheet-1.so.0" link_points_to_library
header_is_the_public_one() { cmp -s "$root/include/bottomsheet-1/bottomsheet.h" Sources/CBottomSheet/include/bottomsheet.h; }
check "the installed header is Sources/CBottomSheet/include/bottomsheet.h" header_is_the_public_one

soname_is_versioned() { readelf -d "$library" | grep -q 'SONAME.*\[libbottomsheet-1\.so\.0\]'; }
check "the library's soname is libbottomsheet-1.so.0" soname_is_versioned
library_binds_the_installed_translations() { grep -q -a -F "$prefix/share/locale" "$library"; }
check "the library binds its translations in PREFIX/share/locale" library_binds_the_installed_translations
library_needs_no_swift() { ! ldd "$library" | grep -q 'libswift'; }
check "the library needs no Swift runtime" library_needs_no_swift
library_has_no_runpath() { ! readelf -d "$library" | grep -qE 'RUNPATH|RPATH'; }
check "the library has no runpath" library_has_no_runpath

# Exported = every symbol the library defines in its dynamic symbol table, local ones
# too (nm's lower-case types), but its version node ("A"): a local name there binds
# nothing, but tools list it among the library's names (gold kept seven of SheetCore's
# and libdispatch's __dispatch_tsd there; meson_wrapper.sh links with lld). Declared =
# the function names in the header, comments removed, plus the get_type of each
# G_DECLARE_*_TYPE.
exported_functions() {
    nm -D --defined-only "$library" | awk '$2 != "A" { sub(/@.*/, "", $3); print $3 }' | sort
}
declared_functions() {
    python3 - Sources/CBottomSheet/include/bottomsheet.h <<'PYTHON'
import re, sys
text = re.sub(r"/\*.*?\*/", "", open(sys.argv[1]).read(), flags=re.S)
names = set(re.findall(r"\b(bs_\w+)\s*\(", text))
names |= {prefix + "_get_type" for prefix in re.findall(r"G_DECLARE_\w+_TYPE\s*\(\s*\w+\s*,\s*(\w+)", text)}
print("\n".join(sorted(names)))
PYTHON
}
exports_are_the_header() {
    local difference
    difference="$(diff <(declared_functions) <(exported_functions))" && return 0
    echo "  < declared in bottomsheet.h but not exported, > exported but not declared:"
    sed 's/^/  /' <<<"$difference" | head -n 20
    return 1
}
check "the library exports exactly the functions of bottomsheet.h ($(declared_functions | wc -l))" exports_are_the_header

# The ABI, against the baseline kept in libbottomsheet-1.abi (libabigail's description of
# the header's functions and types, read from the library's debug information): abidiff's
# report may list additions and nothing else. A function removed (abidiff's exit status
# has bit 8, "incompatible") fails, and so does any change it counts as "Removed" or
# "Changed" with bit 4 alone, as an enum's values changed, which an app compiled against
# the baseline keeps. scripts/update-abi-baseline.sh writes the baseline again, for a
# change made on purpose.
abi_is_compatible_with_the_baseline() {
    local status=0 report
    report="$(abidiff --headers-dir2 Sources/CBottomSheet/include libbottomsheet-1.abi "$library" 2>&1)" || status=$?
    if ((status & (1 | 2 | 8))) || grep -qE '\b[1-9][0-9]* (Removed|Changed)\b' <<<"$report"; then
        sed 's/^/  /' <<<"$report" | head -n 40
        return 1
    fi
    if ((status & 4)); then
        echo "  compatible changes (update the baseline with scripts/update-abi-baseline.sh when they are meant):"
        sed 's/^/  /' <<<"$report" | head -n 20
    fi
}
check "the library's ABI is compatible with libbottomsheet-1.abi (abidiff)" abi_is_compatible_with_the_baseline

pc() { PKG_CONFIG_PATH="$root/$libdir/pkgconfig" pkg-config "$@" bottomsheet-1; }
pc_is_for_the_prefix() {
    [[ "$(pc --variable=prefix)" == "$prefix" && "$(pc --modversion)" == 0.1.0 ]] &&
        pc --cflags | grep -q -- "-I$prefix/include/bottomsheet-1" &&
        pc --libs | grep -q -- '-lbottomsheet-1' &&
        pc --print-requires | grep -q '^gtk4'
}
check "bottomsheet-1.pc: prefix PREFIX, -I…/bottomsheet-1, -lbottomsheet-1, requires gtk4" pc_is_for_the_prefix
gir_names_the_soname() { grep -q 'shared-library="libbottomsheet-1.so.0"' "$root/share/gir-1.0/Bs-1.gir"; }
check "Bs-1.gir loads libbottomsheet-1.so.0" gir_names_the_soname

finish
