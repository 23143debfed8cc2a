"""Pure geometry of the line of play: a snake of tiles that turns at the field's edges.

Coordinates are screen pixels (x right, y down) as floats; nothing here needs a
display. The lead sits at the field's centre; the right arm runs right and
turns *down* at the edge, the left arm is the same snake turned by 180 degrees
about the centre (it runs left and turns *up*).

Rotation convention (``PlacedTile.angle``): the sprite is drawn upright with
``a`` in its top half and ``b`` in its bottom half; ``angle`` is the
counter-clockwise rotation in degrees to pass to ``pygame.transform.rotate``.
So 0 puts ``a`` on top, 90 on the left, 180 at the bottom, 270 on the right.
For every normal tile the ``a`` half faces the tile's left neighbour in the
line. A double uses 0 when it stands upright (its box is tall) and 90 when it
lies flat (its box is wide).

>>> lay = layout_line([LineTile(1, 2), LineTile(2, 2), LineTile(2, 5)], 1,
...                   (0, 0, 800, 400), max_long=60)
>>> [(p.index, p.box, p.angle) for p in lay.tiles]  # doctest: +NORMALIZE_WHITESPACE
[(0, Box(x=323.0, y=185.0, w=60.0, h=30.0), 90),
 (1, Box(x=385.0, y=170.0, w=30.0, h=60.0), 0),
 (2, Box(x=417.0, y=185.0, w=60.0, h=30.0), 90)]
>>> lay.slot("right", double=False)
Slot(box=Box(x=479.0, y=185.0, w=60.0, h=30.0), angle=90, rescaled=False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any, Literal, NamedTuple

End = Literal["left", "right"]
Point = tuple[float, float]

# The long side never exceeds this share of the field's width / height, so a
# two-tile line on a big window still looks like dominoes, not bricks.
_MAX_LONG_OF_WIDTH = 1 / 7
_MAX_LONG_OF_HEIGHT = 1 / 4
_MIN_SHORT = 3  # px: below this no line is legible anyway; used as a last resort


class Box(NamedTuple):
    """An axis-aligned rectangle of floats; a 4-tuple, so ``pygame.FRect(box)`` works."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        """The x just past the right edge."""
        return self.x + self.w

    @property
    def bottom(self) -> float:
        """The y just past the bottom edge."""
        return self.y + self.h

    @property
    def center(self) -> Point:
        """The middle point."""
        return (self.x + self.w / 2, self.y + self.h / 2)

    def overlaps(self, other: Box, eps: float = 1e-6) -> bool:
        """True when the interiors intersect (touching edges do not count)."""
        return (
            self.x < other.right - eps
            and other.x < self.right - eps
            and self.y < other.bottom - eps
            and other.y < self.bottom - eps
        )

    def contains(self, other: Box, eps: float = 1e-6) -> bool:
        """True when ``other`` lies wholly inside this box."""
        return (
            other.x >= self.x - eps
            and other.y >= self.y - eps
            and other.right <= self.right + eps
            and other.bottom <= self.bottom + eps
        )

    def moved(self, dx: float, dy: float) -> Box:
        """The same box shifted by (dx, dy)."""
        return Box(self.x + dx, self.y + dy, self.w, self.h)


def as_box(rect: Any) -> Box:
    """Read a rect-like (``Box``, ``pygame.Rect``/``FRect``, or an ``(x, y, w, h)`` sequence)."""
    if isinstance(rect, Box):
        return rect
    if hasattr(rect, "w") and hasattr(rect, "h"):
        return Box(float(rect.x), float(rect.y), float(rect.w), float(rect.h))
    x, y, w, h = rect
    return Box(float(x), float(y), float(w), float(h))


@dataclass(frozen=True, slots=True)
class LineTile:
    """A tile in the line: ``a`` touches the left neighbour, ``b`` the right one."""

    a: int
    b: int

    @property
    def is_double(self) -> bool:
        """Both halves carry the same number."""
        return self.a == self.b


@dataclass(frozen=True, slots=True)
class PlacedTile:
    """Where tile ``index`` of the line goes: its box and its rotation (see module doc)."""

    index: int
    box: Box
    angle: int


class Slot(NamedTuple):
    """Where the next tile on an end goes; ``rescaled`` means the whole line shrinks for it."""

    box: Box
    angle: int
    rescaled: bool


def half_centres(box: Box, angle: int) -> tuple[Point, Point]:
    """Centres of the ``a`` half and the ``b`` half of a tile placed with ``angle``."""
    cx, cy = box.center
    q = box.h / 4 if box.h > box.w else box.w / 4
    da = {0: (0.0, -q), 90: (-q, 0.0), 180: (0.0, q), 270: (q, 0.0)}[angle % 360]
    return (cx + da[0], cy + da[1]), (cx - da[0], cy - da[1])


# --- the snake of one arm -------------------------------------------------------
# An arm is laid out in the *arm frame*: it starts at the lead's right edge, runs
# right along the centre row and turns downwards. The left arm uses the same frame
# and is then turned 180 degrees about the centre, which maps the field onto itself.


class _Geom(NamedTuple):
    s: float  # short side
    g: float  # gap between neighbours
    left: float  # bounds a tile may not cross (field minus the margin)
    top: float
    right: float
    bottom: float
    cx: float
    cy: float


class _Cursor(NamedTuple):
    x: float  # the open edge the next tile attaches to (after a corner: its outer edge)
    y: float  # axis of the current row
    d: int  # +1 runs right, -1 runs left
    turned: bool  # the last tile was a corner: the next one tucks under it


# Angle of a tile as placed in the arm frame, by where its *near* half (the one
# touching the previous tile of the arm) lies. On the right arm ``a`` is the near
# half. The left arm is turned 180 degrees, which moves the near half to the
# opposite side, but there ``a`` is the far half: the two flips cancel, so both
# arms read their angle from this one table. Doubles: 0 standing, 90 lying.
_NEAR_LEFT, _NEAR_RIGHT, _NEAR_UP, _TALL, _WIDE = 90, 270, 0, 0, 90
_EPS = 1e-9

Raw = tuple[float, float, float, float, int]  # x, y, w, h, angle in the arm frame
_Ends = tuple[_Cursor, _Cursor]  # where the left and the right arm stopped


def _walk(doubles: Sequence[bool], c: _Cursor, k: _Geom) -> tuple[list[Raw], _Cursor] | None:
    """Lay out one arm in the arm frame; None as soon as a tile leaves the bounds.

    One tight loop (no helper calls): it runs for every candidate size.
    """
    s, g = k.s, k.g
    left, top, right, bottom = k.left - _EPS, k.top - _EPS, k.right + _EPS, k.bottom + _EPS
    long, half = 2 * s, s / 2
    x, y, d, turned = c
    out: list[Raw] = []
    for dbl in doubles:
        back = d < 0  # only a row running back toward the start can cross ``left``
        if turned:  # first tile of a row: under the corner, lying along the new row
            x0, y0, w, h = (x - long if d < 0 else x), y - half, long, s
            angle = _WIDE if dbl else (_NEAR_RIGHT if d < 0 else _NEAR_LEFT)
            x, turned = x + d * long, False
        else:
            w = s if dbl else long
            far = x + d * (g + w)
            if (far + g + s <= right) if d > 0 else (far - g - s >= left):
                # straight on, still leaving room for a corner after it
                x0 = x + g if d > 0 else far
                y0, h = (y - s, long) if dbl else (y - half, s)
                angle = _TALL if dbl else (_NEAR_LEFT if d > 0 else _NEAR_RIGHT)
                x = far
            else:  # corner: stand across the row, top half beside the last tile, turn down
                x0 = x + g if d > 0 else x - g - s
                y0, w, h = y - half, s, long
                angle = _TALL if dbl else _NEAR_UP
                x, y, d, turned = (x0 + s if d > 0 else x0), y + long + g, -d, True
        if (back and x0 < left) or x0 + w > right or y0 < top or y0 + h > bottom:
            return None
        out.append((x0, y0, w, h, angle))
    return out, _Cursor(x, y, d, turned)


def _to_field(raw: Raw, right_arm: bool, k: _Geom) -> tuple[Box, int]:
    """Map an arm-frame placement into the field (the left arm turns 180 degrees)."""
    x, y, w, h, angle = raw
    if right_arm:
        return Box(x, y, w, h), angle
    return Box(2 * k.cx - x - w, 2 * k.cy - y - h, w, h), angle


def _inside(box: Box, k: _Geom) -> bool:
    x, y, w, h = box
    return (
        x >= k.left - _EPS
        and x + w <= k.right + _EPS
        and y >= k.top - _EPS
        and y + h <= k.bottom + _EPS
    )


def _lead_box(double: bool, k: _Geom) -> Box:
    s = k.s
    if double:
        return Box(k.cx - s / 2, k.cy - s, s, 2 * s)
    return Box(k.cx - s, k.cy - s / 2, 2 * s, s)


def _geom(field_box: Box, s: float) -> _Geom:
    # Integral sizes and centre keep edges on whole pixels for crisp sprites.
    g = max(1.0, round(s / 16))
    cx, cy = round(field_box.center[0]), round(field_box.center[1])
    m = s / 2
    hw = min(cx - field_box.x, field_box.right - cx) - m
    hh = min(cy - field_box.y, field_box.bottom - cy) - m
    return _Geom(s, g, cx - hw, cy - hh, cx + hw, cy + hh, cx, cy)


def _short_sides(field_box: Box, max_long: float) -> range:
    """Candidate short sides, largest first (whole pixels)."""
    cap = min(max_long, field_box.w * _MAX_LONG_OF_WIDTH, field_box.h * _MAX_LONG_OF_HEIGHT)
    top = max(_MIN_SHORT, int(cap // 2))
    return range(top, _MIN_SHORT - 1, -1)


# --- the whole line -------------------------------------------------------------


@dataclass(frozen=True)
class LineLayout:
    """Where every tile of the line goes, and where the next one on each end would go."""

    tiles: tuple[PlacedTile, ...]
    short: float  # short side of every tile; the long side is twice that
    gap: float  # gap between neighbouring tiles
    field: Box
    max_long: float
    _line: tuple[LineTile, ...] = dc_field(repr=False)
    _lead: int = dc_field(repr=False)
    _ends: tuple[_Cursor, _Cursor] | tuple[()] = dc_field(repr=False)  # arm-frame (left, right)
    _geom: _Geom = dc_field(repr=False)

    @property
    def long(self) -> float:
        """Long side of every tile."""
        return 2 * self.short

    @property
    def centre(self) -> Point:
        """Where the lead lies: both arms start there."""
        return (self._geom.cx, self._geom.cy)

    def slot(self, end: End, double: bool) -> Slot:
        """Where a tile appended on ``end`` goes, exactly as ``layout_line`` will place it."""
        if not self._line:
            return Slot(_lead_box(double, self._geom), 0 if double else 90, False)
        walked = _walk((double,), self._ends[end == "right"], self._geom)
        if walked is not None:
            placed, angle = _to_field(walked[0][0], end == "right", self._geom)
            return Slot(placed, angle, False)
        # No room at this size: the grown line is laid out smaller; take its spot.
        extra = LineTile(7, 7) if double else LineTile(7, 8)
        line, lead = _appended(self._line, self._lead, end, extra)
        grown = layout_line(line, lead, self.field, max_long=self.max_long)
        tile = grown.tiles[0 if end == "left" else -1]
        return Slot(tile.box, tile.angle, grown.short != self.short)


def _appended(
    line: tuple[LineTile, ...], lead: int, end: End, tile: LineTile
) -> tuple[tuple[LineTile, ...], int]:
    if end == "left":
        return (tile, *line), lead + 1
    return (*line, tile), lead


def _try_size(
    line: tuple[LineTile, ...], lead: int, k: _Geom
) -> tuple[list[PlacedTile], _Ends] | None:
    """The line at one tile size, or None when it does not fit the field."""
    lead_box = _lead_box(line[lead].is_double, k)
    if not _inside(lead_box, k):
        return None
    start = _Cursor(lead_box.right, k.cy, 1, False)
    right = _walk([t.a == t.b for t in line[lead + 1 :]], start, k)
    if right is None:
        return None
    left = _walk([t.a == t.b for t in reversed(line[:lead])], start, k)
    if left is None:
        return None
    placed = [PlacedTile(lead - 1 - i, *_to_field(r, False, k)) for i, r in enumerate(left[0])]
    placed.reverse()
    placed.append(PlacedTile(lead, lead_box, 0 if line[lead].is_double else 90))
    placed += [PlacedTile(lead + 1 + i, *_to_field(r, True, k)) for i, r in enumerate(right[0])]
    return placed, (left[1], right[1])


def layout_line(tiles: Sequence[LineTile], lead: int, field: Any, *, max_long: float) -> LineLayout:
    """Lay out the line (left end to right end, grown from ``tiles[lead]``) inside ``field``.

    The tile size is the largest whole-pixel size, long side at most ``max_long``, at
    which the whole line fits; a longer line never gets a larger size, and appending
    a tile moves no other tile unless the size has to shrink.
    """
    line = tuple(tiles)
    box = as_box(field)
    if line and not 0 <= lead < len(line):
        raise ValueError(f"lead {lead} outside a line of {len(line)} tiles")
    k = _geom(box, 1.0)
    result: tuple[list[PlacedTile], _Ends] | None = None
    for s in _short_sides(box, max_long):
        k = _geom(box, float(s))
        if not line:
            break
        result = _try_size(line, lead, k)
        if result is not None:
            break
    if line and result is None:  # a field too small for any legible line: overflow rather than fail
        result = _forced(line, lead, k)
    placed, ends = result if result is not None else ([], ())
    return LineLayout(tuple(placed), k.s, k.g, box, max_long, line, lead, ends, k)


def _forced(line: tuple[LineTile, ...], lead: int, k: _Geom) -> tuple[list[PlacedTile], _Ends]:
    """The line at the smallest size even though it spills out of an absurdly small field."""
    loose = k._replace(top=-1e18, bottom=1e18, left=-1e18, right=1e18)
    result = _try_size(line, lead, loose)
    assert result is not None  # unbounded bounds always fit
    return result
