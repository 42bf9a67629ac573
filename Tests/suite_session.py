"""The session the Python suites run in, shared by Tests/DemoTests,
Tests/AccessibilityTests and Tests/EmbeddingTests (each conftest puts this folder on
sys.path): what they require of it before a test starts (the demo, a display, a
session bus), failing with how scripts/test.sh provides it, and how they stop a
program they started.
"""
import os
import subprocess

import pytest


# What a program drawing with GTK's Cairo renderer on the virtual X screen (Xvfb) gets
# in its environment. GTK 4.24 (not 4.18) sets up EGL on an X11 display whichever
# renderer draws, and Mesa then says on stderr that Xvfb has no DRI3 device ("libEGL
# warning: DRI3 error"); the tests that read a program's stderr would see it. Without GL
# (GDK_DISABLE=gl, GTK 4.16 and later; earlier GTKs ignore it) GTK draws the same with
# Cairo, and says nothing.
CAIRO_ON_XVFB = {"GSK_RENDERER": "cairo", "GDK_DISABLE": "gl"}


def require_demo() -> str:
    """The demo's executable, which DEMO names."""
    path = os.environ.get("DEMO")
    if not path or not os.access(path, os.X_OK):
        pytest.fail("DEMO must name the bottom-sheet-demo executable (scripts/test.sh sets it)")
    return path


def require_display(backend: str = "x11") -> None:
    """A display for GDK's `backend`: an X server (xvfb-run) for x11, a compositor
    (scripts/wayland-session.sh) for wayland."""
    if backend == "x11" and not os.environ.get("DISPLAY"):
        pytest.fail("no display: run under xvfb-run, as scripts/test.sh does")
    elif backend == "wayland" and not os.environ.get("WAYLAND_DISPLAY"):
        pytest.fail("no Wayland display: run under scripts/wayland-session.sh, as scripts/test.sh does")
    elif backend not in ("x11", "wayland"):
        pytest.fail(f"GDK_BACKEND={backend}: the demo's tests run on x11 or wayland only")


def require_session_bus() -> None:
    """A private session bus (for the accessibility bus and its registry)."""
    if not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
        pytest.fail("no session bus: run under dbus-run-session, as scripts/test.sh does")


def stop(process: subprocess.Popen, timeout: float = 5) -> None:
    """Terminates `process` and waits for it to end; kills it if it has not ended
    within `timeout` seconds."""
    process.terminate()
    try:
        process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
