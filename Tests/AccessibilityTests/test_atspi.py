"""The demo over AT-SPI, as Orca sees it: roles, names, states, actions, focus and keys.

Each test starts its own demo; see conftest.py for how the suite runs. Every string a
test expects is the one the demo shows in this run's language (`tr`, `tr_plural`), so
the suite passes in English, German and Hebrew alike (LANGUAGE=de, LANGUAGE=he).
"""
import os
import subprocess

import pytest
from gi.repository import Atspi, Gio, GLib

from conftest import (PATIENCE, TYPE_NAME, action_names, describe, pump, run_action, states, tr, tr_plural,
                      wait_for, xdotool)

# The first language of LANGUAGE, as conftest's translation reads it ("" for English).
LANGUAGE = os.environ.get("LANGUAGE", "").split(":")[0]


def rows_title(count: int) -> str:
    """A list sheet's title, "31 rows", "1,000,000 rows": the demo puts the count, its
    digits grouped as the user's language groups them, where the plural has %s."""
    digits = str(count)
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    grouped = tr(",", "digit group separator").join([digits, *groups])
    return tr_plural("%s row", "%s rows", count).replace("%s", grouped)


LIST_TITLE = rows_title(31)  # the list scenario's sheet title
MILLION_TITLE = rows_title(1_000_000)  # the million scenario's
CONTAINER_TITLE = tr("Places")  # the container scenario's (non-modal, with a peek strip)
HANDLE = tr("Drag handle", "accessible name")
SHOW_THE_LIST = tr("_Show the list")  # the list scenario's opener

# The first sentence of the handle's description at each detent: where the sheet is.
POSITION = {
    "peek": tr("Peeking.", "sheet position"),
    "expanded": tr("Half height.", "sheet position"),
    "full": tr("Full height.", "sheet position"),
}
# Its second sentence: what activating the handle does.
ACTIVATE_TO_EXPAND = tr("Activate to expand.", "drag handle")
ACTIVATE_TO_COLLAPSE = tr("Activate to collapse.", "drag handle")
ACTIVATIONS = {ACTIVATE_TO_EXPAND, ACTIVATE_TO_COLLAPSE}
# From each detent, activating the handle takes the sheet to…
ACTIVATION = {"peek": ACTIVATE_TO_EXPAND, "expanded": ACTIVATE_TO_EXPAND, "full": ACTIVATE_TO_COLLAPSE}


def scenario_chooser_name(scenario_title: str) -> str:
    return tr("Scenario: %s").replace("%s", scenario_title)


def sheet(demo, title):
    return demo.wait_for_object(Atspi.Role.DIALOG, title)


def handle_of(demo, dialog):
    handle = demo.find(Atspi.Role.PUSH_BUTTON, HANDLE, under=dialog)
    assert handle is not None, f"no drag handle {HANDLE!r} in {describe(dialog)}"
    return handle


def says_position(description: str, detent: str) -> bool:
    """Whether the handle's description's first sentence is the position at `detent`."""
    position = POSITION[detent]
    return description == position or description.startswith(position + " ")


def wait_for_position(handle, detent, timeout=PATIENCE):
    wait_for(lambda: says_position(handle.get_description() or "", detent), timeout,
             f"the handle to say {POSITION[detent]!r} (it says {handle.get_description()!r})")


def sheet_actions(accessible) -> set:
    return {name for name in action_names(accessible) if name.startswith("sheet.")}


_A11Y_BUS = []


def a11y_bus() -> Gio.DBusConnection:
    """A connection of our own to the accessibility bus (the one Atspi talks on)."""
    if not _A11Y_BUS:
        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        (address,) = session.call_sync(
            "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
            GLib.VariantType("(s)"), Gio.DBusCallFlags.NONE, 5000, None).unpack()
        _A11Y_BUS.append(Gio.DBusConnection.new_for_address_sync(
            address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT
            | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None))
    return _A11Y_BUS[0]


def exported_actions(accessible) -> list:
    """The accessible's actions from one GetActions call, which involves no index.
    Debian 12's Atspi bindings (2.46) have no get_actions, so the call goes over D-Bus.
    Each entry starts with the localized name, which GTK 4.8 gives a widget's own
    actions as their name ("sheet.expand")."""
    reply = a11y_bus().call_sync(
        accessible.app.bus_name, accessible.path, "org.a11y.atspi.Action", "GetActions", None,
        GLib.VariantType("(a(sss))"), Gio.DBusCallFlags.NONE, 5000, None)
    return [name for name, _description, _key in reply.unpack()[0]]


# ---------------------------------------------------------------- the dialog ---

def test_an_open_modal_sheet_is_a_dialog_named_by_its_title_and_modal(launch):
    demo = launch("--scenario", "list", "--detent", "expanded")
    dialog = sheet(demo, LIST_TITLE)
    assert "modal" in states(dialog)
    assert TYPE_NAME.match(dialog.get_parent().get_name()) is None


def test_a_non_modal_sheet_is_a_dialog_that_is_not_modal(launch):
    demo = launch("--scenario", "container", "--detent", "expanded")
    dialog = sheet(demo, CONTAINER_TITLE)
    assert "modal" not in states(dialog)


