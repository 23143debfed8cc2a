"""``hard``: expected-value search over sampled hidden hands, exact in the endgame.

For each decision it samples worlds (the other hands and the bazaar order) consistent
with the view, plays every candidate move in each world, and values it by greedy-random
playouts, or by exact alpha-beta once few tiles are left and nothing can be drawn.  The
move with the best mean utility wins (expected value, not a majority vote).  All
budgets are counts, not wall-clock time, so a seed reproduces a decision exactly.
"""

from __future__ import annotations

import random

from rules.bots.kernel import Kernel, code_of, move_of
from rules.bots.knowledge import knowledge_of
from rules.bots.medium import MediumBot
from rules.bots.sampler import deal_world
from rules.bots.search import Evaluator
from rules.bots.values import BONUS_TILES, ScoreContext
from rules.moves import DECLINE, Move, MoveKind
from rules.views import SeatView

__all__ = ["HardBot"]


class HardBot:
    """Determinised search with a count budget: ``samples`` worlds, ``playouts`` per move."""

    name = "hard"

    def __init__(self, samples: int = 64, playouts: int = 8, exact_tiles: int = 12,
                 exact_nodes: int = 4000, greedy: float = 0.75) -> None:
        """Budgets: worlds sampled, playouts per move and world, hand tiles for exact search."""
        self.samples, self.playouts = samples, playouts
        self.exact_tiles, self.exact_nodes, self.greedy = exact_tiles, exact_nodes, greedy
        self._fallback = MediumBot()

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        """The move with the highest expected utility over the sampled worlds."""
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if DECLINE in moves:
            return self._fallback.choose(view, rng, context)
        know = knowledge_of(view)
        ev = Evaluator(view.rules, view.players, view.seat, _lead_bonus(view), context,
                       self.greedy)
        codes = [code_of(m) for m in moves]
        totals = [0.0] * len(codes)
        per_world = max(1, self.playouts * 3 // len(codes)) if len(codes) > 3 else self.playouts
        for _ in range(self.samples):
            k = deal_world(view, know, rng)
            for i, code in enumerate(codes):
                totals[i] += self._value(k, code, ev, per_world, rng)
        best = max(range(len(codes)), key=lambda i: (totals[i], -i))
        return move_of(codes[best])

    def _value(self, k: Kernel, code: int, ev: Evaluator, n: int, rng: random.Random) -> float:
        k.make(code)
        try:
            if k.result is not None:
                return ev.leaf(k)
            if sum(h.bit_count() for h in k.hands) <= self.exact_tiles and k.drawable() == 0:
                ev.start(k)
                value = ev.exact(k, self.exact_nodes)
                if value is not None:
                    return value
            return ev.rollouts(k, n, rng)
        finally:
            k.unmake()


def _lead_bonus(view: SeatView) -> int:
    """The double bonus the round's lead already carries (6:6 or 0:0 led)."""
    if not view.rules.double_bonuses:
        return 0
    for step in view.history:
        if step.move.kind is MoveKind.LEAD and step.move.tile is not None:
            return BONUS_TILES.get(step.move.tile.bit, 0)
    return 0
