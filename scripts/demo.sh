#!/usr/bin/env bash
# The README's first command: installs the system packages the demo needs that are
# missing, builds the demo, and runs it (arguments are passed on to it).
set -euo pipefail

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."

use_swift_toolchain
if ! command -v swift >/dev/null 2>&1; then
    echo "demo.sh: no Swift toolchain found (swift on PATH, or /opt/swift): the README says how to install one" >&2
    exit 1
fi

bash scripts/install-system-packages.sh demo

# Only the demo and what it uses: the benchmark and the tests need more packages.
exec swift run bottom-sheet-demo "$@"
