"""The kids' animals have names of their own language in every catalog: the bear is no
transliterated «Михалыч» in English or Ukrainian (the playtest met "Mikhalych")."""

from __future__ import annotations

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