def test_a_dismissed_sheet_is_not_in_the_tree(launch):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    demo.wait_for_object(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST)
    assert demo.find(Atspi.Role.DIALOG, LIST_TITLE) is None
    assert demo.find(Atspi.Role.PUSH_BUTTON, HANDLE) is None


def test_while_the_modal_sheet_is_open_the_content_is_not_in_the_tree(launch):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    opener = demo.wait_for_object(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST)
    run_action(opener, "click")
    dialog = sheet(demo, LIST_TITLE)
    demo.wait_until_gone(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST)
    assert demo.find_all(Atspi.Role.LABEL, tr("Drag the sheet to full, then keep dragging to scroll the list.")) == [], \
        "the content's text is hidden too"
    # The dialog is all there is in its host: no content, no scrim.
    host = demo.sheet_host(dialog)
    children = [host.get_child_at_index(i) for i in range(host.get_child_count())]
    assert [describe(child) for child in children] == [describe(dialog)]

    run_action(dialog, "sheet.dismiss")
    demo.wait_until_gone(Atspi.Role.DIALOG, LIST_TITLE)
    demo.wait_for_object(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST)


def choose_scenario(demo, current: str, scenario: str, key: str) -> None:
    """Chooses `scenario` in the header's chooser (showing `current`): its menu button's
    action opens it, focus starts on the chosen one, and `key` ("Up" or "Down") moves
    through the radio group, choosing, as in
    test_the_scenario_chooser_works_from_the_keyboard."""
    # GTK 4.8 names the menu button and the button inside it alike: the one with the action.
    buttons = demo.find_all(demo.roles.menu_button, scenario_chooser_name(current))
    run_action(next(button for button in buttons if "click" in action_names(button)), "click")
    demo.wait_for_focus(Atspi.Role.RADIO_BUTTON, current)
    demo.press_until_focused(Atspi.Role.RADIO_BUTTON, scenario, key)
    demo.press("Escape")
    demo.wait_for_focus(demo.roles.menu_button, scenario_chooser_name(scenario))


def test_the_content_stays_out_of_the_tree_when_the_modal_sheets_page_is_shown_again(launch):
    # GTK 4.10 and later put a widget back into the tree whenever it is mapped
    # (GtkVersions.mapResetsAccessibleHidden): the scenario stack hides the list
    # scenario and shows it again, its sheet still open, and maps its content again.
    demo = launch("--scenario", "list", "--detent", "expanded")
    two_stage_list, form = tr("Two-stage list", "scenario"), tr("Form", "scenario")
    content = tr("Drag the sheet to full, then keep dragging to scroll the list.")
    sheet(demo, LIST_TITLE)
    assert demo.find_all(Atspi.Role.LABEL, content) == []
    choose_scenario(demo, two_stage_list, form, "Down")
    demo.wait_until_gone(Atspi.Role.DIALOG, LIST_TITLE)
    choose_scenario(demo, form, two_stage_list, "Up")
    dialog = sheet(demo, LIST_TITLE)
    assert demo.find_all(Atspi.Role.LABEL, content) == [], "the content came back into the tree"
    assert demo.find(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST) is None
    host = demo.sheet_host(dialog)
    assert [describe(child) for child in children(host)] == [describe(dialog)]


# ---------------------------------------------------------------- the handle ---

@pytest.mark.parametrize("scenario,title,detent,expanded", [
    ("list", LIST_TITLE, "expanded", False),
    ("list", LIST_TITLE, "full", True),
    ("container", CONTAINER_TITLE, "peek", False),
    ("container", CONTAINER_TITLE, "expanded", False),
])
def test_the_handle_is_a_push_button_that_says_where_the_sheet_is(launch, scenario, title, detent, expanded):
    demo = launch("--scenario", scenario, "--detent", detent)
    handle = handle_of(demo, sheet(demo, title))
    assert handle.get_role() == Atspi.Role.PUSH_BUTTON
    assert "focusable" in states(handle)
    wait_for_position(handle, detent)
    # …and, in a second sentence, what activating it does.
    description = handle.get_description()
    assert description.startswith(POSITION[detent] + " "), \
        f"no second sentence after the position in {description!r}"
    activation = description[len(POSITION[detent]) + 1:]
    assert activation in ACTIVATIONS, f"{activation!r} is not one of {sorted(ACTIVATIONS)}"
    assert activation == ACTIVATION[detent]
    assert "expandable" in states(handle)
    assert ("expanded" in states(handle)) == expanded


def test_the_handle_speaks_the_users_language(launch):
    """The handle's name and description are the translators' strings for this run's
    language; in German or Hebrew they are not the English ones, so this cannot pass
    with a demo that shows its strings untranslated."""
    demo = launch("--scenario", "list", "--detent", "expanded")
    dialog = sheet(demo, LIST_TITLE)
    handles = [button for button in demo.find_all(Atspi.Role.PUSH_BUTTON, under=dialog) if "expandable" in states(button)]
    assert len(handles) == 1, f"expected one expandable button, the handle, in {describe(dialog)}"
    handle = handles[0]
    wait_for_position(handle, "expanded")
    name, description = handle.get_name(), handle.get_description()
    assert name == tr("Drag handle", "accessible name")
    assert description == f'{tr("Half height.", "sheet position")} {tr("Activate to expand.", "drag handle")}'
    if LANGUAGE in ("de", "he"):
        assert name != "Drag handle"
        assert description != "Half height. Activate to expand."
        for english in ["Half height.", "Activate to expand."]:
            assert english not in description, f"{english!r} untranslated in {description!r}"
        assert dialog.get_name() != "31 rows"


