"""The value of each candidate move in one world: the ``hard`` bot's search, told more.

Where the bot needs one number per move (its utility), the coach also wants the points
its side would write and whether it would win the round, so every finished round the
search reaches yields all three.  Positions with few tiles and nothing to draw are
solved exactly (alpha-beta, the seat's side maximising); the rest are valued by the
bot's greedy-random playouts, whose spread is kept for the error bar.

The judge works on either kernel through what both have (``legal``, ``make``/``unmake``,
``fits``, ``snapshot``/``restore``, ``playout``): the line ``Kernel`` or the
``BoardKernel`` of four arms and points in play, whose points the bot's own
``Evaluator`` adds to what a side writes.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from rules.bots.hard import BOARD_EXACT_TILES
from rules.bots.kernel import Kernel, needs_board, playout
from rules.bots.search import Evaluator
from rules.bots.values import ScoreContext, sheet_points, utility
from rules.config import Rules, Scoring

__all__ = ["Cell", "Judge", "Leaf", "ahead_of"]

_INF = float("inf")


class Leaf(NamedTuple):
    """A finished round as the coach values it, for the seat's side."""

    utility: float
    points: float
    """Points the side's sheet takes this round, written or held, by the sheet's own rule
    (``values.sheet_points``): an account opening writes its remembered points too."""
    win: float
    held: float
    """Of ``points``, those the side would hold, not write (the opening rule: under 13)."""
    others: float
    """The other sides' points this round, on average."""
    others_held: float
    """Of ``others``, those held, not written (on average over the other sides)."""
    ahead: float
    """The share of the other sides the side ends the round ahead of (a tie: half), as the
    round-win bonus of ``values.utility`` counts it (with more than two sides it is not the
    chance to win the round: ahead of two of three who did not go out is 2/3, no win)."""


_EXACT = Leaf(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)


def ahead_of(rules: Rules, side: int, pts: tuple[int, ...]) -> float:
    """The share of the other sides ``side`` ends a round ahead of by ``pts`` (a tie: half),
    which the round-win bonus of ``values.utility`` is paid on (kept out of its hot path; a
    test holds the two equal)."""
    good = 1.0 if rules.scoring != Scoring.GOAT else -1.0
    others = [p for s, p in enumerate(pts) if s != side]
    if not others:
        return 0.0
    mine = pts[side]
    return sum(1.0 if good * (mine - o) > 0 else 0.5 if mine == o else 0.0
               for o in others) / len(others)


class Cell(NamedTuple):
    """One move in one world: its mean leaf, the variances of those means (0: exact),
    and whether the next opponent / the partner could not play right after it."""

    leaf: Leaf
    variance: Leaf
    next_stuck: bool
    partner_stuck: bool


