"""Puts a section a benchmark script wrote (its first and last lines are its marker
comments) into BENCHMARKS.md: in place of the one between the same markers, else
before the hand-written notes (docs/benchmark-notes.md's first line), else at the end.
Everything else in BENCHMARKS.md stays as scripts/bench.sh wrote it.

    python3 scripts/lib/bench-section.py SECTION.md
"""
import sys
from pathlib import Path

section = Path(sys.argv[1]).read_text().rstrip("\n")
benchmarks = Path("BENCHMARKS.md")
text = benchmarks.read_text()
begin, end = section.splitlines()[0], section.splitlines()[-1]
if begin in text and end in text:
    before, rest = text.split(begin, 1)
    text = before + section + rest.split(end, 1)[1]
else:
    notes = Path("docs/benchmark-notes.md")
    first = notes.read_text().strip().splitlines()[0] if notes.exists() else None
    at = text.find(first) if first else -1
    text = (text[:at] + section + "\n\n" + text[at:]) if at >= 0 else (text.rstrip("\n") + "\n\n" + section + "\n")
benchmarks.write_text(text)
