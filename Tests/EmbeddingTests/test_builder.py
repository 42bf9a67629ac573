"""The example .ui file in data/ builds a working sheet with GtkBuilder, from
Python: its properties and children are set, it opens at expanded in a
window, and its Close button closes it."""
import re

from embedding import EXAMPLES, ROOT, assert_ran_cleanly


def test_the_example_ui_file_makes_a_sheet_that_opens_and_closes(installed):
    lines = assert_ran_cleanly(installed.run(
        "/usr/bin/python3", EXAMPLES / "example-ui.py", ROOT / "data" / "example.ui"))
    assert len(lines) == 3, lines
    opened = re.fullmatch(r"Opening hours: expanded, (\d+) px high", lines[0])
    assert opened, lines[0]
    # As tall as the four rows of the sheet, and no taller than the file's
    # expanded-fraction (0.6) of the 800 px window.
    assert 100 < int(opened[1]) <= 0.6 * 800
    assert lines[1:] == ["detent-changed: dismissed", "closed"]
