"""The position text: one line a person can read and paste, like chess's FEN.

``str(round.position())`` writes a round's state; ``Round.from_position(text, rules)``
reads it back.  A seat view's text hides what the seat may not know: ``?5`` is a hand
of five hidden tiles.  See docs/POSITION.md for the format.

>>> p = Position.parse("hands 1:2 6:6 | 2:6 | ?3; bazaar ?2; line 2:1@0 [1:1]@2; leader 2; "
...                    "turn 1; knocks 1; last 1:2@0")
>>> p.hands[0], p.hands[2], p.bazaar, [str(t.tile) for t in p.line], p.lead_index
((Tile(1, 2), Tile(6, 6)), 3, 2, ['1:2', '1:1'], 1)
>>> str(p)
'hands 1:2 6:6 | 2:6 | ?3; bazaar ?2; line 2:1@0 [1:1]@2; leader 2; turn 1; knocks 1; last 1:2@0'
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.records import Placed, Start
from rules.tiles import Tile

__all__ = ["Hand", "Position", "parse_start", "start_text"]

Hand = tuple[Tile, ...] | int
"""A hand's tiles, or how many tiles it holds when they are hidden."""


@dataclass(frozen=True, slots=True)
class Position:
    """A round's state (or a seat's view of it) as its position text says it."""

    hands: tuple[Hand, ...]
    bazaar: Hand
    """The bazaar in drawing order (or its size, hidden)."""
    line: tuple[Placed, ...]
    lead_index: int
    leader: int
    to_move: int
    lead: tuple[Tile, ...] | None = None
    """Before the lead, the tiles that may be led when not every tile of the hand may."""
    offer: int | None = None
    knocks: int = 0
    drew: bool = False
    last: tuple[Tile, ...] = ()
    """The tile(s) of the last placement (a pair: left double, right double)."""
    last_seat: int | None = None
    hundred: int | None = None
    seat: int | None = None
    """The seat whose view this is (None: the whole round)."""
    spinner: Tile | None = None
    """The spinner (GAMES.md §0), once a spinner layout has one."""
    branches: tuple[tuple[Placed, ...], tuple[Placed, ...]] = ((), ())
    """The up and down arms, each from the spinner outward (``a`` touches the inner tile)."""
    points: tuple[int, ...] = ()
    """Points each seat scored in play so far (empty: none)."""

    def __str__(self) -> str:
        fields = [] if self.seat is None else [f"seat {self.seat}"]
        fields.append("hands " + " | ".join(_hand_text(h) for h in self.hands))
        fields.append("bazaar " + _hand_text(self.bazaar))
        fields.append("line " + (" ".join(_placed_text(p, i == self.lead_index)
                                          for i, p in enumerate(self.line)) or "-"))
        if self.spinner is not None:
            fields.append(f"spinner {self.spinner}")
        for name, arm in zip(("up", "down"), self.branches, strict=True):
            if arm:
                fields.append(f"{name} " + " ".join(_placed_text(p, False) for p in arm))
        fields += [f"leader {self.leader}", f"turn {self.to_move}"]
        if self.lead is not None:
            fields.append("lead " + (" ".join(map(str, self.lead)) or "-"))
        if self.offer is not None:
            fields.append(f"offer {self.offer}")
        if self.knocks:
            fields.append(f"knocks {self.knocks}")
        if self.drew:
            fields.append("drew")
        if self.last:
            fields.append(f"last {'+'.join(map(str, self.last))}@{self.last_seat}")
        if self.hundred is not None:
            fields.append(f"hundred {self.hundred}")
        if self.points:
            fields.append("points " + " ".join(map(str, self.points)))
        return "; ".join(fields)

    @classmethod
    def parse(cls, text: str) -> Position:
        """Read a position text; ``ValueError`` naming the field that is wrong."""
        if not isinstance(text, str):
            raise ValueError(f"position: expected a text, got {text!r}")
        fields: dict[str, str] = {}
        for part in text.split(";"):
            key, _, value = part.strip().partition(" ")
            if not key:
                continue
            if key not in _KEYS or key in fields:
                raise ValueError(f"position: unknown or repeated field {key!r}")
            fields[key] = value.strip()
        missing = [k for k in ("hands", "bazaar", "line", "leader", "turn") if k not in fields]
        if missing:
            raise ValueError(f"position: missing {', '.join(missing)}")
        try:
            return cls._of(fields)
        except ValueError as exc:
            raise ValueError(f"position: {exc}") from None

    @classmethod
    def _of(cls, f: dict[str, str]) -> Position:
        line, lead_index = _line(f["line"])
        last, last_seat = _last(f["last"]) if "last" in f else ((), None)
        if f.get("drew"):
            raise ValueError("drew: takes no value")
        return cls(
            tuple(_hand(h, "hands") for h in f["hands"].split("|")), _hand(f["bazaar"], "bazaar"),
            line, lead_index, _number(f["leader"], "leader"), _number(f["turn"], "turn"),
            None if "lead" not in f else _tiles(f["lead"], "lead"),
            _optional(f, "offer"), _optional(f, "knocks") or 0, "drew" in f, last, last_seat,
            _optional(f, "hundred"), _optional(f, "seat"), *_four_way(f),
        )


