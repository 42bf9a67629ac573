"""The Rust bindings (bindings/rust) against the installed library, offline, with
Debian's packaged crates (/usr/share/cargo/registry): gir regenerates exactly the
committed code from the installed Bs-1.gir; `cargo test` passes for the -sys crate
(the ABI of the C header), the safe crate and the example, with nothing on stderr (no
compiler warning, no GTK warning or critical); and the example app, started as a
user starts it, opens its sheet, goes to full height (Alt+Up), closes (Escape) and
prints each detent it hears of, then ends on Ctrl+W with exit status 0.

Cargo builds into BS_EMBEDDING_WORK/rust-target, with a Cargo home of its own there
whose config.toml points crates.io at Debian's registry, as Debian's dh-cargo does. The
example's test saves a picture of its window as test-output/rust-example.png.
"""
import difflib
import filecmp
import os
import queue
import re
import shutil
import subprocess
import threading
import time
from pathlib import Path

import pytest
from embedding import ROOT

BINDINGS = ROOT / "bindings" / "rust"
WORK = Path(os.environ.get("BS_EMBEDDING_WORK", ROOT / "test-output" / "embedding"))
REGISTRY = Path("/usr/share/cargo/registry")
SCREENSHOT = ROOT / "test-output" / "rust-example.png"

# What regenerate.sh writes; everything else in bindings/rust is written by hand.
GENERATED = [
    "bottomsheet-sys/build.rs",
    "bottomsheet-sys/src/lib.rs",
    "bottomsheet-sys/src/auto",
    "bottomsheet-sys/tests/abi.rs",
    "bottomsheet-sys/tests/constant.c",
    "bottomsheet-sys/tests/layout.c",
    "bottomsheet-sys/tests/manual.h",
    "bottomsheet/src/auto",
]
# Written by builds, not part of the sources.
NOT_SOURCES = ["Cargo.lock", "__pycache__"]

# Each tool, and the Debian package that has it.
TOOLS = {
    "cargo": "cargo",
    "rustc": "rustc",
    "gir": "gir-rust-code-generator",
    "blueprint-compiler": "blueprint-compiler",
    "pkg-config": "pkg-config",
    "cc": "gcc",
    "xdotool": "xdotool",
}

# Xvfb runs no window manager: the window sits at the screen's top left corner, and
# keyboard focus follows the pointer. The point is inside the 400x600 window.
INSIDE_THE_WINDOW = ("200", "300")


@pytest.fixture(scope="module")
def cargo_env(installed) -> dict:
    """The installed tree's environment, with Cargo offline on Debian's registry."""
    for tool, package in TOOLS.items():
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is not installed (apt-get install {package})")
    if subprocess.run(["cargo", "fmt", "--version"], capture_output=True).returncode != 0:
        pytest.fail("cargo fmt is not installed (apt-get install rustfmt)")
    if not list(REGISTRY.glob("gtk4-0.9.*")) or not list(REGISTRY.glob("libadwaita-0.7.*")):
        pytest.fail(f"no gtk4 0.9 crate in {REGISTRY} (apt-get install librust-gtk4-dev librust-libadwaita-dev)")
    home = WORK / "rust-cargo-home"
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(
        "[source.crates-io]\n"
        'replace-with = "debian"\n'
        "\n"
        "[source.debian]\n"
        f'directory = "{REGISTRY}"\n'
        "\n"
        "[net]\n"
        "offline = true\n"
    )
    return dict(
        installed.env,
        CARGO_HOME=str(home),
        CARGO_TARGET_DIR=str(WORK / "rust-target"),
        # The machine's cores are shared.
        CARGO_BUILD_JOBS="2",
        CARGO_TERM_COLOR="never",
        BS_RUST_SCREENSHOT=str(SCREENSHOT),
    )


def cargo(env: dict, *arguments, timeout=1800) -> subprocess.CompletedProcess:
    return subprocess.run(
        ["cargo", *arguments, "--offline", "--quiet"], cwd=BINDINGS, env=env,
        capture_output=True, text=True, timeout=timeout)


def source_files(folder: Path) -> set:
    return {
        path.relative_to(folder).as_posix() for path in folder.rglob("*")
        if path.is_file() and not any(part in NOT_SOURCES for part in path.relative_to(folder).parts)}


