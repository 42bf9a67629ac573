"""Shared helpers for the demo's command-line tests.

Run by scripts/test.sh with Debian's /usr/bin/python3 (it has gi): under xvfb-run on
X11, and under scripts/wayland-session.sh on Wayland (GDK_BACKEND=wayland).
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
    pages: int = 1
    scale: int = 1
    presentation: str = "bottom"

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


def differing_fraction(shot, reference) -> float:
    """The fraction of pixels whose colour differs by more than 8 in any channel
    (anti-aliasing and font rendering may move an edge by a shade)."""
    a, b = shot.get_pixels(), reference.get_pixels()
    n, stride = shot.get_n_channels(), shot.get_rowstride()
    width = shot.get_width() * n
    differing = 0
    for y in range(shot.get_height()):
        row = y * stride
        # Most rows are the same byte for byte: only the others are compared pixel by
        # pixel (a 1280×800 picture takes seconds that way).
        if a[row:row + width] == b[row:row + width]:
            continue
        for x in range(0, width, n):
            offset = row + x
            if max(abs(a[offset + c] - b[offset + c]) for c in range(3)) > 8:
                differing += 1
    return differing / (shot.get_width() * shot.get_height())


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "x11_only: needs something only GTK's X11 backend has; the Wayland run deselects it "
        "with -m 'not x11_only' (the reason is by the test)")


def pytest_runtest_setup(item):
    # Fails rather than skips: a Wayland run that forgot -m 'not x11_only' must say so.
    if item.get_closest_marker("x11_only") and backend() != "x11":
        pytest.fail(f"an X11-only test on GDK_BACKEND={backend()}: deselect it with -m 'not x11_only'")


def backend() -> str:
    """The GDK backend the demo runs on: GDK_BACKEND if it names one, else X11."""
    return os.environ.get("GDK_BACKEND") or "x11"


@pytest.fixture(scope="session")
def demo() -> str:
    path = os.environ.get("DEMO")
    if not path or not os.access(path, os.X_OK):
        pytest.fail("DEMO must name the bottom-sheet-demo executable (scripts/test.sh sets it)")
    if backend() == "x11" and not os.environ.get("DISPLAY"):
        pytest.fail("no display: run under xvfb-run, as scripts/test.sh does")
    elif backend() == "wayland" and not os.environ.get("WAYLAND_DISPLAY"):
        pytest.fail("no Wayland display: run under scripts/wayland-session.sh, as scripts/test.sh does")
    elif backend() not in ("x11", "wayland"):
        pytest.fail(f"GDK_BACKEND={backend()}: the demo's tests run on x11 or wayland only")
    return path


def screenshot_env() -> dict:
    """The environment for a demo that renders: its backend, and the Cairo renderer."""
    return dict(os.environ, GDK_BACKEND=backend(), GSK_RENDERER="cairo")


@pytest.fixture
def shoot(demo, tmp_path):
    """Runs the demo with --screenshot and returns the parsed Shot."""

    def run(*args: str, scale: int = 1) -> Shot:
        png = tmp_path / "shot.png"
        result = subprocess.run(
            [demo, *args, "--screenshot", str(png)],
            capture_output=True, text=True, timeout=60, env=screenshot_env())
        assert result.returncode == 0, result.stderr
        match = re.search(
            r"sheet detent=(\w+) height=(\d+) host-top=(\d+) host-height=(\d+) modal=(\w+) pages=(\d+)", result.stdout)
        assert match, f"no geometry line in: {result.stdout!r}"
        presentation = re.search(r" presentation=(\w+)", result.stdout)
        assert presentation, f"no presentation in: {result.stdout!r}"
        return Shot(
            pixbuf=GdkPixbuf.Pixbuf.new_from_file(str(png)),
            detent=match[1], height=int(match[2]), host_top=int(match[3]),
            host_height=int(match[4]), modal=match[5] == "true", pages=int(match[6]), scale=scale,
            presentation=presentation[1])

    return run
