"""A JavaScript app (GJS) drives the sheet through the typelib."""
from embedding import EXAMPLES, TOUR, assert_ran_cleanly


def test_it_moves_the_sheet_through_its_detents_and_hears_every_signal(installed):
    assert assert_ran_cleanly(installed.run("gjs", "-m", EXAMPLES / "sheet-tour.js")) == TOUR
