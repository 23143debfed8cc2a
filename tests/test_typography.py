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
    return out


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_string_uses_its_languages_marks(lang: str) -> None:
    assert not _offences(lang), f"{lang}: (key, mark, write instead): {_offences(lang)}"


def test_the_check_sees_a_wrong_mark() -> None:
    assert _offences("en", {(None, "x"): ("Kids' dominoes",)}) == [("x", "'", "’")]
    assert _offences("ru", {(None, "x"): ("Козёл - это игра",)}) == [("x", "-", "—")]
    assert _offences("uk", {(None, "x"): ("Ім’я",)}) == [("x", "’", "ʼ")]
    assert _offences("uk", {(None, "x"): ("<font color='#fff'>Імʼя</font>",)}) == []


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
