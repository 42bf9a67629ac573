"""scripts/check-sheet-picture.py, the judge of the demo's screenshots in the newcomer and
Debian package checks, on pictures drawn here: it passes a picture of the sheet where
the demo says it is, and rejects one without the handle's pill, one without the dimmed
content, one with the sheet elsewhere and one of another size."""
import importlib.util
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "check-sheet-picture.py"
spec = importlib.util.spec_from_file_location("check_sheet_picture", SCRIPT)
checker = importlib.util.module_from_spec(spec)
spec.loader.exec_module(checker)

WIDTH, HEIGHT = 480, 640
# What the demo prints with the picture: the sheet's top edge at 47 + 593 - 297 = 343.
GEOMETRY = "sheet detent=expanded height=297 host-top=47 host-height=593 modal=true pages=1"
TOP = 343
HEADER, DIMMED, SHEET, PILL, TEXT = (250, 250, 250), (110, 110, 110), (250, 250, 250), (150, 150, 150), (40, 40, 40)


def picture(sheet_top=TOP, pill=True, dimmed=DIMMED):
    """A screenshot as the demo draws one: the header bar, the dimmed content, the sheet
    from `sheet_top` with its pill (36 × 5 px, 10 px below the edge) and rows of text."""
    pixels = []
    for y in range(HEIGHT):
        for x in range(WIDTH):
            if y < 47:
                colour = HEADER
            elif y < sheet_top:
                colour = dimmed
            elif pill and sheet_top + 10 <= y < sheet_top + 15 and WIDTH // 2 - 18 <= x < WIDTH // 2 + 18:
                colour = PILL
            elif y >= sheet_top + 30 and (y - sheet_top) % 50 < 12 and 50 <= x < 120:
                colour = TEXT
            else:
                colour = SHEET
            pixels.append(colour)
    return pixels


def problems(pixels, size=f"{WIDTH}x{HEIGHT}"):
    return checker.problems(WIDTH, HEIGHT, pixels, size, GEOMETRY)


def test_the_sheet_where_the_demo_says_passes():
    assert problems(picture()) == []


def test_a_sheet_without_the_pill_is_rejected():
    assert any("no drag handle" in problem for problem in problems(picture(pill=False)))


def test_content_that_is_not_dimmed_is_rejected():
    assert any("not lighter" in problem for problem in problems(picture(dimmed=(245, 245, 245))))


@pytest.mark.parametrize("offset", [-30, -4, 4, 30])
def test_a_sheet_drawn_elsewhere_is_rejected(offset):
    found = problems(picture(sheet_top=TOP + offset))
    assert any("top edge is not at y = 343" in problem for problem in found), found


def test_a_sheet_a_pixel_off_passes():
    # Antialiasing and the shadow blur the edge by a pixel.
    assert problems(picture(sheet_top=TOP + 1)) == []


def test_a_picture_of_another_size_is_rejected():
    assert problems(picture(), size="400x600") == ["size 480x640, expected 400x600"]
