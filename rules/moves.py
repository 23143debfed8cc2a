"""Moves: a lead, a tile on an end, several doubles at once, a draw, a knock.

Moves are interned values that print and parse back; however a move is made, the
same move is the same object.  Ends are ``<`` left, ``>`` right and, on a spinner
(GAMES.md §0), ``^`` up and ``v`` down:

>>> [str(Move.parse(s)) for s in ("3:5", "5:3", "2:6>", "6:2<", "1:4^", "4:1V", "draw", "pass")]
['3:5', '5:3', '2:6>', '2:6<', '1:4^', '1:4v', 'draw', 'pass']
>>> str(Move.parse("6:6^+4:4<")), str(Move.parse("5:5>+1:1<+6:6v+3:3^"))
('4:4<+6:6^', '1:1<+5:5>+3:3^+6:6v')
>>> Move.parse("6:2>") is Move.parse("2:6>") is Move(MoveKind.PLAY, Tile(2, 6), RIGHT)
True
>>> Move("lead", Tile(3, 3), 1) is Move.lead(Tile(3, 3))
True
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum
from itertools import combinations, permutations
from typing import Any

from rules.tiles import ALL_TILES, Tile

__all__ = ["DOWN", "ENDS", "LEFT", "RIGHT", "SIGNS", "UP", "IllegalMove", "Move", "MoveKind"]

LEFT = 0
RIGHT = 1
UP = 2
DOWN = 3
ENDS = (LEFT, RIGHT, UP, DOWN)
"""Every end, in arm order."""
SIGNS = "<>^v"
"""Each end's sign in the move text, by end."""

Placement = tuple[Tile, int]
"""A tile and the end it goes on."""


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


_SYNTAX = ("expected '3:5', '3:5<', '3:5>', '3:5^', '3:5v', '1:1<+4:4>', 'draw', 'pass' or "
           "'decline'")


class Move:
    """One move: ``Move(kind, tile, end, second)`` returns the one interned object for it.

    ``end`` is LEFT/RIGHT/UP/DOWN for PLAY; for LEAD, 1 when ``tile.high`` goes on the
    left (ignored for a double).  A PAIR places 2 to 4 doubles on different ends
    (``placements``, in arm order); ``tile`` and ``end`` are the first one's, ``second``
    the second double (``Move(PAIR, a, LEFT, b)``: ``a`` left, ``b`` right).  Equality
    is identity, so ``move in legal_moves`` is fast.
    """

    __slots__ = ("_text", "end", "kind", "placements", "second", "tile")

    kind: MoveKind
    tile: Tile | None
    end: int
    second: Tile | None
    placements: tuple[Placement, ...]
    """The ``(tile, end)`` pairs this move places (a lead's end is its flip)."""
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
    def _make(cls, kind: MoveKind, placements: tuple[Placement, ...], text: str,
              end: int = LEFT) -> Move:
        move = object.__new__(cls)
        tile = placements[0][0] if placements else None
        second = placements[1][0] if len(placements) > 1 else None
        if kind is not MoveKind.LEAD and placements:
            end = placements[0][1]
        for name, value in (("kind", kind), ("tile", tile), ("end", end), ("second", second),
                            ("placements", placements), ("_text", text)):
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
        """Play ``tile`` on ``end`` (LEFT, RIGHT, UP or DOWN)."""
        return _PLAYS[tile.index][end]

    @staticmethod
    def pair(left: Tile, right: Tile) -> Move:
        """Two doubles at once: ``left`` on the left end, ``right`` on the right."""
        return Move(MoveKind.PAIR, left, LEFT, right)

    @staticmethod
    def doubles(placements: Iterable[Placement]) -> Move:
        """2 to 4 different doubles, each on a different end, in any order."""
        move = _PAIRS.get(tuple(sorted(placements, key=lambda p: p[1])))
        if move is None:
            raise ValueError(f"not a move: {list(placements)!r} (2 to 4 different doubles, "
                             "each on a different end)")
        return move

    @staticmethod
    def parse(text: str) -> Move:
        """Parse the text form (see the module docstring); ``ValueError`` if malformed."""
        if not isinstance(text, str):
            raise ValueError(f"not a move: {text!r} ({_SYNTAX})")
        key = text.strip().lower()
        move = _BY_TEXT.get(key)
        if move is None and "+" in key:
            move = _parse_doubles(key)
        if move is None:
            raise ValueError(f"not a move: {text!r} ({_SYNTAX})")
        return move

    @property
    def tiles(self) -> tuple[Tile, ...]:
        """The tiles this move puts on the table."""
        return tuple(t for t, _ in self.placements)

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


def _parse_doubles(text: str) -> Move | None:
    """``x:x<+y:y^...`` in any order, or None."""
    placements = []
    for part in text.split("+"):
        move = _BY_TEXT.get(part.strip())
        if move is None or move.kind is not MoveKind.PLAY or move.tile is None:
            return None
        placements.append((move.tile, move.end))
    return _PAIRS.get(tuple(sorted(placements, key=lambda p: p[1])))


def _build() -> tuple[list[tuple[Move, Move]], list[tuple[Move, ...]], dict[str, Move],
                      dict[tuple[Any, ...] | None, Move], dict[tuple[Placement, ...], Move]]:
    leads: list[tuple[Move, Move]] = []
    plays: list[tuple[Move, ...]] = []
    by_text: dict[str, Move] = {}
    by_key: dict[tuple[Any, ...] | None, Move] = {}
    pairs: dict[tuple[Placement, ...], Move] = {}

    def add(kind: MoveKind, placements: tuple[Placement, ...], canonical: str, *aliases: str,
            end: int = LEFT) -> Move:
        move = Move._make(kind, placements, canonical, end)
        by_key[(kind, move.tile, move.end if kind is not MoveKind.PAIR else LEFT,
                move.second)] = move
        for text in (canonical, *aliases):
            by_text[text] = move
        return move

    for t in ALL_TILES:
        a, b = t.low, t.high
        lead = add(MoveKind.LEAD, ((t, LEFT),), f"{a}:{b}", f"{a}-{b}")
        flip = lead if t.is_double else add(MoveKind.LEAD, ((t, RIGHT),), f"{b}:{a}",
                                            f"{b}-{a}", end=RIGHT)
        leads.append((lead, flip))
        plays.append(tuple(
            add(MoveKind.PLAY, ((t, end),), f"{a}:{b}{sign}", f"{b}:{a}{sign}",
                f"{a}-{b}{sign}", f"{b}-{a}{sign}")
            for end, sign in enumerate(SIGNS)))
    doubles = [t for t in ALL_TILES if t.is_double]
    for k in (2, 3, 4):
        for arms in combinations(ENDS, k):
            for tiles in permutations(doubles, k):
                placements = tuple(zip(tiles, arms, strict=True))
                text = "+".join(f"{t}{SIGNS[e]}" for t, e in placements)
                move = Move._make(MoveKind.PAIR, placements, text)
                pairs[placements] = by_text[text] = move
                if arms == (LEFT, RIGHT):
                    by_key[(MoveKind.PAIR, tiles[0], LEFT, tiles[1])] = move
    for kind in (MoveKind.DRAW, MoveKind.PASS, MoveKind.DECLINE):
        add(kind, (), kind.value)
    by_text["knock"] = by_text["pass"]
    return leads, plays, by_text, by_key, pairs


_LEADS, _PLAYS, _BY_TEXT, _BY_KEY, _PAIRS = _build()

DRAW = _BY_TEXT["draw"]
PASS = _BY_TEXT["pass"]
DECLINE = _BY_TEXT["decline"]
