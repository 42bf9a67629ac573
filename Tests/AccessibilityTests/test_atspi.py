"""The demo over AT-SPI, as Orca sees it: roles, names, states, actions, focus and keys.

Each test starts its own demo; see conftest.py for how the suite runs.
"""
import pytest

from conftest import TYPE_NAME, action_names, describe, pump, run_action, states, wait_for

LIST_TITLE = "31 rows"  # the list scenario's sheet title
CONTAINER_TITLE = "Places"  # the container scenario's (non-modal, with a peek strip)

# What the handle's description starts with at each detent: the position, named.
POSITION = {"peek": "Peeking.", "expanded": "Expanded.", "full": "Fully expanded."}


def sheet(demo, title):
    return demo.wait_for_object("dialog", title)


def handle_of(demo, dialog):
    handle = demo.find("push button", "Drag handle", under=dialog)
    assert handle is not None, f"no drag handle in {describe(dialog)}"
    return handle


def wait_for_position(handle, detent, timeout=5.0):
    wait_for(lambda: handle.get_description().startswith(POSITION[detent]), timeout,
             f"the handle to say {POSITION[detent]!r} (it says {handle.get_description()!r})")


def sheet_actions(demo, dialog) -> set:
    return {name for name in action_names(demo.sheet_host(dialog)) if name.startswith("sheet.")}


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
    demo.wait_for_object("push button", "Show the list")
    assert demo.find("dialog", LIST_TITLE) is None
    assert demo.find("push button", "Drag handle") is None


def test_while_the_modal_sheet_is_open_the_content_is_not_in_the_tree(launch):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    opener = demo.wait_for_object("push button", "Show the list")
    run_action(opener, "click")
    dialog = sheet(demo, LIST_TITLE)
    demo.wait_until_gone("push button", "Show the list")
    assert demo.find_all("label", "Drag the sheet to full, then keep dragging to scroll the list.") == [], \
        "the content's text is hidden too"
    # The dialog is all there is in its host: no content, no scrim.
    host = demo.sheet_host(dialog)
    children = [host.get_child_at_index(i) for i in range(host.get_child_count())]
    assert [describe(child) for child in children] == [describe(dialog)]

    run_action(demo.sheet_host(dialog), "sheet.dismiss")
    demo.wait_until_gone("dialog", LIST_TITLE)
    demo.wait_for_object("push button", "Show the list")


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
    assert handle.get_role_name() == "push button"
    assert "focusable" in states(handle)
    wait_for_position(handle, detent)
    assert "Activate to" in handle.get_description(), "and says what activating it does"
    assert "expandable" in states(handle)
    assert ("expanded" in states(handle)) == expanded


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
ACTIONS = [
    ("list", LIST_TITLE, "expanded", {"sheet.expand", "sheet.dismiss"}),
    ("list", LIST_TITLE, "full", {"sheet.collapse", "sheet.dismiss"}),
    ("container", CONTAINER_TITLE, "peek", {"sheet.expand"}),
    ("container", CONTAINER_TITLE, "expanded", {"sheet.expand", "sheet.collapse", "sheet.dismiss", "sheet.peek"}),
    ("container", CONTAINER_TITLE, "full", {"sheet.collapse", "sheet.dismiss", "sheet.peek"}),
]
# Where each action takes the sheet from a detent; None: closed.
RESULT = {
    ("expanded", "sheet.expand"): "full", ("full", "sheet.collapse"): "expanded",
    ("expanded", "sheet.collapse"): "peek", ("peek", "sheet.expand"): "expanded",
    ("expanded", "sheet.peek"): "peek", ("full", "sheet.peek"): "peek",
    ("expanded", "sheet.dismiss"): None, ("full", "sheet.dismiss"): None,
}
# A sheet with a peek strip is never closed: dismissing it takes it back to its strip.
RESULT_WITH_PEEK = {**RESULT, ("expanded", "sheet.dismiss"): "peek", ("full", "sheet.dismiss"): "peek"}


@pytest.mark.parametrize("scenario,title,detent,expected", ACTIONS)
def test_the_actions_present_match_the_detent_and_each_one_works(launch, scenario, title, detent, expected):
    for action in sorted(expected):
        demo = launch("--scenario", scenario, "--detent", detent)
        dialog = sheet(demo, title)
        handle = handle_of(demo, dialog)
        wait_for_position(handle, detent)
        assert sheet_actions(demo, dialog) == expected
        host = demo.sheet_host(dialog)
        run_action(host, action)
        after = (RESULT_WITH_PEEK if scenario == "container" else RESULT)[(detent, action)]
        if after is None:
            demo.wait_until_gone("dialog", title)
        else:
            wait_for_position(handle, after)
        demo.process.terminate()
        demo.process.wait(timeout=5)


# ---------------------------------------------------------------- keyboard ---

def test_escape_removes_the_sheet_and_focus_returns_to_the_opener(launch):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    demo.wait_for_object("push button", "Show the list")
    # The opener is reached and pressed from the keyboard, as a user would.
    for _ in range(6):
        if (focus := demo.focused()) is not None and focus.get_name() == "Show the list":
            break
        demo.press("Tab")
    demo.wait_for_focus("push button", "Show the list")
    demo.press("Return")
    sheet(demo, LIST_TITLE)
    demo.wait_for_focus("push button", "Drag handle")
    demo.press("Escape")
    demo.wait_until_gone("dialog", LIST_TITLE)
    demo.wait_for_focus("push button", "Show the list")


