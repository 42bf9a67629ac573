"""Shows the sheet that data/example.ui declares. Its Close button closes the
sheet; this program presses it itself a second after the window opens, and
exits once the sheet has closed.

    python3 example-ui.py data/example.ui"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Bs", "1")
from gi.repository import Bs, GLib, GObject, Gtk  # noqa: E402

# GtkBuilder finds BsBottomSheet by name once the type is registered.
GObject.type_ensure(Bs.BottomSheet)
builder = Gtk.Builder.new_from_file(sys.argv[1])
sheet = builder.get_object("sheet")
close_button = builder.get_object("close-button")
close_button.connect("clicked", lambda button: sheet.close())

loop = GLib.MainLoop()
sheet.connect("detent-changed", lambda sheet, detent: print("detent-changed:", detent.value_nick))
sheet.connect("closed", lambda sheet: loop.quit())


def press_close():
    print(f"{sheet.props.title}: {sheet.props.detent.value_nick}, {sheet.props.sheet_height:.0f} px high")
    close_button.activate()  # as a click would
    return GLib.SOURCE_REMOVE


window = Gtk.Window(default_width=600, default_height=800, child=sheet)
window.present()
GLib.timeout_add(1000, press_close)
loop.run()

print("closed")
window.destroy()
