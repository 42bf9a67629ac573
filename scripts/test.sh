#!/usr/bin/env bash
# The README's test command, and what CI runs (.ci/run): installs missing
# system packages, builds once, then runs every test suite, each with a log
# in test-output/<suite>.log, and ends with a line "N passed, M failed".
#
# Fails if any suite fails, or if any suite ran no tests at all: a suite that
# silently found nothing to run (a wrong filter, a stale build) must not look
# like a success.
#
# To add a suite: write a suite_* function that calls run_suite, and list it
# in the `suites` array at the bottom.

# The suite_* and count_* functions are called through variables ("$suite",
# "$parser"), which shellcheck takes for unreachable code.
# shellcheck disable=SC2317
set -euo pipefail

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
output_dir="$PWD/test-output"
mkdir -p "$output_dir"

use_swift_toolchain
# Without root, the suites in Debian roots are left out (run_root_suite).
as_root=$(($(id -u) == 0))

# ---------------------------------------------------------------- parsing ---

# Prints "PASSED FAILED" for a Swift Testing run's log (plus any XCTest tests
# in it). Prints nothing if the run never finished (no summary line), e.g.
# because the test process crashed.
count_swift_testing() {
    local log="$1" total failed xctest
    # Summary: "✔ Test run with 7 tests in 1 suite passed after …", or
    # "✘ Test run with 7 tests in 1 suite failed after … with 2 issues."
    # The symbol varies (✔, ✘, and ━ when there were known issues): not matched.
    total="$(sed -n -E 's/.*Test run with ([0-9]+) tests? .*/\1/p' "$log" | tail -n 1)"
    [[ -n "$total" ]] || return 0
    # One "✘ Test name() failed after 0.1 seconds …" line per failed test;
    # not "Test run with …", nor "Test name() recorded an issue …", whose
    # message text could say anything.
    failed="$(grep -E '^[^ ]+ Test .* failed after [0-9.]+ seconds' "$log" \
        | grep -c -v -E '^[^ ]+ Test run with|^[^ ]+ Test .* recorded an? ' || true)"
    # XCTest prints its own total last: "Executed N tests, with K failures".
    xctest="$(sed -n -E 's/.*Executed ([0-9]+) tests?, with ([0-9]+) failures?.*/\1 \2/p' "$log" | tail -n 1)"
    local xc_total=0 xc_failed=0
    if [[ -n "$xctest" ]]; then
        read -r xc_total xc_failed <<<"$xctest"
    fi
    echo "$((total - failed + xc_total - xc_failed)) $((failed + xc_failed))"
}

# Prints "PASSED FAILED" for a pytest run's log, from its summary line,
# e.g. "==== 3 passed, 1 failed, 1 error in 0.52s ====" (errors count as
# failed), or "0 0" for "no tests ran".
count_pytest() {
    local log="$1" summary passed failed errors
    summary="$(grep -E '[0-9]+ (passed|failed|errors?)|no tests ran' "$log" | tail -n 1 || true)"
    [[ -n "$summary" ]] || return 0
    passed="$(pytest_count "$summary" passed)"
    failed="$(pytest_count "$summary" failed)"
    errors="$(pytest_count "$summary" 'errors?')"
    echo "$passed $((failed + errors))"
}

# Prints "PASSED FAILED" from a log that ends with the plain line
# "N passed, M failed" (the project's own check scripts print it).
count_plain() {
    sed -n -E 's/^([0-9]+) passed, ([0-9]+) failed.*/\1 \2/p' "$1" | tail -n 1
}

# pytest_count SUMMARY WORD: the number before WORD in SUMMARY, or 0.
pytest_count() {
    local number
    number="$(grep -oE "[0-9]+ $2( |,|$)" <<<"$1" | grep -oE '^[0-9]+' | head -n 1 || true)"
    echo "${number:-0}"
}

# ------------------------------------------------------------- running ---

summary_lines=()
failed_suites=()
# A failure as the tools print it: Swift Testing (✘), pytest (FAILED, and E before
# each line of what failed), meson test and the check scripts (FAIL, TIMEOUT), the
# compilers (error:). Not GTK's criticals: the bad-input tests cause them on purpose.
failure_lines='^✘|FAIL|TIMEOUT|^E +|error:'
total_passed=0
total_failed=0
any_suite_bad=0

