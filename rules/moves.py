"""Moves: a lead, a tile on an end, two doubles at once, a draw, a knock.

Moves are interned values that print and parse back; however a move is made, the
same move is the same object:

>>> [str(Move.parse(s)) for s in ("3:5", "5:3", "2:6>", "6:2<", "1:1<+4:4>", "draw", "pass")]
['3:5', '5:3', '2:6>', '2:6<', '1:1<+4:4>', 'draw', 'pass']
>>> Move.parse("6:2>") is Move.parse("2:6>") is Move(MoveKind.PLAY, Tile(2, 6), RIGHT)
True
>>> Move("lead", Tile(3, 3), 1) is Move.lead(Tile(3, 3))
True
"""

from __future__ import annotations

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


_SYNTAX = "expected '3:5', '3:5<', '3:5>', '1:1<+4:4>', 'draw', 'pass' or 'decline'"


class Move:
    """One move: ``Move(kind, tile, end, second)`` returns the one interned object for it.

    ``end`` is LEFT/RIGHT for PLAY; for LEAD, 1 when ``tile.high`` goes on the left
    (ignored for a double).  ``second`` is PAIR's double on the right end (``tile`` on
    the left).  Equality is identity, so ``move in legal_moves`` is fast.
    """

    __slots__ = ("_text", "end", "kind", "second", "tile")

    kind: MoveKind
    tile: Tile | None
    end: int
    second: Tile | None
    _text: str

    def __new__(cls, kind: MoveKind | str, tile: Tile | None = None, end: int = LEFT,
                second: Tile | None = None) -> Move:
        """The interned move; ``ValueError`` naming what is wrong if there is no such move."""
        move = _BY_KEY.get(_key(kind, tile, end, second))
        if move is None:
            raise ValueError(f"not a move: kind={kind!r} tile={tile!r} end={end!r} "
                             f"second={second!r}")
        return move

    @classmethod
    def _make(cls, kind: MoveKind, tile: Tile | None, end: int, second: Tile | None,
              text: str) -> Move:
        move = object.__new__(cls)
        for name, value in (("kind", kind), ("tile", tile), ("end", end), ("second", second),
                            ("_text", text)):
            object.__setattr__(move, name, value)
        return move

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Move is immutable")

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
        return Move(MoveKind.PAIR, left, LEFT, right)

    @staticmethod
    def parse(text: str) -> Move:
        """Parse the text form (see the module docstring); ``ValueError`` if malformed."""
        if not isinstance(text, str):
            raise ValueError(f"not a move: {text!r} ({_SYNTAX})")
        move = _BY_TEXT.get(text.strip().lower())
        if move is None:
            raise ValueError(f"not a move: {text!r} ({_SYNTAX})")
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
        return self._text

    def __repr__(self) -> str:
        return f"Move.parse({self._text!r})"

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        return (Move.parse, (self._text,))

    def __copy__(self) -> Move:
        return self

    def __deepcopy__(self, _memo: object) -> Move:
        return self


def _key(kind: Any, tile: Any, end: Any, second: Any) -> tuple[Any, ...] | None:
    """The lookup key of a move's parts, or None if they are not parts of any move."""
    try:
        kind = MoveKind(kind)
    except (ValueError, TypeError):
        return None
    if tile is not None and not isinstance(tile, Tile):
        return None
    if second is not None and not isinstance(second, Tile):
        return None
    if type(end) is not int and type(end) is not bool:
        return None
    end = int(end)
    if kind is MoveKind.LEAD and tile is not None and tile.is_double:
        end = LEFT  # a double reads the same either way round
    if kind is MoveKind.PAIR:
        end = LEFT
    return (kind, tile, end, second)


def _build() -> tuple[list[tuple[Move, Move]], list[tuple[Move, Move]], dict[str, Move],
                      dict[tuple[Any, ...] | None, Move]]:
    leads: list[tuple[Move, Move]] = []
    plays: list[tuple[Move, Move]] = []
    by_text: dict[str, Move] = {}
    by_key: dict[tuple[Any, ...] | None, Move] = {}

    def add(kind: MoveKind, tile: Tile | None, end: int, second: Tile | None,
            canonical: str, *aliases: str) -> Move:
        move = Move._make(kind, tile, end, second, canonical)
        by_key[(kind, tile, end, second)] = move
        for text in (canonical, *aliases):
            by_text[text] = move
        return move

    for t in ALL_TILES:
        a, b = t.low, t.high
        lead = add(MoveKind.LEAD, t, 0, None, f"{a}:{b}", f"{a}-{b}")
        flip = lead if t.is_double else add(MoveKind.LEAD, t, 1, None, f"{b}:{a}", f"{b}-{a}")
        leads.append((lead, flip))
        plays.append(tuple(
            add(MoveKind.PLAY, t, end, None, f"{a}:{b}{sign}", f"{b}:{a}{sign}",
                f"{a}-{b}{sign}", f"{b}-{a}{sign}")
            for end, sign in ((LEFT, "<"), (RIGHT, ">"))))  # type: ignore[arg-type]
    for x in range(7):
        for y in range(7):
            if x != y:
                add(MoveKind.PAIR, Tile(x, x), LEFT, Tile(y, y), f"{x}:{x}<+{y}:{y}>",
                    f"{y}:{y}>+{x}:{x}<")
    for kind in (MoveKind.DRAW, MoveKind.PASS, MoveKind.DECLINE):
        add(kind, None, LEFT, None, kind.value)
    by_text["knock"] = by_text["pass"]
    return leads, plays, by_text, by_key


_LEADS, _PLAYS, _BY_TEXT, _BY_KEY = _build()

DRAW = _BY_TEXT["draw"]
PASS = _BY_TEXT["pass"]
DECLINE = _BY_TEXT["decline"]
