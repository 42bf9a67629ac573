# blueprint-compiler compile --output window.ui ../window.blp && python3 main.py
import sys

import gi

gi.require_version("Adw", "1")
gi.require_version("Bs", "1")
from gi.repository import Adw, Bs, GObject, Gtk  # noqa: E402


def on_activate(app):
    GObject.type_ensure(Bs.BottomSheet)  # for Gtk.Builder
    builder = Gtk.Builder.new_from_file("window.ui")
    window, sheet = builder.get_object("window"), builder.get_object("sheet")
    sheet.connect("detent-changed", lambda sheet, detent: print("Detent:", detent.value_name))
    window.set_application(app)
    window.present()
    sheet.present()


app = Adw.Application(application_id="org.example.Sheet")
app.connect("activate", on_activate)
sys.exit(app.run(sys.argv))
