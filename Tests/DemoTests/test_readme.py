"""The README tells the truth: its Swift example is the one that is built, its first
two commands are the set-up that CI runs, every command it shows names scripts, meson
options and programs that exist, its table names every property, signal and action,
its links and those of docs/ lead to files in the repository, and it stays short.

Its other code blocks, the examples, are checked by
Tests/EmbeddingTests/test_readme_embedding.py."""
import pathlib
import re

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
DOCS = sorted((ROOT / "docs").glob("*.md")) + sorted((ROOT / "docs" / "reference").glob("*.md"))
# The properties, by name, from their table (PropertyTableTests holds docs/behaviour.md's
# "Properties" table to it row by row).
PROPERTIES = re.findall(r'BS_PROPERTY_\w+, "([\w-]+)"',
                        (ROOT / "Sources/BottomSheet/Driver/Properties/SheetProperties.swift").read_text())
C_TYPE = (ROOT / "Sources/CBottomSheet/bottom-sheet.c").read_text()


def section(text: str, heading: str) -> str:
    match = re.search(rf"^## {re.escape(heading)}\n.*?(?=^## |\Z)", text, re.S | re.M)
    assert match, f"no '## {heading}' section"
    return match[0]


def test_the_swift_example_is_the_program_that_is_built():
    blocks = re.findall(r"```swift\n(.*?)```", README, re.S)
    example = (ROOT / "Sources/bottom-sheet-example/main.swift").read_text()
    assert example in blocks


def test_the_first_two_commands_open_the_demo_and_run_every_test():
    commands = re.findall(r"^    (bash scripts/\S+)", README, re.M)
    assert commands[:2] == ["bash scripts/demo.sh", "bash scripts/test.sh"]
    assert "scripts/test.sh" in (ROOT / ".ci/run").read_text()


def indented_commands() -> list:
    """Every command of the README's indented blocks, without its comment, split at &&,
    and every command in its running text (`meson setup …`, `bash scripts/…`)."""
    outside_fences = re.sub(r"^```.*?^```\n", "", README, flags=re.S | re.M)
    lines = re.findall(r"(?:^|\n\n)((?:    \S.*\n)+)", outside_fences)
    commands = []
    for block in lines:
        for line in block.splitlines():
            line = re.sub(r"\s+#.*$", "", line.strip())
            commands += [command.strip() for command in line.split("&&")]
    commands += re.findall(r"`((?:bash scripts/|meson )[^`]*)`", outside_fences)
    return commands


def meson_options() -> set:
    return set(re.findall(r"^option\('([\w-]+)'", (ROOT / "meson_options.txt").read_text(), re.M))


def swift_products() -> set:
    return set(re.findall(r'name: "([\w-]+)"', (ROOT / "Package.swift").read_text()))


def test_every_command_names_what_exists():
    commands = indented_commands()
    assert len(commands) >= 7, commands
    for command in commands:
        words = command.split()
        if words[0] == "bash" and words[1].startswith("scripts/"):
            assert (ROOT / words[1]).is_file(), f"{command}: no {words[1]}"
        elif words[:2] == ["meson", "setup"]:
            assert words[2] == "build", command
            for option in re.findall(r"-D([\w-]+)=", command):
                assert option in meson_options(), f"{command}: meson_options.txt has no option {option!r}"
        elif words[:2] in (["meson", "compile"], ["meson", "install"]):
            assert words[2:] == ["-C", "build"], command
        else:
            pytest.fail(f"a command this test does not know: {command}")


def test_every_swift_run_names_a_product():
    for product in re.findall(r"`swift run ([\w-]+)`", README):
        assert product in swift_products(), f"swift run {product}: no such product or target in Package.swift"


def test_the_table_names_every_property_signal_and_action():
    table = section((ROOT / "docs/behaviour.md").read_text(), "At a glance")
    names = (PROPERTIES
             + re.findall(r'#define BS_SIGNAL_NAME_\w+ +"([\w-]+)"',
                          (ROOT / "Sources/CBottomSheet/include/bs-names.h").read_text())
             + re.findall(r'"(sheet\.\w+)"', C_TYPE))
    assert len(names) > 36, "the names were not read"
    for name in names:
        assert f"`{name}`" in table, f"docs/behaviour.md's table does not name {name}"


@pytest.mark.parametrize("page", [ROOT / "README.md", *DOCS], ids=lambda page: str(page.relative_to(ROOT)))
def test_links_lead_to_files_in_the_repository(page):
    text = page.read_text()
    assert "shared/" not in text, f"{page.name} names a path outside the repository"
    for target in re.findall(r"\]\(([^)\s]+)\)", text):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        path = (page.parent / target.split("#")[0]).resolve()
        assert path.is_relative_to(ROOT), f"{page.name} links outside the repository: {target}"
        assert path.exists(), f"{page.name} links to {target}, which does not exist"


def test_the_readme_is_short():
    assert README.count("\n") < 250
