"""Shared helpers for the accessibility suites: the demo as a screen reader sees it.

The suites run the real demo (DEMO names its executable) and look at it over AT-SPI,
the same D-Bus interface Orca uses. scripts/test.sh runs them under xvfb-run and a
private dbus-run-session, with Debian's /usr/bin/python3 (it has gi and Atspi):

    DEMO=… xvfb-run -a dbus-run-session -- /usr/bin/python3 -m pytest Tests/AccessibilityTests

Keys are real X key presses (xdotool, through XTEST), so they reach the demo as a
user's would. Xvfb runs no window manager: keyboard focus follows the pointer, so
each press first puts the pointer over the demo's window.
"""
import gettext
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

import gi
import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from language_locale import locale_for  # noqa: E402
from suite_session import require_demo, require_display, require_session_bus, stop  # noqa: E402
from atspi_session import pump, walk  # noqa: E402,F401  (the tests import both from here)

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402


PROGRAM_NAME = "bottom-sheet-demo"
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DOMAIN = "bottomsheet-1"


def _translation():
    """The translation the demo uses in this run: the first language of LANGUAGE (the
    suites run with LANG=C.UTF-8 and LANGUAGE=de or he, or none for English), compiled
    from po/ with msgfmt, so a test expects what the translators wrote."""
    language = os.environ.get("LANGUAGE", "").split(":")[0]
    if not language or language.startswith("en"):
        return gettext.NullTranslations()
    # gettext reads the whole file when it opens it: the folder can go right after.
    with tempfile.TemporaryDirectory(prefix="bs-locale-") as folder:
        messages = os.path.join(folder, language, "LC_MESSAGES")
        os.makedirs(messages)
        subprocess.run(["msgfmt", "--check", "-o", os.path.join(messages, f"{DOMAIN}.mo"),
                        os.path.join(REPO, "po", f"{language}.po")], check=True)
        return gettext.translation(DOMAIN, folder, [language])


TRANSLATION = _translation()


@pytest.fixture(scope="session")
def language_environment():
    """The locale the demo runs in: this run's language (LANGUAGE), as a user of it has
    (Tests/language_locale.py)."""
    with locale_for(os.environ.get("LANGUAGE", "").split(":")[0]) as environment:
        yield environment


def tr(message: str, context: str | None = None) -> str:
    """`message` as the demo shows it in this run's language; a mnemonic's underscore
    removed, as in the accessible name ("_Show the list" → "Show the list")."""
    text = TRANSLATION.pgettext(context, message) if context else TRANSLATION.gettext(message)
    return text.replace("_", "", 1)


def tr_plural(singular: str, plural: str, count: int) -> str:
    return TRANSLATION.ngettext(singular, plural, count)
# A name GTK 4.8 gives a widget nobody labelled: its type ("GtkListBox", "BsBottomSheet").
TYPE_NAME = re.compile(r"^(Gtk|Bs|Adw)[A-Z]")


def pytest_configure(config):
    # Atspi's Action getters are marked deprecated in favour of names that Debian 12's
    # bindings do not all have yet.
    config.addinivalue_line("filterwarnings", "ignore:Atspi:DeprecationWarning")
    # Python 3.14 (Debian testing) deprecates the asyncio policy API that PyGObject's
    # event loop integration still calls on every main-loop turn.
    config.addinivalue_line("filterwarnings", "ignore::DeprecationWarning:gi.events")


# How long a wait lasts before it fails the test. A wait ends as soon as what it waits
# for holds, so this only bounds a failing test: long enough for the debug build of the
# demo to start, and Orca to speak, on a machine whose cores are all busy with other
# suites, so that a busy machine makes a test slower, never a failure.
PATIENCE = 30.0


def wait_for(condition, timeout: float = PATIENCE, what="the condition"):
    """Polls `condition` (pumping events) until it returns something truthy; returns it.
    Fails the test with `what` when `timeout` seconds pass first: a string, or a function
    that says it then (what the tree holds by that time)."""
    end = time.monotonic() + timeout
    while True:
        try:
            result = condition()
        except GLib.Error:
            # An object that went away between two calls: ask again.
            result = None
        if result:
            return result
        if time.monotonic() >= end:
            pytest.fail(f"timed out after {timeout} s waiting for {what() if callable(what) else what}")
        pump(0.05)


def states(accessible) -> set:
    return {state.value_nick for state in accessible.get_state_set().get_states()}


def action_names(accessible) -> list:
    action = accessible.get_action_iface()
    if action is None:
        return []
    return [action.get_action_name(index) for index in range(action.get_n_actions())]


