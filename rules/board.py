"""The table's open ends in every layout (GAMES.md §0), and the points made in play.

A ``Board`` is the part of the table the rules look at: the number each open end shows,
the tile lying last on each arm (is it a double, is the arm still empty), and the spinner.
Placing tiles returns a new board.  On a line only the left and right ends exist; on a
spinner layout the first double placed gets up and down arms too, opened at once or once
both its sides are taken (``spinner_opens``).

>>> from rules.config import find_preset
>>> from rules.tiles import Tile
>>> muggins = find_preset("muggins")
>>> b = lead(muggins, Tile(5, 5), False)
>>> b.open_ends, count(b, 1)
((5, 5, None, None), 10)
>>> b = place(muggins, b, Tile(5, 6), RIGHT)
>>> b = place(muggins, b, Tile(4, 5), LEFT)
>>> b.open_ends, count(b, 3)
((4, 6, 5, 5), 10)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rules.choices import ScoreInPlay, SpinnerOpens
from rules.config import Rules
from rules.moves import DOWN, LEFT, RIGHT, UP, Move, MoveKind
from rules.records import Start
from rules.tiles import ALL_TILES, DOUBLES, SUIT, Tile

__all__ = ["NO_BOARD", "Board", "apply", "bergen_faces", "count", "dead", "in_play", "lead",
           "of_table", "opens_at_once", "place", "place_all"]

_NONDOUBLE = tuple(SUIT[v] & ~DOUBLES for v in range(7))
_CLOSED = (-1, -1, -1, -1)


@dataclass(frozen=True, slots=True)
class Board:
    """The open ends: what each shows (-1: no such arm, or not open), its last tile, the spinner."""

    ends: tuple[int, int, int, int]
    """The number each end shows, ``(left, right, up, down)``; -1 where there is no open end."""
    tips: tuple[int, int, int, int]
    """Index of the tile lying last on each arm; an open arm still empty holds the spinner."""
    spinner: int = -1
    """Index of the spinner tile; -1 before there is one (and always on a line)."""

    @property
    def open_ends(self) -> tuple[int | None, int | None, int | None, int | None] | None:
        """``(left, right, up, down)``, None for an arm not open; None before the lead."""
        if self.ends[LEFT] < 0:
            return None
        e = self.ends
        return (e[0], e[1], None if e[2] < 0 else e[2], None if e[3] < 0 else e[3])

    @property
    def spinner_tile(self) -> Tile | None:
        """The spinner, if there is one."""
        return None if self.spinner < 0 else ALL_TILES[self.spinner]

    def arm_empty(self, end: int) -> bool:
        """Whether an open up or down arm holds no tile yet."""
        return end >= UP and self.tips[end] == self.spinner


NO_BOARD = Board(_CLOSED, _CLOSED)
"""Before the lead."""


def lead(rules: Rules, tile: Tile, flipped: bool) -> Board:
    """The board after ``tile`` is led (``flipped``: its high half on the left)."""
    a, b = (tile.high, tile.low) if flipped else (tile.low, tile.high)
    i = tile.index
    board = Board((a, b, -1, -1), (i, i, -1, -1))
    return _spin(rules, board, tile) if tile.is_double and rules.is_spinner else board


def apply(rules: Rules, board: Board, move: Move) -> Board:
    """The board after a placement (a lead, one tile, or several doubles)."""
    if move.kind is MoveKind.LEAD:
        assert move.tile is not None
        return lead(rules, move.tile, bool(move.end))
    return place_all(rules, board, move.placements)


def of_table(rules: Rules, start: Start) -> Board:
    """The board of tiles lying as ``start`` says (a position text's line, spinner, arms)."""
    first, last = start.line[0], start.line[-1]
    ends = (first.a, last.b, -1, -1)
    tips = (first.tile.index, last.tile.index, -1, -1)
    spinner = start.spinner
    if spinner is None or not rules.is_spinner:
        return Board(ends, tips)
    board = Board(ends, tips, spinner.index)
    if not (opens_at_once(rules) or (first.tile != spinner and last.tile != spinner)):
        return board
    up, down = start.branches
    return Board((ends[0], ends[1], up[-1].b if up else spinner.low,
                  down[-1].b if down else spinner.low),
                 (tips[0], tips[1], up[-1].tile.index if up else spinner.index,
                  down[-1].tile.index if down else spinner.index), spinner.index)


def opens_at_once(rules: Rules) -> bool:
    """Whether up and down open the moment the spinner is placed."""
    return rules.spinner_opens == SpinnerOpens.AT_ONCE


def place(rules: Rules, board: Board, tile: Tile, end: int) -> Board:
    """The board after ``tile`` is played on ``end`` (which shows one of its numbers)."""
    ends, tips = list(board.ends), list(board.tips)
    ends[end] = tile.other(ends[end])
    tips[end] = tile.index
    new = Board((ends[0], ends[1], ends[2], ends[3]), (tips[0], tips[1], tips[2], tips[3]),
                board.spinner)
    if not rules.is_spinner:
        return new
    if new.spinner < 0:
        return _spin(rules, new, tile) if tile.is_double else new
    return _sides_taken(new)


def place_all(rules: Rules, board: Board, placements: Iterable[tuple[Tile, int]]) -> Board:
    """The board after several doubles at once, in arm order (GAMES.md §11.1-2)."""
    for tile, end in placements:
        board = place(rules, board, tile, end)
    return board


def _spin(rules: Rules, board: Board, tile: Tile) -> Board:
    """``tile``, just placed, is the spinner: up and down open now or once its sides are taken."""
    b = Board(board.ends, board.tips, tile.index)
    if opens_at_once(rules):
        return _open(b)
    return _sides_taken(b)


def _sides_taken(board: Board) -> Board:
    """Up and down open once the spinner lies last on neither horizontal arm (sides_first)."""
    s, tips = board.spinner, board.tips
    if board.ends[UP] >= 0 or tips[LEFT] == s or tips[RIGHT] == s:
        return board
    return _open(board)


def _open(board: Board) -> Board:
    v, s = ALL_TILES[board.spinner].low, board.spinner
    e, t = board.ends, board.tips
    return Board((e[0], e[1], v, v), (t[0], t[1], s, s), s)


def count(board: Board, tiles: int) -> int:
    """The count of GAMES.md §0 with ``tiles`` on the table: the ends' numbers, an open double
    twice, an empty arm nothing; a lone tile its pips."""
    if board.ends[LEFT] < 0:
        return 0
    if tiles == 1:
        return ALL_TILES[board.tips[LEFT]].pips
    total = 0
    for end in (LEFT, RIGHT, UP, DOWN):
        v = board.ends[end]
        if v < 0 or board.arm_empty(end):
            continue
        total += 2 * v if ALL_TILES[board.tips[end]].is_double else v
    return total


def bergen_faces(board: Board, tiles: int) -> int:
    """Bergen (GAMES.md §2.4): when both ends show one number, the faces showing it (a plain
    end 1, an open double 2); a double led alone shows 2."""
    left, right = board.ends[LEFT], board.ends[RIGHT]
    if left < 0 or left != right:
        return 0
    if tiles == 1:
        return 2  # a lone tile with equal ends is a double
    return sum(2 if ALL_TILES[board.tips[end]].is_double else 1 for end in (LEFT, RIGHT))


def in_play(rules: Rules, board: Board, tiles: int, led: bool) -> int:
    """What a placement that left ``board`` (``tiles`` on the table) scores in play, after
    the whole move (GAMES.md §1.4, §2.4, §11.4); ``led``: it was the lead."""
    how = rules.score_in_play
    if how == ScoreInPlay.NONE or (led and not rules.lead_scores):
        return 0
    if how == ScoreInPlay.BERGEN:
        return bergen_faces(board, tiles)
    c = count(board, tiles)
    return c if c % 5 == 0 else 0


def dead(board: Board, table: int) -> bool:
    """Whether every open end shows a number whose six non-double tiles are on the table
    (the generalised fish of GAMES.md §0)."""
    for v in board.ends:
        if v >= 0 and _NONDOUBLE[v] & table != _NONDOUBLE[v]:
            return False
    return board.ends[LEFT] >= 0
