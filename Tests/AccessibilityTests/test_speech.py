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
import pty
import re
import shutil
import subprocess
import tempfile
import time
import tty

import gi
import pytest

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

from conftest import PATIENCE, TRANSLATION, move_pointer_into_window, pump, states, tr, tr_plural, wait_for, walk
from suite_session import stop  # Tests/, put on sys.path by conftest.py

# Orca's own words (its greeting, the handle's EXPANDED state), in this run's language.
ORCA = gettext.translation("orca", languages=[TRANSLATION.info().get("language", "en")], fallback=True)
SCREEN_READER_ON = ORCA.gettext("Screen reader on.").rstrip(".")


class Speech:
    """The transcript Orca writes, read from a mark on."""

    def __init__(self, path: str):
        self.path = path
        self.start = 0

    def read(self) -> str:
        """The transcript's text. speech-dispatcher 0.12 (Debian 13 and later) hands the
        output module a language it has no voice for (German) in Latin-1, 0.11 in UTF-8:
        each line is read as UTF-8, or else as Latin-1. (Given the German voice, 0.12
        held each utterance back for seconds.)"""
        with open(self.path, "rb") as transcript:
            lines = transcript.read().split(b"\n")

        def decoded(line: bytes) -> str:
            try:
                return line.decode("utf-8")
            except UnicodeDecodeError:
                return line.decode("latin-1")
        return "\n".join(decoded(line) for line in lines)

    def text(self) -> str:
        """The transcript on one line: Orca's utterances may be split at sentence ends
        ("Expanded." / " Activate to expand fully."), and are matched across them."""
        return " ".join(self.read().split())

    def mark(self) -> None:
        """From now on, `said` only sees what is said after this point."""
        pump(0.3)
        self.start = len(self.text())

    def said(self) -> str:
        return self.text()[self.start:]

    def lines(self) -> list:
        """Every line of the transcript, as speech-dispatcher was handed it: one utterance
        or one sentence of it."""
        return [line.strip() for line in self.read().splitlines() if line.strip()]

    def wait_for(self, *phrases: str, timeout: float = PATIENCE) -> str:
        """Waits until every phrase has been said since the mark; returns what was said."""
        wait_for(lambda: all(phrase in self.said() for phrase in phrases), timeout,
                 f"Orca to say {phrases!r}; since the mark it said {self.said()!r}")
        return self.said()


def write(path: str, text: str) -> None:
    with open(path, "w") as file:
        file.write(text)


@pytest.fixture(scope="module")
def speech_output(demo_path, language_environment):
    """speech-dispatcher writing to a file, for the module: its environment (a private
    runtime folder, where Orca finds its socket; the run's language, in a locale of its
    own as the demo has it, for Orca's own words) and the transcript's path."""
    for tool, package in [("orca", "orca"), ("speech-dispatcher", "speech-dispatcher")]:
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is not installed: the speech tests need it (apt-get install {package})")
    folder = tempfile.mkdtemp(prefix="bs-speech-")
    transcript = os.path.join(folder, "speech.txt")
    write(transcript, "")
    for sub in ["conf/modules", "log", "run"]:
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
    environment = dict(os.environ, XDG_RUNTIME_DIR=os.path.join(folder, "run"), **language_environment)
    logs = open(os.path.join(folder, "speech-dispatcher.log"), "w")
    dispatcher = subprocess.Popen(
        ["speech-dispatcher", "-s", "-t", "0", "-C", os.path.join(folder, "conf"), "-L", os.path.join(folder, "log")],
        env=environment, stdout=logs, stderr=subprocess.STDOUT)
    try:
        yield environment, transcript
    finally:
        stop(dispatcher)
        logs.close()
        # Kept for a failed run's post-mortem, under test-output/ when run from the repo.
        keep = os.environ.get("SPEECH_TRANSCRIPT")
        if keep:
            shutil.copy(transcript, keep)
        shutil.rmtree(folder, ignore_errors=True)


# What Orca writes to its debug log when it gives up on an object that did not answer
# over AT-SPI (Orca 48 and later): it then ignores that object's events, focus among
# them, until it clears its caches a minute later. A test during which that happened
# heard less than the user would, and fails.
KNOWN_DEAD = "Adding to known dead objects"


