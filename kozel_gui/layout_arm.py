"""One turning arm of tiles, in its own frame: the piece the line and the four-way table share.

An arm is laid out in *units* (a tile's short side is 1) in a frame of its own: ``u``
runs along the arm away from where it starts, ``v`` toward the side it turns to. It runs
straight along its row while another tile can still follow, then a corner tile stands
across the row's end and the next row runs back, tucked under the corner. Doubles lie
across the row (standing), and a double that is a corner stands across as well. Each
arm's frame maps into the table by ``FRAMES``: right turns down, down turns left, left
turns up, up turns right.

Angles follow ``kozel_gui.layout_geom``: in the frame the near half of a tile (the one
touching the previous tile of the arm) is ``a``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, NamedTuple

from kozel_gui.layout_geom import Box

__all__ = ["ARM_NAMES", "FRAMES", "GAP", "OPPOSITE", "TURN", "Arm", "Bounds", "Cursor",
           "Raw", "bounded", "step", "straight", "to_table"]

Arm = Literal["left", "right", "up", "down"]
ARM_NAMES: tuple[Arm, ...] = ("left", "right", "up", "down")
"""The arms by the engine's end numbers (0 ``<``, 1 ``>``, 2 ``^``, 3 ``v``)."""

GAP = 1 / 16
"""The gap between neighbouring tiles, in short sides."""

# How each arm's frame (u along the arm, v toward its turn) maps to the table: the offset
# from the arm's start is (du * u + dv * v) per axis; the angle is added to a sprite's.
FRAMES: dict[Arm, tuple[tuple[int, int, int, int], int]] = {
    "right": ((1, 0, 0, 1), 0),
    "down": ((0, -1, 1, 0), 270),
    "left": ((-1, 0, 0, -1), 0),  # turned 180, but there ``a`` is the far half: they cancel
    "up": ((0, 1, -1, 0), 90),
}
TURN: dict[Arm, Arm] = {"right": "down", "down": "left", "left": "up", "up": "right"}
OPPOSITE: dict[Arm, Arm] = {"right": "left", "left": "right", "up": "down", "down": "up"}
_NEAR_LEFT, _NEAR_RIGHT, _NEAR_UP, _TALL, _WIDE = 90, 270, 0, 0, 90

Raw = tuple[float, float, float, float, int]
"""A placement in an arm's frame: u, v, width, height (along u, v), angle."""


class Cursor(NamedTuple):
    """Where an arm is open: the next tile attaches at ``x`` on the row at ``y``."""

    x: float  # the open edge (after a corner: the corner's outer edge)
    y: float  # axis of the current row
    d: int  # +1 runs away from the start, -1 back toward it
    turned: bool  # the last tile was a corner: the next one tucks under it


class Bounds(NamedTuple):
    """How far an arm may reach in its frame: a row running back stops at ``back``, no
    tile lies above ``top`` (toward the other arms) or past ``far`` and ``deep``."""

    back: float
    top: float
    far: float
    deep: float


def straight(c: Cursor, dbl: bool) -> tuple[Raw, Cursor]:
    """The next tile straight on along the current row."""
    x, y, d = c.x, c.y, c.d
    w = 1.0 if dbl else 2.0
    far = x + d * (GAP + w)
    x0 = x + GAP if d > 0 else far
    y0, h = (y - 1.0, 2.0) if dbl else (y - 0.5, 1.0)
    angle = _TALL if dbl else (_NEAR_LEFT if d > 0 else _NEAR_RIGHT)
    return (x0, y0, w, h, angle), Cursor(far, y, d, False)


def _corner(c: Cursor, dbl: bool) -> tuple[Raw, Cursor]:
    """The tile standing across the row's end, its top half beside the last tile: the row
    turns toward v and the next one runs back under it."""
    x, y, d = c.x, c.y, c.d
    x0 = x + GAP if d > 0 else x - GAP - 1.0
    angle = _TALL if dbl else _NEAR_UP
    return (x0, y - 0.5, 1.0, 2.0, angle), Cursor(x0 + 1.0 if d > 0 else x0, y + 2.0 + GAP,
                                                  -d, True)


def _tucked(c: Cursor, dbl: bool) -> tuple[Raw, Cursor]:
    """The first tile of a row: under the corner, lying along the new row."""
    x, y, d = c.x, c.y, c.d
    angle = _WIDE if dbl else (_NEAR_RIGHT if d < 0 else _NEAR_LEFT)
    return (x - 2.0 if d < 0 else x, y - 0.5, 2.0, 1.0, angle), Cursor(x + d * 2.0, y, d, False)


def bounded(raw: Raw, b: Bounds, d: int) -> bool:
    """Whether a placement stays within the arm's bounds (only a row running back can
    cross ``back``)."""
    x0, y0, w, h, _ = raw
    eps = 1e-9
    return not ((d < 0 and x0 < b.back - eps) or x0 + w > b.far + eps
                or y0 < b.top - eps or y0 + h > b.deep + eps)


Fits = Callable[[Raw, Cursor], bool]


def _options(c: Cursor, dbl: bool, turning: bool) -> list[tuple[Raw, Cursor]]:
    if c.turned:
        return [_tucked(c, dbl)]
    out = [straight(c, dbl)]
    if turning:
        out.append(_corner(c, dbl))
    return out


def step(c: Cursor, dbl: bool, fits: Fits, turning: bool) -> tuple[Raw, Cursor] | None:
    """The next tile of an arm: straight on while a tile can still follow it, else the
    corner; None when neither fits. An arm that may not turn only runs straight."""
    for raw, after in _options(c, dbl, turning):
        if fits(raw, c) and (not turning or any(
                fits(nxt, after) for nxt, _ in _options(after, False, turning))):
            return raw, after
    return None


def to_table(raw: Raw, arm: Arm, start: tuple[float, float]) -> tuple[Box, int]:
    """Map a placement from ``arm``'s frame (starting at ``start``) into table units."""
    u, v, w, h, angle = raw
    (ux, vx, uy, vy), turn = FRAMES[arm]
    xs = (ux * u + vx * v, ux * (u + w) + vx * (v + h))
    ys = (uy * u + vy * v, uy * (u + w) + vy * (v + h))
    box = Box(start[0] + min(xs), start[1] + min(ys), abs(xs[1] - xs[0]), abs(ys[1] - ys[0]))
    return box, (angle + turn) % 360
