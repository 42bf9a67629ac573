"""The test compositor's input seat on its own (the WestonInput suites of scripts/test.sh):
scripts/weston-input/bs-weston-input.c, built by meson (scripts/weston-input/build.sh)
and loaded into a headless weston by scripts/wayland-session.sh, which runs these
tests. The widget's Wayland suites drive the sheet through it; here a plain GTK window
checks that the module loaded, that each kind of input it makes reaches a client as
the event it names, at the place it names, and that it refuses what weston would
take badly.

Run by scripts/test.sh with Debian's /usr/bin/python3 (it has gi), as:

    bash scripts/wayland-session.sh /usr/bin/python3 -m pytest -q Tests/WestonInputTests
"""
import os
import socket
import sys
import time

import gi
import pytest

# Tests/, for the modules the suites share (suite_session.py).
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from suite_session import require_display  # noqa: E402

gi.require_version("Gdk", "4.0")
gi.require_version("Gtk", "4.0")
from gi.repository import Gdk, GLib, Gtk  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TIMEOUT = 10  # seconds for an event to arrive; they take milliseconds
BTN_LEFT = 272
KEY_A = 30  # evdev's code for the key that types "a" in weston's default US layout


class Seat:
    """The module's command socket (BS_INPUT_SOCKET): one line out, one line back."""

    def __init__(self, path):
        self.socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.socket.settimeout(TIMEOUT)
        self.socket.connect(path)
        self.answers = self.socket.makefile("r", encoding="utf-8")

    def send(self, command):
        """The module's answer to `command`: "ok…" or "error …"."""
        self.socket.sendall(command.encode() + b"\n")
        return self.answers.readline().rstrip("\n")

    def do(self, command):
        answer = self.send(command)
        assert answer.startswith("ok"), f"{command!r}: {answer}"
        return answer

    def close(self):
        self.answers.close()
        self.socket.close()


class Window:
    """An undecorated GTK window recording what its event controllers report, as
    tuples: ("enter", x, y), ("motion", x, y), ("press", button, x, y), ("release", button),
    ("scroll", dx, dy), ("key-press", keyval), ("key-release", keyval), ("touch-begin",
    x, y), ("touch-update", x, y), ("touch-end",), ("touch-cancel",). Positions are
    the surface's coordinates, as the module's commands take them. (Controllers rather
    than GdkEvents: PyGObject 3.42, Debian 12's, cannot pass a GdkEvent to Python.)"""

    def __init__(self):
        self.events = []
        self.window = Gtk.Window(title="weston input", decorated=False, default_width=400,
                                 default_height=300)
        motion = Gtk.EventControllerMotion()
        motion.connect("enter", lambda _, x, y: self.record("enter", *self.on_surface(x, y)))
        motion.connect("motion", lambda _, x, y: self.record("motion", *self.on_surface(x, y)))
        click = Gtk.GestureClick(button=0)
        click.connect("pressed", lambda gesture, _, x, y: self.record(
            "press", gesture.get_current_button(), *self.on_surface(x, y)))
        click.connect("released", lambda gesture, *_: self.record("release", gesture.get_current_button()))
        scroll = Gtk.EventControllerScroll(flags=Gtk.EventControllerScrollFlags.BOTH_AXES)
        scroll.connect("scroll", lambda _, dx, dy: self.record("scroll", dx, dy) or True)
        key = Gtk.EventControllerKey()
        key.connect("key-pressed", lambda _, keyval, *__: self.record("key-press", keyval) or True)
        key.connect("key-released", lambda _, keyval, *__: self.record("key-release", keyval))
        touch = Gtk.GestureDrag(touch_only=True)
        touch.connect("drag-begin", lambda _, x, y: self.record("touch-begin", *self.on_surface(x, y)))
        touch.connect("drag-update", lambda gesture, dx, dy: self.record(
            "touch-update", *self.on_surface(*self.offset(gesture, dx, dy))))
        touch.connect("drag-end", lambda *_: self.record("touch-end"))
        touch.connect("cancel", lambda *_: self.record("touch-cancel"))
        for controller in (motion, click, scroll, key, touch):
            self.window.add_controller(controller)
        self.window.present()

    def record(self, *event):
        self.events.append(event)

    def on_surface(self, x, y):
        """The window's (x, y) in its surface's coordinates."""
        dx, dy = self.window.get_surface_transform()
        return x + dx, y + dy

    @staticmethod
    def offset(gesture, dx, dy):
        _, x, y = gesture.get_start_point()
        return x + dx, y + dy

    def wait_for(self, kinds, check=lambda *values: True, what=""):
        """The values of the first event of `kinds` (one, or a tuple) recorded since the
        last call that pass `check`, iterating GTK's main context until it comes."""
        kinds = (kinds,) if isinstance(kinds, str) else kinds
        context = GLib.MainContext.default()
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            while self.events:
                name, *values = self.events.pop(0)
                if name in kinds and check(*values):
                    self.events.clear()
                    return values
            context.iteration(False)
            time.sleep(0.005)
        pytest.fail(f"no {' or '.join(kinds)} event {what} within {TIMEOUT} s")

    def settle(self):
        """Runs what GTK has queued, then forgets the events so far."""
        context = GLib.MainContext.default()
        while context.pending():
            context.iteration(False)
        self.events.clear()


