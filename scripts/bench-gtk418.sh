#!/usr/bin/env bash
# The benchmark on GTK 4.18 and libadwaita 1.7, in the Debian 13 root
# (scripts/debian-root.sh; made first if missing), against libadwaita's own bottom
# sheets (AdwBottomSheet, modal and not, and AdwDialog as a bottom sheet): per-frame
# work with GSK_RENDERER=cairo and then ngl, on a virtual X display, at 1,000 to
# 1,000,000 rows, and the motion trace of one scripted flick on each sheet.
#
# Writes the section "# GTK 4.18 and libadwaita 1.7" to docs/bench/gtk418.md, with its
# charts as docs/bench/gtk418-*.png, and puts it into BENCHMARKS.md between its marker
# lines (replacing the one there, else before the hand-written notes from
# docs/benchmark-notes.md); scripts/bench.sh includes docs/bench/gtk418.md the same way
# when it rewrites BENCHMARKS.md. Arguments go to the benchmark (e.g. --rounds 6).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
use_swift_toolchain

scratch=.build-debian13/swift
bash scripts/debian-root.sh debian13 make
bash scripts/debian-root.sh debian13 run swift build -c release --product bottom-sheet-bench --scratch-path "$scratch"
bin="$scratch/release/bottom-sheet-bench"
declare -a xvfb
virtual_display_command xvfb 1280x1024

in_root() {
    local renderer="$1"
    shift
    bash scripts/debian-root.sh debian13 run "${xvfb[@]}" env GDK_BACKEND=x11 GSK_RENDERER="$renderer" "$@"
}

rm -f test-output/gtk418-*.png test-output/gtk418-*.md
# GTK 4.18 has removed the old GL renderer that GSK_RENDERER=gl named (it warns and
# takes its default); ngl is its GL renderer. Where GL does not work, GTK falls back
# to Cairo: the report says which renderer ran.
renderers=(cairo ngl)
for renderer in "${renderers[@]}"; do
    in_root "$renderer" "$bin" --per-frame-only --rows 1000,10000,100000,1000000 --rounds 3 \
        --write "test-output/gtk418-$renderer.md" "$@"
done
in_root cairo "$bin" --motion-trace test-output/gtk418-motion-trace.png >test-output/gtk418-motion-trace.txt

mkdir -p docs/bench
rm -f docs/bench/gtk418-*.png
cp test-output/gtk418-*.png docs/bench/
charts() { sed -E 's#\]\((gtk418-[a-z0-9-]+\.png)\)#](docs/bench/\1)#g'; }
begin="<!-- gtk418: written by scripts/bench-gtk418.sh -->"
end="<!-- /gtk418 -->"
section=docs/bench/gtk418.md
{
    echo "$begin"
    echo "# GTK 4.18 and libadwaita 1.7 (Debian 13 root, \`scripts/bench-gtk418.sh\`)"
    for renderer in "${renderers[@]}"; do
        echo
        echo "## GSK_RENDERER=$renderer"
        echo
        # The report's own title and date lines go; its headings go one level down.
        sed -e '1,2d' -e 's/^## /### /' "test-output/gtk418-$renderer.md" | charts
    done
    echo
    echo "## Motion trace of one scripted flick"
    echo
    echo "![Motion trace](docs/bench/gtk418-motion-trace.png)"
    echo
    echo '```'
    cat test-output/gtk418-motion-trace.txt
    echo '```'
    echo "$end"
} >"$section"

python3 scripts/lib/bench-section.py "$section"
echo "wrote the GTK 4.18 section of BENCHMARKS.md and docs/bench/gtk418-*.png"
