"""The demo's command line: every scenario and detent it applies to, the styles,
and clear errors for bad values."""
import subprocess

import pytest

from conftest import brightness, screenshot_env

TOP_INSET = 40  # the sheet's default top-inset

CASES = [
    ("list", "expanded"), ("list", "full"), ("list", "dismissed"),
    ("million", "expanded"), ("million", "full"),
    ("container", "peek"), ("container", "expanded"), ("container", "full"),
    ("fit", "expanded"), ("fit", "dismissed"),
    ("form", "expanded"), ("form", "dismissed"),
    ("share", "expanded"), ("share", "full"), ("share", "dismissed"),
]


def expected_height(scenario: str, detent: str, host: int, height: int) -> int | None:
    """The sheet height the rules give, or None where it depends on content size."""
    if detent == "dismissed":
        return 0
    if detent == "peek":
        return 60
    if detent == "full" and scenario in ("list", "million", "container", "share"):
        return host - TOP_INSET
    if detent == "expanded" and scenario in ("list", "million", "share"):
        return round(0.5 * host)
    if detent == "expanded" and scenario == "container":
        return round(0.8 * host)
    return None


@pytest.mark.parametrize("scenario,detent", CASES)
def test_screenshot_shows_the_sheet_where_the_detent_says(shoot, scenario, detent):
    shot = shoot("--scenario", scenario, "--detent", detent, "--size", "600x800")
    assert shot.size == (600, 800)
    assert shot.detent == detent
    # Narrower than the side breakpoint: every sheet is at the bottom.
    assert shot.presentation == "bottom"
    want = expected_height(scenario, detent, shot.host_height, shot.height)
    if want is not None:
        assert abs(shot.height - want) <= 1, (shot.height, want)
    else:
        # Fitted to its content: shorter than half the window, but there.
        assert 40 < shot.height < shot.host_height / 2

    bottom = shot.host_top + shot.host_height - 1
    if detent == "dismissed":
        return
    # Just inside the sheet's top edge, away from the rounded corner: the light sheet.
    inside = shot.pixel(300, shot.sheet_top + 3)
    assert brightness(inside) > 200, inside
    # Just above it, the content: dimmed when the sheet is modal and open.
    above = shot.pixel(300, shot.sheet_top - 30)
    if shot.modal and detent != "peek":
        assert brightness(above) < 200, f"no scrim over the content: {above}"
    assert bottom > shot.sheet_top


def test_open_page_starts_on_the_first_persons_page_with_them_chosen(shoot):
    root = shoot("--scenario", "share", "--detent", "full", "--size", "600x800")
    page = shoot("--scenario", "share", "--detent", "full", "--size", "600x800", "--open-page")
    assert (root.pages, page.pages) == (1, 2)
    assert page.detent == "full"
    # Send, the footer's pill: usable only once someone is chosen (GNOME's blue, or
    # faded while it is not). Looked at left of its label, on the pill's own colour:
    # which pixels at the label's centre are a glyph's antialiased edge is the GTK
    # version's text rendering (GTK 4.18 puts an edge of "Send" at x 300).
    send = (100, root.host_top + root.host_height - 34)
    assert page.pixel(*send) == (0x35, 0x84, 0xe4), page.pixel(*send)
    assert root.pixel(*send) != (0x35, 0x84, 0xe4)


def test_open_details_stacks_the_details_sheet_over_the_share_sheet(shoot):
    page = shoot("--scenario", "share", "--detent", "full", "--size", "600x800", "--open-page")
    stacked = shoot("--scenario", "share", "--detent", "full", "--size", "600x800", "--open-page", "--open-details")
    # The share sheet stays where it was, with its page; the details sheet's scrim dims it.
    assert (stacked.detent, stacked.pages, stacked.sheet_top) == (page.detent, page.pages, page.sheet_top)
    y = page.sheet_top + 60
    assert brightness(page.pixel(300, y)) > 200, page.pixel(300, y)
    assert brightness(stacked.pixel(300, y)) < 200, f"the share sheet is not dimmed: {stacked.pixel(300, y)}"
    # The window's bottom is the details sheet, over the dimmed share sheet.
    bottom = stacked.host_top + stacked.host_height - 20
    assert brightness(stacked.pixel(300, bottom)) > 200, stacked.pixel(300, bottom)


