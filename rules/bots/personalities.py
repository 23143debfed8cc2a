"""Characters for the table: a name (Russian and English), a style, an avatar, built on a level.

>>> find_personality("Дед Матвей").bot.name
'medium'
>>> find_personality("owl").avatar
'owl'
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.bots.base import Bot
from rules.bots.easy import EasyBot, KidsBot
from rules.bots.hard import HardBot
from rules.bots.medium import MediumBot, Weights

__all__ = ["PERSONALITIES", "Personality", "find_personality"]


@dataclass(frozen=True, slots=True)
class Personality:
    """A named opponent: ``bot`` plays for it; ``avatar`` names a picture the GUI can draw."""

    key: str
    name_ru: str
    name_en: str
    style: str
    level: str
    avatar: str
    bot: Bot


_CAUTIOUS = Weights(pips=1.6, double=5.0, block=3.0, fish=60.0)
_GREEDY = Weights(pips=0.6, options=3.5, block=4.0, dry=8.0)
_BLOCKER = Weights(block=12.0, dry=9.0, partner=2.0)

PERSONALITIES: tuple[Personality, ...] = (
    Personality("bunny", "Зайка", "Bunny", "playful", "kids", "rabbit", KidsBot()),
    Personality("hedgehog", "Ёжик", "Hedgehog", "kind", "kids", "hedgehog", KidsBot(0.6)),
    Personality("kitten", "Котёнок Мурзик", "Murzik the Kitten", "curious", "easy", "cat",
                EasyBot(0.3)),
    Personality("granny", "Бабушка Валя", "Granny Valya", "cautious", "easy", "grandmother",
                EasyBot(0.7)),
    Personality("matvey", "Дед Матвей", "Grandpa Matvey", "cautious", "medium", "old_man",
                MediumBot(_CAUTIOUS)),
    Personality("bear", "Михалыч", "Mikhalych the Bear", "greedy", "medium", "bear",
                MediumBot(_GREEDY)),
    Personality("fox", "Лиса Алиса", "Alice the Fox", "blocker", "medium", "fox",
                MediumBot(_BLOCKER)),
    Personality("captain", "Капитан", "The Captain", "steady", "hard", "sailor",
                HardBot(samples=24, playouts=6)),
    Personality("owl", "Профессор Сова", "Professor Owl", "calculating", "hard", "owl",
                HardBot()),
)
"""Every character, gentle to strong."""

_BY_NAME = {name.casefold(): p for p in PERSONALITIES for name in (p.key, p.name_ru, p.name_en)}


def find_personality(name: str) -> Personality:
    """The character with this key, Russian or English name (any case); ``KeyError`` lists keys."""
    try:
        return _BY_NAME[name.casefold()]
    except KeyError:
        keys = ", ".join(p.key for p in PERSONALITIES)
        raise KeyError(f"no personality {name!r}; known: {keys}") from None
