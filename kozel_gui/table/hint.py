"""The H key: the coach's best move here, in words, with the coach's own reason.

The hint and the review are one judgement: the hint asks ``rules.coach`` for the fair lens
of this very decision with the review's seed, match score and budget
(``rules.coach.review.fair_evaluation``), so the move it advises is the one the review
grades best, and its reason is the review's reason for that move against the runner-up.
Where the coach judges nothing (the hundred-move offer) the ``medium`` bot advises, with
reasons that are plain facts about the tile; where one distinct move is left, the hint
says it is the only one, or, where that one tile goes to more than one end that come to the
same (1–5 to either of two ones), that either will do (issue 19: «Единственный ход» beside
two places to put it).  Moves are said with every open end (four around a spinner).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kozel_gui.i18n import Later, Person, Said, Words, get_language, tr, words
from kozel_gui.table.seen import TableRound
from kozel_gui.table.words import move_phrase
from rules import Move, MoveKind, Round
from rules.alike import alike, distinct_moves, standing_for
from rules.bots import find_bot
from rules.bots.values import ScoreContext
from rules.coach import Why, judged, reason_words
from rules.coach.evaluate import Evaluation, MoveValue
from rules.coach.reasons import Reason, reason_for, stake_of, stake_words
from rules.coach.review import fair_evaluation
from rules.config import Rules
from rules.move_words import Ends, ends_of, tile_words, where_words
from rules.views import SeatView

__all__ = ["Advice", "advise", "why"]

_ALMOST = (Why.EQUAL, Why.CLOSE)
"""Reasons saying the runner-up is nearly as good: the hint names it instead."""


@dataclass(frozen=True, slots=True)
class Advice:
    """The move the hint picks out and the line it says."""

    move: Move
    said: Said
    """The line, kept as words (it follows a change of language while shown)."""

    @property
    def text(self) -> str:
        """The line in the language in use."""
        return str(self.said)


def advise(r: TableRound, seat: int, person: Callable[[int], Person], *, seed: int = 0,
           context: ScoreContext | None = None) -> Advice:
    """The hint for ``seat`` to move in ``r``, judged as a review seeded ``seed`` (with the
    match score ``context``) would; ``person(seat)`` says who a seat is."""
    view = r.view(seat)
    legal = view.legal_moves()
    if len(distinct_moves(view, legal)) == 1:
        move = standing_for(view, legal[0], legal)
        places = sum(alike(view, m, move) for m in legal)
        return Advice(move, _only(move, places, ends_of(r), _points(r, move)))
    if not judged(view):
        move = standing_for(view, _bot_move(r, seat, context), legal)
        return Advice(move, words("table.hint", move=_phrase(move, ends_of(r), _points(r, move)),
                                  why=why(r, move)))
    ev = fair_evaluation(view, seed=seed, ply=r.ply, context=context)
    advice = _advice(r, view, ev, person)
    if stake_of(view.rules, ev.best) is None:
        return advice
    pair = view.rules.sides(view.players) < view.players
    return Advice(advice.move, Later(_staked, (advice.said, view.rules, ev.best, pair)))


def _staked(said: Said, rules: Rules, best: MoveValue, pair: bool) -> str:
    """The hint, then what a 6–6 or 0–0 lead puts on the round (``stake_words``; playtest S:
    6–6 advised with no word of the 50 the losers write)."""
    stake = stake_words(get_language(), rules, best, pair=pair)
    return f"{said} {stake}" if stake else str(said)


def _advice(r: TableRound, view: SeatView, ev: Evaluation,
            person: Callable[[int], Person]) -> Advice:
    """The coach's best move of ``ev`` with its reason against the runner-up."""
    best = ev.best.move
    reason = reason_for(view, ev, ev.moves[1].move)
    # A reason that is the points themselves («Сразу даёт 10 очков») says them once.
    said = _phrase(best, ends_of(r), 0 if reason.why is Why.SCORES else _points(r, best))
    if reason.why in _ALMOST:
        second = ev.moves[1].move
        if second.tile is best.tile:  # the same tile to another end: the end alone (issue
            # 14: «2–6 к двойке; почти не хуже — 2–6 к шестёрке» named the tile twice)
            end = Later(_end, (second.end, ends_of(r)))
            return Advice(best, words("table.hint_close_end", move=said, other=end))
        other = _phrase(second, ends_of(r), _points(r, second))
        return Advice(best, words("table.hint_close", move=said, other=other))
    told = Later(_reason, (reason, person))
    return Advice(best, words("table.hint_reason", move=said, why=told))


def _only(move: Move, places: int, ends: Ends | None, points: int) -> Words:
    """The one move there is; where its tile goes to ``places`` ends showing one number, that
    any of them will do, the tile said once («1–4 к любой из единиц: разницы нет»; issue 14:
    «1–4 к единице — или к другому такому же концу» was clumsy)."""
    number = ends[move.end] if ends is not None and move.end < len(ends) else None
    if places == 1 or move.kind is not MoveKind.PLAY or move.tile is None or number is None:
        return words("table.hint_only", move=_phrase(move, ends, points))
    which = "either" if places == 2 else "any"
    return words("table.hint_either", tile=tile_words(move.tile),
                 ends=Later(_scored, (words(f"table.to_{which}_{number}"), points)))


def _end(end: int, ends: Ends | None) -> str:
    """Where a tile goes, without the tile: «к шестёрке»."""
    return where_words(get_language(), end, ends)


def _phrase(move: Move, ends: Ends | None, points: int = 0) -> Later:
    """The move in words, in the language shown when it is read; with what it scores in
    play now, where it scores («5–5 к пятёрке (+10 сейчас)»: Muggins' hints never said it)."""
    return Later(_scored_phrase, (move, ends, points))


def _scored_phrase(move: Move, ends: Ends | None, points: int) -> str:
    return _scored(move_phrase(move, ends), points)


def _scored(said: Said | str, points: int) -> str:
    """Where a move goes, with what it scores in play now (nothing added for 0)."""
    return tr("table.hint_scores", move=said, points=points) if points else str(said)


def _points(r: TableRound, move: Move) -> int:
    """What ``move`` scores in play now: the engine's own step for it (``Step.points``); 0
    for a table without the engine's round (a network guest's) or a move that is no
    placement."""
    if not isinstance(r, Round) or not move.is_placement:
        return 0
    return r.play(move).history()[-1].points


def _reason(reason: Reason, person: Callable[[int], Person]) -> str:
    return reason_words(get_language(), reason, person, advice=True)


def _bot_move(r: TableRound, seat: int, context: ScoreContext | None) -> Move:
    """The medium bot's move (a fixed random source: the same hint every time), knowing the
    match's score as every bot at the table does."""
    bot: Any
    try:
        bot = find_bot("medium")
    except KeyError:
        bot = find_bot("heaviest")
    return bot.choose(r.view(seat), random.Random(f"hint:{r.ply}"),  # type: ignore[no-any-return]
                      context)


def why(r: TableRound, move: Move) -> Words:
    """A few plain words about the move (where the coach does not judge)."""
    if move.kind is MoveKind.DRAW:
        return words("table.hint_draw")
    if move.kind is MoveKind.PASS:
        return words("table.hint_knock")
    if move.kind is MoveKind.LEAD:
        return words("table.why_lead")
    tiles = move.tiles
    if any(t.is_double for t in tiles):
        return words("table.why_double")
    heaviest = max((m.tiles[0].pips for m in r.legal_moves() if m.tiles), default=0)
    if tiles and tiles[0].pips >= heaviest:
        return words("table.why_heavy")
    return words("table.why_keep")