def test_the_map_is_dimmed_only_when_its_sheet_is_at_full(shoot):
    expanded = shoot("--scenario", "map", "--detent", "expanded", "--size", "600x800")
    full = shoot("--scenario", "map", "--detent", "full", "--size", "600x800")
    assert (expanded.detent, full.detent, expanded.modal) == ("expanded", "full", True)
    # The map's light background, left of its river and park, just above the top inset.
    point = (20, full.sheet_top - 12)
    assert brightness(expanded.pixel(*point)) > 200, f"the map is dimmed at expanded: {expanded.pixel(*point)}"
    assert brightness(full.pixel(*point)) < 200, f"the map is not dimmed at full: {full.pixel(*point)}"


def test_the_scrim_is_absent_when_the_sheet_is_closed(shoot):
    closed = shoot("--scenario", "list", "--detent", "dismissed", "--size", "600x800")
    opened = shoot("--scenario", "list", "--detent", "expanded", "--size", "600x800")
    y = opened.sheet_top - 30
    assert brightness(closed.pixel(300, y)) > brightness(opened.pixel(300, y)) + 40


def test_dark_style_draws_a_dark_sheet(shoot):
    shot = shoot("--scenario", "list", "--detent", "expanded", "--dark", "--size", "600x800")
    assert brightness(shot.pixel(300, shot.sheet_top + 3)) < 90


def test_right_to_left_mirrors_the_rows(shoot):
    def text_columns(shot):
        # Dark text pixels in the first rows, left half against right half.
        top = shot.sheet_top + 30
        left = right = 0
        for y in range(top, top + 60, 2):
            for x in range(0, 600, 2):
                if brightness(shot.pixel(x, y)) < 120:
                    if x < 300:
                        left += 1
                    else:
                        right += 1
        return left, right

    ltr = text_columns(shoot("--scenario", "list", "--detent", "full", "--size", "600x800"))
    rtl = text_columns(shoot("--scenario", "list", "--detent", "full", "--rtl", "--size", "600x800"))
    assert ltr[0] > ltr[1] * 3, ltr
    assert rtl[1] > rtl[0] * 3, rtl


# X11 only: --scale sets GDK_SCALE, which only GTK's X11 backend reads. On Wayland the
# scale is the compositor's output scale (weston --scale), whatever the demo asks.
@pytest.mark.x11_only
def test_scale_two_doubles_the_pixels(shoot):
    shot = shoot("--scenario", "fit", "--detent", "expanded", "--scale", "2", "--size", "400x600", scale=2)
    assert (shot.pixbuf.get_width(), shot.pixbuf.get_height()) == (800, 1200)
    assert brightness(shot.pixel(200, shot.sheet_top + 3)) > 200


@pytest.mark.parametrize("args,says", [
    (["--scenario", "maps"], "--scenario must be one of container, fit, list, million, form, share, player, map"),
    (["--detent", "half"], "--detent must be one of dismissed, peek, expanded, full"),
    (["--presentation", "left"], "--presentation must be one of automatic, bottom, side"),
    (["--scenario", "list", "--detent", "peek"], "--detent peek needs a scenario with a peek strip"),
    (["--scenario", "list", "--open-page"], "--open-page needs a scenario with pages: share"),
    (["--open-page"], "--open-page needs a scenario with pages: share"),
    (["--scenario", "list", "--open-details"], "--open-details needs the share scenario"),
    (["--scale", "3"], "--scale must be 1 or 2"),
    (["--size", "10x10"], "--size must be WIDTHxHEIGHT, each 200 to 8000"),
    (["--size", "wide"], "--size must be WIDTHxHEIGHT"),
    (["--screenshot", "out.jpg"], "--screenshot needs a file name ending in .png"),
    (["--scenario"], "--scenario needs a value"),
    (["--fast"], "unknown option '--fast'"),
])
def test_bad_values_get_one_line_and_exit_code_two(demo, args, says):
    result = subprocess.run([demo, *args], capture_output=True, text=True, timeout=30)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert says in lines[0]


