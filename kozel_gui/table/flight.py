"""The way points scored in play fly onto the score sheet (pure geometry).

A straight line from the board to the scorer's cell crossed the other players' cells on
its way, and in the replay it covered the move's caption (PT-X).  The route rises beside
the sheet's left edge to a lane over the sheet's rows (its heads), crosses over to the
scorer's column there and drops into the cell: it passes over no other column's figures.
Whatever a screen draws that the word must keep off (``keep``: the replay's caption, via
``Scene.keep_clear``) it goes under, rising over the sheet's own edge only then.

>>> route = score_route((400, 300), Box(900, 200, 60, 40), Box(800, 0, 240, 600), 150, (60, 30))
>>> [tuple(map(round, p)) for p in route]
[(400, 300), (766, 150), (930, 150), (930, 220)]
>>> along(route, 0.0), along(route, 1.0)
((400.0, 300.0), (930.0, 220.0))
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

from kozel_gui.layout import Box

__all__ = ["Point", "along", "score_route", "share"]

Point = tuple[float, float]

_MARGIN = 4.0
"""Px the plate keeps between itself and the sheet's edge, and under what it keeps off."""


def score_route(start: Point, cell: Box, sheet: Box, lane: float, plate: tuple[float, float],
                keep: Sequence[Box] = (), first: tuple[float, float] | None = None
                ) -> tuple[Point, ...]:
    """The way from ``start`` (the free felt beside the end that scored) to the middle of
    the scorer's ``cell``: up beside the ``sheet``'s left edge to the ``lane`` (a height
    over every row), across to the column, down into the cell; a ``plate`` (w, h) large
    word there (``first``: as large as it shows at the start, shrinking on its way over
    the felt) covers none of ``keep`` where the felt leaves it a way."""
    w = plate[0]
    big = first if first is not None else plate
    tx, ty = cell.center
    lane = min(lane, ty)
    rise = sheet.x - w / 2 - _MARGIN
    over = ((rise, lane), (tx, lane), (tx, ty))
    blocking = [k for k in keep if _crosses((start, (rise, lane)), big, (k,))]
    if not blocking:
        return (start, *over)
    # Under what is in the way to the sheet's edge, then up beside it; where that is in the
    # way too, up over the sheet's own edge (its rows' numbers) instead.
    low = max(start[1], max(k.bottom for k in blocking) + big[1] / 2 + _MARGIN)
    route = (start, (rise, low), *over)
    if not any(_crosses(leg, big, keep) for leg in pairwise(route[:3])):
        return route
    edge = sheet.x + w / 2 + _MARGIN
    return (start, (rise, low), (edge, low), (edge, lane), *over[1:])


def _crosses(segment: Sequence[Point], plate: tuple[float, float], keep: Sequence[Box]) -> bool:
    """Whether a ``plate`` moving along ``segment`` covers any of ``keep`` on its way."""
    (x0, y0), (x1, y1) = segment
    w, h = plate
    steps = max(1, math.ceil(math.hypot(x1 - x0, y1 - y0) / 4))
    for i in range(steps + 1):
        t = i / steps
        x, y = x0 + (x1 - x0) * t, y0 + (y1 - y0) * t
        if any(x + w / 2 > k.x and x - w / 2 < k.right and y + h / 2 > k.y and y - h / 2 < k.bottom
               for k in keep):
            return True
    return False


def _lengths(route: Sequence[Point]) -> list[float]:
    return [math.dist(a, b) for a, b in pairwise(route)]


def along(route: Sequence[Point], k: float) -> Point:
    """The point ``k`` (0..1) of the way along ``route``, by distance."""
    legs = _lengths(route)
    left = max(0.0, min(1.0, k)) * sum(legs)
    for (a, b), leg in zip(pairwise(route), legs, strict=True):
        if left <= leg and leg > 0:
            t = left / leg
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        left -= leg
    return (float(route[-1][0]), float(route[-1][1]))


def share(route: Sequence[Point], i: int) -> float:
    """How much of the way (0..1, by distance) lies before ``route``'s ``i``-th point."""
    legs = _lengths(route)
    total = sum(legs)
    return sum(legs[:i]) / total if total > 0 else 1.0
