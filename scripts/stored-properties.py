#!/usr/bin/env python3
"""Counts the stored instance properties of each Swift type under the folders given
(default: Sources/BottomSheet), most first: how much state each type holds.

    python3 scripts/stored-properties.py [--max N] [FOLDER…]

A stored property is a `let` or `var` at a class's, struct's or actor's top level that is
not computed (`var x: T { … }`); observers (`didSet`, `willSet`) keep it stored. Static
ones are the type's, not an instance's, and are left out. Extensions cannot add stored
properties, so only the declarations count. With --max, exits 1 when a type holds more.
"""
import argparse
import pathlib
import re
import sys

TYPE = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|final|open)\s+)*"
                  r"(class|struct|actor|enum)\s+(\w+)")
PROPERTY = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
                      r"(?:(?:public|package|internal|fileprivate|private|nonisolated|unowned|weak|lazy|final|"
                      r"(?:private|fileprivate|internal|package|public)\(set\))\s+)*(let|var)\s+(\(?[\w, ]+\)?)")


def strip(line: str) -> str:
    """The line without a `//` comment and without string literals' contents."""
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split("//", 1)[0]


def count(path: pathlib.Path) -> dict:
    """Stored properties per type declared in `path`, by the type's (nested) name."""
    result = {}
    stack = []  # (name counted, or None for an enum; depth of its body; its own name)
    depth = 0
    in_multiline_string = False
    lines = path.read_text(encoding="utf-8").splitlines()
    for index, raw in enumerate(lines):
        if raw.count('"""') % 2 == 1:
            in_multiline_string = not in_multiline_string
            continue
        if in_multiline_string:
            continue
        line = strip(raw)
        body_of = stack[-1] if stack and stack[-1][1] == depth else None
        if body_of is not None and body_of[0] is not None and not re.match(r"^\s*(static|class)\s", line):
            match = PROPERTY.match(line)
            if match:
                rest = line[match.end():]
                # Computed: a `{` on the line (or the next) that is not an observer's, and no `=`.
                following = strip(lines[index + 1]) if index + 1 < len(lines) else ""
                opens = "{" in rest or following.strip().startswith(("get", "set"))
                observed = re.search(r"\{\s*(didSet|willSet)", rest + " " + following) is not None
                computed = match.group(1) == "var" and opens and "=" not in rest.split("{", 1)[0] and not observed
                if not computed:
                    names = [name for name in re.split(r"[(), ]+", match.group(2)) if name]
                    result[body_of[0]] = result.get(body_of[0], 0) + len(names)
        declared = TYPE.match(line)
        for character in line:
            if character == "{":
                depth += 1
                if declared is not None:
                    # An enum holds no stored instance properties; the types nested in it
                    # are named through it all the same.
                    qualified = ".".join([entry[2] for entry in stack] + [declared.group(2)])
                    counted = declared.group(1) != "enum"
                    stack.append((qualified if counted else None, depth, declared.group(2)))
                    if counted:
                        result.setdefault(qualified, 0)
                    declared = None
            elif character == "}":
                if stack and stack[-1][1] == depth:
                    stack.pop()
                depth -= 1
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--max", type=int, help="fail when a type holds more stored properties")
    parser.add_argument("folders", nargs="*", default=["Sources/BottomSheet"])
    arguments = parser.parse_args()
    counts = {}
    for folder in arguments.folders:
        for path in sorted(pathlib.Path(folder).rglob("*.swift")):
            for name, number in count(path).items():
                counts[f"{name} ({path})"] = number
    for name, number in sorted(counts.items(), key=lambda item: (-item[1], item[0])):
        print(f"{number:4d}  {name}")
    if arguments.max is not None:
        over = [name for name, number in counts.items() if number > arguments.max]
        if over:
            print(f"{len(over)} type(s) hold more than {arguments.max} stored properties", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