def orca_major_version() -> int:
    """The installed Orca's major version: `orca --version` says "43.1" (Orca 43) or
    "Orca version 48.1, AT-SPI2 version: 2.56.2" (Orca 48 and later)."""
    said = subprocess.run(["orca", "--version"], capture_output=True, text=True, timeout=30).stdout
    return int(re.search(r"(\d+)\.\d+", said).group(1))


def orca_starts_after_the_window(major: int) -> bool:
    """When Orca starts, the one start-up difference between the Orca versions heard.

    - Orca 48 and later (48 on GTK 4.18, 51 on GTK 4.24): once per test, after the
      test's window and its focus answer over AT-SPI. GTK 4 sends a new window's first
      events (its activation, its first focus) before that window's objects answer on
      the bus (GTK issue 7879); Orca 48 and 51 then keep those objects as dead and
      stay silent when focus comes back to them, for a minute (Orca issue 715; Orca 51
      revalidates a dead window on its activation only). Started after, Orca finds the
      window active and reads it and its focus, as for a window already open when a
      user turns Orca on.
    - Orca 43 (GTK 4.8): once, before the demo, as a user has it running. It keeps no
      dead objects, and started after an app it knows none of the app's objects from
      their events: a page popped with animations off had already gone when it read
      the focus that came back, and it read the whole window again ("Bottom Sheet
      frame. Share sheet panel. Share dialog. Share panel. …").
    """
    return major >= 48


def refocus_window(pid: int) -> None:
    """Takes keyboard focus from the window of process `pid` to the root window and gives
    it back: the window is deactivated and activated again."""
    root = re.search(r"Window id: (0x[0-9a-f]+)", subprocess.run(["xwininfo", "-root"], capture_output=True,
                                                               text=True, check=True).stdout).group(1)
    windows = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(pid)], capture_output=True,
                             text=True).stdout.split()
    assert windows, f"no window of process {pid}"
    subprocess.run(["xdotool", "windowfocus", "--sync", root, "sleep", "0.2", "windowfocus", "--sync", windows[-1]],
                   check=True, timeout=20)


class OrcaProcess:
    """Orca itself, speaking through the module's speech-dispatcher, its debug log read
    as it is written.

    Orca writes its debug log through a buffered Python file, which reaches the disk
    in 8 KiB blocks (or at exit): read while Orca runs, the log lagged behind what Orca
    had done. Python buffers a file that is a terminal by the line, so Orca's debug
    file is a pseudo-terminal, whose lines `cat` appends to `debug_log` as they come.

    A process of its own, not a thread of the tests': it reads as Orca writes, however
    busy the tests' interpreter is.

    Orca is started without `--replace`. With it, Orca kills every other Orca of the user
    (a desktop's own screen reader too) and sets a two-second alarm whose handler writes
    to the debug log: when it went off inside another write to the log, Python refused
    the nested write ("reentrant call inside <_io.BufferedWriter name='/dev/pts/0'>",
    raised from `onTimeout` in /usr/bin/orca) and Orca dropped the event it was
    handling. Started per test after the window (Orca 48 and 51), the alarm went off as
    the test worked: focus reached the handle and nothing was said. Without it, Orca
    refuses to start beside another Orca of the user, and `start` says so."""

    def __init__(self, environment: dict, speech: Speech):
        self.environment = environment
        self.speech = speech
        self.folder = tempfile.mkdtemp(prefix="bs-orca-")
        self.debug_log = os.path.join(self.folder, "debug.out")
        write(self.debug_log, "")
        self.process = None
        self.terminal, terminal_end = pty.openpty()
        tty.setraw(terminal_end)  # the lines as written: no "\r\n" for "\n"
        self.terminal_end = terminal_end
        with open(self.debug_log, "ab") as log:
            # It ends when the terminal's other end closes (`remove`).
            self.copier = subprocess.Popen(["cat"], stdin=self.terminal, stdout=log, stderr=subprocess.DEVNULL)

    def start(self) -> None:
        """Starts Orca and waits until it says it is on; fails with what Orca printed
        when it ends first (another Orca of the user runs, say)."""
        first = len(self.speech.text())
        output = os.path.join(self.folder, "orca.log")
        with open(output, "w") as logs:
            self.process = subprocess.Popen(
                ["orca", "-u", os.path.join(self.folder, "prefs"),
                 "--debug-file", os.ttyname(self.terminal_end)],
                env=self.environment, stdout=logs, stderr=subprocess.STDOUT)

        def is_on() -> bool:
            if self.process.poll() is not None:
                with open(output, encoding="utf-8", errors="replace") as printed:
                    pytest.fail(f"Orca ended as it started (exit status {self.process.returncode}): {printed.read()}")
            return SCREEN_READER_ON in self.speech.text()[first:]

        wait_for(is_on, 30, f"Orca to start and say {SCREEN_READER_ON!r} (see {output})")

    def debug_lines(self) -> list:
        with open(self.debug_log, encoding="utf-8", errors="replace") as log:
            return log.read().splitlines()

    def stop(self) -> None:
        if self.process is not None:
            stop(self.process)
            self.process = None

    def remove(self) -> None:
        self.stop()
        os.close(self.terminal_end)
        try:
            self.copier.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.copier.kill()
            self.copier.wait()
        os.close(self.terminal)
        shutil.rmtree(self.folder, ignore_errors=True)


