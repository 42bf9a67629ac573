#!/usr/bin/python3
"""gtk-renderer.py [COMMAND...]: prints the GTK version, display and renderer that a
window gets here, as the test suites' windows get them (`GTK 4.18.6, GdkWaylandDisplay,
GskGLRenderer`), then runs COMMAND in its place, or fails when BS_EXPECT_RENDERER names another
renderer. scripts/test.sh starts its GTK suites with it, so that each suite's log
says what it tested."""
import os
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

Gtk.init()
window = Gtk.Window()
window.present()
context = GLib.MainContext.default()
while not window.get_mapped():
    context.iteration(True)
display = window.get_display().__gtype__.name
renderer = window.get_native().get_renderer().__gtype__.name
print(f"GTK {Gtk.get_major_version()}.{Gtk.get_minor_version()}.{Gtk.get_micro_version()}, {display}, {renderer}")
window.destroy()
# BS_EXPECT_RENDERER: the renderer the suite is run to test ("cairo", "gl", "vulkan"):
# when GTK chose another, the suite does not run, and fails.
expected = os.environ.get("BS_EXPECT_RENDERER")
if expected and renderer.removeprefix("Gsk").removesuffix("Renderer").lower() != expected:
    print(f"gtk-renderer.py: GTK chose {renderer} where this suite tests the {expected} renderer "
          "(BS_EXPECT_RENDERER): it fell back, and the suite would not test what it says", file=sys.stderr)
    sys.exit(1)
if len(sys.argv) > 1:
    sys.stdout.flush()
    os.execvp(sys.argv[1], sys.argv[1:])
