"""The cards of the kids' home: a level's picture and its title (for the grown-up), and the
badge of a game left there before its end, which a tap on the card plays on.

The badge needs no reading: the child's own face in a white disc on the card's corner, a
green «go on» triangle under it (the one on every kids' «Играть»), bobbing gently, so the
card says "your game is waiting here" (P33: the house ended a free game, a won round lost).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from kozel_gui.assets import font
from kozel_gui.fitting import fit_name
from kozel_gui.i18n import tr
from kozel_gui.kids.art import own_face, padlock, play_icon
from kozel_gui.kids.levels import LEVEL_TITLES
from kozel_gui.tiles import TileRenderer

__all__ = ["card_icon", "card_label", "company_boxes", "company_icon", "label_boxes", "resume_badge",
           "resume_box"]

TileDrawer = Callable[[pygame.Surface, int, int, int, int, tuple[float, float]], None]
"""Draws a face-up tile ``(surface, a, b, long_px, angle, centre)`` in the chosen pictures."""


def card_label(level: int, rect: pygame.Rect) -> tuple[list[str], int]:
    """A card's title fitted inside its rim (the grown-up reads it; in any language):
    smaller, or on two lines, before it is ever cut.  The rim's rounded corners narrow the
    card's bottom, so the words keep to its middle (P27: «Маленькая игра» ran over the rim
    at 1024×600)."""
    best = max(16, round(rect.w * 0.11))
    lines, size, _ = fit_name(tr(LEVEL_TITLES[level]), round(rect.w * 0.74), round(rect.h * 0.3),
                              False, (best, max(14, round(best * 0.8)), 12))
    return lines, size


def label_boxes(level: int, rect: pygame.Rect) -> list[pygame.Rect]:
    """Where each line of a card's title is drawn: centred, the last line's bottom clear
    of the rim's rounded corners."""
    lines, size = card_label(level, rect)
    face = font(size, True)
    bottom = rect.bottom - rect.h * 0.1
    boxes = []
    for line in reversed(lines):
        box = pygame.Rect((0, 0), face.size(line))
        box.midbottom = (rect.centerx, round(bottom))
        boxes.append(box)
        bottom -= face.get_linesize()
    return boxes[::-1]


def card_icon(tiles: TileRenderer, tile: TileDrawer, surface: pygame.Surface,
              rect: pygame.Rect, level: int, is_open: bool) -> None:
    """What each card shows: one tile and a spot; three tiles; tiles and the bazaar; play."""
    cx, cy = rect.centerx, rect.y + rect.h * 0.42
    long_px = max(24, round(rect.w * 0.36))
    if not is_open:
        padlock(surface, (cx, cy), rect.w * 0.3)
    elif level == 1:
        tile(surface, 1, 4, long_px, 90, (cx - long_px * 0.35, cy - long_px * 0.2))
        tile(surface, 4, 6, long_px, 0, (cx + long_px * 0.45, cy + long_px * 0.12))
    elif level == 2:
        for i, (a, b) in enumerate(((2, 3), (3, 5), (1, 2))):
            tile(surface, a, b, long_px, 0, (cx + (i - 1) * long_px * 0.58, cy))
    elif level == 3:
        for i in range(3):
            back = tiles.back(long_px, 90, "wood")
            surface.blit(back, (round(cx - long_px * 1.0), round(cy - long_px * 0.6 + i * 7)))
        tile(surface, 0, 3, long_px, 0, (cx + long_px * 0.35, cy))
    else:
        play_icon(surface, (cx, cy), rect.w * 0.4)


def company_boxes(rect: pygame.Rect, players: int) -> list[pygame.Rect]:
    """Where the faces of a family's game stand on the big card: in a row (two rows of two
    for four), across the picture's place, each on its white disc."""
    per_row = 2 if players == 4 else players
    d = round(min(rect.w * 0.8 / per_row, rect.h * (0.27 if players == 4 else 0.4)))
    rows = (players + per_row - 1) // per_row
    cy = rect.y + rect.h * 0.42
    boxes = []
    for i in range(players):
        row, col = divmod(i, per_row)
        box = pygame.Rect(0, 0, d, d)
        box.center = (round(rect.centerx + (col - (per_row - 1) / 2) * d * 1.04),
                      round(cy + (row - (rows - 1) / 2) * d * 1.04))
        boxes.append(box)
    return boxes


def company_icon(surface: pygame.Surface, rect: pygame.Rect, faces: list[pygame.Surface],
                 now: float) -> None:
    """The big card's picture of a family's game left before its end: the faces of all who
    sat at it (``faces``, each ``company_boxes``' size), so a family sees its own game, and
    the bobbing green «go on» of a game to play on (the badge's, whose face is among them)."""
    boxes = company_boxes(rect, len(faces))
    for box, face in zip(boxes, faces, strict=True):
        pygame.draw.circle(surface, (255, 255, 255), box.center, box.w * 0.54)
        surface.blit(face, box.topleft)
    go = round(rect.w * 0.16)
    last = boxes[-1]
    _go_disc(surface, (last.right - go * 0.2, last.bottom - go * 0.2
                       + math.sin(now * 3.0) * rect.w * 0.015), go)


def resume_box(rect: pygame.Rect) -> pygame.Rect:
    """Where a card's badge of a game to play on sits: in its top-right corner, inside its
    rim (the focus ring around the card never crosses it)."""
    d = round(rect.w * 0.34)
    inset = round(rect.w * 0.05)
    box = pygame.Rect(0, 0, d, d)
    box.topright = (rect.right - inset, rect.top + inset)
    return box


def resume_badge(surface: pygame.Surface, rect: pygame.Rect, avatar: str | None,
                 now: float) -> None:
    """The badge of a game left on the card ``rect``: the child's face on a white disc
    with a green «go on» triangle, bobbing."""
    box = resume_box(rect).move(0, round(math.sin(now * 3.0) * rect.w * 0.015))
    d = box.w
    pygame.draw.circle(surface, (70, 100, 130), (box.centerx + 2, box.centery + 3), d / 2)
    pygame.draw.circle(surface, (255, 255, 255), box.center, d / 2)
    face = round(d * 0.8)
    surface.blit(own_face(avatar, face), (box.centerx - face // 2, box.centery - face // 2))
    go = round(d * 0.46)
    _go_disc(surface, (box.right - go * 0.35, box.bottom - go * 0.35), go)


def _go_disc(surface: pygame.Surface, at: tuple[float, float], go: int) -> None:
    """The green «go on» triangle in a white-rimmed disc ``go`` pixels round."""
    pygame.draw.circle(surface, (255, 255, 255), at, go / 2)
    pygame.draw.circle(surface, (90, 190, 90), at, go / 2 - max(2, go // 12))
    play_icon(surface, (at[0] + go * 0.05, at[1]), go * 0.42)
