"""The apps in examples/, one per language, as a user meets them: each is built with
the command written at its top (blueprint-compiler for their shared window,
examples/window.blp, then cc or valac) against the installed library, started under Xvfb, and then used from outside. It
presents its sheet on activation, a real Escape key press (xdotool, through XTEST)
closes the sheet, the app prints each detent it hears of, and clicking the header
bar's Close button (over AT-SPI, as a screen reader would) ends the app, with exit
status 0 and nothing on stderr."""
import queue
import shutil
import subprocess
import tempfile
import threading
import time
from dataclasses import dataclass

import gi
import pytest
from atspi_session import pump, walk
from embedding import ROOT

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

APPS = ROOT / "examples"

# The commands each file gives at its top, run as they are written (valac is told
# where the installed tree's vapi is: an app's developer has it in /usr/share). Each
# app's folder is beside the window they share.
WINDOW = "window.blp"
BLUEPRINT = "blueprint-compiler compile --output window.ui ../window.blp"
COMMANDS = {
    "c": ("main.c", f"{BLUEPRINT} && cc -o example main.c $(pkg-config --cflags --libs libadwaita-1 bottomsheet-1)",
          ["./example"]),
    "vala": ("main.vala", f"{BLUEPRINT} && valac --pkg libadwaita-1 --pkg bottomsheet-1 main.vala", ["./main"]),
    "python": ("main.py", BLUEPRINT, ["/usr/bin/python3", "main.py"]),
    "gjs": ("main.js", BLUEPRINT, ["gjs", "-m", "main.js"]),
}
# The tool each build and run needs, and the Debian package that has it.
TOOLS = {
    "c": {"blueprint-compiler": "blueprint-compiler", "cc": "gcc", "pkg-config": "pkg-config"},
    "vala": {"blueprint-compiler": "blueprint-compiler", "valac": "valac"},
    "python": {"blueprint-compiler": "blueprint-compiler"},
    "gjs": {"blueprint-compiler": "blueprint-compiler", "gjs": "gjs"},
}
TOOLS_TO_DRIVE = {"xdotool": "xdotool"}

# Xvfb runs no window manager: the window sits at the screen's top left corner, and
# keyboard focus follows the pointer. The screen is larger than the 400x600 window.
OUTSIDE_THE_WINDOW = ("1270", "1010")
INSIDE_THE_WINDOW = ("200", "300")

# What every app prints: presented on activation, then closed by Escape.
PRINTED = ["Detent: BS_DETENT_EXPANDED", "Detent: BS_DETENT_DISMISSED"]

# Atspi's Action getters are marked deprecated in favour of names that Debian 12's
# bindings do not all have yet.
pytestmark = pytest.mark.filterwarnings("ignore:Atspi:DeprecationWarning")


def require(tools: dict) -> None:
    for tool, package in tools.items():
        if shutil.which(tool) is None:
            pytest.fail(f"{tool} is not installed (apt-get install {package})")


def visible(accessible) -> bool:
    return accessible.get_state_set().contains(Atspi.StateType.VISIBLE)


@pytest.fixture(scope="module")
def accessibility_bus(installed):
    """The accessibility bus and its registry, started (D-Bus activates them on first
    use) before any app: then an app and the bus's start-up never race."""
    Atspi.get_desktop(0).get_child_count()
    pump(0.5)


@pytest.fixture(params=list(COMMANDS))
def built(request, installed, tmp_path) -> tuple:
    """The example copied into a folder of its own, beside the shared window, and built
    there with its command; returns how to run it, and that folder."""
    language = request.param
    source, build, run = COMMANDS[language]
    require(TOOLS[language])
    assert build in (APPS / language / source).read_text(), f"{source} gives another command"
    folder = tmp_path / language
    folder.mkdir()
    shutil.copy(APPS / WINDOW, tmp_path)
    shutil.copy(APPS / language / source, folder)
    if language == "vala":
        build += f" --vapidir={installed.prefix / 'share' / 'vala' / 'vapi'}"
    result = installed.run("sh", "-c", build, cwd=folder, timeout=180)
    # Not a word: no compiler warning, no Blueprint deprecation.
    assert result.returncode == 0 and result.stdout + result.stderr == "", \
        f"{build}: exit status {result.returncode}\n{result.stdout}{result.stderr}"
    return run, folder