def test_activating_the_handle_moves_between_expanded_and_full(launch):
    demo = launch("--scenario", "list", "--detent", "expanded")
    handle = handle_of(demo, sheet(demo, LIST_TITLE))
    run_action(handle, "click")
    wait_for_position(handle, "full")
    assert "expanded" in states(handle)
    run_action(handle, "click")
    wait_for_position(handle, "expanded")
    assert "expanded" not in states(handle)


def test_with_animations_off_the_sheet_jumps_and_the_handle_says_so(launch, no_animations_config):
    demo = launch("--scenario", "list", "--detent", "expanded", env={"XDG_CONFIG_HOME": no_animations_config})
    dialog = sheet(demo, LIST_TITLE)
    handle = handle_of(demo, dialog)
    half = dialog.get_size().y
    run_action(handle, "click")
    wait_for_position(handle, "full")
    # Already at its new height when the handle says so: no frames in between.
    assert dialog.get_size().y > half * 1.5, (half, dialog.get_size().y)
    assert "expanded" in states(handle)


# --------------------------------------------------------------- the actions ---

# Detent → the sheet actions enabled there (the container sheet has a peek strip).
# AdwBottomSheet's sheet.close is enabled everywhere: a closed sheet passes it on.
ACTIONS = [
    ("list", LIST_TITLE, "expanded", {"sheet.expand", "sheet.dismiss", "sheet.close"}),
    ("list", LIST_TITLE, "full", {"sheet.collapse", "sheet.dismiss", "sheet.close"}),
    ("container", CONTAINER_TITLE, "peek", {"sheet.expand", "sheet.close"}),
    ("container", CONTAINER_TITLE, "expanded",
     {"sheet.expand", "sheet.collapse", "sheet.dismiss", "sheet.peek", "sheet.close"}),
    ("container", CONTAINER_TITLE, "full", {"sheet.collapse", "sheet.dismiss", "sheet.peek", "sheet.close"}),
]
ENABLED = {(scenario, detent): expected for scenario, _title, detent, expected in ACTIONS}
# Where each action takes the sheet from a detent; None: closed.
RESULT = {
    ("expanded", "sheet.expand"): "full", ("full", "sheet.collapse"): "expanded",
    ("expanded", "sheet.collapse"): "peek", ("peek", "sheet.expand"): "expanded",
    ("expanded", "sheet.peek"): "peek", ("full", "sheet.peek"): "peek",
    ("expanded", "sheet.dismiss"): None, ("full", "sheet.dismiss"): None,
    ("expanded", "sheet.close"): None, ("full", "sheet.close"): None,
}
# A sheet with a peek strip is never closed: dismissing it takes it back to its strip,
# and there, closed already, it passes sheet.close on to the window, which has none.
RESULT_WITH_PEEK = {**RESULT, ("expanded", "sheet.dismiss"): "peek", ("full", "sheet.dismiss"): "peek",
                    ("expanded", "sheet.close"): "peek", ("full", "sheet.close"): "peek",
                    ("peek", "sheet.close"): "peek"}


@pytest.mark.parametrize("scenario,title,detent,expected", ACTIONS)
def test_the_dialog_has_the_actions_that_apply_at_the_detent_and_each_one_works(launch, scenario, title, detent, expected):
    """The dialog a screen reader is in lists exactly the sheet actions enabled at the
    detent, and performing one on it over AT-SPI moves the sheet as the action says."""
    results = RESULT_WITH_PEEK if scenario == "container" else RESULT
    for action in sorted(expected):
        demo = launch("--scenario", scenario, "--detent", detent)
        dialog = sheet(demo, title)
        handle = handle_of(demo, dialog)
        wait_for_position(handle, detent)
        names = action_names(dialog)
        assert sorted(name for name in names if name.startswith("sheet.")) == sorted(expected), \
            f"{describe(dialog)} at {detent} has {names}"
        # Index i of GetName is index i of DoAction: both must count only the enabled
        # actions. GetActions lists them in one call; a disabled action counted by
        # GetName (expand at full, before peek) would show as a difference here.
        assert names == exported_actions(dialog)
        # The host keeps them too, for the app's code and keys.
        assert sheet_actions(demo.sheet_host(dialog)) == expected
        run_action(dialog, action)
        after = results[(detent, action)]
        if after is None:
            demo.wait_until_gone(Atspi.Role.DIALOG, title)
        else:
            wait_for_position(handle, after)
            wait_for(lambda: sheet_actions(dialog) == ENABLED[(scenario, after)],
                     what=f"the dialog's actions at {after} to be {sorted(ENABLED[(scenario, after)])} "
                          f"(they are {sorted(sheet_actions(dialog))})")
        demo.process.terminate()
        demo.process.wait(timeout=PATIENCE)