# Set by run_in_parallel: run_suite then starts its command in the background instead.
parallel=0
parallel_suites=()

# run_suite NAME PARSER COMMAND...: runs COMMAND, tees its output to
# test-output/NAME.log, and counts the results with PARSER (count_*).
run_suite() {
    local name="$1" parser="$2"
    shift 2
    local log="$output_dir/$name.log"
    echo
    printf '=== %s:' "$name"
    printf ' %q' "$@"
    echo

    if ((parallel)); then
        # Only in the log: the suites running together would interleave their lines.
        (
            status=0
            "$@" >"$log" 2>&1 || status=$?
            echo "$status" >"$log.status"
        ) &
        parallel_suites+=("$name $parser")
        return 0
    fi
    local status=0
    # pipefail: the status is the command's, not tee's.
    "$@" 2>&1 | tee "$log" || status=$?
    count_suite "$name" "$parser" "$status"
}

# run_root_suite NAME PARSER COMMAND…: run_suite for a suite that needs root (a Debian
# root: debootstrap, chroot, mounts). Without root it is not run, and the summary says
# so (it counts neither as passed nor as failed).
not_run=()
run_root_suite() {
    if ((!as_root)); then
        not_run+=("$1")
        return 0
    fi
    run_suite "$@"
}

# run_in_parallel SUITE...: runs the suite_* functions at the same time, then shows
# their logs one after the other and counts them. For suites that mostly wait (on a
# screen reader's bus, a window, a key), each with its own display and session bus.
run_in_parallel() {
    parallel=1
    parallel_suites=()
    local suite
    for suite in "$@"; do
        "$suite"
        # xvfb-run -a takes the first display number without a lock file; a moment
        # apart, each suite's server has made its lock before the next one looks.
        sleep 3
    done
    parallel=0
    wait
    local entry name parser log
    for entry in "${parallel_suites[@]}"; do
        read -r name parser <<<"$entry"
        log="$output_dir/$name.log"
        echo
        echo "=== $name (ran in parallel): its log"
        cat "$log"
        count_suite "$name" "$parser" "$(cat "$log.status" 2>/dev/null || echo 1)"
        rm -f "$log.status"
    done
}

# count_suite NAME PARSER STATUS: counts the results in test-output/NAME.log with
# PARSER (count_*) and adds them, with the command's exit STATUS, to the summary.
count_suite() {
    local name="$1" parser="$2" status="$3"
    local log="$output_dir/$name.log"

    # Colour codes, if a tool emits them, would break the patterns.
    sed -i -E 's/\x1b\[[0-9;]*m//g' "$log"

    local counts passed=0 failed=0 note=""
    counts="$("$parser" "$log")"
    if [[ -z "$counts" ]]; then
        failed=1
        note=" (no test summary: the run did not finish; exit status $status)"
    else
        read -r passed failed <<<"$counts"
        if ((status != 0 && failed == 0)); then
            failed=1
            note=" (exit status $status with no failed test: see the log)"
        elif ((passed + failed == 0)); then
            note=" (ran no tests)"
        fi
    fi

    if ((status != 0 || failed > 0 || passed + failed == 0)); then
        any_suite_bad=1
        failed_suites+=("$name")
        summary_lines+=("FAIL  $name: $passed passed, $failed failed$note  [$log]")
    else
        summary_lines+=("ok    $name: $passed passed, $failed failed  [$log]")
    fi
    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + failed))
}

# ---------------------------------------------------------------- suites ---

# The virtual X screens the X11 suites run on: xvfb-run's command lines
# (scripts/lib/common.sh) rather than on_virtual_display, as most suites start them
# behind `env` or inside a Debian root (in_root), where no function of this
# script can run. 2560x2048 for a window wider than 1920 px, or at scale 2.
declare -a x_screen x_large_screen
virtual_display_command x_screen 1280x1024
virtual_display_command x_large_screen 2560x2048

