"""What Orca says: the screen reader itself, speaking to a file.

Orca runs headless and speaks through speech-dispatcher, set up with one output module
(sd_generic) that appends each utterance to a file instead of making sound. The tests
drive the demo with real keys and read what Orca said. Utterances may be split at
sentence ends, so they are matched as substrings of the whole transcript.

The suite runs in English and, with LANG=C.UTF-8 LANGUAGE=de, in German (scripts/test.sh):
the sheet's words come from po/ (conftest.tr), Orca's own from Orca's translations.
"""
import gettext
import os
import shutil
import subprocess
import tempfile
import time

import gi
import pytest

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

from conftest import TRANSLATION, pump, tr, tr_plural, wait_for, walk
from suite_session import stop  # Tests/, put on sys.path by conftest.py

SPEECH_TIMEOUT = 10.0
# Orca's own words (its greeting, the handle's EXPANDED state), in this run's language.
ORCA = gettext.translation("orca", languages=[TRANSLATION.info().get("language", "en")], fallback=True)
SCREEN_READER_ON = ORCA.gettext("Screen reader on.").rstrip(".")


class Speech:
    """The transcript Orca writes, read from a mark on."""

    def __init__(self, path: str):
        self.path = path
        self.start = 0

    def text(self) -> str:
        """The transcript on one line: Orca's utterances may be split at sentence ends
        ("Expanded." / " Activate to expand fully."), and are matched across them."""
        with open(self.path, encoding="utf-8", errors="replace") as transcript:
            return " ".join(transcript.read().split())

    def mark(self) -> None:
        """From now on, `said` only sees what is said after this point."""
        pump(0.3)
        self.start = len(self.text())

    def said(self) -> str:
        return self.text()[self.start:]

    def lines(self) -> list:
        """Every line of the transcript, as speech-dispatcher was handed it: one utterance
        or one sentence of it."""
        with open(self.path, encoding="utf-8", errors="replace") as transcript:
            return [line.strip() for line in transcript.read().splitlines() if line.strip()]

    def wait_for(self, *phrases: str, timeout: float = SPEECH_TIMEOUT) -> str:
        """Waits until every phrase has been said since the mark; returns what was said."""
        wait_for(lambda: all(phrase in self.said() for phrase in phrases), timeout,
                 f"Orca to say {phrases!r}; since the mark it said {self.said()!r}")
        return self.said()


def write(path: str, text: str) -> None:
    with open(path, "w") as file:
        file.write(text)


@pytest.fixture(scope="module")
def orca(demo_path):
    """speech-dispatcher writing to a file and Orca speaking through it, for the module."""
    for tool, package in [("orca", "orca"), ("speech-dispatcher", "speech-dispatcher")]:
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is not installed: the speech tests need it (apt-get install {package})")
    folder = tempfile.mkdtemp(prefix="bs-speech-")
    transcript = os.path.join(folder, "speech.txt")
    write(transcript, "")
    for sub in ["conf/modules", "log", "run", "prefs"]:
        os.makedirs(os.path.join(folder, sub))
    os.chmod(os.path.join(folder, "run"), 0o700)
    # The only output module appends what it is given to the transcript; ALSA's null
    # device takes the (absent) sound.
    write(os.path.join(folder, "conf", "speechd.conf"),
          'AddModule "filelog" "sd_generic" "filelog.conf"\n'
          "DefaultModule filelog\n"
          'DefaultLanguage "en"\n'
          'AudioOutputMethod "alsa"\n'
          'AudioALSADevice "null"\n')
    write(os.path.join(folder, "conf", "modules", "filelog.conf"),
          f"GenericExecuteSynth \"printf '%s\\\\n' \\'$DATA\\' >> {transcript}\"\n"
          'GenericLanguage "en" "en" "utf-8"\n'
          'AddVoice "en" "MALE1" "default"\n')
    # A private runtime folder: the speech-dispatcher socket Orca finds is this one.
    environment = dict(os.environ, XDG_RUNTIME_DIR=os.path.join(folder, "run"))
    logs = open(os.path.join(folder, "orca.log"), "w")
    dispatcher = subprocess.Popen(
        ["speech-dispatcher", "-s", "-t", "0", "-C", os.path.join(folder, "conf"), "-L", os.path.join(folder, "log")],
        env=environment, stdout=logs, stderr=subprocess.STDOUT)
    reader = subprocess.Popen(["orca", "--replace", "-u", os.path.join(folder, "prefs")],
                              env=environment, stdout=logs, stderr=subprocess.STDOUT)
    speech = Speech(transcript)
    try:
        wait_for(lambda: SCREEN_READER_ON in speech.text(), 30,
                 f"Orca to start and say {SCREEN_READER_ON!r} (see {folder}/orca.log)")
        yield speech
    finally:
        for process in [reader, dispatcher]:
            stop(process)
        logs.close()
        # Kept for a failed run's post-mortem, under test-output/ when run from the repo.
        keep = os.environ.get("SPEECH_TRANSCRIPT")
        if keep:
            shutil.copy(transcript, keep)
        shutil.rmtree(folder, ignore_errors=True)


