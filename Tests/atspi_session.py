"""What the suites that look at programs over AT-SPI share (Tests/AccessibilityTests
and the example apps' test in Tests/EmbeddingTests; each conftest puts this folder on
sys.path): letting Atspi take in what D-Bus delivered, and walking an accessible's
tree."""
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import GLib  # noqa: E402


def pump(seconds: float = 0.0) -> None:
    """Lets Atspi handle what D-Bus has delivered (events, cache updates), for
    `seconds` at least."""
    context = GLib.MainContext.default()
    end = time.monotonic() + seconds
    while True:
        while context.pending():
            context.iteration(False)
        if time.monotonic() >= end:
            return
        time.sleep(0.01)


def walk(accessible):
    """`accessible` and everything under it, depth first."""
    yield accessible
    for index in range(accessible.get_child_count()):
        child = accessible.get_child_at_index(index)
        if child is not None:
            yield from walk(child)
