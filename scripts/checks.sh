# shellcheck shell=bash
# Sourced by the check scripts (meson-install-check.sh, check-docs.sh,
# bench-smoke.sh): `check NAME COMMAND…` runs one check and prints PASS or FAIL;
# `finish` prints the line scripts/test.sh counts, "N passed, M failed", and ends
# the script, failing if any check failed.
passed=0
failed=0

check() {
    local name="$1"
    shift
    if "$@"; then
        echo "PASS $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name"
        failed=$((failed + 1))
    fi
}

finish() {
    echo "$passed passed, $failed failed"
    exit $((failed == 0 ? 0 : 1))
}
