"""The long-press exit of kids' mode: hold the button ~1.5 s while a ring fills.

Small hands tap everything; a tap on this button does nothing, only a steady
hold leaves.  Moving off the button or letting go before the ring is full cancels.
"""

from __future__ import annotations

import math

import pygame

HOLD_SECONDS = 1.5

__all__ = ["HOLD_SECONDS", "HoldButton"]


class HoldButton:
    """A round button that fires only after being held for ``seconds``."""

    def __init__(self, seconds: float = HOLD_SECONDS) -> None:
        self.seconds = seconds
        self.rect = pygame.Rect(0, 0, 88, 88)
        self.since: float | None = None

    def place(self, size: tuple[int, int], scale: float, *, top_centre: bool = False) -> None:
        """The top-left corner (or the top's middle), at least 72 px across."""
        d = max(72, round(92 * scale))
        self.rect = pygame.Rect(round(16 * scale), round(16 * scale), d, d)
        if top_centre:
            self.rect.centerx = size[0] // 2

    def handle(self, event: pygame.event.Event, now: float) -> bool:
        """Start, cancel or keep a hold; True if the event concerned the button."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self._hit(event.pos):
                self.since = now
                return True
        elif event.type == pygame.MOUSEBUTTONUP and self.since is not None:
            self.since = None
            return True
        elif event.type == pygame.MOUSEMOTION and self.since is not None and not self._hit(
                event.pos):
            self.since = None
        return False

    def _hit(self, pos: tuple[int, int]) -> bool:
        c = self.rect.center
        return math.dist(c, pos) <= self.rect.w / 2 + 6

    def progress(self, now: float) -> float:
        """How full the ring is, 0..1."""
        if self.since is None:
            return 0.0
        return min(1.0, (now - self.since) / self.seconds)

    def fired(self, now: float) -> bool:
        """True once the hold is complete (then the button resets)."""
        if self.since is not None and now - self.since >= self.seconds:
            self.since = None
            return True
        return False

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """A white disc with a door-and-arrow sign and the filling ring around it."""
        r = self.rect
        c, rad = r.center, r.w / 2
        pygame.draw.circle(surface, (70, 100, 130), (c[0] + 3, c[1] + 4), rad)
        pygame.draw.circle(surface, (255, 255, 255), c, rad)
        pygame.draw.circle(surface, (150, 170, 190), c, rad, max(3, r.w // 22))
        self._door(surface, r)
        p = self.progress(now)
        if p > 0:
            ring = r.inflate(-max(6, r.w // 14), -max(6, r.w // 14))
            pygame.draw.arc(surface, (255, 170, 40), ring, math.pi / 2 - p * math.tau,
                            math.pi / 2, max(6, r.w // 9))

    @staticmethod
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
