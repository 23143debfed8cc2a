"""PT-Z: the score pad's title said the game twice, «Козёл · козёл на 101 · открытие с 13»;
it says it once, in the table's words for the loser's limit (Osel's is «осёл на», never
«козёл на»)."""

from __future__ import annotations

from collections.abc import Iterator
from types import SimpleNamespace

import pytest

from kozel_gui.i18n import set_language
from kozel_gui.scorepad.sheet_view import preset_title, rules_line
from rules import find_preset


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")


def _line(lang: str, preset: str) -> str:
    set_language(lang)
    rules = find_preset(preset)
    pad = SimpleNamespace(rules=rules, sheet=SimpleNamespace(players=2))
    assert preset_title(rules.name)
    return rules_line(pad)  # type: ignore[arg-type]


@pytest.mark.parametrize(("lang", "preset", "line"), [
    ("ru", "kozel", "Козёл на 101 · открытие с 13"),
    ("uk", "kozel", "Козел на 101 · відкриття з 13"),
    ("en", "kozel", "Kozel · goat at 101 · opens at 13"),
])
def test_the_title_says_the_game_once(lang: str, preset: str, line: str) -> None:
    assert _line(lang, preset) == line


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_no_title_repeats_a_word(lang: str) -> None:
    from rules import PRESETS

    for preset in PRESETS:
        if not find_preset(preset).is_goat:
            continue
        words = [w.casefold().replace("ё", "е") for w in _line(lang, preset).split()]
        goat = {"козел", "осел", "goat", "donkey"}
        assert sum(w in goat for w in words) <= 1 or "(" in _line(lang, preset), words
