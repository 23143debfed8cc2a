"""Pure geometry of a four-way table (GAMES.md §0), grown tile by tile as the round went.

A tile once laid never moves relative to the others: the table is laid out in tile
units (the short side is 1) in the order the tiles were placed, and only the scale
of the whole picture changes. A tile that does not fit at the current scale makes
the whole picture smaller (about the field's centre) until it does; nothing is ever
routed again. Until the spinner comes, the line runs straight both ways from the
lead. From the spinner each arm is the snake of ``layout_line`` in a frame of its
own, turned so it runs away from the spinner and turns clockwise at the field's
edge: right then down, down then left, left then up, up then right. Rows that run
back toward the middle stop a tile's width beyond the spinner, and no arm comes
nearer the spinner's side than one short side, so the four arms stay in four
pinwheel regions and never overlap whatever their lengths. Every tile also keeps
clear of the ``keepout`` boxes (the table's buttons and prompts).

>>> lay = layout_spinner([Growth(0, None, True, True), Growth(1, "right", False, False),
...                       Growth(2, "up", False, False)], (0, 0, 800, 600), max_long=60)
>>> [(p.index, p.box, p.angle) for p in lay.tiles]  # doctest: +NORMALIZE_WHITESPACE
[(0, Box(x=385.0, y=270.0, w=30.0, h=60.0), 0),
 (1, Box(x=416.875, y=285.0, w=60.0, h=30.0), 90),
 (2, Box(x=385.0, y=208.125, w=30.0, h=60.0), 180)]
>>> lay.slot("down", double=False)
Slot(box=Box(x=385.0, y=331.875, w=30.0, h=60.0), angle=0, rescaled=False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from dataclasses import field as dc_field
from typing import Any, Literal, NamedTuple

from kozel_gui.layout_line import (
    Box,
    PlacedTile,
    Raw,
    Slot,
    _Cursor,
    _Geom,
    _short_sides,
    as_box,
)

__all__ = ["ARM_NAMES", "Arm", "Growth", "SpinnerLayout", "layout_spinner"]

Arm = Literal["left", "right", "up", "down"]
ARM_NAMES: tuple[Arm, ...] = ("left", "right", "up", "down")
"""The arms by the engine's end numbers (0 ``<``, 1 ``>``, 2 ``^``, 3 ``v``)."""

GAP = 1 / 16
"""The gap between neighbouring tiles, in short sides."""
_MARGIN = 0.5  # the field's edge keeps this many short sides clear
_MIN_SHORT = 3  # px: the last resort (a field too small for any legible table)
# The first tiles are no larger than lets every arm run this many plain tiles straight
# from the spinner before its first corner (in short sides: the spinner's half, the
# tiles with their gaps, the corner and the margin), so arms do not fold at once.
_REACH = 1 + 3 * (2 + GAP) + (1 + GAP) + _MARGIN

# How each arm's frame (u along the arm, v toward its turn) maps to the field: the field
# offset from the centre is (du * u + dv * v) per axis; the angle is added to a sprite's.
_FRAMES: dict[Arm, tuple[tuple[int, int, int, int], int]] = {
    "right": ((1, 0, 0, 1), 0),
    "down": ((0, -1, 1, 0), 270),
    "left": ((-1, 0, 0, -1), 0),  # turned 180, but there ``a`` is the far half: they cancel
    "up": ((0, 1, -1, 0), 90),
}
_TURN: dict[Arm, Arm] = {"right": "down", "down": "left", "left": "up", "up": "right"}
_NEAR_LEFT, _NEAR_RIGHT, _NEAR_UP, _TALL, _WIDE = 90, 270, 0, 0, 90


class Growth(NamedTuple):
    """One tile of a four-way table, in the order the tiles were placed."""

    key: int
    """Where the caller keeps it (the flat order: the line, then the up and down arms)."""
    arm: Arm | None
    """The arm it was added to (None: the lead)."""
    double: bool
    spinner: bool
    """This double is the spinner: the up and down arms start from it."""


# -- one tile of an arm, in the arm's frame -------------------------------------------------


def _straight(c: _Cursor, dbl: bool, k: _Geom) -> tuple[Raw, _Cursor]:
    """The next tile straight on along the current row."""
    s, g, x, y, d = k.s, k.g, c.x, c.y, c.d
    w = s if dbl else 2 * s
    far = x + d * (g + w)
    x0 = x + g if d > 0 else far
    y0, h = (y - s, 2 * s) if dbl else (y - s / 2, s)
    angle = _TALL if dbl else (_NEAR_LEFT if d > 0 else _NEAR_RIGHT)
    return (x0, y0, w, h, angle), _Cursor(far, y, d, False)


