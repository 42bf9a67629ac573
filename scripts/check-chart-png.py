#!/usr/bin/env python3
"""Checks a chart the benchmark wrote: a valid PNG of the expected size that is not
blank, with the given colours present as exact pixels (the plotted series).

    check-chart-png.py FILE WIDTHxHEIGHT [RRGGBB ...]

Decodes the PNG with the standard library only (8-bit RGB or RGBA, not interlaced:
what cairo_surface_write_to_png writes). Prints why it fails, and exits 1 then.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
from png import ERRORS, decode  # noqa: E402

MIN_COLOURS = 32  # antialiased text and lines on white give hundreds
MIN_INKED = 0.02  # share of pixels that are not white


def main():
    path, size, *colours = sys.argv[1:]
    try:
        with open(path, "rb") as f:
            width, height, pixels = decode(f.read())
    except (OSError, *ERRORS) as error:
        print(f"{path}: {error}")
        return 1
    problems = []
    if f"{width}x{height}" != size:
        problems.append(f"size {width}x{height}, expected {size}")
    counts = {}
    for pixel in pixels:
        counts[pixel] = counts.get(pixel, 0) + 1
    if len(counts) < MIN_COLOURS:
        problems.append(f"only {len(counts)} distinct colours (blank?)")
    inked = 1 - counts.get(b"\xff\xff\xff", 0) / len(pixels)
    if inked < MIN_INKED:
        problems.append(f"only {inked:.1%} of the pixels are not white")
    for colour in colours:
        if bytes.fromhex(colour) not in counts:
            problems.append(f"no pixel of #{colour}")
    for problem in problems:
        print(f"{path}: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
