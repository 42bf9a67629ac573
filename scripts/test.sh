#!/usr/bin/env bash
# The README's test command, and what CI runs (.ci/run): installs missing system
# packages, builds once, then runs the test suites listed in scripts/suites.txt, each
# with a log in test-output/<suite>.log, and ends with a line "N passed, M failed".
#
#   bash scripts/test.sh                         every suite
#   bash scripts/test.sh SUITE…                  only these (names or patterns: '*-gtk4.18')
#   BS_SUITES='SUITE…' bash scripts/test.sh      the same
#
# Each suite writes its results as JUnit XML into test-output/junit/<suite>/ (how,
# depends on its kind: scripts/suites.txt), and scripts/lib/junit.py counts them. A
# suite fails if any of its tests fails, if it ran no tests at all (a wrong filter or
# a stale build must not look like a success), if its results are missing or cut off
# (the run crashed), or if its command failed. A skipped test counts as neither passed
# nor failed; the summary says how many there were. A suite still running after
# BS_SUITE_MINUTES minutes (default 25, several times the longest suite) is stopped
# and fails: a test that hangs fails its suite, not the whole run.
#
# To add a suite: a line in scripts/suites.txt.
set -euo pipefail

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$(dirname "${BASH_SOURCE[0]}")/.."
output_dir="$PWD/test-output"
mkdir -p "$output_dir"
python=/usr/bin/python3

use_swift_toolchain
# Without root, the suites in Debian roots are left out (and named at the end).
as_root=$(($(id -u) == 0))

# ------------------------------------------------------------ the suites ---

