"""Computer players.  A bot is ``choose(view, rng, context=None) -> Move``: it sees a ``SeatView``, never a ``Round``.

>>> sorted(BOTS)
['easy', 'expert', 'hard', 'heaviest', 'kids', 'medium', 'random']
"""

from __future__ import annotations

from rules.bots.base import Bot, register
from rules.bots.basic import HeaviestBot, RandomBot
from rules.bots.easy import EasyBot, KidsBot
from rules.bots.expert import ExpertBot
from rules.bots.hard import HardBot
from rules.bots.medium import MediumBot
from rules.bots.personalities import PERSONALITIES, Personality, find_personality
from rules.bots.values import ScoreContext

__all__ = [
    "BOTS",
    "PERSONALITIES",
    "Bot",
    "Personality",
    "ScoreContext",
    "find_bot",
    "find_personality",
    "register",
]

BOTS: dict[str, Bot] = {}
"""Every bot by name."""

for _bot in (RandomBot(), HeaviestBot(), EasyBot(), KidsBot(), MediumBot(), HardBot(),
             ExpertBot()):
    register(BOTS, _bot)


def find_bot(name: str) -> Bot:
    """The bot called ``name``; ``KeyError`` lists the known names."""
    try:
        return BOTS[name]
    except KeyError:
        raise KeyError(f"no bot {name!r}; known: {', '.join(sorted(BOTS))}") from None
