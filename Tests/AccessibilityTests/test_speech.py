"""What Orca says: the screen reader itself, speaking to a file.

Orca runs headless and speaks through speech-dispatcher, set up with one output module
(sd_generic) that appends each utterance to a file instead of making sound. The tests
drive the demo with real keys and read what Orca said. Utterances may be split at
sentence ends, so they are matched as substrings of the whole transcript.
"""
import os
import shutil
import subprocess
import tempfile
import time

import pytest

from conftest import pump, states, wait_for

SPEECH_TIMEOUT = 10.0


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
        wait_for(lambda: "Screen reader on" in speech.text(), 30,
                 f"Orca to start and say 'Screen reader on' (see {folder}/orca.log)")
        yield speech
    finally:
        for process in [reader, dispatcher]:
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        logs.close()
        # Kept for a failed run's post-mortem, under test-output/ when run from the repo.
        keep = os.environ.get("SPEECH_TRANSCRIPT")
        if keep:
            shutil.copy(transcript, keep)
        shutil.rmtree(folder, ignore_errors=True)


def tab_to(demo, name: str, keys: int = 10):
    """Presses Tab until `name` has focus, at least once: Orca reads what a key moved
    focus to (not where focus already was when the window appeared)."""
    for _ in range(keys):
        demo.press("Tab")
        focus = demo.focused()
        if focus is not None and focus.get_name() == name:
            return focus
    return demo.wait_for_focus("push button", name)


def test_opening_the_sheet_is_announced_with_its_title_and_dialog(launch, orca):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    tab_to(demo, "Show the list")
    orca.wait_for("Show the list push button")
    orca.mark()
    demo.press("Return")
    said = orca.wait_for("31 rows dialog", "Drag handle", "push button", "Expanded.")
    assert said.index("31 rows dialog") < said.index("Drag handle"), said
    assert "Closed." not in said, f"the handle read its old position: {said!r}"


def test_activating_the_handle_is_announced_with_the_new_position(launch, orca):
    demo = launch("--scenario", "list", "--detent", "expanded")
    demo.wait_for_focus("push button", "Drag handle")
    # Into the list and back: Orca reads the handle, as a user who tabbed to it hears it.
    demo.press("Tab", "shift+Tab")
    orca.wait_for("Drag handle collapsed push button", "Expanded. Activate to expand fully.")
    orca.mark()
    demo.press("space")
    orca.wait_for("Fully expanded.", "expanded")
    orca.mark()
    demo.press("space")
    said = orca.wait_for("Expanded.", "collapsed")
    assert "Fully" not in said


def test_escape_is_followed_by_the_name_of_the_button_that_opened_the_sheet(launch, orca):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    tab_to(demo, "Show the list")
    demo.press("Return")
    demo.wait_for_focus("push button", "Drag handle")
    orca.wait_for("31 rows dialog")
    # Move focus once inside the sheet first, or Orca may adopt the new focus silently.
    demo.press("Tab", "shift+Tab")
    orca.mark()
    demo.press("Escape")
    said = orca.wait_for("Show the list push button")
    assert said.rindex("Show the list push button") > said.find("Closed."), said


def test_with_animations_off_a_key_that_moves_the_sheet_is_announced(launch, orca, no_animations_config):
    demo = launch("--scenario", "list", "--detent", "expanded", env={"XDG_CONFIG_HOME": no_animations_config})
    demo.wait_for_focus("push button", "Drag handle")
    demo.press("Tab", "shift+Tab")
    orca.wait_for("Drag handle")
    orca.mark()
    demo.press("alt+Up")
    orca.wait_for("Fully expanded.")
    orca.mark()
    demo.press("alt+Down")
    orca.wait_for("Expanded. Activate to expand fully.")
