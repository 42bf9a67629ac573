"""The demo as a libadwaita app: its looks against references, libadwaita's palette
around and in the sheet, and the motion plot strip.

The references in golden/ are the demo's own --screenshot output (X11, Cairo renderer,
480×640; the adaptive-*.png ones 1280×800, for test_adaptive_demo.py), looked at when
they were made; GTK 4.18's and 4.24's are in golden/gtk4.18/ and golden/gtk4.24/
(conftest's golden_path says why). A missing or changed one fails with the screenshot
in test-output/golden/: look at it, and copy it in only if it is right.
"""
import pytest

from conftest import adwaita_palette, brightness, expect_matches_reference


# X11 only: GTK on Wayland with no settings daemon takes another default font (Cantarell
# 11 against X11's Sans 10), so every text differs from the X11 references; the colour
# tests below run on both.
@pytest.mark.x11_only
@pytest.mark.parametrize("style", ["light", "dark"])
def test_the_sheet_in_the_libadwaita_window_matches_its_reference(shoot, style):
    args = ["--scenario", "list", "--detent", "expanded", "--size", "480x640"]
    shot = shoot(*args, *(["--dark"] if style == "dark" else []))
    expect_matches_reference(shot, f"list-expanded-{style}.png")


# The share sheet: its header (Cancel, the title), the list of people and the Send pill
# pinned to the bottom, at both open detents, in both styles and both directions. X11
# only, as above.
@pytest.mark.x11_only
@pytest.mark.parametrize("direction", ["ltr", "rtl"])
@pytest.mark.parametrize("style", ["light", "dark"])
@pytest.mark.parametrize("detent", ["expanded", "full"])
def test_the_share_sheet_matches_its_reference(shoot, detent, style, direction):
    args = ["--scenario", "share", "--detent", detent, "--size", "480x640"]
    args += ["--dark"] if style == "dark" else []
    args += ["--rtl"] if direction == "rtl" else []
    name = f"share-{detent}-{style}{'-rtl' if direction == 'rtl' else ''}.png"
    shot = shoot(*args)
    assert shot.detent == detent
    expect_matches_reference(shot, name)


@pytest.mark.parametrize("style", ["light", "dark"])
def test_the_sheets_colours_are_libadwaitas(shoot, style):
    shot = shoot("--scenario", "list", "--detent", "expanded", "--size", "480x640",
                 *(["--dark"] if style == "dark" else []))
    colours = adwaita_palette(style)
    assert shot.pixel(20, 20) == colours["headerbar"], "the AdwHeaderBar"
    # Beside the drag handle: the sheet's own surface.
    assert shot.pixel(20, shot.sheet_top + 8) == colours["window"], "the sheet's surface"
    # A row, right of its text.
    assert shot.pixel(400, shot.sheet_top + 60) == colours["view"], "the list's rows"


def test_the_motion_plot_sits_between_the_header_bar_and_the_content(shoot):
    plain = shoot("--scenario", "list", "--detent", "expanded", "--size", "480x640")
    plotted = shoot("--scenario", "list", "--detent", "expanded", "--size", "480x640", "--motion-plot")
    strip = plotted.host_top - plain.host_top
    assert strip >= 100, f"the plot takes {strip} px"
    # The sheet's opening is drawn: the height's blue is in the strip.
    blues = [x for x in range(0, 480, 2) for y in range(plain.host_top, plotted.host_top, 2)
             if plotted.pixel(x, y) == (0x35, 0x84, 0xe4)]
    assert blues, "no height curve in the plot"
    # And the strip is not dimmed by the modal sheet's scrim: only the content is.
    assert brightness(plotted.pixel(2, plain.host_top + 2)) > 200
