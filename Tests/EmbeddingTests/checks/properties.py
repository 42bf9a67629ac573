"""Every property of Bs.BottomSheet, set by its GObject name from Python: the
value reads back by name, through props and through the C getter, and notify
fires once. Also the detent enum as Python sees it. Exits non-zero (with the
failed assertion) on the first difference."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Bs", "1")
from gi.repository import Bs, GObject, Gtk  # noqa: E402

sheet = Bs.BottomSheet()
notified = []
sheet.connect("notify", lambda sheet, pspec: notified.append(pspec.name))

# name, a value other than the default, the C getter
writable = [
    ("modal", False, sheet.get_modal),
    ("can-close", False, sheet.get_can_close),
    ("show-drag-handle", False, sheet.get_show_drag_handle),
    ("peek-height", 72.0, sheet.get_peek_height),
    ("expanded-fraction", 0.75, sheet.get_expanded_fraction),
    ("top-inset", 12.0, sheet.get_top_inset),
    ("dim-opacity", 0.25, sheet.get_dim_opacity),
    ("title", "Filters", sheet.get_title),
    ("content", Gtk.Label(label="content"), sheet.get_content),
    ("sheet", Gtk.Label(label="sheet"), sheet.get_sheet),
    ("header", Gtk.Label(label="header"), sheet.get_header),
    ("footer", Gtk.Label(label="footer"), sheet.get_footer),
    ("presentation", Bs.Presentation.SIDE, sheet.get_presentation),
    ("max-width", 480.0, sheet.get_max_width),
    ("side-breakpoint", 1100.0, sheet.get_side_breakpoint),
    ("align", 0.0, sheet.get_align),
    ("modal-detent", Bs.Detent.FULL, sheet.get_modal_detent),
    ("detents", Bs.Detents.PEEK | Bs.Detents.FULL, sheet.get_detents),
]
# The sheet's child is the root page: the page count and the page shown change with it.
also_notified = {"sheet": ["page-count", "visible-page"]}
for name, value, getter in writable:
    notified.clear()
    sheet.set_property(name, value)
    assert sheet.get_property(name) == value, (name, sheet.get_property(name))
    assert getattr(sheet.props, name.replace("-", "_")) == value, name
    assert getter() == value, (name, getter())
    assert sorted(notified) == sorted([name] + also_notified.get(name, [])), (name, notified)
    also = also_notified.get(name)
    print(f"{name}: set by name, read back, notified once" + (f" (and {' and '.join(also)})" if also else ""))

# Setting the same value again is not a change: no notify.
notified.clear()
sheet.set_property("title", "Filters")
assert notified == [], notified

# The read-only properties refuse to be set.
for name in ("progress", "sheet-height"):
    assert not sheet.find_property(name).flags & GObject.ParamFlags.WRITABLE, name
    assert sheet.get_property(name) == 0.0, name
print("progress, sheet-height: read-only, 0 while dismissed")

# The pages: read-only too; the sheet's child (set above) is the one page.
for name in ("page-count", "visible-page"):
    assert not sheet.find_property(name).flags & GObject.ParamFlags.WRITABLE, name
assert sheet.get_property("page-count") == sheet.props.page_count == sheet.get_page_count() == 1
child = sheet.get_sheet()
assert sheet.get_property("visible-page") is sheet.props.visible_page is sheet.get_visible_page() is child
assert sheet.find_property("visible-page").value_type == Gtk.Widget.__gtype__
print("page-count, visible-page: read-only, 1 and the sheet's child")

# Where the sheet is shown: chosen at layout, so bottom until the sheet has a window.
assert not sheet.find_property("current-presentation").flags & GObject.ParamFlags.WRITABLE
assert sheet.props.current_presentation == sheet.get_current_presentation() == Bs.Presentation.BOTTOM
assert [(p.value_nick, int(p)) for p in (Bs.Presentation.AUTOMATIC, Bs.Presentation.BOTTOM, Bs.Presentation.SIDE)] == [
    ("automatic", 0), ("bottom", 1), ("side", 2)]
assert Bs.BottomSheet().props.presentation == Bs.Presentation.AUTOMATIC
print("current-presentation: read-only, a BsPresentation, bottom before any layout")

# The enum: a registered GType with the C names and nicks; props.detent is a member.
assert Bs.Detent.__gtype__.name == "BsDetent"
assert [(d.value_name, d.value_nick, int(d)) for d in (Bs.Detent.DISMISSED, Bs.Detent.PEEK, Bs.Detent.EXPANDED, Bs.Detent.FULL)] == [
    ("BS_DETENT_DISMISSED", "dismissed", 0), ("BS_DETENT_PEEK", "peek", 1),
    ("BS_DETENT_EXPANDED", "expanded", 2), ("BS_DETENT_FULL", "full", 3)]
detent = sheet.props.detent
assert isinstance(detent, Bs.Detent) and detent == Bs.Detent.DISMISSED and detent.value_nick == "dismissed"
assert sheet.find_property("detent").value_type == Bs.Detent.__gtype__
print("detent: a BsDetent, read as Bs.Detent.DISMISSED ('dismissed')")