@pytest.fixture(scope="module")
def orca_process(speech_output):
    """Orca for the module (`OrcaProcess`): running from the start where it starts before
    the demo (`orca_starts_after_the_window`), else started by each test."""
    environment, transcript = speech_output
    major = orca_major_version()
    process = OrcaProcess(environment, Speech(transcript))
    try:
        if not orca_starts_after_the_window(major):
            process.start()
        yield process, major
    finally:
        process.remove()


class ScreenReader(Speech):
    """Orca, as one test hears it: the module's transcript from the moment Orca has read
    the test's window (`turn_on`), and the lines of Orca's debug log written meanwhile,
    read for objects it gave up on (`objects_given_up_on`)."""

    def __init__(self, process: OrcaProcess, starts_with_the_test: bool):
        super().__init__(process.speech.path)
        self.process = process
        self.starts_with_the_test = starts_with_the_test
        self.first_debug_line = len(process.debug_lines())
        self.first = len(self.text())

    def turn_on(self, window_title: str, focus_name: str, demo_window_pid: int) -> None:
        """Waits until Orca has seen the window titled `window_title` (its debug log names
        it as the active window) and, where Orca starts with the test, has read it and,
        after it, the focus (`focus_name`, unless empty), starting Orca first: the keys a
        test presses then reach a screen reader that knows where focus is. (Orca 43,
        running already, adopts the window's focus without a word.) What the test waits
        for is what is said from then on (`mark`)."""
        if self.starts_with_the_test:
            self.process.start()
            self.first = len(self.text())

            def read_the_window():
                after = self.text()[self.first:]
                return window_title in after and focus_name in after.split(window_title, 1)[1]
            wait_for(read_the_window, PATIENCE,
                     lambda: f"Orca to read the window {window_title!r}, then {focus_name!r}; "
                             f"it said {self.text()[self.first:]!r}")
        else:
            # Orca, running already, heard the window's activation before its objects
            # answered and let it go ("Event is from potentially-defunct source"): the
            # window is activated again, now that they answer, by the pointer leaving it
            # and coming back (keyboard focus follows the pointer on a bare X server).
            refocus_window(demo_window_pid)
        # Orca 43 logs "[frame | TITLE] can be active window", 48 and later "Request to
        # set active window to [frame: 'TITLE']".
        frames = (f"[frame | {window_title}]", f"[frame: '{window_title}'")
        wait_for(lambda: any("active window" in line and any(frame in line for frame in frames)
                             for line in self.debug_lines()), PATIENCE,
                 f"Orca's debug log to name the window {window_title!r} as the active window")
        self.mark()

    def debug_lines(self) -> list:
        """The lines Orca's debug log got during the test."""
        return self.process.debug_lines()[self.first_debug_line:]

    def mark(self) -> None:
        super().mark()
        self.first_debug_line_since_mark = len(self.process.debug_lines())

    def focus_from_nothing(self) -> list:
        """The lines of Orca's debug log since the mark in which Orca moved its focus from
        nothing: when it handled the new focus it could no longer read the one it had
        ("Changing locusOfFocus from None to …", Orca 48 and later "Changing locus of
        focus from None to …")."""
        return [line for line in self.process.debug_lines()[self.first_debug_line_since_mark:]
                if re.search(r"Changing locus ?of ?focus from None to", line, re.IGNORECASE)]

    def objects_given_up_on(self) -> list:
        """The lines of Orca's debug log that say it took an object for dead, each with
        the line before it (the object and the error)."""
        lines = self.debug_lines()
        return [" / ".join(lines[max(0, index - 1):index + 1]) for index, line in enumerate(lines) if KNOWN_DEAD in line]

    def end(self, keep_debug_log_as: str | None) -> None:
        """The test is over: Orca stops where it started with it; its debug log of the
        test is kept as `keep_debug_log_as`, if given."""
        if self.starts_with_the_test:
            self.process.stop()
        if keep_debug_log_as:
            os.makedirs(os.path.dirname(keep_debug_log_as), exist_ok=True)
            write(keep_debug_log_as, "\n".join(self.debug_lines()) + "\n")


