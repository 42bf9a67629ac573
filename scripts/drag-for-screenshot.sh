#!/usr/bin/env bash
# drag-for-screenshot.sh DEMO FILE.png [OPTION…]: run inside an X server (xvfb-run).
# Opens the demo's two-stage list at full with the motion plot, then moves the sheet
# with a real pointer (xdotool): a flick down, then a slow drag up that is still held
# when the demo takes its screenshot (--screenshot-at), so the picture shows the sheet
# mid-drag and the plot with the flick's release and its target.
set -euo pipefail
demo="$1" png="$2"
shift 2
"$demo" --size 480x720 --scenario list --detent full --motion-plot "$@" \
    --screenshot "$png" --screenshot-at 4.5 >/dev/null &
pid=$!
window=""
for _ in $(seq 100); do
    window="$(xdotool search --onlyvisible --name '^Bottom Sheet$' 2>/dev/null | head -n 1 || true)"
    [[ -n "$window" ]] && break
    sleep 0.1
done
[[ -n "$window" ]] || { echo "drag-for-screenshot: the demo's window did not appear" >&2; kill "$pid"; exit 1; }
eval "$(xdotool getwindowgeometry --shell "$window")"   # X, Y, WIDTH, HEIGHT
centre=$((X + WIDTH / 2))
sleep 1.5
# The flick: down from the handle (the sheet's top at full: under the header bar, the
# plot and the 40 px top inset) by 60 px in a tenth of a second: on to expanded.
handle=$((Y + 250))
xdotool mousemove "$centre" "$handle" mousedown 1
for step in $(seq 1 10); do xdotool mousemove "$centre" $((handle + step * 6)); sleep 0.01; done
xdotool mouseup 1
sleep 1.2
# The slow drag up from the list, held while the picture is taken.
start=$((Y + HEIGHT - 120))
xdotool mousemove "$centre" "$start" mousedown 1
for step in $(seq 1 20); do xdotool mousemove "$centre" $((start - step * 6)); sleep 0.04; done
sleep 1.5
xdotool mouseup 1
wait "$pid"
