#!/usr/bin/env bash
# A newcomer's first step, on a machine with only what the README asks for before its
# commands (a Swift toolchain, git, a desktop):
#
#   newcomer-check.sh RELEASE    RELEASE: debian12-bare or debian13-bare
#
# a bare Debian root (`scripts/debian-root.sh RELEASE`: minbase, what the toolchain
# needs, git, and a virtual X server, a session bus and the accessibility bus standing
# in for the desktop), the project cloned into it, and the README's demo command run
# there as root with --screenshot. Checks that the command installed what it needed,
# built and opened the demo, and that the picture shows the sheet. Each run starts
# from the bare root (its runs are throwaway layers over it).
#
# Writes test-output/newcomer-RELEASE/: the demo command's output (demo.log), the picture
# (demo.png) and how many packages the machine had before and after (packages).
# Prints one line per check and ends with "N passed, M failed".
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/checks.sh
source scripts/checks.sh

release="${1:?usage: newcomer-check.sh debian12-bare|debian13-bare}"
work="$PWD/test-output/newcomer-$release"
shown="test-output/newcomer-$release"
rm -rf "$work"
mkdir -p "$work"
size=480x640

make_bare_root() { bash scripts/debian-root.sh "$release" make >"$work/root.log" 2>&1; }
check "a bare $release root ($shown/root.log)" make_bare_root
((failed == 0)) || finish

# In the root: the clone (of this checkout's HEAD, as `git clone URL` would give it),
# then the README's first command, counting the installed packages around it.
# shellcheck disable=SC2016 # expanded inside the root
first_step='
    installed() { dpkg-query -W -f="\${Status}\n" | grep -c "install ok installed"; }
    before="$(installed)"
    git clone -q "$1" /root/bottom-sheet && cd /root/bottom-sheet || exit 1
    dbus-run-session -- xvfb-run -a -n "${BS_DISPLAY_FROM:-99}" -s "-screen 0 1280x1024x24 -nolisten tcp" \
        bash scripts/demo.sh --scenario list --size "$2" --screenshot "$3/demo.png" >"$3/demo.log" 2>&1
    status=$?
    echo "$before $(installed)" >"$3/packages"
    exit "$status"
'
run_demo_command() {
    bash scripts/debian-root.sh "$release" run bash -c "$first_step" bash "$PWD" "$size" "$work"
}
check "bash scripts/demo.sh in a fresh clone ($shown/demo.log)" run_demo_command

read -r before after <"$work/packages" 2>/dev/null || { before=0 after=0; }
echo "packages: $before before the demo command, $after after ($((after - before)) installed)"
installed_some() { ((after > before)); }
check "the demo command installed the packages it needs" installed_some
no_test_packages() { ! grep -q -E '(Setting up|Unpacking) (orca|weston|valac|gi-docgen|debootstrap)[ :]' "$work/demo.log"; }
check "and none that only the tests need (orca, weston, valac, gi-docgen, debootstrap)" no_test_packages
# GLib's and GTK's messages: "(bottom-sheet-demo:PID): Gtk-WARNING **: …".
no_gtk_warning() { ! grep -a -E '^\(bottom-sheet-demo:[0-9]+\): .*(WARNING|CRITICAL)' "$work/demo.log"; }
check "the demo printed no GLib or GTK warning" no_gtk_warning
sheet_in_picture() {
    python3 scripts/check-sheet-picture.py "$work/demo.png" "$size" "$(grep -a '^sheet detent=' "$work/demo.log" | tail -n 1)"
}
check "the picture shows the sheet ($shown/demo.png)" sheet_in_picture

finish
