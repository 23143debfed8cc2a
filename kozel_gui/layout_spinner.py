"""Pure geometry of a four-way table (GAMES.md §0): the spinner in the middle, four arms.

The spinner stands across the horizontal line at the field's centre. Each arm is the
snake of ``layout_line`` in a frame of its own, turned so it runs away from the spinner
and turns clockwise at the field's edge: right then down, down then left, left then up,
up then right. Rows that run back toward the middle stop a tile's width beyond the
spinner, and no arm comes nearer the spinner's side than one short side, so the four
arms stay in four pinwheel regions and never overlap whatever their lengths.

>>> lay = layout_spinner(SpinnerTiles((LineTile(1, 1), LineTile(1, 4)), 0,
...                      ((LineTile(1, 6),), ())), (0, 0, 800, 600), max_long=60)
>>> [(p.index, p.box, p.angle) for p in lay.tiles]  # doctest: +NORMALIZE_WHITESPACE
[(0, Box(x=385.0, y=270.0, w=30.0, h=60.0), 0),
 (1, Box(x=417.0, y=285.0, w=60.0, h=30.0), 90),
 (2, Box(x=385.0, y=208.0, w=30.0, h=60.0), 180)]
>>> lay.slot("down", double=False)
Slot(box=Box(x=385.0, y=332.0, w=30.0, h=60.0), angle=0, rescaled=False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any, Literal, NamedTuple

from kozel_gui.layout_line import (
    Box,
    LineTile,
    PlacedTile,
    Raw,
    Slot,
    _Cursor,
    _Geom,
    _short_sides,
    _walk,
    as_box,
)

__all__ = ["ARM_NAMES", "Arm", "SpinnerLayout", "SpinnerTiles", "layout_spinner"]

Arm = Literal["left", "right", "up", "down"]
ARM_NAMES: tuple[Arm, ...] = ("left", "right", "up", "down")
"""The arms by the engine's end numbers (0 ``<``, 1 ``>``, 2 ``^``, 3 ``v``)."""

# How each arm's frame (u along the arm, v toward its turn) maps to the field: the field
# offset from the centre is (du * u + dv * v) per axis; the angle is added to a sprite's.
_FRAMES: dict[Arm, tuple[tuple[int, int, int, int], int]] = {
    "right": ((1, 0, 0, 1), 0),
    "down": ((0, -1, 1, 0), 270),
    "left": ((-1, 0, 0, -1), 0),  # turned 180, but there ``a`` is the far half: they cancel
    "up": ((0, 1, -1, 0), 90),
}


class SpinnerTiles(NamedTuple):
    """What lies on a four-way table: the line (``a`` on the left), the spinner's index in
    it, and the up and down arms from the spinner outward (``a`` toward the spinner)."""

    line: tuple[LineTile, ...]
    spinner: int
    branches: tuple[tuple[LineTile, ...], tuple[LineTile, ...]]

    def arm(self, arm: Arm) -> list[bool]:
        """Whether each tile of ``arm`` is a double, from the spinner outward."""
        if arm == "right":
            tiles: Sequence[LineTile] = self.line[self.spinner + 1:]
        elif arm == "left":
            tiles = self.line[:self.spinner][::-1]
        else:
            tiles = self.branches[arm == "down"]
        return [t.is_double for t in tiles]

    def indices(self, arm: Arm) -> range:
        """The flat indices (line, then up, then down) of ``arm``'s tiles, spinner outward."""
        n, up = len(self.line), len(self.branches[0])
        if arm == "right":
            return range(self.spinner + 1, n)
        if arm == "left":
            return range(self.spinner - 1, -1, -1)
        start = n if arm == "up" else n + up
        return range(start, start + len(self.branches[arm == "down"]))


class _Frame(NamedTuple):
    geom: _Geom
    start: _Cursor


def _frames(field: Box, s: float) -> dict[Arm, _Frame]:
    """Each arm's bounds in its own frame at short side ``s``, the spinner at the centre."""
    g = max(1.0, round(s / 16))
    cx, cy = round(field.center[0]), round(field.center[1])
    m = s / 2
    room = {"right": field.right - m - cx, "left": cx - field.x - m,
            "down": field.bottom - m - cy, "up": cy - field.y - m}
    turn: dict[Arm, str] = {"right": "down", "down": "left", "left": "up", "up": "right"}
    out = {}
    for arm in ARM_NAMES:
        along = s / 2 if arm in ("left", "right") else s  # the spinner's half extent
        k = _Geom(s, g, s + g, -s, room[arm], room[turn[arm]], float(cx), float(cy))
        out[arm] = _Frame(k, _Cursor(along, 0.0, 1, False))
    return out