COLLAPSED = ORCA.gettext("collapsed")
EXPANDED = ORCA.gettext("expanded")

HANDLE = tr("Drag handle", "accessible name")
OPENER = tr("_Show the list")
LIST_TITLE = tr_plural("%s row", "%s rows", 31).replace("%s", "31")
CLOSED = tr("Closed.", "sheet position")
HALF = tr("Half height.", "sheet position")
FULL = tr("Full height.", "sheet position")
FOR_HALF = tr("Activate for half height.", "drag handle")
FOR_FULL = tr("Activate for full height.", "drag handle")
# The state Orca may read beside each position: the two never contradict each other.
STATE_OF = {HALF: COLLAPSED, FULL: EXPANDED}


def tab_to(demo, name: str, keys: int = 10):
    """Presses Tab until `name` has focus, at least once: Orca reads what a key moved
    focus to (not where focus already was when the window appeared)."""
    for _ in range(keys):
        demo.press("Tab")
        focus = demo.focused()
        if focus is not None and focus.get_name() == name:
            return focus
    return demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, name)


def repeated_back_to_back(lines: list) -> list:
    """Each run of 1 to 3 transcript lines said twice in a row ("Half height." /
    "Activate for full height." and again), but not key echoes."""
    repeats = []
    for size in range(1, 4):
        for start in range(len(lines) - 2 * size + 1):
            block = lines[start:start + size]
            if block == lines[start + size:start + 2 * size] and any(" " in line or "." in line for line in block):
                repeats.append(block)
    return repeats


def contradictions(said: str) -> list:
    """The states said beside a position they contradict: "expanded" with "Half
    height.", "collapsed" with "Full height."."""
    positions = [position for position in STATE_OF if position in said]
    if not positions:
        return []
    allowed = {STATE_OF[position] for position in positions}
    return [f"{state!r} with {positions!r}" for state in (COLLAPSED, EXPANDED) if state in said and state not in allowed]


def expect_no_state_said_on_its_own(orca, first_line: int) -> None:
    """A window that appears with its sheet open says no "collapsed" on its own: the
    handle's state is said with the handle, when focus reaches it."""
    pump(1.0)
    said = orca.lines()[first_line:]
    assert COLLAPSED not in said and EXPANDED not in said, f"a state said on its own: {said!r}"


def test_opening_the_sheet_is_announced_with_its_title_and_dialog(launch, orca):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    tab_to(demo, OPENER)
    orca.wait_for(OPENER)
    orca.mark()
    demo.press("Return")
    said = orca.wait_for(LIST_TITLE, HANDLE, HALF, FOR_FULL)
    assert said.index(LIST_TITLE) < said.index(HANDLE), said
    assert CLOSED not in said, f"the handle read its old position: {said!r}"


def test_activating_the_handle_is_announced_with_the_new_position(launch, orca):
    first_line = len(orca.lines())
    demo = launch("--scenario", "list", "--detent", "expanded")
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    expect_no_state_said_on_its_own(orca, first_line)
    # Into the list and back: Orca reads the handle, as a user who tabbed to it hears it.
    demo.press("Tab", "shift+Tab")
    orca.wait_for(f"{HANDLE} {COLLAPSED}", f"{HALF} {FOR_FULL}")
    orca.mark()
    demo.press("space")
    orca.wait_for(f"{FULL} {FOR_HALF}", EXPANDED)
    orca.mark()
    demo.press("space")
    said = orca.wait_for(f"{HALF} {FOR_FULL}", COLLAPSED)
    assert FULL not in said


