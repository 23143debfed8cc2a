"""What one seat can infer from its view: unseen tiles, and the numbers each seat surely lacks.

A seat that knocks or draws on ends ``(a, b)`` holds neither number.  A draw brings an
unknown tile into the hand, so that seat's older inferences are dropped then (the tile
drawn may carry them); what it drew on stays known, since only the last tile drawn can
fit and it is played at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.moves import Move, MoveKind
from rules.tiles import ALL_TILES, SUIT
from rules.views import SeatView

__all__ = ["FULL", "Knowledge", "allowed_mask", "ends_after", "knowledge_of", "mean_pips", "suit_count"]

FULL = (1 << 28) - 1
"""Every tile."""
_DRAW, _PASS, _LEAD, _PAIR = MoveKind.DRAW, MoveKind.PASS, MoveKind.LEAD, MoveKind.PAIR


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
    left, right = (-1, -1) if view.start is None else view.start.ends
    for step in view.history:
        move, seat = step.move, step.seat
        kind = move.kind
        if kind is _DRAW:
            voids[seat] = 1 << left | 1 << right
        elif kind is _PASS:
            voids[seat] |= 1 << left | 1 << right
        elif move.tile is not None:
            t = move.tile
            for tile in move.tiles:
                played[seat] |= tile.bit
            if kind is _LEAD:
                left, right = (t.high, t.low) if move.end else (t.low, t.high)
            elif kind is not _PAIR:
                if move.end == 0:
                    left = t.other(left)
                else:
                    right = t.other(right)
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


def ends_after(ends: tuple[int, int] | None, move: Move) -> tuple[int, int]:
    """The open ends once ``move`` (a placement) is on a line with ``ends``."""
    t = move.tile
    assert t is not None
    if ends is None:
        return (t.high, t.low) if move.end else (t.low, t.high)
    left, right = ends
    if move.kind is _PAIR:
        return left, right
    return (t.other(left), right) if move.end == 0 else (left, t.other(right))
