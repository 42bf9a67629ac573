# shellcheck shell=bash
# Sourced by the check scripts (meson-install-check.sh, debian-package-check.sh,
# check-docs.sh, bench-smoke.sh, newcomer-check.sh, valgrind-demo.sh): `check NAME
# COMMAND…` runs one check and prints PASS or FAIL (`record PASS|FAIL NAME` counts a
# check judged otherwise); `finish` prints "N passed, M failed" and ends the script,
# failing if any check failed. With BS_JUNIT_XML set (scripts/test.sh sets it), `finish` also writes
# the checks there as JUnit XML, which is what scripts/test.sh counts.
passed=0
failed=0
check_results=()

record() {
    echo "$1 $2"
    check_results+=("$1 $2")
    if [[ "$1" == PASS ]]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
}

check() {
    local name="$1"
    shift
    if "$@"; then
        record PASS "$name"
    else
        record FAIL "$name"
    fi
}

finish() {
    echo "$passed passed, $failed failed"
    if [[ -n "${BS_JUNIT_XML:-}" ]]; then
        printf '%s\n' "${check_results[@]}" |
            /usr/bin/python3 "$(dirname "${BASH_SOURCE[0]}")/lib/junit.py" write "$BS_JUNIT_XML" \
                "$(basename "$0" .sh)"
    fi
    exit $((failed == 0 ? 0 : 1))
}

# offline COMMAND…: runs COMMAND in a network namespace of its own, with only a loopback
# device, as distributions' builders build (Debian's sbuild, Fedora's mock,
# flatpak-builder). For a user other than root, a user namespace maps the caller to root
# there, so that this needs no root (root itself needs none, and a chroot, as in the
# Debian roots, may not make one). The loopback device is brought up, as those builders
# do: a new namespace starts with it down, and Foundation's run loop in SwiftPM then
# cannot make its wake-up sockets ("Could not create wakeup socket pair for CFSocket")
# and may wait for ever.
offline() {
    local user_namespace=(--map-root-user)
    (($(id -u) != 0)) || user_namespace=()
    unshare --net "${user_namespace[@]}" sh -c 'ip link set lo up && exec "$@"' offline "$@"
}
# Whether `offline` has no network device but the loopback.
only_loopback() { [[ "$(offline awk 'NR > 2 { print $1 }' /proc/net/dev)" == "lo:" ]]; }
