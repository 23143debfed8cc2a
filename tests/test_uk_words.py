"""Ukrainian calls a domino tile «кістка» everywhere (P23/P28: «кості», «камінь» were mixed
in), with its three plural forms; no message says «кість/кості/костей» or «камінь»."""

from __future__ import annotations

import re

import pytest
from po_files import texts

from kozel_gui.i18n import ntr, set_language

_NOT_OUR_TILE = re.compile(
    r"\b(кост\w*|кіст(?:ь|і|ей|ям|ями|ях|ьми)\b|камін\w*|камен\w*|камн\w*|кам['’]\w*)",
    re.IGNORECASE)
"""Words for a tile that are not «кістка»: the Russian «кость», the bone «кість», a stone."""


@pytest.fixture(autouse=True)
def _ukrainian_then_russian() -> object:
    set_language("uk")
    yield
    set_language("ru")  # the language is global in a test process


@pytest.mark.parametrize(("n", "said"), [(1, "1 кістка"), (2, "2 кістки"), (4, "4 кістки"),
                                         (5, "5 кісток"), (11, "11 кісток"),
                                         (21, "21 кістка"), (22, "22 кістки")])
def test_the_tile_word_takes_its_plural_forms(n: int, said: str) -> None:
    assert ntr("table.tiles", n) == said


def test_no_message_calls_a_tile_anything_but_kistka() -> None:
    found = {key: m.group(0) for key, forms in texts("uk").items() for text in forms
             if (m := _NOT_OUR_TILE.search(text))}
    assert not found, found


def test_the_check_sees_the_words_it_forbids() -> None:
    for wrong in ("Ваші кості внизу", "остання кість", "камінь", "останнім каменем",
                  "5 костей"):
        assert _NOT_OUR_TILE.search(wrong), wrong
    for right in ("кількості гравців", "кістка", "кістки", "кісток", "кістку", "кістках"):
        assert not _NOT_OUR_TILE.search(right), right


def test_one_apostrophe_inside_words() -> None:
    """«пʼять», «запамʼятали»: the Ukrainian apostrophe (U+02BC) everywhere, never a
    typewriter ' or a quote mark ’ in some words and it in others."""
    mixed = {key: text for key, forms in texts("uk").items() for text in forms
             if re.search(r"\w['’]\w", text) and re.search(r"[а-яіїєґ]['’][а-яіїєґ]", text,
                                                          re.IGNORECASE)}
    assert not mixed, mixed


def test_a_round_is_kin_not_the_russian_kon() -> None:
    """A round is «кін» in Ukrainian (кону, кони): the Russian nominative «кон» was left in
    «Кон 1», «Записати кон» (playtest of 2026-12-07)."""
    russian = {key: text for key, forms in texts("uk").items() for text in forms
               if re.search(r"(?<!\w)[Кк]он(?!\w)", text)}
    assert not russian, russian
