"""The demo on a wide window: a modal sheet at the bottom,
640 px wide and centred; a non-modal one a side panel on the end edge with the content
beside it; --presentation pinning either; and a live resize moving the sheet across.

The references are golden/adaptive-*.png (golden/gtk4.18/ for GTK 4.18: conftest's
golden_path), made with the options below (X11, Cairo renderer) and looked at when
they were made."""
import re
import shutil
import subprocess
import time

import pytest

from conftest import adwaita_palette, brightness, expect_matches_reference, screenshot_env

WIDTH, HEIGHT = 1280, 800
MAX_WIDTH = 640  # the sheet's default max-width

# How each picture is made: a modal list (bottom, centred) and the non-modal container
# (a side panel), both at expanded on a 1280×800 window.
KINDS = {
    "bottom": ["--scenario", "list", "--detent", "expanded", "--size", f"{WIDTH}x{HEIGHT}"],
    "side": ["--scenario", "container", "--detent", "expanded", "--size", f"{WIDTH}x{HEIGHT}"],
}


def options(kind: str, style: str, direction: str) -> list:
    return KINDS[kind] + (["--dark"] if style == "dark" else []) + (["--rtl"] if direction == "rtl" else [])


def golden_name(kind: str, style: str, direction: str) -> str:
    return f"adaptive-{kind}-{style}{'-rtl' if direction == 'rtl' else ''}.png"


def run_of(shot, y: int, x: int) -> tuple:
    """The first and last x of the run of pixels on row y the colour of (x, y)."""
    colour = shot.pixel(x, y)
    first = last = x
    while first > 0 and shot.pixel(first - 1, y) == colour:
        first -= 1
    while last < WIDTH - 1 and shot.pixel(last + 1, y) == colour:
        last += 1
    return first, last


def panel_edge(shot, direction: str) -> int:
    """The x of the side panel's inner edge: the first pixel, coming from the start
    edge's content, that is not the content's grey (low on the window, where the
    content is empty)."""
    y = shot.host_top + shot.host_height - 20
    xs = range(WIDTH) if direction == "ltr" else range(WIDTH - 1, -1, -1)
    grey = shot.pixel(xs[0], y)
    return next(x for x in xs if shot.pixel(x, y) != grey)


# X11 only: on Wayland the default font differs (see test_libadwaita_demo.py).
@pytest.mark.x11_only
@pytest.mark.parametrize("direction", ["ltr", "rtl"])
@pytest.mark.parametrize("style", ["light", "dark"])
@pytest.mark.parametrize("kind", ["bottom", "side"])
def test_the_wide_window_matches_its_reference(shoot, kind, style, direction):
    shot = shoot(*options(kind, style, direction))
    assert shot.presentation == kind
    expect_matches_reference(shot, golden_name(kind, style, direction))