def at(x, y):
    """A check that an event's last two values are (x, y)."""
    def check(*values):
        return abs(values[-2] - x) < 0.01 and abs(values[-1] - y) < 0.01
    return check


@pytest.fixture(scope="module")
def seat():
    require_display("wayland")
    path = os.environ.get("BS_INPUT_SOCKET")
    if not path:
        pytest.fail("BS_INPUT_SOCKET is not set: run under scripts/wayland-session.sh, as scripts/test.sh does")
    seat = Seat(path)
    yield seat
    seat.close()


@pytest.fixture(scope="module")
def window(seat):
    """The window, once it has the keyboard focus: the module's coordinates are those
    of the surface that has it."""
    window = Window()
    context = GLib.MainContext.default()
    deadline = time.monotonic() + TIMEOUT
    while not (window.window.is_active() and seat.send("focus").startswith("ok")):
        if time.monotonic() > deadline:
            pytest.fail(f"the window never got the keyboard focus (focus: {seat.send('focus')})")
        context.iteration(False)
        time.sleep(0.01)
    window.settle()
    yield window
    window.window.destroy()


def test_weston_loaded_the_module_and_its_seat():
    log_path = os.environ.get("WESTON_LOG", os.path.join(ROOT, "test-output", "weston.log"))
    with open(log_path, encoding="utf-8", errors="replace") as log:
        text = log.read()
    assert "bs-weston-input: seat \"default\" (pointer, keyboard, touch)" in text, \
        f"weston's log ({log_path}) does not say the module set up its seat"
    seat = Gdk.Display.get_default().get_default_seat()
    capabilities = seat.get_capabilities()
    for capability in (Gdk.SeatCapabilities.POINTER, Gdk.SeatCapabilities.KEYBOARD,
                       Gdk.SeatCapabilities.TOUCH):
        assert capabilities & capability, f"GTK's seat has no {capability.value_nicks}"


def test_focus_names_the_active_windows_surface(seat, window):
    _, x, y, width, height = seat.do("focus").split()
    surface = window.window.get_surface()
    assert (int(width), int(height)) == (surface.get_width(), surface.get_height())
    assert float(x) >= 0 and float(y) >= 0


def test_the_pointer_moves_and_clicks_where_it_is_told(seat, window):
    # Into the window: GTK 4.8 reports the move, 4.18 and later only the entry.
    seat.do("motion 100 80")
    window.wait_for(("enter", "motion"), at(100, 80), "at (100, 80)")
    seat.do("motion 150.5 120.25")
    window.wait_for("motion", at(150.5, 120.25), "at (150.5, 120.25)")
    seat.do(f"button {BTN_LEFT} pressed")
    button, *_ = window.wait_for("press", at(150.5, 120.25), "at (150.5, 120.25)")
    assert button == 1
    seat.do(f"button {BTN_LEFT} released")
    assert window.wait_for("release") == [1]


def test_a_wheel_notch_scrolls_one_step_down(seat, window):
    seat.do("motion 200 150")
    window.wait_for("motion", at(200, 150), "at (200, 150)")
    seat.do("wheel 0 1")
    assert window.wait_for("scroll") == [0, 1]


def test_a_key_types_its_letter(seat, window):
    seat.do(f"key {KEY_A} pressed")
    assert window.wait_for("key-press") == [Gdk.KEY_a]
    seat.do(f"key {KEY_A} released")
    assert window.wait_for("key-release") == [Gdk.KEY_a]


def test_a_finger_goes_down_moves_and_lifts(seat, window):
    seat.do("touch-down 3 60 70")
    window.wait_for("touch-begin", at(60, 70), "at (60, 70)")
    seat.do("touch-motion 3 90 75")
    window.wait_for("touch-update", at(90, 75), "at (90, 75)")
    seat.do("touch-up 3")
    window.wait_for("touch-end")


def test_the_compositor_can_take_the_fingers_back(seat, window):
    seat.do("touch-down 0 100 100")
    window.wait_for("touch-begin", at(100, 100), "at (100, 100)")
    seat.do("touch-cancel")
    window.wait_for("touch-cancel")
    # The point is up inside weston too: it can go down again.
    seat.do("touch-down 0 100 100")
    window.wait_for("touch-begin", at(100, 100), "at (100, 100) again")
    seat.do("touch-up 0")
    window.wait_for("touch-end")


@pytest.mark.parametrize("command, error", [
    ("", "empty command"),
    ("jump 1 2", "unknown command"),
    ("motion 1", "usage: motion X Y"),
    ("motion nan 2", "finite numbers"),
    (f"button {BTN_LEFT} released", "that button is not pressed"),
    ("button 1 pressed", "evdev button code"),
    ("touch-up 5", "that touch point is not down"),
    ("touch-down 32 1 1", "from 0 to 31"),
    ("wheel 0 0", "non-zero"),
    ("x" * 300, "line too long"),
])
def test_it_refuses_what_weston_would_take_badly(seat, window, command, error):
    answer = seat.send(command)
    assert answer.startswith("error ") and error in answer, f"{command[:40]!r}: {answer}"
    # The connection still works after a refusal.
    seat.do("focus")
