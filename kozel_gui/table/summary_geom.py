"""Where the round summary puts a hand's tiles: in rows, as big as the room allows.

A hand left after a fish with the bazaar emptied can hold ten tiles and more; in one row
at 1024×600 they shrank to 18 px (issue 18).  They wrap into rows instead, so each stays
readable.  Pure arithmetic: no pygame here (the four-way table's picture is fitted here too).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from kozel_gui.layout import Box

__all__ = ["READABLE", "HandGrid", "fitted", "hand_grid", "needed_height"]

READABLE = 36
"""The long side below which a summary's tile is not shrunk while rows can take it, in px
at 720p (29 px at 1024×600)."""

_GAP = 4
"""Between tiles, along a row and between rows, in px."""


@dataclass(frozen=True, slots=True)
class HandGrid:
    """Tiles lying flat (long side across) in rows of ``per_row``, left to right."""

    long_px: int
    per_row: int
    rows: int

    @property
    def height(self) -> int:
        """The rows' height, from the top of the first to the foot of the last."""
        return self.rows * (self.long_px // 2) + (self.rows - 1) * _GAP

    def cells(self, n: int, x: float, y: float) -> list[tuple[float, float]]:
        """The top left corner of each of ``n`` tiles, the grid's top left at (x, y)."""
        step_x, step_y = self.long_px + _GAP, self.long_px // 2 + _GAP
        return [(x + (i % self.per_row) * step_x, y + (i // self.per_row) * step_y)
                for i in range(n)]


def _grid(n: int, width: float, long_px: int) -> HandGrid:
    per_row = max(1, int((width + _GAP) // (long_px + _GAP)))
    return HandGrid(long_px, per_row, max(1, math.ceil(n / per_row)))


def hand_grid(n: int, width: float, height: float, longest: int, smallest: int = 8
              ) -> HandGrid:
    """The biggest tiles (up to ``longest`` px) for ``n`` tiles in rows within ``width``
    × ``height``; where even ``smallest`` cannot fit, ``smallest``.

    >>> hand_grid(12, 219, 62, 45)
    HandGrid(long_px=37, per_row=5, rows=3)
    >>> hand_grid(3, 219, 62, 45).rows
    1
    """
    for long_px in range(max(longest, smallest), smallest - 1, -1):
        grid = _grid(n, width, long_px)
        if grid.height <= height and grid.per_row * long_px <= width:
            return grid
    return _grid(n, width, smallest)


def needed_height(n: int, width: float, readable: int) -> int:
    """The height ``n`` tiles need in rows within ``width`` at ``readable`` px each."""
    return _grid(n, width, readable).height


def fitted(boxes: Sequence[Box], area: Box) -> list[Box]:
    """``boxes`` (the table's picture of the board) scaled as a whole to fit ``area``,
    never larger than they are, and centred in it.

    >>> fitted([Box(0, 0, 100, 50), Box(100, 0, 100, 50)], Box(10, 10, 100, 100))
    [Box(x=10.0, y=47.5, w=50.0, h=25.0), Box(x=60.0, y=47.5, w=50.0, h=25.0)]
    """
    if not boxes:
        return []
    x0, y0 = min(b.x for b in boxes), min(b.y for b in boxes)
    w = max(b.right for b in boxes) - x0
    h = max(b.bottom for b in boxes) - y0
    k = min(area.w / w, area.h / h, 1.0)
    dx, dy = area.x + (area.w - w * k) / 2, area.y + (area.h - h * k) / 2
    return [Box(dx + (b.x - x0) * k, dy + (b.y - y0) * k, b.w * k, b.h * k) for b in boxes]
