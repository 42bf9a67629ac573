#!/usr/bin/env bash
# The packager's path, end to end: meson setup, compile, test and install into a
# scratch folder, then checks the installed tree: every file in place, and the
# installed demo (no Swift toolchain on its path) writes a screenshot.
#
# Prints one line per check and ends with "N passed, M failed".
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

work="$PWD/test-output/meson"
rm -rf "$work"
mkdir -p "$work"
passed=0
failed=0

check() {
    local name="$1"
    shift
    if "$@"; then
        echo "PASS $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name"
        failed=$((failed + 1))
    fi
}

finish() {
    echo "$passed passed, $failed failed"
    ((failed == 0))
    exit
}

check "meson setup" meson setup "$work/build" --prefix /usr
check "meson compile" meson compile -C "$work/build"
check "meson test" meson test -C "$work/build" --print-errorlogs
check "meson install" meson install -C "$work/build" --destdir "$work/root"
((failed == 0)) || finish

root="$work/root/usr"
for file in \
    bin/bottom-sheet-demo \
    share/applications/io.github.bottomsheet.Demo.desktop \
    share/metainfo/io.github.bottomsheet.Demo.metainfo.xml \
    share/icons/hicolor/scalable/apps/io.github.bottomsheet.Demo.svg \
    share/bottom-sheet-demo/demo.css; do
    check "installed $file" test -f "$root/$file"
done

# The installed program must not need the Swift toolchain's libraries.
no_swift_runtime() { ! ldd "$root/bin/bottom-sheet-demo" | grep -q 'libswift'; }
check "installed demo needs no Swift runtime" no_swift_runtime

shot="$work/installed-demo.png"
run_installed_demo() {
    env -i PATH=/usr/bin:/bin HOME="$HOME" \
        xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" \
        env GDK_BACKEND=x11 GSK_RENDERER=cairo \
        "$root/bin/bottom-sheet-demo" --scenario list --size 480x640 --screenshot "$shot"
}
check "installed demo writes a screenshot" run_installed_demo
png_is_480x640() {
    [[ "$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print("%dx%d" % struct.unpack(">II", d[16:24]))' "$shot")" == 480x640 ]]
}
check "the screenshot is 480x640" png_is_480x640

finish
