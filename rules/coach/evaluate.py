"""Every legal move of a decision with its expected value, in one of two clearly separate lenses.

- ``evaluate_fair(view, ...)`` takes a ``SeatView`` only: the move is judged in the worlds
  the seat could face (``worlds.fair_worlds``), so nothing hidden can leak in.  Its error
  bar comes from the number of worlds sampled (and the playouts inside them).
- ``evaluate_open(round, seat, ...)`` takes the ``Round`` itself: one world, every hand
  open, judged as the same search would with all hands on the table (hindsight).

Values are for the seat's side: ``utility`` (what the ``hard`` bot maximises: points
relative to the other sides plus a round-win bonus, and with the match score the opening
rule and the goat limit), ``points`` the side would write this round and ``win`` its
chance of winning the round.  ``loss`` is the utility given up against the best move,
measured on the same worlds (paired), so it is sharper than the values themselves.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, replace
from enum import StrEnum

from rules.alike import distinct_moves, standing_for
from rules.bots.kernel import code_of, needs_board
from rules.bots.knowledge import Knowledge, knowledge_of
from rules.bots.sampler import kernel_for
from rules.bots.values import ScoreContext
from rules.coach.estimate import Estimate
from rules.coach.judge import Cell, Judge, Leaf
from rules.coach.worlds import World, fair_worlds, true_world
from rules.config import Rules
from rules.moves import DECLINE, Move
from rules.round import Round
from rules.views import SeatView

__all__ = ["DEFAULT", "Budget", "Evaluation", "Lens", "MoveValue", "evaluate_fair", "evaluate_open",
           "judged"]


class Lens(StrEnum):
    """How a move is judged: with what the seat knew, or with every hand open."""

    FAIR = "fair"
    HINDSIGHT = "hindsight"


@dataclass(frozen=True, slots=True)
class Budget:
    """How hard the coach looks: counts, never the clock, so a seed repeats a review."""

    worlds: int = 128
    """Worlds sampled for the fair lens (the ``hard`` bot samples 64)."""
    playouts: int = 8
    """Playouts per move in each sampled world."""
    open_playouts: int = 192
    """Playouts per move in the one open world of the hindsight lens."""
    exact_tiles: int = 12
    """Tiles in hands at or under which (nothing to draw) a world is solved exactly."""
    exact_nodes: int = 3000
    """Node budget of one exact search; past it the world is played out instead."""
    enumerate: int = 400
    """Enumerate the hidden deals instead of sampling when there are at most this many."""
    greedy: float = 0.75
    """How often a playout seat sheds its heaviest playable tile (the bot's policy)."""
    board: float = 0.5
    """Share of ``worlds`` and ``open_playouts`` spent on a game of four arms or points in
    play: its kernel runs at about a third of the line's speed, so a round's review stays
    about a second (``benchmarks/bench_coach.py``); 1: the counts as given."""

    def on(self, rules: Rules) -> Budget:
        """The budget as spent on ``rules`` (``board`` applied where the board kernel plays)."""
        if self.board == 1 or not needs_board(rules):
            return self
        return replace(self, worlds=max(1, round(self.worlds * self.board)),
                       open_playouts=max(1, round(self.open_playouts * self.board)), board=1.0)


DEFAULT = Budget()
"""The coach's budget: a review of a round's decisions in about a second (benchmarks)."""


_NONE = Estimate(0.0)


@dataclass(frozen=True, slots=True)
class MoveValue:
    """One candidate move and what the search found for it."""

    move: Move
    utility: Estimate
    points: Estimate
    """Points the seat's side would take this round, written or held, as the sheet counts
    them (an account opening writes its remembered points too)."""
    win: Estimate
    """Chance the seat's side wins the round, as the score sheet says (``round_winners``):
    it goes out, or a fish its rule gives it (in Kozel «на всех» nobody wins one)."""
    loss: Estimate
    """Utility given up against the best move (0 for the best), paired over the worlds."""
    next_stuck: float
    """Share of the worlds in which the next seat could not play right after the move."""
    partner_stuck: float
    """The same for the partner (team play; 0 otherwise)."""
    held: Estimate = _NONE
    """Of ``points``, those the side would hold, not write (the opening rule)."""
    others: Estimate = _NONE
    """The other sides' points this round, on average."""
    others_held: Estimate = _NONE
    """Of ``others``, those held under the opening rule, not written."""
    ahead: Estimate = _NONE
    """The share of the other sides the side ends ahead of, which the round-win bonus is
    paid on (``judge.Leaf.ahead``)."""

    @property
    def written(self) -> Estimate:
        """Of ``points``, those the side would write."""
        return Estimate(self.points.mean - self.held.mean, self.points.se)


@dataclass(frozen=True, slots=True)
class Evaluation:
    """A decision seen through one lens: its moves, best first."""

    lens: Lens
    seat: int
    moves: tuple[MoveValue, ...]
    worlds: int
    """Worlds the moves were judged in."""
    exact: bool
    """Every world of the view enumerated (fair) or the one real world (hindsight), and
    every value solved exactly: the error bars are 0."""
    aliases: tuple[tuple[Move, Move], ...] = ()
    """``(move, the move standing for it)`` for legal moves that make the same game as a
    candidate (``rules.alike``): valued once, under the one that stands for them."""

    @property
    def best(self) -> MoveValue:
        """The move with the highest expected utility."""
        return self.moves[0]

    def of(self, move: Move) -> MoveValue:
        """The value of ``move`` (or of the candidate it is alike); ``KeyError`` if neither."""
        move = next((rep for m, rep in self.aliases if m is move), move)
        for mv in self.moves:
            if mv.move is move:
                return mv
        raise KeyError(f"{move} was not a legal move here")


def judged(view: SeatView) -> tuple[Move, ...]:
    """The moves the coach compares, or () when there is no choice to judge.

    Placements that make the same game count once (``rules.alike``); a lone distinct
    move (a forced draw or knock included) is no decision.  The sea-goat
    hundred-move offer is a match decision the round's search does not value.
    """
    legal = view.legal_moves()
    moves = distinct_moves(view, legal)
    if len(moves) < 2 or DECLINE in legal:
        return ()
    return moves


def evaluate_fair(view: SeatView, rng: random.Random, context: ScoreContext | None = None,
                  budget: Budget = DEFAULT) -> Evaluation:
    """Every legal move of ``view``'s seat judged with what it knew."""
    budget = budget.on(view.rules)
    moves = _moves(view)
    know = knowledge_of(view)
    worlds, complete = fair_worlds(view, know, budget.worlds, rng, budget.enumerate)
    cells = _cells(view, know, worlds, moves, budget.playouts, rng, context, budget)
    return replace(_evaluation(Lens.FAIR, view.seat, moves, worlds, cells, complete),
                   aliases=_aliases(view, moves))


def evaluate_open(r: Round, seat: int, rng: random.Random, context: ScoreContext | None = None,
                  budget: Budget = DEFAULT) -> Evaluation:
    """Every legal move of ``seat`` (to move in ``r``) judged with every hand open."""
    view = r.view(seat)
    budget = budget.on(view.rules)
    moves = _moves(view)
    worlds = (true_world(r),)
    cells = _cells(view, knowledge_of(view), worlds, moves, budget.open_playouts, rng, context,
                   budget)
    return replace(_evaluation(Lens.HINDSIGHT, seat, moves, worlds, cells, True),
                   aliases=_aliases(view, moves))


def _moves(view: SeatView) -> tuple[Move, ...]:
    moves = distinct_moves(view, view.legal_moves())
    if not moves:
        raise ValueError(f"seat {view.seat} has no move to judge: it is not its turn")
    return moves


def _aliases(view: SeatView, moves: tuple[Move, ...]) -> tuple[tuple[Move, Move], ...]:
    legal = view.legal_moves()
    return tuple((m, standing_for(view, m, legal)) for m in legal if m not in moves)


def _cells(view: SeatView, know: Knowledge, worlds: tuple[World, ...], moves: tuple[Move, ...],
           playouts: int, rng: random.Random, context: ScoreContext | None,
           budget: Budget) -> list[list[Cell]]:
    """Per world, per move: the move's cell."""
    judge = Judge(view.rules, view.players, view.seat, context, greedy=budget.greedy,
                  exact_tiles=budget.exact_tiles, exact_nodes=budget.exact_nodes)
    codes = [code_of(m) for m in moves]
    out = []
    for w in worlds:
        k = kernel_for(view, know, list(w.hands), list(w.bazaar))
        out.append(judge.cells(k, codes, playouts, rng))
    return out


def _evaluation(lens: Lens, seat: int, moves: tuple[Move, ...], worlds: tuple[World, ...],
                cells: list[list[Cell]], complete: bool) -> Evaluation:
    """Means, error bars and paired losses over the worlds, best move first."""
    weights = [w.weight for w in worlds]
    enumerated = complete
    stats = [_stats([row[i] for row in cells], weights, enumerated) for i in range(len(moves))]
    best = max(range(len(moves)), key=lambda i: (stats[i][0][0].mean, -i))
    values = []
    for i, move in enumerate(moves):
        (utility, points, win, held, others, others_held, ahead), next_stuck, partner_stuck = \
            stats[i]
        loss = _loss([row[best] for row in cells], [row[i] for row in cells], weights, enumerated)
        values.append(MoveValue(move, utility, points, win, loss, next_stuck, partner_stuck,
                                held, others, others_held, ahead))
    order = sorted(range(len(moves)), key=lambda i: (values[i].loss.mean, -values[i].utility.mean,
                                                     i))
    exact = complete and all(c.variance.utility == 0 for row in cells for c in row)
    return Evaluation(lens, seat, tuple(values[i] for i in order), len(worlds), exact)


def _stats(column: list[Cell], weights: list[float],
           enumerated: bool) -> tuple[tuple[Estimate, ...], float, float]:
    """Each field of the leaf estimated over the worlds, then the shares of worlds in which
    the next seat and the partner were stuck."""
    fields = range(len(Leaf._fields))
    if enumerated:
        total = math.fsum(weights)
        share = [w / total for w in weights]
        return (tuple(Estimate.weighted([c.leaf[f] for c in column], weights,
                                        [c.variance[f] for c in column]) for f in fields),
                math.fsum(s for s, c in zip(share, column, strict=True) if c.next_stuck),
                math.fsum(s for s, c in zip(share, column, strict=True) if c.partner_stuck))
    n = len(column)
    return (tuple(Estimate.of([c.leaf[f] for c in column]) for f in fields),
            sum(c.next_stuck for c in column) / n, sum(c.partner_stuck for c in column) / n)


def _loss(best: list[Cell], mine: list[Cell], weights: list[float], enumerated: bool) -> Estimate:
    """The best move's utility minus this one's, world by world."""
    diffs = [b.leaf.utility - m.leaf.utility for b, m in zip(best, mine, strict=True)]
    if all(b is m for b, m in zip(best, mine, strict=True)):
        return Estimate(0.0)
    if enumerated or len(diffs) == 1:
        var = [0.0 if b is m else b.variance.utility + m.variance.utility
               for b, m in zip(best, mine, strict=True)]
        return Estimate.weighted(diffs, weights, var)
    return Estimate.of(diffs)
