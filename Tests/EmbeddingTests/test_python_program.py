"""A Python app (Debian's python3 with PyGObject) finds the library through
its typelib and drives the sheet through Bs.BottomSheet."""
from embedding import CHECKS, EXAMPLES, TOUR, assert_ran_cleanly

PYTHON = "/usr/bin/python3"


def test_it_moves_the_sheet_through_its_detents_and_hears_every_signal(installed):
    assert assert_ran_cleanly(installed.run(PYTHON, EXAMPLES / "sheet-tour.py")) == TOUR


def test_every_property_is_set_by_name_and_the_detent_reads_as_the_enum(installed):
    lines = assert_ran_cleanly(installed.run(PYTHON, CHECKS / "properties.py"))
    # One line per check that passed; the script stops at the first that fails.
    assert len(lines) == 22, lines
    assert "page-count, visible-page: read-only, 1 and the sheet's child" in lines
    assert "detents: set by name, read back, notified once" in lines
    assert lines[-1] == "detent: a BsDetent, read as Bs.Detent.DISMISSED ('dismissed')"


def test_a_page_is_pushed_and_popped_with_its_signals_and_properties(installed):
    assert assert_ran_cleanly(installed.run(PYTHON, CHECKS / "pages.py")) == [
        "before: page-count 1, visible-page is the sheet's child",
        "push: page-count 2, visible-page is the page, pushed with the page",
        "pop: True, popped with the page, page-count 1, visible-page is the sheet's child",
        "the page slid out and left the sheet; pop with no page pushed: False",
        "pop_to_root: True, popped newest first, page-count 1",
    ]