# ---------------------------------------------------------------- keyboard ---

def test_escape_removes_the_sheet_and_focus_returns_to_the_opener(launch):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    demo.wait_for_object(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST)
    # The opener is reached and pressed from the keyboard, as a user would.
    demo.press_until_focused(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST)
    demo.press("Return")
    sheet(demo, LIST_TITLE)
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    demo.press("Escape")
    demo.wait_until_gone(Atspi.Role.DIALOG, LIST_TITLE)
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST)


class Recorded:
    """Records the string carried by each event of `event_type` ("object:announcement",
    "object:property-change:accessible-description"), with its source's name, while it
    listens."""

    def __init__(self, event_type: str):
        self.event_type = event_type
        self.events = []
        self.listener = Atspi.EventListener.new(self._on_event)
        self.listener.register(event_type)

    def _on_event(self, event):
        self.events.append((event.source.get_name(), event.any_data))

    def stop(self):
        self.listener.deregister(self.event_type)


def gtk_announces(demo) -> bool:
    """Whether the demo's GTK can announce (`GtkVersions.announces`): 4.14 and later, the
    demo being built against the GTK it runs on."""
    return tuple(int(part) for part in demo.app.get_toolkit_version().split(".")[:2]) >= (4, 14)


def test_a_closing_is_announced_once_where_gtk_announces(launch):
    """Where GTK can announce (4.14 and later), closing the sheet is announced, once, and
    its handle keeps saying where the sheet opens: opening it again changes nothing a
    screen reader would read a second time. Where it cannot (GTK 4.8), the handle says
    "Closed." itself and nothing is announced (`GtkVersions.announces`)."""
    demo = launch("--scenario", "list", "--detent", "dismissed")
    demo.press_until_focused(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST)
    demo.press("Return")
    handle = handle_of(demo, sheet(demo, LIST_TITLE))
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    demo.press("space")
    wait_for_position(handle, "full")

    announced = Recorded("object:announcement")
    described = Recorded("object:property-change:accessible-description")
    try:
        demo.press("Escape")
        demo.wait_until_gone(Atspi.Role.DIALOG, LIST_TITLE)
        demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, SHOW_THE_LIST)
        pump(1.0)
        closing = list(described.events)
        described.events.clear()
        demo.press("Return")
        handle = handle_of(demo, sheet(demo, LIST_TITLE))
        demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
        pump(1.0)
        opening = list(described.events)
    finally:
        announced.stop()
        described.stop()
    closed = tr("Closed.", "sheet position")
    half = f"{POSITION['expanded']} {ACTIVATE_TO_EXPAND}"
    assert handle.get_description() == half
    if gtk_announces(demo):
        assert [message for _, message in announced.events] == [closed], f"announced: {announced.events!r}"
        assert (HANDLE, closed) not in closing, f"the handle said it: {closing!r}"
        assert not [event for event in opening if event[0] == HANDLE], \
            f"the handle's description changed as the sheet opened: {opening!r}"
    else:
        assert announced.events == [], f"announced: {announced.events!r}"
        assert (HANDLE, closed) in closing, f"the handle did not say it: {closing!r}"


def test_tab_cycles_inside_the_open_modal_sheet(launch):
    demo = launch("--scenario", "list", "--detent", "expanded")
    dialog = sheet(demo, LIST_TITLE)
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    seen = set()
    for key in ["Tab"] * 5 + ["shift+Tab"] * 5:
        demo.press(key)
        focus = wait_for(demo.focused, what="something focused")
        ancestor = focus
        while ancestor is not None and ancestor.get_role() != Atspi.Role.DIALOG:
            ancestor = ancestor.get_parent()
        assert ancestor is not None and ancestor.get_name() == LIST_TITLE, \
            f"{key} moved focus out of the sheet, to {describe(focus)}"
        seen.add(focus.get_role())
    assert {Atspi.Role.PUSH_BUTTON, Atspi.Role.LIST_ITEM} <= seen, \
        f"Tab reached only {sorted(Atspi.role_get_name(role) for role in seen)}"


@pytest.mark.parametrize("keys,after", [
    (["alt+Up"], "full"),
    (["alt+Up", "alt+Down"], "expanded"),
    (["Page_Up"], "full"),
    (["Page_Up", "Page_Down"], "expanded"),
])
def test_keys_move_the_sheet_between_detents(launch, keys, after):
    demo = launch("--scenario", "list", "--detent", "expanded")
    handle = handle_of(demo, sheet(demo, LIST_TITLE))
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    demo.press(*keys)
    wait_for_position(handle, after)


def test_alt_down_from_a_list_row_collapses_the_sheet(launch):
    demo = launch("--scenario", "container", "--detent", "full")
    dialog = sheet(demo, CONTAINER_TITLE)
    handle = handle_of(demo, dialog)
    demo.press("Tab")  # from the handle into the list
    wait_for(lambda: demo.focused_role() == Atspi.Role.LIST_ITEM,
             what="focus on a row of the list")
    demo.press("alt+Down")
    wait_for_position(handle, "expanded")
    demo.press("alt+Down")
    wait_for_position(handle, "peek")
    assert demo.focused().get_role() == Atspi.Role.LIST_ITEM, "the row keeps focus"


