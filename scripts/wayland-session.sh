#!/usr/bin/env bash
# wayland-session.sh COMMAND...: runs COMMAND as a GTK client of a headless Wayland
# compositor, the Wayland counterpart of `xvfb-run … dbus-run-session -- COMMAND`.
#
# Starts `weston --backend=headless-backend.so` on a private socket in a private
# XDG_RUNTIME_DIR (mode 700), waits until the socket exists, then runs COMMAND inside
# `dbus-run-session` (GTK's accessibility wants a session bus) with WAYLAND_DISPLAY
# set, GDK_BACKEND=wayland and DISPLAY unset, so that nothing falls back to X11.
# Stops weston by its process id when COMMAND ends, also on failure or interruption,
# and exits with COMMAND's status.
#
# weston's own log is kept in test-output/weston.log (WESTON_LOG overrides the
# path); if weston dies while COMMAND runs, or fails to start, its log is printed.
#
# weston gets an input seat (pointer, keyboard, touchscreen) from the project's module
# scripts/weston-input/bs-weston-input.c, which scripts/weston-input/build.sh builds
# with meson when missing or out of date (Tests/WestonInputTests checks it). Tests
# send it input through the socket whose path BS_INPUT_SOCKET holds; the module's
# header comment lists the commands.
#
# Environment: WESTON_WIDTH, WESTON_HEIGHT (the output's size, default 1280×1024),
# WESTON_SCALE (the output's scale, default 1), WESTON_START_TIMEOUT (seconds to wait
# for the socket, default 20).
set -euo pipefail

if (($# == 0)); then
    echo "usage: $0 COMMAND [ARGUMENT...]" >&2
    exit 2
fi

for tool in weston dbus-run-session; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "wayland-session.sh: $tool is not installed (apt-get install weston dbus)" >&2
        exit 127
    fi
done

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$root/test-output"

if ! input_module="$(bash "$root/scripts/weston-input/build.sh")"; then
    echo "wayland-session.sh: could not build weston's input module (scripts/weston-input/build.sh)" >&2
    exit 1
fi

runtime_dir="$(mktemp -d "${TMPDIR:-/tmp}/wayland-session.XXXXXX")"
chmod 700 "$runtime_dir"
socket="wayland-test"
input_socket="$runtime_dir/bs-input.socket"
weston_log="${WESTON_LOG:-$root/test-output/weston.log}"
weston_pid=""
: >"$weston_log"

# Called by the EXIT trap, which shellcheck takes for unreachable code.
# shellcheck disable=SC2317
stop_weston() {
    if [[ -n "$weston_pid" ]] && kill -0 "$weston_pid" 2>/dev/null; then
        kill -TERM "$weston_pid" 2>/dev/null || true
        # Up to 5 s to shut down cleanly, then for good.
        for _ in $(seq 50); do
            kill -0 "$weston_pid" 2>/dev/null || break
            sleep 0.1
        done
        kill -KILL "$weston_pid" 2>/dev/null || true
        wait "$weston_pid" 2>/dev/null || true
    fi
    weston_pid=""
    rm -rf "$runtime_dir"
}
trap stop_weston EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

print_weston_log() {
    echo "wayland-session.sh: weston's log ($weston_log):" >&2
    sed 's/^/    weston: /' "$weston_log" >&2 || true
}

# --idle-time=0: the headless output never blanks (a blanked output stops frame
# callbacks, and GTK would stop painting). No Xwayland: a test must not reach X11.
XDG_RUNTIME_DIR="$runtime_dir" BS_INPUT_SOCKET="$input_socket" weston \
    --backend=headless-backend.so \
    --modules="$input_module" \
    --socket="$socket" \
    --width="${WESTON_WIDTH:-1280}" --height="${WESTON_HEIGHT:-1024}" \
    --scale="${WESTON_SCALE:-1}" \
    --idle-time=0 \
    --log="$weston_log" \
    </dev/null >>"$weston_log" 2>&1 &
weston_pid=$!

timeout="${WESTON_START_TIMEOUT:-20}"
deadline=$((SECONDS + timeout))
# The input module opens its socket just after weston's own: wait for both.
until [[ -S "$runtime_dir/$socket" && -S "$input_socket" ]]; do
    if ! kill -0 "$weston_pid" 2>/dev/null; then
        wait "$weston_pid" && status=0 || status=$?
        weston_pid=""
        echo "wayland-session.sh: weston exited with status $status before its socket appeared" >&2
        print_weston_log
        exit 1
    fi
    if ((SECONDS >= deadline)); then
        echo "wayland-session.sh: weston's sockets ($runtime_dir/$socket, $input_socket) did not appear within ${timeout} s" >&2
        print_weston_log
        exit 1
    fi
    sleep 0.1
done

status=0
env -u DISPLAY \
    XDG_RUNTIME_DIR="$runtime_dir" \
    WAYLAND_DISPLAY="$socket" \
    BS_INPUT_SOCKET="$input_socket" \
    GDK_BACKEND=wayland \
    dbus-run-session -- "$@" || status=$?

if ! kill -0 "$weston_pid" 2>/dev/null; then
    echo "wayland-session.sh: weston is no longer running (it died while the command ran)" >&2
    print_weston_log
    weston_pid=""
    ((status != 0)) || status=1
elif grep -q -i -E 'error|fail|warn|abort|crash|assert' "$weston_log"; then
    # Not a failure by itself (the command's own checks judge the clients), but never
    # hidden: what weston and its shell complained about goes into the command's output.
    echo "wayland-session.sh: weston logged problems ($weston_log):" >&2
    grep -i -E 'error|fail|warn|abort|crash|assert' "$weston_log" | sed 's/^/    weston: /' >&2
fi
exit "$status"
