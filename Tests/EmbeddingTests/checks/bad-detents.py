"""What a Python app gets for a detent that does not exist: one line per
attempt, "ATTEMPT -> WHAT HAPPENED; detent NICK, N detent-changed", for
test_bad_detents.py to check (and a reader to see)."""
import warnings

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Bs", "1")
from gi.repository import Bs, Gtk  # noqa: E402

attempts = {
    'props.detent = "middle"': lambda sheet: setattr(sheet.props, "detent", "middle"),
    # A real detent by name: PyGObject 3.46 and later take it, older ones refuse any string.
    'props.detent = "full"': lambda sheet: setattr(sheet.props, "detent", "full"),
    "props.detent = 7": lambda sheet: setattr(sheet.props, "detent", 7),
    'set_property("detent", 7)': lambda sheet: sheet.set_property("detent", 7),
    "set_detent(7)": lambda sheet: sheet.set_detent(7),
    "Bs.Detent(7)": lambda sheet: Bs.Detent(7),
    "Bs.Detent.MIDDLE": lambda sheet: Bs.Detent.MIDDLE,
    'BottomSheet(detent="middle")': lambda sheet: Bs.BottomSheet(detent="middle"),
}
for attempt, run in attempts.items():
    # A new sheet for each attempt, so that one cannot change the next; at
    # expanded, not the default, so that a bad value falling back to the
    # default would show.
    sheet = Bs.BottomSheet(content=Gtk.Label(), sheet=Gtk.Label(label="sheet"), detent=Bs.Detent.EXPANDED)
    changes = []
    sheet.connect("detent-changed", lambda sheet, detent: changes.append(detent))
    # PyGObject turns GLib's warnings and criticals into Python warnings: record them.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            run(sheet)
            outcome = "no exception"
        except Exception as error:  # noqa: BLE001 - showing whatever it is
            outcome = f"{type(error).__name__}: {error}"
    outcome += "".join(f"; warning: {warning.message}" for warning in caught)
    print(f"{attempt} -> {outcome}; detent {sheet.props.detent.value_nick}, {len(changes)} detent-changed")
