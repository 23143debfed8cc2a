"""The grown-ups' buttons of kids' mode, held ~1.5 s while a ring fills: the exit, the «+».

Small hands tap everything; a tap on such a button does nothing, only a steady hold
acts.  A tap (or Esc anywhere in kids' mode, for the door) tells the grown-up how: the
empty ring and its words («Подержите, чтобы выйти») beside the button, shown while it is
held and for a while after.  It is a ``controls.Button`` with the *hold* behaviour
(mouse or Enter/Space held on it) and its picture painted as its style, the ring and the
words over it by ``paint_hold``; moving off it or letting go early cancels.  The door
(``exit_button``) and the chooser's new child (``kids.children``) are both one.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from kozel_gui.assets import font
from kozel_gui.controls import Button, Painter
from kozel_gui.i18n import tr
from kozel_gui.layout import kids_door

HOLD_SECONDS = 1.5
HINT_SECONDS = 6.0
"""How long the "hold to leave" hint stays after a tap or Esc (long enough to read twice)."""

__all__ = ["HINT_SECONDS", "HOLD_SECONDS", "ExitDoor", "HoldButton", "exit_button",
           "paint_door", "paint_hold", "place_exit"]

class HoldButton(Button):
    """A grown-up's round button: a hold acts; a tap or a press show how (ring and words)."""

    def __init__(self, key: str, action: Callable[[], None], style: Painter, hint: str,
                 seconds: float = HOLD_SECONDS) -> None:
        super().__init__(key, "", pygame.Rect(0, 0, 88, 88), action, style=style,
                         hold=seconds, round=True)
        self.hint = hint
        """The string key of the words beside it («Подержите, чтобы выйти»)."""
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


class ExitDoor(HoldButton):
    """The door: a hold leaves; a tap, a press or Esc show how (the ring and the words)."""

    def __init__(self, action: Callable[[], None], seconds: float) -> None:
        super().__init__("exit", action, paint_door, "kids.hold_to_exit", seconds)


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
    paint_hold(surface, button, scale, now)


def paint_hold(surface: pygame.Surface, button: Button, scale: float, now: float) -> None:
    """Over a hold button's picture: the ring filling as it is held, and while the hint
    shows, the whole ring pale and the words beside it."""
    r = button.rect
    p = button.progress(now)
    hint = tr(button.hint) if isinstance(button, HoldButton) and button.hinting(now) else None
    ring = r.inflate(-max(6, r.w // 14), -max(6, r.w // 14))
    width = max(6, r.w // 9)
    if hint is not None:  # the whole ring to fill, pale, so the grown-up sees what holding will do
        pygame.draw.circle(surface, (255, 226, 170), ring.center, ring.w / 2, width)
    if p > 0:
        pygame.draw.arc(surface, (255, 170, 40), ring, math.pi / 2 - p * math.tau,
                        math.pi / 2, width)
    if hint is not None:
        _hint(surface, r, scale, hint)


def _hint(surface: pygame.Surface, door: pygame.Rect, scale: float, words: str) -> None:
    """The words («Подержите, чтобы выйти») in a white bubble beside the button, kept on
    the screen."""
    label = font(max(16, round(24 * scale)), True).render(words, True, (36, 62, 110))
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
