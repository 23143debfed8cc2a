"""What one seat can infer from its view: unseen tiles, and the numbers each seat surely lacks.

A seat that knocks or draws on open ends ``(a, b, ...)`` holds none of those numbers.  A draw brings an
unknown tile into the hand, so that seat's older inferences are dropped then (the tile
drawn may carry them); what it drew on stays known, since only the last tile drawn can
fit and it is played at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.moves import MoveKind
from rules.tiles import ALL_TILES, SUIT
from rules.views import SeatView

__all__ = ["FULL", "Knowledge", "allowed_mask", "fitting", "knowledge_of", "mean_pips",
           "numbers_mask", "suit_count"]

FULL = (1 << 28) - 1
"""Every tile."""
_DRAW, _PASS = MoveKind.DRAW, MoveKind.PASS


@dataclass(frozen=True, slots=True)
class Knowledge:
    """One seat's inferences: ``voids[s]`` is a bitmask of numbers seat ``s`` cannot hold."""

    seat: int
    players: int
    hand: int
    table: int
    unseen: int
    """Tiles in other hands or the bazaar."""
    sizes: tuple[int, ...]
    bazaar: int
    voids: tuple[int, ...]
    played: tuple[int, ...]
    """Tiles each seat has placed this round."""


def allowed_mask(voids: int) -> int:
    """Tiles a seat with these void numbers may hold."""
    bad = 0
    for v in range(7):
        if voids >> v & 1:
            bad |= SUIT[v]
    return FULL & ~bad


def knowledge_of(view: SeatView) -> Knowledge:
    """Everything ``view``'s seat can deduce about the hidden tiles."""
    n = view.players
    voids = [0] * n
    played = [0] * n
    table = view.table_mask
    for ends, step in view.ends_before():
        move, seat = step.move, step.seat
        kind = move.kind
        if kind is _DRAW:
            voids[seat] = numbers_mask(ends)
        elif kind is _PASS:
            voids[seat] |= numbers_mask(ends)
        else:
            for tile in move.tiles:
                played[seat] |= tile.bit
    hand = view.hand_mask
    voids[view.seat] = 0
    return Knowledge(view.seat, n, hand, table, FULL & ~hand & ~table, view.hand_sizes,
                     view.bazaar_size, tuple(voids), tuple(played))


def suit_count(mask: int, value: int) -> int:
    """Tiles of ``mask`` carrying ``value``."""
    return (mask & SUIT[value]).bit_count()


def mean_pips(mask: int) -> float:
    """Average pips of the tiles in ``mask`` (0 when empty)."""
    n = mask.bit_count()
    return sum(t.pips for t in ALL_TILES if mask & t.bit) / n if n else 0.0


def numbers_mask(numbers: tuple[int, ...]) -> int:
    """A bitmask of numbers (bit ``v`` for ``v``)."""
    mask = 0
    for v in numbers:
        mask |= 1 << v
    return mask


def fitting(numbers: tuple[int, ...]) -> int:
    """The tiles that fit any of these open end numbers."""
    mask = 0
    for v in numbers:
        mask |= SUIT[v]
    return mask
