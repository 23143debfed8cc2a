"""The H key: the coach's best move here, in words, with the coach's own reason.

The hint and the review are one judgement: the hint asks ``rules.coach`` for the fair lens
of this very decision with the review's seed, match score and budget
(``rules.coach.review.fair_evaluation``), so the move it advises is the one the review
grades best, and its reason is the review's reason for that move against the runner-up.
Where the coach judges nothing (a game its search does not play, the hundred-move offer)
the ``medium`` bot advises, with reasons that are plain facts about the tile; where one
distinct move is left, the hint says it is the only one.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kozel_gui.i18n import Person, get_language, tr
from kozel_gui.table.seen import TableRound
from kozel_gui.table.words import move_phrase
from rules import Move, MoveKind
from rules.alike import distinct_moves, standing_for
from rules.bots import find_bot
from rules.bots.values import ScoreContext
from rules.coach import Why, judged, reason_words
from rules.coach.reasons import reason_for
from rules.coach.review import fair_evaluation

__all__ = ["Advice", "advise", "why"]

_ALMOST = (Why.EQUAL, Why.CLOSE)
"""Reasons saying the runner-up is nearly as good: the hint names it instead."""


@dataclass(frozen=True, slots=True)
class Advice:
    """The move the hint picks out and the line it says."""

    move: Move
    text: str


def advise(r: TableRound, seat: int, person: Callable[[int], Person], *, seed: int = 0,
           context: ScoreContext | None = None) -> Advice:
    """The hint for ``seat`` to move in ``r``, judged as a review seeded ``seed`` (with the
    match score ``context``) would; ``person(seat)`` says who a seat is."""
    view = r.view(seat)
    legal = view.legal_moves()
    if len(distinct_moves(view, legal)) == 1:
        move = standing_for(view, legal[0], legal)
        return Advice(move, tr("table.hint_only", move=move_phrase(move, r.ends)))
    if not judged(view):
        move = standing_for(view, _bot_move(r, seat), legal)
        return Advice(move, tr("table.hint", move=move_phrase(move, r.ends), why=why(r, move)))
    ev = fair_evaluation(view, seed=seed, ply=r.ply, context=context)
    best, said = ev.best.move, move_phrase(ev.best.move, r.ends)
    reason = reason_for(view, ev, ev.moves[1].move)
    if reason.why in _ALMOST:
        other = move_phrase(ev.moves[1].move, r.ends)
        return Advice(best, tr("table.hint_close", move=said, other=other))
    if reason.why is Why.UNSURE:
        return Advice(best, tr("table.hint_best", move=said))
    words = reason_words(get_language(), reason, person)
    return Advice(best, tr("table.hint_reason", move=said, why=words))


def _bot_move(r: TableRound, seat: int) -> Move:
    """The medium bot's move (a fixed random source: the same hint every time)."""
    bot: Any
    try:
        bot = find_bot("medium")
    except KeyError:
        bot = find_bot("heaviest")
    return bot.choose(r.view(seat), random.Random(f"hint:{r.ply}"))  # type: ignore[no-any-return]


def why(r: TableRound, move: Move) -> str:
    """A few plain words about the move (where the coach does not judge)."""
    if move.kind is MoveKind.DRAW:
        return tr("table.hint_draw")
    if move.kind is MoveKind.PASS:
        return tr("table.hint_knock")
    if move.kind is MoveKind.LEAD:
        return tr("table.why_lead")
    tiles = move.tiles
    if any(t.is_double for t in tiles):
        return tr("table.why_double")
    heaviest = max((m.tiles[0].pips for m in r.legal_moves() if m.tiles), default=0)
    if tiles and tiles[0].pips >= heaviest:
        return tr("table.why_heavy")
    return tr("table.why_keep")