def test_the_scenario_chooser_works_from_the_keyboard(launch):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    two_stage_list, form = tr("Two-stage list", "scenario"), tr("Form", "scenario")
    chooser_name = scenario_chooser_name(two_stage_list)
    demo.press_until_focused(demo.roles.menu_button, chooser_name, presses=8)
    demo.press("space")
    # Focus starts on the chosen one; arrows move through the radio group, choosing.
    demo.wait_for_focus(Atspi.Role.RADIO_BUTTON, two_stage_list)
    for _ in range(2):
        demo.press("Down")
    radio = demo.wait_for_focus(Atspi.Role.RADIO_BUTTON, form)
    assert "checked" in states(radio)
    demo.wait_for_object(Atspi.Role.PANEL, form)  # the Form page (a GtkStack page), behind the popover
    demo.press("Escape")
    demo.wait_until_gone(Atspi.Role.RADIO_BUTTON, form)
    demo.wait_for_focus(demo.roles.menu_button, scenario_chooser_name(form))


# ------------------------------------------------------------------- pages ---

# The share scenario: a list of people; activating one pushes their page, titled by
# their name (people's names are data, not translated).
SHARE_TITLE = tr("Share")
BACK = tr("Back", "page header")
CANCEL = tr("_Cancel")
CONTACTS = tr("Contacts")


def ancestors(accessible) -> list:
    found = []
    parent = accessible.get_parent()
    while parent is not None:
        found.append(parent)
        parent = parent.get_parent()
    return found


def focus_on_a_contact(demo):
    """Tabs from the handle to a row of the share sheet's list of people; returns the
    row and the person's name (the row's first label)."""
    for _ in range(6):
        focus = demo.focused()
        if focus is not None and focus.get_role() == Atspi.Role.LIST_ITEM:
            return focus, texts(focus)[0]
        demo.press("Tab")
    pytest.fail(f"Tab never reached a person in the list (focus on {describe(demo.focused())})")


def push_a_contact(demo):
    """Opens a person's page from the keyboard, as a user would: Tab to them, Return.
    Returns their name and the page's group: the dialog's child named by the title,
    which holds the focus."""
    sheet(demo, SHARE_TITLE)
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, HANDLE)
    _row, name = focus_on_a_contact(demo)
    demo.press("Return")
    dialog = sheet(demo, name)
    page = wait_for(lambda: page_group(demo, dialog, name), what=f"the page's group [panel] {name!r} in the dialog")
    return name, page


def page_group(demo, dialog, title):
    """The dialog's child that is the page titled `title`: a group named by the title
    (the page header, a group of that name too, is the one with the back button)."""
    groups = []
    for child in children(dialog):
        try:
            if (child.get_role() == demo.roles.group and child.get_name() == title
                    and demo.find(Atspi.Role.PUSH_BUTTON, BACK, under=child) is None):
                groups.append(child)
        except GLib.GError:
            # A page just popped can still be listed while GTK frees it; the bus then
            # says it no longer exists. It is no page of the dialog.
            continue
    assert len(groups) <= 1, f"{len(groups)} pages named {title!r} in the dialog"
    return groups[0] if groups else None


def is_focus_in(demo, accessible) -> bool:
    focus = demo.focused()
    return focus is not None and accessible in ancestors(focus)


def test_a_pushed_page_names_the_dialog_and_takes_focus_and_what_it_covers_leaves_the_tree(launch):
    demo = launch("--scenario", "share", "--detent", "expanded")
    assert demo.find(Atspi.Role.PUSH_BUTTON, BACK) is None, "a back button on the root page"
    name, page = push_a_contact(demo)
    wait_for(lambda: is_focus_in(demo, page),
             what=lambda: f"focus inside the page {describe(page)} (it is on {describe(demo.focused())})")
    # The root page's list and the app's header are not on screen under the page.
    demo.wait_until_gone(Atspi.Role.LIST, CONTACTS)
    demo.wait_until_gone(Atspi.Role.PUSH_BUTTON, CANCEL)
    assert demo.find(Atspi.Role.DIALOG, SHARE_TITLE) is None


@pytest.mark.parametrize("back", ["the back button's action", "Escape"])
def test_going_back_names_the_dialog_by_the_sheets_title_and_focus_returns_to_the_pusher(launch, back):
    demo = launch("--scenario", "share", "--detent", "expanded")
    name, page = push_a_contact(demo)
    wait_for(lambda: is_focus_in(demo, page), what="focus inside the page")
    if back == "Escape":
        demo.press("Escape")
    else:
        run_action(demo.wait_for_object(Atspi.Role.PUSH_BUTTON, BACK), "click")
    dialog = sheet(demo, SHARE_TITLE)
    demo.wait_until_gone(Atspi.Role.DIALOG, name)

    def focus_on_the_pusher():
        focus = demo.focused()
        return focus is not None and focus.get_role() == Atspi.Role.LIST_ITEM and texts(focus)[:1] == [name]
    wait_for(focus_on_the_pusher, what=lambda: f"focus back on {name!r}'s row (it is on {describe(demo.focused())})")
    # The root page is a group named by the sheet's title, holding the focus again.
    root = page_group(demo, dialog, SHARE_TITLE)
    assert root is not None, f"no group named {SHARE_TITLE!r} in the dialog"
    assert is_focus_in(demo, root)
    wait_for(lambda: page_group(demo, dialog, name) is None, what=f"the page {name!r} to leave the tree")
    demo.wait_until_gone(Atspi.Role.PUSH_BUTTON, BACK)
    demo.wait_for_object(Atspi.Role.PUSH_BUTTON, CANCEL)
    assert "modal" in states(dialog)