def run_action(accessible, name: str) -> None:
    names = action_names(accessible)
    assert name in names, f"no action {name!r} on {describe(accessible)}; it has {names}"
    assert accessible.get_action_iface().do_action(names.index(name))


def describe(accessible) -> str:
    """An object as messages show it; "nothing" for None (no focus, say)."""
    if accessible is None:
        return "nothing"
    return f"[{accessible.get_role_name()}] {accessible.get_name()!r}"


def role_name(role: Atspi.Role | None) -> str:
    """How at-spi2 names `role`, for messages. Tests match roles by their Atspi.Role value,
    never by this name: at-spi2 2.46 (Debian 12) calls Atspi.Role.PUSH_BUTTON "push
    button", 2.56 (Debian 13) "button"."""
    return "any role" if role is None else Atspi.role_get_name(role)


class GtkRoles:
    """The roles that differ with the demo's GTK (the toolkit version its application
    object reports): the suites' only version-dependent expectations. Each is what GTK
    itself exposes for the widget, and a screen reader reads either one as it should.

    - `group`: a widget with GTK_ACCESSIBLE_ROLE_GROUP (the sheet's pages, the page
      header, the demo's popovers). GTK 4.8 exposes it as PANEL, GTK 4.18 as GROUPING
      (and its plain boxes, GENERIC, as PANEL). The cut is taken at 4.12, where GTK
      reworked its container roles (NEWS of 4.11.4: containers became GENERIC); the
      versions between 4.8 and 4.18 are not tested.
    - `menu_button`: the button inside a GtkMenuButton, the one that takes focus and is
      clicked. GTK 4.8 exposes it as PUSH_BUTTON; GTK 4.10 gave toggle buttons a role
      of their own (NEWS of 4.10.0), so from then on it is a TOGGLE_BUTTON.
    """

    def __init__(self, app):
        version = tuple(int(part) for part in app.get_toolkit_version().split(".")[:2])
        self.group = Atspi.Role.GROUPING if version >= (4, 12) else Atspi.Role.PANEL
        self.menu_button = Atspi.Role.TOGGLE_BUTTON if version >= (4, 10) else Atspi.Role.PUSH_BUTTON


class Demo:
    """A running demo and its AT-SPI application object."""

    def __init__(self, process: subprocess.Popen, app):
        self.process = process
        self.app = app
        self.roles = GtkRoles(app)

    def all(self):
        return list(walk(self.app))

    def find_all(self, role: Atspi.Role | None = None, name: str | None = None, under=None) -> list:
        return [o for o in walk(under or self.app)
                if (role is None or o.get_role() == role) and (name is None or o.get_name() == name)]

    def find(self, role: Atspi.Role | None = None, name: str | None = None, under=None):
        """The one object with this role and name, or None."""
        found = self.find_all(role, name, under)
        assert len(found) <= 1, f"{len(found)} objects [{role_name(role)}] {name!r}: expected one"
        return found[0] if found else None

    def wait_for_object(self, role: Atspi.Role, name: str, timeout: float = PATIENCE):
        return wait_for(lambda: self.find(role, name), timeout, f"[{role_name(role)}] {name!r} in the tree")

    def wait_until_gone(self, role: Atspi.Role, name: str, timeout: float = PATIENCE) -> None:
        wait_for(lambda: self.find(role, name) is None, timeout,
                 f"[{role_name(role)}] {name!r} to leave the tree")

    def focused(self):
        """The object that has keyboard focus, or None."""
        for accessible in walk(self.app):
            if "focused" in states(accessible):
                return accessible
        return None

    def focused_name(self):
        """The name of the object that has keyboard focus, or None: focus asked once, as it
        may move (and leave no object focused for a moment) between two questions."""
        focus = self.focused()
        return None if focus is None else focus.get_name()

    def focused_role(self):
        """The role of the object that has keyboard focus, or None (asked once, as above)."""
        focus = self.focused()
        return None if focus is None else focus.get_role()

    def wait_for_focus(self, role: Atspi.Role, name: str, timeout: float = PATIENCE):
        def check():
            focus = self.focused()
            return focus if focus is not None and focus.get_role() == role and focus.get_name() == name else None
        def where_focus_is():
            # Asked once: focus may move between two calls.
            focus = self.focused()
            return f"focus on [{role_name(role)}] {name!r} (it is on {describe(focus)})"
        return wait_for(check, timeout, where_focus_is)

    def press_until_focused(self, role: Atspi.Role, name: str, key: str = "Tab", presses: int = 6):
        """Presses `key` until focus is on `name`, `presses` times at the most; returns
        the focused object once it is [role] name (wait_for_focus)."""
        for _ in range(presses):
            if (focus := self.focused()) is not None and focus.get_name() == name:
                break
            self.press(key)
        return self.wait_for_focus(role, name)

    def sheet_host(self, dialog):
        """The sheet's host: the dialog's parent, which holds the sheet's actions."""
        host = dialog.get_parent()
        assert any(name.startswith("sheet.") for name in action_names(host)), \
            f"the dialog's parent {describe(host)} has no sheet actions: {action_names(host)}"
        return host

    def press(self, *keys: str) -> None:
        """Presses each of `keys` (xdotool names: "Tab", "alt+Up", "Escape") in turn."""
        press_keys(*keys)
        pump(0.2)


