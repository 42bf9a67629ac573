"""A window with a bottom sheet that moves through its detents on its own,
printing each signal, and exits once the sheet has closed."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Bs", "1")
from gi.repository import Bs, GLib, Gtk  # noqa: E402

rows = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=12)
for number in range(1, 11):
    rows.append(Gtk.Label(label=f"Row {number}"))

# Properties by name: as keyword arguments, with set_property, or through props.
sheet = Bs.BottomSheet(content=Gtk.Label(label="Content"), sheet=rows, title="Ten rows")
sheet.set_property("can-close", False)
loop = GLib.MainLoop()


def on_detent_changed(sheet, detent):
    print("detent-changed:", detent.value_nick)


def on_close_attempt(sheet):
    # can-close is False: an app would ask "Discard changes?" here.
    print("close-attempt")


def on_closed(sheet):
    print("closed")
    loop.quit()


sheet.connect("detent-changed", on_detent_changed)
sheet.connect("close-attempt", on_close_attempt)
sheet.connect("closed", on_closed)


def tour():
    """The steps of the tour: each call to next() runs one, up to its yield."""
    sheet.present()  # expanded
    yield GLib.SOURCE_CONTINUE
    sheet.props.detent = Bs.Detent.FULL
    yield GLib.SOURCE_CONTINUE
    sheet.close()  # refused: back to expanded
    yield GLib.SOURCE_CONTINUE
    sheet.props.peek_height = 80
    sheet.set_property("detent", Bs.Detent.PEEK)
    yield GLib.SOURCE_CONTINUE
    sheet.force_close()  # dismissed, then closed
    yield GLib.SOURCE_REMOVE


# One step every half second, so that each move can be seen.
GLib.timeout_add(500, next, tour())

window = Gtk.Window(default_width=600, default_height=800, child=sheet)
window.present()
loop.run()

print("detent:", sheet.props.detent.value_nick)
window.destroy()
