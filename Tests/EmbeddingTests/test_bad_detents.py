"""A detent that does not exist, from Python and from C: each attempt is
refused with an exception or a warning that names the property and the enum,
and the sheet neither moves nor emits detent-changed. The README's table
("A detent that does not exist") quotes these lines."""
import shutil

import pytest
from embedding import CHECKS, assert_ran_cleanly

UNCHANGED = "; detent still dismissed, 0 detent-changed"
OUT_OF_RANGE = ("warning: value \"((BsDetent) 7)\" of type 'BsDetent' is invalid or out of range "
                "for property 'detent' of type 'BsDetent'")

PYTHON = {
    'props.detent = "middle"': "TypeError: Must be number, not str",
    'props.detent = "full"': "TypeError: Must be number, not str",
    "props.detent = 7": "no exception; " + OUT_OF_RANGE,
    'set_property("detent", 7)': "no exception; " + OUT_OF_RANGE,
    "set_detent(7)": "TypeError: Expected a Bs.Detent, but got int",
    "Bs.Detent(7)": "ValueError: invalid enum value: 7",
    "Bs.Detent.MIDDLE": "AttributeError: type object 'Detent' has no attribute 'MIDDLE'",
    'BottomSheet(detent="middle")': "TypeError: could not convert value for property `detent' from str to BsDetent",
}

C = {
    "bs_bottom_sheet_set_detent (sheet, 7)":
        "warning: BsBottomSheet:detent must be dismissed, peek, expanded or full, got 7",
    'g_object_set (sheet, "detent", 7, NULL)': OUT_OF_RANGE,
    'g_enum_get_value_by_nick (detents, "middle")': "g_enum_get_value_by_nick returns NULL",
    '<property name="detent">middle</property>':
        "warning: Failed to set property BsBottomSheet.detent to middle: Could not parse enum: 'middle'",
}


def outcomes(lines):
    """{attempt: outcome} from the check programs' "ATTEMPT -> OUTCOME" lines."""
    return dict(line.split(" -> ", 1) for line in lines)


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
def test_python_is_told_and_the_sheet_stays(python_outcomes, attempt):
    assert python_outcomes[attempt] == PYTHON[attempt] + UNCHANGED


@pytest.mark.parametrize("attempt", C)
def test_c_is_told_and_the_sheet_stays(c_outcomes, attempt):
    assert c_outcomes[attempt] == C[attempt] + UNCHANGED


def test_every_attempt_is_checked(python_outcomes, c_outcomes):
    assert python_outcomes.keys() == PYTHON.keys()
    assert c_outcomes.keys() == C.keys()