# scripts/suites.txt, one array per column; the suite's NAME=VALUE words and
# arguments stay one string until the suite runs.
suite_names=() suite_on=() suite_group=() suite_when=() suite_kind=() suite_rest=()
while read -r name on group when kind rest; do
    [[ -n "$name" && "$name" != \#* ]] || continue
    if [[ -z "$kind" ]]; then
        echo "scripts/suites.txt: $name: too few columns (SUITE ON GROUP WHEN KIND …)" >&2
        exit 2
    fi
    suite_names+=("$name") suite_on+=("$on") suite_group+=("$group")
    suite_when+=("$when") suite_kind+=("$kind") suite_rest+=("$rest")
done <scripts/suites.txt

# Which suites run: those the arguments (else BS_SUITES) name, shell patterns allowed;
# without either, every suite whose WHEN allows it.
patterns=("$@")
if ((${#patterns[@]} == 0)); then
    read -r -a patterns <<<"${BS_SUITES:-}"
fi
named() {
    local pattern
    for pattern in "${patterns[@]}"; do
        # shellcheck disable=SC2053 # a pattern, on purpose
        [[ "$1" == $pattern ]] && return 0
    done
    return 1
}
for pattern in "${patterns[@]}"; do
    found=0
    for name in "${suite_names[@]}"; do
        # shellcheck disable=SC2053 # a pattern, on purpose
        [[ "$name" == $pattern ]] && found=1
    done
    if ((!found)); then
        echo "test.sh: no suite in scripts/suites.txt is named '$pattern'" >&2
        exit 2
    fi
done

selected=() # indexes into the suite_* arrays
not_run=()  # "SUITE (why)" for each suite of the file that this run leaves out
declare -A roots_used=()
for i in "${!suite_names[@]}"; do
    when="${suite_when[$i]}"
    if ((${#patterns[@]} > 0)); then
        named "${suite_names[$i]}" || continue
    elif [[ "$when" == *=* ]]; then
        variable="${when%%=*}"
        if [[ "${!variable:-}" != "${when#*=}" ]]; then
            not_run+=("${suite_names[$i]} ($variable is not ${when#*=})")
            continue
        fi
    fi
    if [[ "${suite_on[$i]}" != host || "$when" == root ]] && ((!as_root)); then
        not_run+=("${suite_names[$i]} (needs root)")
        continue
    fi
    selected+=("$i")
    [[ "${suite_on[$i]}" == host ]] || roots_used[${suite_on[$i]}]=1
done

# ----------------------------------------------------------------- kinds ---


declare -A root_title=([debian13]="GTK 4.18" [debian-testing]="GTK 4.24"
    [debian-unstable]="Swift 6.2, Debian's own, with GTK 4.24"
    [debian-unstable-bare]="Debian unstable with no Swift and no GTK")
root_build() { echo ".build-$1/swift"; }
# The flags SwiftPM gets in a root (scripts/debian-root.sh's swift_flags), into the array
# named $2.
root_swift_flags() { mapfile -t "$2" < <(bash scripts/debian-root.sh "$1" swift-flags); }
in_root() {
    local release="$1"
    shift
    bash scripts/debian-root.sh "$release" run "$@"
}

# What the sheet does for GTK's Cairo renderer only, left out where GTK chooses the
# renderer (swift-wayland-gl): the corner clip and shadow pieces, whose absence with GL
# CornerClipTests.theHostRewritesTheSheetsNodeForTheCairoRendererOnly checks; the corner
# clip's pixels, unhinted text on Wayland making GTK's own rounded clip cut a glyph's
# edge at its node's bounds. Each runs in the X11 runs of every GTK.
cairo_only_tests='CornerClipTests/(theListBelowTheHandleIsClippedToARectangleAndTheSheetLooksTheSame|theHostDrawsTheSheetWithTheCornersClippedOnlyWhereTheyAre)\(|ShadowPiecesTests/theSheetsCssShadowIsDrawnFromPiecesAndTheSamePiecesServeWhileItMoves\('

# suite_command I XML: sets `command` to suite I's command line, which writes its JUnit
# XML to XML (a file in the suite's own folder).
suite_command() {
    local i="$1" xml="$2"
    local name="${suite_names[$i]}" on="${suite_on[$i]}" kind="${suite_kind[$i]}"
    local words=() environment=() arguments=() word
    read -r -a words <<<"${suite_rest[$i]}"
    for word in "${words[@]}"; do
        word="${word//\{output\}/$output_dir}"
        if ((${#arguments[@]} == 0)) && [[ "$word" =~ ^[A-Za-z_][A-Za-z0-9_]*= ]]; then
            environment+=("$word")
        else
            arguments+=("$word")
        fi
    done

    # The build the suite's tests use: the host's, or the root's own SwiftPM folder.
    local swift_test=(swift test --skip-build) demo_path="$demo"
    if [[ "$on" != host ]]; then
        local flags
        root_swift_flags "$on" flags
        swift_test+=(--scratch-path "$(root_build "$on")" "${flags[@]}")
        demo_path="$PWD/$(root_build "$on")/debug/bottom-sheet-demo"
    fi
    # The virtual X screens of the X11 kinds: xvfb-run's command lines
    # (scripts/lib/common.sh), as they run after `env` or inside a Debian root, where no
    # function of this script can, looking for a free display from the suite's own
    # number (display_from, run_together). 2560x2048 for a window wider than 1920 px
    # (GTK keeps a window within its monitor), or at scale 2.
    local -a x_screen x_large_screen
    BS_DISPLAY_FROM="$display_from" virtual_display_command x_screen 1280x1024
    BS_DISPLAY_FROM="$display_from" virtual_display_command x_large_screen 2560x2048
    environment=(BS_DISPLAY_FROM="$display_from" "${environment[@]}")
    local pytest=(/usr/bin/python3 -m pytest -q -p no:cacheprovider)
    local weston=(env WESTON_LOG="$output_dir/$name-weston.log")
    local large_weston=("${weston[@]}" WESTON_WIDTH=2560 WESTON_HEIGHT=2048)

    case "$kind" in
        swift)
            command=(env -u DISPLAY -u WAYLAND_DISPLAY "${swift_test[@]}" "${arguments[@]}")
            ;;
        # X11 and the Cairo renderer make the pixels the same on every run and machine; a
        # session bus of its own, as GTK's accessibility connects to at-spi over D-Bus.
        # Each GTK kind starts with scripts/gtk-renderer.py, so that its log says what
        # GTK, display and renderer its windows got.
        swift-x11)
            command=("${x_large_screen[@]}" dbus-run-session --
                env GDK_BACKEND=x11 GSK_RENDERER=cairo BS_EXPECT_RENDERER=cairo scripts/gtk-renderer.py
                "${swift_test[@]}" "${arguments[@]}")
            ;;
        swift-wayland)
            command=("${large_weston[@]}" bash scripts/wayland-session.sh
                env GSK_RENDERER=cairo BS_EXPECT_RENDERER=cairo scripts/gtk-renderer.py
                "${swift_test[@]}" "${arguments[@]}")
            ;;
        # The tests' harness asks for Cairo unless BS_TEST_GTK_RENDERER=1. GTK's choice
        # here is GL (Mesa's software GL; no Vulkan device): BS_EXPECT_RENDERER makes
        # gtk-renderer.py and every test window fail when GTK falls back to another.
        swift-wayland-gl)
            command=("${large_weston[@]}" bash scripts/wayland-session.sh
                env -u GSK_RENDERER BS_TEST_GTK_RENDERER=1 BS_EXPECT_RENDERER=gl scripts/gtk-renderer.py
                "${swift_test[@]}" "${arguments[@]}" --skip "$cairo_only_tests")
            ;;
        # Under mutter, GNOME's compositor, at the monitor scale the suite's MUTTER_SCALE
        # says, with the renderer GTK chooses (GL here).
        swift-mutter)
            command=(env MUTTER_LOG="$output_dir/$name-mutter.log" bash scripts/mutter-session.sh
                env -u GSK_RENDERER BS_TEST_GTK_RENDERER=1 BS_EXPECT_RENDERER=gl scripts/gtk-renderer.py
                "${swift_test[@]}" "${arguments[@]}" --skip "$cairo_only_tests")
            ;;
        # On a phone's shell, phoc with squeekboard, at the output the suite's PHOC_WIDTH,
        # PHOC_HEIGHT and PHOC_SCALE say (a phone's by default); Cairo, as the pictures
        # there are looked at, not compared.
        swift-phoc)
            command=(env PHOC_LOG="$output_dir/$name-phoc.log" SQUEEKBOARD_LOG="$output_dir/$name-squeekboard.log"
                bash scripts/phoc-session.sh
                env GSK_RENDERER=cairo BS_EXPECT_RENDERER=cairo scripts/gtk-renderer.py
                "${swift_test[@]}" "${arguments[@]}")
            ;;
        pytest-mutter)
            command=(env MUTTER_LOG="$output_dir/$name-mutter.log" bash scripts/mutter-session.sh
                "${pytest[@]}" -m 'not x11_only' "${arguments[@]}")
            ;;
        pytest)
            command=(env -u DISPLAY -u WAYLAND_DISPLAY "${pytest[@]}" "${arguments[@]}")
            ;;
        pytest-x11)
            command=("${x_screen[@]}" dbus-run-session -- "${pytest[@]}" "${arguments[@]}")
            ;;
        pytest-x11-large)
            command=(env GDK_BACKEND=x11 "${x_large_screen[@]}" "${pytest[@]}" "${arguments[@]}")
            ;;
        pytest-wayland)
            command=("${weston[@]}" bash scripts/wayland-session.sh
                "${pytest[@]}" -m 'not x11_only' "${arguments[@]}")
            ;;
        script)
            command=("${arguments[@]}")
            ;;
        *)
            echo "scripts/suites.txt: $name: unknown kind '$kind'" >&2
            exit 2
            ;;
    esac
    # Where each tool writes JUnit XML: SwiftPM to FILE-swift-testing.xml beside FILE
    # (Swift Testing; XCTest's own file only with --parallel, and this project's tests
    # are Swift Testing's), pytest to FILE, the project's scripts to $BS_JUNIT_XML.
    case "$kind" in
        swift*) command+=(--xunit-output "$xml") ;;
        pytest*) command+=(--junitxml "$xml") ;;
    esac
    command=(env BS_JUNIT_XML="$xml" DEMO="$demo_path" "${environment[@]}" "${command[@]}")
    # GNU timeout signals the whole process group it starts: the display server, the
    # test runner and whatever the tests started go with it.
    command=(timeout --kill-after=30 "$((suite_minutes * 60))" "${command[@]}")
    if [[ "$on" != host ]]; then
        command=(in_root "$on" "${command[@]}")
    fi
}