# The maps pattern: a modal sheet that is modal only from full (modal-detent).
PLACES = tr("Places nearby")
ZOOM_IN = tr("Zoom _in")


def test_the_map_sheet_becomes_a_modal_dialog_only_at_full(launch):
    demo = launch("--scenario", "map", "--detent", "expanded")
    dialog = sheet(demo, PLACES)
    assert "modal" not in states(dialog)
    zoom = demo.wait_for_object(Atspi.Role.PUSH_BUTTON, ZOOM_IN)
    run_action(zoom, "click")  # the map takes input beside the sheet
    run_action(dialog, "sheet.expand")
    wait_for(lambda: "modal" in states(dialog), what="the sheet to become a modal dialog at full")
    demo.wait_until_gone(Atspi.Role.PUSH_BUTTON, ZOOM_IN)
    run_action(dialog, "sheet.collapse")
    wait_for(lambda: "modal" not in states(dialog), what="the sheet to be no dialog below full")
    demo.wait_for_object(Atspi.Role.PUSH_BUTTON, ZOOM_IN)


# A person's page opens their details in a sheet stacked over the share sheet.
DETAILS = tr("_Details")
DETAILS_TITLE = tr("Contact details")


def test_a_sheet_over_the_share_sheet_takes_it_out_of_the_tree_and_gives_focus_back(launch):
    demo = launch("--scenario", "share", "--detent", "expanded")
    name, page = push_a_contact(demo)
    wait_for(lambda: is_focus_in(demo, page), what="focus inside the page")
    demo.press_until_focused(Atspi.Role.PUSH_BUTTON, DETAILS, presses=8)
    demo.press("Return")
    details = sheet(demo, DETAILS_TITLE)
    assert "modal" in states(details)
    wait_for(lambda: is_focus_in(demo, details), what=lambda: f"focus in the details (on {describe(demo.focused())})")
    # The share sheet under it, its dialog and everything in it, is out of the tree.
    demo.wait_until_gone(Atspi.Role.DIALOG, name)
    assert [dialog.get_name() for dialog in demo.find_all(Atspi.Role.DIALOG)] == [DETAILS_TITLE]
    assert demo.find(Atspi.Role.PUSH_BUTTON, DETAILS) is None
    assert demo.find(Atspi.Role.PUSH_BUTTON, BACK) is None

    demo.press("Escape")
    demo.wait_until_gone(Atspi.Role.DIALOG, DETAILS_TITLE)
    dialog = sheet(demo, name)
    assert "modal" in states(dialog)
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, DETAILS)
    assert page_group(demo, dialog, name) is not None, "the person's page is still the one shown"


def test_the_back_button_is_a_push_button_named_back_that_goes_back(launch):
    demo = launch("--scenario", "share", "--detent", "expanded")
    name, _page = push_a_contact(demo)
    back = demo.wait_for_object(Atspi.Role.PUSH_BUTTON, BACK)
    assert back.get_role() == Atspi.Role.PUSH_BUTTON
    assert back.get_name() == BACK
    assert "focusable" in states(back)
    # Its tooltip says its name: not a description that would be read after it again.
    assert not back.get_description(), f"description {back.get_description()!r}"
    # Nothing under it reads as a name of its own (GTK 4.8 names an unlabelled icon
    # "GtkImage").
    assert [describe(child) for child in children(back)] == []
    # Shift+Tab from the page reaches it; its group is named by the page's title.
    demo.press_until_focused(Atspi.Role.PUSH_BUTTON, BACK, "shift+Tab", presses=4)
    header = back.get_parent()
    assert header.get_role() == demo.roles.group and header.get_name() == name, describe(header)
    demo.press("space")
    sheet(demo, SHARE_TITLE)
    demo.wait_until_gone(Atspi.Role.PUSH_BUTTON, BACK)


# ------------------------------------------------------------------ labels ---

def open_every_popover(demo):
    """Opens the properties popover, then the scenario list: everything the header has."""
    for name in [tr("Sheet properties")]:
        buttons = [b for b in demo.find_all(demo.roles.menu_button, name) if action_names(b)]
        run_action(buttons[0], "click")
        demo.wait_for_object(demo.roles.group, name)


