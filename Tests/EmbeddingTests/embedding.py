"""What the embedding tests share: where the examples are, what a tour
prints, the installed tree and how programs run against it, and the meson
install that makes the tree (conftest.py's `installed` fixture calls it)."""
import os
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from suite_session import CAIRO_ON_XVFB

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
EXAMPLES = HERE / "examples"
CHECKS = HERE / "checks"

# What every tour example prints: each signal, in order, then the final detent.
TOUR = [
    "detent-changed: expanded",
    "detent-changed: full",
    "close-attempt",
    "detent-changed: expanded",
    "detent-changed: peek",
    "detent-changed: dismissed",
    "closed",
    "detent: dismissed",
]


@dataclass(frozen=True)
class Installed:
    """The installed tree, and the environment an app run against it gets."""

    prefix: Path
    libdir: Path

    @property
    def env(self) -> dict:
        return dict(
            os.environ,
            PKG_CONFIG_PATH=str(self.libdir / "pkgconfig"),
            GI_TYPELIB_PATH=str(self.libdir / "girepository-1.0"),
            LD_LIBRARY_PATH=str(self.libdir),
            GDK_BACKEND="x11",
            **CAIRO_ON_XVFB,
            PYTHONUNBUFFERED="1",
        )

    def run(self, *command, cwd=None, timeout=60) -> subprocess.CompletedProcess:
        return subprocess.run(
            [str(part) for part in command], cwd=cwd, env=self.env,
            capture_output=True, text=True, timeout=timeout)


def meson_install(work: Path) -> Path:
    """Configures (once), builds and installs the project into work/prefix."""
    build, prefix, log_path = work / "build", work / "prefix", work / "meson.log"
    shutil.rmtree(prefix, ignore_errors=True)
    work.mkdir(parents=True, exist_ok=True)
    steps = [] if (build / "build.ninja").exists() else [
        ["meson", "setup", str(build), str(ROOT), f"--prefix={prefix}"]]
    steps.append(["meson", "install", "-C", str(build)])
    with open(log_path, "w") as log:
        for step in steps:
            if subprocess.run(step, stdout=log, stderr=subprocess.STDOUT).returncode != 0:
                tail = "".join(log_path.read_text().splitlines(keepends=True)[-40:])
                pytest.fail(f"{' '.join(step)} failed; end of {log_path}:\n{tail}")
    return build


def assert_ran_cleanly(result: subprocess.CompletedProcess) -> list:
    """Exit status 0 and nothing on stderr (a GTK warning or critical would be
    there); returns stdout's lines."""
    assert result.returncode == 0, f"exit status {result.returncode}\n{result.stderr}"
    assert result.stderr == "", result.stderr
    return result.stdout.splitlines()
