"""The `installed` fixture: the library as meson installs it.

scripts/test.sh runs these tests under xvfb-run and dbus-run-session with
Debian's /usr/bin/python3 (it has PyGObject). Unless BS_EMBEDDING_PREFIX names
an existing installed tree, the session starts by building and installing the
project with meson into test-output/embedding/prefix (BS_EMBEDDING_WORK names
another folder than test-output/embedding): a real prefix, not a
DESTDIR, so that `pkg-config --cflags --libs bottomsheet-1` works there exactly
as it does for an app's developer.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

# Tests/, for the modules the suites share (suite_session.py), before embedding.py,
# which uses one.
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from embedding import ROOT, Installed, meson_install  # noqa: E402
from suite_session import require_display  # noqa: E402


@pytest.fixture(scope="session")
def installed() -> Installed:
    require_display()
    given = os.environ.get("BS_EMBEDDING_PREFIX")
    if given:
        prefix = Path(given)
        libdirs = [path.parent for path in prefix.glob("lib*/**/libbottomsheet-1.so")]
        if len(libdirs) != 1:
            pytest.fail(f"BS_EMBEDDING_PREFIX={given} holds no installed libbottomsheet-1.so")
        return Installed(prefix, libdirs[0])
    # BS_EMBEDDING_WORK: another folder (scripts/test.sh: the MesonInstall suite's
    # build, or GTK 4.18's own).
    build = meson_install(Path(os.environ.get("BS_EMBEDDING_WORK", ROOT / "test-output" / "embedding")))
    options = json.loads(subprocess.run(
        ["meson", "introspect", "--buildoptions", str(build)],
        capture_output=True, text=True, check=True).stdout)
    value = {option["name"]: option["value"] for option in options}
    prefix = Path(value["prefix"])
    return Installed(prefix, prefix / value["libdir"])
