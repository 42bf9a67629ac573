"""Shared helpers for the demo's command-line tests.

Run by scripts/test.sh with Debian's /usr/bin/python3 (it has gi): under xvfb-run on
X11, and under scripts/wayland-session.sh on Wayland (GDK_BACKEND=wayland).
DEMO names the demo executable.
"""
import ctypes
import functools
import os
import re
import subprocess
import sys
from dataclasses import dataclass, field

import gi
import pytest

# Tests/, for the modules the suites share (language_locale.py, suite_session.py).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from suite_session import CAIRO_ON_XVFB, require_demo, require_display  # noqa: E402

gi.require_version("GdkPixbuf", "2.0")
from gi.repository import GdkPixbuf  # noqa: E402

GOLDEN = os.path.join(os.path.dirname(__file__), "golden")
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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
    scale: int = field(default_factory=lambda: output_scale())
    presentation: str = "bottom"

    @property
    def size(self) -> tuple:
        """The picture's width and height in logical px."""
        return self.pixbuf.get_width() // self.scale, self.pixbuf.get_height() // self.scale

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


def output_scale() -> int:
    """The device pixels per logical pixel of the pictures the demo takes: the test
    compositor's output scale (scripts/mutter-session.sh says it in BS_COMPOSITOR_SCALE),
    else 1. These tests read whole pixels, so only a whole scale will do."""
    scale = float(os.environ.get("BS_COMPOSITOR_SCALE", "1"))
    assert scale.is_integer(), f"the demo's pictures are checked at whole scales, not {scale}"
    return int(scale)


def brightness(rgb) -> float:
    return sum(rgb) / 3


def differing_pixels(shot, reference) -> int:
    """How many pixels' colour differs by more than 8 in any channel (anti-aliasing and
    font rendering may move an edge by a shade)."""
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
    return differing


@functools.cache
def library_version(soname: str, prefix: str) -> tuple:
    """(major, minor) of the shared library the demo runs with, asked of the library
    itself (the same file: the tests run on the system the demo runs on)."""
    library = ctypes.CDLL(soname)
    return library[f"{prefix}_get_major_version"](), library[f"{prefix}_get_minor_version"]()


def gtk_version() -> tuple:
    return library_version("libgtk-4.so.1", "gtk")


def adwaita_version() -> tuple:
    return library_version("libadwaita-1.so.0", "adw")


# libadwaita's named colours (its stylesheet's defaults-light.css and defaults-dark.css)
# by its version: the header bar, the window (the sheet's surface, @theme_bg_color) and
# views (the list's rows). libadwaita 1.7 (Debian 13) has a palette of its own: a white
# header bar in light, greys with a touch of blue.
ADWAITA_PALETTES = {
    (1, 2): {
        "light": {"headerbar": (0xeb, 0xeb, 0xeb), "window": (0xfa, 0xfa, 0xfa), "view": (0xff, 0xff, 0xff)},
        "dark": {"headerbar": (0x30, 0x30, 0x30), "window": (0x24, 0x24, 0x24), "view": (0x1e, 0x1e, 0x1e)},
    },
    (1, 7): {
        "light": {"headerbar": (0xff, 0xff, 0xff), "window": (0xfa, 0xfa, 0xfb), "view": (0xff, 0xff, 0xff)},
        "dark": {"headerbar": (0x2e, 0x2e, 0x32), "window": (0x22, 0x22, 0x26), "view": (0x1d, 0x1d, 0x20)},
    },
    # libadwaita 1.10's src/stylesheet/_colors.scss: the same colours as 1.7's.
    (1, 10): {
        "light": {"headerbar": (0xff, 0xff, 0xff), "window": (0xfa, 0xfa, 0xfb), "view": (0xff, 0xff, 0xff)},
        "dark": {"headerbar": (0x2e, 0x2e, 0x32), "window": (0x22, 0x22, 0x26), "view": (0x1d, 0x1d, 0x20)},
    },
}


def adwaita_palette(style: str) -> dict:
    """The running libadwaita's colours for `style` ("light" or "dark")."""
    version = adwaita_version()
    if version not in ADWAITA_PALETTES:
        pytest.fail(f"no palette for libadwaita {version[0]}.{version[1]}: add its colours from its stylesheet")
    return ADWAITA_PALETTES[version][style]


def golden_path(name: str) -> str:
    """The reference picture `name` for the running GTK. golden/ holds GTK 4.8's
    (libadwaita 1.2, Debian 12). Another GTK renders text and antialiases with its own
    code, and the libadwaita beside it has its own colours, buttons and icons (1.7 with
    GTK 4.18 in Debian 13): the same sheet, but thousands of other pixels around it. So
    another GTK's references are in golden/gtk4.<minor>/."""
    major, minor = gtk_version()
    if (major, minor) == (4, 8):
        return os.path.join(GOLDEN, name)
    return os.path.join(GOLDEN, f"gtk{major}.{minor}", name)


# How many pixels of a screenshot may differ from its reference: fewer than the
# smallest thing a screenshot guards (the handle's pill, 36×5 = 180 px; a scrim band
# or the sheet's edge line, hundreds), so no part of the sheet goes missing unnoticed.
ALLOWED_PIXELS = 32


def expect_matches_reference(shot: Shot, name: str):
    """Compares the screenshot with the running GTK's reference `name` (golden_path).

    A missing reference FAILS, and keeps failing until one is added on purpose: the
    screenshot is written under test-output/ with the path it would have; a test
    run never writes into Tests/."""
    path = golden_path(name)
    relative = os.path.relpath(path, os.path.dirname(GOLDEN))
    if not os.path.exists(path):
        actual = os.path.join(ROOT, "test-output", relative)
        os.makedirs(os.path.dirname(actual), exist_ok=True)
        shot.pixbuf.savev(actual, "png", [], [])
        pytest.fail(f"no reference {relative} for this GTK: the screenshot is {actual}; look at it, and if "
                    f"it is right, add it as {path}")
    reference = GdkPixbuf.Pixbuf.new_from_file(path)
    assert (shot.pixbuf.get_width(), shot.pixbuf.get_height()) == (reference.get_width(), reference.get_height())
    assert reference.get_n_channels() == shot.pixbuf.get_n_channels()
    differing = differing_pixels(shot.pixbuf, reference)
    print(f"golden {relative}: {differing} pixels differ (allowed {ALLOWED_PIXELS})")
    if differing > ALLOWED_PIXELS:
        actual = os.path.join(ROOT, "test-output", relative.replace(".png", "-actual.png"))
        os.makedirs(os.path.dirname(actual), exist_ok=True)
        shot.pixbuf.savev(actual, "png", [], [])
        pytest.fail(f"{differing} pixels differ from {relative} (allowed {ALLOWED_PIXELS}); this screenshot: {actual}")


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
    path = require_demo()
    require_display(backend())
    return path


def screenshot_env() -> dict:
    """The environment for a demo that renders: its backend, and the Cairo renderer
    (on X11 with GL off: suite_session.CAIRO_ON_XVFB)."""
    cairo = CAIRO_ON_XVFB if backend() == "x11" else {"GSK_RENDERER": "cairo"}
    return dict(os.environ, GDK_BACKEND=backend(), **cairo)


@pytest.fixture
def shoot(demo, tmp_path):
    """Runs the demo with --screenshot and returns the parsed Shot."""

    def run(*args: str, scale: int | None = None) -> Shot:
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
            host_height=int(match[4]), modal=match[5] == "true", pages=int(match[6]), scale=scale or output_scale(),
            presentation=presentation[1])

    return run