@dataclass
class App:
    """A running example: its process, what it has printed so far, its AT-SPI object."""

    process: subprocess.Popen
    stderr: object
    reader: threading.Thread
    lines: queue.Queue
    printed: list

    def errors(self) -> str:
        self.stderr.seek(0)
        return self.stderr.read().decode(errors="replace")

    def wait_for_line(self, expected: str, timeout: float = 10) -> None:
        end = time.monotonic() + timeout
        while expected not in self.printed:
            left = end - time.monotonic()
            if left <= 0:
                pytest.fail(f"the app did not print {expected!r}; it printed {self.printed}\n"
                            f"stderr: {self.errors()}")
            try:
                self.printed.append(self.lines.get(timeout=min(left, 0.1)))
            except queue.Empty:
                if self.process.poll() is not None and self.lines.empty():
                    pytest.fail(f"the app exited with status {self.process.returncode} before printing "
                                f"{expected!r}; it printed {self.printed}\nstderr: {self.errors()}")

    def accessible(self, timeout: float = 15):
        """The app's object on the accessibility bus."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            desktop = Atspi.get_desktop(0)
            for index in range(desktop.get_child_count()):
                app = desktop.get_child_at_index(index)
                if app is not None and app.get_process_id() == self.process.pid:
                    # Every query goes to the app itself: the cache could lag behind.
                    app.set_cache_mask(Atspi.Cache.NONE)
                    return app
            pump(0.1)
        pytest.fail(f"the app did not appear on the accessibility bus\nstderr: {self.errors()}")

    def wait_for(self, what: str, found, timeout: float = 10):
        """Polls `found` (which walks the app's tree) until it returns something."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                if result := found():
                    return result
            except GLib.Error:
                pass  # an object that went away between two calls: ask again
            pump(0.1)
        pytest.fail(f"timed out waiting for {what}; the app printed {self.printed}\nstderr: {self.errors()}")


@pytest.fixture
def started(built, installed, accessibility_bus):
    """The built example, running (English, for the Close button's name); stopped
    after the test if it is still running."""
    run, folder = built
    stderr = tempfile.TemporaryFile()
    process = subprocess.Popen(run, cwd=folder, env=dict(installed.env, LC_ALL="C.UTF-8", LANGUAGE=""),
                               stdout=subprocess.PIPE, stderr=stderr, text=True)
    lines = queue.Queue()

    def read():
        for line in process.stdout:
            lines.put(line.rstrip("\n"))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    yield App(process, stderr, reader, lines, [])
    if process.poll() is None:
        process.kill()
        process.wait()


def xdotool(*arguments: str) -> None:
    subprocess.run(["xdotool", *arguments], check=True, capture_output=True, timeout=20)


def test_the_app_presents_its_sheet_hears_escape_close_it_and_quits_from_its_window(started):
    require(TOOLS_TO_DRIVE)
    app = started
    app.wait_for_line(PRINTED[0])
    tree = app.accessible()

    def shown(role, name=None):
        return [o for o in walk(tree) if o.get_role() == role and (name is None or o.get_name() == name)
                and visible(o)]

    app.wait_for("the sheet (a dialog) and what it holds on screen",
                 lambda: shown(Atspi.Role.DIALOG) and shown(Atspi.Role.LABEL, "Hello from the sheet"))
    close = app.wait_for("the header bar's Close button", lambda: shown(Atspi.Role.PUSH_BUTTON, "Close"))

    # The pointer comes in from outside, so that the window gets keyboard focus.
    xdotool("mousemove", *OUTSIDE_THE_WINDOW, "sleep", "0.1", "mousemove", *INSIDE_THE_WINDOW,
            "sleep", "0.3", "key", "Escape")
    app.wait_for_line(PRINTED[1])
    # A dismissed sheet leaves the tree.
    app.wait_for("the sheet to leave the screen", lambda: not shown(Atspi.Role.DIALOG))

    action = close[0].get_action_iface()
    assert action.get_action_name(0) == "click", close[0]
    assert action.do_action(0)
    try:
        app.process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pytest.fail("the app was still running 10 s after its window's Close button was clicked")
    assert app.process.returncode == 0, f"exit status {app.process.returncode}\n{app.errors()}"
    assert app.errors() == ""
    app.reader.join(timeout=5)  # what is left in the pipe
    while not app.lines.empty():
        app.printed.append(app.lines.get())
    assert app.printed == PRINTED


def test_the_c_example_compiles_without_warnings_under_wall(installed, tmp_path):
    require(TOOLS["c"])
    shutil.copy(APPS / "c" / "main.c", tmp_path)
    strict = "cc -Wall -Werror -o example main.c $(pkg-config --cflags --libs libadwaita-1 bottomsheet-1)"
    assert strict.replace("-Wall -Werror ", "") in COMMANDS["c"][1]
    result = installed.run("sh", "-c", strict, cwd=tmp_path)
    assert result.returncode == 0 and result.stderr == "", result.stderr
