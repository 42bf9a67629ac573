#!/usr/bin/env bash
# The benchmark (docs/performance.md): a release build of bottom-sheet-bench and the
# demo, run on a virtual screen with the Cairo renderer, then with the GL renderer
# (per-frame work only; GTK falls back to Cairo where GL does not work, and the
# report says which it used).
# Writes BENCHMARKS.md, and copies the charts of both runs to docs/bench/, where
# BENCHMARKS.md shows them. Arguments go to the benchmark (e.g. --quick, --rounds 5).
# BENCH_SCRATCH_PATH, if set, is the SwiftPM build folder to build in.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
use_swift_toolchain
bash scripts/install-system-packages.sh

scratch=()
[[ -n "${BENCH_SCRATCH_PATH:-}" ]] && scratch=(--scratch-path "$BENCH_SCRATCH_PATH")
swift build "${scratch[@]}" -c release --product bottom-sheet-demo
swift build "${scratch[@]}" -c release --product bottom-sheet-bench
bin="$(swift build "${scratch[@]}" -c release --show-bin-path)"

run() {
    local renderer="$1" out="$2"
    shift 2
    on_virtual_display 1280x1024 \
        env GDK_BACKEND=x11 GSK_RENDERER="$renderer" \
        "$bin/bottom-sheet-bench" --write "$out" "$@"
}

# Charts of an earlier run must not be copied as this one's.
rm -f test-output/bench-cairo-*.png test-output/bench-gl-*.png
run cairo test-output/bench-cairo.md "$@"
# With GL, per-frame work only, at two sizes: memory and startup were measured
# above, and the whole command stays within a few minutes. Arguments given to
# this script come last, so they win (e.g. --rows).
run gl test-output/bench-gl.md --per-frame-only --rows 1000,1000000 "$@"

# The reports link their charts beside them (test-output/); BENCHMARKS.md links
# the copies in docs/bench/.
# Only this script's charts: docs/bench/gtk4* are scripts/bench-gtk.sh's.
mkdir -p docs/bench
rm -f docs/bench/bench-*.png
cp test-output/bench-cairo-*.png docs/bench/
cp test-output/bench-gl-*.png docs/bench/ 2>/dev/null || true
charts() { sed -E 's#\]\((bench-(cairo|gl)-[a-z0-9-]+\.png)\)#](docs/bench/\1)#g'; }

{
    charts <test-output/bench-cairo.md
    echo
    echo "# The same with GSK_RENDERER=gl"
    echo
    sed '1,2d' test-output/bench-gl.md | charts
    # The sections of scripts/bench-gtk.sh and scripts/bench-cost.sh, as they last
    # wrote them.
    for section in docs/bench/gtk418.md docs/bench/gtk424.md docs/bench/cost.md; do
        if [[ -f "$section" ]]; then
            echo
            cat "$section"
        fi
    done
    if [[ -f docs/benchmark-notes.md ]]; then
        echo
        cat docs/benchmark-notes.md
    fi
} > BENCHMARKS.md
echo "wrote BENCHMARKS.md and docs/bench/"
