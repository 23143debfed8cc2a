"""What every bot is: a name and ``choose(view, rng) -> Move``."""

from __future__ import annotations

import random
from typing import Protocol

from rules.moves import Move
from rules.views import SeatView

__all__ = ["Bot", "register"]


class Bot(Protocol):
    """A computer player; it gets only what its seat may know."""

    name: str

    def choose(self, view: SeatView, rng: random.Random) -> Move:
        """One of ``view.legal_moves()``."""
        ...


def register(registry: dict[str, Bot], bot: Bot) -> Bot:
    """Add ``bot`` under its name (names are unique)."""
    if bot.name in registry:
        raise ValueError(f"bot name {bot.name!r} is taken")
    registry[bot.name] = bot
    return bot
