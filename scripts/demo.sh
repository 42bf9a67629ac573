#!/usr/bin/env bash
# The README's first command: installs missing system packages, builds, and
# runs the demo app (arguments are passed on to it).
set -euo pipefail

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."

use_swift_toolchain

bash scripts/install-system-packages.sh

product="bottom-sheet-demo"
swift build

# Until Package.swift declares the demo's executable product, there is nothing
# to run; the build above still checks that the library compiles.
if grep -q "\"$product\"" Package.swift; then
    exec swift run "$product" "$@"
fi
echo "the demo is not built yet; the library and tests are"
