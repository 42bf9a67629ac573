"""The README's quick start shows each example program as it is, and
docs/embedding.md shows the tour programs that these tests build and run, with
the output they are tested for (test_bad_detents.py checks its table of errors).

In the README, each example is a fenced block right under a line that ends with
its file's path in backticks and a colon:

    C, `examples/c/main.c`:
    ```c
    …the file, verbatim…
    ```

To copy the files into the README after they change (the blocks must exist):

    python3 Tests/EmbeddingTests/test_readme_embedding.py --sync
"""
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "README.md"
EMBEDDING = ROOT / "docs" / "embedding.md"
EXAMPLES = Path(__file__).resolve().parent / "examples"

# The quick start's programs, in the README's order: each language's smallest app.
# The window, in Blueprint, is the one every app but Swift's loads.
QUICK_START = [
    "Sources/bottom-sheet-example/main.swift",
    "examples/window.blp",
    "examples/c/main.c",
    "examples/python/main.py",
    "examples/gjs/main.js",
    "examples/vala/main.vala",
    "bindings/rust/example/src/main.rs",
]

# A fenced block right under a line that ends with its file's path in backticks and a colon.
CAPTIONED_BLOCK = re.compile(r"`([\w./-]+)`:\n```[\w+-]*\n(.*?)^```\n", re.S | re.M)
FENCED_BLOCK = re.compile(r"^```[\w+-]*\n(.*?)^```\n", re.S | re.M)


def section(text: str, heading: str) -> str:
    match = re.search(rf"^## {re.escape(heading)}\n.*?(?=^## |\Z)", text, re.S | re.M)
    assert match, f"no '## {heading}' section"
    return match[0]


def shown_files(text: str) -> dict:
    """Each captioned block's file and content, in order."""
    return {match[1]: match[2] for match in CAPTIONED_BLOCK.finditer(text)}


@pytest.mark.parametrize("path", QUICK_START)
def test_the_quick_start_shows_the_file_as_it_is(path):
    file = ROOT / path
    assert file.is_file(), f"{path} does not exist (the README's quick start has a placeholder for it)"
    shown = shown_files(section(README.read_text(), "Quick start"))
    assert path in shown, f"README.md's quick start has no block captioned with `{path}`"
    assert shown[path] == file.read_text(), f"README.md's quick start does not show {path} as it is"


def test_the_quick_start_shows_the_examples_and_nothing_else():
    quick_start = section(README.read_text(), "Quick start")
    assert list(shown_files(quick_start)) == QUICK_START
    assert len(FENCED_BLOCK.findall(quick_start)) == len(QUICK_START)


def test_every_fenced_block_of_the_readme_is_in_the_quick_start():
    """So that each is checked here; commands are indented blocks (test_readme.py)."""
    text = README.read_text()
    assert len(FENCED_BLOCK.findall(text)) == len(FENCED_BLOCK.findall(section(text, "Quick start")))


def embedding_blocks(language: str) -> list:
    return re.findall(rf"^```{language}\n(.*?)^```", EMBEDDING.read_text(), re.S | re.M)


@pytest.mark.parametrize("language, path", [
    ("c", EXAMPLES / "sheet-tour.c"),
    ("python", EXAMPLES / "sheet-tour.py"),
    ("python", EXAMPLES / "example-ui.py"),
    ("xml", ROOT / "data" / "example.ui"),
])
def test_the_embedding_page_shows_the_tested_file(language, path):
    assert path.read_text() in embedding_blocks(language), f"docs/embedding.md does not show {path.name} as it is"


def test_the_embedding_page_shows_the_output_the_tours_are_tested_for():
    from embedding import TOUR

    assert embedding_blocks("text") == ["\n".join(TOUR) + "\n"]


def sync() -> None:
    """Copies each existing quick-start file into its block in the README."""
    text = README.read_text()
    start = text.index("## Quick start\n")
    end = text.find("\n## ", start + 1)
    end = len(text) if end < 0 else end + 1
    quick_start = text[start:end]

    def replace(match):
        file = ROOT / match[1]
        if not file.is_file():
            return match[0]
        return match[0][:match.start(2) - match.start()] + file.read_text() + "```\n"

    README.write_text(text[:start] + CAPTIONED_BLOCK.sub(replace, quick_start) + text[end:])


if __name__ == "__main__":
    if sys.argv[1:] != ["--sync"]:
        sys.exit(__doc__)
    sync()
