#!/usr/bin/python3
"""What the library costs an app, measured on the installed Debian packages.

Run by scripts/bench-cost.sh inside a bare Debian unstable root with the project's
packages and libadwaita's development files installed, under a virtual X display
and a session bus:

    bench-cost.py --debs FOLDER --write FILE.md [--rounds N]

Reports, as Markdown:
- the packages' installed sizes and the library's file size;
- what the library is made of: its code and data by owner (the project's own code,
  the Swift runtime and standard library linked into it), from the symbols of its
  debug package;
- its run-time dependencies (`ldd`), and those an app gains with it over the same
  app with AdwBottomSheet;
- a C app's time to first frame and peak RSS with BsBottomSheet, with AdwBottomSheet
  and with no sheet (scripts/bench-cost/app.c), alternating them in each round, with
  GTK's own choice of renderer and with Cairo: medians, and ours ÷ libadwaita's.
"""
import argparse
import os
import re
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ["libbottomsheet-1-0", "libbottomsheet-1-dev", "gir1.2-bs-1", "bottom-sheet-demo"]
APPS = {"BsBottomSheet": "-DSHEET_BS", "AdwBottomSheet": "-DSHEET_ADW", "no sheet": ""}
# The project's modules, as Swift mangles their names ($s + length + name).
OUR_MODULES = ("SheetCore", "BottomSheet", "GtkHelpers")


def run(*command: str) -> str:
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout


def multiarch_library() -> Path:
    return Path("/usr/lib") / run("gcc", "-print-multiarch").strip() / "libbottomsheet-1.so.0"


def installed_sizes() -> list[str]:
    lines = ["| package | installed size (MB) |", "| --- | ---: |"]
    for package in PACKAGES:
        kib = int(run("dpkg-query", "-W", "-f=${Installed-Size}", package))
        lines.append(f"| `{package}` | {kib / 1024:.1f} |")
    return lines


def composition(library: Path, debs: Path, work: Path) -> list[str]:
    """The library's symbols by owner: a symbol is the project's when its debug line
    information points into Sources/ (only the project's code is built with it) or its
    mangled name is one of the project's modules, or a C function of the API."""
    dbgsym = sorted(debs.glob("libbottomsheet-1-0-dbgsym_*.deb"))
    if not dbgsym:
        return [f"(no libbottomsheet-1-0-dbgsym package in {debs}: composition not measured)"]
    unpacked = work / "dbgsym"
    subprocess.run(["dpkg-deb", "-x", str(dbgsym[0]), str(unpacked)], check=True)
    debug_file = next(path for path in unpacked.rglob("*.debug"))
    owners: dict[str, int] = {}
    ours = re.compile(r"\$s(\d+)(" + "|".join(OUR_MODULES) + r")")
    for line in run("nm", "-S", "-l", "--defined-only", str(debug_file)).splitlines():
        fields = line.split(None, 4)
        if len(fields) < 4:
            continue
        size, name = int(fields[1], 16), fields[3]
        where = fields[4] if len(fields) > 4 else ""
        module = ours.match(name)
        if "/Sources/" in where or name.startswith("bs_") or (
                module and int(module.group(1)) == len(module.group(2))):
            owner = "the project's code (SheetCore, BottomSheet, GtkHelpers, the C face)"
        elif name.startswith("$s12_RegexParser") or name.startswith("$s17_StringProcessing"):
            owner = "Swift's regex modules (_RegexParser, _StringProcessing)"
        elif name.startswith("_dispatch") or name.startswith("dispatch_"):
            owner = "libdispatch"
        else:
            owner = "the Swift runtime and standard library (Unicode tables included)"
        owners[owner] = owners.get(owner, 0) + size
    total = sum(owners.values())
    lines = [f"`{library.name}`: {library.stat().st_size / 1e6:.2f} MB as installed (stripped); "
             f"its symbols, {total / 1e6:.2f} MB:", "",
             "| owner | MB | share |", "| --- | ---: | ---: |"]
    for owner, size in sorted(owners.items(), key=lambda item: -item[1]):
        lines.append(f"| {owner} | {size / 1e6:.2f} | {100 * size / total:.0f} % |")
    return lines


def build_apps(work: Path) -> dict[str, Path]:
    source = ROOT / "scripts" / "bench-cost" / "app.c"
    built = {}
    for name, define in APPS.items():
        binary = work / re.sub(r"\W+", "-", name.lower())
        packages = "libadwaita-1 bottomsheet-1" if define == "-DSHEET_BS" else "libadwaita-1"
        subprocess.run(f"cc -O2 {define} -o {binary} {source} $(pkg-config --cflags --libs {packages})",
                       shell=True, check=True)
        built[name] = binary
    return built


