"""Pointing at a number on the score sheet: each side's figures in the newest row are a spot
of the focus ring (a click on it, or the arrows or Tab and Enter), so the score steps are
done, not read.

The spots are where the sheet painter puts the newest row's cells
(``table.sheet.newest_cells``), read from the same ``SheetView`` the table paints; they
exist only while that row is on the sheet (after the round is revealed). The rings that
point stay off the tiles down (``ring_rect``); their arrows stand on a side where they cover
nothing the table shows (``arrow_side`` over ``keep_clear``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from kozel_gui.focus import Item
from kozel_gui.layout import Box
from kozel_gui.table.hud import message_place
from kozel_gui.table.model import TableModel
from kozel_gui.table.paint import message_at
from kozel_gui.table.sheet import newest_cells
from kozel_gui.table.view import TableView, sheet_view

__all__ = ["SPOT_KEY", "Spot", "arrow_points", "arrow_side", "bounds_of", "keep_clear", "ring_rect",
           "side_boxes"]

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


SIDES = ("above", "below", "left", "right")
"""Where an arrow may stand by its ring, in the order tried."""


def arrow_points(ring: pygame.Rect, side: str, size: int, gap: int) -> list[tuple[int, int]]:
    """An arrow ``size`` px wide each way of its shaft's line, ``gap`` px off ``ring`` on
    ``side``, its tip pointing at the ring."""
    long, half = round(size * 1.6), size // 3
    # Drawn pointing down at (0, 0), then turned to its side.
    shape = [(0, 0), (-size, -size), (-half, -size), (-half, -long), (half, -long),
             (half, -size), (size, -size)]
    if side == "above":
        tip = (ring.centerx, ring.top - gap)
        return [(tip[0] + x, tip[1] + y) for x, y in shape]
    if side == "below":
        tip = (ring.centerx, ring.bottom + gap)
        return [(tip[0] + x, tip[1] - y) for x, y in shape]
    if side == "left":
        tip = (ring.left - gap, ring.centery)
        return [(tip[0] + y, tip[1] + x) for x, y in shape]
    tip = (ring.right + gap, ring.centery)
    return [(tip[0] - y, tip[1] + x) for x, y in shape]


def bounds_of(points: Sequence[tuple[int, int]]) -> pygame.Rect:
    """The box round ``points``."""
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def arrow_side(ring: pygame.Rect, size: int, gap: int, keep: Sequence[pygame.Rect],
               inside: pygame.Rect) -> str:
    """The side of ``ring`` where its arrow covers nothing of ``keep`` (the tiles, the
    words, the sheet's figures, the buttons: issue 18, the arrow lay over «Ваш ход», a
    tile of the line, the total «93») and stays ``inside`` the window; where every side
    covers something, the side that covers least."""
    def cover(side: str) -> tuple[bool, int]:
        box = bounds_of(arrow_points(ring, side, size, gap))
        hidden = sum(box.clip(k).w * box.clip(k).h for k in keep)
        return not inside.contains(box), hidden

    return min(SIDES, key=cover)


def keep_clear(m: TableModel, table: TableView | None, down: tuple[Box, ...], panel: Box
               ) -> tuple[pygame.Rect, ...]:
    """What the arrows keep off: the tiles ``down`` and in hand, the plates, the tutorial's
    ``panel``, the table's buttons, the prompt line («Ваш ход») of ``table`` (the table's
    picture this frame), the sheet's rows above its newest."""
    boxes = [*down, *m.hand_boxes(), *(s.plate for s in m.layout.seats.values()),
             *(b.rect for b in m.hits.buttons), *m.fixtures.corner, panel,
             m.layout.bazaar]
    out = [pygame.Rect(round(b.x), round(b.y), round(b.w), round(b.h)) for b in boxes
           if b.w > 0]
    if table is not None and table.message and table.fixtures is not None:
        out.append(message_place(table.message, *message_at(table))[1])
    sheet = sheet_view(m)
    cells = newest_cells(sheet) if sheet is not None else []
    if sheet is not None and cells:
        top = min(c.top for pair in cells for c in pair)
        out.append(pygame.Rect(round(sheet.box.x), round(sheet.box.y), round(sheet.box.w),
                               top - round(sheet.box.y)))
    return tuple(out)
