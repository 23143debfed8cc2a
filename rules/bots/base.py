"""What every bot is: a name and ``choose(view, rng, context=None) -> Move``."""

from __future__ import annotations

import random
from typing import Protocol

from rules.bots.values import ScoreContext
from rules.moves import Move
from rules.views import SeatView

__all__ = ["Bot", "register"]


class Bot(Protocol):
    """A computer player; it gets only what its seat may know.

    ``context`` is the match score, which a match driver may pass; every bot also
    plays well enough without it.
    """

    name: str

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        """One of ``view.legal_moves()``; every random choice comes from ``rng``."""
        ...


def register(registry: dict[str, Bot], bot: Bot) -> Bot:
    """Add ``bot`` under its name (names are unique)."""
    if bot.name in registry:
        raise ValueError(f"bot name {bot.name!r} is taken")
    registry[bot.name] = bot
    return bot
