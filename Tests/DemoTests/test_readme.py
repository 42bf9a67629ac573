"""The README tells the truth: its Swift example is the one that is built, and its
first two commands are the set-up that CI runs."""
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()


def test_the_swift_example_is_the_program_that_is_built():
    blocks = re.findall(r"```swift\n(.*?)```", README, re.S)
    example = (ROOT / "Sources/bottom-sheet-example/main.swift").read_text()
    assert example in blocks


def test_the_first_two_commands_open_the_demo_and_run_every_test():
    commands = re.findall(r"^    (bash scripts/\S+)", README, re.M)
    assert commands[:2] == ["bash scripts/demo.sh", "bash scripts/test.sh"]
    assert "scripts/test.sh" in (ROOT / ".ci/run").read_text()
