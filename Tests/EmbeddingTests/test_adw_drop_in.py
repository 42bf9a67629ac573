"""Apps written for AdwBottomSheet work on BsBottomSheet by the class's name alone:
each pattern public GNOME apps use around it (checks/adw-drop-in.py names the apps),
built from a UI file with no warning, under GTK_DEBUG=builder where the GTK has it
(GtkBuilder's deprecation warnings, which libadwaita 1.10 gives for AdwBottomSheet's
<child type="sheet">; a GTK built without G_ENABLE_DEBUG has no such option)."""
import os
import subprocess

import pytest

from embedding import CHECKS, assert_ran_cleanly


def libadwaita_minor() -> int:
    return int(subprocess.run(
        ["pkg-config", "--modversion", "libadwaita-1"], capture_output=True, text=True,
        check=True).stdout.split(".")[1])


EXPECTED = {
    "properties": [
        "content, sheet and bottom-bar given as properties",
        "modal, full-width, show-drag-handle, can-open, can-close, reveal-bottom-bar, align",
        "the <child type> form as well",
    ],
    "close-action": [
        "a button in the sheet with sheet.close closes it",
        "on a closed sheet, sheet.close closes the sheet it is in",
    ],
    "accessible-role": [
        "the accessible role set in the UI file is kept",
        "and the sheet's own, group, where none is set",
    ],
    "controller-child": ["the controllers are the sheet's", "the untyped widget child is the content"],
    "margin-bound": [None, "and goes to 0 with the bar"],
    "template-child": ["the template's child is a BsBottomSheet with its parts"],
    "multi-layout-view": [
        "in the bottom-sheet layout the slots' children are in the sheet, open",
        "and leave it when the layout changes",
        "and come back",
    ],
}


@pytest.fixture(scope="module")
def builder_debug(installed) -> dict:
    """GTK_DEBUG=builder where the running GTK has it, else nothing."""
    probe = subprocess.run(
        ["/usr/bin/python3", "-c", "import gi; gi.require_version('Gtk', '4.0'); "
         "from gi.repository import Gtk; Gtk.init()"],
        env=dict(installed.env, GTK_DEBUG="builder"), capture_output=True, text=True, timeout=60)
    return {} if "only available" in probe.stderr else {"GTK_DEBUG": "builder"}


@pytest.mark.parametrize("check", sorted(EXPECTED))
def test_an_adw_bottom_sheet_pattern_works_by_the_class_name_alone(installed, builder_debug, check):
    if check == "multi-layout-view" and libadwaita_minor() < 6:
        pytest.skip("AdwMultiLayoutView is libadwaita 1.6's; Debian 12 has 1.2")
    env = dict(installed.env, **builder_debug)
    result = subprocess.run(["/usr/bin/python3", str(CHECKS / "adw-drop-in.py"), check],
                            env=env, capture_output=True, text=True, timeout=60)
    lines = assert_ran_cleanly(result)
    expected = EXPECTED[check]
    assert len(lines) == len(expected), lines
    for line, wanted in zip(lines, expected):
        if wanted is not None:
            assert line == wanted
    if check == "margin-bound":
        assert lines[0].startswith("the content's margin follows bottom-bar-height")
