#!/usr/bin/env python3
"""Checks the translations (the Translations suite of scripts/test.sh):

- every language in po/LINGUAS compiles with `msgfmt --check` and is complete: no
  untranslated and no fuzzy message;
- every .po has every string the sources mark (po/POTFILES, read with the keywords of
  po/meson.build), and no string they no longer mark;
- po/POTFILES lists every source file that marks a string;
- every string literal in Sources/ is either marked for translation or listed in
  po/not-translated.txt under the reason it is not user-facing, and every string listed
  there still exists.

Prints one line per check and ends with "N passed, M failed"; with BS_JUNIT_XML set
(scripts/test.sh sets it), also writes the checks there as JUnit XML
(scripts/lib/junit.py).
"""
import difflib
import itertools
import os
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "scripts", "lib"))
import junit  # noqa: E402  (scripts/lib)

PO = os.path.join(REPO, "po")
SOURCE_SUFFIXES = (".swift", ".c", ".h")

results = []  # (name, problems)


def check(name, problems):
    results.append((name, problems))
    print(("ok    " if not problems else "FAIL  ") + name)
    for problem in problems:
        print("        " + problem)


def lines_of(path):
    """The file's lines without `#` comments and blank lines."""
    with open(path, encoding="utf-8") as file:
        return [line.split("#", 1)[0].strip() for line in file if line.split("#", 1)[0].strip()]


def keywords():
    """The xgettext options of po/meson.build: one owner for the keywords."""
    with open(os.path.join(PO, "meson.build"), encoding="utf-8") as file:
        return re.findall(r"'(--(?:keyword|from-code)=[^']*)'", file.read())


def messages(pot):
    """(context, msgid) of each message in a .po/.pot file, and (context, msgid_plural)
    of each plural one; the header and obsolete messages left out. A string may go on
    over several lines ("…" on each), as msgmerge wraps it."""
    with open(pot, encoding="utf-8") as file:
        text = file.read()
    found = set()
    for entry in text.split("\n\n"):
        fields, current = {}, None
        for line in entry.splitlines():
            keyword = re.match(r'^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?) "(.*)"$', line)
            if keyword:
                current = keyword.group(1)
                fields[current] = keyword.group(2)
            elif current and re.match(r'^".*"$', line):
                fields[current] += line[1:-1]
            else:
                current = None
        context = fields.get("msgctxt")
        for key in ["msgid", "msgid_plural"]:
            if fields.get(key):
                found.add((context, fields[key]))
    return found


def translations(po):
    """{(context, msgid): msgstr} of a .po file's singular messages."""
    with open(po, encoding="utf-8") as file:
        text = file.read()
    found = {}
    for entry in text.split("\n\n"):
        fields, current = {}, None
        for line in entry.splitlines():
            keyword = re.match(r'^(msgctxt|msgid|msgstr) "(.*)"$', line)
            if keyword:
                current = keyword.group(1)
                fields[current] = keyword.group(2)
            elif current and re.match(r'^".*"$', line):
                fields[current] += line[1:-1]
            else:
                current = None
        if fields.get("msgid") and "msgstr" in fields:
            found[(fields.get("msgctxt"), fields["msgid"])] = fields["msgstr"]
    return found


# Orca 51 presents a changed description only if difflib's ratio of the old and the new,
# lower-cased and rounded to two places, is below 0.85
# (AXUtilitiesEvent._strings_are_redundant).
ORCA_SIMILARITY_THRESHOLD = 0.85

# The handle's descriptions (SheetDriver.handleDescription: the position, then what
# activating does, joined by a space): (position, activation or None), as HandleWords
# allows them — expanding from the strip and from half height, collapsing from full.
HANDLE_DESCRIPTIONS = [("Closed.", None), ("Open.", None), ("Peeking.", None),
                       ("Peeking.", "Activate to expand."), ("Half height.", "Activate to expand."),
                       ("Full height.", "Activate to collapse.")]


def handle_description_problems(say):
    """The pairs of handle descriptions Orca 51 would take for the same words, where
    `say(context, msgid)` gives a message's words in the language checked."""
    problems = []
    descriptions = []
    for position, activation in HANDLE_DESCRIPTIONS:
        words = [say("sheet position", position)] + ([say("drag handle", activation)] if activation else [])
        if None in words:
            problems.append(f"no translation of {position!r} {activation!r}")
            continue
        descriptions.append(" ".join(words))
    for old, new in itertools.combinations(descriptions, 2):
        ratio = round(difflib.SequenceMatcher(None, old.lower(), new.lower()).ratio(), 2)
        if ratio >= ORCA_SIMILARITY_THRESHOLD:
            problems.append(f"{old!r} and {new!r} are {ratio} alike")
    return problems