def _corner(c: _Cursor, dbl: bool, k: _Geom) -> tuple[Raw, _Cursor]:
    """The tile standing across the row's end, its top half beside the last tile: the row
    turns toward v and the next one runs back under it."""
    s, g, x, y, d = k.s, k.g, c.x, c.y, c.d
    x0 = x + g if d > 0 else x - g - s
    angle = _TALL if dbl else _NEAR_UP
    return (x0, y - s / 2, s, 2 * s, angle), _Cursor(x0 + s if d > 0 else x0,
                                                     y + 2 * s + g, -d, True)


def _tucked(c: _Cursor, dbl: bool, k: _Geom) -> tuple[Raw, _Cursor]:
    """The first tile of a row: under the corner, lying along the new row."""
    s, x, y, d = k.s, c.x, c.y, c.d
    long = 2 * s
    angle = _WIDE if dbl else (_NEAR_RIGHT if d < 0 else _NEAR_LEFT)
    return (x - long if d < 0 else x, y - s / 2, long, s, angle), _Cursor(x + d * long, y, d,
                                                                          False)


def _bounded(raw: Raw, k: _Geom, d: int) -> bool:
    x0, y0, w, h, _ = raw
    eps = 1e-9
    return not ((d < 0 and x0 < k.left - eps) or x0 + w > k.right + eps
                or y0 < k.top - eps or y0 + h > k.bottom + eps)


_Fits = Callable[[Raw, _Cursor], bool]


def _options(c: _Cursor, dbl: bool, k: _Geom, turning: bool
             ) -> list[tuple[Raw, _Cursor]]:
    if c.turned:
        return [_tucked(c, dbl, k)]
    out = [_straight(c, dbl, k)]
    if turning:
        out.append(_corner(c, dbl, k))
    return out


def _step(c: _Cursor, dbl: bool, k: _Geom, fits: _Fits, turning: bool
          ) -> tuple[Raw, _Cursor] | None:
    """The next tile of an arm: straight on while a tile can still follow it, else the
    corner; None when neither fits at this scale."""
    for raw, after in _options(c, dbl, k, turning):
        if fits(raw, c) and (not turning or any(
                fits(nxt, after) for nxt, _ in _options(after, False, k, turning))):
            return raw, after
    return None


# -- the whole table, tile by tile ---------------------------------------------------------


def _to_field(raw: Raw, arm: Arm, centre: tuple[float, float]) -> tuple[Box, int]:
    """Map a placement from ``arm``'s frame (around ``centre``) into table units."""
    u, v, w, h, angle = raw
    (ux, vx, uy, vy), turn = _FRAMES[arm]
    xs = (ux * u + vx * v, ux * (u + w) + vx * (v + h))
    ys = (uy * u + vy * v, uy * (u + w) + vy * (v + h))
    box = Box(centre[0] + min(xs), centre[1] + min(ys), abs(xs[1] - xs[0]), abs(ys[1] - ys[0]))
    return box, (angle + turn) % 360


class _Room(NamedTuple):
    """The field at one scale, in table units around the lead: its bounds and the keepout."""

    left: float
    top: float
    right: float
    bottom: float
    keepout: tuple[Box, ...]


def _room(field: Box, origin: tuple[float, float], s: float, keepout: Sequence[Box]) -> _Room:
    ox, oy = origin
    boxes = tuple(Box((b.x - ox) / s - GAP, (b.y - oy) / s - GAP, b.w / s + 2 * GAP,
                      b.h / s + 2 * GAP) for b in keepout)
    return _Room((field.x - ox) / s + _MARGIN, (field.y - oy) / s + _MARGIN,
                 (field.right - ox) / s - _MARGIN, (field.bottom - oy) / s - _MARGIN, boxes)