# The pure-Swift core, with no display at all: proves it needs none.
suite_sheet_core() {
    run_suite SheetCoreTests count_swift_testing \
        env -u DISPLAY -u WAYLAND_DISPLAY \
        swift test --skip-build --filter SheetCoreTests
}

# The translations: complete, compiling, in step with the sources, and no
# user-facing string left unmarked (scripts/check-translations.py).
suite_translations() {
    run_suite Translations count_plain /usr/bin/python3 scripts/check-translations.py
}

# The GTK widget tests, on a virtual X screen with a private session bus
# (GTK's accessibility connects to at-spi over D-Bus). X11 and the Cairo
# renderer make the pixels the same on every run and machine. The screen is
# wider than the widest window the adaptive tests open (1920 px): GTK keeps a
# window within its monitor.
#
# Left out on X11, by nature: the touch tests (XTEST, which xdotool drives, cannot
# make a touch; they run on Wayland, through the test compositor's injector).
x11_left_out='TouchTests'
suite_bottom_sheet_gtk() {
    run_suite BottomSheetTests count_swift_testing \
        "${x_large_screen[@]}" \
        dbus-run-session -- \
        env GDK_BACKEND=x11 GSK_RENDERER=cairo scripts/gtk-renderer.py \
        swift test --skip-build --filter BottomSheetTests --skip "$x11_left_out"
}

# The packager's path: meson setup, compile, test, install, and the installed
# tree checked (scripts/meson-install-check.sh). Its build, test-output/meson/build,
# is the one the Embedding and Documentation suites use: the release library and
# Bs-1.gir are made once.
meson_work="$output_dir/meson"
suite_meson_install() {
    run_suite MesonInstall count_plain bash scripts/meson-install-check.sh
}

# The demo's command line and screenshots, with Debian's python3 (it has gi). The
# screen is large enough for a window at scale 2.
suite_demo_cli() {
    run_suite DemoCommandLine count_pytest \
        env DEMO="$demo" GDK_BACKEND=x11 \
        "${x_large_screen[@]}" \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/DemoTests
}

# The same two on Wayland, GNOME's default session, under a headless weston
# (scripts/wayland-session.sh) whose input seat (scripts/weston-input) gives the
# real-input tests their pointer, keys, wheel, touchpad and touchscreen. Those run on
# their own (the suites named …RealInputTests, and TouchTests), so the summary counts
# them apart.
# wayland_swift_tests NAME ARGUMENT…: `swift test --skip-build ARGUMENT…` as the suite
# NAME, under its own weston (2560×2048, weston's log in test-output/NAME-weston.log).
wayland_swift_tests() {
    local name="$1"
    shift
    run_suite "$name" count_swift_testing \
        env WESTON_LOG="$output_dir/$name-weston.log" WESTON_WIDTH=2560 WESTON_HEIGHT=2048 \
        bash scripts/wayland-session.sh \
        env GSK_RENDERER=cairo scripts/gtk-renderer.py \
        swift test --skip-build "$@"
}
suite_bottom_sheet_gtk_wayland() {
    wayland_swift_tests BottomSheetTests-wayland --filter BottomSheetTests --skip 'RealInputTests|TouchTests'
}
suite_real_input_wayland() { wayland_swift_tests RealInputTests-wayland --filter 'BottomSheetTests\..*RealInputTests'; }
suite_touch_wayland() { wayland_swift_tests TouchTests-wayland --filter BottomSheetTests.TouchTests; }
suite_demo_cli_wayland() {
    run_suite DemoCommandLine-wayland count_pytest \
        env DEMO="$demo" \
        WESTON_LOG="$output_dir/DemoCommandLine-wayland-weston.log" \
        bash scripts/wayland-session.sh \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider -m 'not x11_only' Tests/DemoTests
}

# The benchmark with tiny counts, so that it keeps working (no timing judged).
suite_bench_smoke() {
    run_suite BenchSmoke count_plain bash scripts/bench-smoke.sh
}

