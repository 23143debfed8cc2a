"""Moves that make the same game: one tile placed at either of two ends that are alike.

With 1:1 alone on the table, 1:6 to the left and 1:6 to the right leave the same open
ends, the same tiles played, the same points to score: one decision, not two.  The table
(one click plays it, the move clock counts one choice, the hint names it) and the coach
(values it once, grades no forced move) read that from here, so it is written once.

Two placements of one tile are alike on a line when the ends they go to show one number and
either the tile on the table lies alone (the lead), or nothing is scored in play (a double at
one end would change the count).  On a four-way table (GAMES.md §0) two placements are
alike when the boards they leave differ only by mirror images the rules cannot tell apart,
so the open ends, the points scored and every later move are the same (6:5 on either side of
a lone 6:6).  Where points are scored in play, left mirrors right and up mirrors down, arm by
arm the same number, the same double or not lying last, the same arm still empty (up and
down count by a rule of their own, so never a side for an end); where nothing is scored,
only the numbers shown count, and which side the spinner still lies last on while up and
down are shut.
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

from rules.board import Board, apply
from rules.config import Rules, ScoreInPlay
from rules.moves import DOWN, LEFT, RIGHT, UP, Move, MoveKind
from rules.tiles import ALL_TILES

__all__ = ["Table", "alike", "distinct_moves", "standing_for"]


class Table(Protocol):
    """What the rule needs of a position: a ``Round``, a ``SeatView`` or the table's round."""

    @property
    def rules(self) -> Rules: ...
    @property
    def table_mask(self) -> int: ...
    @property
    def open_ends(self) -> tuple[int | None, int | None, int | None, int | None] | None: ...
    @property
    def board(self) -> Board | None: ...


def alike(t: Table, a: Move, b: Move) -> bool:
    """Whether ``a`` and ``b`` make the same game in position ``t``."""
    if a is b:
        return True
    if a.kind is not MoveKind.PLAY or b.kind is not MoveKind.PLAY:
        return False
    if sorted(a.tiles) != sorted(b.tiles):
        return False
    if t.rules.is_spinner:
        board = t.board
        return board is not None and _shape(t.rules, apply(t.rules, board, a)) == _shape(
            t.rules, apply(t.rules, board, b))
    ends = t.open_ends
    if a.tile is not b.tile or ends is None or ends[a.end] is None or ends[a.end] != ends[b.end]:
        return False
    return t.table_mask.bit_count() == 1 or t.rules.score_in_play == ScoreInPlay.NONE


_Arm = tuple[int, bool, bool]


def _shape(rules: Rules, board: Board) -> tuple[object, ...]:
    """What the rules see of a four-way board, the same for its mirror images."""
    if rules.score_in_play == ScoreInPlay.NONE:
        # Nothing is counted: only the numbers shown, and while up and down are shut
        # (sides_first) which side the spinner still lies last on.
        shut = board.ends[UP] < 0
        return (tuple(sorted((board.ends[e], shut and board.tips[e] == board.spinner)
                             for e in (LEFT, RIGHT, UP, DOWN))), board.spinner >= 0)

    def arm(end: int) -> _Arm:
        # The count reads each arm's number, a double lying last, an empty up or down arm.
        tip = board.tips[end]
        return (board.ends[end], tip >= 0 and ALL_TILES[tip].is_double,
                tip >= 0 and tip == board.spinner)

    return (tuple(sorted((arm(LEFT), arm(RIGHT)))), tuple(sorted((arm(UP), arm(DOWN)))),
            board.spinner)


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
