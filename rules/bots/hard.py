"""``hard``: expected-value search over sampled hidden hands, exact in the endgame.

For each decision it samples worlds (the other hands and the bazaar order) consistent
with the view, weighted by how likely the other seats' plays make them, plays every
candidate move in each world, and values it by greedy playouts, or by exact alpha-beta
once few tiles are left and nothing can be drawn.  Moves clearly worse after half the
worlds are dropped; the playouts saved buy more worlds for the close ones.  The move with the best mean
utility wins (expected value, not a majority vote).  All budgets are counts, never the
clock, so a seed reproduces a decision exactly.
"""

from __future__ import annotations

import math
import random
import statistics
from dataclasses import dataclass

from rules.bots.kernel import Kernel, code_of, move_of, needs_board
from rules.bots.knowledge import Knowledge, knowledge_of
from rules.bots.medium import MediumBot
from rules.bots.sampler import kernel_for, sample_worlds
from rules.bots.search import Evaluator
from rules.bots.values import ScoreContext
from rules.moves import DECLINE, Move
from rules.views import SeatView

__all__ = ["BOARD_EXACT_TILES", "REF_LENGTH", "HardBot", "Plan", "playout_length"]

REF_LENGTH = 28
"""Playout length (steps) the budget is sized for: a fresh 4-player deal, no bazaar."""
PRUNE_Z = 2.5
"""A move is dropped at half-time when its paired loss to the best is this many errors clear."""
BOARD_EXACT_TILES = 8
"""Hand tiles for the exact search on four arms or with points in play: more ends branch
more, and a search cut off by its node budget is wasted."""


@dataclass(frozen=True, slots=True)
class Plan:
    """The budget of one decision: worlds sampled and playouts per move in each world."""

    worlds: int
    per_move: int


def playout_length(view: SeatView) -> int:
    """Expected steps of a playout from ``view``: tiles in hands, two per drawable tile."""
    return sum(view.hand_sizes) + 2 * view.drawable


class HardBot:
    """Determinised search with a count budget of about ``samples * 3 * playouts`` playouts."""

    name = "hard"

    def __init__(self, samples: int = 64, playouts: int = 8, exact_tiles: int = 12,
                 exact_nodes: int = 4000, greedy: float = 0.75, widen: int = 2) -> None:
        """Budgets: base worlds, playouts per move and world, hand tiles for exact search.

        ``widen`` caps the worlds a short playout length or a pruned move list buys.
        """
        self.samples, self.playouts = samples, playouts
        self.exact_tiles, self.exact_nodes, self.greedy = exact_tiles, exact_nodes, greedy
        self.widen = widen
        self._fallback = MediumBot()

    def plan(self, moves: int, length: int, exact: bool = False) -> Plan:
        """Worlds and playouts for ``moves`` candidates and playouts of ``length`` steps.

        About ``samples * 3 * playouts`` playouts, fewer when a playout is longer than
        ``REF_LENGTH`` (a big bazaar), so the steps stay within the 4-player budget; few
        candidates buy more worlds rather than more playouts in each.  Exact endgames
        cost nodes, not steps, so they keep the base number of worlds.
        """
        total = self.samples * 3 * self.playouts * min(1.0, REF_LENGTH / max(1, length))
        per = max(1, min(self.playouts, round(total / (moves * self.samples))))
        worlds = max(self.samples // 2, min(self.widen * self.samples, int(total // (moves * per))))
        if exact:
            worlds = min(worlds, self.samples)
        return Plan(max(1, worlds), per)

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        """The move with the highest expected utility over the sampled worlds."""
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if DECLINE in moves:
            return self._fallback.choose(view, rng, context)
        know = knowledge_of(view)
        ev = Evaluator(view.rules, view.players, view.seat, context, self.greedy)
        codes = [code_of(m) for m in moves]
        limit = min(self.exact_tiles, BOARD_EXACT_TILES) if needs_board(view.rules) \
            else self.exact_tiles
        exact = sum(view.hand_sizes) - 1 <= limit and view.drawable == 0
        plan = self.plan(len(codes), playout_length(view), exact)
        values: list[list[float]] = [[] for _ in codes]
        alive = list(range(len(codes)))
        half = max(2, plan.worlds // 2)
        how = (ev, plan.per_move, limit, rng)
        self._evaluate(view, know, half, alive, codes, values, how)
        alive = _survivors(values, alive)
        if len(alive) > 1:
            # The playouts saved on dropped moves buy more worlds for the close ones.
            more = (plan.worlds * len(codes) - half * len(codes)) // len(alive)
            more = min(more, self.widen * self.samples - half)
            self._evaluate(view, know, more, alive, codes, values, how)
        best = max(alive, key=lambda i: (statistics.fmean(values[i]), -i))
        return move_of(codes[best])

    def _evaluate(self, view: SeatView, know: Knowledge, worlds: int, alive: list[int],
                  codes: list[int], values: list[list[float]],
                  how: tuple[Evaluator, int, int, random.Random]) -> None:
        """Value each live move in ``worlds`` fresh sampled worlds, appending to ``values``;
        ``how``: the evaluator, playouts per move, hand tiles for the exact search, rng."""
        ev, per, limit, rng = how
        for hands, bazaar in sample_worlds(view, know, worlds, rng):
            k = kernel_for(view, know, hands, bazaar)
            for i in alive:
                values[i].append(self._value(k, codes[i], ev, (per, limit), rng))

    def _value(self, k: Kernel, code: int, ev: Evaluator, budget: tuple[int, int],
               rng: random.Random) -> float:
        n, limit = budget
        k.make(code)
        try:
            if k.result is not None:
                return ev.leaf(k)
            if sum(h.bit_count() for h in k.hands) <= limit and k.drawable() == 0:
                ev.start(k)
                value = ev.exact(k, self.exact_nodes)
                if value is not None:
                    return value
            return ev.rollouts(k, n, rng)
        finally:
            k.unmake()


def _survivors(values: list[list[float]], alive: list[int]) -> list[int]:
    """Moves not clearly worse than the best so far, by the paired difference over worlds."""
    means = {i: statistics.fmean(values[i]) for i in alive}
    best = max(alive, key=lambda i: (means[i], -i))
    out = []
    for i in alive:
        diffs = [a - b for a, b in zip(values[i], values[best], strict=True)]
        se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
        if i == best or means[i] - means[best] + PRUNE_Z * se >= 0:
            out.append(i)
    return out
