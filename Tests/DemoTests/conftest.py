"""Shared helpers for the demo's command-line tests.

Run by scripts/test.sh under xvfb-run with Debian's /usr/bin/python3 (it has gi);
DEMO names the demo executable.
"""
import os
import re
import subprocess
from dataclasses import dataclass

import gi
import pytest

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402


@dataclass
class Shot:
    """A screenshot and where the demo says the sheet is in it (logical px)."""

    pixbuf: GdkPixbuf.Pixbuf
    detent: str
    height: int
    host_top: int
    host_height: int
    modal: bool
    scale: int = 1

    @property
    def sheet_top(self) -> int:
        """The sheet's top edge, in logical px from the top of the picture."""
        return self.host_top + self.host_height - self.height

    def pixel(self, x: int, y: int) -> tuple:
        """The RGB at logical (x, y)."""
        x, y = x * self.scale, y * self.scale
        pixels = self.pixbuf.get_pixels()
        n = self.pixbuf.get_n_channels()
        offset = y * self.pixbuf.get_rowstride() + x * n
        return tuple(pixels[offset:offset + 3])


def brightness(rgb) -> float:
    return sum(rgb) / 3


@pytest.fixture(scope="session")
def demo() -> str:
    path = os.environ.get("DEMO")
    if not path or not os.access(path, os.X_OK):
        pytest.fail("DEMO must name the bottom-sheet-demo executable (scripts/test.sh sets it)")
    if not os.environ.get("DISPLAY"):
        pytest.fail("no display: run under xvfb-run, as scripts/test.sh does")
    return path


@pytest.fixture
def shoot(demo, tmp_path):
    """Runs the demo with --screenshot and returns the parsed Shot."""

    def run(*args: str, scale: int = 1) -> Shot:
        png = tmp_path / "shot.png"
        env = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo")
        result = subprocess.run(
            [demo, *args, "--screenshot", str(png)],
            capture_output=True, text=True, timeout=60, env=env)
        assert result.returncode == 0, result.stderr
        match = re.search(
            r"sheet detent=(\w+) height=(\d+) host-top=(\d+) host-height=(\d+) modal=(\w+)", result.stdout)
        assert match, f"no geometry line in: {result.stdout!r}"
        return Shot(
            pixbuf=GdkPixbuf.Pixbuf.new_from_file(str(png)),
            detent=match[1], height=int(match[2]), host_top=int(match[3]),
            host_height=int(match[4]), modal=match[5] == "true", scale=scale)

    return run
