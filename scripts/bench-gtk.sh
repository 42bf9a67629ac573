#!/usr/bin/env bash
# The benchmark on a newer GTK, in its Debian root (scripts/debian-root.sh; made first
# if missing), against libadwaita's own bottom sheets (AdwBottomSheet, modal and not,
# and AdwDialog as a bottom sheet):
#
#   bench-gtk.sh 4.18 [ARGUMENT…]   GTK 4.18 and libadwaita 1.7, the Debian 13 root
#   bench-gtk.sh 4.24 [ARGUMENT…]   GTK 4.24 and libadwaita 1.10, the Debian testing root
#
# Per-frame work with GSK_RENDERER=cairo and then GTK's GL renderer (ngl on 4.18, gl on
# 4.24; its own choice where there is no Vulkan device, as here), on a virtual X display, at 1,000 to
# 1,000,000 rows, and the motion trace of one scripted flick on each sheet.
#
# Writes the section "# GTK 4.N and libadwaita 1.M" to docs/bench/gtk4N.md, with its
# charts as docs/bench/gtk4N-*.png, and puts it into BENCHMARKS.md between its marker
# lines (replacing the one there, else before the hand-written notes from
# docs/benchmark-notes.md); scripts/bench.sh includes docs/bench/gtk4*.md the same way
# when it rewrites BENCHMARKS.md. Further arguments go to the benchmark (e.g. --rounds 6).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
use_swift_toolchain

case "${1:-}" in
    # GSK_RENDERER's name for the GL renderer: ngl on GTK 4.18 (gl named the old one,
    # removed: GTK warns and takes its default); gl again on GTK 4.24, which warns that
    # ngl "has been renamed to gl" (it then takes its default, GL here, too).
    4.18) release=debian13 adwaita=1.7 root_name="Debian 13 root" gl=ngl ;;
    4.24) release=debian-testing adwaita=1.10 root_name="Debian testing root" gl=gl ;;
    *)
        echo "usage: bench-gtk.sh 4.18|4.24 [ARGUMENT…]" >&2
        exit 2
        ;;
esac
gtk="$1"
shift
tag="gtk${gtk/./}"

scratch=".build-$release/swift"
bash scripts/debian-root.sh "$release" make
bash scripts/debian-root.sh "$release" run swift build -c release --product bottom-sheet-bench --scratch-path "$scratch"
bin="$scratch/release/bottom-sheet-bench"
declare -a xvfb
virtual_display_command xvfb 1280x1024

in_root() {
    local renderer="$1"
    shift
    bash scripts/debian-root.sh "$release" run "${xvfb[@]}" env GDK_BACKEND=x11 GSK_RENDERER="$renderer" "$@"
}

rm -f "test-output/$tag-"*.png "test-output/$tag-"*.md
# Where GL does not work, GTK falls back to Cairo: the report says which renderer ran.
renderers=(cairo "$gl")
for renderer in "${renderers[@]}"; do
    in_root "$renderer" "$bin" --per-frame-only --rows 1000,10000,100000,1000000 --rounds 3 \
        --write "test-output/$tag-$renderer.md" "$@"
done
in_root cairo "$bin" --motion-trace "test-output/$tag-motion-trace.png" >"test-output/$tag-motion-trace.txt"

mkdir -p docs/bench
rm -f "docs/bench/$tag-"*.png
cp "test-output/$tag-"*.png docs/bench/
charts() { sed -E "s#\]\(($tag-[a-z0-9-]+\.png)\)#](docs/bench/\1)#g"; }
section="docs/bench/$tag.md"
{
    echo "<!-- $tag: written by scripts/bench-gtk.sh -->"
    echo "# GTK $gtk and libadwaita $adwaita ($root_name, \`scripts/bench-gtk.sh $gtk\`)"
    for renderer in "${renderers[@]}"; do
        echo
        echo "## GSK_RENDERER=$renderer"
        echo
        # The report's own title and date lines go; its headings go one level down.
        sed -e '1,2d' -e 's/^## /### /' "test-output/$tag-$renderer.md" | charts
    done
    echo
    echo "## Motion trace of one scripted flick"
    echo
    echo "![Motion trace](docs/bench/$tag-motion-trace.png)"
    echo
    echo '```'
    cat "test-output/$tag-motion-trace.txt"
    echo '```'
    echo "<!-- /$tag -->"
} >"$section"

python3 scripts/lib/bench-section.py "$section"
echo "wrote the GTK $gtk section of BENCHMARKS.md and docs/bench/$tag-*.png"
