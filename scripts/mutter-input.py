#!/usr/bin/python3
"""The input seat of the mutter test sessions (scripts/mutter-session.sh): takes the
commands of the weston sessions' injector (scripts/weston-input/bs-weston-input.c, one
line each on the Unix socket BS_INPUT_SOCKET names, one answer line back: `ok` or
`error MESSAGE`) and plays them through mutter's own remote-desktop D-Bus API
(org.gnome.Mutter.RemoteDesktop), the one GNOME's remote desktop and its test tools
use: a remote-desktop session tied to a screen-cast stream of the monitor, which
places absolute pointer and touch positions.

    mutter-input.py MONITOR SCALE     e.g. Meta-0 1.25

Coordinates in commands are the focused window's (as with weston), which a Wayland
client cannot see from the compositor's side: the tests tell the window's place on
the monitor first with `origin X Y` (logical px; WestonInput.swift finds it by moving
the pointer). The stream's coordinates are device pixels: logical × SCALE.

One command of its own, `screenshot PATH`: the monitor's next picture from the
screen-cast stream, as a PNG (GStreamer's PipeWire source; CompositorPicture.swift).

mutter's API has no touch cancel and tells nothing of the focused surface: `touch-cancel`
and `focus` answer with an error saying so.
"""
import os
import socket
import sys
import threading

import gi

gi.require_version("Gst", "1.0")
from gi.repository import Gio, GLib, Gst  # noqa: E402

REMOTE_DESKTOP = "org.gnome.Mutter.RemoteDesktop"
SCREEN_CAST = "org.gnome.Mutter.ScreenCast"
# NotifyPointerAxis's flags (mutter's org.gnome.Mutter.RemoteDesktop.xml).
AXIS_FINISH, AXIS_SOURCE_FINGER = 1, 4
KEY_LEFTSHIFT = 42


