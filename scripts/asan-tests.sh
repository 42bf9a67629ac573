#!/usr/bin/env bash
# Builds the package and its tests with AddressSanitizer, Swift and C alike, in
# .build-asan (apart from the normal debug build, which it never touches), then
# runs the core and GTK test suites with it on a virtual X screen. Any
# use-after-free, overflow or double free in the sheet's Swift or C code, or in
# GTK as the sheet drives it, aborts the run with a report.
#
# Leaks are not judged here (ASAN_OPTIONS=detect_leaks=0): at exit LeakSanitizer
# lists what GTK, GLib, fontconfig and the accessibility bus keep until the end
# of any process (type classes, caches, the display), which says nothing about
# the sheet. Leaks are judged by the tests themselves, which check that every
# widget of the sheet is finalized after each lifecycle test, and by
# scripts/valgrind-demo.sh, which looks for definite leaks from this project.
#
#     bash scripts/asan-tests.sh                 # both suites
#     bash scripts/asan-tests.sh Robustness      # a --filter of your own
#     bash scripts/asan-tests.sh --build-only    # the build alone
#
# CI runs it as two suites of scripts/test.sh, which sets BS_JUNIT_XML: the build alone
# (one check), beside runs that mostly wait, then the tests, whose build is then done;
# the test run's results are written there as JUnit XML (swift test --xunit-output), and
# counted.
set -euo pipefail

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."

use_swift_toolchain

scratch=.build-asan
# The same flags for the build and the test run: SwiftPM uses them to find the
# build it made. Frame pointers keep the C frames in reports readable.
flags=(
    --scratch-path "$scratch"
    -Xswiftc -sanitize=address
    -Xcc -fsanitize=address -Xcc -fno-omit-frame-pointer
)
if [[ "${1:-}" == --build-only ]]; then
    # shellcheck source=scripts/checks.sh
    source scripts/checks.sh
    check "the package and its tests build with AddressSanitizer in $scratch" \
        swift build --build-tests "${flags[@]}"
    finish
fi
filter="${1:-SheetCoreTests|BottomSheetTests}"

echo "=== AddressSanitizer build in $scratch"
started=$SECONDS
swift build --build-tests "${flags[@]}"
echo "(built in $((SECONDS - started)) s)"

# halt_on_error and abort_on_error: the first error ends the run, with its
# report, so it cannot scroll away behind later tests. Swift's runtime and GLib
# allocate with the same malloc, so alloc/dealloc mismatches are real.
export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1"

results=()
if [[ -n "${BS_JUNIT_XML:-}" ]]; then
    results=(--xunit-output "$BS_JUNIT_XML")
fi

# The touch tests need Wayland (X11's XTEST has no touch): left out on this X screen.
echo "=== AddressSanitizer test run: $filter"
started=$SECONDS
status=0
on_virtual_display 2560x2048 \
    dbus-run-session -- \
    env GDK_BACKEND=x11 GSK_RENDERER=cairo \
    swift test --skip-build "${flags[@]}" --filter "$filter" --skip TouchTests "${results[@]}" || status=$?
echo "(ran in $((SECONDS - started)) s)"
exit "$status"
