"""Pure geometry of a four-way table (GAMES.md §0), grown tile by tile as the round went.

It is the board kernel of ``kozel_gui.layout_board`` with four arms: a tile once laid
never moves against the others; only the scale of the whole picture changes, and where it
lies, kept in the middle of the field. Until
the spinner comes, the line runs straight both ways from the lead. From the spinner each
arm (``kozel_gui.layout_spiral``) runs out to the field's edge, turns clockwise along it
(right then down, down then left, left then up, up then right), along the next edge
toward the neighbouring arm, and then to and fro, always within its own quarter of the
field, so the four arms never overlap or run back toward one another whatever their
lengths. A double lies across its row and the tile after it runs on from its middle.
Every tile also keeps clear of the ``keepout`` boxes (the table's buttons and prompts).

>>> lay = layout_spinner([Growth(0, None, True, True), Growth(1, "right", False, False),
...                       Growth(2, "up", False, False)], (0, 0, 800, 600), max_long=60)
>>> [(p.index, p.box, p.angle) for p in lay.tiles]  # doctest: +NORMALIZE_WHITESPACE
[(0, Box(x=354.0625, y=300.9375, w=30.0, h=60.0), 0),
 (1, Box(x=385.9375, y=315.9375, w=60.0, h=30.0), 90),
 (2, Box(x=354.0625, y=239.0625, w=30.0, h=60.0), 180)]
>>> lay.slot("down", double=False)
Slot(box=Box(x=354.0625, y=362.8125, w=30.0, h=60.0), angle=0, rescaled=False)

The picture is kept in the middle of the field (the tiles' box spans 354..446 by 239..361
round the field's middle, 400, 300): the board moves as a whole as it grows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kozel_gui.layout_arm import ARM_NAMES, Arm
from kozel_gui.layout_board import BoardLayout, Growth, layout_board
from kozel_gui.layout_geom import Box

__all__ = ["ARM_NAMES", "Arm", "Growth", "SpinnerLayout", "layout_spinner"]

SpinnerLayout = BoardLayout
"""A four-way table laid out: the same board as a line's, with four arms."""


def layout_spinner(growth: Sequence[Growth], field: Any, *, max_long: float,
                   keepout: Sequence[Box] = (), capacity: int | None = None) -> SpinnerLayout:
    """Lay out a four-way table grown by ``growth`` (in the order of play) inside ``field``,
    clear of ``keepout``, at the largest scale (long side at most ``max_long``) that holds
    a table of ``capacity`` tiles (None: no such promise) and every tile it has needed so
    far, shown as large as the tiles down allow."""
    return layout_board(growth, field, max_long=max_long, keepout=keepout,
                        capacity=capacity)
