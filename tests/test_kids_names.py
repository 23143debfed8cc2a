"""The kids' animals have names of their own language in every catalog: the bear is no
transliterated «Михалыч» in English or Ukrainian (the playtest met "Mikhalych")."""

from __future__ import annotations

from pathlib import Path

import pytest

from kozel_gui.kids.levels import ANIMALS
from rules.bots.personalities import find_personality
from rules.i18n import text

RUSSIAN_ONLY = ("михал", "mikhal", "mihal", "potap", "потап")


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_every_kids_animal_and_animal_character_has_a_name_of_the_language(lang: str) -> None:
    for animal in ANIMALS:
        for key in (f"kids.{animal.key}", f"character.{animal.key}"):
            try:
                find_personality(animal.key)
            except KeyError:
                continue
            name = text(lang, key)
            if lang == "en":
                assert name != text("ru", key), f"{key} in English is the Russian {name!r}"
            assert not any(r in name.casefold() for r in RUSSIAN_ONLY), (lang, key, name)
    assert "Bear" in text("en", "character.bear") and "Ведмідь" in text("uk", "character.bear")


def test_the_russian_names_stay_as_they_are() -> None:
    assert (text("ru", "kids.bear"), text("ru", "character.bear")) == ("Мишка", "Михалыч")


def test_a_kids_game_stored_in_russian_names_its_animals_in_english(tmp_path: Path) -> None:
    """The history of a child's games read in English said «Зайка, Мишка»: the animals
    are stock names (kept as said when played, any language), shown in the language in use."""
    from kids_kit import add_child

    from kozel_gui.history import HISTORY_FILE, History
    from kozel_gui.i18n import set_language
    from kozel_gui.i18n.names import ANIMAL_NAMES, shown_name
    from kozel_gui.kids.levels import level_setup
    from kozel_gui.scenes.history import row_cells
    from rules import Match

    assert set(ANIMAL_NAMES) == {a.key for a in ANIMALS}
    child = add_child(tmp_path, "Маша")
    russian = {k: text("ru", f"kids.{k}") for k in ANIMAL_NAMES}
    setup = level_setup(3, child, russian, 1)
    match = Match.start(setup.rules, 3, 1)
    while not match.finished:
        while match.round.outcome() is None:
            match = match.play(match.round.legal_moves()[0])
        match = match.next_round()
    with History.open(tmp_path / HISTORY_FILE) as history:
        history.add_match(setup.to_json(), match.to_json(), child)
        row = history.list_matches(profile=child)[0]
    assert row.players[1:] == ("Зайка", "Мишка"), "stored as said, in Russian"
    try:
        set_language("en")
        assert "Маша, Bunny, Teddy" in row_cells(row, [child])
        from conftest import make_app

        from kozel_gui.scenes.replay import ReplayScene

        app = make_app(tmp_path, "--lang", "en")
        replay = ReplayScene(app, match.to_json(), setup.to_json())
        assert replay.names == ["Маша", "Bunny", "Teddy"], "its replay too (not Bruno the Bear)"
        app.close()
        assert shown_name("Ведмедик") == "Teddy", "and one stored in Ukrainian"
        set_language("uk")
        assert "Маша, Зайчик, Ведмедик" in row_cells(row, [child])
    finally:
        set_language("ru")
    assert shown_name("Bunny") == "Зайка"
