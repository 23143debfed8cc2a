"""The two simplest bots: a random one and the heaviest-tile-first baseline."""

from __future__ import annotations

import random

from rules.bots.values import ScoreContext
from rules.moves import Move
from rules.views import SeatView

__all__ = ["HeaviestBot", "RandomBot"]


class RandomBot:
    """Any legal move, uniformly at random."""

    name = "random"

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        """A random legal move."""
        return rng.choice(view.legal_moves())


class HeaviestBot:
    """The baseline: play the tile with the most pips (doubles first on ties)."""

    name = "heaviest"

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        """The heaviest playable tile; a draw or knock when nothing fits."""
        moves = view.legal_moves()
        return max(moves, key=lambda m: (sum(t.pips for t in m.tiles), len(m.tiles),
                                         any(t.is_double for t in m.tiles), rng.random()))
