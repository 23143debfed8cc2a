"""``Entry``: one input of the score sheet, validated: a finished round, a move clock that
ran out, the match time running out, or a player leaving.

>>> e = Entry.make(2, hands=[["0:0"], ["1:2"]], ended="fish", by=0, last="0:1")
>>> e.hands, [str(t) for t in e.last]
(((Tile(0, 0),), (Tile(1, 2),)), ['0:1'])
>>> entry_from_json(2, entry_to_json(e)) == e
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from rules.records import Outcome, OutcomeKind
from rules.tiles import Tile, parse_tiles

__all__ = ["Entry", "EntryKind", "entry_from_json", "entry_to_json", "outcome_entry"]


class EntryKind(StrEnum):
    """What a score sheet entry records."""

    ROUND = "round"
    CLOCK = "clock"
    """A seat's move clock ran out (§7.30, §8.41)."""
    TIME = "time"
    """The match time is up (§8.38): the match ends after the current round."""
    LEAVE = "leave"
    """A player left the match (§8.39): it ends now."""


@dataclass(frozen=True, slots=True)
class Entry:
    """A round's facts (``ROUND``), or a ``CLOCK``/``LEAVE`` of seat ``by``, or ``TIME``."""

    kind: EntryKind
    ended: OutcomeKind | None
    """How a round ended (None for the other kinds)."""
    by: int
    hands: tuple[tuple[Tile, ...], ...] | None = None
    points: tuple[int, ...] | None = None
    lead: Tile | None = None
    last: tuple[Tile, ...] = ()
    hundred: int | None = None
    play: tuple[int, ...] = ()
    """Per seat: points scored in play (GAMES.md §11.24); empty: none."""

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
        play_points: Sequence[int] | None = None,
    ) -> Entry:
        """A round entry; ``ValueError`` says what is wrong with the facts given."""
        try:
            kind = OutcomeKind(ended)
        except (ValueError, TypeError):
            raise ValueError(f"ended: {ended!r} is not 'out' or 'fish'") from None
        _check_seat("by", by, players)
        if (hands is None) == (points is None):
            raise ValueError("record: give either hands or points")
        tiles = None if hands is None else _hands(hands, players, kind, by)
        values = None if points is None else _points(points, players, kind, by)
        lead_tile = None if lead is None else _one_tile("lead", lead)
        if hundred is not None:
            _check_seat("hundred", hundred, players)
            if lead_tile is None or lead_tile != Tile(6, 6):
                raise ValueError(f"hundred: a hundred move leads 6:6, not {lead!r}")
        play = () if play_points is None else _play(play_points, players)
        return cls(EntryKind.ROUND, kind, by, tiles, values, lead_tile, _last(last), hundred,
                   play)

    @classmethod
    def clock(cls, players: int, seat: int) -> Entry:
        """A move clock that ran out for ``seat``."""
        _check_seat("seat", seat, players)
        return cls(EntryKind.CLOCK, None, seat)

    @classmethod
    def leave(cls, players: int, seat: int) -> Entry:
        """``seat`` left the match."""
        _check_seat("seat", seat, players)
        return cls(EntryKind.LEAVE, None, seat)

    @classmethod
    def time_up(cls) -> Entry:
        """The match time ran out."""
        return cls(EntryKind.TIME, None, 0)


def outcome_entry(players: int, o: Outcome) -> Entry:
    """The entry a finished round writes: its hands, lead, last move and points in play."""
    return Entry.make(players, hands=o.hands, ended=o.kind, by=o.by, lead=o.lead, last=o.last,
                      hundred=o.hundred, play_points=o.play_points or None)


def _check_seat(name: str, seat: Any, players: int) -> None:
    if type(seat) is not int or not 0 <= seat < players:
        raise ValueError(f"{name}: no seat {seat!r} among {players}")


def _sequence(name: str, value: Any) -> Sequence[Any]:
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise ValueError(f"{name}: expected a list, got {value!r}")
    return value


