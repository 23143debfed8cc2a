"""One arm of a four-way table from its spinner, in its own frame: out along its axis to the
field's edge, then round its own quarter of the field, turning clockwise at each edge.

The frame is ``kozel_gui.layout_arm``'s (``u`` along the arm away from the spinner, ``v``
toward the quarter it turns into; a tile's near half is ``a``). The arm runs straight
while a tile, and a double after it, can still follow; then a corner tile stands across
the row's end, its near half beside the last tile, and the arm runs on from the corner's
far end in the new direction (an L, never a U back toward the spinner). Directions go
+u, +v, -u, -v, +u ...: out, along the edge, along the next edge, and back toward its own
first row, so the arm spirals inward in its quarter. Past the first row no tile comes
nearer the neighbouring arm's axis than ``Bounds.back``, nor ever crosses ``Bounds.top``
toward the other side, so the four arms keep to four quarters whatever their lengths.
A double lies across its row, or in line with the new row when it is the corner; the
tile after a double or a corner runs straight on, end to end (from a crosswise
double's middle).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from kozel_gui.layout_arm import GAP, Bounds, Raw

__all__ = ["Tip", "spiral_step", "spiral_straight"]

_EPS = 1e-9
_DIRS = ((1, 0), (0, 1), (-1, 0), (0, -1))
"""The headings in the frame, in the order the arm turns through them."""
# Angles (kozel_gui.layout_geom) of a plain tile whose near half points back along each
# heading, and of a double lying across each heading.
_PLAIN = (90, 0, 270, 180)
_DOUBLE = (0, 90, 0, 90)


class Tip(NamedTuple):
    """Where an arm is open: the next tile attaches at (``x``, ``y``) heading ``k``."""

    x: float
    y: float
    k: int
    """Index into the headings +u, +v, -u, -v."""
    turns: int = 0
    """Corners so far (0: still on the first row out from the spinner)."""
    straight_only: bool = False
    """The last tile was a double or a corner: the next one runs straight on."""
    leg: int | None = None
    """Half way round a U-turn: the next tile is the corner to this heading."""


Free = Callable[[Raw], bool]


def _box(x: float, y: float, k: int, along: tuple[float, float],
         across: tuple[float, float], side: int) -> tuple[float, float, float, float]:
    """The box (u0, v0, w, h) that spans ``along`` past (x, y) on heading ``k`` and
    ``across`` toward heading ``side``."""
    du, dv = _DIRS[k]
    su, sv = _DIRS[side]
    us = (x + du * along[0] + su * across[0], x + du * along[1] + su * across[1])
    vs = (y + dv * along[0] + sv * across[0], y + dv * along[1] + sv * across[1])
    return min(us), min(vs), abs(us[1] - us[0]), abs(vs[1] - vs[0])


def spiral_straight(t: Tip, dbl: bool) -> tuple[Raw, Tip]:
    """The next tile straight on along the current heading (a double across it)."""
    length, half = (1.0, 1.0) if dbl else (2.0, 0.5)
    u0, v0, w, h = _box(t.x, t.y, t.k, (GAP, GAP + length), (-half, half), (t.k + 1) % 4)
    du, dv = _DIRS[t.k]
    angle = _DOUBLE[t.k] if dbl else _PLAIN[t.k]
    reach = GAP + length
    return (u0, v0, w, h, angle), Tip(t.x + du * reach, t.y + dv * reach, t.k, t.turns, dbl)


def _turn(t: Tip) -> tuple[int, int | None]:
    """The heading the next corner turns to, and the one a U-turn then goes on to: out
    and along two edges (clockwise), then to and fro, each row further from the first."""
    if t.leg is not None:
        return t.leg, None
    if t.turns < 2:
        return t.k + 1, None
    return 1, 2 - t.k  # a U-turn toward +v: the row after runs the other way


def _corner(t: Tip, dbl: bool) -> tuple[Raw, Tip]:
    """A tile standing across the row's end, its near half beside the last tile (a double
    too: it lies in line with the new row): the arm turns and runs on from the corner's
    far end."""
    k, leg = _turn(t)
    u0, v0, w, h = _box(t.x, t.y, t.k, (GAP, GAP + 1.0), (-0.5, 1.5), k)
    du, dv = _DIRS[t.k]
    su, sv = _DIRS[k]
    mid = GAP + 0.5
    after = Tip(t.x + du * mid + su * 1.5, t.y + dv * mid + sv * 1.5, k,
                t.turns + (leg is None), True, leg)
    return (u0, v0, w, h, _DOUBLE[t.k] if dbl else _PLAIN[k]), after


def _inside(raw: Raw, b: Bounds, t: Tip) -> bool:
    """Within the arm's quarter: never past the field, never across ``top``, and off the
    first row never nearer the neighbouring arm's axis than ``back``."""
    u0, v0, w, h, _ = raw
    return not (u0 + w > b.far + _EPS or v0 + h > b.deep + _EPS or v0 < b.top - _EPS
                or (t.turns > 0 and u0 < b.back - _EPS))


def _fits(raw: Raw, t: Tip, b: Bounds, free: Free) -> bool:
    return _inside(raw, b, t) and free(raw)


def _options(t: Tip, dbl: bool) -> list[tuple[Raw, Tip]]:
    if t.leg is not None:
        return [_corner(t, dbl)]
    out = [spiral_straight(t, dbl)]
    if not t.straight_only:
        out.append(_corner(t, dbl))
    return out


def _follows(t: Tip, dbl: bool, b: Bounds, free: Free, depth: int = 2) -> bool:
    """Whether a tile (a double or not) can follow at ``t``, and the tiles it forces after
    it (straight on after a double or a corner, the second corner of a U-turn)."""
    for raw, after in _options(t, dbl):
        if _fits(raw, t, b, free) and (depth == 0 or not after.straight_only
                                       or _follows(after, False, b, free, depth - 1)):
            return True
    return False


def spiral_step(t: Tip, dbl: bool, free: Free, b: Bounds) -> tuple[Raw, Tip] | None:
    """The next tile of an arm: straight on while any tile can still follow it, else the
    corner; failing that whatever fits with less room after it; None when nothing fits
    (the whole picture must shrink)."""
    options = [(raw, after) for raw, after in _options(t, dbl) if _fits(raw, t, b, free)]
    for room_for in ((False, True), (False,), ()):
        for raw, after in options:
            if all(_follows(after, d, b, free) for d in room_for):
                return raw, after
    return None