@dataclass
class _Table:
    """The table in units as it grows: every tile's box and angle, each arm's open end."""

    boxes: dict[int, tuple[Box, int]] = dc_field(default_factory=dict)
    ends: dict[Arm, _Cursor] = dc_field(default_factory=dict)
    centre: tuple[float, float] = (0.0, 0.0)
    """Where the arms' frames start: the lead, then the spinner once it is down."""
    spun: bool = False

    def geom(self, arm: Arm, room: _Room) -> _Geom:
        """``arm``'s frame bounds in this room."""
        cx, cy = self.centre
        reach = {"right": room.right - cx, "left": cx - room.left,
                 "down": room.bottom - cy, "up": cy - room.top}
        return _Geom(1.0, GAP, 1 + GAP, -1.0, reach[arm], reach[_TURN[arm]], cx, cy)

    def free(self, box: Box, room: _Room) -> bool:
        """Clear of the keepout and of every tile already down."""
        return (not any(box.overlaps(b) for b in room.keepout)
                and not any(box.overlaps(_grown(b, GAP / 2)) for b, _ in self.boxes.values()))

    def fits_all(self, room: _Room) -> bool:
        """Every tile down is still inside the room and clear of the keepout."""
        inside = Box(room.left, room.top, room.right - room.left, room.bottom - room.top)
        return all(inside.contains(b) and not any(b.overlaps(k) for k in room.keepout)
                   for b, _ in self.boxes.values())

    def lead(self, g: Growth, room: _Room) -> tuple[Box, int] | None:
        """The lead at the centre: a double upright, any other tile lying along the line."""
        box = Box(-0.5, -1.0, 1.0, 2.0) if g.double else Box(-1.0, -0.5, 2.0, 1.0)
        inside = Box(room.left, room.top, room.right - room.left, room.bottom - room.top)
        if not inside.contains(box) or not self.free(box, room):
            return None
        return box, 0 if g.double else 90

    def next(self, arm: Arm, double: bool, room: _Room
             ) -> tuple[tuple[Box, int], _Cursor] | None:
        """Where a tile added on ``arm`` goes in this room (None: it does not fit)."""
        if arm not in self.ends:
            raise ValueError(f"no open {arm} arm on this table")
        k = self.geom(arm, room)

        def fits(raw: Raw, c: _Cursor) -> bool:
            return _bounded(raw, k, c.d) and self.free(_to_field(raw, arm, self.centre)[0], room)

        found = _step(self.ends[arm], double, k, fits, turning=self.spun)
        if found is None:
            return None
        raw, after = found
        return _to_field(raw, arm, self.centre), after

    def forced(self, g: Growth) -> tuple[tuple[Box, int], _Cursor | None]:
        """Straight on whatever is in the way (the last resort of an absurdly small field)."""
        if g.arm is None:
            return (Box(-0.5, -1.0, 1.0, 2.0) if g.double else Box(-1.0, -0.5, 2.0, 1.0),
                    0 if g.double else 90), None
        raw, after = _straight(self.ends[g.arm], g.double, _Geom(1.0, GAP, 0, 0, 0, 0, 0, 0))
        return _to_field(raw, g.arm, self.centre), after

    def place(self, g: Growth, room: _Room) -> tuple[tuple[Box, int], _Cursor | None] | None:
        """Where ``g`` goes in this room, and its arm's open end after it (None: no room)."""
        if g.arm is None:
            lead = self.lead(g, room)
            return None if lead is None else (lead, None)
        return self.next(g.arm, g.double, room)

    def add(self, g: Growth, placed: tuple[Box, int], after: _Cursor | None) -> None:
        """Lay ``g`` down; the spinner opens the up and down arms."""
        self.boxes[g.key] = placed
        if g.arm is None:
            half = placed[0].w / 2
            self.ends = {"left": _Cursor(half, 0.0, 1, False), "right": _Cursor(half, 0.0, 1, False)}
        else:
            assert after is not None
            self.ends[g.arm] = after
        if g.spinner:
            self._spin(placed[0], g.arm)

    def _spin(self, box: Box, arm: Arm | None) -> None:
        """The arms' frames move to the spinner; the line's open ends are kept."""
        cx, cy = box.center
        shift = cx - self.centre[0]  # the line lies along the x axis until now
        left, right = self.ends["left"], self.ends["right"]
        self.ends["left"] = left._replace(x=left.x + shift) if arm != "left" else \
            _Cursor(0.5, 0.0, 1, False)
        self.ends["right"] = right._replace(x=right.x - shift) if arm != "right" else \
            _Cursor(0.5, 0.0, 1, False)
        self.ends["up"] = self.ends["down"] = _Cursor(1.0, 0.0, 1, False)
        self.centre, self.spun = (cx, cy), True


def _grown(b: Box, by: float) -> Box:
    return Box(b.x - by, b.y - by, b.w + 2 * by, b.h + 2 * by)


