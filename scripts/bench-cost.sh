#!/usr/bin/env bash
# What the library costs an app, on the Debian packages as a user installs them: in a
# bare Debian unstable root (scripts/debian-root.sh debian-unstable-bare; a throwaway
# layer over it), the packages in test-output/debian-package (built first, by
# scripts/debian-package-check.sh in the Debian unstable root, when there are none)
# installed with apt, with libadwaita's development files for the C app that compares
# the sheet with AdwBottomSheet; then scripts/bench-cost.py under a virtual X display.
#
# Writes docs/bench/cost.md and puts it into BENCHMARKS.md between its marker lines
# (scripts/bench.sh includes it the same way when it rewrites BENCHMARKS.md).
# Arguments go to bench-cost.py (e.g. --rounds 20).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

debs="$PWD/test-output/debian-package"
if ! compgen -G "$debs/libbottomsheet-1-0_*.deb" >/dev/null; then
    bash scripts/debian-root.sh debian-unstable make
    bash scripts/debian-root.sh debian-unstable run bash scripts/debian-package-check.sh
fi
bash scripts/debian-root.sh debian-unstable-bare make

mkdir -p test-output docs/bench
report="$PWD/test-output/cost.md"
# shellcheck disable=SC2016 # expanded inside the root
bash scripts/debian-root.sh debian-unstable-bare run bash -euo pipefail -c '
    debs="$1" report="$2"
    shift 2
    apt-get update -q >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
        "$debs"/libbottomsheet-1-0_*.deb "$debs"/libbottomsheet-1-dev_*.deb \
        "$debs"/gir1.2-bs-1_*.deb "$debs"/bottom-sheet-demo_*.deb libadwaita-1-dev >/dev/null
    xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" dbus-run-session -- \
        env GDK_BACKEND=x11 /usr/bin/python3 scripts/bench-cost.py --debs "$debs" --write "$report" "$@"
' bash "$debs" "$report" "$@"

section=docs/bench/cost.md
{
    echo "<!-- cost: written by scripts/bench-cost.sh -->"
    cat "$report"
    echo "<!-- /cost -->"
} >"$section"
python3 scripts/lib/bench-section.py "$section"
echo "wrote docs/bench/cost.md and its section of BENCHMARKS.md"
