#!/usr/bin/env python3
"""Checks that a screenshot of the demo shows its sheet where the demo says it is.

    check-sheet-picture.py FILE WIDTHxHEIGHT 'sheet detent=… height=H host-top=T host-height=HH …'

The last argument is the line the demo prints with --screenshot. The sheet's top edge is
then at T + HH - H. The picture must be WIDTHxHEIGHT, the sheet's body lighter than the
dimmed content above it (the scrim), its top edge in the picture within EDGE_SLACK px of
where the demo says it is (found, not assumed: the pill is looked for from there), and
the drag handle's pill a darker bar across the middle of the sheet's first rows. Prints
why it fails, and exits 1 then. Tests/ScriptTests/test_check_sheet_picture.py shows it
rejecting pictures without the pill, without the scrim and with the sheet elsewhere.
"""
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from png import ERRORS, decode  # noqa: E402

# The handle's strip: the pill sits in the sheet's first rows (the spec's 24 px strip).
HANDLE_ROWS = 24
# The pill is at least this wide (the spec's 32 px), and this much darker than the sheet.
PILL_MIN_WIDTH = 24
PILL_CONTRAST = 40
# How much lighter the sheet's body is than the content under the scrim, on average.
SCRIM_CONTRAST = 20
# How far (px) the edge found in the picture may be from the one the demo reports: its
# shadow and antialiasing blur the edge by a pixel or two.
EDGE_SLACK = 2


def luminance(pixel) -> float:
    red, green, blue = pixel
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def mean(values) -> float:
    values = list(values)
    return sum(values) / len(values)


def problems(width, height, pixels, size, geometry):
    found = []
    if f"{width}x{height}" != size:
        return [f"size {width}x{height}, expected {size}"]
    values = dict(re.findall(r"([a-z-]+)=(\S+)", geometry))
    try:
        top = int(values["host-top"]) + int(values["host-height"]) - int(values["height"])
    except (KeyError, ValueError):
        return [f"no sheet geometry in the demo's line {geometry!r}"]
    if not 0 < top < height - HANDLE_ROWS:
        return [f"the sheet's top edge, y = {top}, is not inside the picture"]

    def at(x, y):
        return luminance(pixels[y * width + x])

    middle = range(width // 4, 3 * width // 4)
    content = mean(at(x, y) for y in range(int(values["host-top"]) + 8, top - 8) for x in middle)
    # The sheet's body: its background, beside the list's text and icons (the lighter
    # half of the pixels of its rows, so that dark text does not count).
    body = sorted(at(x, y) for y in range(top + HANDLE_ROWS, height) for x in middle)
    sheet = mean(body[len(body) // 2:])
    if sheet < content + SCRIM_CONTRAST:
        found.append(f"the sheet (luminance {sheet:.0f}) is not lighter than the dimmed content ({content:.0f})")
    # The edge in the picture: the first row, near the reported one, whose left part
    # (beside the pill, inside the rounded corners) is closer to the sheet than to the
    # dimmed content.
    beside = range(width // 8, width // 4)
    halfway = (sheet + content) / 2
    rows = range(max(0, top - 4 * EDGE_SLACK), min(height, top + 4 * EDGE_SLACK + 1))
    edge = next((y for y in rows if mean(at(x, y) for x in beside) >= halfway), None)
    if edge is None or abs(edge - top) > EDGE_SLACK:
        found.append(f"the sheet's top edge is not at y = {top}, where the demo says it is "
                     f"(found {'none near it' if edge is None else f'y = {edge}'})")
        return found
    widest = 0
    for y in range(edge, edge + HANDLE_ROWS):
        run = 0
        for x in range(width // 3, 2 * width // 3):
            run = run + 1 if at(x, y) < sheet - PILL_CONTRAST else 0
            widest = max(widest, run)
    if widest < PILL_MIN_WIDTH:
        found.append(f"no drag handle: the darkest bar in the sheet's first {HANDLE_ROWS} rows is {widest} px wide")
    return found


def main():
    path, size, geometry = sys.argv[1:]
    try:
        with open(path, "rb") as file:
            width, height, pixels = decode(file.read())
    except (OSError, *ERRORS) as error:
        print(f"{path}: {error}")
        return 1
    found = problems(width, height, pixels, size, geometry)
    for problem in found:
        print(f"{path}: {problem}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
