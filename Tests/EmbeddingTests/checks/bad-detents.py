"""What a Python app gets for a detent that does not exist: one line per
attempt, "ATTEMPT -> WHAT HAPPENED; detent still NICK, N detent-changed",
for test_bad_detents.py to check (and a reader to see)."""
import warnings

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Bs", "1")
from gi.repository import Bs, Gtk  # noqa: E402

sheet = Bs.BottomSheet(content=Gtk.Label(), sheet=Gtk.Label(label="sheet"))
changes = []
sheet.connect("detent-changed", lambda sheet, detent: changes.append(detent))

attempts = {
    'props.detent = "middle"': lambda: setattr(sheet.props, "detent", "middle"),
    'props.detent = "full"': lambda: setattr(sheet.props, "detent", "full"),
    "props.detent = 7": lambda: setattr(sheet.props, "detent", 7),
    'set_property("detent", 7)': lambda: sheet.set_property("detent", 7),
    "set_detent(7)": lambda: sheet.set_detent(7),
    "Bs.Detent(7)": lambda: Bs.Detent(7),
    "Bs.Detent.MIDDLE": lambda: Bs.Detent.MIDDLE,
    'BottomSheet(detent="middle")': lambda: Bs.BottomSheet(detent="middle"),
}
for attempt, run in attempts.items():
    changes.clear()
    # PyGObject turns GLib's warnings into Python warnings: record them.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            run()
            outcome = "no exception"
        except Exception as error:  # noqa: BLE001 - showing whatever it is
            outcome = f"{type(error).__name__}: {error}"
    outcome += "".join(f"; warning: {warning.message}" for warning in caught)
    print(f"{attempt} -> {outcome}; detent still {sheet.props.detent.value_nick}, {len(changes)} detent-changed")
