#!/usr/bin/python3
"""The input seat of the phone sessions (scripts/phoc-session.sh): takes the commands of
the weston sessions' injector (scripts/weston-input/bs-weston-input.c, one line each on
the Unix socket BS_INPUT_SOCKET names, one answer line back: `ok` or `error MESSAGE`)
that a pointer can play, and plays them through wlroots' virtual pointer
(zwlr_virtual_pointer_v1), which phoc offers, spoken to on the Wayland wire directly (no
binding library). One pointer is made at start and kept: one made per command, as
wlrctl makes it, comes and goes before a client has bound its wl_pointer, and the
client never sees its click.

    phoc-input.py WIDTH HEIGHT     the output's size in logical px, e.g. 360 720

Coordinates in commands are the window's: phoc maximises a window, at the output's
top left corner, and `origin X Y` says otherwise. Positions below the window are on the
on-screen keyboard, whose keys a test presses this way, as a finger would.

Commands of its own: `keyboard show|hide`, the on-screen keyboard shown or hidden as
Phosh does it (squeekboard's sm.puri.OSK0 SetVisible on the session bus); `screenshot
PATH`, the output as a PNG (grim, through wlroots' screencopy).

phoc's virtual devices make no touch, and a keyboard of this seat's own is not needed
(keys come from the on-screen keyboard): `touch-*`, `key`, `wheel`, `scroll` and `focus`
answer with an error saying so.
"""
import os
import socket
import struct
import subprocess
import sys
import threading
import time

from gi.repository import Gio, GLib


class Wayland:
    """A Wayland client connection, the few requests and events the pointer needs."""

    def __init__(self):
        self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock.connect(os.path.join(os.environ["XDG_RUNTIME_DIR"], os.environ["WAYLAND_DISPLAY"]))
        self.next_id = 2
        self.buffer = b""
        self.globals = {}
        self.registry = self.new_id()
        self.send(1, 1, self.uint(self.registry))  # wl_display.get_registry
        self.roundtrip()

    def new_id(self):
        self.next_id += 1
        return self.next_id - 1

    @staticmethod
    def uint(value):
        return struct.pack("<I", value & 0xFFFFFFFF)

    @staticmethod
    def string(text):
        data = text.encode() + b"\0"
        return struct.pack("<I", len(data)) + data + b"\0" * (-len(data) % 4)

    def send(self, obj, opcode, payload=b""):
        self.sock.sendall(struct.pack("<II", obj, ((8 + len(payload)) << 16) | opcode) + payload)

    def read_event(self):
        while len(self.buffer) < 8 or len(self.buffer) < (struct.unpack_from("<I", self.buffer, 4)[0] >> 16):
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ValueError("phoc closed the connection")
            self.buffer += chunk
        obj, word = struct.unpack_from("<II", self.buffer)
        size = word >> 16
        body, self.buffer = self.buffer[8:size], self.buffer[size:]
        return obj, word & 0xFFFF, body

    def roundtrip(self):
        """Waits until phoc has handled every request sent so far (wl_display.sync)."""
        callback = self.new_id()
        self.send(1, 0, self.uint(callback))
        while True:
            obj, opcode, body = self.read_event()
            if obj == 1 and opcode == 0:  # wl_display.error
                _, code, length = struct.unpack_from("<III", body)
                raise ValueError(f"protocol error {code}: {body[12:12 + length - 1].decode()}")
            if obj == self.registry and opcode == 0:  # wl_registry.global
                name, length = struct.unpack_from("<II", body)
                self.globals[body[8:8 + length - 1].decode()] = name
            if obj == callback and opcode == 0:  # wl_callback.done
                return

    def bind(self, interface, version):
        if interface not in self.globals:
            raise ValueError(f"phoc has no {interface}")
        obj = self.new_id()
        self.send(self.registry, 0, self.uint(self.globals[interface]) + self.string(interface)
                  + self.uint(version) + self.uint(obj))
        return obj


class Seat:
    def __init__(self, width: int, height: int):
        self.width, self.height = width, height
        self.origin = (0.0, 0.0)
        self.pressed = set()
        self.lock = threading.Lock()
        self.wayland = Wayland()
        seat = self.wayland.bind("wl_seat", 1)
        manager = self.wayland.bind("zwlr_virtual_pointer_manager_v1", 1)
        self.pointer = self.wayland.new_id()
        self.wayland.send(manager, 0, self.wayland.uint(seat) + self.wayland.uint(self.pointer))
        self.wayland.roundtrip()
        self.bus = Gio.bus_get_sync(Gio.BusType.SESSION)

    def pointer_request(self, opcode: int, *words: int):
        payload = b"".join(self.wayland.uint(word) for word in words)
        self.wayland.send(self.pointer, opcode, payload)
        self.wayland.send(self.pointer, 4)  # frame
        self.wayland.roundtrip()

    @staticmethod
    def now() -> int:
        return int(time.monotonic() * 1000)

    def handle(self, words: list) -> str:
        command, arguments = words[0], words[1:]
        if command == "origin":
            self.origin = (float(arguments[0]), float(arguments[1]))
        elif command == "motion":
            # motion_absolute: a position as a fraction of an extent, here hundredths of
            # a logical px of the output.
            x, y = self.origin[0] + float(arguments[0]), self.origin[1] + float(arguments[1])
            self.pointer_request(1, self.now(), round(x * 100), round(y * 100), self.width * 100, self.height * 100)
        elif command == "button":
            # As weston's seat: a release with no press is refused.
            button, pressed = int(arguments[0]), arguments[1] == "pressed"
            if not pressed and button not in self.pressed:
                return f"error button {button} is not pressed"
            (self.pressed.add if pressed else self.pressed.discard)(button)
            self.pointer_request(2, self.now(), button, 1 if pressed else 0)
        elif command == "keyboard":
            self.bus.call_sync("sm.puri.OSK0", "/sm/puri/OSK0", "sm.puri.OSK0", "SetVisible",
                               GLib.Variant("(b)", (arguments[0] == "show",)), None, Gio.DBusCallFlags.NONE,
                               5000, None)
        elif command == "screenshot":
            result = subprocess.run(["grim", arguments[0]], capture_output=True, text=True, timeout=30)
            if result.returncode != 0:
                return f"error grim: {result.stderr.strip()}"
        elif command in ("touch-down", "touch-motion", "touch-up", "touch-cancel"):
            return "error phoc's virtual devices make no touch"
        elif command in ("key", "wheel", "scroll", "scroll-stop", "focus"):
            return f"error the phone session's seat has no {command}: keys come from the on-screen keyboard"
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
            except (GLib.Error, IndexError, ValueError, subprocess.TimeoutExpired) as error:
                answer = f"error {' '.join(words)}: {error}"
            lines.write(answer + "\n")
            lines.flush()


def main():
    path = os.environ["BS_INPUT_SOCKET"]
    seat = Seat(int(sys.argv[1]), int(sys.argv[2]))
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