# ------------------------------------------------------------- running ---

summary_lines=()
failed_suites=()
# Where the suite's virtual X screens look for a free display number from:
# xvfb-run's own default, but for suites that run side by side (run_together).
display_from=99
# A failure as the tools print it, for a failed suite whose XML names no failed test
# (it crashed, or its command failed): Swift Testing (✘), pytest (FAILED, and E before
# each line of what failed), meson test and the check scripts (FAIL, TIMEOUT), the
# compilers (error:). Not GTK's criticals: the bad-input tests cause them on purpose.
failure_lines='^✘|FAIL|TIMEOUT|^E +|error:'
suite_minutes="${BS_SUITE_MINUTES:-25}"
total_passed=0
total_failed=0
total_skipped=0
any_suite_bad=0

# timed_out STATUS: the line that says so when STATUS is timeout's (124, or 137 after
# its kill).
timed_out() {
    if [[ "$1" == 124 || "$1" == 137 ]]; then
        echo "TIMEOUT: the suite ran past $suite_minutes minutes and was stopped (exit status $1)"
    fi
}

# start_suite I [background]: starts suite I with its log in test-output/NAME.log:
# shown as it goes, or with `background` only in the log (suites running together
# would interleave their lines), its exit status then in NAME.log.status.
start_suite() {
    local i="$1" name="${suite_names[$1]}"
    local log="$output_dir/$name.log" results="$output_dir/junit/$name"
    # Results of an earlier run must not stand in for this one's.
    rm -rf "$results"
    mkdir -p "$results"
    local command
    suite_command "$i" "$results/results.xml"
    echo
    printf '=== %s:' "$name"
    printf ' %q' "${command[@]}"
    echo
    if [[ "${2:-}" == background ]]; then
        (
            status=0 started=$SECONDS
            "${command[@]}" >"$log" 2>&1 || status=$?
            timed_out "$status" >>"$log"
            echo "$status $((SECONDS - started))" >"$log.status"
        ) &
        return 0
    fi
    local status=0 started=$SECONDS
    # pipefail: the status is the command's, not tee's.
    "${command[@]}" 2>&1 | tee "$log" || status=$?
    timed_out "$status" | tee -a "$log"
    count_suite "$name" "$status" "$((SECONDS - started))"
}

