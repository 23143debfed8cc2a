"""``Entry``: one input of the score sheet (a finished round or a clock timeout), validated.

>>> e = Entry.make(2, hands=[[], ["1:2"]], ended="out", by=0, last="0:1")
>>> e.values_given, [str(t) for t in e.last]
('hands', ['0:1'])
>>> entry_from_json(2, entry_to_json(e)) == e
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.tiles import Tile, parse_tiles

__all__ = ["Entry", "entry_from_json", "entry_to_json"]


@dataclass(frozen=True, slots=True)
class Entry:
    """A round's facts (``kind="round"``) or a clock timeout (``kind="clock"``, ``by`` = seat)."""

    kind: str
    ended: str
    by: int
    hands: tuple[tuple[Tile, ...], ...] | None = None
    points: tuple[int, ...] | None = None
    lead: Tile | None = None
    last: tuple[Tile, ...] = ()
    hundred: int | None = None

    @property
    def values_given(self) -> str:
        """``"hands"`` (tiles left) or ``"points"`` (hand values typed in)."""
        return "hands" if self.hands is not None else "points"

    @classmethod
    def make(
        cls,
        players: int,
        *,
        hands: Sequence[Sequence[Any]] | None = None,
        ended: str,
        by: int,
        lead: Any = None,
        last: Any = None,
        hundred: int | None = None,
        points: Sequence[int] | None = None,
    ) -> Entry:
        """A round entry; ``ValueError`` says what is wrong with the facts given."""
        if ended not in ("out", "fish"):
            raise ValueError(f"ended: {ended!r} is not 'out' or 'fish'")
        _check_seat("by", by, players)
        if hundred is not None:
            _check_seat("hundred", hundred, players)
        if (hands is None) == (points is None):
            raise ValueError("record: give either hands or points")
        tiles, values = None, None
        if hands is not None:
            tiles = _hands(hands, players)
            if ended == "out" and tiles[by]:
                raise ValueError(f"hands: seat {by} went out but holds {len(tiles[by])} tiles")
        else:
            assert points is not None
            values = _points(points, players)
            if ended == "out" and values[by]:
                raise ValueError(f"points: seat {by} went out, so its points must be 0")
        lead_tile = None if lead is None else _one_tile("lead", lead)
        return cls("round", ended, by, tiles, values, lead_tile, _last(last), hundred)

    @classmethod
    def clock(cls, players: int, seat: int) -> Entry:
        """A move clock that ran out for ``seat``."""
        _check_seat("seat", seat, players)
        return cls("clock", "clock", seat)


def _check_seat(name: str, seat: Any, players: int) -> None:
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"{name}: no seat {seat!r} among {players}")


def _hands(hands: Sequence[Sequence[Any]], players: int) -> tuple[tuple[Tile, ...], ...]:
    if len(hands) != players:
        raise ValueError(f"hands: {len(hands)} hands for {players} players")
    tiles = tuple(parse_tiles(h) for h in hands)
    every = [t for h in tiles for t in h]
    if len(set(every)) != len(every):
        raise ValueError("hands: a tile is given twice")
    return tiles


def _points(points: Sequence[int], players: int) -> tuple[int, ...]:
    if len(points) != players:
        raise ValueError(f"points: {len(points)} values for {players} players")
    if any(type(p) is not int or p < 0 for p in points):
        raise ValueError(f"points: hand values are whole numbers, 0 or more: {list(points)}")
    return tuple(points)


def _one_tile(name: str, value: Any) -> Tile:
    if isinstance(value, Tile):
        return value
    if isinstance(value, str):
        return Tile.parse(value)
    raise ValueError(f"{name}: not a tile: {value!r}")


def _last(last: Any) -> tuple[Tile, ...]:
    """One tile, or the two tiles of a double-pair move."""
    if last is None:
        return ()
    if isinstance(last, (Tile, str)):
        return (_one_tile("last", last),)
    tiles = tuple(_one_tile("last", t) for t in last)
    if len(tiles) > 2:
        raise ValueError(f"last: one tile or two doubles, got {len(tiles)}")
    return tiles


def entry_to_json(e: Entry) -> dict[str, Any]:
    """An entry as plain JSON-able data (only the fields it uses)."""
    if e.kind == "clock":
        return {"kind": "clock", "seat": e.by}
    data: dict[str, Any] = {"kind": "round", "ended": e.ended, "by": e.by}
    if e.hands is not None:
        data["hands"] = [[str(t) for t in h] for h in e.hands]
    else:
        data["points"] = list(e.points or ())
    if e.lead is not None:
        data["lead"] = str(e.lead)
    if e.last:
        data["last"] = [str(t) for t in e.last]
    if e.hundred is not None:
        data["hundred"] = e.hundred
    return data


def entry_from_json(players: int, data: Any) -> Entry:
    """Read back ``entry_to_json`` data; ``ValueError``/``KeyError`` if malformed."""
    if not isinstance(data, dict):
        raise ValueError(f"entry: expected an object, got {data!r}")
    if data.get("kind") == "clock":
        return Entry.clock(players, data["seat"])
    if data.get("kind") != "round":
        raise ValueError(f"entry: unknown kind {data.get('kind')!r}")
    return Entry.make(players, hands=data.get("hands"), ended=data["ended"], by=data["by"],
                      lead=data.get("lead"), last=data.get("last"),
                      hundred=data.get("hundred"), points=data.get("points"))
