"""A C app, compiled against the installed library with the command
docs/embedding.md gives, opens a window with a sheet and drives it through the API."""
import shutil

import pytest
from embedding import CHECKS, EXAMPLES, TOUR, assert_ran_cleanly

COMPILE = "cc -o sheet-tour sheet-tour.c $(pkg-config --cflags --libs bottomsheet-1)"


@pytest.fixture(scope="module")
def program(installed, tmp_path_factory):
    folder = tmp_path_factory.mktemp("c")
    shutil.copy(EXAMPLES / "sheet-tour.c", folder)
    compiled = installed.run("sh", "-c", COMPILE, cwd=folder)
    assert compiled.returncode == 0, compiled.stderr
    assert compiled.stderr == "", "the compiler had something to say"
    return folder / "sheet-tour"


def test_the_example_gives_the_command_that_is_tested():
    assert COMPILE in (EXAMPLES / "sheet-tour.c").read_text()


def test_it_moves_the_sheet_through_its_detents_and_hears_every_signal(installed, program):
    assert assert_ran_cleanly(installed.run(program)) == TOUR


def test_it_runs_on_the_installed_library_which_needs_no_swift_runtime(installed, program):
    linked = installed.run("ldd", program).stdout
    assert f"libbottomsheet-1.so.0 => {installed.libdir}/libbottomsheet-1.so.0" in linked
    assert "libswift" not in linked


def test_it_compiles_without_warnings_under_wall(installed, tmp_path):
    shutil.copy(EXAMPLES / "sheet-tour.c", tmp_path)
    strict = COMPILE.replace("cc ", "cc -Wall -Werror ", 1)
    result = installed.run("sh", "-c", strict, cwd=tmp_path)
    assert result.returncode == 0 and result.stderr == "", result.stderr


def compiled_check(installed, name: str, folder):
    """The check program checks/<name>.c, compiled in `folder` as an app is (the flags
    pkg-config gives), with -Wall -Werror and not a word from the compiler."""
    shutil.copy(CHECKS / f"{name}.c", folder)
    compiled = installed.run(
        "sh", "-c", f"cc -Wall -Werror -o {name} {name}.c $(pkg-config --cflags --libs bottomsheet-1)", cwd=folder)
    assert compiled.returncode == 0 and compiled.stderr == "", compiled.stderr
    return folder / name


def test_a_page_is_pushed_popped_kept_and_pushed_again(installed, tmp_path):
    assert assert_ran_cleanly(installed.run(compiled_check(installed, "pages", tmp_path))) == [
        "before: page-count 1, visible-page is the sheet's child",
        "push: page-count 2, visible-page is the page, pushed with the page",
        "pop: TRUE, popped with the page, page-count 1, visible-page is the sheet's child",
        "the kept page slid out and was pushed again",
        "pop_to_root: TRUE, popped newest first, page-count 1",
    ]


def test_the_presentation_follows_the_window_and_the_properties(installed, tmp_path):
    assert assert_ran_cleanly(installed.run(compiled_check(installed, "adaptive", tmp_path))) == [
        "defaults: automatic, max-width 640, side-breakpoint 900, align 0.5",
        "1280x800, not modal: a 320-px side panel at the right edge, beside the content, expanded",
        "pinned to the bottom: 640 px wide, centred, still expanded",
        "max-width 0: the window's width",
    ]