class Seat:
    def __init__(self, monitor: str, scale: float):
        self.scale = scale
        self.origin = (0.0, 0.0)
        self.pressed = set()
        self.lock = threading.Lock()
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION)
        self.session = self.call(REMOTE_DESKTOP, "/org/gnome/Mutter/RemoteDesktop", REMOTE_DESKTOP,
                                 "CreateSession", None, "(o)")[0]
        session_id = self.call(REMOTE_DESKTOP, self.session, "org.freedesktop.DBus.Properties", "Get",
                               GLib.Variant("(ss)", (REMOTE_DESKTOP + ".Session", "SessionId")), "(v)")[0]
        cast = self.call(SCREEN_CAST, "/org/gnome/Mutter/ScreenCast", SCREEN_CAST, "CreateSession",
                         GLib.Variant("(a{sv})", ({"remote-desktop-session-id": GLib.Variant("s", session_id)},)),
                         "(o)")[0]
        self.stream = self.call(SCREEN_CAST, cast, SCREEN_CAST + ".Session", "RecordMonitor",
                                GLib.Variant("(sa{sv})", (monitor, {})), "(o)")[0]
        # The stream's PipeWire node, which `screenshot` reads, is told once it starts.
        nodes = []
        self.bus.signal_subscribe(SCREEN_CAST, SCREEN_CAST + ".Stream", "PipeWireStreamAdded", self.stream,
                                  None, Gio.DBusSignalFlags.NONE,
                                  lambda *arguments: nodes.append(arguments[5].unpack()[0]))
        self.notify("Start", None)
        context = GLib.MainContext.default()
        while not nodes:
            context.iteration(True)
        self.node = nodes[0]
        # mutter makes the seat's keyboard and touchscreen on their first event, and
        # tells clients of them only afterwards: that first event reaches no client.
        # Made here, with events no window sees (a Shift tap, a touch in the corner).
        self.notify("NotifyKeyboardKeycode", GLib.Variant("(ub)", (KEY_LEFTSHIFT, True)))
        self.notify("NotifyKeyboardKeycode", GLib.Variant("(ub)", (KEY_LEFTSHIFT, False)))
        self.notify("NotifyTouchDown", GLib.Variant("(sudd)", (self.stream, 0, 0.0, 0.0)))
        self.notify("NotifyTouchUp", GLib.Variant("(u)", (0,)))
        self.touched = True
        self.move_pointer(0.0, 0.0)

    def move_pointer(self, x: float, y: float):
        # After a touch, mutter takes the pointer's next motion to show the pointer
        # again and sends it to no client: a motion a pixel beside goes first.
        if self.touched:
            self.notify("NotifyPointerMotionAbsolute", GLib.Variant("(sdd)", (self.stream, x + 1, y)))
            self.touched = False
        self.notify("NotifyPointerMotionAbsolute", GLib.Variant("(sdd)", (self.stream, x, y)))

    def screenshot(self, path: str):
        """The monitor's next picture from the screen-cast stream, as a PNG at `path`."""
        pipeline = Gst.parse_launch(f"pipewiresrc path={self.node} always-copy=true num-buffers=1 "
                                    f"! videoconvert ! pngenc ! filesink location={path}")
        pipeline.set_state(Gst.State.PLAYING)
        message = pipeline.get_bus().timed_pop_filtered(10 * Gst.SECOND, Gst.MessageType.EOS | Gst.MessageType.ERROR)
        pipeline.set_state(Gst.State.NULL)
        if message is None:
            raise ValueError("no picture from the screen-cast stream within 10 s")
        if message.type == Gst.MessageType.ERROR:
            raise ValueError(message.parse_error()[0].message)

    def call(self, name, path, interface, method, arguments, reply=None):
        result = self.bus.call_sync(name, path, interface, method, arguments,
                                    GLib.VariantType(reply) if reply else None, Gio.DBusCallFlags.NONE, 5000, None)
        return result.unpack() if result is not None else None

    def notify(self, method: str, arguments):
        self.call(REMOTE_DESKTOP, self.session, REMOTE_DESKTOP + ".Session", method, arguments)

    def place(self, x: str, y: str) -> tuple:
        """Window coordinates to the stream's device pixels."""
        return ((self.origin[0] + float(x)) * self.scale, (self.origin[1] + float(y)) * self.scale)

    def handle(self, words: list) -> str:
        command, arguments = words[0], words[1:]
        if command == "origin":
            self.origin = (float(arguments[0]), float(arguments[1]))
        elif command == "motion":
            self.move_pointer(*self.place(*arguments))
        elif command == "button":
            # As weston's seat: a release with no press is refused (mutter would warn).
            button, pressed = int(arguments[0]), arguments[1] == "pressed"
            if not pressed and button not in self.pressed:
                return f"error button {button} is not pressed"
            (self.pressed.add if pressed else self.pressed.discard)(button)
            self.notify("NotifyPointerButton", GLib.Variant("(ib)", (button, pressed)))
        elif command == "key":
            self.notify("NotifyKeyboardKeycode", GLib.Variant("(ub)", (int(arguments[0]), arguments[1] == "pressed")))
        elif command == "wheel":
            # Axis 0 is vertical, 1 horizontal; steps > 0 scroll down or right.
            for axis, steps in ((1, int(arguments[0])), (0, int(arguments[1]))):
                if steps:
                    self.notify("NotifyPointerAxisDiscrete", GLib.Variant("(ui)", (axis, steps)))
        elif command == "scroll":
            self.notify("NotifyPointerAxis", GLib.Variant("(ddu)", (float(arguments[0]), float(arguments[1]),
                                                                    AXIS_SOURCE_FINGER)))
        elif command == "scroll-stop":
            self.notify("NotifyPointerAxis", GLib.Variant("(ddu)", (0.0, 0.0, AXIS_FINISH | AXIS_SOURCE_FINGER)))
        elif command in ("touch-down", "touch-motion"):
            method = "NotifyTouchDown" if command == "touch-down" else "NotifyTouchMotion"
            self.touched = True
            self.notify(method, GLib.Variant("(sudd)", (self.stream, int(arguments[0]), *self.place(*arguments[1:3]))))
        elif command == "touch-up":
            self.notify("NotifyTouchUp", GLib.Variant("(u)", (int(arguments[0]),)))
        elif command == "screenshot":
            self.screenshot(arguments[0])
        elif command in ("touch-cancel", "focus"):
            return f"error mutter's remote desktop has no {command}"
        else:
            return f"error unknown command {command}"
        return "ok"


def serve(seat: Seat, connection: socket.socket):
    with connection, connection.makefile("rw") as lines:
        for line in lines:
            words = line.split()
            if not words:
                continue
            try:
                with seat.lock:
                    answer = seat.handle(words)
            except (GLib.Error, IndexError, ValueError) as error:
                answer = f"error {' '.join(words)}: {error}"
            lines.write(answer + "\n")
            lines.flush()


def main():
    monitor, scale = sys.argv[1], float(sys.argv[2])
    path = os.environ["BS_INPUT_SOCKET"]
    Gst.init(None)
    seat = Seat(monitor, scale)
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path + ".new")
    listener.listen()
    # The socket appears under its name only once the seat can serve it.
    os.rename(path + ".new", path)
    while True:
        connection, _ = listener.accept()
        threading.Thread(target=serve, args=(seat, connection), daemon=True).start()


if __name__ == "__main__":
    main()
