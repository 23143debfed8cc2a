"""Screens that show a result (the round summary, the match-over screen, the kids' ones) share
one guard: for their first moments input does not count, so a click or key meant for the
screen before (the table, the last summary) cannot skip the result unread."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING

import pygame

from kozel_gui.controls import Button
from kozel_gui.focus import ACTIVATE, FocusRing, Item
from kozel_gui.scene import Scene

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["READY_S", "ResultScene"]

READY_S = 0.5
"""Input is ignored for this long after a result screen opens."""


class ResultScene(Scene):
    """A screen whose buttons wake up ``ready_s`` seconds after it opens."""

    ready_s = READY_S
    """How long input waits on this screen."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.clock = 0.0
        """Seconds since the screen opened."""
        self._held = {k for k in ACTIVATE if _down(k)}
        """Keys held since before input counted: their repeats are no press (P32: a Return
        held as the summary appeared dismissed it the moment it was ready)."""

    @cached_property
    def focus(self) -> FocusRing:
        """The ring, behind the guard: a key counts only once pressed afresh."""
        return _GuardedRing(self, self.focus_style)

    def stale(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is a held key's repeat, pressed before input counted."""
        if event.type == pygame.KEYUP:
            self._held.discard(event.key)
        elif event.type == pygame.KEYDOWN and event.key in ACTIVATE:
            if not self.ready:
                self._held.add(event.key)
            return event.key in self._held
        return False

    @property
    def ready(self) -> bool:
        """Whether input counts yet."""
        return self.clock >= self.ready_s

    def is_lit(self, key: str) -> bool:
        """Whether the button ``key`` glows as the one to press: the focused one (Tab, the
        arrows and the mouse move it), once input counts, so only one glows at a time."""
        if not self.ready:
            return False
        current = self.focus.current()
        return current is not None and current.key == key

    def guarded(self, items: Sequence[Button]) -> list[Item]:
        """``items`` (the screen's buttons), enabled only once input counts."""
        for item in items:
            item.is_enabled = self.ready
        return list(items)

    def swallowed(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` is a key or click that the guard eats (before ``ready``)."""
        return not self.ready and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def update(self, dt: float) -> None:
        """Count the time since the screen opened."""
        self.clock += dt


def _down(key: int) -> bool:
    """Whether ``key`` is held now (never, without a keyboard to ask)."""
    try:
        return bool(pygame.key.get_pressed()[key])
    except (pygame.error, IndexError):
        return False


class _GuardedRing(FocusRing):
    """A result screen's ring: a key held from before input counted is let go first."""

    owner: ResultScene

    def handle(self, event: pygame.event.Event, now: float) -> bool:
        """Swallow a stale key's repeats; everything else as any ring."""
        return self.owner.stale(event) or super().handle(event, now)
