"""A review of one seat's decisions in a round: each judged in both lenses, graded, explained.

A decision is a turn with a real choice (``evaluate.judged``).  Its grade comes from the
value the move gave up against the best one (``grades.grade_of``: a mistake only when sure,
an inaccuracy whenever the loss is clearly material).  Each decision has its own random
source, seeded from the review's seed and the move's number only (both public), so a
review repeats exactly and the fair lens cannot tell hidden tiles apart.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from rules.bots.values import ScoreContext
from rules.coach.evaluate import (
    DEFAULT,
    Budget,
    Evaluation,
    MoveValue,
    evaluate_fair,
    evaluate_open,
    judged,
)
from rules.coach.grades import EQUAL, INACCURACY_AT, MISTAKE_AT, Grade, grade_of
from rules.coach.reasons import Reason, reason_for, shown_gap
from rules.match import Match
from rules.moves import Move
from rules.round import Round
from rules.scoring import RowKind, ScoreSheet
from rules.views import SeatView

__all__ = ["INACCURACY_AT", "MISTAKE_AT", "Decision", "Grade", "Judgement", "RoundReview",
           "context_at", "context_before", "fair_evaluation", "grade_of", "review_match",
           "review_round", "states"]

Progress = Callable[[int, int], None]
"""Told ``(decisions done, decisions in all)`` after each decision; may raise to stop."""

_RANK = {Grade.GOOD: 0, Grade.INACCURACY: 1, Grade.MISTAKE: 2}


@dataclass(frozen=True, slots=True)
class Judgement:
    """A decision seen through one lens: the evaluation, the move played, grade and reason."""

    evaluation: Evaluation
    played: MoveValue
    grade: Grade
    reason: Reason

    @classmethod
    def of(cls, view: SeatView, ev: Evaluation, move: Move) -> Judgement:
        """Grade and explain ``move`` in ``ev``."""
        played = ev.of(move)
        return cls(ev, played, grade_of(played, ev.best), reason_for(view, ev, move))


@dataclass(frozen=True, slots=True)
class Decision:
    """One turn with a choice: what the seat saw, what it played, and both judgements."""

    ply: int
    """The move's index in the round's history."""
    view: SeatView
    played: Move
    fair: Judgement
    hindsight: Judgement | None

    @property
    def margin(self) -> float:
        """How much better than the other moves the move played was (fair lens): the mean
        loss of the alternatives less its own; 0 unless the move was graded good."""
        fair = self.fair
        others = [mv.loss.mean for mv in fair.evaluation.moves if mv is not fair.played]
        if fair.grade is not Grade.GOOD or not others:
            return 0.0
        return max(0.0, sum(others) / len(others) - fair.played.loss.mean)

    @property
    def hindsight_worse(self) -> bool:
        """Hindsight grades the move worse than what the seat knew does (the hindsight tab
        says the fair grade beside its own: «По тому, что вы знали, — неточность.»)."""
        h = self.hindsight
        return h is not None and _RANK[h.grade] > _RANK[self.fair.grade]

    @property
    def known_better(self) -> bool:
        """The move the open hands prefer was better by what the seat knew too: the fair
        lens shows it more than ``EQUAL`` above the move played (issue 14: 0–0 was both the
        hint's choice and the open hands' one, and 0–3 was played)."""
        h = self.hindsight
        if h is None:
            return False
        known = self.fair.evaluation.of(h.evaluation.best.move)
        return shown_gap(known, self.fair.played) > EQUAL

    @property
    def hindsight_differs(self) -> bool:
        """The move was good by what the seat knew, at least as good as the move the open
        hands prefer, and hindsight grades it down: the hands, as they happened to lie,
        favoured another move (P32: «хороший ход» and «ошибка» side by side read as a
        contradiction unless this is said).  Only then are hidden tiles why: a move already
        weak by what the seat knew (issue 14: an inaccuracy named among them), or one that
        passed up the very move hindsight prefers when what was known preferred it too
        (``known_better``, issue 14: «почти не хуже» both ways), is not excused by «чужих
        костей вы не видели»."""
        return self.fair.grade is Grade.GOOD and self.hindsight_worse and not self.known_better


@dataclass(frozen=True, slots=True)
class RoundReview:
    """Every decision of one seat in one round (forced moves counted, not judged)."""

    seat: int
    decisions: tuple[Decision, ...]
    moves: int
    """All the seat's moves in the round, forced ones included."""

    @property
    def good(self) -> int:
        """Decisions graded good in the fair lens."""
        return sum(d.fair.grade is Grade.GOOD for d in self.decisions)

    @property
    def accuracy(self) -> float | None:
        """Share of the decisions graded good (fair lens); None without decisions."""
        return self.good / len(self.decisions) if self.decisions else None

    @property
    def best(self) -> Decision | None:
        """The best decision: a good move whose alternatives would have lost most on average."""
        found = [d for d in self.decisions if d.margin > 0]
        return max(found, key=lambda d: d.margin) if found else None

    @property
    def worst(self) -> Decision | None:
        """The costliest move (fair lens), if any was worse than good."""
        bad = [d for d in self.decisions if d.fair.grade is not Grade.GOOD]
        return max(bad, key=lambda d: d.fair.played.loss.mean) if bad else None

    @property
    def hindsight_worst(self) -> Decision | None:
        """The decision hindsight faults most among those good by what was known that it
        grades down (``Decision.hindsight_differs``: what the summary says beside the fair
        tally), if any."""
        found = [d for d in self.decisions if d.hindsight_differs and d.hindsight]
        return max(found, key=lambda d: d.hindsight.played.loss.mean  # type: ignore[union-attr]
                   ) if found else None


