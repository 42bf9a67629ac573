#!/usr/bin/env bash
# Writes libbottomsheet-1.abi, the ABI baseline scripts/meson-install-check.sh compares
# the library with (abidiff), from the library the last install check built
# (test-output/meson/build; `bash scripts/test.sh MesonInstall` builds it). Run it when
# the ABI changes on purpose: an addition, or a break that comes with a new soname.
#
#   bash scripts/update-abi-baseline.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

library=test-output/meson/build/libbottomsheet-1.so.0
if [[ ! -f "$library" ]]; then
    echo "update-abi-baseline.sh: no $library: run 'bash scripts/test.sh MesonInstall' first" >&2
    exit 1
fi
# Only what the public header declares (--headers-dir), and no build folder's path (the
# compile unit's path is relative to the source copy the install check built).
abidw --headers-dir Sources/CBottomSheet/include --no-corpus-path --drop-undefined-syms "$library" |
    sed -E "s#(path|comp-dir-path)='[^']*/test-output/meson/source/?#\1='#g" >libbottomsheet-1.abi
echo "wrote libbottomsheet-1.abi: $(grep -c '<elf-symbol' libbottomsheet-1.abi) functions"
