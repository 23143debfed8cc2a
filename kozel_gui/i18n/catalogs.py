"""The compiled catalogs kept up to date when the game runs from source.

After a ``git pull`` a ``.po`` may have new strings while its ``.mo`` is the old one: at
start the stale (or missing) ``.mo`` files are compiled again with Babel (the dev extra), or,
without Babel, one line says to run ``make locale``.  A frozen build carries its own ``.mo``
files, compiled when it was built: nothing is done there.
"""

from __future__ import annotations

import contextlib
import os
import sys
from pathlib import Path
from typing import TextIO

from rules import i18n
from rules.i18n import DOMAIN, LANGUAGES

__all__ = ["refresh", "stale"]


def stale(root: Path | None = None) -> list[str]:
    """The languages whose ``.mo`` is missing or older than their ``.po``."""
    folder = root if root is not None else i18n.locale_dir()
    out = []
    for lang in LANGUAGES:
        po, mo = _po(folder, lang), _po(folder, lang).with_suffix(".mo")
        if po.is_file() and (not mo.is_file() or po.stat().st_mtime > mo.stat().st_mtime):
            out.append(lang)
    return out


def refresh(root: Path | None = None, out: TextIO | None = None) -> list[str]:
    """Compile every stale catalog (from source only); the languages compiled.  What cannot
    be compiled is said in one line on ``out`` (standard error), and the game goes on."""
    if getattr(sys, "frozen", False):
        return []
    folder = root if root is not None else i18n.locale_dir()
    langs = stale(folder)
    if not langs:
        return []
    try:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po
    except ImportError:
        _say(out, f"the compiled word catalogs ({', '.join(langs)}) are older than their "
                  ".po files: run `make locale`")
        return []
    done = []
    for lang in langs:
        po = _po(folder, lang)
        mo, part = po.with_suffix(".mo"), po.with_suffix(".mo.part")
        try:
            with po.open("rb") as f:
                catalog = read_po(f, locale=lang, domain=DOMAIN)
            with part.open("wb") as f:
                write_mo(f, catalog)
            os.replace(part, mo)
        except (OSError, ValueError) as exc:  # a read-only checkout, a broken .po
            with contextlib.suppress(OSError):
                part.unlink(missing_ok=True)
            _say(out, f"could not compile {po.name} of {lang!r} ({exc}): run `make locale`")
            continue
        done.append(lang)
    if done:
        i18n.translations.cache_clear()  # read again the next time they are asked for
    return done


def _po(folder: Path, lang: str) -> Path:
    return folder / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def _say(out: TextIO | None, line: str) -> None:
    stream = out if out is not None else sys.stderr
    if stream is not None:  # a windowed build has no standard error
        print(f"Домино «Козёл»: {line}", file=stream, flush=True)
