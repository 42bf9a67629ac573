#!/usr/bin/env bash
# Keeps the benchmark working: runs it with tiny counts (debug build, Cairo) and
# checks that it prints every table and draws every chart. No timing is judged
# here: the machines are noisy, and speed is measured by scripts/bench.sh as
# ratios within one run.
# BENCH_SCRATCH_PATH, if set, is the SwiftPM build folder to take the build from.
# Ends with "N passed, M failed".
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh" || exit 1
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scratch=()
[[ -n "${BENCH_SCRATCH_PATH:-}" ]] && scratch=(--scratch-path "$BENCH_SCRATCH_PATH")
bin="$(swift build "${scratch[@]}" --show-bin-path)"
out="test-output/bench-smoke.md"
timeline="test-output/bench-smoke-timeline.csv"
# shellcheck source=scripts/checks.sh
source scripts/checks.sh

# Charts left by an earlier run must not pass for this one's.
rm -f test-output/bench-smoke-*.png "$timeline"
check "the benchmark runs with tiny counts" \
    on_virtual_display 1280x1024 env GDK_BACKEND=x11 GSK_RENDERER=cairo \
    "$bin/bottom-sheet-bench" --quick --write "$out" --timeline "$timeline"
for heading in "## Per-frame work" "## Frame phases" "## Charts" "## Memory" "## Startup" "## Targets"; do
    check "the report has '$heading'" grep -q "^$heading" "$out"
done
for contender in BottomSheet "BottomSheet, non-modal" GtkListView AdwFlap FullRepaint; do
    check "the report measures $contender" grep -q "| $contender |" "$out"
done
# The timeline: a line per recorded frame (2 scales, 2 workloads, 20 frames, 5
# contenders but AdwFlap without drag), whose phases, timed by the frame clock's
# emission hooks, span the frame as the recorder's own handlers timed it: both end at
# the same instant, and the hooks start it first, before GTK's own before-paint
# handlers. So the phases are never shorter than the frame (3 µs of rounding), and
# longer by those handlers' tens of microseconds: 0.2 ms is allowed to 95 % of the
# frames, since on a busy machine a few frames are held up in between (the process
# preempted). Phases of another frame, or a frame whose start was not hooked, fail it.
check "the timeline has a line per recorded frame" \
    test "$(grep -c '^[0-9]' "$timeline")" -eq $((2 * (2 * 20 * 5 - 20)))
check "the timeline tells the sheet's moving frames" grep -q ',"BottomSheet, non-modal",0,[0-9]*,moving,' "$timeline"
check "each timeline frame's phases span its recorded time" python3 -c '
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
parts = ("update_ms", "layout_ms", "paint_ms", "after_paint_ms")
extra = sorted(sum(float(r[p]) for p in parts) - float(r["total_ms"]) for r in rows)
sys.exit(not rows or extra[0] < -0.003 or extra[int(len(extra) * 0.95)] > 0.2)
' "$timeline"
# Each frame's start on the monotonic clock (to line frames up with a profiler's
# samples): within a block, after the previous frame's end.
check "each timeline frame starts after the one before it ended" python3 -c '
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1])))
pairs = [(a, b) for a, b in zip(rows, rows[1:]) if int(b["frame"]) == int(a["frame"]) + 1]
sys.exit(not pairs or not all(int(b["start_us"]) >= int(a["start_us"]) + float(a["total_ms"]) * 1000 - 3 for a, b in pairs))
' "$timeline"
check "every present/dismiss child was finalized" grep -q "objects-alive 0\`" "$out"

# Each chart: linked from the report by a relative path, a PNG of its size that is
# not blank, with every plotted contender's colour in it (ContenderStyle.palette).
sheet=3584e4 non_modal=9141ac list=26a269 flap=e66100 floor=77767b
chart() {
    local name="$1" size="$2"
    shift 2
    local file="bench-smoke-$name.png"
    check "the report links $file" grep -qF "]($file)" "$out"
    check "$file is a ${size} chart in the contenders' colours" \
        python3 scripts/check-chart-png.py "test-output/$file" "$size" "$@"
}
# AdwFlap reveals itself on its own only: it has no drag.
chart frame-times-drag 960x720 $sheet $non_modal $list $floor
chart frame-times-animate 960x720 $sheet $non_modal $list $flap $floor
chart cpu-per-frame 960x480 $sheet $non_modal $list $flap $floor
finish
