#!/usr/bin/env bash
# phoc-session.sh COMMAND...: runs COMMAND as a GTK client of Phosh's compositor, phoc,
# headless, with Phosh's on-screen keyboard, squeekboard: a phone's counterpart of
# scripts/mutter-session.sh.
#
# In a session bus of its own (dbus-run-session: squeekboard offers its sm.puri.OSK0
# there) and a private XDG_RUNTIME_DIR (mode 700): phoc with wlroots' headless backend
# and software renderer, one output (HEADLESS-1) of PHOC_WIDTH × PHOC_HEIGHT pixels at
# PHOC_SCALE (a phone's: 720 × 1440 at 2, 360 × 720 px of room) and no Xwayland; then
# squeekboard, turned on (org.gnome.desktop.a11y.applications screen-keyboard-enabled,
# from a key file of the session's own, not the user's dconf); then the input seat
# (scripts/phoc-input.py: a pointer, the keyboard shown and hidden, pictures); then
# COMMAND with WAYLAND_DISPLAY, BS_INPUT_SOCKET, GDK_BACKEND=wayland, BS_COMPOSITOR=phoc,
# BS_COMPOSITOR_SCALE and PHOC_WIDTH, PHOC_HEIGHT, PHOC_SCALE set and DISPLAY unset.
# Stops them all when COMMAND ends, and exits with COMMAND's status.
#
# squeekboard's panel takes the bottom of the output as an exclusive zone when it is
# shown: the window gets that much shorter, and back when it goes. A focused text field
# alone does not show it here: phoc 0.58 turns the input method on for a GTK 4.24 client
# (text-input-v3, version 2) only when the client asks for the input panel, and GTK asks
# only on a touch, which wlroots' virtual devices cannot make. The seat shows it as
# Phosh's keyboard button does (`keyboard show`); keys pressed on it reach the focused
# field through squeekboard's virtual keyboard as they do on a phone.
#
# Environment: PHOC_WIDTH, PHOC_HEIGHT (the output's pixels, default 720×1440), PHOC_SCALE
# (default 2), PHOC_LOG (phoc's and the seat's log, default test-output/phoc.log),
# SQUEEKBOARD_LOG (default test-output/squeekboard.log).
set -euo pipefail

if (($# == 0)); then
    echo "usage: $0 COMMAND [ARGUMENT...]" >&2
    exit 2
fi
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$root/test-output"

if [[ -z "${BS_PHOC_SESSION_BUS:-}" ]]; then
    for tool in phoc squeekboard grim gdbus python3 dbus-run-session; do
        if ! command -v "$tool" >/dev/null 2>&1; then
            echo "phoc-session.sh: $tool is not installed (apt-get install phoc squeekboard grim dbus libglib2.0-bin python3-gi)" >&2
            exit 127
        fi
    done
    # The runtime folder is made before the bus, so that what the bus starts (the
    # accessibility bus's launcher, which squeekboard asks for) keeps its sockets there.
    runtime_dir="$(mktemp -d "${TMPDIR:-/tmp}/phoc-session.XXXXXX")"
    chmod 700 "$runtime_dir"
    XDG_RUNTIME_DIR="$runtime_dir" BS_PHOC_SESSION_BUS=1 exec dbus-run-session -- bash "${BASH_SOURCE[0]}" "$@"
fi

runtime_dir="$XDG_RUNTIME_DIR"
socket=wayland-phoc
input_socket="$runtime_dir/bs-input.socket"
width="${PHOC_WIDTH:-720}"
height="${PHOC_HEIGHT:-1440}"
scale="${PHOC_SCALE:-2}"
phoc_log="${PHOC_LOG:-$root/test-output/phoc.log}"
squeekboard_log="${SQUEEKBOARD_LOG:-$root/test-output/squeekboard.log}"
: >"$phoc_log"
: >"$squeekboard_log"
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
    echo "phoc-session.sh: $1; phoc's log ($phoc_log) and squeekboard's ($squeekboard_log):" >&2
    sed 's/^/    phoc: /' "$phoc_log" >&2 || true
    sed 's/^/    squeekboard: /' "$squeekboard_log" >&2 || true
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

# squeekboard's settings (the keyboard turned on) from a key
# file of the session's own.
mkdir -p "$runtime_dir/config/glib-2.0/settings"
printf '[org/gnome/desktop/a11y/applications]\nscreen-keyboard-enabled=true\n' \
    >"$runtime_dir/config/glib-2.0/settings/keyfile"
printf '[core]\nxwayland = false\n\n[output:HEADLESS-1]\nmode = %sx%s\nscale = %s\n' \
    "$width" "$height" "$scale" >"$runtime_dir/phoc.ini"
GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$runtime_dir/config" \
    WLR_BACKENDS=headless WLR_RENDERER=pixman \
    phoc --config "$runtime_dir/phoc.ini" --socket "$socket" </dev/null >>"$phoc_log" 2>&1 &
pids+=($!)
wait_for "phoc's socket" test -S "$runtime_dir/$socket"

GSETTINGS_BACKEND=keyfile XDG_CONFIG_HOME="$runtime_dir/config" \
    WAYLAND_DISPLAY="$socket" GDK_BACKEND=wayland \
    squeekboard </dev/null >>"$squeekboard_log" 2>&1 &
pids+=($!)
osk_visible() {
    gdbus call --session --dest sm.puri.OSK0 --object-path /sm/puri/OSK0 \
        --method org.freedesktop.DBus.Properties.Get sm.puri.OSK0 Visible 2>/dev/null
}
squeekboard_ready() { [[ -n "$(osk_visible)" ]]; }
wait_for "squeekboard's sm.puri.OSK0" squeekboard_ready
# squeekboard shows its panel for a blink as it starts (some 0.2 s): a window mapped
# then would be made shorter and taller again.
sleep 0.3
squeekboard_hidden() { [[ "$(osk_visible)" == "(<false>,)" ]]; }
wait_for "squeekboard's start-up panel to go" squeekboard_hidden

# The input seat (scripts/phoc-input.py, on the socket BS_INPUT_SOCKET names, with the
# pointer commands of weston's): its virtual pointer made once and kept.
logical_width="$(python3 -c "print(round($width / $scale))")"
logical_height="$(python3 -c "print(round($height / $scale))")"
WAYLAND_DISPLAY="$socket" BS_INPUT_SOCKET="$input_socket" \
    python3 "$root/scripts/phoc-input.py" "$logical_width" "$logical_height" >>"$phoc_log" 2>&1 &
pids+=($!)
wait_for "the input seat's socket" test -S "$input_socket"

status=0
env -u DISPLAY \
    WAYLAND_DISPLAY="$socket" \
    BS_INPUT_SOCKET="$input_socket" \
    BS_COMPOSITOR=phoc \
    BS_COMPOSITOR_SCALE="$scale" \
    PHOC_WIDTH="$width" \
    PHOC_HEIGHT="$height" \
    PHOC_SCALE="$scale" \
    GDK_BACKEND=wayland \
    "$@" || status=$?
kill -0 "${pids[0]}" 2>/dev/null || fail "phoc is no longer running (it died while the command ran)"
kill -0 "${pids[1]}" 2>/dev/null || fail "squeekboard is no longer running (it died while the command ran)"
exit "$status"