@pytest.fixture
def orca(orca_process, request):
    """The screen reader for one test (`ScreenReader`), turned on by `launch`. Orca's
    debug log of the test is kept beside the transcript, in a folder named after it
    (test-output/orca-speech-debug/TEST.out), for a post-mortem."""
    process, major = orca_process
    reader = ScreenReader(process, starts_with_the_test=orca_starts_after_the_window(major))
    keep = os.environ.get("SPEECH_TRANSCRIPT")
    keep_as = os.path.join(os.path.splitext(keep)[0] + "-debug", request.node.name + ".out") if keep else None
    try:
        yield reader
    finally:
        reader.end(keep_as)


@pytest.fixture
def launch(launch, orca):
    """conftest's `launch`, then the screen reader: the demo's window and its focused
    object answer over AT-SPI (role, states, name) before Orca reads them. The test
    fails when Orca took an object of the demo for dead meanwhile, with the log's line:
    checked while the demo still runs (conftest's `launch` stops it after this), as Orca
    may take the objects of a demo that has exited for dead, rightly."""
    def start(*args: str, env: dict | None = None):
        demo = launch(*args, env=env)
        focus = wait_for(lambda: (focus := demo.focused()) is not None and focus.get_role() != Atspi.Role.INVALID
                         and focus.get_name() is not None and "focused" in states(focus) and focus, 5.0,
                         "a focused object in the demo's window that answers over AT-SPI")
        orca.turn_on(tr("Bottom Sheet"), focus.get_name(), demo.process.pid)
        return demo
    yield start
    given_up_on = orca.objects_given_up_on()
    assert not given_up_on, f"Orca ignored objects it took for dead: {given_up_on}"


COLLAPSED = ORCA.gettext("collapsed")
EXPANDED = ORCA.gettext("expanded")

