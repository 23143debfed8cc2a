"""Level 1's offered tiles as buttons in the focus ring: a tap (or Enter) chooses one, a
finger may carry it to the spot instead (the puzzle scene draws it where it is)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from kozel_gui.controls import Button

if TYPE_CHECKING:
    from kozel_gui.kids.matching import MatchingScene

__all__ = ["TAP_PX", "Offer"]

TAP_PX = 14
"""A child's tap wobbles: a press that moves less than this is a tap, not a carry."""


class Offer(Button):
    """An offered tile in the focus ring: a tap (or Enter) chooses it; the mouse may carry
    it to the spot instead (the scene draws it where it is)."""

    draggable = True

    def __init__(self, i: int, scene: MatchingScene) -> None:
        super().__init__(f"offer:{i}", "", pygame.Rect(0, 0, 0, 0), partial(scene.choose, i),
                         style=_unseen)
        self.index = i
        self.scene = scene
        self.moved: tuple[int, int] | None = None
        """How far the pointer carried it from where it went down (None: not carried)."""

    def drag(self, start: tuple[int, int], pos: tuple[int, int], now: float) -> None:
        """Past a tap's wobble the tile goes with the pointer."""
        moved = (pos[0] - start[0], pos[1] - start[1])
        if self.moved is not None or abs(moved[0]) + abs(moved[1]) > TAP_PX:
            self.moved = moved
            self.scene.carry(self.index, moved)

    def drop(self, pos: tuple[int, int], now: float) -> None:
        """Let go: a tap chooses; a carried tile lands where it was let go."""
        moved, self.moved = self.moved, None
        if moved is None:
            super().drop(pos, now)
            return
        self.down = False
        self.scene.let_go(self.index, moved)

    def release(self, now: float, inside: bool) -> None:
        """Let go by a key or by the screen going: a carried tile goes back to its place."""
        if self.moved is not None:
            self.moved = None
            self.scene.let_go(self.index, (0, 0))
        super().release(now, inside)


def _unseen(surface: pygame.Surface, button: Button, scale: float, hot: bool,
            now: float) -> None:
    """The offers are tiles the scene draws itself (they fly and wiggle)."""
