"""How the focus ring looks and where it may paint: a bright line with a dark edge and a soft
glow around the focused item (``kozel_gui.focus`` decides which item has it).

The ring keeps to the free room around its item: where a neighbour (another control, a
label's words, the window's edge) is nearer than the ring's full reach, the glow goes
first, then the gap, until the line lies on the item's own border; it never paints over
what is beside the item.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from kozel_gui.focus import Item

__all__ = ["GOLD", "KIDS", "RingStyle", "draw_ring", "free_room", "row_band", "shown_rects"]


@dataclass(frozen=True, slots=True)
class RingStyle:
    """How the ring looks: a bright line with a dark edge, ``gap`` px outside the item."""

    colour: tuple[int, int, int]
    edge: tuple[int, int, int]
    width: int
    gap: int

    @property
    def glow(self) -> int:
        """The soft halo's width outside the ring's line."""
        return 2 * self.width + 4

    @property
    def reach(self) -> int:
        """How far outside its item the ring paints with room to spare (what must keep
        clear of a button for its ring to show whole)."""
        return self.gap + self.glow


GOLD = RingStyle((255, 224, 140), (13, 36, 23), 4, 6)
"""The game's ring: the titles' gold with the felt's darkest green around it."""
KIDS = RingStyle((36, 62, 110), (255, 255, 255), 6, 8)
"""Kids' mode: a thick ink-blue ring (the title's colour) in a white edge, clear on the sky
and the grass and unlike the orange of a chosen picture set."""

EDGE = 2
"""How far the dark edge shows outside the bright line."""


ROW_GAP = -3
"""A list row's ring lies this far inside the row (rows touch: outside it would cross the
next one)."""


def row_band(style: RingStyle = GOLD) -> int:
    """How far into a list row its ring paints, the dark edge inside the line included: a
    row's words start clear of it (eh.png: History's first letter touched the ring)."""
    return -ROW_GAP - EDGE + style.width + 4


def free_room(rect: pygame.Rect, around: Iterable[pygame.Rect],
              bounds: pygame.Rect | None = None) -> int | None:
    """How many pixels around ``rect`` are free: to the nearest of ``around`` (a rect the ring
    would reach when it reaches that far on both axes) and to the edges of ``bounds``.
    Rects overlapping ``rect`` (what it lies on, its own parts) do not count; None: no limit.
    """
    room: int | None = None
    for other in around:
        if other.colliderect(rect):
            continue
        apart = max(other.left - rect.right, rect.left - other.right,
                    other.top - rect.bottom, rect.top - other.bottom)
        room = apart if room is None else min(room, apart)
    if bounds is not None:
        edge = min(rect.left - bounds.left, rect.top - bounds.top, bounds.right - rect.right,
                   bounds.bottom - rect.bottom)
        room = edge if room is None else min(room, edge)
    return None if room is None else max(0, room)


def shown_rects(elements: Iterable[Any], skip: object) -> list[pygame.Rect]:
    """Where the visible pygame-gui ``elements`` other than ``skip`` show on the screen:
    each rect cut to the containers it is seen through (a row scrolled out of a page's
    view shows nowhere, and is no neighbour)."""
    out = []
    for element in elements:
        if element is skip or not getattr(element, "visible", True):
            continue
        shown = pygame.Rect(element.rect)
        container = getattr(element, "ui_container", None)
        while container is not None and shown.w and shown.h:
            shown = shown.clip(pygame.Rect(container.get_rect()))
            parent = getattr(container, "ui_container", None)
            container = parent if parent is not container else None
        if shown.w and shown.h:
            out.append(shown)
    return out


def draw_ring(surface: pygame.Surface, item: Item, style: RingStyle = GOLD,
              around: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """The focus ring around ``item``: a soft glow, a dark edge, the bright line inside it,
    within the free room between the item and ``around`` (its neighbours on the screen) and
    the surface's edges.

    A list row's ring lies inside the row (rows touch: outside it would cross the next row
    or the list's header); an item seen through a view (a scrolled page) is ringed only
    where it shows, never over what is around the view.  Returns where it painted (a
    screen that repaints only what changed restores it there: ``FocusRing.drawn``).
    """
    clip = item.clip
    if clip is not None and not clip.colliderect(item.rect):
        return None
    if item.select_on_click:
        glow, gap = 2, ROW_GAP  # no halo, only the edge: the row is one line of text high
    else:
        room = free_room(item.rect, around, surface.get_rect())
        reach = style.reach if room is None else min(style.reach, room - 1)
        gap = min(style.gap, reach - EDGE)  # below 0: the line on the item's own border
        gap = max(gap, -min(item.rect.w, item.rect.h) // 4)
        glow = max(0, min(style.glow, reach - gap))
    rect = item.rect.inflate(2 * gap, 2 * gap)
    before = surface.get_clip()
    if clip is not None:
        surface.set_clip(clip.clip(before))
    try:
        _paint_ring(surface, item, style, rect, glow, gap)
    finally:
        surface.set_clip(before)
    margin = max(glow, EDGE)
    return rect.inflate(2 * margin + 2, 2 * margin + 2)


def _paint_ring(surface: pygame.Surface, item: Item, style: RingStyle, rect: pygame.Rect,
                glow: int, gap: int) -> None:
    margin = max(glow, EDGE)
    canvas = pygame.Surface(rect.inflate(2 * margin, 2 * margin).size, pygame.SRCALPHA)
    inner = rect.move(margin - rect.x, margin - rect.y)
    halo = (*style.colour, 70)
    if item.round:
        centre, r = inner.center, inner.w // 2
        if glow:
            pygame.draw.circle(canvas, halo, centre, r + glow, glow)
        pygame.draw.circle(canvas, style.edge, centre, r + EDGE, style.width + 4)
        pygame.draw.circle(canvas, style.colour, centre, r, style.width)
    else:
        radius = item.radius if item.select_on_click else max(2, item.radius + gap)
        if glow:
            pygame.draw.rect(canvas, halo, inner.inflate(2 * glow, 2 * glow), glow,
                             border_radius=radius + glow)
        pygame.draw.rect(canvas, style.edge, inner.inflate(2 * EDGE, 2 * EDGE),
                         style.width + 4, border_radius=radius + EDGE)
        pygame.draw.rect(canvas, style.colour, inner, style.width, border_radius=radius)
    surface.blit(canvas, (rect.x - margin, rect.y - margin))
