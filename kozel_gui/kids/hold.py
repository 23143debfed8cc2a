"""The long-press exit of kids' mode: a round door button held ~1.5 s while a ring fills.

Small hands tap everything; a tap on this button does not leave, only a steady hold
does.  A tap (or Esc anywhere in kids' mode) tells the grown-up how: the empty ring
and «Подержите, чтобы выйти» beside the door, shown while the door is held and for a
while after.  It is a ``controls.Button`` with the *hold* behaviour (mouse or
Enter/Space held on it) and the door painted as its style; moving off it or letting go
early cancels.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from kozel_gui.assets import font
from kozel_gui.controls import Button
from kozel_gui.i18n import tr
from kozel_gui.layout import kids_door

HOLD_SECONDS = 1.5
HINT_SECONDS = 6.0
"""How long the "hold to leave" hint stays after a tap or Esc (long enough to read twice)."""

__all__ = ["HINT_SECONDS", "HOLD_SECONDS", "ExitDoor", "exit_button", "paint_door",
           "place_exit"]


class ExitDoor(Button):
    """The door: a hold leaves; a tap, a press or Esc show how (the ring and the words)."""

    def __init__(self, action: Callable[[], None], seconds: float) -> None:
        super().__init__("exit", "", pygame.Rect(0, 0, 88, 88), action, style=paint_door,
                         hold=seconds, round=True)
        self.hint_until = -math.inf

    def remind(self, now: float) -> None:
        """Show the hint from ``now`` on (Esc in kids' mode, or a touch of the door)."""
        self.hint_until = now + HINT_SECONDS

    def hinting(self, now: float) -> bool:
        """Whether the hint shows at ``now``: while held, and a while after a tap or Esc."""
        return self.since is not None or now < self.hint_until

    def press(self, now: float) -> None:
        """Down: the ring starts filling and the hint says what is happening."""
        super().press(now)
        self.remind(now)

    def release(self, now: float, inside: bool) -> None:
        """Let go early: the hint stays a while, so the grown-up learns to hold."""
        super().release(now, inside)
        self.remind(now)


def exit_button(action: Callable[[], None], seconds: float = HOLD_SECONDS) -> ExitDoor:
    """The door: ``action`` runs once it has been held for ``seconds``."""
    return ExitDoor(action, seconds)


def place_exit(button: Button, size: tuple[int, int]) -> None:
    """The door's one place on every kids' screen of a window of ``size``: the top-left
    corner, at least 72 px across (a grown-up learns it once; no screen puts anything
    there)."""
    button.rect = pygame.Rect(*(round(v) for v in kids_door(*size)))


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
    hint = isinstance(button, ExitDoor) and button.hinting(now)
    ring = r.inflate(-max(6, r.w // 14), -max(6, r.w // 14))
    width = max(6, r.w // 9)
    if hint:  # the whole ring to fill, pale, so the grown-up sees what holding will do
        pygame.draw.circle(surface, (255, 226, 170), ring.center, ring.w / 2, width)
    if p > 0:
        pygame.draw.arc(surface, (255, 170, 40), ring, math.pi / 2 - p * math.tau,
                        math.pi / 2, width)
    if hint:
        _hint(surface, r, scale)


def _hint(surface: pygame.Surface, door: pygame.Rect, scale: float) -> None:
    """«Подержите, чтобы выйти» in a white bubble beside the door, kept on the screen."""
    label = font(max(16, round(24 * scale)), True).render(tr("kids.hold_to_exit"), True,
                                                           (36, 62, 110))
    pad = max(8, round(12 * scale))
    bubble = label.get_rect().inflate(2 * pad, 2 * pad)
    bubble.midleft = (door.right + pad, door.centery)
    if bubble.right > surface.get_width() - pad:  # no room on the right: under the door
        bubble.midtop = (door.centerx, door.bottom + pad)
    bubble.clamp_ip(surface.get_rect())
    pygame.draw.rect(surface, (70, 100, 130), bubble.move(2, 3), border_radius=pad)
    pygame.draw.rect(surface, (255, 255, 255), bubble, border_radius=pad)
    surface.blit(label, label.get_rect(center=bubble.center))


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
