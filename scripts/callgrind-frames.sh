#!/usr/bin/env bash
# Instructions per frame of the non-modal sheet's drag (or animation) at 1,000 rows, counted by
# valgrind's callgrind (docs/benchmark-notes.md, "Instructions (callgrind)"): the same
# binary gives the same count to within about 0.2 % (the heap's state differs a little
# from run to run), so a change's effect shows without the noise of wall time. Counts
# only inside FrameLoop.run, on a virtual screen with the Cairo renderer, as
# scripts/bench.sh runs the benchmark; not in the sheet's spring before and after the
# drag (see below). The animate workload runs on a scripted clock (the benchmark's
# --scripted-clock: each frame of the spring 1/60 s after the last), so that every run
# steps the same frames of the same animations: on the wall clock, which valgrind slows
# unevenly, how many of the counted frames moved changed from run to run (the same binary
# gave 2.75 M to 3.18 M a frame).
#
#     bash scripts/callgrind-frames.sh [drag|animate]
#
# Builds a release bench of its own without debug info in .build-callgrind (valgrind
# 3.19, Debian 12's, cannot read Swift 6's DWARF 5). Writes the profile to
# test-output/callgrind-WORKLOAD.out (read it with callgrind_annotate) and prints the total
# and the count per frame. One run takes about half a minute.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
use_swift_toolchain
bash scripts/install-system-packages.sh
if ! command -v valgrind >/dev/null 2>&1; then
    if [[ "$(id -u)" -eq 0 ]]; then
        export DEBIAN_FRONTEND=noninteractive
        apt-get install -y --no-install-recommends valgrind \
            || { apt-get update && apt-get install -y --no-install-recommends valgrind; }
    else
        echo "valgrind is not installed; install it with:" >&2
        echo "  sudo apt-get install -y --no-install-recommends valgrind" >&2
        exit 1
    fi
fi

workload="${1:-drag}"
case "$workload" in
    drag | animate) ;;
    *) echo "usage: $0 [drag|animate]" >&2; exit 2 ;;
esac
frames=60
scratch=.build-callgrind
swift build -c release --scratch-path "$scratch" --product bottom-sheet-bench \
    -Xswiftc -gnone -Xcc -g0
bench="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/bottom-sheet-bench"

# Where callgrind counts: it switches collection on at the entry of a function named
# by --toggle-collect and back at its exit, and a nested one switches it the other way.
# On: FrameLoop.run's own copies, whatever the optimizer made of it (Benchmark calls one,
# MemoryProbes a specialized one), not its closures (a closure there would switch
# counting off inside the loop). Off again, nested in it: the sheet contender's prepare
# and finish, which let the sheet's spring run to `full` before the drag and settle
# after it. Those run for as many frames as the spring takes in wall time, which
# valgrind stretches unevenly (with them the count varied by up to 7 % between runs);
# and they are no part of the drag.

# Symbols as "mangled<TAB>demangled", those of FrameLoop and SheetContender.
symbols="$(llvm-nm --defined-only --just-symbol-name "$bench" | sort -u \
    | grep -E '^\$s18bottom_sheet_bench(9FrameLoopO3run|14SheetContender)' || true)"
table="$(paste <(echo "$symbols") <(echo "$symbols" | swift demangle --simplified))"
mangled() { name="$1" awk -F'\t' '$2 ~ ENVIRON["name"] { print $1 }' <<<"$table"; }
toggles=()
for symbol in $(mangled '^(specialized )?static FrameLoop\.run\(_:_:frames:\)$'); do
    toggles+=("--toggle-collect=$symbol")
done
if [[ ${#toggles[@]} -eq 0 ]]; then
    echo "callgrind-frames: no FrameLoop.run symbol in $bench" >&2
    exit 1
fi
for step in prepare finish; do
    # The method itself, else (if inlined there) the protocol witness that FrameLoop.run
    # calls and that jumps to the method: one of the two, as both would switch it back.
    symbol="$(mangled "^SheetContender\\.$step\\(_:\\)$")"
    if [[ -z "$symbol" ]]; then
        symbol="$(mangled "^protocol witness for Contender\\.$step\\(_:\\) in conformance SheetContender$")"
    fi
    if [[ -z "$symbol" ]]; then
        echo "callgrind-frames: no SheetContender.$step in $bench" >&2
        exit 1
    fi
    toggles+=("--toggle-collect=$symbol")
done

scripted=()
if [[ "$workload" == animate ]]; then
    scripted=(--scripted-clock)
fi

out=test-output/callgrind-$workload.out
mkdir -p test-output
on_virtual_display 1280x1024 \
    env GDK_BACKEND=x11 GSK_RENDERER=cairo \
    valgrind --tool=callgrind --callgrind-out-file="$out" "${toggles[@]}" \
    "$bench" --per-frame-only --rounds 1 --frames "$frames" --rows 1000 \
    --workload "$workload" "${scripted[@]}" --only "BottomSheet, non-modal" >"$out.log" 2>&1 \
    || { cat "$out.log" >&2; exit 1; }

# FrameLoop.run steps the sheet warmupFrames + frames times (drag 15 + 60, animate
# 120 + 60), and all of them are counted, warm-up included; so are showing the window
# before prepare and hiding it after finish. The count per frame is the total over the
# stepped frames.
warmup="$(sed -n "s/^ *case \.$workload: \([0-9]*\)$/\1/p" Sources/bottom-sheet-bench/FrameLoop.swift)"
if [[ -z "$warmup" ]]; then
    echo "callgrind-frames: no warm-up for $workload in FrameLoop.warmupFrames" >&2
    exit 1
fi
stepped=$((warmup + frames))
total="$(sed -n 's/^totals: *\([0-9]*\).*/\1/p' "$out")"
if [[ -z "$total" || "$total" -eq 0 ]]; then
    echo "callgrind-frames: nothing collected (see $out.log)" >&2
    exit 1
fi
echo "instructions: $total in FrameLoop.run, $stepped frames ($warmup warm-up + $frames measured)"
echo "instructions per frame: $((total / stepped))"
