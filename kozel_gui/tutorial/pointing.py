"""Pointing at a number on the score sheet: each side's figures in the newest row are a spot
of the focus ring (a click on it, or the arrows or Tab and Enter), so the score steps are
done, not read.

The spots are where the sheet painter puts the newest row's cells
(``table.sheet.newest_cells``), read from the same ``SheetView`` the table paints; they
exist only while that row is on the sheet (after the round is revealed). The rings that
point stay off the tiles down (``ring_rect``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from kozel_gui.focus import Item
from kozel_gui.table.model import TableModel
from kozel_gui.table.sheet import newest_cells
from kozel_gui.table.view import sheet_view

__all__ = ["SPOT_KEY", "Spot", "ring_rect", "side_boxes"]

SPOT_KEY = "tutor_side:"
"""A spot's focus key is this and the side's number."""


class Spot(Item):
    """One side's figures in the sheet's newest row: pressing it points at them."""

    own_mouse = True

    def __init__(self, side: int, rect: pygame.Rect, action: Callable[[int], None]) -> None:
        super().__init__(f"{SPOT_KEY}{side}")
        self.side = side
        self._rect = pygame.Rect(rect)
        self.action = action

    @property
    def rect(self) -> pygame.Rect:
        """The side's two lines of the newest row."""
        return self._rect

    def activate(self) -> None:
        """Point at this side's figures."""
        self.action(self.side)


def side_boxes(m: TableModel) -> list[pygame.Rect]:
    """Per side, the box around its figures in the sheet's newest row (the round's and the
    total), once the finished round is written there; else none."""
    v = sheet_view(m)
    if v is None or m.round.outcome() is None or v.sheet is not m.session.sheet:
        return []  # the round is not over, or not yet written (its hands still turning up)
    return [delta.union(total).inflate(-4, 0) for delta, total in newest_cells(v)]


def ring_rect(box: pygame.Rect, grow: int, down: Sequence[pygame.Rect]) -> pygame.Rect:
    """The ring round ``box``, ``grow`` px out, but never onto a tile down: an end's spot
    lies a hair from the tile it follows, so there the ring hugs the spot (P31/P32: the
    rings of the ends lay some 5 px over the tiles)."""
    ring = box.inflate(2 * grow, 2 * grow)
    near = [d for d in down if d.colliderect(ring)]
    if not near:
        return ring
    room = min(max(d.left - box.right, box.left - d.right, d.top - box.bottom,
                   box.top - d.bottom) for d in near)
    return box.inflate(2 * max(0, room), 2 * max(0, room))
