"""What a round leaves behind: how it ended, the tiles on the table, the move history."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from rules.moves import DOWN, LEFT, RIGHT, UP, Move, MoveKind
from rules.tiles import Tile

__all__ = ["Outcome", "OutcomeKind", "Placed", "Start", "Step", "Table", "build_line",
           "build_table"]


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
    play_points: tuple[int, ...] = ()
    """Points each seat scored in play this round (GAMES.md §9); empty where nobody can."""


@dataclass(frozen=True, slots=True)
class Placed:
    """A tile on the table, oriented: on the line ``a`` touches the left neighbour, ``b`` the
    right; on an up or down arm ``a`` touches the inner neighbour (towards the spinner)."""

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
    points: int = 0
    """What the move scored in play for the mover's side (GAMES.md §9)."""


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
    spinner: Tile | None = None
    """The spinner (GAMES.md §0), if one is on the table."""
    branches: tuple[tuple[Placed, ...], tuple[Placed, ...]] = ((), ())
    """The up and down arms, each from the spinner outward."""
    points: tuple[int, ...] = ()
    """Points each seat had scored in play; empty: none."""

    @property
    def lead(self) -> Tile:
        """The tile that was led."""
        return self.line[self.lead_index].tile

    @property
    def ends(self) -> tuple[int, int]:
        """The open ends."""
        return self.line[0].a, self.line[-1].b


@dataclass(frozen=True, slots=True)
class Table:
    """The tiles on the table as they lie: the line (the spinner in it) and the two arms."""

    line: tuple[Placed, ...]
    lead_index: int
    branches: tuple[tuple[Placed, ...], tuple[Placed, ...]] = ((), ())
    spinner: Tile | None = None


def build_line(steps: Sequence[Step], start: Start | None = None) -> tuple[tuple[Placed, ...], int]:
    """The line from a move history: oriented tiles left to right, and the lead's index."""
    table = build_table(steps, start)
    return table.line, table.lead_index


def build_table(steps: Sequence[Step], start: Start | None = None,
                spinner: bool = False) -> Table:
    """The table from a move history; ``spinner``: the first double placed gets up and down
    arms (the rules say which moves reach them, this only lays the tiles)."""
    arms: tuple[list[Placed], list[Placed], list[Placed], list[Placed]] = ([], [], [], [])
    lead: Placed | None = None
    hub = None if start is None else start.spinner
    if start is not None:
        lead = start.line[start.lead_index]
        arms[LEFT].extend(reversed(start.line[:start.lead_index]))
        arms[RIGHT].extend(start.line[start.lead_index + 1:])
        arms[UP].extend(start.branches[0])
        arms[DOWN].extend(start.branches[1])
    for step in steps:
        m, seat = step.move, step.seat
        if m.kind is MoveKind.LEAD and m.tile is not None:
            t = m.tile
            a, b = (t.high, t.low) if m.end else (t.low, t.high)
            lead = Placed(t, a, b, seat)
            if spinner and t.is_double:
                hub = t
            continue
        for t, end in m.placements:
            assert lead is not None
            arm = arms[end]
            if end == LEFT:
                shown = arm[-1].a if arm else lead.a
                arm.append(Placed(t, t.other(shown), shown, seat))
            else:
                if end == RIGHT:
                    shown = arm[-1].b if arm else lead.b
                else:
                    assert hub is not None
                    shown = arm[-1].b if arm else hub.low
                arm.append(Placed(t, shown, t.other(shown), seat))
            if spinner and hub is None and t.is_double:
                hub = t
    if lead is None:
        return Table((), 0)
    line = (*reversed(arms[LEFT]), lead, *arms[RIGHT])
    return Table(line, len(arms[LEFT]), (tuple(arms[UP]), tuple(arms[DOWN])), hub)
