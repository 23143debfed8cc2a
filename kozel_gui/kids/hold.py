"""The long-press exit of kids' mode: a round door button held ~1.5 s while a ring fills.

Small hands tap everything; a tap on this button does nothing, only a steady hold
leaves.  It is a ``controls.Button`` with the *hold* behaviour (mouse or Enter/Space
held on it) and the door painted as its style; moving off it or letting go early cancels.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from kozel_gui.controls import Button

HOLD_SECONDS = 1.5

__all__ = ["HOLD_SECONDS", "exit_button", "paint_door", "place_exit"]


def exit_button(action: Callable[[], None], seconds: float = HOLD_SECONDS) -> Button:
    """The door: ``action`` runs once it has been held for ``seconds``."""
    return Button("exit", "", pygame.Rect(0, 0, 88, 88), action, style=paint_door, hold=seconds,
                  round=True)


def place_exit(button: Button, size: tuple[int, int], scale: float, *,
               top_centre: bool = False) -> None:
    """The top-left corner (or the top's middle), at least 72 px across."""
    d = max(72, round(92 * scale))
    rect = pygame.Rect(round(16 * scale), round(16 * scale), d, d)
    if top_centre:
        rect.centerx = size[0] // 2
    button.rect = rect


def paint_door(surface: pygame.Surface, button: Button, scale: float, hot: bool,
               now: float) -> None:
    """A white disc with a door-and-arrow sign and the filling ring around it."""
    r = button.rect
    c, rad = r.center, r.w / 2
    pygame.draw.circle(surface, (70, 100, 130), (c[0] + 3, c[1] + 4), rad)
    pygame.draw.circle(surface, (255, 255, 255), c, rad)
    pygame.draw.circle(surface, (150, 170, 190), c, rad, max(3, r.w // 22))
    _door(surface, r)
    p = button.progress(now)
    if p > 0:
        ring = r.inflate(-max(6, r.w // 14), -max(6, r.w // 14))
        pygame.draw.arc(surface, (255, 170, 40), ring, math.pi / 2 - p * math.tau,
                        math.pi / 2, max(6, r.w // 9))


def _door(surface: pygame.Surface, r: pygame.Rect) -> None:
    s = r.w / 88
    door = pygame.Rect(0, 0, round(30 * s), round(44 * s))
    door.center = (r.centerx - round(8 * s), r.centery)
    pygame.draw.rect(surface, (120, 84, 60), door, border_radius=round(4 * s))
    pygame.draw.circle(surface, (250, 210, 80), (door.right - round(7 * s), door.centery),
                       max(2, round(3 * s)))
    tip = (r.centerx + round(26 * s), r.centery)
    base = r.centerx + round(6 * s)
    pygame.draw.line(surface, (230, 90, 60), (base, tip[1]), tip, max(3, round(6 * s)))
    pygame.draw.polygon(surface, (230, 90, 60), [
        (tip[0] + round(4 * s), tip[1]), (tip[0] - round(8 * s), tip[1] - round(9 * s)),
        (tip[0] - round(8 * s), tip[1] + round(9 * s))])
