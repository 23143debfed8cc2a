"""Moves that make the same game: one tile placed at either of two ends that are alike.

With 1:1 alone on the table, 1:6 to the left and 1:6 to the right leave the same open
ends, the same tiles played, the same points to score: one decision, not two.  The table
(one click plays it, the move clock counts one choice, the hint names it) and the coach
(values it once, grades no forced move) read that from here, so it is written once.

Two placements of one tile are alike on a line (never on a four-way table, whose arms are
each a move of its own, GAMES.md) when the ends they go to show one number and either the
tile on the table lies alone (the lead), or nothing is scored in play (a double at one end
would change the count).
The move that stands for its kind is the one to the right (the end one click uses).

>>> from rules import Round, find_preset
>>> import random
>>> r = Round.deal(find_preset("kozel"), random.Random(3), 4).play("1:1")
>>> [str(m) for m in r.legal_moves() if m.tile is not None and str(m.tile) == "1:5"]
['1:5<', '1:5>']
>>> [str(m) for m in distinct_moves(r, r.legal_moves()) if str(m.tile) == "1:5"]
['1:5>']
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from rules.config import Rules, ScoreInPlay
from rules.moves import RIGHT, Move, MoveKind

__all__ = ["Table", "alike", "distinct_moves", "standing_for"]


class Table(Protocol):
    """What the rule needs of a position: a ``Round``, a ``SeatView`` or the table's round."""

    @property
    def rules(self) -> Rules: ...
    @property
    def table_mask(self) -> int: ...
    @property
    def open_ends(self) -> tuple[int | None, int | None, int | None, int | None] | None: ...


def alike(t: Table, a: Move, b: Move) -> bool:
    """Whether ``a`` and ``b`` make the same game in position ``t``."""
    if a is b:
        return True
    if a.kind is not MoveKind.PLAY or b.kind is not MoveKind.PLAY or a.tile is not b.tile:
        return False
    ends = t.open_ends
    if t.rules.is_spinner or ends is None or ends[a.end] is None or ends[a.end] != ends[b.end]:
        return False
    return t.table_mask.bit_count() == 1 or t.rules.score_in_play == ScoreInPlay.NONE


def distinct_moves(t: Table, moves: Iterable[Move]) -> tuple[Move, ...]:
    """One move of each kind among ``moves`` (in their order), each ``standing_for`` its kind."""
    given = tuple(moves)
    out: list[Move] = []
    for move in given:
        rep = standing_for(t, move, given)
        if rep not in out:
            out.append(rep)
    return tuple(out)


def standing_for(t: Table, move: Move, moves: Iterable[Move]) -> Move:
    """The move among ``moves`` that stands for ``move``'s kind: to the right if one goes there."""
    same = [m for m in moves if alike(t, move, m)] or [move]
    return next((m for m in same if m.end == RIGHT), same[0])
