"""The README's "Embedding" section shows the programs that are tested and the
output they are tested for (test_bad_detents.py checks its table of errors)."""
import re

import pytest
from embedding import EXAMPLES, ROOT, TOUR

README = (ROOT / "README.md").read_text()


def embedding_section() -> str:
    match = re.search(r"^## Embedding.*?(?=^## )", README, re.S | re.M)
    assert match, "README.md has no '## Embedding' section"
    return match[0]


def blocks(language: str) -> list:
    return re.findall(rf"^```{language}\n(.*?)^```", embedding_section(), re.S | re.M)


@pytest.mark.parametrize("language, path", [
    ("c", EXAMPLES / "sheet-tour.c"),
    ("python", EXAMPLES / "sheet-tour.py"),
    ("python", EXAMPLES / "example-ui.py"),
    ("xml", ROOT / "data" / "example.ui"),
])
def test_the_readme_shows_the_tested_file(language, path):
    assert path.read_text() in blocks(language), f"README.md's Embedding section does not show {path.name} as it is"


def test_the_readme_shows_the_output_the_tours_are_tested_for():
    assert blocks("text") == ["\n".join(TOUR) + "\n"]


def test_the_section_comes_just_before_properties_and_signals():
    headings = re.findall(r"^## (.*)$", README, re.M)
    position = headings.index("Properties and signals")
    assert headings[position - 1] == "Embedding in C, Python, JavaScript and Vala apps"