class Judge:
    """Values moves for ``seat``'s side under ``rules`` (and the match score, if given)."""

    def __init__(self, rules: Rules, players: int, seat: int, context: ScoreContext | None,
                 *, greedy: float, exact_tiles: int, exact_nodes: int) -> None:
        """``exact_tiles``/``exact_nodes``: when and how far the exact search may go (on four
        arms or with points in play no further than ``hard`` goes: more ends branch more)."""
        self.rules, self.players, self.seat, self.context = rules, players, seat, context
        if needs_board(rules):
            exact_tiles = min(exact_tiles, BOARD_EXACT_TILES)
        self.greedy, self.exact_tiles, self.exact_nodes = greedy, exact_tiles, exact_nodes
        self.side = rules.side_of(seat, players)
        self.sides = tuple(rules.side_of(s, players) for s in range(players))
        self.next = (seat + 1) % players
        self.partner = (seat + 2) % 4 if rules.teams and players == 4 else None
        self.evaluator = Evaluator(rules, players, seat, context, greedy)
        """The bot's own scoring of finished rounds (one rule, one place)."""
        self._nodes = 0

    # -- one world ---------------------------------------------------------------------

    def cells(self, k: Kernel, codes: list[int], playouts: int,
              rng: random.Random) -> list[Cell]:
        """Every move of ``codes`` made in ``k`` (restored after), each valued."""
        out = []
        for code in codes:
            k.make(code)
            try:
                leaf, var = self._value(k, playouts, rng)
                out.append(Cell(leaf, var, self._stuck(k, self.next),
                                self.partner is not None and self._stuck(k, self.partner)))
            finally:
                k.unmake()
        return out

    def _stuck(self, k: Kernel, seat: int) -> bool:
        """Whether ``seat`` holds nothing for any open end now (the round still on)."""
        if k.result is not None or k.left < 0:
            return False
        return not k.hands[seat] & k.fits()

    def _value(self, k: Kernel, playouts: int, rng: random.Random) -> tuple[Leaf, Leaf]:
        if k.result is not None:
            return self.leaf(k), _EXACT
        if sum(h.bit_count() for h in k.hands) <= self.exact_tiles and k.drawable() == 0:
            depth = len(k.undo)
            self._nodes = 0
            try:
                return self._ab(k, -_INF, _INF), _EXACT
            except _OutOfBudget:
                while len(k.undo) > depth:
                    k.unmake()
        return self.rollouts(k, playouts, rng)

    def rollouts(self, k: Kernel, n: int, rng: random.Random) -> tuple[Leaf, Leaf]:
        """Mean leaf of ``n`` playouts from ``k`` and the variances of those means."""
        snap = k.snapshot()
        leaves = []
        for _ in range(n):
            playout(k, rng, self.greedy)
            leaves.append(self.leaf(k))
            k.restore(snap)
        mean = Leaf(*(sum(column) / n for column in zip(*leaves, strict=True)))
        if n < 2:
            return mean, _EXACT
        var = Leaf(*(sum((x - m) ** 2 for x in column) / (n - 1) / n
                     for m, column in zip(mean, zip(*leaves, strict=True), strict=True)))
        return mean, var

    # -- finished rounds ---------------------------------------------------------------

    def leaf(self, k: Kernel) -> Leaf:
        """Utility, points written and win share of the finished round in ``k``."""
        pts, _, winners = self.evaluator.verdict(k)
        written, held = sheet_points(self.rules, pts, self.context)
        taken = [w + h for w, h in zip(written, held, strict=True)]
        rivals = max(1, len(pts) - 1)
        return Leaf(utility(self.rules, self.side, pts, self.context), float(taken[self.side]),
                    1.0 if self.side in winners else 0.0, float(held[self.side]),
                    sum(p for s, p in enumerate(taken) if s != self.side) / rivals,
                    sum(h for s, h in enumerate(held) if s != self.side) / rivals,
                    ahead_of(self.rules, self.side, pts))

    # -- exact endgames ----------------------------------------------------------------

    def _ab(self, k: Kernel, alpha: float, beta: float) -> Leaf:
        """Alpha-beta on utility; the leaf it returns carries that line's points and win."""
        if k.result is not None:
            return self.leaf(k)
        self._nodes += 1
        if self._nodes > self.exact_nodes:
            raise _OutOfBudget
        codes = k.legal()
        mine = self.sides[k.turn] == self.side
        if len(codes) > 2:
            codes.sort(reverse=True)  # heavy tiles first: more cut-offs, as the bot does
        best: Leaf | None = None
        for code in codes:
            k.make(code)
            leaf = self._ab(k, alpha, beta)
            k.unmake()
            if mine:
                if best is None or leaf.utility > best.utility:
                    best = leaf
                    alpha = max(alpha, leaf.utility)
            elif best is None or leaf.utility < best.utility:
                best = leaf
                beta = min(beta, leaf.utility)
            if alpha >= beta:
                break
        assert best is not None
        return best


class _OutOfBudget(Exception):
    """The exact search passed its node budget."""