def _to_field(raw: Raw, arm: Arm, k: _Geom) -> tuple[Box, int]:
    """Map a placement from ``arm``'s frame into the field."""
    u, v, w, h, angle = raw
    (ux, vx, uy, vy), turn = _FRAMES[arm]
    xs = (ux * u + vx * v, ux * (u + w) + vx * (v + h))
    ys = (uy * u + vy * v, uy * (u + w) + vy * (v + h))
    box = Box(k.cx + min(xs), k.cy + min(ys), abs(xs[1] - xs[0]), abs(ys[1] - ys[0]))
    return box, (angle + turn) % 360


def _spinner_box(k: _Geom) -> Box:
    return Box(k.cx - k.s / 2, k.cy - k.s, k.s, 2 * k.s)


def _inside(box: Box, field: Box, m: float) -> bool:
    return (box.x >= field.x + m - 1e-9 and box.y >= field.y + m - 1e-9
            and box.right <= field.right - m + 1e-9 and box.bottom <= field.bottom - m + 1e-9)


_Arms = dict[Arm, tuple[list[Raw], _Cursor]]


def _try_size(tiles: SpinnerTiles, field: Box, s: float) -> tuple[dict[Arm, _Frame], _Arms] | None:
    frames = _frames(field, s)
    if not _inside(_spinner_box(frames["right"].geom), field, s / 2):
        return None
    arms: _Arms = {}
    for arm in ARM_NAMES:
        walked = _walk(tiles.arm(arm), frames[arm].start, frames[arm].geom)
        if walked is None:
            return None
        arms[arm] = walked
    return frames, arms


@dataclass(frozen=True)
class SpinnerLayout:
    """Where every tile of a four-way table goes (flat indices: the line, then the up arm,
    then the down arm), and where the next tile on each arm would go."""

    tiles: tuple[PlacedTile, ...]
    short: float
    gap: float
    field: Box
    max_long: float
    _tiles: SpinnerTiles = dc_field(repr=False)
    _frames: dict[Arm, _Frame] = dc_field(repr=False)
    _ends: dict[Arm, _Cursor] = dc_field(repr=False)

    @property
    def long(self) -> float:
        """Long side of every tile."""
        return 2 * self.short

    def slot(self, end: Arm, double: bool) -> Slot:
        """Where a tile added on ``end`` goes, exactly as ``layout_spinner`` will place it."""
        frame = self._frames[end]
        walked = _walk((double,), self._ends[end], frame.geom)
        if walked is not None:
            box, angle = _to_field(walked[0][0], end, frame.geom)
            return Slot(box, angle, False)
        more = _grown(self._tiles, end, double)
        grown = layout_spinner(more, self.field, max_long=self.max_long)
        index = more.indices(end)[-1]
        placed = next(p for p in grown.tiles if p.index == index)
        return Slot(placed.box, placed.angle, grown.short != self.short)


def _grown(t: SpinnerTiles, end: Arm, double: bool) -> SpinnerTiles:
    """The tiles with one more (a stand-in of the right shape) at the far end of ``end``."""
    extra = LineTile(7, 7) if double else LineTile(7, 8)
    up, down = t.branches
    if end == "left":
        return SpinnerTiles((extra, *t.line), t.spinner + 1, t.branches)
    if end == "right":
        return SpinnerTiles((*t.line, extra), t.spinner, t.branches)
    if end == "up":
        return SpinnerTiles(t.line, t.spinner, ((*up, extra), down))
    return SpinnerTiles(t.line, t.spinner, (up, (*down, extra)))


def layout_spinner(tiles: SpinnerTiles, field: Any, *, max_long: float) -> SpinnerLayout:
    """Lay out a four-way table inside ``field`` at the largest tile size that fits.

    As with the line, a longer table never gets larger tiles, and adding a tile moves
    no other tile unless the size has to shrink.
    """
    box = as_box(field)
    found = None
    s = 3.0
    for size in _short_sides(box, max_long):
        s = float(size)
        found = _try_size(tiles, box, s)
        if found is not None:
            break
    if found is None:  # too small for any legible table: overflow rather than fail
        cx, cy = round(box.center[0]), round(box.center[1])
        found = _try_size(tiles, Box(cx - 1e9, cy - 1e9, 2e9, 2e9), s)
        assert found is not None  # unbounded room always fits
    frames, arms = found
    k = frames["right"].geom
    placed = [PlacedTile(tiles.spinner, _spinner_box(k), 0)]
    for arm in ARM_NAMES:
        raws, _ = arms[arm]
        for i, raw in zip(tiles.indices(arm), raws, strict=True):
            placed.append(PlacedTile(i, *_to_field(raw, arm, frames[arm].geom)))
    placed.sort(key=lambda p: p.index)
    ends = {arm: arms[arm][1] for arm in ARM_NAMES}
    return SpinnerLayout(tuple(placed), s, k.g, box, max_long, tiles, frames, ends)
