"""Moves: a lead, a tile on an end, two doubles at once, a draw, a knock.

Moves are interned values that print and parse back:

>>> [str(Move.parse(s)) for s in ("3:5", "5:3", "2:6>", "6:2<", "1:1<+4:4>", "draw", "pass")]
['3:5', '5:3', '2:6>', '2:6<', '1:1<+4:4>', 'draw', 'pass']
>>> Move.parse("6:2>") is Move.parse("2:6>")
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from rules.tiles import ALL_TILES, Tile

__all__ = ["LEFT", "RIGHT", "IllegalMove", "Move", "MoveKind"]

LEFT = 0
RIGHT = 1


class IllegalMove(ValueError):
    """A move that the rules do not allow in this position."""


class MoveKind(StrEnum):
    """What a move does."""

    LEAD = "lead"
    PLAY = "play"
    PAIR = "pair"
    DRAW = "draw"
    PASS = "pass"
    DECLINE = "decline"


@dataclass(frozen=True, slots=True, eq=False)
class Move:
    """One move; build with ``Move.parse`` or the constructors, never by hand.

    Moves are interned, so equality is identity and ``move in legal_moves`` is fast.
    """

    kind: MoveKind
    tile: Tile | None = None
    end: int = LEFT
    """For PLAY the end (LEFT/RIGHT); for LEAD 1 when ``tile.high`` goes on the left."""
    second: Tile | None = None
    """For PAIR: the double played on the right end (``tile`` is on the left)."""

    @staticmethod
    def lead(tile: Tile, flipped: bool = False) -> Move:
        """Lead ``tile``, ``tile.low`` on the left end (``high`` when flipped)."""
        return _LEADS[tile.index][int(flipped and not tile.is_double)]

    @staticmethod
    def place(tile: Tile, end: int) -> Move:
        """Play ``tile`` on ``end`` (LEFT or RIGHT)."""
        return _PLAYS[tile.index][end]

    @staticmethod
    def pair(left: Tile, right: Tile) -> Move:
        """Two doubles at once: ``left`` on the left end, ``right`` on the right."""
        return _PAIRS[left.low * 7 + right.low]

    @staticmethod
    def parse(text: str) -> Move:
        """Parse the text form (see the module docstring); ``ValueError`` if malformed."""
        key = text.strip().lower()
        move = _BY_TEXT.get(key)
        if move is None:
            raise ValueError(
                f"not a move: {text!r} (expected '3:5', '3:5<', '3:5>', '1:1<+4:4>', 'draw', 'pass')"
            )
        return move

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles this move puts on the table."""
        if self.tile is None:
            return ()
        return (self.tile,) if self.second is None else (self.tile, self.second)

    @property
    def is_placement(self) -> bool:
        """Whether the move puts tiles on the table."""
        return self.tile is not None

    def __str__(self) -> str:
        return _TEXT[self]

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (Move.parse, (str(self),))

    def __copy__(self) -> Move:
        return self

    def __deepcopy__(self, memo: object) -> Move:
        return self

    def __repr__(self) -> str:
        return f"Move.parse({str(self)!r})"


def _build() -> tuple[
    list[tuple[Move, Move]], list[tuple[Move, Move]], dict[int, Move], dict[str, Move], dict[Move, str]
]:
    leads: list[tuple[Move, Move]] = []
    plays: list[tuple[Move, Move]] = []
    pairs: dict[int, Move] = {}
    by_text: dict[str, Move] = {}
    text: dict[Move, str] = {}

    def add(move: Move, canonical: str, *aliases: str) -> None:
        text[move] = canonical
        for key in (canonical, *aliases):
            by_text[key] = move

    for t in ALL_TILES:
        a, b = t.low, t.high
        lead, flip = Move(MoveKind.LEAD, t, 0), Move(MoveKind.LEAD, t, 1)
        leads.append((lead, lead if t.is_double else flip))
        add(lead, f"{a}:{b}", f"{a}-{b}")
        if not t.is_double:
            add(flip, f"{b}:{a}", f"{b}-{a}")
        left, right = Move(MoveKind.PLAY, t, LEFT), Move(MoveKind.PLAY, t, RIGHT)
        plays.append((left, right))
        add(left, f"{a}:{b}<", f"{b}:{a}<", f"{a}-{b}<", f"{b}-{a}<")
        add(right, f"{a}:{b}>", f"{b}:{a}>", f"{a}-{b}>", f"{b}-{a}>")
    for x in range(7):
        for y in range(7):
            if x != y:
                left_d, right_d = Tile(x, x), Tile(y, y)
                move = Move(MoveKind.PAIR, left_d, LEFT, right_d)
                pairs[x * 7 + y] = move
                add(move, f"{x}:{x}<+{y}:{y}>", f"{y}:{y}>+{x}:{x}<")
    for kind in (MoveKind.DRAW, MoveKind.PASS, MoveKind.DECLINE):
        add(Move(kind), kind.value)
    by_text["knock"] = by_text["pass"]
    return leads, plays, pairs, by_text, text


_LEADS, _PLAYS, _PAIRS, _BY_TEXT, _TEXT = _build()

DRAW = _BY_TEXT["draw"]
PASS = _BY_TEXT["pass"]
DECLINE = _BY_TEXT["decline"]
