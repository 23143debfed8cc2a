"""What a round leaves behind: how it ended, the tiles on the line, the move history."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from rules.moves import LEFT, Move, MoveKind
from rules.tiles import Tile

__all__ = ["Outcome", "OutcomeKind", "Placed", "Start", "Step", "build_line"]


class OutcomeKind(StrEnum):
    """How a round ended."""

    OUT = "out"
    """A seat played its last tile ("вышел")."""
    FISH = "fish"
    """The round is blocked ("рыба")."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a round ended: ``kind``; ``by`` went out / made the fish."""

    kind: OutcomeKind
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


@dataclass(frozen=True, slots=True)
class Start:
    """What was on the table when a round set up from a position text began (all public)."""

    line: tuple[Placed, ...]
    lead_index: int
    last: tuple[Tile, ...]
    """The tile(s) of the last placement."""
    last_seat: int
    """The seat that made it."""
    hundred: int | None = None
    """The seat that led 6:6 as a hundred move, if it was one."""

    @property
    def lead(self) -> Tile:
        """The tile that was led."""
        return self.line[self.lead_index].tile

    @property
    def ends(self) -> tuple[int, int]:
        """The open ends."""
        return self.line[0].a, self.line[-1].b


def build_line(steps: Sequence[Step], start: Start | None = None) -> tuple[tuple[Placed, ...], int]:
    """The line from a move history: oriented tiles left to right, and the lead's index."""
    left: list[Placed] = []
    right: list[Placed] = []
    lead: Placed | None = None
    if start is not None:
        lead = start.line[start.lead_index]
        left = list(reversed(start.line[:start.lead_index]))
        right = list(start.line[start.lead_index + 1:])
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