def dependencies(library: Path, apps: dict[str, Path]) -> list[str]:
    def loaded(path: Path) -> set[str]:
        return {line.split()[0] for line in run("ldd", str(path)).splitlines() if line.strip()}
    own = loaded(library)
    gained = sorted(loaded(apps["BsBottomSheet"]) - loaded(apps["AdwBottomSheet"]))
    return [f"`ldd {library.name}`: {len(own)} libraries (libadwaita's: "
            f"{len(loaded(Path(str(library).replace('libbottomsheet-1.so.0', 'libadwaita-1.so.0'))))}). "
            f"The C app with BsBottomSheet loads {len(gained)} more than with AdwBottomSheet: "
            + (", ".join(f"`{name}`" for name in gained) if gained else "none") + "."]


def start(binary: Path, renderer: str | None) -> tuple[float, float, str]:
    """Starts the app; returns its time to first frame (ms, from just before the
    process was made), its peak RSS (MB) and the renderer it reported."""
    environment = dict(os.environ)
    environment.pop("GSK_RENDERER", None)
    if renderer:
        environment["GSK_RENDERER"] = renderer
    started = time.monotonic_ns() // 1000
    process = subprocess.Popen([str(binary)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, env=environment)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    match = re.search(r"first-frame-us (\d+) renderer (\S+)", output)
    if status != 0 or not match:
        raise SystemExit(f"{binary} did not paint a frame (status {status}): {output!r}")
    return (int(match.group(1)) - started) / 1000, usage.ru_maxrss / 1024, match.group(2)


def startup(apps: dict[str, Path], rounds: int) -> list[str]:
    lines = []
    for renderer in (None, "cairo"):
        times = {name: [] for name in apps}
        peaks = {name: [] for name in apps}
        renderers = set()
        names = list(apps)
        for round_number in range(rounds + 1):
            # Each round in another order; round 0 only warms the file cache.
            order = names[round_number % len(names):] + names[:round_number % len(names)]
            for name in order:
                took, peak, used = start(apps[name], renderer)
                renderers.add(used)
                if round_number > 0:
                    times[name].append(took)
                    peaks[name].append(peak)
        title = "GSK_RENDERER=cairo" if renderer else "GTK's own choice of renderer"
        lines += ["", f"{title} (GTK used {', '.join(sorted(renderers))}), median of {rounds} starts:", "",
                  "| app | time to first frame (ms) | peak RSS (MB) |", "| --- | ---: | ---: |"]
        median_time = {name: statistics.median(values) for name, values in times.items()}
        median_peak = {name: statistics.median(values) for name, values in peaks.items()}
        for name in names:
            lines.append(f"| {name} | {median_time[name]:.1f} | {median_peak[name]:.1f} |")
        ours, theirs, none = "BsBottomSheet", "AdwBottomSheet", "no sheet"
        lines.append(f"| **ours ÷ AdwBottomSheet** | **{median_time[ours] / median_time[theirs]:.2f}** | "
                     f"**{median_peak[ours] / median_peak[theirs]:.2f}** |")
        lines.append(f"| each sheet's own part, ours vs theirs (− no sheet) | "
                     f"{share(median_time, ours, theirs, none)} | {share(median_peak, ours, theirs, none)} |")
    return lines


def share(values: dict[str, float], ours: str, theirs: str, none: str) -> str:
    return f"{values[ours] - values[none]:+.1f} vs {values[theirs] - values[none]:+.1f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--debs", type=Path, required=True)
    parser.add_argument("--write", type=Path, required=True)
    parser.add_argument("--rounds", type=int, default=10)
    arguments = parser.parse_args()
    library = multiarch_library()
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        apps = build_apps(work)
        lines = ["# What the library costs an app (the Debian packages, Debian unstable, "
                 f"GTK {run('pkg-config', '--modversion', 'gtk4').strip()}, "
                 f"libadwaita {run('pkg-config', '--modversion', 'libadwaita-1').strip()}, "
                 f"`scripts/bench-cost.sh`)", ""]
        lines += installed_sizes() + [""]
        lines += composition(library, arguments.debs, work) + [""]
        lines += dependencies(library, apps)
        lines += startup(apps, arguments.rounds)
    arguments.write.write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
