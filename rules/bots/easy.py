"""Gentle bots: ``easy`` for beginners and ``kids``, who sometimes leaves the child a chance."""

from __future__ import annotations

import random

from rules.bots.knowledge import allowed_mask, fitting, knowledge_of
from rules.bots.values import ScoreContext
from rules.moves import Move
from rules.views import SeatView

__all__ = ["EasyBot", "KidsBot"]


class EasyBot:
    """Plays a heavy tile or a double most of the time, and otherwise any legal move."""

    name = "easy"

    def __init__(self, care: float = 0.4) -> None:
        """``care``: how often it takes its preferred move instead of a random one."""
        self.care = care

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        """A legal move with a mild taste for shedding heavy tiles."""
        moves = view.legal_moves()
        if len(moves) == 1 or rng.random() >= self.care:
            return rng.choice(moves)
        return max(moves, key=lambda m: (sum(t.pips for t in m.tiles)
                                         + 3 * any(t.is_double for t in m.tiles), rng.random()))


class KidsBot:
    """A kind opponent for children: leaves ends the next seat can play, sometimes waits to go out."""

    name = "kids"

    def __init__(self, kindness: float = 0.35) -> None:
        """``kindness``: how often it holds back a winning or blocking move."""
        self.kindness = kindness

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        """A legal move; with probability ``kindness`` the friendliest one for the others."""
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if rng.random() >= self.kindness:
            return rng.choice(moves)
        know = knowledge_of(view)
        nxt = (view.seat + 1) % view.players
        can_hold = allowed_mask(know.voids[nxt]) & know.unseen
        left = len(view.hand)

        def friendliness(m: Move) -> tuple[int, float]:
            if not m.is_placement:
                return (0, rng.random())
            fits = (can_hold & fitting(view.ends_after(m))).bit_count()
            going_out = len(m.tiles) == left
            return (fits - 10 * going_out, rng.random())

        return max(moves, key=friendliness)
