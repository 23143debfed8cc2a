"""Tiles ("кости", "камни") of the double-six set, and bitmask helpers.

Every tile exists once: ``Tile.parse("5:3") is ALL_TILES[...]``.  A tile's
``index`` (0..27) is its bit in the hand and table bitmasks the engine uses.

>>> t = Tile.parse("5:3")
>>> str(t), t.pips, t.is_double
('3:5', 8, False)
>>> Tile.parse("0:0").is_double
True
>>> len(ALL_TILES), sum(t.pips for t in ALL_TILES)
(28, 168)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

__all__ = [
    "ALL_TILES",
    "DOUBLES",
    "SUIT",
    "Tile",
    "mask_of",
    "parse_tiles",
    "tiles_of",
]


class Tile:
    """One tile, ``low:high``; instances are interned, compare and sort by index."""

    __slots__ = ("bit", "high", "index", "is_double", "low", "pips")

    low: int
    high: int
    index: int
    pips: int
    is_double: bool
    bit: int
    """This tile's bit in a bitmask."""

    def __new__(cls, a: int, b: int) -> Tile:
        """Return the interned tile with halves ``a`` and ``b`` (any order)."""
        if not (0 <= a <= 6 and 0 <= b <= 6):
            raise ValueError(f"tile halves must be 0..6, got {a}:{b}")
        return _BY_HALVES[a * 7 + b]

    @classmethod
    def _make(cls, low: int, high: int, index: int) -> Tile:
        tile = object.__new__(cls)
        object.__setattr__(tile, "low", low)
        object.__setattr__(tile, "high", high)
        object.__setattr__(tile, "index", index)
        object.__setattr__(tile, "pips", low + high)
        object.__setattr__(tile, "is_double", low == high)
        object.__setattr__(tile, "bit", 1 << index)
        return tile

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Tile is immutable")

    @classmethod
    def parse(cls, text: str) -> Tile:
        """Parse ``"a:b"`` (also ``"a-b"``), in either order."""
        try:
            a, b = text.strip().replace("-", ":").split(":")
            return cls(int(a), int(b))
        except (ValueError, AttributeError):
            raise ValueError(f"not a tile: {text!r} (expected like '3:5')") from None

    @classmethod
    def from_index(cls, index: int) -> Tile:
        """The tile whose bit is ``index`` (0..27)."""
        return ALL_TILES[index]

    def has(self, value: int) -> bool:
        """Whether one half shows ``value``."""
        return value in (self.low, self.high)

    def other(self, value: int) -> int:
        """The half opposite ``value`` (``value`` must be on the tile)."""
        if value == self.low:
            return self.high
        if value == self.high:
            return self.low
        raise ValueError(f"{self} has no {value}")

    def __str__(self) -> str:
        return f"{self.low}:{self.high}"

    def __repr__(self) -> str:
        return f"Tile({self.low}, {self.high})"

    def __lt__(self, other: Tile) -> bool:
        return self.index < other.index

    def __le__(self, other: Tile) -> bool:
        return self.index <= other.index

    def __gt__(self, other: Tile) -> bool:
        return self.index > other.index

    def __ge__(self, other: Tile) -> bool:
        return self.index >= other.index

    def __hash__(self) -> int:
        return self.index

    def __reduce__(self) -> tuple[Any, tuple[int]]:
        return (Tile.from_index, (self.index,))

    def __copy__(self) -> Tile:
        return self

    def __deepcopy__(self, _memo: object) -> Tile:
        return self


def _build() -> tuple[tuple[Tile, ...], list[Tile]]:
    tiles: list[Tile] = []
    by_halves: list[Tile | None] = [None] * 49
    for low in range(7):
        for high in range(low, 7):
            tile = Tile._make(low, high, len(tiles))
            tiles.append(tile)
            by_halves[low * 7 + high] = by_halves[high * 7 + low] = tile
    return tuple(tiles), [t for t in by_halves if t is not None]


ALL_TILES, _BY_HALVES = _build()
"""All 28 tiles in index order: 0:0, 0:1 ... 0:6, 1:1 ... 6:6."""

SUIT: tuple[int, ...] = tuple(
    sum(t.bit for t in ALL_TILES if t.has(v)) for v in range(7)
)
"""``SUIT[v]``: bitmask of the 7 tiles carrying ``v``."""

DOUBLES: int = sum(t.bit for t in ALL_TILES if t.is_double)
"""Bitmask of the 7 doubles."""


def mask_of(tiles: Iterable[Tile | str]) -> int:
    """Bitmask of tiles given as ``Tile`` or text."""
    mask = 0
    for t in tiles:
        mask |= (t if isinstance(t, Tile) else Tile.parse(t)).bit
    return mask


def tiles_of(mask: int) -> tuple[Tile, ...]:
    """The tiles of a bitmask, in index order."""
    return tuple(_iter_mask(mask))


def _iter_mask(mask: int) -> Iterator[Tile]:
    while mask:
        low = mask & -mask
        yield ALL_TILES[low.bit_length() - 1]
        mask ^= low


def parse_tiles(items: Iterable[Tile | str]) -> tuple[Tile, ...]:
    """Tiles given as ``Tile`` or text, in the order given."""
    return tuple(t if isinstance(t, Tile) else Tile.parse(t) for t in items)