def test_help_lists_every_option(demo):
    result = subprocess.run([demo, "--help"], capture_output=True, text=True, timeout=30)
    assert result.returncode == 0
    for option in ["--scenario", "--detent", "--open-page", "--open-details", "--presentation", "--dark", "--rtl", "--scale", "--size", "--motion-plot", "--screenshot"]:
        assert option in result.stdout


# Every option that takes a value, given none, a wrong one, or one of the wrong shape;
# and the forms of options the demo does not take. Each is one line and exit code 2,
# before any window opens.
@pytest.mark.parametrize("args,says", [
    (["--detent"], "--detent needs a value"),
    (["--presentation"], "--presentation needs a value"),
    (["--presentation", "--dark"], "--presentation needs a value"),
    (["--presentation", "Side"], "--presentation must be one of"),
    (["--scale"], "--scale needs a value"),
    (["--size"], "--size needs a value"),
    (["--screenshot"], "--screenshot needs a value"),
    (["--scenario", "--dark"], "--scenario needs a value"),
    (["--scenario", ""], "--scenario must be one of"),
    (["--detent", "FULL"], "--detent must be one of"),
    (["--scale", "two"], "--scale must be 1 or 2"),
    (["--scale", "0"], "--scale must be 1 or 2"),
    (["--scale", "-1"], "--scale must be 1 or 2"),
    (["--scale", "2.5"], "--scale must be 1 or 2"),
    (["--size", "0x0"], "--size must be WIDTHxHEIGHT, each 200 to 8000"),
    (["--size", "-600x800"], "--size must be WIDTHxHEIGHT, each 200 to 8000"),
    (["--size", "8001x800"], "--size must be WIDTHxHEIGHT, each 200 to 8000"),
    (["--size", "99999999999x800"], "--size must be WIDTHxHEIGHT, each 200 to 8000"),
    (["--size", "720x"], "--size must be WIDTHxHEIGHT"),
    (["--size", "x800"], "--size must be WIDTHxHEIGHT"),
    (["--size", "720x800x1"], "--size must be WIDTHxHEIGHT"),
    (["--size", "720X800"], "--size must be WIDTHxHEIGHT"),
    (["--screenshot", "shot.PNG"], "--screenshot needs a file name ending in .png"),
    (["--screenshot-at"], "--screenshot-at needs a value"),
    (["--screenshot-at", "0"], "--screenshot-at must be seconds from 0.1 to 60"),
    (["--screenshot-at", "soon"], "--screenshot-at must be seconds from 0.1 to 60"),
    (["--screenshot-at", "2"], "--screenshot-at needs --screenshot FILE"),
    (["list"], "unknown option 'list'"),
    (["--dark=yes"], "unknown option '--dark=yes'"),
    (["--scale=2"], "unknown option '--scale=2'"),
])
def test_every_option_rejects_a_missing_or_malformed_value(demo, args, says):
    result = subprocess.run([demo, *args], capture_output=True, text=True, timeout=30)
    assert result.returncode == 2, result
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert says in lines[0]


def test_a_screenshot_that_cannot_be_written_fails_with_one_line(demo, tmp_path):
    # Not a usage error (the name is fine; the directory is missing): exit code 1.
    target = tmp_path / "missing" / "shot.png"
    result = subprocess.run([demo, "--screenshot", str(target)], capture_output=True, text=True,
                            timeout=60, env=screenshot_env())
    assert result.returncode == 1, result
    lines = result.stderr.strip().splitlines()
    assert lines == [f"bottom-sheet-demo: could not write {target}"], result.stderr
    assert not target.exists()