def xdotool(*arguments: str) -> None:
    path = shutil.which("xdotool")
    if path is None:
        pytest.fail("xdotool is not installed: the keyboard tests need it (apt-get install xdotool)")
    subprocess.run([path, *arguments], check=True, timeout=20)


def press_keys(*keys: str) -> None:
    # The pointer over the window's header first: keyboard focus follows it. No --sync
    # on mousemove: it would wait forever when the pointer is already there.
    xdotool("mousemove", "360", "30", "sleep", "0.05", "key", "--delay", "80", *keys)


def move_pointer_into_window() -> None:
    # The screen is larger than the window, which sits at its top left corner.
    xdotool("mousemove", "1270", "1010", "sleep", "0.1", "mousemove", "360", "30", "sleep", "0.1")


def find_application(pid: int):
    desktop = Atspi.get_desktop(0)
    for index in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(index)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


@pytest.fixture(scope="session")
def demo_path() -> str:
    path = require_demo()
    require_display()
    require_session_bus()
    wait_for_display()
    # Start the accessibility bus (at-spi-bus-launcher and the registry, which D-Bus
    # activates on first use) before any demo: then the demo and the bus's own start-up
    # never race for the display.
    Atspi.get_desktop(0).get_child_count()
    pump(0.5)
    return path


def wait_for_display(timeout: float = 10.0) -> None:
    """Waits until the X server takes connections: under load, a client started right
    after xvfb-run may find it not ready yet ("cannot open display")."""
    xdpyinfo = shutil.which("xdpyinfo")
    if xdpyinfo is None:
        pytest.fail("xdpyinfo is not installed (apt-get install x11-utils)")
    end = time.monotonic() + timeout
    while subprocess.run([xdpyinfo], capture_output=True).returncode != 0:
        if time.monotonic() >= end:
            pytest.fail(f"the X display {os.environ['DISPLAY']} took no connection in {timeout} s")
        time.sleep(0.1)


@pytest.fixture
def launch(demo_path, language_environment):
    """Starts the demo with arguments (and extra environment), in this run's language;
    returns a Demo once its window and sheet are in the tree. Every demo started is
    stopped after the test."""
    started = []

    def start(*args: str, env: dict | None = None, ready=None) -> Demo:
        environment = {**os.environ, "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", **language_environment,
                       **(env or {})}
        errors = tempfile.TemporaryFile()
        process = subprocess.Popen([demo_path, *args], env=environment, stderr=errors)
        started.append(process)

        def application():
            if process.poll() is not None:
                errors.seek(0)
                pytest.fail(f"the demo exited with status {process.returncode}: "
                            f"{errors.read().decode(errors='replace')}")
            return find_application(process.pid)

        app = wait_for(application, 15, "the demo on the accessibility bus")
        assert app.get_name() == PROGRAM_NAME
        # Every query goes to the demo itself: the cache could lag behind a change.
        app.set_cache_mask(Atspi.Cache.NONE)
        demo = Demo(process, app)
        wait_for(lambda: demo.find(Atspi.Role.FRAME, tr("Bottom Sheet")), 10, "the demo's window")
        # With no window manager, a window becomes active (and a screen reader notices
        # it) when the pointer enters it: bring the pointer in from outside.
        move_pointer_into_window()
        if ready is not None:
            wait_for(lambda: ready(demo), 10, "the demo to be ready")
        # The sheet starts moving once the window is shown: let it come to rest.
        pump(0.7)
        return demo

    yield start
    for process in started:
        stop(process)


@pytest.fixture
def no_animations_config():
    """An XDG_CONFIG_HOME whose gtk-4.0/settings.ini turns animations off, as a user's
    "reduce motion" choice does (GTK 4.8 reads it on X11 when no XSETTINGS daemon runs)."""
    folder = tempfile.mkdtemp(prefix="bs-a11y-config-")
    os.makedirs(os.path.join(folder, "gtk-4.0"))
    with open(os.path.join(folder, "gtk-4.0", "settings.ini"), "w") as settings:
        settings.write("[Settings]\ngtk-enable-animations=0\n")
    yield folder
    shutil.rmtree(folder, ignore_errors=True)
