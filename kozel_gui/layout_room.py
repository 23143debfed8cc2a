"""The field a board is laid out in, at one scale: its bounds and the boxes its tiles keep
clear of, in table units (a tile's short side is 1) about the lead, and where the lead lies.

``kozel_gui.layout_board`` lays every tile out in these units; only the scale changes.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from kozel_gui.layout_arm import GAP
from kozel_gui.layout_geom import Box

__all__ = ["MARGIN", "UNBOUNDED", "Room", "edges", "lead_origin", "room_at"]

MARGIN = 0.5
"""The field's edge keeps this many short sides clear."""


class Room(NamedTuple):
    """The field at one scale, in table units around the lead: its bounds and the keepout."""

    left: float
    top: float
    right: float
    bottom: float
    keepout: tuple[Box, ...]
    edges: tuple[tuple[float, float, float, float], ...] = ()
    """The keepout as (left, top, right, bottom)."""

    @property
    def inside(self) -> Box:
        """The bounds as a box."""
        return Box(self.left, self.top, self.right - self.left, self.bottom - self.top)


def room_at(field: Box, origin: tuple[float, float], s: float, keepout: Sequence[Box]) -> Room:
    """``field`` and ``keepout`` (window pixels) at short side ``s`` about ``origin``."""
    ox, oy = origin
    boxes = tuple(Box((b.x - ox) / s - GAP, (b.y - oy) / s - GAP, b.w / s + 2 * GAP,
                      b.h / s + 2 * GAP) for b in keepout)
    return Room((field.x - ox) / s + MARGIN, (field.y - oy) / s + MARGIN,
                (field.right - ox) / s - MARGIN, (field.bottom - oy) / s - MARGIN, boxes,
                edges(boxes))


def edges(boxes: Sequence[Box]) -> tuple[tuple[float, float, float, float], ...]:
    """``boxes`` as (left, top, right, bottom), for the tight overlap loop."""
    return tuple((k.x, k.y, k.x + k.w, k.y + k.h) for k in boxes)


UNBOUNDED = Room(-1e9, -1e9, 1e9, 1e9, ())
"""A room without bounds: the last resort of an absurdly small field."""


def lead_origin(f: Box, keepout: Sequence[Box], line: bool = True) -> tuple[float, float]:
    """The middle of the field's free height (a prompt's band across its bottom does not
    count, nor on a four-way table a button under or over the middle, where its up and
    down arms run), on whole pixels for crisp sprites."""
    top, bottom = f.y, f.bottom
    cx = f.center[0]
    for k in keepout:
        across = k.w >= 0.9 * f.w or (not line and k.x <= cx <= k.right)
        if across and k.overlaps(f):
            if k.center[1] > f.center[1]:
                bottom = min(bottom, max(k.y, f.center[1]))
            else:
                top = max(top, min(k.bottom, f.center[1]))
    return (float(round(f.center[0])), float(round((top + bottom) / 2)))
