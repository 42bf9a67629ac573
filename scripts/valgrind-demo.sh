#!/usr/bin/env bash
# Runs the demo's --screenshot path under valgrind's memcheck, once per scenario,
# and fails if any definite leak or memory error has a frame in this project's
# code (the C type bs_*, the Swift modules BottomSheet, SheetCore, the demo, the
# row model). Definite leaks inside GTK's font and graphics stack that are the
# same for every GTK app are suppressed in scripts/valgrind.supp, each with its
# reason; "possibly lost" and "still reachable" blocks (caches GTK keeps until
# exit) are not leaks of ours and are not reported.
#
#     bash scripts/valgrind-demo.sh              # every scenario (about 2 minutes)
#     bash scripts/valgrind-demo.sh list form    # some of them
#
# Logs: test-output/valgrind/<scenario>.log. Prints one line per scenario and ends
# with "N passed, M failed" (scripts/checks.sh, which also writes the JUnit XML
# scripts/test.sh counts). Not run by CI (see
# docs/testing.md, "Robustness checks"): valgrind makes GTK some 30 times slower.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh" || exit 1
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

use_swift_toolchain

if ! command -v valgrind >/dev/null 2>&1; then
    if [[ "$(id -u)" -eq 0 ]]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends valgrind
    else
        echo "valgrind is not installed; install it with:" >&2
        echo "  sudo apt-get install -y --no-install-recommends valgrind" >&2
        exit 1
    fi
fi

scenarios=("$@")
if [[ ${#scenarios[@]} -eq 0 ]]; then
    scenarios=(container fit list million form share)
fi

# A debug build of its own, with DWARF 4: Swift 6's toolchain writes DWARF 5 by
# default, whose forms valgrind 3.19 (Debian 12) cannot read ("unhandled dwarf2
# abbrev form code 0x25"), and it then gives up on the whole run.
scratch=.build-valgrind
echo "=== build (DWARF 4) in $scratch"
swift build --scratch-path "$scratch" --product bottom-sheet-demo \
    -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4 || exit 1
demo="$(swift build --scratch-path "$scratch" --show-bin-path)/bottom-sheet-demo"

logs="$PWD/test-output/valgrind"
mkdir -p "$logs"
# shellcheck source=scripts/checks.sh
source scripts/checks.sh

for scenario in "${scenarios[@]}"; do
    log="$logs/$scenario.log"
    shot="$logs/$scenario.png"
    started=$SECONDS
    # G_SLICE=always-malloc: GLib's slice allocator would hide blocks from valgrind.
    # GDK_DEBUG=gl-disable: the Cairo renderer needs no GL; without it GDK still
    # loads Mesa's EGL at start-up, which only adds noise.
    on_virtual_display 1280x1024 \
        dbus-run-session -- \
        env GDK_BACKEND=x11 GSK_RENDERER=cairo GDK_DEBUG=gl-disable \
        G_SLICE=always-malloc G_DEBUG=gc-friendly \
        valgrind --tool=memcheck --leak-check=full --show-leak-kinds=definite \
        --errors-for-leak-kinds=definite --num-callers=60 \
        --suppressions=scripts/valgrind.supp --log-file="$log" \
        "$demo" --scenario "$scenario" --size 600x800 --screenshot "$shot" >"$log.out" 2>&1
    status=$?
    # Every definite leak and memory error valgrind kept, and which of them have a
    # frame in this project's code. Swift symbols are mangled in the log: $s + the
    # module name's length + name.
    verdict="$(python3 - "$log" <<'PY'
import re, sys
ours = re.compile(r"\b(bs_[a-z_]+|bottom_sheet_demo_main)\b|\$s(11BottomSheet|9SheetCore|17bottom_sheet_demo|9CRowModel|14WidgetSnapshot)")
records, current = [], None
for line in open(sys.argv[1], errors="replace"):
    match = re.match(r"==\d+== ?(.*)", line.rstrip("\n"))
    if not match:
        continue
    text = match.group(1)
    starts = ("are definitely lost in loss record" in text or text.startswith(("Invalid ", "Conditional jump",
              "Use of uninitialised", "Syscall param", "Mismatched free", "Source and destination overlap")))
    if starts:
        current = [text]
        records.append(current)
    elif current is not None:
        if text.strip() == "":
            current = None
        else:
            current.append(text)
leaks = [r for r in records if "definitely lost" in r[0]]
errors = [r for r in records if r not in leaks]
mine = [r for r in records if any(ours.search(frame) for frame in r[1:])]
summary = re.findall(r"definitely lost: ([\d,]+) bytes in ([\d,]+) blocks", open(sys.argv[1], errors="replace").read())
lost = summary[-1] if summary else ("0", "0")
print(f"{len(mine)} {len(leaks)} {len(errors)} {lost[0]}")
for record in mine:
    print("\n".join("    " + frame for frame in record[:25]), file=sys.stderr)
PY
)"
    read -r mine leaks errors bytes <<<"$verdict"
    took=$((SECONDS - started))
    if [[ $status -eq 0 && -n "$mine" && "$mine" -eq 0 ]]; then
        record PASS "$scenario: no definite leak or memory error from this project's code\
 ($leaks other definite leak records, $errors other errors, $bytes bytes definitely lost\
 after suppressions; ${took} s) [$log]"
    else
        record FAIL "$scenario: $mine record(s) with this project's frames, demo exit status $status (${took} s) [$log]"
    fi
done

finish