# Apps in C, Python, JavaScript and Vala on the library as meson installs it:
# the tests install MesonInstall's build into test-output/meson/prefix first
# (Tests/EmbeddingTests/conftest.py).
suite_embedding() {
    run_suite Embedding count_pytest \
        env BS_EMBEDDING_WORK="$meson_work" \
        "${x_screen[@]}" \
        dbus-run-session -- \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/EmbeddingTests
}

# The demo as a screen reader sees it, over AT-SPI (Tests/AccessibilityTests/
# test_atspi.py): roles, names, states, actions, focus and real keys. A private
# session bus, so the accessibility bus and its registry are this run's own; a
# screen large enough for the demo's window with room around it (the pointer
# enters it from outside).
# In English, German and Hebrew: every name and description the tests expect
# comes from po/ (conftest.tr).
atspi_suite() {
    local name="$1" language="$2"
    run_suite "$name" count_pytest \
        env LANG=C.UTF-8 LANGUAGE="$language" \
        DEMO="$demo" \
        "${x_screen[@]}" \
        dbus-run-session -- \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/AccessibilityTests/test_atspi.py
}
suite_accessibility_atspi() { atspi_suite AccessibilityAtspi ""; }
suite_accessibility_atspi_german() { atspi_suite AccessibilityAtspi-de de; }
suite_accessibility_atspi_hebrew() { atspi_suite AccessibilityAtspi-he he; }
# The three languages, and the newer GTKs' runs (below), at once: each run mostly waits on
# the bus and the demo (half of one core), and one after the other they took a third
# of the whole test run.
suite_accessibility_atspi_all_languages() {
    run_in_parallel suite_accessibility_atspi suite_accessibility_atspi_german \
        suite_accessibility_atspi_hebrew suite_accessibility_atspi_418 suite_accessibility_atspi_424
}

# What Orca says (Tests/AccessibilityTests/test_speech.py): Orca and
# speech-dispatcher, writing speech to a file, in their own session; the
# transcript is kept as test-output/orca-speech[-LANGUAGE].txt. In English, then
# in German (the sheet's words from po/de.po, Orca's from its own): one after the
# other, as Orca runs once per user (/usr/bin/orca refuses to start beside another,
# and with --replace, as the tests start it, kills the other).
speech_suite() {
    local name="$1" language="$2"
    run_suite "$name" count_pytest \
        env LANG=C.UTF-8 LANGUAGE="$language" \
        DEMO="$demo" \
        SPEECH_TRANSCRIPT="$output_dir/orca-speech${language:+-$language}.txt" \
        "${x_screen[@]}" \
        dbus-run-session -- \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/AccessibilityTests/test_speech.py
}
suite_screen_reader_speech() { speech_suite ScreenReaderSpeech ""; }
suite_screen_reader_speech_german() { speech_suite ScreenReaderSpeech-de de; }

# The API references: gi-docgen from Bs-1.gir (meson -Ddocumentation=true) and DocC
# for the Swift module, each built with warnings as errors, with a page for every
# symbol and examples that compile (scripts/check-docs.sh).
suite_documentation() {
    run_suite Documentation count_plain env BS_MESON_BUILD="$meson_work/build" bash scripts/check-docs.sh
}

# The core and GTK suites again, built with AddressSanitizer (Swift and C) in
# .build-asan: any use-after-free, overflow or double free aborts with a report
# (scripts/asan-tests.sh, which says why leaks are judged elsewhere).
suite_address_sanitizer() {
    run_suite AddressSanitizer count_swift_testing bash scripts/asan-tests.sh
}

# The demo's screenshot path under valgrind, every scenario: no definite leak or
# memory error from this project's code (scripts/valgrind-demo.sh). About two
# minutes, so only with BS_VALGRIND=1 (docs/testing.md, "Robustness checks").
suite_valgrind_demo() {
    run_suite ValgrindDemo count_plain bash scripts/valgrind-demo.sh
}

# ------------------------------------- GTK 4.18 and 4.24 (Debian roots) ---

