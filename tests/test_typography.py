"""Each language's own quotation marks, apostrophe and dash, in every string a player reads.

English: “ ” and ’ (never «», never straight ' or ").  Ukrainian: «» and the letter
apostrophe ʼ (U+02BC: «імʼя»), never ' or ’.  Russian: «» and a spaced em dash, never
straight quotes or “ ”.  That every glyph used is in the bundled fonts is checked for all
strings in ``test_i18n.py``; here only that the marks these rules ask for are there.
"""

from __future__ import annotations

import re

import pygame
import pygame.freetype
import pytest
from po_files import texts

from kozel_gui.assets import FONT_BOLD, FONT_REGULAR

FORBIDDEN = {
    "en": {"'": "’", '"': "“ ”", "«": "“", "»": "”"},
    "uk": {"'": "ʼ", "’": "ʼ", '"': "« »", "“": "«", "”": "»"},
    "ru": {"'": "«» or ʼ", '"': "« »", "“": "«", "”": "»"},
}
"""For each language the marks it must not use, and what to write instead."""

HYPHEN_AS_DASH = re.compile(r"\s-\s|--")
"""A hyphen (or two) standing for a dash between words: Russian and Ukrainian use « — »."""

NARROW_SPACE = re.compile("[\u2005\u2006\u2008\u2009\u200a\u202f]")
"""A thin or narrow space (after a comma it reads as words run together, issue 18): words
are parted by a normal space, a number bound to its sign by a no-break one (U+00A0)."""


def _shown(text: str) -> str:
    """The words of a template, without its fields and pygame-gui markup (whose attribute
    values may be quoted in any way)."""
    text = re.sub(r"\{[^{}]*\}", "", text)
    return re.sub(r"</?\w+[^>]*>", "", text)


def _offences(lang: str, found: dict[tuple[str | None, str], tuple[str, ...]] | None = None,
              ) -> list[tuple[str, str, str]]:
    """(key, wrong mark, what to write instead) for each wrong mark in ``lang``'s strings."""
    out = []
    for (_, key), forms in (texts(lang) if found is None else found).items():
        for form in forms:
            shown = _shown(form)
            out += [(key, mark, instead) for mark, instead in FORBIDDEN[lang].items()
                    if mark in shown]
            if lang != "en" and HYPHEN_AS_DASH.search(shown):
                out.append((key, "-", "—"))
            out += [(key, f"U+{ord(m):04X}", "a normal space") for m in
                    NARROW_SPACE.findall(form)]
    return out


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_string_uses_its_languages_marks(lang: str) -> None:
    assert not _offences(lang), f"{lang}: (key, mark, write instead): {_offences(lang)}"


def test_the_check_sees_a_wrong_mark() -> None:
    assert _offences("en", {(None, "x"): ("Kids' dominoes",)}) == [("x", "'", "’")]
    assert _offences("ru", {(None, "x"): ("Козёл - это игра",)}) == [("x", "-", "—")]
    assert _offences("uk", {(None, "x"): ("Ім’я",)}) == [("x", "’", "ʼ")]
    assert _offences("uk", {(None, "x"): ("<font color='#fff'>Імʼя</font>",)}) == []
    assert _offences("ru", {(None, "x"): ("Зина,\u202fКолян и\u2009Петрович",)}) == [
        ("x", "U+202F", "a normal space"), ("x", "U+2009", "a normal space")]
    assert _offences("ru", {(None, "x"): ("(свои очки − его) ÷\u00a010",)}) == []


def test_no_code_joins_words_with_a_narrow_space() -> None:
    """Words the code puts together (lists, a name and its count) are parted by a normal
    space too: no thin or narrow space, written or escaped, in the game's sources."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    escaped = re.compile(r"\\u(2005|2006|2008|2009|200[aA]|202[fF])|\\N\{(THIN|NARROW|HAIR)")
    found = [f"{path.relative_to(root)}:{n}" for package in ("rules", "kozel_gui", "kozel_net")
             for path in sorted((root / package).rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if (NARROW_SPACE.search(line) or escaped.search(line))
             and not line.startswith("SENTENCE_GAP = ")]  # a widening, see its docstring
    assert not found, found


@pytest.mark.parametrize("path", [FONT_REGULAR, FONT_BOLD], ids=["regular", "bold"])
def test_the_marks_asked_for_are_in_the_bundled_fonts(path: object) -> None:
    pygame.freetype.init()
    face = pygame.freetype.Font(str(path), 20)
    marks = "“”’ʼ«»—"
    assert all(m is not None for m in face.get_metrics(marks)), marks


DOUBLE_SPACE = re.compile(r"\S {2,}\S")
"""Two spaces or more between words: one space after a sentence, as everywhere in the game
(issue 14: the tutorial's texts had two, put there on purpose); indentation at a line's
start (the plain-text reports) is not between words."""


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_no_catalog_text_has_two_spaces_between_words(lang: str) -> None:
    found = [key for (_, key), forms in texts(lang).items()
             if any(DOUBLE_SPACE.search(form) for form in forms)]
    assert found == []


def test_the_double_space_check_sees_one() -> None:
    assert DOUBLE_SPACE.search("Кон окончен.  Дальше") and not DOUBLE_SPACE.search("  {who}: 5")
