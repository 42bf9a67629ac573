"""A detent that does not exist, from Python and from C: each attempt is
refused with an exception or a logged message that names the property and the
enum, and the sheet neither moves nor emits detent-changed. The table in
docs/embedding.md ("A detent that does not exist") quotes every message seen here.

PyGObject's, GLib's and GTK's own words change between versions, so only what a
user relies on is checked: the exception's type, or that a warning or critical
names the property and the enum. Our own message is checked word for word."""
import re
import shutil

import pytest
from embedding import CHECKS, ROOT, assert_ran_cleanly

# Each attempt starts on a new sheet at expanded (the check programs say why)
# and must leave it there.
STAYS = "detent expanded, 0 detent-changed"

# GLib's message for a number that is no BsDetent, given to the property:
# `value "((BsDetent) 7)" of type 'BsDetent' is invalid or out of range for
# property 'detent' of type 'BsDetent'`, a warning up to GLib 2.74 (Debian 12),
# a critical from GLib 2.76 (Debian 13; GLib 2.75.0's "Replace most GObject
# warnings with criticals"). Python gets it as a Python warning on both.
GLIB_NAMES = ("detent", "BsDetent")

# An exception's type (its message is PyGObject's: a string for the property
# gets "Must be number, not str" from PyGObject 3.42 and "could not convert
# string" from 3.50), or the words a message logged by GLib names. PyGObject 3.58
# (Debian testing) refuses a number that is no BsDetent itself, with TypeError,
# before GLib sees it: see TYPED_SINCE.
PYTHON = {
    'props.detent = "middle"': TypeError,
    "props.detent = 7": GLIB_NAMES,
    'set_property("detent", 7)': GLIB_NAMES,
    "set_detent(7)": TypeError,
    "Bs.Detent(7)": ValueError,
    "Bs.Detent.MIDDLE": AttributeError,
    'BottomSheet(detent="middle")': TypeError,
}

# The attempts PyGObject refuses with TypeError from 3.58 on, where earlier ones
# pass the number to GLib, which logs its message.
TYPED_SINCE = (3, 58)
TYPED = ("props.detent = 7", 'set_property("detent", 7)')

# A detent's name for the property: PyGObject 3.46 and later take an enum's
# nick there (PyGObject's commit 181a3ba7, "argument: use enhanced enum and
# flag value conversion"), so "full" is a real detent and moves the sheet;
# 3.42 refuses any string, as for "middle".
BY_NAME = 'props.detent = "full"'
NICKS_SINCE = (3, 46)

# What each attempt gets, word for word where the words are ours (or the check
# program's), else the words a warning or critical from GLib or GTK names.
C = {
    "bs_bottom_sheet_set_detent (sheet, 7)":
        "warning: BsBottomSheet:detent must be dismissed, peek, expanded or full, got 7",
    'g_object_set (sheet, "detent", 7, NULL)': GLIB_NAMES,
    'g_enum_get_value_by_nick (detents, "middle")': "g_enum_get_value_by_nick returns NULL",
}

# GTK's warning "Failed to set property BsBottomSheet.detent to middle: Could
# not parse enum: 'middle'"; the sheet is built without the property, so at the
# default.
UI = '<property name="detent">middle</property>'
UI_NAMES = ("detent", "middle")
BUILT_WITHOUT_IT = "detent dismissed, 0 detent-changed"


def outcomes(lines):
    """{attempt: (what it got, where it left the sheet)} from the check
    programs' "ATTEMPT -> GOT; GOT; ...; detent NICK, N detent-changed" lines."""
    parts = {attempt: outcome.split("; ") for attempt, outcome in (line.split(" -> ", 1) for line in lines)}
    return {attempt: (said[:-1], said[-1]) for attempt, said in parts.items()}


def logged_naming(said, words):
    """One warning or critical, naming every one of the words."""
    return (len(said) == 1 and re.match("(warning|critical): ", said[0])
            and all(re.search(rf"\b{word}\b", said[0]) for word in words))


@pytest.fixture(scope="module")
def pygobject(installed):
    """The version of the PyGObject that runs bad-detents.py."""
    version = installed.run("/usr/bin/python3", "-c", "import gi; print(*gi.version_info)")
    assert version.returncode == 0, version.stderr
    return tuple(int(part) for part in version.stdout.split())


@pytest.fixture(scope="module")
def python_outcomes(installed):
    return outcomes(assert_ran_cleanly(installed.run("/usr/bin/python3", CHECKS / "bad-detents.py")))


@pytest.fixture(scope="module")
def c_outcomes(installed, tmp_path_factory):
    folder = tmp_path_factory.mktemp("bad-detents")
    shutil.copy(CHECKS / "bad-detents.c", folder)
    compiled = installed.run(
        "sh", "-c", "cc -Wall -Werror -o bad-detents bad-detents.c $(pkg-config --cflags --libs bottomsheet-1)",
        cwd=folder)
    assert compiled.returncode == 0, compiled.stderr
    return outcomes(assert_ran_cleanly(installed.run(folder / "bad-detents")))


@pytest.mark.parametrize("attempt", PYTHON)
def test_python_is_told_and_the_sheet_stays(python_outcomes, pygobject, attempt):
    (raised, *said), where = python_outcomes[attempt]
    expected = TypeError if attempt in TYPED and pygobject >= TYPED_SINCE else PYTHON[attempt]
    if isinstance(expected, type):
        assert raised.startswith(f"{expected.__name__}: ") and said == [], raised
    else:
        assert raised == "no exception" and logged_naming(said, expected), said
    assert where == STAYS


def test_python_a_detent_by_name(python_outcomes, pygobject):
    (raised, *said), where = python_outcomes[BY_NAME]
    if pygobject >= NICKS_SINCE:
        assert (raised, said, where) == ("no exception", [], "detent full, 1 detent-changed")
    else:
        assert raised.startswith("TypeError: ") and said == [], raised
        assert where == STAYS


@pytest.mark.parametrize("attempt", C)
def test_c_is_told_and_the_sheet_stays(c_outcomes, attempt):
    said, where = c_outcomes[attempt]
    expected = C[attempt]
    if isinstance(expected, str):
        assert said == [expected]
    else:
        assert logged_naming(said, expected), said
    assert where == STAYS


def test_ui_file_is_told_and_the_sheet_is_built_without_it(c_outcomes):
    said, where = c_outcomes[UI]
    assert logged_naming(said, UI_NAMES), said
    assert where == BUILT_WITHOUT_IT


def test_the_embedding_page_quotes_what_is_seen(python_outcomes, c_outcomes):
    """Every exception and message seen here, in this PyGObject's, GLib's and
    GTK's words (the table gives each version's where they differ)."""
    section = re.search(r"^## A detent that does not exist\n.*?(?=^## |\Z)",
                        (ROOT / "docs" / "embedding.md").read_text(), re.S | re.M)[0]
    seen = [re.sub("^(warning|critical): ", "", part)
            for said, where in [*python_outcomes.values(), *c_outcomes.values()] for part in said
            if re.match(r"(\w+Error|warning|critical): ", part)]
    assert [message for message in seen if message not in section] == []


def test_every_attempt_is_checked(python_outcomes, c_outcomes):
    assert python_outcomes.keys() == PYTHON.keys() | {BY_NAME}
    assert c_outcomes.keys() == C.keys() | {UI}
