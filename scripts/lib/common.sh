# shellcheck shell=bash
# What the project's shell scripts share: the Swift toolchain on PATH, and a virtual
# X display to run GTK on. Sourced, relative to the sourcing script's own location:
#
#     # shellcheck source=scripts/lib/common.sh
#     source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"          # from scripts/
#     source "$(dirname "${BASH_SOURCE[0]}")/scripts/lib/common.sh"  # from the root
#
# Sourcing it only defines the functions below: it sets no variable and no shell
# option, and runs nothing.

# use_swift_toolchain: puts the Swift toolchain on PATH. Swift is often unpacked off
# PATH (as in /opt/swift): when no swift is on PATH and /opt/swift/usr/bin/swift is
# there, /opt/swift/usr/bin goes first on PATH. Otherwise PATH stays as it is.
use_swift_toolchain() {
    if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
        PATH="/opt/swift/usr/bin:$PATH"
    fi
}

# virtual_display_command ARRAY SIZE: sets the array named ARRAY to the command line
# that on_virtual_display puts before its COMMAND (xvfb-run and its options), for
# where a shell function cannot be run: after `env`, or inside the Debian 13 root
# (`scripts/debian-root.sh RELEASE run`), which has xvfb-run too:
#
#     declare -a xvfb
#     virtual_display_command xvfb 1280x1024
#     env -i PATH=/usr/bin:/bin "${xvfb[@]}" COMMAND…
virtual_display_command() {
    if (($# != 2)) || [[ ! "$2" =~ ^[0-9]+x[0-9]+$ ]]; then
        echo "virtual_display_command: usage: virtual_display_command ARRAY WIDTHxHEIGHT" >&2
        return 2
    fi
    local -n virtual_display_command_array="$1"
    # -a: the first free display number from BS_DISPLAY_FROM (default 99, xvfb-run's
    # own) up. scripts/test.sh gives suites that start side by side numbers of their
    # own to start from: xvfb-run takes a number without a lock, so two looking from
    # the same number at the same moment could take the same one. The screen 24 bits
    # deep; no TCP listener, only the local socket. (The array is the caller's:
    # shellcheck takes the name reference for an unused variable.)
    # shellcheck disable=SC2034
    virtual_display_command_array=(xvfb-run -a -n "${BS_DISPLAY_FROM:-99}" -s "-screen 0 ${2}x24 -nolisten tcp")
}

# on_virtual_display SIZE COMMAND…: runs COMMAND on a virtual X display of its own
# (Xvfb through xvfb-run, which sets DISPLAY and XAUTHORITY for it), one screen of
# SIZE (WIDTHxHEIGHT, e.g. 1280x1024), and returns COMMAND's exit status (xvfb-run's).
# Variables assigned before the call (VAR=value on_virtual_display …) reach both the
# server and COMMAND, as they would xvfb-run itself.
on_virtual_display() {
    if (($# < 2)); then
        echo "on_virtual_display: usage: on_virtual_display WIDTHxHEIGHT COMMAND…" >&2
        return 2
    fi
    local size="$1" xvfb
    shift
    virtual_display_command xvfb "$size" || return
    "${xvfb[@]}" "$@"
}
