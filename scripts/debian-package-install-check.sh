#!/usr/bin/env bash
# The Debian packages as a user gets them: run inside a bare Debian unstable root
# (scripts/debian-root.sh debian-unstable-bare: no Swift and no GTK, only what drives
# the tests and what an app's developer builds with; each run a throwaway layer over
# it), on the packages DebianPackages-swift6.2 (scripts/debian-package-check.sh) built
# into test-output/debian-package. `apt install` of the four packages, fetching what
# they depend on and recommend from Debian as apt does for a user; then what each
# package promises on its own (the library, a C program on the header and the .pc, the
# typelib from Python, the demo); then the examples' libadwaita and the Embedding
# suite's apps (C, Python, GJS, Vala) built and run against the installed packages
# alone (BS_EMBEDDING_PREFIX=/usr).
#
# Prints one line per check and ends with "N passed, M failed".
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/checks.sh
source scripts/checks.sh

debs_dir="$PWD/test-output/debian-package"
work="$PWD/test-output/debian-package-installed"
rm -rf "$work"
mkdir -p "$work"
packages=(libbottomsheet-1-0 libbottomsheet-1-dev gir1.2-bs-1 bottom-sheet-demo)
multiarch="$(gcc -print-multiarch)"
display=(xvfb-run -a -n "${BS_DISPLAY_FROM:-99}" -s "-screen 0 1280x1024x24 -nolisten tcp")

is_installed() { [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" == "install ok installed" ]]; }
no_gtk4() { ! is_installed libgtk-4-1; }
check "the root has no GTK 4 before the packages" no_gtk4

debs=()
for package in "${packages[@]}"; do
    deb="$(compgen -G "$debs_dir/${package}_*.deb" | head -n 1)"
    if [[ -n "$deb" ]]; then
        debs+=("$deb")
        record PASS "built $package ($(basename "$deb"))"
    else
        record FAIL "built $package (none in $debs_dir: the DebianPackages-swift6.2 suite builds them)"
    fi
done
((failed == 0)) || finish

apt_update() {
    apt-get update -q >"$work/apt.log" 2>&1 || { tail -n 20 "$work/apt.log"; return 1; }
}
apt_install() {
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$@" >>"$work/apt.log" 2>&1 ||
        { tail -n 20 "$work/apt.log"; return 1; }
}
check "apt-get update" apt_update
# As a user's `apt install`: with the packages' recommendations (GTK's fonts and icon loader).
check "the packages install with apt (test-output/debian-package-installed/apt.log)" apt_install "${debs[@]}"
((failed == 0)) || finish
check "GTK 4 came with them" is_installed libgtk-4-1
check "the library is at /usr/lib/$multiarch/libbottomsheet-1.so.0" test -f "/usr/lib/$multiarch/libbottomsheet-1.so.0"

# A C program on the header and bottomsheet-1.pc alone, run.
c_program() {
    cat >"$work/program.c" <<'C'
#include <bottomsheet.h>

int main(void) {
    return bs_bottom_sheet_get_type() != G_TYPE_INVALID ? 0 : 1;
}
C
    # shellcheck disable=SC2046 # pkg-config's words, split on purpose
    cc -o "$work/program" "$work/program.c" $(pkg-config --cflags --libs bottomsheet-1) && "$work/program"
}
check "a C program builds with pkg-config's bottomsheet-1 and runs" c_program
check "Python finds the Bs 1 typelib" "${display[@]}" /usr/bin/python3 -c \
    'import gi; gi.require_version("Bs", "1"); from gi.repository import Bs; Bs.BottomSheet'
demo_screenshot() {
    "${display[@]}" dbus-run-session -- bottom-sheet-demo --scenario list --size 480x640 \
        --screenshot "$work/demo.png" >"$work/demo.log" 2>&1 && test -s "$work/demo.png"
}
check "the installed demo writes a screenshot (test-output/debian-package-installed/demo.png)" demo_screenshot
sheet_in_picture() {
    python3 scripts/check-sheet-picture.py "$work/demo.png" 480x640 "$(grep -a '^sheet detent=' "$work/demo.log" | tail -n 1)"
}
check "the picture shows the sheet where the demo says it is, dimming the content, with its handle" sheet_in_picture
no_gtk_warning() { ! grep -a -E '^\(bottom-sheet-demo:[0-9]+\): .*(WARNING|CRITICAL)' "$work/demo.log"; }
check "the demo printed no GLib or GTK warning" no_gtk_warning

# The examples are libadwaita apps: their developer installs its development files.
check "the examples' libadwaita installs with apt" apt_install libadwaita-1-dev gir1.2-adw-1
# The Embedding suite on the installed packages alone; its log is embedding.log.
embedding() {
    BS_EMBEDDING_PREFIX=/usr "${display[@]}" dbus-run-session -- \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/EmbeddingTests >"$work/embedding.log" 2>&1
    local status=$?
    grep -E "passed|failed|^FAILED|^E " "$work/embedding.log" | tail -n 20 | sed 's/^/  /'
    return "$status"
}
check "the Embedding suite's apps build and run on the installed packages" embedding
finish
