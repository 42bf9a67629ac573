#!/usr/bin/env bash
# build.sh: compiles bs-weston-input.c, the weston module that gives the test
# sessions' headless weston an input seat, against the installed libweston
# (libweston-10-dev on Debian 12, libweston-14-dev on Debian 13, libweston-16-dev on Debian testing), and prints the
# module's absolute path.
#
# The module goes to .build/weston-input/weston-MAJOR/bs-weston-input.so: the Debian
# roots run in this same checkout, and the major version in the path keeps the
# builds apart. It is rebuilt only when missing or older than its source.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source_file="$here/bs-weston-input.c"

libweston="$(pkg-config --list-all 2>/dev/null | awk '$1 ~ /^libweston-[0-9]+$/ { print $1 }' | sort -V | tail -n 1)"
if [[ -z "$libweston" ]]; then
    echo "build.sh: no libweston-N pkg-config module (apt-get install libweston-10-dev, or libweston-14-dev on Debian 13)" >&2
    exit 1
fi
output="$root/.build/weston-input/weston-${libweston#libweston-}/bs-weston-input.so"

if [[ ! -f "$output" || "$source_file" -nt "$output" ]]; then
    mkdir -p "$(dirname "$output")"
    # shellcheck disable=SC2046 # pkg-config's flags are separate words
    # Any C compiler: the system's, else the clang that comes with Swift.
    compiler="${CC:-$(command -v cc || command -v gcc || command -v clang || true)}"
    if [[ -z "$compiler" ]]; then
        echo "build.sh: no C compiler (cc, gcc or Swift's clang) on PATH" >&2
        exit 1
    fi
    "$compiler" -shared -fPIC -std=c11 -Wall -Wextra -Werror \
        $(pkg-config --cflags "$libweston" wayland-server xkbcommon) \
        -o "$output.$$.tmp" "$source_file" \
        $(pkg-config --libs "$libweston" wayland-server)
    mv "$output.$$.tmp" "$output"
fi
echo "$output"
