"""The hot-seat cover: the bare table top, the next person's avatar and name, and nothing else.

It is opaque (the cloth itself, not a veil over the table), so no hand shows through it;
it stays until that person clicks or presses Enter or Space.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from kozel_gui.assets import font
from kozel_gui.table.theme import PANEL_EDGE, PLATE, TEXT, TEXT_DIM, YELLOW, put_text, px, rounded

__all__ = ["CoverView", "paint_cover"]


@dataclass(frozen=True, slots=True)
class CoverView:
    """What the cover shows: who is to move, what to do, and whether it takes input yet."""

    seat: int
    """Whose seat it is (its avatar takes the seat's colour, as on its plate)."""
    name: str
    hint: str | None
    """The avatar's hint (None: a person's initials)."""
    turn: str
    """«Ходит Коля»."""
    pass_on: str
    """«Передайте ему мышь» (agreeing with the person's gender)."""
    go: str | None
    """«Щёлкните или нажмите Enter, когда будете готовы», once the cover takes input."""
    face: str | None = None
    """Whose initials the avatar shows (the profile, not «Вы»; None: the name's)."""


def _size_to_fit(s: str, size: int, width: int, bold: bool) -> int:
    """``size``, or smaller until ``s`` is no wider than ``width`` (a long name, a narrow window)."""
    while size > 12 and font(size, bold).size(s)[0] > width:
        size -= 1
    return size


def paint_cover(surface: pygame.Surface, cloth: pygame.Surface, c: CoverView, scale: float) -> None:
    """The whole window: the table's cloth and, on a plate in the middle, who is to move."""
    from kozel_gui.table.hud import avatar

    surface.blit(cloth, (0, 0))
    w, h = surface.get_size()
    screen = surface.get_rect()
    panel = pygame.Rect(0, 0, round(min(w - 24, 720 * scale)), round(min(h - 24, 380 * scale)))
    panel.center = (w // 2, h // 2)
    rounded(surface, panel.move(4, 6), (0, 0, 0, 110), 18)
    rounded(surface, panel, (*PLATE, 235), 18)
    rounded(surface, panel, PANEL_EDGE, 18, 3)
    d = round(min(120 * scale, panel.h * 0.32))
    face = avatar(c.face or c.name, c.hint, c.seat, d)
    top = panel.y + round(panel.h * 0.08)
    surface.blit(face, face.get_rect(midtop=(panel.centerx, top)))
    room = panel.w - round(40 * scale)
    y = top + d + panel.h * 0.12
    size = _size_to_fit(c.turn, px(44, scale), room, True)
    put_text(surface, c.turn, size, YELLOW, centre=(panel.centerx, y), bold=True, shadow=True,
             within=screen, role="cover")
    y += font(size, True).get_linesize() * 0.5 + panel.h * 0.1
    size = _size_to_fit(c.pass_on, px(28, scale), room, False)
    put_text(surface, c.pass_on, size, TEXT, centre=(panel.centerx, y), within=screen,
             role="cover")
    if c.go is not None:
        size = _size_to_fit(c.go, px(20, scale), room, False)
        put_text(surface, c.go, size, TEXT_DIM, centre=(panel.centerx, panel.bottom - panel.h * 0.1),
                 within=screen, role="cover")
