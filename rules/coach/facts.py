"""What is certain about a move from the seat's own view: its hand after, the ends after,
whether it ends the round, and which numbers each seat is known to lack and why.

These are the facts a reason is built from, alongside what the search found in the
worlds (``MoveValue.next_stuck`` and the rest).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

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
    ends: tuple[int, int]
    """The open ends after the move."""
    out: bool
    """The move empties the hand."""
    fish: bool
    """The move closes the line with a fish."""
    fits: int
    """Tiles left in the hand that fit the ends after the move."""
    lone: Tile | None
    """The one tile left, when it is 0:0 or 6:6 counted above its pips."""


def move_facts(view: SeatView, move: Move) -> MoveFacts | None:
    """The facts of ``move`` (a placement) for ``view``'s seat; None for a draw or knock."""
    if not move.is_placement:
        return None
    after = view.hand_mask & ~mask_of(move.tiles)
    ends = view.ends_after(move)
    a, b = ends[0], ends[-1]
    table = view.table_mask | mask_of(move.tiles)
    nondouble = SUIT[a] & ~Tile(a, a).bit
    fish = after != 0 and a == b and nondouble & table == nondouble
    value = mask_value(view.rules, after)
    lone = None
    if after.bit_count() == 1 and value > pips_of(after):
        lone = Tile.from_index(after.bit_length() - 1)
    return MoveFacts(move, value, (a, b), after == 0, fish,
                     (after & (SUIT[a] | SUIT[b])).bit_count(), lone)


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
