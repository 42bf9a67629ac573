#!/usr/bin/env bash
# build.sh: builds bs-weston-input.c, the weston module that gives the test sessions'
# headless weston an input seat, with meson (meson.build beside it) against the
# installed libweston (libweston-10-dev on Debian 12, libweston-14-dev on Debian 13,
# libweston-16-dev on Debian testing), and prints the module's absolute path.
#
# The build folder is .build/weston-input/CODENAME-libweston-N: the Debian roots run
# in this same checkout, each with its own compiler and libweston, and a meson build
# folder belongs to one of them. `meson compile` runs every time and rebuilds only
# what is out of date; meson's output goes to the folder's name + .log beside it,
# printed if the build fails.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
# shellcheck source=scripts/lib/packages.sh
source "$root/scripts/lib/packages.sh"

for tool in meson ninja pkg-config; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "build.sh: $tool is not installed (scripts/system-packages.txt lists it)" >&2
        exit 1
    fi
done
# Only to name the build folder: meson.build picks the same libweston.
libweston="$(pkg-config --list-all 2>/dev/null | awk '$1 ~ /^libweston-[0-9]+$/ { print $1 }' | sort -V | tail -n 1)"
if [[ -z "$libweston" ]]; then
    echo "build.sh: no libweston-N pkg-config module (apt-get install libweston-10-dev, or libweston-14-dev on Debian 13)" >&2
    exit 1
fi
build="$root/.build/weston-input/$(host_codename)-$libweston"
mkdir -p "$(dirname "$build")"

# One build at a time in a folder: scripts/test.sh starts several sessions at once.
exec 9>"$build.lock"
flock 9
status=0
{
    # A folder without build.ninja is a setup that did not finish: started again.
    if [[ ! -f "$build/build.ninja" ]]; then
        rm -rf "$build"
        meson setup "$build" "$here"
    fi
    meson compile -C "$build"
} >"$build.log" 2>&1 || status=$?
if ((status != 0)); then
    echo "build.sh: meson could not build the module in $build:" >&2
    cat "$build.log" >&2
    exit "$status"
fi
echo "$build/bs-weston-input.so"
