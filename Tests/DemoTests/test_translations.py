"""The demo's command line in the user's language: --help and its errors in German and
Hebrew, from po/, with the option names as they are typed."""
import gettext
import os
import re
import subprocess
import tempfile

import pytest
from language_locale import locale_for  # Tests/, put on sys.path by conftest.py

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OPTIONS = ["--scenario", "--detent", "--presentation", "--dark", "--rtl", "--scale", "--size", "--screenshot", "--help"]


def translation(language: str) -> gettext.GNUTranslations:
    """po/<language>.po, compiled with msgfmt."""
    with tempfile.TemporaryDirectory() as folder:
        messages = os.path.join(folder, language, "LC_MESSAGES")
        os.makedirs(messages)
        subprocess.run(["msgfmt", "--check", "-o", os.path.join(messages, "bottomsheet-1.mo"),
                        os.path.join(REPO, "po", f"{language}.po")], check=True)
        return gettext.translation("bottomsheet-1", folder, [language])


def run(demo: str, language: str, *args: str) -> subprocess.CompletedProcess:
    with locale_for(language) as environment:
        env = dict(os.environ, LANG="C.UTF-8", **environment)
        return subprocess.run([demo, *args], capture_output=True, text=True, timeout=30, env=env)


def substitute(template: str, *arguments: str) -> str:
    """A translated template with %1$s, %2$s, … (or %s in turn) filled in."""
    ordered = iter(arguments)
    return re.sub(r"%(?:(\d+)\$)?s", lambda m: arguments[int(m.group(1)) - 1] if m.group(1) else next(ordered),
                  template)


@pytest.mark.parametrize("language", ["de", "he"])
def test_help_is_in_the_users_language(demo, language):
    words = translation(language)
    result = run(demo, language, "--help")
    assert result.returncode == 0, result
    usage = words.gettext("Usage: bottom-sheet-demo [OPTION…]")
    assert usage != "Usage: bottom-sheet-demo [OPTION…]", "the translation exists"
    assert result.stdout.splitlines()[0] == usage
    for meaning in ["Shows the bottom sheet in one of its scenarios.", "use the dark style", "show this help"]:
        assert words.gettext(meaning) in result.stdout
        assert meaning not in result.stdout
    for option in OPTIONS:
        assert option in result.stdout, "the options are typed as they are"


@pytest.mark.parametrize("language", ["de", "he"])
def test_a_bad_value_is_explained_in_the_users_language(demo, language):
    words = translation(language)
    result = run(demo, language, "--scale", "3")
    assert result.returncode == 2, result
    said = substitute(words.gettext("%1$s must be 1 or 2, not '%2$s'"), "--scale", "3")
    assert result.stderr.strip() == f"bottom-sheet-demo: {said}"
    assert "must be" not in said
