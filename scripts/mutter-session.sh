#!/usr/bin/env bash
# mutter-session.sh COMMAND...: runs COMMAND as a GTK client of GNOME's own compositor,
# mutter, headless, the counterpart of scripts/wayland-session.sh (weston) for mutter.
#
# In a session bus of its own (dbus-run-session: mutter offers its APIs there) and a
# private XDG_RUNTIME_DIR (mode 700): PipeWire and its session manager WirePlumber
# (mutter's screen-cast streams need them, its remote-desktop input goes through one, and
# the seat's pictures are read from one), then `mutter --headless --wayland
# --no-x11` with one virtual monitor, whose scale `gdctl` then sets (a fractional one
# too: 1.25 gives a 1280 × 800 monitor 1024 × 640 px of room), then the input seat
# (scripts/mutter-input.py, on the socket BS_INPUT_SOCKET names, with the commands of
# weston's), then COMMAND with WAYLAND_DISPLAY set, GDK_BACKEND=wayland, DISPLAY unset,
# BS_COMPOSITOR=mutter and BS_COMPOSITOR_SCALE set. Stops them all when COMMAND ends,
# and exits with COMMAND's status.
#
# Environment: MUTTER_WIDTH, MUTTER_HEIGHT (the monitor's pixels, default 1280×800),
# MUTTER_SCALE (default 1), MUTTER_LOG (mutter's log, default test-output/mutter.log).
set -euo pipefail

if (($# == 0)); then
    echo "usage: $0 COMMAND [ARGUMENT...]" >&2
    exit 2
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$root/test-output"

if [[ -z "${BS_MUTTER_SESSION_BUS:-}" ]]; then
    for tool in mutter gdctl pipewire wireplumber dbus-run-session; do
        if ! command -v "$tool" >/dev/null 2>&1; then
            echo "mutter-session.sh: $tool is not installed (apt-get install mutter pipewire wireplumber dbus)" >&2
            exit 127
        fi
    done
    # The runtime folder is made before the bus, so that what the bus starts (the
    # accessibility bus's launcher) keeps its sockets there too: two sessions side by
    # side would otherwise share one in the home folder, and the second take it over.
    runtime_dir="$(mktemp -d "${TMPDIR:-/tmp}/mutter-session.XXXXXX")"
    chmod 700 "$runtime_dir"
    XDG_RUNTIME_DIR="$runtime_dir" BS_MUTTER_SESSION_BUS=1 exec dbus-run-session -- bash "${BASH_SOURCE[0]}" "$@"
fi

runtime_dir="$XDG_RUNTIME_DIR"
socket=wayland-mutter
input_socket="$runtime_dir/bs-input.socket"
mutter_log="${MUTTER_LOG:-$root/test-output/mutter.log}"
scale="${MUTTER_SCALE:-1}"
: >"$mutter_log"
pids=()

# Called by the EXIT trap, which shellcheck takes for unreachable code.
# shellcheck disable=SC2317
stop_all() {
    local pid
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$runtime_dir"
}
trap stop_all EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail() {
    echo "mutter-session.sh: $1; mutter's log ($mutter_log):" >&2
    sed 's/^/    mutter: /' "$mutter_log" >&2 || true
    exit 1
}
# wait_for WHAT TEST…: until TEST succeeds, for up to 20 s.
wait_for() {
    local what="$1" deadline=$((SECONDS + 20))
    shift
    until "$@"; do
        ((SECONDS < deadline)) || fail "$what did not come within 20 s"
        sleep 0.1
    done
}

pipewire >>"$mutter_log" 2>&1 &
pids+=($!)
wait_for "PipeWire's socket" test -S "$runtime_dir/pipewire-0"
# PipeWire's session manager links a stream's reader to it: without it the input seat's
# `screenshot` waits on a stream that never starts.
wireplumber >>"$mutter_log" 2>&1 &
pids+=($!)
# mutter's settings from a key file of the session's own, not the user's dconf: new
# windows centred on the monitor (WestonInput.swift looks for a test's window there),
# and the monitor configuration gdctl makes kept out of the user's monitors.xml.
mkdir -p "$runtime_dir/config/glib-2.0/settings"
printf '[org/gnome/mutter]\ncenter-new-windows=true\n' >"$runtime_dir/config/glib-2.0/settings/keyfile"
GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$runtime_dir/config" \
    mutter --headless --wayland --no-x11 --wayland-display="$socket" \
        --virtual-monitor "${MUTTER_WIDTH:-1280}x${MUTTER_HEIGHT:-800}" </dev/null >>"$mutter_log" 2>&1 &
mutter_pid=$!
pids+=("$mutter_pid")
wait_for "mutter's socket" test -S "$runtime_dir/$socket"
monitor_ready() { gdctl show 2>/dev/null | grep -q "Monitor Meta-0"; }
wait_for "mutter's virtual monitor" monitor_ready
if [[ "$scale" != 1 ]]; then
    gdctl set --logical-monitor --primary --monitor Meta-0 --scale "$scale" >>"$mutter_log" 2>&1 ||
        fail "gdctl could not set the scale $scale"
fi
BS_INPUT_SOCKET="$input_socket" /usr/bin/python3 "$root/scripts/mutter-input.py" Meta-0 "$scale" \
    >>"$mutter_log" 2>&1 &
pids+=($!)
wait_for "the input seat's socket" test -S "$input_socket"

status=0
env -u DISPLAY \
    WAYLAND_DISPLAY="$socket" \
    BS_INPUT_SOCKET="$input_socket" \
    BS_COMPOSITOR=mutter \
    BS_COMPOSITOR_SCALE="$scale" \
    GDK_BACKEND=wayland \
    "$@" || status=$?
kill -0 "$mutter_pid" 2>/dev/null || fail "mutter is no longer running (it died while the command ran)"
exit "$status"