def test_open_full_half_escape_says_each_position_once_and_never_contradicts_itself(launch, orca):
    """The whole path a keyboard user takes, as docs/behaviour.md tells it: open the sheet, the
    handle to full and back to half, Escape; focus ends on the button that opened it."""
    demo = launch("--scenario", "list", "--detent", "dismissed")
    tab_to(demo, OPENER)
    orca.wait_for(OPENER)
    orca.mark()
    first_line = len(orca.lines())
    steps = []
    for key, expected in [("Return", [LIST_TITLE, HANDLE, HALF, FOR_FULL]),
                          ("space", [FULL, FOR_HALF, EXPANDED]),
                          ("space", [HALF, FOR_FULL, COLLAPSED]),
                          ("Escape", [CLOSED, OPENER])]:
        orca.mark()
        demo.press(key)
        orca.wait_for(*expected)
        # Let late events arrive: a repeated announcement comes a moment after the first.
        pump(1.0)
        steps.append((key, orca.said()))
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, OPENER)

    for key, said in steps:
        assert not contradictions(said), f"after {key}: {contradictions(said)} in {said!r}"
    lines = orca.lines()[first_line:]
    assert not repeated_back_to_back(lines), f"said twice in a row: {repeated_back_to_back(lines)} in {lines!r}"
    opened = steps[0][1]
    before_the_handle = opened.split(HANDLE)[0]
    assert COLLAPSED not in before_the_handle and EXPANDED not in before_the_handle, \
        f"a state said on its own as the sheet opened: {opened!r}"
    for key, said in steps[:3]:
        position = HALF if key == "Return" or said is steps[2][1] else FULL
        assert said.count(position) == 1, f"after {key}, the position is said once: {said!r}"


def test_escape_is_followed_by_the_name_of_the_button_that_opened_the_sheet(launch, orca):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    tab_to(demo, OPENER)
    demo.press("Return")
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    orca.wait_for(LIST_TITLE)
    # Move focus once inside the sheet first, or Orca may adopt the new focus silently.
    demo.press("Tab", "shift+Tab")
    orca.mark()
    demo.press("Escape")
    said = orca.wait_for(OPENER)
    assert said.rindex(OPENER) > said.find(CLOSED), said


def test_with_animations_off_a_key_that_moves_the_sheet_is_announced(launch, orca, no_animations_config):
    first_line = len(orca.lines())
    demo = launch("--scenario", "list", "--detent", "expanded", env={"XDG_CONFIG_HOME": no_animations_config})
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    expect_no_state_said_on_its_own(orca, first_line)
    demo.press("Tab", "shift+Tab")
    orca.wait_for(HANDLE)
    orca.mark()
    demo.press("alt+Up")
    orca.wait_for(FULL)
    orca.mark()
    demo.press("alt+Down")
    orca.wait_for(f"{HALF} {FOR_FULL}")


# ------------------------------------------------------------------- pages ---

# The share scenario: a list of people; activating one pushes their page, titled by
# their name (people's names are data, not translated), over the sheet titled "Share".
SHARE_OPENER = tr("S_hare the photo")
SHARE_TITLE = tr("Share")
BACK = tr("Back", "page header")


def person_in_focus(demo):
    """The name of the person whose row has focus (the row's first label), or None."""
    focus = demo.focused()
    if focus is None or focus.get_role() != Atspi.Role.LIST_ITEM:
        return None
    return [each.get_name() for each in walk(focus) if each.get_role() == Atspi.Role.LABEL][0]


def tab_to_a_person(demo):
    """Presses Tab until a row of the list of people has focus; returns the person's name."""
    for _ in range(6):
        demo.press("Tab")
        if (person := person_in_focus(demo)) is not None:
            return person
    pytest.fail("Tab never reached a person in the list")