@pytest.mark.parametrize("scenario", ["list", "million", "container", "fit", "form", "share"])
def test_no_accessible_name_is_a_type_name(launch, scenario):
    demo = launch("--scenario", scenario)
    open_every_popover(demo)
    pump(0.5)
    named_after_type = []
    unnamed = []
    for accessible in demo.all():
        name = accessible.get_name() or ""
        if TYPE_NAME.match(name):
            named_after_type.append(describe(accessible))
        # Nothing a screen reader lands on is unnamed (a row reads as its text, a
        # scroll pane as what it holds).
        elif (not name and accessible.get_role() not in (Atspi.Role.LIST_ITEM, Atspi.Role.SCROLL_PANE)
              and "focusable" in states(accessible)):
            unnamed.append(describe(accessible))
    assert named_after_type == []
    assert unnamed == []


@pytest.mark.parametrize("scenario,title", [
    ("list", LIST_TITLE), ("million", MILLION_TITLE), ("container", CONTAINER_TITLE),
])
def test_the_list_is_labelled(launch, scenario, title):
    demo = launch("--scenario", scenario, "--detent", "expanded")
    dialog = sheet(demo, title)
    lists = sheet_lists(dialog)
    assert [each.get_name() for each in lists] == [title]
    first_row = lists[0].get_child_at_index(0)
    assert first_row.get_role() == Atspi.Role.LIST_ITEM
    # A row reads as its text, title then subtitle; its icon is decoration, left out.
    assert texts(first_row) == [tr("Row %u").replace("%u", "1"), tr("Folder", "kind of item")]
    assert demo.find_all(Atspi.Role.IMAGE, under=first_row) == [], "a row's icon is in the tree"


def test_the_share_sheets_people_are_labelled(launch):
    demo = launch("--scenario", "share", "--detent", "expanded")
    dialog = sheet(demo, tr("Share"))
    lists = sheet_lists(dialog)
    assert [each.get_name() for each in lists] == [tr("Contacts")]
    first_row = lists[0].get_child_at_index(0)
    assert first_row.get_role() == Atspi.Role.LIST_ITEM
    # A person reads as their name then their address; the avatar is decoration, out of
    # the tree on every GTK (GtkVersions.keepAccessibleHidden: it is hidden before it
    # has a parent, and mapped with its row).
    assert texts(first_row) == ["Aisha Rahman", "aisha.rahman@example.org"]
    assert demo.find_all(Atspi.Role.IMAGE, under=dialog) == [], "an avatar is in the tree"


def sheet_lists(dialog) -> list:
    """The lists in the sheet's pages: dialog → a page's group → scroll pane → list,
    looked up level by level, not by walking every row (a million-row list has many
    realized)."""
    return [item for child in children(dialog) for grandchild in children(child) for item in children(grandchild)
            if item.get_role() == Atspi.Role.LIST]


def texts(accessible) -> list:
    """The names of the labels under `accessible`, in reading order."""
    found = []
    for child in children(accessible):
        if child.get_role() == Atspi.Role.LABEL:
            found.append(child.get_name())
        found.extend(texts(child))
    return found


def children(accessible) -> list:
    """`accessible`'s children; one that went away while they were asked for (a page
    just popped, which GTK frees) is left out, as `walk` leaves it out."""
    found = (accessible.get_child_at_index(index) for index in range(accessible.get_child_count()))
    return [child for child in found if child is not None]


# ------------------------------------------------ across a breakpoint ---

def demo_window(demo) -> str:
    """The X window of the demo's main window (xdotool's id), found by its process."""
    output = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(demo.process.pid)],
                            capture_output=True, text=True, timeout=20).stdout.split()
    assert len(output) == 1, f"the demo has {len(output)} visible X windows: {output}"
    return output[0]


def window_extents(accessible):
    """(x, y, width, height) of `accessible` in its window's coordinates."""
    extents = accessible.get_component_iface().get_extents(Atspi.CoordType.WINDOW)
    return extents.x, extents.y, extents.width, extents.height


def identity(accessible):
    """What makes an AT-SPI object the same object: its application's bus name and its
    path there. A widget whose accessible was dropped and made again has a new path."""
    return accessible.app.bus_name, accessible.path


class ChildrenRemoved:
    """Records the paths of the objects removed from their parents (children-changed:remove
    events) while it listens."""

    def __init__(self):
        self.paths = []
        self.listener = Atspi.EventListener.new(self._on_event)
        self.listener.register("object:children-changed:remove")

    def _on_event(self, event):
        child = event.any_data
        if isinstance(child, Atspi.Accessible):
            self.paths.append(child.path)

    def stop(self):
        self.listener.deregister("object:children-changed:remove")


