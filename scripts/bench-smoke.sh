#!/usr/bin/env bash
# Keeps the benchmark working: runs it with tiny counts (debug build, Cairo) and
# checks that it prints every table. No timing is judged here: the machines are
# noisy, and speed is measured by scripts/bench.sh as ratios within one run.
# Ends with "N passed, M failed".
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bin="$(swift build --show-bin-path)"
out="test-output/bench-smoke.md"
passed=0
failed=0
check() {
    local name="$1"
    shift
    if "$@"; then echo "PASS $name"; passed=$((passed + 1)); else echo "FAIL $name"; failed=$((failed + 1)); fi
}

check "the benchmark runs with tiny counts" \
    xvfb-run -a -s "-screen 0 1280x1024x24 -nolisten tcp" env GDK_BACKEND=x11 GSK_RENDERER=cairo \
    "$bin/bottom-sheet-bench" --quick --write "$out"
for heading in "## Per-frame work" "## Memory" "## Startup" "## Targets"; do
    check "the report has '$heading'" grep -q "^$heading" "$out"
done
for contender in BottomSheet "BottomSheet, non-modal" GtkListView AdwFlap FullRepaint; do
    check "the report measures $contender" grep -q "| $contender |" "$out"
done
check "every present/dismiss child was finalized" grep -q "objects-alive 0\`" "$out"
echo "$passed passed, $failed failed"
((failed == 0))