def open_the_share_sheet(launch, orca, env=None):
    demo = launch("--scenario", "share", "--detent", "dismissed", env=env)
    tab_to(demo, SHARE_OPENER)
    orca.wait_for(SHARE_OPENER)
    demo.press("Return")
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    orca.wait_for(SHARE_TITLE, HANDLE)
    person = tab_to_a_person(demo)
    orca.wait_for(person)
    return demo, person


def expect_said_once_before_the_focus(said: str, title: str, focus: str) -> None:
    assert said.count(title) == 1, f"{title!r} said {said.count(title)} times: {said!r}"
    assert focus in said and said.index(title) < said.rindex(focus), \
        f"{title!r} not said before the new focus {focus!r}: {said!r}"


@pytest.mark.parametrize("back", ["Escape", "the back button"])
def test_a_push_says_the_pages_title_and_going_back_says_the_sheets_title_once_each(launch, orca, back):
    demo, person = open_the_share_sheet(launch, orca)
    first_line = len(orca.lines())

    orca.mark()
    demo.press("Return")
    # The name as it was seen: focus may be on nothing for a moment after.
    in_the_page = wait_for(lambda: (name := demo.focused_name()) not in (None, "", person) and name,
                           what="focus in the person's page")
    orca.wait_for(person, in_the_page)
    pump(1.0)  # a repeated announcement would come a moment after the first
    expect_said_once_before_the_focus(orca.said(), person, in_the_page)

    if back == "the back button":
        for _ in range(4):
            demo.press("shift+Tab")
            if demo.focused_name() == BACK:
                break
        orca.wait_for(BACK)
        key = "space"
    else:
        key = "Escape"
    orca.mark()
    demo.press(key)
    orca.wait_for(SHARE_TITLE, person)
    pump(1.0)
    expect_said_once_before_the_focus(orca.said(), SHARE_TITLE, person)
    assert person_in_focus(demo) == person, "focus is back on the person's row"
    lines = orca.lines()[first_line:]
    assert not repeated_back_to_back(lines), f"said twice in a row: {repeated_back_to_back(lines)} in {lines!r}"


def test_with_animations_off_a_push_and_a_pop_are_announced_the_same(launch, orca, no_animations_config):
    demo, person = open_the_share_sheet(launch, orca, env={"XDG_CONFIG_HOME": no_animations_config})
    orca.mark()
    demo.press("Return")
    orca.wait_for(person)
    pump(1.0)
    assert orca.said().count(person) == 1, orca.said()
    orca.mark()
    demo.press("Escape")
    orca.wait_for(SHARE_TITLE, person)
    pump(1.0)
    expect_said_once_before_the_focus(orca.said(), SHARE_TITLE, person)
    assert person_in_focus(demo) == person, "focus is back on the person's row"


# ---------------------------------------------------------------- the bottom bar ---

PLAYER_TITLE = tr("Player")
OPENS_PLAYER = tr("Opens %s.", "bottom bar").replace("%s", PLAYER_TITLE)
SONG = "Harbour Lights"  # the song in the player's bar: data, the same in every language


def test_the_bottom_bar_says_what_it_opens_once_and_escape_comes_back_to_it(launch, orca):
    """The music player's bar: Tab to it and Orca says the song, the button and what it
    opens, once; Enter opens the player at its handle; Escape comes back to the bar."""
    demo = launch("--scenario", "player")
    bar = wait_for(lambda: next((o for o in demo.all() if o.get_role() == Atspi.Role.PUSH_BUTTON
                                 and o.get_description() == OPENS_PLAYER), None), 5.0, "the bar")
    orca.mark()
    tab_to(demo, bar.get_name(), keys=12)
    said = orca.wait_for(SONG, OPENS_PLAYER)
    pump(1.0)
    assert orca.said().count(OPENS_PLAYER) == 1, f"said once: {orca.said()!r}"
    assert said.index(SONG) < said.index(OPENS_PLAYER), said

    orca.mark()
    demo.press("Return")
    orca.wait_for(HANDLE, HALF, FOR_FULL)
    orca.mark()
    demo.press("Escape")
    said = orca.wait_for(CLOSED, SONG)
    assert said.index(CLOSED) < said.index(SONG), said
    assert OPENS_PLAYER in said and said.count(OPENS_PLAYER) == 1, said