def test_the_sheet_is_the_same_accessible_dialog_on_both_sides_of_the_breakpoint(launch):
    # A non-modal sheet at the bottom of a 600-px-wide window; 1280 px wide it becomes
    # a side panel at the window's right edge, full height.
    demo = launch("--scenario", "container", "--size", "600x800", "--detent", "expanded")
    dialog = sheet(demo, CONTAINER_TITLE)
    before = identity(dialog)
    window = demo_window(demo)
    # Focus in the sheet, on a row of its list, as a keyboard user would put it there.
    for _ in range(4):
        focus = demo.focused()
        if focus is not None and focus.get_role() == Atspi.Role.LIST_ITEM and is_focus_in(demo, dialog):
            break
        demo.press("Tab")
    focused = wait_for(lambda: (focus := demo.focused()) is not None and focus.get_role() == Atspi.Role.LIST_ITEM
                       and is_focus_in(demo, dialog) and focus, what="focus on a row of the sheet's list")
    focused_identity = identity(focused)
    focused_texts = texts(focused)

    # Where the dialog is, against its host (the sheet's widget, which fills the
    # window below the header bar). GTK 4.8 reports the window 10 px smaller than X
    # made it: the checks compare the dialog with the host, not with the X size.
    host = demo.sheet_host(dialog)

    def at_the_bottom():
        x, y, width, height = window_extents(dialog)
        hx, hy, hwidth, hheight = window_extents(host)
        # 600 px is under the bottom sheet's maximum width: all of it, at the bottom.
        return x == hx and width == hwidth and y + height == hy + hheight and height < hheight

    def at_the_side():
        # Full height, docked to the end edge: the right one, or the left one when the
        # language is written right to left (the Hebrew run).
        x, y, width, height = window_extents(dialog)
        hx, hy, hwidth, hheight = window_extents(host)
        docked = x + width == hx + hwidth or x == hx
        return hwidth > 1000 and docked and 300 <= width <= 400 and y == hy and height == hheight

    wait_for(at_the_bottom, what="the sheet at the bottom, all the window's width")
    removed = ChildrenRemoved()
    try:
        for size, where, layout in [((1280, 800), "side", at_the_side), ((600, 800), "bottom", at_the_bottom)]:
            xdotool("windowsize", window, *map(str, size))
            wait_for(layout, what=f"the sheet's layout at the {where} ({size[0]}×{size[1]} window)")
            found = sheet(demo, CONTAINER_TITLE)
            assert identity(found) == before, "the sheet's dialog was made again"
            assert found.get_name() == CONTAINER_TITLE
            assert "modal" not in states(found)
            focus = wait_for(demo.focused, what="something focused")
            assert identity(focus) == focused_identity and texts(focus) == focused_texts, \
                f"focus moved from the row {focused_texts} to {describe(focus)} {texts(focus)}"
            # The demo sends its events before the replies to the calls above (one
            # connection keeps its order): those events are here to be handled now.
            pump()
            assert before[1] not in removed.paths, "the dialog was removed from the tree"
    finally:
        removed.stop()


# ---------------------------------------------------------------- the bottom bar ---

PLAYER_TITLE = tr("Player")  # the music player's sheet title
OPENS_PLAYER = tr("Opens %s.", "bottom bar").replace("%s", PLAYER_TITLE)


def bottom_bar(demo):
    """The music player's bottom bar: the one button that says it opens the player."""
    def find():
        found = [o for o in demo.all() if o.get_role() == Atspi.Role.PUSH_BUTTON
                 and o.get_description() == OPENS_PLAYER]
        return found[0] if len(found) == 1 else None
    return wait_for(find, 5.0, f"one button described {OPENS_PLAYER!r}")


def test_the_bottom_bar_is_a_button_named_by_its_song_that_opens_the_player(launch):
    demo = launch("--scenario", "player")
    bar = bottom_bar(demo)
    name = bar.get_name()
    assert name == "Harbour Lights The Evening Tides", f"named by what it shows, in order: {describe(bar)}"
    # Named as text: Orca 51 says a LABELLED_BY relation's targets in no set order, and
    # then the name as well when they differ from it.
    relations = [relation.get_relation_type() for relation in bar.get_relation_set()]
    assert Atspi.RelationType.LABELLED_BY not in relations, relations
    # Closed to its bar, the sheet is no dialog in the tree: the bar stands for it.
    assert demo.find(Atspi.Role.DIALOG, PLAYER_TITLE) is None

    run_action(bar, "click")
    dialog = sheet(demo, PLAYER_TITLE)
    assert "modal" in states(dialog)
    wait_for(lambda: bottom_bar_gone(demo), 5.0, "the bar to leave the tree")
    run_action(dialog, "sheet.dismiss")
    demo.wait_until_gone(Atspi.Role.DIALOG, PLAYER_TITLE)
    bottom_bar(demo)


def test_the_keyboard_opens_the_player_from_its_bar_and_escape_returns_to_it(launch):
    demo = launch("--scenario", "player")
    name = bottom_bar(demo).get_name()
    demo.press_until_focused(Atspi.Role.PUSH_BUTTON, name, presses=12)
    demo.press("Return")
    dialog = sheet(demo, PLAYER_TITLE)
    wait_for(lambda: demo.focused() is not None and is_inside(demo.focused(), dialog), 5.0,
             "focus inside the player")
    demo.press("Escape")
    demo.wait_until_gone(Atspi.Role.DIALOG, PLAYER_TITLE)
    demo.wait_for_focus(Atspi.Role.PUSH_BUTTON, name)


def is_inside(accessible, ancestor) -> bool:
    while accessible is not None:
        if accessible == ancestor:
            return True
        accessible = accessible.get_parent()
    return False


def bottom_bar_gone(demo) -> bool:
    return not any(o.get_description() == OPENS_PLAYER for o in demo.all())