def test_tab_cycles_inside_the_open_modal_sheet(launch):
    demo = launch("--scenario", "list", "--detent", "expanded")
    dialog = sheet(demo, LIST_TITLE)
    demo.wait_for_focus("push button", "Drag handle")
    seen = set()
    for key in ["Tab"] * 5 + ["shift+Tab"] * 5:
        demo.press(key)
        focus = wait_for(demo.focused, what="something focused")
        ancestor = focus
        while ancestor is not None and ancestor.get_role_name() != "dialog":
            ancestor = ancestor.get_parent()
        assert ancestor is not None and ancestor.get_name() == LIST_TITLE, \
            f"{key} moved focus out of the sheet, to {describe(focus)}"
        seen.add(focus.get_role_name())
    assert {"push button", "list item"} <= seen, f"Tab reached only {seen}"


@pytest.mark.parametrize("keys,after", [
    (["alt+Up"], "full"),
    (["alt+Up", "alt+Down"], "expanded"),
    (["Page_Up"], "full"),
    (["Page_Up", "Page_Down"], "expanded"),
])
def test_keys_move_the_sheet_between_detents(launch, keys, after):
    demo = launch("--scenario", "list", "--detent", "expanded")
    handle = handle_of(demo, sheet(demo, LIST_TITLE))
    demo.wait_for_focus("push button", "Drag handle")
    demo.press(*keys)
    wait_for_position(handle, after)


def test_alt_down_from_a_list_row_collapses_the_sheet(launch):
    demo = launch("--scenario", "container", "--detent", "full")
    dialog = sheet(demo, CONTAINER_TITLE)
    handle = handle_of(demo, dialog)
    demo.press("Tab")  # from the handle into the list
    wait_for(lambda: demo.focused() is not None and demo.focused().get_role_name() == "list item",
             what="focus on a row of the list")
    demo.press("alt+Down")
    wait_for_position(handle, "expanded")
    demo.press("alt+Down")
    wait_for_position(handle, "peek")
    assert demo.focused().get_role_name() == "list item", "the row keeps focus"


def test_the_scenario_chooser_works_from_the_keyboard(launch):
    demo = launch("--scenario", "list", "--detent", "dismissed")
    chooser_name = "Scenario: Two-stage list"
    for _ in range(8):
        if (focus := demo.focused()) is not None and focus.get_name() == chooser_name:
            break
        demo.press("Tab")
    demo.wait_for_focus("push button", chooser_name)
    demo.press("space")
    # Focus starts on the chosen one; arrows move through the radio group, choosing.
    demo.wait_for_focus("radio button", "Two-stage list")
    for _ in range(2):
        demo.press("Down")
    radio = demo.wait_for_focus("radio button", "Form")
    assert "checked" in states(radio)
    demo.wait_for_object("panel", "Form")  # the Form page, behind the popover
    demo.press("Escape")
    demo.wait_until_gone("radio button", "Form")
    demo.wait_for_focus("push button", "Scenario: Form")


# ------------------------------------------------------------------ labels ---

def open_every_popover(demo):
    """Opens the properties popover, then the scenario list: everything the header has."""
    for name in ["Sheet properties"]:
        buttons = [b for b in demo.find_all("push button", name) if action_names(b)]
        run_action(buttons[0], "click")
        demo.wait_for_object("panel", name)


@pytest.mark.parametrize("scenario", ["list", "million", "container", "fit", "form"])
def test_no_accessible_name_is_a_type_name(launch, scenario):
    demo = launch("--scenario", scenario)
    open_every_popover(demo)
    pump(0.5)
    named_after_type = []
    unnamed = []
    for accessible in demo.all():
        name, role = accessible.get_name() or "", accessible.get_role_name()
        if TYPE_NAME.match(name):
            named_after_type.append(f"[{role}] {name!r}")
        # Nothing a screen reader lands on is unnamed (a row reads as its text, a
        # scroll pane as what it holds).
        elif not name and role not in ("list item", "scroll pane") and "focusable" in states(accessible):
            unnamed.append(f"[{role}]")
    assert named_after_type == []
    assert unnamed == []


@pytest.mark.parametrize("scenario,title", [
    ("list", LIST_TITLE), ("million", "1,000,000 rows"), ("container", CONTAINER_TITLE),
])
def test_the_list_is_labelled(launch, scenario, title):
    demo = launch("--scenario", scenario, "--detent", "expanded")
    dialog = sheet(demo, title)
    # dialog → scroll pane → list → rows: looked up level by level, not by walking
    # every row (a million-row list has many realized).
    lists = [grandchild for child in children(dialog) for grandchild in children(child)
             if grandchild.get_role_name() == "list"]
    assert [each.get_name() for each in lists] == [title]
    first_row = lists[0].get_child_at_index(0)
    assert first_row.get_role_name() == "list item"
    # A row reads as its text.
    assert [label.get_name() for label in children(first_row)] == ["Row 1"]


def children(accessible) -> list:
    return [accessible.get_child_at_index(index) for index in range(accessible.get_child_count())]
