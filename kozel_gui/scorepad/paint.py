"""Drawing helpers shared by the score pad's pages: colours, cached text, panels, the fish icon."""

from __future__ import annotations

import pygame

from kozel_gui.assets import font
from kozel_gui.fitting import fit_name

__all__ = ["COLOURS", "blit_name", "blit_text", "fish_icon", "panel", "px", "text"]

COLOURS: dict[str, tuple[int, int, int]] = {
    "paper": (22, 16, 12),
    "paper_edge": (201, 163, 90),
    "rule": (74, 58, 40),
    "band": (44, 33, 23),
    "ink": (244, 241, 232),
    "muted": (184, 173, 149),
    "remembered": (242, 200, 75),
    "open": (224, 75, 58),
    "near": (104, 40, 28),
    "goat": (246, 217, 142),
    "select": (60, 82, 58),
    "fish": (126, 196, 220),
    "crossed": (184, 173, 149),
    "error": (255, 150, 130),
    "table": (31, 90, 58),
}
"""The pad's colours: a dark sheet so yellow and red read at 4.5:1 or better (DESIGN.md)."""

_TEXT: dict[tuple[str, int, bool, tuple[int, int, int]], pygame.Surface] = {}


def px(value: float, height: int) -> int:
    """``value`` pixels at 720 p scaled to a window ``height`` tall (never below 14 for text)."""
    return max(1, round(value * height / 720))


def text(s: str, size: int, colour: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """Rendered text, cached (a sheet redraws the same numbers every frame)."""
    key = (s, max(14, size), bold, colour)
    surf = _TEXT.get(key)
    if surf is None:
        if len(_TEXT) > 4000:
            _TEXT.clear()
        surf = _TEXT[key] = font(key[1], bold).render(s, True, colour)
    return surf


def blit_text(surface: pygame.Surface, s: str, size: int, colour: tuple[int, int, int],
              pos: tuple[float, float], *, bold: bool = False, anchor: str = "midleft",
              max_width: int | None = None) -> pygame.Rect:
    """Draw text placed by a ``pygame.Rect`` anchor; squeezed to ``max_width`` if too wide."""
    surf = text(s, size, colour, bold)
    if max_width is not None and surf.get_width() > max_width > 0:
        h = max(1, round(surf.get_height() * max_width / surf.get_width()))
        surf = pygame.transform.smoothscale(surf, (max_width, h))
    rect = surf.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(surf, rect)
    return rect


def blit_name(surface: pygame.Surface, name: str, box: pygame.Rect, size: int,
              colour: tuple[int, int, int], *, centred: bool = True) -> pygame.Rect:
    """A player's name in ``box`` as the table's plates and sheet show one
    (``fitting.fit_name``): ``size`` at best, then smaller, then on two lines, cut only
    last; the lines centred in the box (or from its left edge, ``centred`` False)."""
    least = max(14, round(size * 0.7))
    lines, fitted, _ = fit_name(name, box.w, box.h, False, (size, max(least, round(size * 0.8)),
                                                            least))
    step = font(fitted, True).get_linesize()
    y = box.centery - step * (len(lines) - 1) / 2
    drawn = pygame.Rect(box.centerx, box.centery, 0, 0)
    for line in lines:
        at = (box.centerx, y) if centred else (box.x, y)
        drawn.union_ip(blit_text(surface, line, fitted, colour, at, bold=True,
                                 anchor="center" if centred else "midleft", max_width=box.w))
        y += step
    return drawn


def panel(surface: pygame.Surface, rect: pygame.Rect, fill: tuple[int, int, int],
          edge: tuple[int, int, int] | None = None, radius: int = 12, width: int = 2) -> None:
    """A rounded panel with an optional edge."""
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if edge is not None:
        pygame.draw.rect(surface, edge, rect, width, border_radius=radius)


def fish_icon(surface: pygame.Surface, center: tuple[float, float], size: int,
              colour: tuple[int, int, int] = COLOURS["fish"]) -> pygame.Rect:
    """A small fish (the sign of a fish round and of eggs carried), ``size`` pixels long."""
    cx, cy = center
    body = pygame.Rect(0, 0, round(size * 0.72), round(size * 0.46))
    body.midleft = (round(cx - size / 2), round(cy))
    pygame.draw.ellipse(surface, colour, body)
    tail_x = body.right - 2
    tail = [(tail_x, cy), (cx + size / 2, cy - size * 0.26), (cx + size / 2, cy + size * 0.26)]
    pygame.draw.polygon(surface, colour, tail)
    eye = (round(body.left + body.width * 0.25), round(cy - body.height * 0.12))
    pygame.draw.circle(surface, COLOURS["paper"], eye, max(1, size // 12))
    return pygame.Rect(round(cx - size / 2), round(cy - size * 0.26), size, round(size * 0.52))
