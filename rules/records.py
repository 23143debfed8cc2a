"""What a round leaves behind: how it ended, the tiles on the line, the move history."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.moves import LEFT, Move, MoveKind
from rules.tiles import Tile

__all__ = ["Outcome", "Placed", "Step", "build_line"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a round ended: ``kind`` is ``"out"`` or ``"fish"``; ``by`` went out / made the fish."""

    kind: str
    by: int
    hands: tuple[tuple[Tile, ...], ...]
    blocked: bool = False
    """A fish declared because every seat knocked (no suit closed)."""
    lead: Tile | None = None
    """The tile that opened the round."""
    last: tuple[Tile, ...] = ()
    """The tile(s) of the move that closed the round."""
    hundred: int | None = None
    """The seat that led 6:6 as a sea-goat hundred move, if any."""


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile on the line, oriented: ``a`` touches the left neighbour, ``b`` the right."""

    tile: Tile
    a: int
    b: int
    seat: int


@dataclass(frozen=True, slots=True)
class Step:
    """One move in the history; ``drawn`` is the tile a draw took (hidden from others)."""

    seat: int
    move: Move
    drawn: Tile | None = None


def build_line(steps: Sequence[Step]) -> tuple[tuple[Placed, ...], int]:
    """The line from a move history: oriented tiles left to right, and the lead's index."""
    left: list[Placed] = []
    right: list[Placed] = []
    lead: Placed | None = None
    for step in steps:
        m, seat, t = step.move, step.seat, step.move.tile
        if t is None:
            continue
        if m.kind is MoveKind.LEAD:
            a, b = (t.high, t.low) if m.end else (t.low, t.high)
            lead = Placed(t, a, b, seat)
        elif m.kind is MoveKind.PAIR:
            assert m.second is not None
            left.append(Placed(t, t.low, t.low, seat))
            right.append(Placed(m.second, m.second.low, m.second.low, seat))
        elif m.end == LEFT:
            assert lead is not None
            end = left[-1].a if left else lead.a
            left.append(Placed(t, t.other(end), end, seat))
        else:
            assert lead is not None
            end = right[-1].b if right else lead.b
            right.append(Placed(t, end, t.other(end), seat))
    if lead is None:
        return (), 0
    return (*reversed(left), lead, *right), len(left)
