"""Computer players.  A bot is ``choose(view, rng) -> Move``: it sees a ``SeatView``, never a ``Round``.

>>> sorted(BOTS)[:2]
['heaviest', 'random']
"""

from __future__ import annotations

from rules.bots.base import Bot, register
from rules.bots.basic import HeaviestBot, RandomBot

__all__ = ["BOTS", "Bot", "find_bot", "register"]

BOTS: dict[str, Bot] = {}
"""Every bot by name."""

register(BOTS, RandomBot())
register(BOTS, HeaviestBot())


def find_bot(name: str) -> Bot:
    """The bot called ``name``; ``KeyError`` lists the known names."""
    try:
        return BOTS[name]
    except KeyError:
        raise KeyError(f"no bot {name!r}; known: {', '.join(sorted(BOTS))}") from None