def _hands(hands: Any, players: int, ended: OutcomeKind,
           by: int) -> tuple[tuple[Tile, ...], ...]:
    hands = _sequence("hands", hands)
    if len(hands) != players:
        raise ValueError(f"hands: {len(hands)} hands for {players} players")
    tiles = tuple(parse_tiles(_sequence("hands", h)) for h in hands)
    every = [t for h in tiles for t in h]
    if len(set(every)) != len(every):
        raise ValueError("hands: a tile is given twice")
    if ended == OutcomeKind.OUT and tiles[by]:
        raise ValueError(f"hands: seat {by} went out but holds {len(tiles[by])} tiles")
    # An empty hand is refused by the sheet only where the rules count it
    # (``rules.scored.scored_seats``): the score pad leaves the others empty.
    return tiles


def _points(points: Any, players: int, ended: OutcomeKind, by: int) -> tuple[int, ...]:
    points = _sequence("points", points)
    if len(points) != players:
        raise ValueError(f"points: {len(points)} values for {players} players")
    if any(type(p) is not int or p < 0 for p in points):
        raise ValueError(f"points: hand values are whole numbers, 0 or more: {list(points)}")
    if ended == OutcomeKind.OUT and points[by]:
        raise ValueError(f"points: seat {by} went out, so its points must be 0")
    return tuple(points)


def _play(points: Any, players: int) -> tuple[int, ...]:
    points = _sequence("play_points", points)
    if len(points) != players or any(type(p) is not int or p < 0 for p in points):
        raise ValueError(f"play_points: {players} whole numbers, 0 or more: {list(points)}")
    return tuple(points) if any(points) else ()


def _one_tile(name: str, value: Any) -> Tile:
    if isinstance(value, Tile):
        return value
    if isinstance(value, str):
        try:
            return Tile.parse(value)
        except ValueError as exc:
            raise ValueError(f"{name}: {exc}") from None
    raise ValueError(f"{name}: not a tile: {value!r}")


def _last(last: Any) -> tuple[Tile, ...]:
    """One tile, or the 2 to 4 doubles of a move of several doubles."""
    if last is None:
        return ()
    if isinstance(last, (Tile, str)):
        return (_one_tile("last", last),)
    tiles = tuple(_one_tile("last", t) for t in _sequence("last", last))
    if len(tiles) > 4:
        raise ValueError(f"last: one tile or up to four doubles, got {len(tiles)}")
    if len(tiles) > 1 and not (all(t.is_double for t in tiles) and len(set(tiles)) == len(tiles)):
        raise ValueError(f"last: several tiles must be different doubles, got "
                         f"{' '.join(map(str, tiles))}")
    return tiles


def entry_to_json(e: Entry) -> dict[str, Any]:
    """An entry as plain JSON-able data (only the fields it uses)."""
    if e.kind in (EntryKind.CLOCK, EntryKind.LEAVE):
        return {"kind": e.kind.value, "seat": e.by}
    if e.kind is EntryKind.TIME:
        return {"kind": e.kind.value}
    assert e.ended is not None
    data: dict[str, Any] = {"kind": "round", "ended": e.ended.value, "by": e.by}
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
    if e.play:
        data["play"] = list(e.play)
    return data


def entry_from_json(players: int, data: Any) -> Entry:
    """Read back ``entry_to_json`` data; ``ValueError`` naming what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"entry: expected an object, got {data!r}")
    kind = data.get("kind")
    if kind in (EntryKind.CLOCK, EntryKind.LEAVE):
        make = Entry.clock if kind == EntryKind.CLOCK else Entry.leave
        return make(players, data.get("seat"))  # type: ignore[arg-type]
    if kind == EntryKind.TIME:
        return Entry.time_up()
    if kind != EntryKind.ROUND:
        raise ValueError(f"entry: unknown kind {kind!r}")
    if "ended" not in data or "by" not in data:
        raise ValueError("entry: a round needs 'ended' and 'by'")
    return Entry.make(players, hands=data.get("hands"), ended=data["ended"], by=data["by"],
                      lead=data.get("lead"), last=data.get("last"),
                      hundred=data.get("hundred"), points=data.get("points"),
                      play_points=data.get("play"))
