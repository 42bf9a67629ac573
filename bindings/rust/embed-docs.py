#!/usr/bin/env python3
"""Puts the documentation `gir --mode doc` wrote (a docs.md file) into the generated
code of the safe crate, as doc comments:

    embed-docs.py DOCS_MD SRC_DIR...

gtk-rs does this with rustdoc-stripper (`rustdoc-stripper -g -o docs.md`); Debian 13's
rustdoc-stripper (0.1.12) puts many comments a few lines off, inside the previous
function, in gir 0.20's output. This reads the same file and puts each comment right
above its item's attributes.

docs.md holds one section per item, `<!-- KIND PATH -->` then the text, where KIND
PATH is `struct BottomSheet`, `enum Detent`, `enum Detent::variant Peek`,
`struct Detents::const PEEK` (a flags type's member) or `impl BottomSheet::fn present`. Every section must find its item: a section left over
is an error, so that a change in gir's output is seen rather than losing the
documentation. gir writes no documentation for the property notify connectors
(`connect_detent_notify`, …): each gets one sentence naming its property.
"""
import re
import sys
from pathlib import Path

SECTION = re.compile(r"^<!-- (struct|enum|impl) (\w+)(?:::(fn|variant|const) (\w+))? -->$")


def read_sections(docs_md: Path) -> dict:
    """{(kind, type, member kind, member): [line, ...]} from docs.md."""
    sections, current = {}, None
    for line in docs_md.read_text().splitlines():
        match = SECTION.match(line)
        if match:
            current = sections.setdefault(match.groups(), [])
        elif line == "<!-- file * -->":
            current = None
        elif current is not None:
            current.append(line)
        elif line.strip():
            sys.exit(f"embed-docs.py: {docs_md}: text outside any item: {line!r}")
    for text in sections.values():
        while text and not text[-1].strip():
            text.pop()
    return sections


def item_key(line: str, scope: tuple):
    """The docs.md key of the item `line` declares (rustfmt's layout), or None.
    `scope` is the (kind, type) of the enclosing impl, enum or flags struct."""
    if match := re.match(r"\s*pub struct (\w+)\b", line):
        return ("struct", match[1], None, None)
    if match := re.match(r"pub enum (\w+) \{", line):
        return ("enum", match[1], None, None)
    if scope[0] == "impl" and (match := re.match(r"    pub fn (\w+)\b", line)):
        return ("impl", scope[1], "fn", match[1])
    if scope[0] == "enum" and (match := re.match(r"    (\w+),$", line)):
        return ("enum", scope[1], "variant", match[1])
    if scope[0] == "struct" and (match := re.match(r"\s+const (\w+) = ", line)):
        return ("struct", scope[1], "const", match[1])
    return None


def embed(path: Path, sections: dict) -> None:
    lines, out, scope = path.read_text().splitlines(), [], (None, None)
    for line in lines:
        if match := re.match(r"impl (\w+) \{$", line):
            scope = ("impl", match[1])
        elif match := re.match(r"pub enum (\w+) \{$", line):
            scope = ("enum", match[1])
        elif match := re.match(r"\s+pub struct (\w+): \w+ \{$", line):
            # A flags type, inside `bitflags! { … }`: its members are `const`s.
            scope = ("struct", match[1])
        elif line == "}" or (scope[0] == "struct" and line.strip() == "}"):
            scope = (None, None)
        key = item_key(line, scope)
        text = sections.pop(key, None) if key else None
        notify = re.match(r"    pub fn connect_(\w+)_notify<", line)
        if text is None and scope[0] == "impl" and notify:
            # gir documents no notify connector: one sentence, from the property's name.
            name = notify[1].replace("_", "-")
            text = [f"Calls `f` when the [`{name}`][struct@crate::{scope[1]}#{name}] property changes."]
        if text is not None:
            # Above the item's attributes (#[doc(alias)], #[cfg], …) and any
            # `// rustdoc-stripper-ignore-next` note.
            at = len(out)
            while at > 0 and out[at - 1].lstrip().startswith(("#[", "// rustdoc-stripper")):
                at -= 1
            indent = line[: len(line) - len(line.lstrip())]
            out[at:at] = [f"{indent}///{' ' + doc if doc.strip() else ''}".rstrip() for doc in text]
        out.append(line)
    path.write_text("\n".join(out) + "\n")


def main() -> None:
    if len(sys.argv) < 3:
        sys.exit(__doc__.split("\n\n")[1])
    sections = read_sections(Path(sys.argv[1]))
    for folder in sys.argv[2:]:
        for path in sorted(Path(folder).glob("*.rs")):
            embed(path, sections)
    if sections:
        left = ", ".join(" ".join(part for part in key if part) for key in sections)
        sys.exit(f"embed-docs.py: no item for the documentation of: {left}")


if __name__ == "__main__":
    main()