def states(r: Round) -> Iterator[tuple[int, Round, Move]]:
    """``(ply, round before the move, move)`` for every move of ``r`` from its start."""
    data = r.to_json()
    moves = data.pop("moves")
    state = Round.from_json({**data, "moves": []})
    for ply, text in enumerate(moves):
        move = Move.parse(text)
        yield ply, state, move
        state = state.play(move)


def review_round(r: Round, seat: int, *, context: ScoreContext | None = None,
                 budget: Budget = DEFAULT, seed: int = 0, hindsight: bool = True,
                 progress: Progress | None = None) -> RoundReview:
    """Judge every decision ``seat`` made in ``r`` (played so far or to its end)."""
    if not 0 <= seat < r.players:
        raise ValueError(f"seat: no seat {seat} among {r.players}")
    turns = [(ply, before, move) for ply, before, move in states(r) if before.to_move == seat]
    todo = [(ply, before, move) for ply, before, move in turns if judged(before.view(seat))]
    out = []
    for done, (ply, before, move) in enumerate(todo, 1):
        out.append(_decision(ply, before, move, seat, context, budget, seed, hindsight))
        if progress is not None:
            progress(done, len(todo))
    return RoundReview(seat, tuple(out), len(turns))


def fair_evaluation(view: SeatView, *, seed: int, ply: int, context: ScoreContext | None = None,
                    budget: Budget = DEFAULT) -> Evaluation:
    """The fair lens of the decision at ``ply`` exactly as a review seeded ``seed`` judges it
    (the hint asks this too, so what it advises is what the review grades best)."""
    return evaluate_fair(view, random.Random(f"coach:{seed}:{ply}:fair"), context, budget)


def _decision(ply: int, before: Round, move: Move, seat: int, context: ScoreContext | None,
              budget: Budget, seed: int, hindsight: bool) -> Decision:
    view = before.view(seat)
    fair = fair_evaluation(view, seed=seed, ply=ply, context=context, budget=budget)
    hind = None
    if hindsight:
        ev = evaluate_open(before, seat, random.Random(f"coach:{seed}:{ply}:open"), context,
                           budget)
        hind = Judgement.of(view, ev, move)
    return Decision(ply, view, move, Judgement.of(view, fair, move), hind)


def context_before(m: Match, index: int) -> ScoreContext:
    """The match score before round ``index`` (from 0) of ``m``, as the bots weigh it."""
    return context_at(m.sheet, index)


def context_at(sheet: ScoreSheet, index: int) -> ScoreContext:
    """The score on ``sheet`` before its round ``index`` (from 0; past the end: as it stands)."""
    rounds = [row for row in sheet.rows if row.kind in (RowKind.OUT, RowKind.FISH)]
    if index < len(rounds):
        sides = rounds[index].sides
        return ScoreContext(tuple(s.before for s in sides),
                            tuple(s.before_remembered for s in sides),
                            tuple(s.before_open for s in sides))
    return ScoreContext.of(sheet)


def review_match(m: Match, seat: int, *, budget: Budget = DEFAULT, seed: int = 0,
                 hindsight: bool = True) -> tuple[RoundReview, ...]:
    """A review of every round of ``m`` (the current one as far as it went)."""
    return tuple(review_round(r, seat, context=context_before(m, i), budget=budget,
                              seed=seed + i, hindsight=hindsight)
                 for i, r in enumerate(m.rounds) if r.history())