def extract(files, options):
    """The messages xgettext finds in `files`: sources read as C (Swift is C enough for
    xgettext, which knows no Swift), the others (.desktop.in, .metainfo.xml.in) by type."""
    found = set()
    sources = [path for path in files if path.endswith(SOURCE_SUFFIXES)]
    others = [path for path in files if not path.endswith(SOURCE_SUFFIXES)]
    for group, language in [(sources, ["--language=C"]), (others, [])]:
        if not group:
            continue
        with tempfile.NamedTemporaryFile(suffix=".pot") as pot:
            subprocess.run(["xgettext", *language, *options, "--no-wrap", "--no-location", "--force-po",
                            "-o", pot.name, *group], cwd=REPO, check=True, stderr=subprocess.DEVNULL)
            found |= messages(pot.name)
    return found


def source_files():
    found = []
    for folder, _, names in os.walk(os.path.join(REPO, "Sources")):
        found += [os.path.relpath(os.path.join(folder, name), REPO) for name in names
                  if name.endswith(SOURCE_SUFFIXES)]
    return sorted(found)


def main():
    languages = lines_of(os.path.join(PO, "LINGUAS"))
    potfiles = lines_of(os.path.join(PO, "POTFILES"))
    options = keywords()
    marked = extract(potfiles, options)

    for language in languages:
        po = os.path.join(PO, f"{language}.po")
        run = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, po],
                             capture_output=True, text=True)
        report = (run.stdout + run.stderr).strip()
        problems = [] if run.returncode == 0 else report.splitlines()
        if run.returncode == 0 and re.search(r"fuzzy|untranslated", report):
            problems.append(f"not complete: {report}")
        check(f"po/{language}.po compiles with msgfmt --check and is complete ({report})", problems)

        have = messages(po)
        problems = [f"missing: {context + ' | ' if context else ''}{msgid}" for context, msgid in sorted(marked - have, key=str)]
        problems += [f"no longer in the sources: {context + ' | ' if context else ''}{msgid}"
                     for context, msgid in sorted(have - marked, key=str)]
        check(f"po/{language}.po has exactly the strings the sources mark", problems)

        words = translations(po)
        check(f"po/{language}.po: the drag handle's descriptions are unlike enough for Orca 51 to read each change",
              handle_description_problems(lambda context, msgid: words.get((context, msgid)) or None))

    check("the drag handle's English descriptions are unlike enough for Orca 51 to read each change",
          handle_description_problems(lambda context, msgid: msgid if (context, msgid) in marked else None))

    sources = source_files()
    data = [os.path.join("data", name) for name in sorted(os.listdir(os.path.join(REPO, "data")))
            if name.endswith((".desktop.in", ".metainfo.xml.in"))]
    marking = [path for path in sources + data if extract([path], options)]
    check("po/POTFILES lists every source file that marks a string",
          [f"{path} marks strings but is not in po/POTFILES" for path in marking if path not in potfiles]
          + [f"{path} is in po/POTFILES but marks nothing" for path in potfiles if path not in marking])

    # Every literal, marked or not (-a), from the files not left out as a whole.
    allowed_files, allowed = [], set()
    for line in lines_of(os.path.join(PO, "not-translated.txt")):
        if line.startswith("file: "):
            allowed_files.append(line[len("file: "):])
        else:
            allowed.add(line)
    scanned = [path for path in sources
               if not any(path == leftout or path.startswith(leftout.rstrip("/") + "/") for leftout in allowed_files)]
    # A literal with no letter in it but printf directives and escapes ("%g", ", ",
    # "\\n") is no word anyone reads; each is compared without the spaces around it, as
    # the list holds it.
    literals = {msgid.strip() for _, msgid in extract(scanned, ["--from-code=UTF-8", "-a"])
                if re.search(r"[^\W\d_]", re.sub(r"%[-0-9.$]*[a-z]|\\n", "", msgid))}
    marked_text = {msgid.strip() for _, msgid in marked} | {context for context, _ in marked if context}
    unmarked = sorted(literals - marked_text - allowed)
    check("every string literal in Sources/ is marked for translation or listed in po/not-translated.txt",
          [f"not marked: {text!r} (mark it with translated(), or list it with the reason)" for text in unmarked])
    check("every string listed in po/not-translated.txt is still in Sources/",
          [f"not found: {text!r}" for text in sorted(allowed - literals)]
          + [f"not found: file: {path}" for path in allowed_files if not os.path.exists(os.path.join(REPO, path))])

    passed = sum(not problems for _, problems in results)
    print(f"{passed} passed, {len(results) - passed} failed")
    if os.environ.get("BS_JUNIT_XML"):
        junit.write(os.environ["BS_JUNIT_XML"], "check-translations",
                    [("FAIL" if problems else "PASS", name, "; ".join(problems)) for name, problems in results])
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