@pytest.mark.parametrize("direction", ["ltr", "rtl"])
@pytest.mark.parametrize("style", ["light", "dark"])
def test_a_modal_sheet_on_a_wide_window_is_640_wide_centred_with_round_top_corners(shoot, style, direction):
    shot = shoot(*options("bottom", style, direction))
    assert (shot.presentation, shot.modal) == ("bottom", True)
    window = adwaita_palette(style)["window"]  # the sheet's surface
    # The handle strip (24 px), near its foot where the corners' curve has (nearly)
    # ended: the sheet's surface from x 320 to 959.
    y = shot.sheet_top + 22
    assert shot.pixel(400, y) == window
    left, right = run_of(shot, y, 400)
    assert abs(left - (WIDTH - MAX_WIDTH) // 2) <= 1 and abs(right - ((WIDTH + MAX_WIDTH) // 2 - 1)) <= 1, (left, right)
    # Its top edge is where the geometry line says (its bottom edge on the window's).
    assert shot.pixel(540, shot.sheet_top) == window
    assert shot.pixel(540, shot.sheet_top - 1) != window
    # Nearer the top edge the corners are rounded off: the surface is narrower.
    top_left, top_right = run_of(shot, shot.sheet_top + 8, 400)
    assert top_left > left + 2 and top_right < right - 2, (top_left, top_right)
    # Beside the sheet the scrim dims the content (darker than the sheet in light).
    if style == "light":
        assert brightness(shot.pixel(100, shot.sheet_top + 100)) < 200


@pytest.mark.parametrize("direction", ["ltr", "rtl"])
@pytest.mark.parametrize("style", ["light", "dark"])
def test_a_non_modal_sheet_on_a_wide_window_is_a_panel_on_the_end_edge(shoot, style, direction):
    shot = shoot(*options("side", style, direction))
    assert (shot.presentation, shot.modal) == ("side", False)
    window = adwaita_palette(style)["window"]  # the sheet's surface
    edge = panel_edge(shot, direction)
    # Right in LTR, left in RTL: 320–400 px wide, at most half the window.
    width = WIDTH - edge if direction == "ltr" else edge + 1
    assert 320 <= width <= min(400, WIDTH // 2), (edge, width)
    # The grip: upright, on the panel's inner edge, half-way down, in a strip of the
    # sheet's surface.
    strip = edge + 12 if direction == "ltr" else edge - 12
    middle = shot.host_top + shot.host_height // 2
    assert shot.pixel(strip, middle + 100) == window
    grip = [y for y in range(middle - 40, middle + 40) if shot.pixel(strip, y) != window]
    assert 20 <= len(grip) <= 60, f"grip {len(grip)} px tall"
    # The content is beside the panel, not under it: its title is centred in the rest.
    content = range(0, edge) if direction == "ltr" else range(edge + 1, WIDTH)
    grey = shot.pixel(content[0], shot.host_top + 40)
    title = [x for x in content for y in range(shot.host_top + 25, shot.host_top + 55, 2)
             if abs(brightness(shot.pixel(x, y)) - brightness(grey)) > 80]
    assert title, "no content title"
    centre = (content[0] + content[-1]) / 2
    assert abs((min(title) + max(title)) / 2 - centre) < 10, (min(title), max(title), centre)


@pytest.mark.parametrize("args,presentation", [
    (["--scenario", "container", "--size", "600x800"], "bottom"),
    (["--scenario", "container", "--size", "1280x800"], "side"),
    (["--scenario", "container", "--size", "1280x800", "--presentation", "automatic"], "side"),
    (["--scenario", "container", "--size", "1280x800", "--presentation", "bottom"], "bottom"),
    (["--scenario", "container", "--size", "600x800", "--presentation", "side"], "side"),
    (["--scenario", "list", "--size", "1280x800"], "bottom"),
    (["--scenario", "list", "--size", "1280x800", "--presentation", "side"], "side"),
])
def test_presentation_pins_one_or_lets_the_window_choose(shoot, args, presentation):
    shot = shoot(*args, "--detent", "expanded")
    assert shot.presentation == presentation
    assert shot.detent == "expanded"


def demo_window(pid: int, deadline: float) -> str:
    """The X11 id of the demo's visible window (GTK sets _NET_WM_PID)."""
    while time.monotonic() < deadline:
        found = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)],
                               capture_output=True, text=True).stdout.split()
        if found:
            return found[0]
        time.sleep(0.1)
    pytest.fail("the demo's window did not appear")


# X11 only: xdotool resizes the window; on Wayland only the compositor does.
@pytest.mark.x11_only
# Where each size starts is test_presentation_pins_one_or_lets_the_window_choose's.
@pytest.mark.parametrize("start,end,after", [
    ("600x800", "1280x800", "side"),
    ("1280x800", "600x800", "bottom"),
])
def test_resizing_the_window_moves_the_sheet_across(demo, tmp_path, start, end, after):
    assert shutil.which("xdotool"), "xdotool is in scripts/system-packages.txt"
    png = tmp_path / "resized.png"
    # The picture is taken at a fixed time: long enough after the resize for the
    # spring to settle, whatever this machine's load.
    process = subprocess.Popen(
        [demo, "--scenario", "container", "--detent", "expanded", "--size", start,
         "--screenshot-at", "6", "--screenshot", str(png)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=screenshot_env())
    try:
        window = demo_window(process.pid, time.monotonic() + 4)
        # Let the first layout place the sheet, then resize.
        time.sleep(0.5)
        width, height = end.split("x")
        subprocess.run(["xdotool", "windowsize", window, width, height], check=True)
        out, err = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 0, err
    assert "Gtk-CRITICAL" not in err and "Gtk-WARNING" not in err, err
    match = re.search(r"detent=(\w+) .* presentation=(\w+)", out)
    assert match, out
    assert (match[1], match[2]) == ("expanded", after), out
    from gi.repository import GdkPixbuf
    picture = GdkPixbuf.Pixbuf.new_from_file(str(png))
    assert f"{picture.get_width()}x{picture.get_height()}" == end
