"""Pages from Python: a sheet open in a window pushes a page, reads page-count
and visible-page, pops it and hears `popped` with the page; the page slides
out and leaves the sheet; then two pages and pop_to_root, popped newest first.
One line per check that passed; stops with the failed assertion at the first
that does not (test_python_program.py reads the lines)."""
import gi

gi.require_version("Gtk", "4.0")
gi.require_version("Bs", "1")
from gi.repository import Bs, GLib, Gtk  # noqa: E402

root = Gtk.Label(label="The root page")
sheet = Bs.BottomSheet(content=Gtk.Label(label="Content"), sheet=root, title="Pages")
pushed, popped, counts = [], [], []
sheet.connect("pushed", lambda sheet, page: pushed.append(page))
sheet.connect("popped", lambda sheet, page: popped.append(page))
sheet.connect("notify::page-count", lambda sheet, pspec: counts.append(sheet.props.page_count))


def wait_until(condition, timeout=5.0):
    """Iterates the main loop until condition() holds; fails after timeout s."""
    deadline = GLib.get_monotonic_time() + int(timeout * 1e6)
    while not condition():
        assert GLib.get_monotonic_time() < deadline, "timed out"
        GLib.MainContext.default().iteration(False)


def tour():
    """The checks, on a sheet open in a window (pages slide there)."""
    assert sheet.props.page_count == 1 and sheet.get_page_count() == 1
    assert sheet.props.visible_page is root and sheet.get_visible_page() is root
    print("before: page-count 1, visible-page is the sheet's child")

    page = Gtk.Label(label="Details")
    sheet.push(page, "Details")
    assert sheet.props.page_count == 2, sheet.props.page_count
    assert sheet.props.visible_page is page and sheet.get_visible_page() is page
    assert pushed == [page] and counts == [2], (pushed, counts)
    print("push: page-count 2, visible-page is the page, pushed with the page")

    assert sheet.pop() is True
    assert popped == [page] and counts == [2, 1], (popped, counts)
    assert sheet.props.page_count == 1 and sheet.props.visible_page is root
    print("pop: True, popped with the page, page-count 1, visible-page is the sheet's child")

    wait_until(lambda: page.get_parent() is None)
    assert sheet.pop() is False
    print("the page slid out and left the sheet; pop with no page pushed: False")

    first, second = Gtk.Label(label="First"), Gtk.Label(label="Second")
    sheet.push(first, None)
    sheet.push(second, "Second")
    assert sheet.props.page_count == 3 and sheet.props.visible_page is second
    popped.clear()
    assert sheet.pop_to_root() is True
    assert popped == [second, first], popped
    assert sheet.props.page_count == 1 and sheet.props.visible_page is root
    wait_until(lambda: first.get_parent() is None and second.get_parent() is None)
    print("pop_to_root: True, popped newest first, page-count 1")


window = Gtk.Window(default_width=600, default_height=800, child=sheet)
window.present()
sheet.present()
wait_until(lambda: sheet.get_mapped() and sheet.props.detent == Bs.Detent.EXPANDED)
tour()
window.destroy()
