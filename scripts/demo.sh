#!/usr/bin/env bash
# The README's first command: installs missing system packages, builds, and
# runs the demo app (arguments are passed on to it).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# Swift is often unpacked off PATH (as in /opt/swift); find it there too.
if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
    PATH="/opt/swift/usr/bin:$PATH"
fi

bash scripts/install-system-packages.sh

product="bottom-sheet-demo"
swift build

# Until Package.swift declares the demo's executable product, there is nothing
# to run; the build above still checks that the library compiles.
if grep -q "\"$product\"" Package.swift; then
    exec swift run "$product" "$@"
fi
echo "the demo is not built yet; the library and tests are"