# run_together I…: runs the suites of one group at once, those of one lane (GROUP/LANE
# in scripts/suites.txt) one after the other, then shows their logs one after the other
# and counts them. Each suite alone and each lane gets display numbers of its own to
# look from (display_from, ten apart).
run_together() {
    local i name log lane
    local -A lane_suites=()
    local lanes=()
    for i in "$@"; do
        lane="${suite_group[$i]}"
        [[ "$lane" == */* ]] || lane="$i"
        [[ -n "${lane_suites[$lane]:-}" ]] || lanes+=("$lane")
        lane_suites[$lane]+=" $i"
    done
    local slot=0 in_lane
    for lane in "${lanes[@]}"; do
        display_from=$((100 + 10 * slot))
        slot=$((slot + 1))
        read -r -a in_lane <<<"${lane_suites[$lane]}"
        (
            for i in "${in_lane[@]}"; do
                start_suite "$i" background
                wait "$!"
            done
        ) &
    done
    wait
    display_from=99
    for i in "$@"; do
        name="${suite_names[$i]}"
        log="$output_dir/$name.log"
        echo
        echo "=== $name (ran side by side with others): its log"
        cat "$log"
        local status=1 seconds=0
        read -r status seconds <"$log.status" 2>/dev/null || true
        count_suite "$name" "$status" "$seconds" "side by side"
        rm -f "$log.status"
    done
}

# count_suite NAME STATUS SECONDS [side by side]: counts the suite's JUnit XML and adds
# it, with its command's exit STATUS and how long it ran, to the summary.
count_suite() {
    local name="$1" status="$2" took="$(($3 / 60)) min $(($3 % 60)) s"
    [[ -z "${4:-}" ]] || took+=", $4"
    local log="$output_dir/$name.log" results="$output_dir/junit/$name"

    # Colour codes, if a tool emits them, would break failure_lines' patterns.
    sed -i -E 's/\x1b\[[0-9;]*m//g' "$log"

    local counts passed=0 failed=0 skipped=0 note=""
    if counts="$("$python" scripts/lib/junit.py count "$results" 2>&1)"; then
        read -r passed failed skipped <<<"$counts"
        if ((status != 0 && failed == 0)); then
            failed=1
            note=" (exit status $status with no failed test: see the log)"
        elif ((passed + failed == 0)); then
            note=" (ran no tests)"
        fi
    else
        failed=1
        note=" (no results: ${counts#junit.py: }; exit status $status)"
    fi

    local counted="$passed passed, $failed failed"
    ((skipped == 0)) || counted+=", $skipped skipped"
    counted+=" ($took)"
    if ((status != 0 || failed > 0 || passed + failed == 0)); then
        any_suite_bad=1
        failed_suites+=("$name")
        summary_lines+=("FAIL  $name: $counted$note  [$log]")
    else
        summary_lines+=("ok    $name: $counted  [$log]")
    fi
    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + failed))
    total_skipped=$((total_skipped + skipped))
}

# ------------------------------------------------------------------ main ---

bash scripts/install-system-packages.sh all

if ((!as_root)); then
    echo "not root: the suites in Debian roots (GTK 4.18 and 4.24, Debian's Swift 6.2) and a newcomer's Debian 12 and 13 need root and are left out"
fi
if ((${#patterns[@]} > 0)); then
    echo "only the suites named: ${patterns[*]}"
fi

# The Debian roots are made (or checked) while the host builds: debootstrap mostly
# waits on the package mirror, the build on the processors.
declare -A root_makers=()
for release in "${!roots_used[@]}"; do
    bash scripts/debian-root.sh "$release" make >"$output_dir/$release-root.log" 2>&1 &
    root_makers[$release]=$!
done

demo=""
for i in "${selected[@]}"; do
    if [[ "${suite_on[$i]}" == host ]]; then
        echo
        echo "=== build"
        # Debug, with the test bundles, once: every suite then runs with --skip-build.
        swift build --build-tests
        # Asked once: SwiftPM answers only when no other SwiftPM holds the build folder.
        demo="$(swift build --show-bin-path)/bottom-sheet-demo"
        break
    fi
done

for release in debian13 debian-testing debian-unstable debian-unstable-bare; do
    [[ -n "${root_makers[$release]:-}" ]] || continue
    root_log="$output_dir/$release-root.log"
    echo
    echo "=== ${root_title[$release]} ($release): the root ($root_log) and the build"
    root_status=0
    wait "${root_makers[$release]}" || root_status=$?
    cat "$root_log"
    if ((root_status != 0)); then
        echo "scripts/debian-root.sh $release make failed (exit status $root_status)" >&2
        exit "$root_status"
    fi
    # A bare root has no Swift: its suites run what other suites built.
    [[ "$release" != *-bare ]] || continue
    root_swift_flags "$release" flags
    in_root "$release" swift build --build-tests --scratch-path "$(root_build "$release")" "${flags[@]}"
done

# The suites in order; those next to each other in a group, together.
position=0
while ((position < ${#selected[@]})); do
    i="${selected[$position]}"
    together=("$i")
    position=$((position + 1))
    if [[ "${suite_group[$i]}" != - ]]; then
        while ((position < ${#selected[@]})) &&
            [[ "${suite_group[${selected[$position]}]%%/*}" == "${suite_group[$i]%%/*}" ]]; do
            together+=("${selected[$position]}")
            position=$((position + 1))
        done
    fi
    if ((${#together[@]} > 1)); then
        run_together "${together[@]}"
    else
        start_suite "$i"
    fi
done

# What failed, before the summary: a run's last lines are often all that is kept of it
# (a CI page), and the logs may be gone. The failed tests from the XML, or, when it
# names none, the lines of the log that say what failed.
for name in "${failed_suites[@]}"; do
    echo
    echo "=== $name: what failed (the whole log: test-output/$name.log)"
    failures="$("$python" scripts/lib/junit.py failures "$output_dir/junit/$name" 2>/dev/null || true)"
    if [[ -n "$failures" ]]; then
        head -n 40 <<<"$failures"
    else
        grep -a -E "$failure_lines" "$output_dir/$name.log" | tail -n 40 || true
    fi
done

echo
echo "=== summary"
if ((${#summary_lines[@]} > 0)); then
    printf '%s\n' "${summary_lines[@]}"
fi
if ((${#not_run[@]} > 0)); then
    echo "not run:"
    printf '      %s\n' "${not_run[@]}"
fi
echo "time: $((SECONDS / 60)) min $((SECONDS % 60)) s, from the system packages to the last suite"
totals="$total_passed passed, $total_failed failed"
((total_skipped == 0)) || totals+=", $total_skipped skipped"
echo "$totals"
# A run that ran nothing proves nothing: every suite it chose was left out.
if ((${#selected[@]} == 0)); then
    echo "no suite ran: every suite chosen was left out (above)" >&2
    exit 1
fi
exit "$any_suite_bad"
