"""The picture tutorial's own pictures: the cartoon hand that taps what to touch, and the
kids' menu button that opens the tutorial again (a tile with that same hand tapping it).

Light on purpose (pygame and the kids' art only): the kids' menu imports it to draw its
button without loading the table.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from kozel_gui.controls import Button
from kozel_gui.kids.art import GOLD_EDGE, chunky

__all__ = ["LESSON_TILE", "TileDrawer", "hand", "hand_box", "paint_lesson_button"]

TileDrawer = Callable[[pygame.Surface, int, int, int, int, tuple[float, float]], None]
"""Draws a face-up tile: (surface, a, b, long side in px, degrees, centre)."""

LESSON_TILE = (2, 5)
"""The tile on the button: the first tile the tutorial's first step asks for."""
_LESSON_COLOUR = (255, 214, 90)
_TAP_S = 1.6
"""Seconds per tap of the button's hand: slower than in the tutorial, it only invites."""


def hand_box(tip: tuple[float, float], size: float, *, down: bool = False) -> pygame.Rect:
    """Where the glove of ``hand`` lies (its outline too): under its fingertip ``tip``,
    or above it when it points ``down``."""
    edge = max(2, round(size * 0.05))
    parts = _parts(tip, size)
    box = parts[0].unionall(parts[1:]).inflate(2 * edge, 2 * edge)
    if down:  # the same glove upside down about the fingertip's line
        box.bottom = round(tip[1]) + (round(tip[1]) - box.y)
    return box


def hand(surface: pygame.Surface, tip: tuple[float, float], size: float, *,
         down: bool = False) -> None:
    """A white glove pointing with its index finger, up (or ``down``, from above: where
    there is no room under the fingertip); ``tip`` is the fingertip."""
    if not down:
        _glove(surface, tip, size)
        return
    up = hand_box(tip, size)
    glove = pygame.Surface(up.size, pygame.SRCALPHA)
    _glove(glove, (tip[0] - up.x, tip[1] - up.y), size)
    surface.blit(pygame.transform.flip(glove, False, True), hand_box(tip, size, down=True))


def _parts(tip: tuple[float, float], size: float) -> list[pygame.Rect]:
    """The glove's rounded parts: the finger, three knuckles, the thumb, the palm."""
    x, y = tip
    finger = pygame.Rect(0, 0, round(size * 0.26), round(size * 0.6))
    finger.midtop = (round(x), round(y))
    palm = pygame.Rect(0, 0, round(size * 0.7), round(size * 0.62))
    palm.midtop = (round(x + size * 0.18), round(y + size * 0.42))
    knuckles = [pygame.Rect(0, 0, round(size * 0.22), round(size * 0.3)) for _ in range(3)]
    for i, k in enumerate(knuckles):
        k.midtop = (round(x + size * (0.12 + 0.2 * i)), round(y + size * 0.34))
    tw, th = round(size * 0.36), round(size * 0.22)
    thumb = pygame.Rect(palm.x + round(size * 0.08) - tw, palm.centery - th // 2, tw, th)
    return [finger, *knuckles, thumb, palm]


def _glove(surface: pygame.Surface, tip: tuple[float, float], size: float) -> None:
    parts = _parts(tip, size)
    edge = max(2, round(size * 0.05))
    for part in parts:
        pygame.draw.rect(surface, GOLD_EDGE, part.inflate(2 * edge, 2 * edge),
                         border_radius=part.w // 2)
    for part in parts:
        pygame.draw.rect(surface, (255, 255, 255), part, border_radius=part.w // 2)


def paint_lesson_button(tile: TileDrawer, surface: pygame.Surface, button: Button,
                        scale: float, hot: bool, now: float) -> None:
    """The tutorial's door on the kids' menu: a yellow button, a tile in the child's
    pictures on it and the tutorial's hand tapping that tile (no word to read)."""
    rect = button.rect
    chunky(surface, rect, _LESSON_COLOUR, glow=hot, pressed=hot and button.down)
    long_px = round(rect.w * 0.8)
    centre = (rect.centerx, rect.y + rect.h * 0.32)
    tile(surface, *LESSON_TILE, long_px, 90, centre)
    lift = (0.5 + 0.5 * math.sin(now * math.tau / _TAP_S)) * rect.h * 0.06
    hand(surface, (rect.centerx + rect.w * 0.12, rect.y + rect.h * 0.4 + lift), rect.h * 0.44)
