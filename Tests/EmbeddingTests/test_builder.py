"""The example .ui file in data/ builds a working sheet with GtkBuilder, from
Python: its properties and children are set, it opens at expanded in a
window, and its Close button closes it. Pages declared as <child type="page">
become the root page and the pages pushed over it."""
import re

from embedding import CHECKS, EXAMPLES, ROOT, assert_ran_cleanly


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


def test_page_children_make_the_root_page_and_push_the_others_with_their_titles(installed):
    assert assert_ran_cleanly(installed.run("/usr/bin/python3", CHECKS / "builder-pages.py")) == [
        "the first page is the sheet's child",
        "the next two are pushed: page-count 3, the last one shown, untitled",
        "under it, the page titled by its own title property: Pin colour",
        "popped in turn down to the root page",
    ]
