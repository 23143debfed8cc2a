"""Name plates with avatars, big announcements, the message line and the hot-seat cover."""

from __future__ import annotations

import math
import zlib

import pygame

from kozel_gui.assets import fit_text, font
from kozel_gui.layout import Box
from kozel_gui.table.anim import Announcement
from kozel_gui.table.theme import (
    GLOW,
    PLATE,
    PLATE_EDGE,
    TEXT,
    TEXT_DIM,
    YELLOW,
    blit_centered,
    px,
    rounded,
    text,
)

__all__ = ["announcement", "avatar", "cover", "message", "plate"]

_AVATAR_COLOURS = ((176, 96, 60), (88, 120, 170), (120, 150, 80), (160, 110, 160),
                   (190, 150, 70), (90, 150, 140))
_AVATARS: dict[tuple[str, str | None, int], pygame.Surface] = {}


def avatar(name: str, hint: str | None, d: int) -> pygame.Surface:
    """A round avatar: a simple drawn face for a bot (its hint picks the details), else initials."""
    key = (name, hint, d)
    surf = _AVATARS.get(key)
    if surf is None:
        surf = _AVATARS[key] = _paint_avatar(name, hint, d)
    return surf


def _paint_avatar(name: str, hint: str | None, d: int) -> pygame.Surface:
    big = d * 4
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    colour = _AVATAR_COLOURS[zlib.crc32(name.encode()) % len(_AVATAR_COLOURS)]
    pygame.draw.circle(s, colour, (big // 2, big // 2), big // 2)
    pygame.draw.circle(s, (40, 28, 18), (big // 2, big // 2), big // 2, max(2, big // 28))
    if hint is None:
        initials = "".join(w[0] for w in name.split()[:2]).upper() or "?"
        label = text(initials, max(14, big // 3), TEXT, bold=True)
        blit_centered(s, label, (big / 2, big / 2))
    else:
        _face(s, big, hint)
    return pygame.transform.smoothscale(s, (d, d))


def _face(s: pygame.Surface, big: int, hint: str) -> None:
    """A friendly face; ears, beard, cap or horns from the personality's hint."""
    c = big / 2
    skin = (238, 200, 160)
    h = hint.lower()
    if any(k in h for k in ("goat", "коз")):
        for dx in (-1, 1):
            pygame.draw.polygon(s, (230, 220, 190), [(c + dx * big * 0.12, c - big * 0.2),
                                                     (c + dx * big * 0.3, c - big * 0.42),
                                                     (c + dx * big * 0.2, c - big * 0.16)])
        skin = (236, 228, 210)
    if any(k in h for k in ("cat", "кот", "fox", "лис", "bear", "медв", "dog", "пёс", "соб")):
        for dx in (-1, 1):
            pygame.draw.circle(s, skin, (c + dx * big * 0.22, c - big * 0.22), big * 0.1)
    pygame.draw.circle(s, skin, (c, c + big * 0.03), big * 0.28)
    eye = big * 0.045
    for dx in (-1, 1):
        pygame.draw.circle(s, (30, 24, 20), (c + dx * big * 0.1, c - big * 0.02), eye)
    pygame.draw.arc(s, (120, 50, 40), pygame.Rect(c - big * 0.1, c, big * 0.2, big * 0.14),
                    math.pi * 1.1, math.pi * 1.9, max(2, big // 40))
    if any(k in h for k in ("beard", "бород", "дед", "old", "goat", "коз")):
        pygame.draw.polygon(s, (220, 220, 220), [(c - big * 0.12, c + big * 0.18),
                                                 (c + big * 0.12, c + big * 0.18),
                                                 (c, c + big * 0.4)])
    if any(k in h for k in ("cap", "кепк", "worker", "рабоч")):
        pygame.draw.ellipse(s, (60, 60, 70), pygame.Rect(c - big * 0.3, c - big * 0.34,
                                                         big * 0.6, big * 0.22))
    if any(k in h for k in ("glasses", "очк", "teacher", "учит")):
        for dx in (-1, 1):
            pygame.draw.circle(s, (40, 40, 40), (c + dx * big * 0.1, c - big * 0.02),
                               big * 0.075, max(2, big // 50))


_PLATES: dict[tuple[object, ...], pygame.Surface] = {}
_PLATE_PAD = 10  # room around a plate's body for its glow and shadow


def plate(surface: pygame.Surface, box: Box, *, name: str, hint: str | None, count: int | None,
          active: bool, thinking: float | None, lift: float, scale: float,
          note: str | None = None) -> None:
    """A seat's name plate: avatar, name, tile count; glows when the seat is to move."""
    from kozel_gui.i18n import ntr

    sub = note
    if thinking is not None:
        sub = "•" * (1 + int(thinking * 3) % 3)
    elif count is not None and sub is None:
        sub = ntr("table.tiles", count)
    size = (round(box.w), round(box.h))
    key = (size, name, hint, sub, active, scale)
    surf = _PLATES.get(key)
    if surf is None:
        if len(_PLATES) > 300:
            _PLATES.clear()
        surf = _PLATES[key] = _paint_plate(size, name, hint, sub, active, scale)
    surface.blit(surf, (round(box.x) - _PLATE_PAD, round(box.y + lift * box.h) - _PLATE_PAD))


def _paint_plate(size: tuple[int, int], name: str, hint: str | None, sub: str | None,
                 active: bool, scale: float) -> pygame.Surface:
    pad = _PLATE_PAD
    surf = pygame.Surface((size[0] + 2 * pad, size[1] + 2 * pad), pygame.SRCALPHA)
    rect = pygame.Rect(pad, pad, *size)
    radius = max(6, rect.h // 5)
    if active:
        for grow, alpha in ((16, 60), (8, 110)):
            rounded(surface=surf, rect=rect.inflate(grow, grow), colour=(*GLOW, alpha),
                    radius=radius + grow // 2)
    rounded(surf, rect.move(2, 3), (0, 0, 0, 100), radius)
    rounded(surf, rect, (*PLATE, 235), radius)
    rounded(surf, rect, GLOW if active else PLATE_EDGE, radius, 2)
    d = round(rect.h * 0.78)
    surf.blit(avatar(name, hint, d), (rect.x + (rect.h - d) // 2, rect.y + (rect.h - d) // 2))
    x = rect.x + rect.h + 2
    width = rect.right - x - 6
    fsize = px(18, scale)
    label = text(fit_text(font(fsize, bold=True), name, width), fsize, YELLOW if active else TEXT, bold=True)
    surf.blit(label, (x, rect.y + rect.h * 0.1))
    if sub:
        small = px(16, scale)
        surf.blit(text(sub, small, TEXT_DIM), (x, rect.y + rect.h * 0.1 + label.get_height()))
    return surf




def announcement(surface: pygame.Surface, word: Announcement, now: float, scale: float) -> None:
    """A big word («Стук!», «Рыба!») popping in near its seat and fading out."""
    zoom, alpha = word.look(now)
    if alpha <= 0:
        return
    size = max(14, round(px(56, scale) * zoom))
    surf = text(word.text, size, word.colour, bold=True, shadow=True).copy()
    surf.set_alpha(alpha)
    x = min(max(word.pos[0], surf.get_width() / 2 + 4),
            surface.get_width() - surf.get_width() / 2 - 4)
    blit_centered(surface, surf, (x, word.pos[1]))


def message(surface: pygame.Surface, s: str, centre: tuple[float, float], scale: float) -> None:
    """A short line on a soft dark band (reasons, hints, whose move it is)."""
    label = text(s, px(18, scale), TEXT)
    rect = label.get_rect(center=(round(centre[0]), round(centre[1]))).inflate(24, 10)
    rounded(surface, rect, (10, 14, 10, 170), rect.h // 2)
    blit_centered(surface, label, rect.center)


def cover(surface: pygame.Surface, name: str, scale: float) -> None:
    """The hot-seat screen that hides the hand until the next person is at the mouse."""
    from kozel_gui.i18n import tr

    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((8, 12, 8, 235))
    surface.blit(shade, (0, 0))
    w, h = surface.get_size()
    blit_centered(surface, text(tr("table.pass_mouse", name=name), px(44, scale), YELLOW,
                                bold=True, shadow=True), (w / 2, h * 0.45))
    blit_centered(surface, text(tr("table.pass_go"), px(22, scale), TEXT), (w / 2, h * 0.56))
