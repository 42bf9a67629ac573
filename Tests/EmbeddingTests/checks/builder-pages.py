"""GtkBuilder's <child type="page"> from Python: the first page is the sheet's
child (the root page), the next are pushed over it in order, each titled by its
own `title` string property when it has one (GtkColorButton has one in GTK 4.8)
and untitled otherwise. One line per check that passed; stops with the failed
assertion at the first that does not (test_builder.py reads the lines)."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Bs", "1")
from gi.repository import Bs, GObject, Gtk  # noqa: E402

UI = """
<interface>
  <object class="BsBottomSheet" id="sheet">
    <child type="content"><object class="GtkLabel" id="content"/></child>
    <child type="page"><object class="GtkLabel" id="root"><property name="label">Root</property></object></child>
    <child type="page"><object class="GtkColorButton" id="titled"><property name="title">Pin colour</property></object></child>
    <child type="page"><object class="GtkBox" id="untitled"/></child>
  </object>
</interface>
"""


def page_title(sheet):
    """The title the sheet shows over a pushed page: the label in its page header
    (the centre box with the style class page-header)."""
    def headers(widget):
        if "page-header" in widget.get_css_classes():
            yield widget
        child = widget.get_first_child()
        while child:
            yield from headers(child)
            child = child.get_next_sibling()

    (header,) = headers(sheet)
    return header.get_center_widget().get_text()


GObject.type_ensure(Bs.BottomSheet)
builder = Gtk.Builder.new_from_string(UI, -1)
sheet, root, titled, untitled = (builder.get_object(name) for name in ("sheet", "root", "titled", "untitled"))

assert sheet.props.sheet is root, sheet.props.sheet
assert sheet.props.content is builder.get_object("content")
print("the first page is the sheet's child")

assert sheet.props.page_count == 3, sheet.props.page_count
assert sheet.props.visible_page is untitled
assert page_title(sheet) == "", page_title(sheet)
print("the next two are pushed: page-count 3, the last one shown, untitled")

popped = []
sheet.connect("popped", lambda sheet, page: popped.append(page))
assert sheet.pop() is True
assert sheet.props.visible_page is titled
assert page_title(sheet) == "Pin colour", page_title(sheet)
print("under it, the page titled by its own title property: Pin colour")

assert sheet.pop() is True and sheet.pop() is False
assert popped == [untitled, titled] and sheet.props.page_count == 1
print("popped in turn down to the root page")
