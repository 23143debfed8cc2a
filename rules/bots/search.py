"""Evaluation of kernel positions for the hard bot: leaf values, rollouts, exact endgame search."""

from __future__ import annotations

import random

from rules.bots.kernel import Kernel, playout
from rules.bots.values import ScoreContext, doubles_of, utility
from rules.config import Fish, Rules
from rules.hands import bonus_of, mask_value
from rules.scoring_round import claims, round_winners

__all__ = ["Evaluator"]

_INF = float("inf")


class Evaluator:
    """Values of finished rounds for one side, and two ways to reach them."""

    def __init__(self, rules: Rules, players: int, seat: int, context: ScoreContext | None,
                 greedy: float) -> None:
        """Values for ``seat``'s side; ``context`` the match score, if the driver gave it."""
        self.rules, self.players, self.context, self.greedy = rules, players, context, greedy
        self.side = rules.side_of(seat, players)
        self.sides = [rules.side_of(s, players) for s in range(players)]
        self.nodes = 0
        self._doubles = rules.fish == Fish.BERGEN_DOUBLES
        self._value: dict[int, int] = {}
        """Hand values by mask: hands repeat across playouts."""

    def points(self, k: Kernel) -> tuple[int, ...]:
        """Points each side writes for the finished round in ``k`` (the bitmask fast path):
        what the round's end gives it and what it scored in play."""
        return self.scored(k)[0]

    def scored(self, k: Kernel) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """For the finished round in ``k``: the points each side writes (points in play
        included), and each side's hand value (what decides a fish)."""
        amounts, vals = self._claims(k)
        return self._written(k, amounts), vals

    def verdict(self, k: Kernel) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
        """``scored`` and the sides that won the finished round in ``k``, by the score
        sheet's own rule (``rules.scoring_round.round_winners``); the bots need no winner,
        the coach does."""
        assert k.result is not None
        kind, by = k.result
        amounts, vals = self._claims(k)
        winners = round_winners(self.rules, kind == "out", self.sides[by], amounts)
        return self._written(k, amounts), vals, winners

    def _written(self, k: Kernel, amounts: tuple[int | None, ...]) -> tuple[int, ...]:
        """Each side's points this round: what the round's end gives it and its points in
        play."""
        pts = tuple(a or 0 for a in amounts)
        if k.pts is None:
            return pts
        written = list(pts)
        for seat, p in enumerate(k.pts):
            written[self.sides[seat]] += p
        return tuple(written)

    def _claims(self, k: Kernel) -> tuple[tuple[int | None, ...], tuple[int, ...]]:
        """What the round's end gives each side (``claims``) and each side's hand value."""
        assert k.result is not None
        kind, by = k.result
        out = kind == "out"
        vals = [0] * (max(self.sides) + 1)
        cache, sides = self._value, self.sides
        for seat, mask in enumerate(k.hands):
            v = cache.get(mask)
            if v is None:
                v = cache[mask] = mask_value(self.rules, mask)
            vals[sides[seat]] += v
        bonus = bonus_of(self.rules, out, k.lead, k.last)
        doubles = doubles_of(self.rules, tuple(k.hands)) if self._doubles else ()
        amounts = claims(self.rules, out, self.sides[by], tuple(vals), bonus, doubles).amounts
        return amounts, tuple(vals)

    def leaf(self, k: Kernel) -> float:
        """Utility of the finished round in ``k`` for our side."""
        return utility(self.rules, self.side, self.points(k), self.context)

    def rollouts(self, k: Kernel, n: int, rng: random.Random) -> float:
        """Mean leaf value of ``n`` greedy-random playouts from ``k`` (``k`` is restored)."""
        if k.result is not None:
            return self.leaf(k)
        snap = k.snapshot()
        total = 0.0
        for _ in range(n):
            playout(k, rng, self.greedy)
            total += self.leaf(k)
            k.restore(snap)
        return total / n

    def exact(self, k: Kernel, budget: int) -> float | None:
        """Alpha-beta value (our side maximises, the others minimise); None past ``budget`` nodes."""
        self.nodes = 0
        try:
            return self._ab(k, -_INF, _INF, budget)
        except _OutOfBudget:
            while len(k.undo) > self._depth:
                k.unmake()
            return None

    def start(self, k: Kernel) -> None:
        """Remember the undo depth to unwind to if a search runs out of budget."""
        self._depth = len(k.undo)

    def _ab(self, k: Kernel, alpha: float, beta: float, budget: int) -> float:
        if k.result is not None:
            return self.leaf(k)
        self.nodes += 1
        if self.nodes > budget:
            raise _OutOfBudget
        codes = k.legal()
        mine = self.sides[k.turn] == self.side
        if len(codes) > 2:
            # Heavy tiles first: a good guess for both sides, so more cut-offs.
            codes.sort(reverse=True)
        best = -_INF if mine else _INF
        for code in codes:
            k.make(code)
            value = self._ab(k, alpha, beta, budget)
            k.unmake()
            if mine:
                if value > best:
                    best = value
                    alpha = max(alpha, value)
            elif value < best:
                best = value
                beta = min(beta, value)
            if alpha >= beta:
                break
        return best


class _OutOfBudget(Exception):
    """The exact search passed its node budget."""