@dataclass(frozen=True)
class SpinnerLayout:
    """Where every tile of a four-way table goes (by the indices it was given, sorted), and
    where the next tile on each arm would go."""

    tiles: tuple[PlacedTile, ...]
    short: float
    gap: float
    field: Box
    max_long: float
    _growth: tuple[Growth, ...] = dc_field(repr=False)
    _keepout: tuple[Box, ...] = dc_field(repr=False)
    _grown: _Grown = dc_field(repr=False)
    _origin: tuple[float, float] = dc_field(repr=False)
    _slots: dict[tuple[str, bool], Slot] = dc_field(repr=False, compare=False)

    @property
    def long(self) -> float:
        """Long side of every tile."""
        return 2 * self.short

    @property
    def centre(self) -> tuple[float, float]:
        """Where the arms start: the spinner once it is down, else the lead."""
        cx, cy = self._grown.table.centre
        s, (ox, oy) = self.short, self._origin
        return (ox + cx * s, oy + cy * s)

    def to_screen(self, box: Box) -> Box:
        """A box in table units as window pixels at this layout's scale."""
        s, (ox, oy) = self.short, self._origin
        return Box(ox + box.x * s, oy + box.y * s, box.w * s, box.h * s)

    def slot(self, end: Arm, double: bool) -> Slot:
        """Where a tile added on ``end`` lands, relative to the tiles down now: exactly there
        if the picture keeps its scale; ``rescaled`` when the whole picture shrinks for it
        (the spot is then shown at today's scale, where the tiles around it are now)."""
        known = self._slots.get((end, double))
        if known is None:
            known = self._slots[(end, double)] = self._slot(end, double)
        return known

    def _slot(self, end: Arm, double: bool) -> Slot:
        table = self._grown.table
        extra = Growth(-1, end if self._growth else None, double, double and not table.spun)
        here = table.place(extra, self._grown.room)
        if here is not None:
            box, angle = here[0]
            return Slot(self.to_screen(box), angle, False)
        grown = _grow((*self._growth, extra), self.field, self.max_long, self._keepout)
        box, angle = grown.table.boxes[-1]
        return Slot(self.to_screen(box), angle, grown.short != self.short)


class _Grown(NamedTuple):
    table: _Table
    short: float
    room: _Room


_UNBOUNDED = _Room(-1e9, -1e9, 1e9, 1e9, ())


def _grow(growth: Sequence[Growth], field: Box, max_long: float, keepout: Sequence[Box]
          ) -> _Grown:
    """Lay the tiles down in order, shrinking the whole picture whenever one does not fit."""
    reach = min(field.w, field.h) / 2 / _REACH  # the largest short side for three straight
    sizes = iter(_short_sides(field, min(max_long, 2 * max(reach, _MIN_SHORT))))
    s = float(next(sizes))
    origin = _origin(field)
    room = _room(field, origin, s, keepout)
    table = _Table()
    for g in growth:
        found = table.place(g, room)
        while found is None and room is not _UNBOUNDED:
            room, s = _smaller(table, field, origin, s, sizes, keepout)
            found = table.place(g, room)
        table.add(g, *(found if found is not None else table.forced(g)))
    return _Grown(table, s, room)


def _origin(field: Box) -> tuple[float, float]:
    """Where the lead lies: the field's centre on whole pixels (crisp sprites)."""
    return (float(round(field.center[0])), float(round(field.center[1])))


def _smaller(table: _Table, field: Box, origin: tuple[float, float], s: float,
             sizes: Any, keepout: Sequence[Box]) -> tuple[_Room, float]:
    """The next smaller scale at which every tile down still fits (past the smallest:
    the smallest, in a room without bounds)."""
    for size in sizes:
        room = _room(field, origin, float(size), keepout)
        if table.fits_all(room):
            return room, float(size)
    return _UNBOUNDED, min(s, float(_MIN_SHORT))


def layout_spinner(growth: Sequence[Growth], field: Any, *, max_long: float,
                   keepout: Sequence[Box] = ()) -> SpinnerLayout:
    """Lay out a four-way table grown by ``growth`` (in the order of play) inside ``field``,
    clear of ``keepout``, at the largest scale (long side at most ``max_long``) that every
    tile has needed so far."""
    box = as_box(field)
    grown = _grow(tuple(growth), box, max_long, tuple(keepout))
    lay = SpinnerLayout((), grown.short, GAP * grown.short, box, max_long, tuple(growth),
                        tuple(keepout), grown, _origin(box), {})
    placed = sorted((PlacedTile(i, lay.to_screen(b), angle) for i, (b, angle)
                     in grown.table.boxes.items()), key=lambda p: p.index)
    return replace(lay, tiles=tuple(placed))
