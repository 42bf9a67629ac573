#!/usr/bin/env bash
# Regenerates the screenshots (data/screenshots/: README.md, docs/demo.md) with the demo's
# --screenshot option, on a virtual screen.
# SCREENSHOTS_SCRATCH_PATH, if set, is the SwiftPM build folder to build in.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
scratch=()
[[ -n "${SCREENSHOTS_SCRATCH_PATH:-}" ]] && scratch=(--scratch-path "$SCREENSHOTS_SCRATCH_PATH")
swift build "${scratch[@]}" --product bottom-sheet-demo
demo="$(swift build "${scratch[@]}" --show-bin-path)/bottom-sheet-demo"
out=data/screenshots
mkdir -p "$out"

# shot NAME [OPTION…]: LANGUAGE, if set, chooses the demo's language.
shot() {
    local name="$1"
    shift
    on_virtual_display 1280x1024 \
        env LANG=C.UTF-8 LANGUAGE="${LANGUAGE:-}" GDK_BACKEND=x11 GSK_RENDERER=cairo \
        "$demo" --size 480x640 "$@" --screenshot "$out/$name.png" >/dev/null
    echo "$out/$name.png"
}

shot list-light --scenario list --detent expanded
shot list-dark --scenario list --detent full --dark
shot container-light --scenario container --detent peek
shot fit-dark --scenario fit --detent expanded --dark
shot form-light --scenario form --detent expanded
shot share-light --scenario share --detent expanded
# A person's page, pushed over the share sheet's list (--open-page).
shot share-page-dark --scenario share --detent full --open-page --dark
# The music player: closed to its "now playing" bar, and open on the player, dark.
shot player-light --scenario player
shot player-open-dark --scenario player --detent expanded --dark
# In German, and in Hebrew (right to left).
LANGUAGE=de shot form-de --scenario form --detent expanded
LANGUAGE=he shot form-he --scenario form --detent expanded
LANGUAGE=he shot container-he --scenario container --detent expanded
# A wide window: a modal sheet at the bottom, 640 px wide and centred; a non-modal one a
# side panel on the end edge, the content beside it.
shot adaptive-bottom-light --scenario list --detent expanded --size 1280x800
shot adaptive-side-dark --scenario container --detent expanded --size 1280x800 --dark

# The motion plot while the sheet is dragged by a real pointer (scripts/drag-for-screenshot.sh).
dragged_shot() {
    local name="$1"
    shift
    on_virtual_display 1280x1024 \
        env LANG=C.UTF-8 GDK_BACKEND=x11 GSK_RENDERER=cairo \
        bash scripts/drag-for-screenshot.sh "$demo" "$out/$name.png" "$@"
    echo "$out/$name.png"
}
dragged_shot motion-plot-light
dragged_shot motion-plot-dark --dark
