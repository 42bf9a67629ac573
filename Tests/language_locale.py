"""A locale for running the demo in another language, shared by Tests/DemoTests and
Tests/AccessibilityTests (each conftest puts this folder on sys.path).

The suites choose the language with LANGUAGE=de (or he) and have no locale of that
language installed. Debian 12's glibc (2.36) translates by LANGUAGE under C.UTF-8;
Debian 13's (2.41) ignores LANGUAGE in C.UTF-8 as in C (Debian #874160), and GTK 4.18
takes the text direction from the language of the LC_CTYPE locale
(pango_language_get_default), no longer from its own translation: the demo would come
up in English, left to right. So the demo gets a locale named after the language
("he.UTF-8"): C.UTF-8's data under that name, in a folder of its own (LOCPATH).
"""
import contextlib
import os
import shutil
import tempfile


@contextlib.contextmanager
def locale_for(language: str):
    """The environment variables that run a program in `language` ("de", "he"), as a
    user of it has; none for English ("" or "en…")."""
    if not language or language.startswith("en"):
        yield {}
        return
    folder = tempfile.mkdtemp(prefix="bs-locale-")
    try:
        # glibc looks for "he.UTF-8" as "he.utf8", as it does for C.UTF-8 (C.utf8).
        os.symlink("/usr/lib/locale/C.utf8", os.path.join(folder, f"{language}.utf8"))
        yield {"LOCPATH": folder, "LC_ALL": f"{language}.UTF-8", "LANGUAGE": language}
    finally:
        shutil.rmtree(folder, ignore_errors=True)
