"""The patterns public GNOME apps use around AdwBottomSheet, with the class renamed to
BsBottomSheet and nothing else changed: each check builds its UI (with GtkBuilder, as
the apps' .ui and Blueprint files do) and prints one line per behaviour that holds,
stopping at the first assertion that does not (test_adw_drop_in.py reads the lines).

    adw-drop-in.py CHECK     CHECK: one of the names in CHECKS below
"""
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Adw", "1")
gi.require_version("Bs", "1")
from gi.repository import Adw, Bs, GLib, GObject, Gtk  # noqa: E402

GObject.type_ensure(Bs.BottomSheet)
Adw.init()


def build(ui):
    return Gtk.Builder.new_from_string(f"<interface>{ui}</interface>", -1)


def show(child, width=600, height=800):
    """A window with `child`, mapped at its size, with a frame drawn."""
    window = Gtk.Window(default_width=width, default_height=height, child=child)
    window.present()
    iterate_until(lambda: window.get_mapped() and window.get_width() == width)
    iterate(0.2)
    return window


def iterate(seconds):
    context = GLib.MainContext.default()
    done = []
    GLib.timeout_add(int(seconds * 1000), lambda: done.append(True))
    while not done:
        context.iteration(True)


def iterate_until(condition, timeout=5.0):
    context = GLib.MainContext.default()
    end = GLib.get_monotonic_time() + timeout * 1e6
    while not condition():
        assert GLib.get_monotonic_time() < end, "timed out"
        context.iteration(False)


def properties():
    """libadwaita's demo and most apps: the parts as <property> (libadwaita 1.10 warns on
    <child type="…"> under GTK_DEBUG=builder), and AdwBottomSheet's own properties."""
    builder = build("""
      <object class="BsBottomSheet" id="sheet">
        <property name="modal">True</property>
        <property name="full-width">False</property>
        <property name="show-drag-handle">False</property>
        <property name="can-open">True</property>
        <property name="can-close">True</property>
        <property name="reveal-bottom-bar">False</property>
        <property name="align">0.5</property>
        <property name="content"><object class="GtkLabel" id="content"/></property>
        <property name="sheet"><object class="GtkLabel" id="inside"/></property>
        <property name="bottom-bar"><object class="GtkLabel" id="bar"/></property>
      </object>""")
    sheet = builder.get_object("sheet")
    assert sheet.props.content is builder.get_object("content")
    assert sheet.props.sheet is builder.get_object("inside")
    assert sheet.props.bottom_bar is builder.get_object("bar")
    print("content, sheet and bottom-bar given as properties")
    assert (sheet.props.modal, sheet.props.full_width, sheet.props.show_drag_handle,
            sheet.props.reveal_bottom_bar) == (True, False, False, False)
    print("modal, full-width, show-drag-handle, can-open, can-close, reveal-bottom-bar, align")
    build("""
      <object class="BsBottomSheet">
        <child type="content"><object class="GtkLabel"/></child>
        <child type="sheet"><object class="GtkLabel"/></child>
        <child type="bottom-bar"><object class="GtkLabel"/></child>
      </object>""")
    print("the <child type> form as well")


def close_action():
    """A button inside the sheet with action-name sheet.close (AdwBottomSheet's action)
    closes it; a closed sheet passes sheet.close on to an enclosing sheet (as a sheet
    inside an AdwDialog closes the dialog)."""
    builder = build("""
      <object class="BsBottomSheet" id="outer">
        <property name="content"><object class="GtkLabel"/></property>
        <property name="sheet">
          <object class="BsBottomSheet" id="inner">
            <property name="content">
              <object class="GtkButton" id="content-close">
                <property name="label">Done</property>
                <property name="action-name">sheet.close</property>
              </object>
            </property>
            <property name="sheet">
              <object class="GtkButton" id="close">
                <property name="label">Close</property>
                <property name="action-name">sheet.close</property>
              </object>
            </property>
          </object>
        </property>
      </object>""")
    outer, inner = builder.get_object("outer"), builder.get_object("inner")
    window = show(outer)
    outer.set_open(True)
    iterate_until(lambda: outer.props.open)
    iterate(0.8)
    inner.set_open(True)
    iterate_until(lambda: inner.props.open)
    iterate(0.8)
    builder.get_object("close").emit("clicked")
    iterate_until(lambda: not inner.props.open)
    assert outer.props.open
    print("a button in the sheet with sheet.close closes it")
    iterate(0.8)
    builder.get_object("content-close").emit("clicked")
    iterate_until(lambda: not outer.props.open)
    assert not inner.props.open
    print("on a closed sheet, sheet.close closes the sheet it is in")
    window.destroy()


def accessible_role():
    """An accessible-role set in the UI file (Nocturne's sheet is a navigation) is kept."""
    sheet = build("""
      <object class="BsBottomSheet" id="sheet">
        <property name="accessible-role">navigation</property>
        <property name="content"><object class="GtkLabel"/></property>
      </object>""").get_object("sheet")
    assert sheet.get_accessible_role() == Gtk.AccessibleRole.NAVIGATION, sheet.get_accessible_role()
    print("the accessible role set in the UI file is kept")
    plain = build('<object class="BsBottomSheet" id="sheet"/>').get_object("sheet")
    assert plain.get_accessible_role() == Gtk.AccessibleRole.GROUP
    print("and the sheet's own, group, where none is set")


