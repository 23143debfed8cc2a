"""The kids' table's hand-over cover: when a child and a grown-up (or two children) take
turns at one screen, the screen hides every hand between their turns with a picture and no
words — the face of whoever just played, a fat arrow passing it on to the big face of
whoever plays next, and a big green ▶ that the next person taps (or Enter) to see their
tiles.  The grown-ups' cover (``kozel_gui.table.cover``) says the same in words with a
letter avatar; a five-year-old reads neither.

The cover is opaque (the meadow itself), so no hand shows through it.  Only the ▶ lifts it:
a child tapping on and on elsewhere does not show the next person's tiles.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from kozel_gui.controls import Button
from kozel_gui.kids.art import chunky, play_icon

__all__ = ["CoverPlaces", "cover_places", "paint_cover_go", "paint_kids_cover"]


@dataclass(frozen=True, slots=True)
class CoverPlaces:
    """Where the cover's pictures stand in a window."""

    face: pygame.Rect
    """The next person's big face."""
    last: pygame.Rect
    """The face of whoever just played, smaller, to its left."""
    go: pygame.Rect
    """The big green ▶ under the next face."""


def cover_places(size: tuple[int, int], *, last: bool = True) -> CoverPlaces:
    """The cover's places in a window of ``size``: the faces across the middle (the next
    one in the middle when nobody else played before: ``last``), the ▶ under the big one,
    all clear of the door and the house in the top corners."""
    w, h = size
    s = min(h, w * 9 / 16) / 720
    d = round(min(260 * s, h * 0.4))
    face = pygame.Rect(0, 0, d, d)
    face.center = (round(w * (0.6 if last else 0.5)), round(h * 0.42))
    small = round(d * 0.55)
    before = pygame.Rect(0, 0, small, small)
    before.center = (round(w * 0.6 - d * 1.55), face.centery)
    go = pygame.Rect(0, 0, max(150, round(210 * s)), max(96, round(130 * s)))
    go.midtop = (face.centerx, face.bottom + round(40 * s))
    return CoverPlaces(face, before, go)


def paint_kids_cover(surface: pygame.Surface, cloth: pygame.Surface, places: CoverPlaces,
                     faces: tuple[pygame.Surface, pygame.Surface | None], go: Button,
                     scale: float, now: float) -> None:
    """The whole window: the meadow, the last player's face (if another person played
    last), the arrow passing the turn on, the next face in a warm glow, and the ▶."""
    surface.blit(cloth, (0, 0))
    face, last = faces
    box = places.face
    pulse = 0.5 + 0.5 * math.sin(now * math.tau * 0.8)
    glow = pygame.Surface(box.inflate(box.w // 2, box.h // 2).size, pygame.SRCALPHA)
    pygame.draw.circle(glow, (255, 250, 170, round(110 + 70 * pulse)), glow.get_rect().center,
                       glow.get_width() // 2)
    surface.blit(glow, glow.get_rect(center=box.center))
    pygame.draw.circle(surface, (70, 100, 130), (box.centerx + 4, box.centery + 6), box.w // 2)
    surface.blit(pygame.transform.smoothscale(face, box.size), box.topleft)
    if last is not None:
        small = places.last
        pygame.draw.circle(surface, (70, 100, 130), (small.centerx + 3, small.centery + 4),
                           small.w // 2)
        surface.blit(pygame.transform.smoothscale(last, small.size), small.topleft)
        _pass_on(surface, small, box, now)
    go.draw(surface, scale, now)


def _pass_on(surface: pygame.Surface, start: pygame.Rect, end: pygame.Rect, now: float) -> None:
    """A fat white arrow from the last face to the next, nudging towards the next: "your
    turn now, pass it on"."""
    y = start.centery - start.h * 0.1
    x0, x1 = start.right + start.w * 0.12, end.left - end.w * 0.1
    if x1 - x0 < 20:
        return
    nudge = (x1 - x0) * 0.06 * (0.5 + 0.5 * math.sin(now * math.tau * 1.2))
    x0, x1 = x0 + nudge, x1 + nudge * 0.3
    thick, head = start.h * 0.16, start.h * 0.34
    body = [(x0, y - thick / 2), (x1 - head, y - thick / 2), (x1 - head, y - head),
            (x1, y), (x1 - head, y + head), (x1 - head, y + thick / 2), (x0, y + thick / 2)]
    pygame.draw.polygon(surface, (70, 100, 130), [(px + 3, py + 4) for px, py in body])
    pygame.draw.polygon(surface, (255, 255, 255), body)
    pygame.draw.polygon(surface, (255, 170, 40), body, max(2, round(thick / 5)))


def paint_cover_go(surface: pygame.Surface, button: Button, scale: float, hot: bool,
                   now: float) -> None:
    """The cover's big green ▶, glowing: the one thing to press."""
    chunky(surface, button.rect, (90, 190, 90), glow=True)
    play_icon(surface, button.rect.center, button.rect.h * 0.5)