def test_gir_regenerates_exactly_the_committed_code(installed, cargo_env):
    copy = WORK / "rust-regenerated"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(BINDINGS, copy, ignore=shutil.ignore_patterns(*NOT_SOURCES))
    for generated in GENERATED:
        path = copy / generated
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    gir_dir = installed.prefix / "share" / "gir-1.0"
    result = subprocess.run(
        ["bash", BINDINGS / "regenerate.sh", gir_dir, copy], env=cargo_env,
        capture_output=True, text=True, timeout=600)
    assert result.returncode == 0 and result.stderr == "", \
        f"regenerate.sh: exit status {result.returncode}\n{result.stdout}{result.stderr}"

    committed, regenerated = source_files(BINDINGS), source_files(copy)
    assert regenerated == committed, (
        f"only committed: {sorted(committed - regenerated)}; "
        f"only regenerated: {sorted(regenerated - committed)}")
    differing = [name for name in sorted(committed)
                 if not filecmp.cmp(BINDINGS / name, copy / name, shallow=False)]
    diff = "".join(
        line for name in differing for line in difflib.unified_diff(
            (BINDINGS / name).read_text().splitlines(keepends=True),
            (copy / name).read_text().splitlines(keepends=True),
            f"committed/{name}", f"regenerated/{name}"))
    assert not differing, f"regenerating changed {differing} (run bindings/rust/regenerate.sh):\n{diff[:20000]}"
    # The check would pass on an empty tree: the generated code is there.
    assert "pub fn connect_detent_changed" in (BINDINGS / "bottomsheet/src/auto/bottom_sheet.rs").read_text()


def libtest_counts(stdout: str) -> tuple:
    """(passed, failed, ignored), summed over the `test result:` lines."""
    counts = [0, 0, 0]
    for line in stdout.splitlines():
        if line.startswith("test result:"):
            for index, word in enumerate(("passed", "failed", "ignored")):
                match = re.search(rf"(\d+) {word}", line)
                counts[index] += int(match[1]) if match else 0
    return tuple(counts)


# Each package, and the tests of its own that must be among those that ran (the
# harness-less tests print their names even with --quiet).
PACKAGES = {
    "bottomsheet-sys": [],
    "bottomsheet": [
        "the_builder_sets_what_the_getters_read",
        "each_setter_notifies_its_property_once_and_only_on_a_change",
        "detent_is_the_c_enum_with_its_nicks",
        "every_signal_reaches_its_connect_function_with_its_arguments",
        "a_sheet_in_a_window_opens_moves_refuses_a_close_and_closes",
        "a_page_is_pushed_and_popped_with_its_signals",
    ],
    "bottomsheet-example": ["the_sheet_opens_goes_full_and_closes_and_the_window_is_pictured"],
}


@pytest.mark.parametrize("package", list(PACKAGES))
def test_cargo_test_passes(cargo_env, package):
    if package == "bottomsheet-example":
        SCREENSHOT.unlink(missing_ok=True)
    result = cargo(cargo_env, "test", "--package", package)
    assert result.returncode == 0, f"cargo test: exit status {result.returncode}\n{result.stdout}\n{result.stderr}"
    # Not a word: no compiler warning, no GTK warning or critical.
    assert result.stderr == "", result.stderr
    passed, failed, ignored = libtest_counts(result.stdout)
    assert (failed, ignored) == (0, 0), result.stdout
    assert passed > 0, f"no test ran:\n{result.stdout}"
    for name in PACKAGES[package]:
        assert f"test {name} ... ok" in result.stdout, result.stdout
    if package == "bottomsheet-sys":
        # gir's ABI checks: every constant and type size of bottomsheet.h against Rust's.
        assert "cross_validate_constants_with_c" in (BINDINGS / package / "tests" / "abi.rs").read_text()
    if package == "bottomsheet-example":
        assert SCREENSHOT.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", f"{SCREENSHOT} is not a PNG"


def read_lines(stream, lines: queue.Queue) -> None:
    for line in stream:
        lines.put(line.rstrip("\n"))


def test_the_example_app_opens_moves_and_closes_its_sheet(cargo_env):
    built = cargo(cargo_env, "build", "--package", "bottomsheet-example")
    assert built.returncode == 0 and built.stderr == "", f"cargo build:\n{built.stderr}"
    app = Path(cargo_env["CARGO_TARGET_DIR"]) / "debug" / "bottomsheet-example"
    process = subprocess.Popen([app], env=cargo_env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    printed, stderr = queue.Queue(), []
    threading.Thread(target=read_lines, args=(process.stdout, printed), daemon=True).start()
    threading.Thread(target=lambda: stderr.extend(process.stderr), daemon=True).start()
    heard = []

    def expect(line: str) -> None:
        try:
            heard.append(printed.get(timeout=15))
        except queue.Empty:
            pytest.fail(f"the app printed {heard}, then nothing for 15 s; expected {line!r}")
        assert heard[-1] == line, heard

    def xdotool(*arguments) -> None:
        subprocess.run(["xdotool", *arguments], env=cargo_env, check=True, timeout=10)

    try:
        expect("Detent: Expanded")  # presented on activation
        xdotool("mousemove", *INSIDE_THE_WINDOW)
        time.sleep(0.5)
        xdotool("key", "alt+Up")
        expect("Detent: Full")
        xdotool("key", "Escape")
        expect("Detent: Dismissed")
        xdotool("key", "ctrl+w")
        assert process.wait(timeout=15) == 0, "".join(stderr)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    time.sleep(0.2)  # the reader threads see the pipes' ends
    assert "".join(stderr) == ""
    assert printed.empty(), f"printed after closing: {list(printed.queue)}"