def controller_child():
    """An event controller given as <child> (Nocturne's drop target) goes to the widget's
    controllers, not into the sheet's slots."""
    builder = build("""
      <object class="BsBottomSheet" id="sheet">
        <child>
          <object class="GtkDropTarget" id="drop">
            <property name="actions">copy</property>
            <property name="formats">GFile</property>
          </object>
        </child>
        <child><object class="GtkLabel" id="content"/></child>
        <child>
          <object class="GtkEventControllerKey" id="keys"/>
        </child>
      </object>""")
    sheet = builder.get_object("sheet")
    controllers = list(sheet.observe_controllers())
    assert builder.get_object("drop") in controllers and builder.get_object("keys") in controllers
    print("the controllers are the sheet's")
    assert sheet.props.content is builder.get_object("content")
    print("the untyped widget child is the content")


def margin_bound():
    """The content keeps clear of the bottom bar: its margin-bottom bound to
    bottom-bar-height (libadwaita's demo, Bazaar, Plattenalbum)."""
    builder = build("""
      <object class="BsBottomSheet" id="sheet">
        <property name="content">
          <object class="GtkLabel" id="content">
            <property name="margin-bottom" bind-source="sheet" bind-property="bottom-bar-height"
                      bind-flags="sync-create"/>
          </object>
        </property>
        <property name="sheet"><object class="GtkLabel"/></property>
        <property name="bottom-bar">
          <object class="GtkLabel">
            <property name="label">Now playing</property>
          </object>
        </property>
      </object>""")
    sheet, content = builder.get_object("sheet"), builder.get_object("content")
    window = show(sheet)
    iterate_until(lambda: sheet.props.bottom_bar_height > 0)
    assert content.props.margin_bottom == round(sheet.props.bottom_bar_height) > 0, \
        (content.props.margin_bottom, sheet.props.bottom_bar_height)
    print(f"the content's margin follows bottom-bar-height ({content.props.margin_bottom} px)")
    sheet.props.reveal_bottom_bar = False
    iterate_until(lambda: content.props.margin_bottom == 0)
    print("and goes to 0 with the bar")
    window.destroy()


TEMPLATE = """
<interface>
  <template class="DropInWindow" parent="GtkWindow">
    <property name="child">
      <object class="BsBottomSheet" id="sheet">
        <property name="content"><object class="GtkLabel"/></property>
        <property name="sheet"><object class="GtkLabel" id="inside"/></property>
      </object>
    </property>
  </template>
</interface>
"""


@Gtk.Template(string=TEMPLATE)
class DropInWindow(Gtk.Window):
    __gtype_name__ = "DropInWindow"
    sheet = Gtk.Template.Child()
    inside = Gtk.Template.Child()


def template_child():
    """The sheet as a template's child (Bazaar's window, libadwaita's demo page)."""
    window = DropInWindow()
    assert isinstance(window.sheet, Bs.BottomSheet) and window.sheet.props.sheet is window.inside
    print("the template's child is a BsBottomSheet with its parts")
    window.destroy()


def multi_layout_view():
    """The sheet in one layout of an AdwMultiLayoutView, its parts AdwLayoutSlots
    (libadwaita's documentation, High Tide, Plattenalbum): the children move into the
    sheet when that layout is chosen, and out of it again."""
    builder = build("""
      <object class="AdwMultiLayoutView" id="view">
        <child>
          <object class="AdwLayout">
            <property name="name">sidebar</property>
            <property name="content">
              <object class="GtkBox">
                <child><object class="AdwLayoutSlot"><property name="id">primary</property></object></child>
                <child><object class="AdwLayoutSlot"><property name="id">secondary</property></object></child>
              </object>
            </property>
          </object>
        </child>
        <child>
          <object class="AdwLayout">
            <property name="name">bottom-sheet</property>
            <property name="content">
              <object class="BsBottomSheet" id="sheet">
                <property name="open">True</property>
                <property name="content">
                  <object class="AdwLayoutSlot"><property name="id">primary</property></object>
                </property>
                <property name="sheet">
                  <object class="AdwLayoutSlot"><property name="id">secondary</property></object>
                </property>
              </object>
            </property>
          </object>
        </child>
        <child type="primary"><object class="GtkLabel" id="main"/></child>
        <child type="secondary"><object class="GtkLabel" id="details"/></child>
      </object>""")
    view, sheet = builder.get_object("view"), builder.get_object("sheet")
    details = builder.get_object("details")
    window = show(view)
    view.props.layout_name = "bottom-sheet"
    iterate_until(lambda: details.is_ancestor(sheet) and sheet.props.open)
    iterate(0.8)
    assert sheet.props.detent == Bs.Detent.EXPANDED and sheet.props.sheet_height > 0
    print("in the bottom-sheet layout the slots' children are in the sheet, open")
    view.props.layout_name = "sidebar"
    iterate_until(lambda: not details.is_ancestor(sheet))
    print("and leave it when the layout changes")
    view.props.layout_name = "bottom-sheet"
    iterate_until(lambda: details.is_ancestor(sheet))
    print("and come back")
    window.destroy()


CHECKS = {
    "properties": properties,
    "close-action": close_action,
    "accessible-role": accessible_role,
    "controller-child": controller_child,
    "margin-bound": margin_bound,
    "template-child": template_child,
    "multi-layout-view": multi_layout_view,
}

CHECKS[sys.argv[1]]()