HANDLE = tr("Drag handle", "accessible name")
OPENER = tr("_Show the list")
LIST_TITLE = tr_plural("%s row", "%s rows", 31).replace("%s", "31")
CLOSED = tr("Closed.", "sheet position")
HALF = tr("Half height.", "sheet position")
FULL = tr("Full height.", "sheet position")
TO_EXPAND = tr("Activate to expand.", "drag handle")
TO_COLLAPSE = tr("Activate to collapse.", "drag handle")
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
    "Activate to expand." and again), but not key echoes."""
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


def into_the_list_and_back(demo, orca) -> None:
    """Tab from the handle into the sheet's list, then Shift+Tab back to the handle, the
    second key once Orca has read the list, as a user hears it before pressing on: Orca 51
    handles two focus moves that come together as one, and says nothing of focus that
    comes back to where it was."""
    orca.mark()
    demo.press("Tab")
    orca.wait_for(LIST_TITLE)
    demo.press("shift+Tab")


def test_opening_the_sheet_is_announced_with_its_title_and_dialog(launch, orca):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    tab_to(demo, OPENER)
    orca.wait_for(OPENER)
    orca.mark()
    demo.press("Return")
    said = orca.wait_for(LIST_TITLE, HANDLE, HALF, TO_EXPAND)
    assert said.index(LIST_TITLE) < said.index(HANDLE), said
    assert CLOSED not in said, f"the handle read its old position: {said!r}"


def test_activating_the_handle_is_announced_with_the_new_position(launch, orca):
    first_line = len(orca.lines())
    demo = launch("--scenario", "list", "--detent", "expanded")
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    expect_no_state_said_on_its_own(orca, first_line)
    # Into the list and back: Orca reads the handle, as a user who tabbed to it hears it.
    into_the_list_and_back(demo, orca)
    orca.wait_for(f"{HANDLE} {COLLAPSED}", f"{HALF} {TO_EXPAND}")
    orca.mark()
    demo.press("space")
    orca.wait_for(f"{FULL} {TO_COLLAPSE}", EXPANDED)
    orca.mark()
    demo.press("space")
    said = orca.wait_for(f"{HALF} {TO_EXPAND}", COLLAPSED)
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
    for key, expected in [("Return", [LIST_TITLE, HANDLE, HALF, TO_EXPAND]),
                          ("space", [FULL, TO_COLLAPSE, EXPANDED]),
                          ("space", [HALF, TO_EXPAND, COLLAPSED]),
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
    into_the_list_and_back(demo, orca)
    orca.wait_for(HANDLE)
    orca.mark()
    demo.press("Escape")
    said = orca.wait_for(OPENER)
    assert said.rindex(OPENER) > said.find(CLOSED), said


def test_with_animations_off_a_key_that_moves_the_sheet_is_announced(launch, orca, no_animations_config):
    first_line = len(orca.lines())
    demo = launch("--scenario", "list", "--detent", "expanded", env={"XDG_CONFIG_HOME": no_animations_config})
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    expect_no_state_said_on_its_own(orca, first_line)
    into_the_list_and_back(demo, orca)
    orca.wait_for(HANDLE)
    orca.mark()
    demo.press("alt+Up")
    orca.wait_for(FULL)
    orca.mark()
    demo.press("alt+Down")
    orca.wait_for(f"{HALF} {TO_EXPAND}")


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


def push_and_go_back(demo, orca, person: str, back: str) -> tuple:
    """Enter on the person's row pushes their page; `back` ("Escape" or "the back
    button") goes back. Returns the name focus had in the page, and what Orca said at
    the push and at the way back, and the line of the transcript the push began at.

    Orca says what differs between the focus it had and the new one: coming back from
    the page, the sheet's title, the list and the row. It reads the focus it had (in the
    page) when it gets to the event, and on a busy machine that can be after the page
    has slid out and gone: it then reads the new focus as coming from nothing, the whole
    window first ("Bottom Sheet. Share sheet panel. Share dialog. …"), as for any app.
    That is the machine's pace, not the sheet's words: a way back Orca heard so is made
    again, push and all, once (`ScreenReader.focus_from_nothing`)."""
    for _ in range(2):
        first_line = len(orca.lines())
        orca.mark()
        demo.press("Return")
        # The name as it was seen: focus may be on nothing for a moment after.
        in_the_page = wait_for(lambda: (name := demo.focused_name()) not in (None, "", person) and name,
                               what="focus in the person's page")
        orca.wait_for(person, in_the_page)
        pump(1.0)  # a repeated announcement would come a moment after the first
        pushed = orca.said()

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
        lost = orca.focus_from_nothing()
        if not lost:
            return in_the_page, pushed, orca.said(), first_line
    pytest.fail(f"twice, Orca could not read the focus in the page when focus came back: {lost}")


@pytest.mark.parametrize("back", ["Escape", "the back button"])
def test_a_push_says_the_pages_title_and_going_back_says_the_sheets_title_once_each(launch, orca, back):
    demo, person = open_the_share_sheet(launch, orca)
    in_the_page, pushed, went_back, first_line = push_and_go_back(demo, orca, person, back)
    expect_said_once_before_the_focus(pushed, person, in_the_page)
    expect_said_once_before_the_focus(went_back, SHARE_TITLE, person)
    assert person_in_focus(demo) == person, "focus is back on the person's row"
    lines = orca.lines()[first_line:]
    assert not repeated_back_to_back(lines), f"said twice in a row: {repeated_back_to_back(lines)} in {lines!r}"


def test_with_animations_off_a_push_and_a_pop_are_announced_the_same(launch, orca, no_animations_config):
    demo, person = open_the_share_sheet(launch, orca, env={"XDG_CONFIG_HOME": no_animations_config})
    _, pushed, went_back, _ = push_and_go_back(demo, orca, person, "Escape")
    assert pushed.count(person) == 1, pushed
    expect_said_once_before_the_focus(went_back, SHARE_TITLE, person)
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
    assert orca.said().count(SONG) == 1, f"the song said once: {orca.said()!r}"
    assert said.index(SONG) < said.index(OPENS_PLAYER), said

    orca.mark()
    demo.press("Return")
    orca.wait_for(HANDLE, HALF, TO_EXPAND)
    orca.mark()
    demo.press("Escape")
    orca.wait_for(CLOSED, SONG, OPENS_PLAYER)
    pump(1.0)  # a repeated announcement would come a moment after the first
    said = orca.said()
    assert said.index(CLOSED) < said.index(SONG), said
    assert said.count(OPENS_PLAYER) == 1, said
    assert said.count(SONG) == 1, said
