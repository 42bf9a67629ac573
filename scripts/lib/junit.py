#!/usr/bin/env python3
"""JUnit XML, the one format scripts/test.sh reads a suite's results from.

    junit.py count PATH...       prints "PASSED FAILED SKIPPED" for the XML files
                                 (a folder: every *.xml in it); fails, saying why on
                                 stderr, when there is none or one cannot be read
    junit.py failures PATH...    one line per failed test: its name and the first
                                 line of what failed
    junit.py write FILE SUITE    writes FILE from lines "PASS NAME", "FAIL NAME" or
                                 "SKIP NAME" on stdin (scripts/checks.sh)

Who writes the files: `swift test --xunit-output FILE` (SwiftPM 6.3 writes Swift
Testing's results next to FILE, as FILE-swift-testing.xml, and XCTest's to FILE only
with --parallel), `pytest --junitxml FILE`, and the project's check scripts
(scripts/checks.sh, scripts/check-translations.py) through write().

How a test counts: failed if it has a <failure> or an <error>; else skipped if it has
a <skipped> (pytest's skip and xfail, Swift Testing's .disabled); else passed. A test
is its classname and name in one file: pytest writes a test whose teardown failed
after the test itself had failed as two <testcase> elements, one test.

A file that does not parse is a run that did not finish: SwiftPM writes Swift
Testing's file as the tests go and leaves it unclosed when the test process crashes.
"""
import glob
import os
import sys
import xml.etree.ElementTree as ElementTree

PASSED, FAILED, SKIPPED = "passed", "failed", "skipped"


def files_of(paths):
    """The XML files the paths name, a folder standing for the *.xml in it."""
    files = []
    for path in paths:
        if os.path.isdir(path):
            files += sorted(glob.glob(os.path.join(path, "*.xml")))
        elif os.path.exists(path):
            files.append(path)
    return files


def tests_of(path):
    """{(classname, name): (outcome, message)} for one file; raises ElementTree.ParseError
    (or OSError) if it cannot be read."""
    tests = {}
    for case in ElementTree.parse(path).getroot().iter("testcase"):
        key = (case.get("classname", ""), case.get("name", ""))
        problem = case.find("failure")
        if problem is None:
            problem = case.find("error")
        if problem is not None:
            message = problem.get("message") or (problem.text or "").strip()
            outcome = (FAILED, message.splitlines()[0] if message else "")
        elif case.find("skipped") is not None:
            outcome = (SKIPPED, "")
        else:
            outcome = (PASSED, "")
        # A test written twice counts once, as failed if either says so.
        if tests.get(key, (None,))[0] != FAILED:
            tests[key] = outcome
    return tests


def read_all(paths):
    """Every file's tests, or exits with status 1 saying why there are none."""
    files = files_of(paths)
    if not files:
        sys.exit(f"junit.py: no JUnit XML in {' '.join(paths)}")
    results = []
    for path in files:
        try:
            results.append(tests_of(path))
        except (ElementTree.ParseError, OSError) as error:
            sys.exit(f"junit.py: {path} cannot be read ({error}): the run did not finish")
    return results


def count(paths):
    totals = {PASSED: 0, FAILED: 0, SKIPPED: 0}
    for tests in read_all(paths):
        for outcome, _ in tests.values():
            totals[outcome] += 1
    print(totals[PASSED], totals[FAILED], totals[SKIPPED])


def failures(paths):
    for tests in read_all(paths):
        for (classname, name), (outcome, message) in tests.items():
            if outcome == FAILED:
                test = f"{classname}.{name}" if classname else name
                print(f"{test}: {message}" if message else test)


def write(path, suite, results):
    """Writes `results`, (outcome, name, message) with outcome "PASS", "FAIL" or "SKIP"
    and message what failed (or ""), to `path` as one <testsuite> named `suite`."""
    root = ElementTree.Element("testsuites")
    testsuite = ElementTree.SubElement(root, "testsuite", name=suite, tests=str(len(results)),
                                       failures=str(sum(r[0] == "FAIL" for r in results)),
                                       skipped=str(sum(r[0] == "SKIP" for r in results)))
    for outcome, name, message in results:
        case = ElementTree.SubElement(testsuite, "testcase", classname=suite, name=name)
        if outcome == "FAIL":
            ElementTree.SubElement(case, "failure", message=message)
        elif outcome == "SKIP":
            ElementTree.SubElement(case, "skipped")
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    ElementTree.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)


def write_from_lines(path, suite, lines):
    results = []
    for line in lines:
        if not line.strip():
            continue
        outcome, _, name = line.rstrip("\n").partition(" ")
        if outcome not in ("PASS", "FAIL", "SKIP"):
            sys.exit(f"junit.py write: a line must start with PASS, FAIL or SKIP: {line!r}")
        results.append((outcome, name, ""))
    write(path, suite, results)


def main(argv):
    if len(argv) >= 2 and argv[0] == "count":
        count(argv[1:])
    elif len(argv) >= 2 and argv[0] == "failures":
        failures(argv[1:])
    elif len(argv) == 3 and argv[0] == "write":
        write_from_lines(argv[1], argv[2], sys.stdin)
    else:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
