# shellcheck shell=bash
# Sourced by the check scripts (meson-install-check.sh, check-docs.sh,
# bench-smoke.sh, newcomer-check.sh, valgrind-demo.sh): `check NAME COMMAND…` runs one
# check and prints PASS or FAIL (`record PASS|FAIL NAME` counts a check judged
# otherwise); `finish` prints "N passed, M failed" and ends the script, failing if any
# check failed. With BS_JUNIT_XML set (scripts/test.sh sets it), `finish` also writes
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
