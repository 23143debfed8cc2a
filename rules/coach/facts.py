"""What is certain about a move from the seat's own view: its hand after, the ends after,
the points it scores in play, whether it ends the round, and which numbers each seat is
known to lack and why.

On every layout: the ends are all the open ends (two on a line, up to four around a
spinner), a fish is every open end dead (``rules.board.dead``), the points in play are
the engine's own (``rules.board.in_play``).

These are the facts a reason is built from, alongside what the search found in the
worlds (``MoveValue.next_stuck`` and the rest).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from rules.board import NO_BOARD, Board, apply, dead, in_play
from rules.hands import mask_value, pips_of
from rules.moves import Move, MoveKind
from rules.tiles import SUIT, Tile, mask_of
from rules.views import SeatView

__all__ = ["Lack", "MoveFacts", "Sign", "lacks", "move_facts"]


class Sign(StrEnum):
    """How a seat showed it lacks a number."""

    KNOCK = "knock"
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class Lack:
    """A number a seat surely does not hold, and the sign it gave."""

    number: int
    sign: Sign


@dataclass(frozen=True, slots=True)
class MoveFacts:
    """A placement's certain consequences for the seat that makes it."""

    move: Move
    hand_after: int
    """What the hand would be worth after the move (RULES §3 values)."""
    ends: tuple[int, ...]
    """The numbers the open ends show after the move (two on a line, up to four arms)."""
    out: bool
    """The move empties the hand."""
    fish: bool
    """The move closes the table with a fish: every open end dead."""
    fits: int
    """Tiles left in the hand that fit the ends after the move."""
    lone: Tile | None
    """The one tile left, when it is 0:0 or 6:6 counted above its pips."""
    scored: int = 0
    """Points the move scores in play (Muggins' fives, Bergen's heads; 0 elsewhere)."""


def move_facts(view: SeatView, move: Move) -> MoveFacts | None:
    """The facts of ``move`` (a placement) for ``view``'s seat; None for a draw or knock."""
    if not move.is_placement:
        return None
    after = view.hand_mask & ~mask_of(move.tiles)
    board = apply(view.rules, _board(view), move)
    ends = tuple(v for v in board.ends if v >= 0)
    table = view.table_mask | mask_of(move.tiles)
    value = mask_value(view.rules, after)
    lone = None
    if after.bit_count() == 1 and value > pips_of(after):
        lone = Tile.from_index(after.bit_length() - 1)
    fitting = 0
    for v in ends:
        fitting |= SUIT[v]
    return MoveFacts(move, value, ends, after == 0, after != 0 and dead(board, table),
                     (after & fitting).bit_count(), lone,
                     in_play(view.rules, board, table.bit_count(), move.kind is MoveKind.LEAD))


def _board(view: SeatView) -> Board:
    """The open ends before the move as a board (a plain line keeps only its two ends)."""
    if view.board is not None:
        return view.board
    return NO_BOARD if view.ends is None else Board((*view.ends, -1, -1), (-1,) * 4)


def lacks(view: SeatView) -> tuple[tuple[Lack, ...], ...]:
    """Per seat, the numbers it surely lacks: it knocked or drew with them at the ends.

    As ``rules.bots.knowledge`` reads it: a draw brings unknown tiles, so a seat's older
    signs are forgotten at its draw; the ends it drew on stay known.
    """
    known: list[dict[int, Sign]] = [{} for _ in range(view.players)]
    for ends, step in view.ends_before():
        move, seat = step.move, step.seat
        if move.kind is MoveKind.DRAW:
            known[seat] = dict.fromkeys(ends, Sign.DRAW)
        elif move.kind is MoveKind.PASS:
            for v in ends:
                known[seat].setdefault(v, Sign.KNOCK)
    known[view.seat] = {}
    return tuple(tuple(Lack(v, s) for v, s in sorted(k.items())) for k in known)
