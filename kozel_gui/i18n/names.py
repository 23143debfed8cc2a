"""Names the game gives: plain bots' stock names, the kids' animals and the player's default
name, in every language.

A seat keeps the name it was given (``SeatSetup.name``); when that is one of these
names, in any language, it is shown in the language in use and has its gender, so
English mode says "Zoe", not «Зина» (bots have English names in English).  A name a
person typed (a profile's, a person's seat, a score pad's player) is theirs: it is shown
exactly as typed in every language, even when it reads like a stock name («Zina» stays
"Zina" in Russian); only the player's default name («Вы», "You") still follows the language.

>>> from kozel_gui.i18n import set_language
>>> set_language("en"); shown_name("Зина"), name_gender("Zoe"), shown_name("Zina")
('Zoe', <Gender.FEMALE: 'female'>, 'Zoe')
>>> set_language("ru"); shown_name("Петрович"), shown_name("Аня"), shown_name("Zina", typed=True)
('Петрович', 'Аня', 'Zina')
"""

from __future__ import annotations

from functools import cache

from kozel_gui.i18n import get_language
from rules.i18n import LANGUAGES, Gender, Person, text

__all__ = ["ANIMAL_NAMES", "BOT_NAMES", "PLAYER", "name_gender", "person_of", "shown_name",
           "stock_key", "stock_name"]

BOT_NAMES: dict[str, Gender] = {
    "mikhalych": Gender.MALE, "petrovich": Gender.MALE, "zina": Gender.FEMALE,
    "kolyan": Gender.MALE, "svetka": Gender.FEMALE, "ded_egor": Gender.MALE,
}
"""The stock names of plain bots (``name.<key>``) in the order seats get them, with genders."""
PLAYER = "you"
"""The name of the player's seat before a profile gives it one («Вы», "You")."""
ANIMAL_NAMES = ("bunny", "bear", "kitten", "piglet")
"""The kids' table's animals (``kids.<key>``, the keys of ``kids.levels.ANIMALS``): a kids'
game stored with «Зайка, Мишка» reads "Bunny, Teddy" in English, as a bot's «Зина» does."""


def stock_name(key: str, lang: str | None = None) -> str:
    """The stock name ``key`` in ``lang`` (default: the language in use)."""
    catalog = f"kids.{key}" if key in ANIMAL_NAMES else f"name.{key}"
    return text(get_language() if lang is None else lang, catalog)


_FORMER: dict[str, tuple[str, ...]] = {
    "mikhalych": ("Mikhalych",), "petrovich": ("Petrovich",), "zina": ("Zina",),
    "kolyan": ("Kolyan",), "svetka": ("Sveta",), "ded_egor": ("Grandpa Yegor",),
}
"""English names of earlier versions (transliterations): a seat saved with one still shows
the name of the language in use."""


@cache
def _keys() -> dict[str, str]:
    known = {former.casefold(): key for key, names in _FORMER.items() for former in names}
    return known | {stock_name(key, lang).casefold(): key
                    for key in (*BOT_NAMES, PLAYER, *ANIMAL_NAMES) for lang in LANGUAGES}


def stock_key(name: str) -> str | None:
    """The key of a stock name written in any language, or None for any other name."""
    return _keys().get(name.strip().casefold())


def shown_name(name: str, *, typed: bool = False) -> str:
    """``name`` as the seat shows it: a stock name in the language in use, others as given;
    a ``typed`` name (a person's) exactly as typed, unless it is the player's default."""
    key = stock_key(name)
    if key is None or (typed and key != PLAYER):
        return name
    return stock_name(key)


def name_gender(name: str) -> Gender | None:
    """The gender of a stock name (None for any other name, and for the player's default)."""
    key = stock_key(name)
    return None if key is None else BOT_NAMES.get(key)


def person_of(name: str, gender: object = None, character: str | None = None, *,
              typed: bool = False) -> Person:
    """Who sits under a seat's name: a character (its name and gender in the language in use),
    else the name as shown (``typed``: a person's, as typed) with its given gender, or a
    stock name's."""
    if character:
        from rules.bots.personalities import find_personality

        try:
            return find_personality(character).person(get_language())
        except KeyError:
            pass
    try:
        known = Gender.parse(gender)
    except ValueError:
        known = None
    # A person's gender is their own (asked with the name), never guessed from a stock name.
    return Person(shown_name(name, typed=typed), known or (None if typed else name_gender(name)))