# The GTK-facing suites again on the GTKs of newer Debians, each in a root of its own
# (scripts/debian-root.sh), where the project is built once, in its own SwiftPM folder:
#   debian13        GTK 4.18, libadwaita 1.7, GLib 2.84
#   debian-testing  GTK 4.24, libadwaita 1.10, GLib 2.90 (what GNOME's users run now)
# Each suite's name says "gtk4.18" or "gtk4.24"; its log starts with the GTK, display
# and renderer its windows got (scripts/gtk-renderer.py).
roots=(debian13 debian-testing)
declare -A root_gtk=([debian13]=4.18 [debian-testing]=4.24)
root_build() { echo ".build-$1/swift"; }
in_root() {
    local release="$1"
    shift
    bash scripts/debian-root.sh "$release" run "$@"
}

widget_suite_in() {
    local release="$1"
    run_root_suite "BottomSheetTests-gtk${root_gtk[$release]}" count_swift_testing \
        in_root "$release" "${x_large_screen[@]}" \
        dbus-run-session -- \
        env GDK_BACKEND=x11 GSK_RENDERER=cairo scripts/gtk-renderer.py \
        swift test --skip-build --scratch-path "$(root_build "$release")" --filter BottomSheetTests \
        --skip "$x11_left_out"
}
# On Wayland with the renderer GTK chooses itself (GL on 4.18; Vulkan, GL or Cairo on
# 4.24, whichever works: the log says; the tests' harness asks for Cairo unless
# BS_TEST_GTK_RENDERER=1). The golden images are checked there too, against the
# renderer's own references (GoldenImage). Left out, each run in the X11 runs of every
# GTK: what the sheet does for the Cairo renderer only (the corner clip and shadow
# pieces, whose absence with GL
# CornerClipTests.theHostRewritesTheSheetsNodeForTheCairoRendererOnly checks; the
# corner clip's pixels, unhinted text on Wayland making GTK's own rounded clip cut a
# glyph's edge at its node's bounds).
gl_left_out='CornerClipTests/(theListBelowTheHandleIsClippedToARectangleAndTheSheetLooksTheSame|theHostDrawsTheSheetWithTheCornersClippedOnlyWhereTheyAre)\(|ShadowPiecesTests/theSheetsCssShadowIsDrawnFromPiecesAndTheSamePiecesServeWhileItMoves\('
# wayland_swift_tests_in RELEASE NAME ARGUMENT…: the Wayland suites in RELEASE's root.
wayland_swift_tests_in() {
    local release="$1" name="$2-gtk${root_gtk[$1]}"
    shift 2
    run_root_suite "$name" count_swift_testing \
        in_root "$release" env WESTON_LOG="$output_dir/$name-weston.log" WESTON_WIDTH=2560 WESTON_HEIGHT=2048 \
        bash scripts/wayland-session.sh \
        env -u GSK_RENDERER BS_TEST_GTK_RENDERER=1 scripts/gtk-renderer.py \
        swift test --skip-build --scratch-path "$(root_build "$release")" "$@"
}
wayland_widget_suite_in() {
    wayland_swift_tests_in "$1" BottomSheetTests-wayland --filter BottomSheetTests \
        --skip "RealInputTests|TouchTests|$gl_left_out"
}
real_input_suite_in() {
    wayland_swift_tests_in "$1" RealInputTests-wayland --filter 'BottomSheetTests\..*RealInputTests'
}
touch_suite_in() { wayland_swift_tests_in "$1" TouchTests-wayland --filter BottomSheetTests.TouchTests; }
demo_cli_suite_in() {
    local release="$1"
    run_root_suite "DemoCommandLine-gtk${root_gtk[$release]}" count_pytest \
        in_root "$release" env DEMO="$PWD/$(root_build "$release")/debug/bottom-sheet-demo" GDK_BACKEND=x11 \
        "${x_large_screen[@]}" \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/DemoTests
}
embedding_suite_in() {
    local release="$1"
    run_root_suite "Embedding-gtk${root_gtk[$release]}" count_pytest \
        in_root "$release" env BS_EMBEDDING_WORK="$output_dir/embedding-gtk${root_gtk[$release]}" \
        "${x_screen[@]}" \
        dbus-run-session -- \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/EmbeddingTests
}
# The Rust bindings (bindings/rust: the -sys and safe crates gtk-rs's gir generates from
# Bs-1.gir, and an Adwaita example app), on the library the GTK 4.18 embedding suite
# installed: the code regenerates to exactly what is committed, `cargo test --offline`
# against Debian 13's packaged gtk4-rs passes, and the example opens, moves and closes
# its sheet (Tests/RustTests).
rust_suite_in() {
    local release="$1"
    run_root_suite "RustBindings-gtk${root_gtk[$release]}" count_pytest \
        in_root "$release" env BS_EMBEDDING_WORK="$output_dir/embedding-gtk${root_gtk[$release]}" \
        "${x_screen[@]}" \
        dbus-run-session -- \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/RustTests
}
atspi_suite_in() {
    local release="$1"
    run_root_suite "AccessibilityAtspi-gtk${root_gtk[$release]}" count_pytest \
        in_root "$release" env LANG=C.UTF-8 LANGUAGE= \
        DEMO="$PWD/$(root_build "$release")/debug/bottom-sheet-demo" \
        "${x_screen[@]}" \
        dbus-run-session -- \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/AccessibilityTests/test_atspi.py
}
speech_suite_in() {
    local release="$1"
    run_root_suite "ScreenReaderSpeech-gtk${root_gtk[$release]}" count_pytest \
        in_root "$release" env LANG=C.UTF-8 LANGUAGE= \
        DEMO="$PWD/$(root_build "$release")/debug/bottom-sheet-demo" \
        SPEECH_TRANSCRIPT="$output_dir/orca-speech-gtk${root_gtk[$release]}.txt" \
        "${x_screen[@]}" \
        dbus-run-session -- \
        /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/AccessibilityTests/test_speech.py
}

