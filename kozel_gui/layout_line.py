"""The line of play: two arms from the lead, grown tile by tile on the board kernel.

The lead sits in the middle of the field; the right arm runs right and turns *down* at
the field's edge, the left arm is the same snake turned by 180 degrees about the lead (it
runs left and turns *up*). Every row runs across the whole field, doubles lie across the
line, and a tile once down never moves against the others (``kozel_gui.layout_board``):
only the whole picture shrinks when the round's line outgrows the room planned for it.

For every normal tile the ``a`` half faces the tile's left neighbour in the line (see
``kozel_gui.layout_geom`` for the angles). A double uses 0 when it stands upright (its box
is tall) and 90 when it lies flat (its box is wide).

>>> lay = layout_line([LineTile(1, 2), LineTile(2, 2), LineTile(2, 5)], 1,
...                   (0, 0, 800, 400), max_long=60, capacity=3)
>>> [(p.index, p.box, p.angle) for p in lay.tiles]  # doctest: +NORMALIZE_WHITESPACE
[(0, Box(x=323.125, y=185.0, w=60.0, h=30.0), 90),
 (1, Box(x=385.0, y=170.0, w=30.0, h=60.0), 0),
 (2, Box(x=416.875, y=185.0, w=60.0, h=30.0), 90)]
>>> lay.slot("right", double=False)
Slot(box=Box(x=478.75, y=185.0, w=60.0, h=30.0), angle=90, rescaled=False)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from kozel_gui.layout_board import FULL_SET, BoardLayout, Growth, layout_board
from kozel_gui.layout_geom import Box, PlacedTile, Point, Slot, as_box, half_centres

__all__ = ["Box", "End", "LineLayout", "LineTile", "PlacedTile", "Point", "Slot", "as_box",
           "half_centres", "layout_line", "line_growth"]

End = Literal["left", "right"]
LineLayout = BoardLayout
"""A line laid out: the same board as a four-way table's, with two arms that turn."""


@dataclass(frozen=True, slots=True)
class LineTile:
    """A tile in the line: ``a`` touches the left neighbour, ``b`` the right one."""

    a: int
    b: int

    @property
    def is_double(self) -> bool:
        """Both halves carry the same number."""
        return self.a == self.b


def line_growth(tiles: Sequence[LineTile], lead: int) -> list[Growth]:
    """A line's tiles in an order it could have been played in: the lead, then outward
    on both ends in turn (for a line whose real order of play is not known)."""
    if not tiles:
        return []
    out = [Growth(lead, None, tiles[lead].is_double)]
    left, right = list(range(lead - 1, -1, -1)), list(range(lead + 1, len(tiles)))
    for k in range(max(len(left), len(right))):
        if k < len(right):
            out.append(Growth(right[k], "right", tiles[right[k]].is_double))
        if k < len(left):
            out.append(Growth(left[k], "left", tiles[left[k]].is_double))
    return out


def layout_line(tiles: Sequence[LineTile], lead: int, field: Any, *, max_long: float,
                keepout: Sequence[Box] = (), capacity: int = FULL_SET,
                growth: Sequence[Growth] | None = None, steady: bool = False) -> LineLayout:
    """Lay out the line (left end to right end, grown from ``tiles[lead]``) inside ``field``,
    clear of ``keepout``.

    The tiles are put down in the order ``growth`` gives (by default ``line_growth``), laid
    out at the largest size (long side at most ``max_long``) at which a line of
    ``capacity`` tiles fits (the most this round can put down), and shown as large as the
    tiles down allow: the picture zooms out about the lead as the line grows, never below
    that size (``steady``, a child's board: shown at it all round). Only a line far longer
    on one side than the other shrinks the layout itself, and then as a whole, nothing
    re-routed.
    """
    line = tuple(tiles)
    if line and not 0 <= lead < len(line):
        raise ValueError(f"lead {lead} outside a line of {len(line)} tiles")
    order = line_growth(line, lead) if growth is None else growth
    return layout_board(order, field, max_long=max_long, keepout=keepout, line=True,
                        capacity=max(capacity, len(line)), steady=steady)
