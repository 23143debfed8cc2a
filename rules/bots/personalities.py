"""Characters for the table: a gender, a style, an avatar, a level; names in the catalog.

A character's name is the catalog's ``character.<key>`` in each language.

>>> find_personality("Дед Матвей").bot.name
'medium'
>>> find_personality("owl").avatar
'owl'
>>> find_personality("fox").name("uk")
'Лисиця Аліса'
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from rules.bots.base import Bot
from rules.bots.easy import EasyBot, KidsBot
from rules.bots.hard import HardBot
from rules.bots.medium import MediumBot, Weights
from rules.i18n import LANGUAGES, Gender, Person, text

__all__ = ["PERSONALITIES", "Personality", "find_personality"]


@dataclass(frozen=True, slots=True)
class Personality:
    """A named opponent: ``bot`` plays for it; ``avatar`` names a picture the GUI can draw."""

    key: str
    gender: Gender
    """The grammatical gender sentences about the character take («Лиса Алиса вышла»)."""
    style: str
    level: str
    avatar: str
    bot: Bot

    def name(self, lang: str) -> str:
        """The character's name in ``lang``."""
        return text(lang, f"character.{self.key}")

    def person(self, lang: str) -> Person:
        """The character as sentences about it see it: its name in ``lang`` and its gender."""
        return Person(self.name(lang), self.gender)


_CAUTIOUS = Weights(pips=1.6, double=5.0, block=3.0, fish=60.0)
_GREEDY = Weights(pips=0.6, options=3.5, block=4.0, dry=8.0)
_BLOCKER = Weights(block=12.0, dry=9.0, partner=2.0)

PERSONALITIES: tuple[Personality, ...] = (
    Personality("bunny", Gender.FEMALE, "playful", "kids", "rabbit", KidsBot()),
    Personality("hedgehog", Gender.MALE, "kind", "kids", "hedgehog", KidsBot(0.6)),
    Personality("kitten", Gender.MALE, "curious", "easy", "cat", EasyBot(0.3)),
    Personality("granny", Gender.FEMALE, "cautious", "easy", "grandmother", EasyBot(0.7)),
    Personality("matvey", Gender.MALE, "cautious", "medium", "old_man", MediumBot(_CAUTIOUS)),
    Personality("bear", Gender.MALE, "greedy", "medium", "bear", MediumBot(_GREEDY)),
    Personality("fox", Gender.FEMALE, "blocker", "medium", "fox", MediumBot(_BLOCKER)),
    Personality("captain", Gender.MALE, "steady", "hard", "sailor",
                HardBot(samples=24, playouts=6)),
    Personality("owl", Gender.FEMALE, "calculating", "hard", "owl", HardBot()),
)
"""Every character, gentle to strong."""

FORMER_NAMES: dict[str, tuple[str, ...]] = {
    "kitten": ("Murzik the Kitten",), "granny": ("Granny Valya",),
    "matvey": ("Grandpa Matvey",), "bear": ("Mikhalych the Bear",),
}
"""English names of earlier versions (transliterations), still understood when typed or stored."""


@cache
def _by_name() -> dict[str, Personality]:
    return {name.casefold(): p for p in PERSONALITIES
            for name in (p.key, *FORMER_NAMES.get(p.key, ()),
                         *(p.name(lang) for lang in LANGUAGES))}


def find_personality(name: str) -> Personality:
    """The character with this key or name in any language (any case); ``KeyError`` lists keys."""
    try:
        return _by_name()[name.casefold()]
    except KeyError:
        keys = ", ".join(p.key for p in PERSONALITIES)
        raise KeyError(f"no personality {name!r}; known: {keys}") from None