# A newcomer's first step on Debian 12 and on Debian 13 (scripts/newcomer-check.sh): a
# bare machine with Swift, git and a desktop, the project cloned, the README's demo
# command run there; the picture it writes shows the sheet.
suite_newcomer_debian12() { run_root_suite Newcomer-debian12 count_plain bash scripts/newcomer-check.sh debian12-bare; }
suite_newcomer_debian13() { run_root_suite Newcomer-debian13 count_plain bash scripts/newcomer-check.sh debian13-bare; }

# Named per GTK, for run_in_parallel and the list of suites below.
suite_bottom_sheet_gtk_418() { widget_suite_in debian13; }
suite_bottom_sheet_gtk_424() { widget_suite_in debian-testing; }
suite_bottom_sheet_gtk_wayland_418() { wayland_widget_suite_in debian13; }
suite_bottom_sheet_gtk_wayland_424() { wayland_widget_suite_in debian-testing; }
suite_real_input_wayland_418() { real_input_suite_in debian13; }
suite_real_input_wayland_424() { real_input_suite_in debian-testing; }
suite_touch_wayland_418() { touch_suite_in debian13; }
suite_touch_wayland_424() { touch_suite_in debian-testing; }
suite_demo_cli_418() { demo_cli_suite_in debian13; }
suite_demo_cli_424() { demo_cli_suite_in debian-testing; }
suite_embedding_418() { embedding_suite_in debian13; }
suite_embedding_424() { embedding_suite_in debian-testing; }
suite_rust_bindings_418() { rust_suite_in debian13; }
suite_accessibility_atspi_418() { atspi_suite_in debian13; }
suite_accessibility_atspi_424() { atspi_suite_in debian-testing; }
suite_screen_reader_speech_424() { speech_suite_in debian-testing; }

# ------------------------------------------------------- side by side ---

# Suites that mostly wait (on frames, animations, a window, a bus: a GTK suite uses
# about a quarter of one core) run side by side, each with its own display and
# session bus. Two `swift test` runs never share a build folder: even with
# --skip-build SwiftPM rewrites its build description there (one run read the other's
# half-written file and crashed), so the widget suites run one per GTK.
widget_suites_x11() { run_in_parallel suite_bottom_sheet_gtk suite_bottom_sheet_gtk_418 suite_bottom_sheet_gtk_424; }
widget_suites_wayland() {
    run_in_parallel suite_bottom_sheet_gtk_wayland suite_bottom_sheet_gtk_wayland_418 suite_bottom_sheet_gtk_wayland_424
}
real_input_suites() { run_in_parallel suite_real_input_wayland suite_real_input_wayland_418 suite_real_input_wayland_424; }
touch_suites() { run_in_parallel suite_touch_wayland suite_touch_wayland_418 suite_touch_wayland_424; }
demo_suites() { run_in_parallel suite_demo_cli suite_demo_cli_wayland suite_demo_cli_418 suite_demo_cli_424; }
newcomer_suites() { run_in_parallel suite_newcomer_debian12 suite_newcomer_debian13; }