_KEYS = ("seat", "hands", "bazaar", "line", "spinner", "up", "down", "leader", "turn", "lead",
         "offer", "knocks", "drew", "last", "hundred", "points")


def _four_way(f: dict[str, str]) -> tuple[Tile | None, tuple[tuple[Placed, ...],
                                                             tuple[Placed, ...]], tuple[int, ...]]:
    """The spinner, its arms and the points in play, from their fields."""
    spinner = None if "spinner" not in f else _one(f["spinner"], "spinner")
    arms = tuple(_arm(f[name], name) if name in f else () for name in ("up", "down"))
    points = () if "points" not in f else tuple(_number(w, "points") for w in f["points"].split())
    if "points" in f and not points:
        raise ValueError("points: one number a seat")
    return spinner, (arms[0], arms[1]), points


def _arm(text: str, name: str) -> tuple[Placed, ...]:
    out = []
    for word in text.split():
        tile_text, at, seat = word.partition("@")
        if not at:
            raise ValueError(f"{name}: {word!r} needs '@seat'")
        tile, a, b = _oriented(tile_text, name)
        out.append(Placed(tile, a, b, _number(seat, name)))
    if not out:
        raise ValueError(f"{name}: the tiles of the arm, from the spinner outward")
    return tuple(out)


def _hand_text(hand: Hand) -> str:
    if isinstance(hand, int):
        return f"?{hand}" if hand else "-"
    return " ".join(map(str, hand)) or "-"


def _placed_text(p: Placed, lead: bool) -> str:
    text = f"{p.a}:{p.b}"
    return f"[{text}]@{p.seat}" if lead else f"{text}@{p.seat}"


def _number(text: str, name: str) -> int:
    if not text.isdigit():
        raise ValueError(f"{name}: expected a number, got {text!r}")
    return int(text)


def _optional(f: dict[str, str], name: str) -> int | None:
    return None if name not in f else _number(f[name], name)


def _tiles(text: str, name: str) -> tuple[Tile, ...]:
    words = text.split()
    if words == ["-"]:
        return ()
    try:
        return tuple(Tile.parse(w) for w in words)
    except ValueError as exc:
        raise ValueError(f"{name}: {exc}") from None


def _hand(text: str, name: str) -> Hand:
    text = text.strip()
    if text.startswith("?"):
        return _number(text[1:], name)
    if not text:
        raise ValueError(f"{name}: a hand is '-' when empty")
    return _tiles(text, name)


def _one(text: str, name: str) -> Tile:
    tiles = _tiles(text, name)
    if len(tiles) != 1:
        raise ValueError(f"{name}: expected one tile, got {text!r}")
    return tiles[0]


def _oriented(text: str, name: str) -> tuple[Tile, int, int]:
    """``a:b`` as it lies: the tile, its left half and its right half."""
    tile = _one(text, name)
    a, b = (int(x) for x in text.replace("-", ":").split(":"))
    return tile, a, b


def _line(text: str) -> tuple[tuple[Placed, ...], int]:
    if text == "-":
        return (), 0
    placed, leads = [], []
    for i, word in enumerate(text.split()):
        tile_text, at, seat = word.partition("@")
        if not at:
            raise ValueError(f"line: {word!r} needs '@seat'")
        if tile_text.startswith("[") and tile_text.endswith("]"):
            leads.append(i)
            tile_text = tile_text[1:-1]
        tile, a, b = _oriented(tile_text, "line")
        placed.append(Placed(tile, a, b, _number(seat, "line")))
    if len(leads) != 1:
        raise ValueError("line: mark the one tile that was led as [a:b]")
    return tuple(placed), leads[0]


def _last(text: str) -> tuple[tuple[Tile, ...], int]:
    tiles, at, seat = text.partition("@")
    if not at:
        raise ValueError(f"last: {text!r} needs '@seat'")
    return tuple(_one(t, "last") for t in tiles.split("+")), _number(seat, "last")


def start_text(start: Start) -> str:
    """The public part of a position a round was set up from: its table and last placement."""
    p = Position((), (), start.line, start.lead_index, 0, 0, last=start.last,
                 last_seat=start.last_seat, hundred=start.hundred, spinner=start.spinner,
                 branches=start.branches, points=start.points)
    return "; ".join(f for f in str(p).split("; ") if f.split(" ")[0] in _START_KEYS)


def parse_start(text: str) -> Start:
    """Read back ``start_text``; ``ValueError`` naming what is wrong."""
    if not isinstance(text, str):
        raise ValueError(f"start: expected a text, got {text!r}")
    fields = dict(part.strip().partition(" ")[::2] for part in text.split(";") if part.strip())
    if set(fields) - set(_START_KEYS) or "line" not in fields or "last" not in fields:
        raise ValueError(f"start: expected 'line ...; last ...', got {text!r}")
    fields = {k: v.strip() for k, v in fields.items()}
    line, lead_index = _line(fields["line"])
    last, seat = _last(fields["last"])
    if not line:
        raise ValueError("start: the line is empty")
    spinner, branches, points = _four_way(fields)
    return Start(line, lead_index, last, seat, _optional(fields, "hundred"), spinner, branches,
                 points)


_START_KEYS = ("line", "spinner", "up", "down", "last", "hundred", "points")