suites=(
    suite_sheet_core
    suite_translations
    widget_suites_x11
    widget_suites_wayland
    real_input_suites
    touch_suites
    demo_suites
    suite_meson_install
    suite_bench_smoke
    suite_embedding
    suite_accessibility_atspi_all_languages
    suite_screen_reader_speech
    suite_screen_reader_speech_german
    suite_documentation
    suite_address_sanitizer
    suite_embedding_418
    suite_rust_bindings_418
    suite_embedding_424
    newcomer_suites
)
if [[ "${BS_VALGRIND:-0}" == 1 ]]; then
    suites+=(suite_valgrind_demo)
fi
# Orca 51's speech on GTK 4.24, only with BS_SPEECH_GTK424=1: 4 to 6 of its 9 tests pass
# there, differently from run to run. GTK 4.24 reports a new window's first events
# (its activation, the first focus) for objects it has not yet put on the bus ("Object
# does not exist at path"); Orca 51 then keeps them as dead and stays silent when
# focus comes back to them, in any GTK 4.24 app (a window of two plain GtkButtons
# does it too). Orca 51 also reads a list row again when its selection changes just
# before a push. Not yet part of the run.
if [[ "${BS_SPEECH_GTK424:-0}" == 1 ]]; then
    suites+=(suite_screen_reader_speech_424)
fi

# ------------------------------------------------------------------ main ---

bash scripts/install-system-packages.sh all

if ((!as_root)); then
    echo "not root: the suites in Debian roots (GTK ${root_gtk[*]}, a newcomer's Debian 12 and 13) need root and are left out"
    roots=()
fi

# The Debian roots are made (or checked) while the host builds: debootstrap mostly
# waits on the package mirror, the build on the processors.
declare -A root_makers
for release in "${roots[@]}"; do
    bash scripts/debian-root.sh "$release" make >"$output_dir/$release-root.log" 2>&1 &
    root_makers[$release]=$!
done

echo
echo "=== build"
# Debug, with the test bundles, once: every suite then runs with --skip-build.
swift build --build-tests
# Asked once: SwiftPM answers only when no other SwiftPM holds the build folder.
demo="$(swift build --show-bin-path)/bottom-sheet-demo"

for release in "${roots[@]}"; do
    root_log="$output_dir/$release-root.log"
    echo
    echo "=== GTK ${root_gtk[$release]} ($release): the root ($root_log) and the build"
    root_status=0
    wait "${root_makers[$release]}" || root_status=$?
    cat "$root_log"
    if ((root_status != 0)); then
        echo "scripts/debian-root.sh $release make failed (exit status $root_status)" >&2
        exit "$root_status"
    fi
    in_root "$release" swift build --build-tests --scratch-path "$(root_build "$release")"
done

for suite in "${suites[@]}"; do
    "$suite"
done

# What failed, from each failed suite's log, before the summary: a run's last
# lines are often all that is kept of it (a CI page), and the logs may be gone.
for name in "${failed_suites[@]}"; do
    echo
    echo "=== $name: its failures (the lines that say so; the whole log: test-output/$name.log)"
    grep -a -E "$failure_lines" "$output_dir/$name.log" | tail -n 40 || true
done

echo
echo "=== summary"
printf '%s\n' "${summary_lines[@]}"
if ((${#not_run[@]} > 0)); then
    echo "not run, as they need root: ${not_run[*]}"
fi
echo "time: $((SECONDS / 60)) min $((SECONDS % 60)) s, from the system packages to the last suite"
echo "$total_passed passed, $total_failed failed"
exit "$any_suite_bad"
