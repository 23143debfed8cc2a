"""The settings page's scroll bar, moved by the events that reach it.

pygame-gui's vertical bar moves only in its ``update``, and only while a frame finds its
button *held*: an arrow clicked and let go within one frame (a quick click), or a thumb
pressed, dragged and let go between two frames, moved nothing (P33), and a click on the
track is not one of its actions at all.  Here the events themselves move the page: a press
on an arrow steps a row at once (holding it goes on scrolling as pygame-gui does), a click
on the track pages towards it, and every pointer motion while the thumb is held puts the
thumb under the pointer.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui

__all__ = ["BarDrive"]


class BarDrive:
    """The mouse on a form's bar: ``bar()`` is the bar now (None when the page fits),
    ``offset()`` and ``scroll_to(px)`` read and move the page, ``step`` is one row and
    ``view`` the page's height."""

    def __init__(self, bar: Callable[[], Any], offset: Callable[[], int],
                 scroll_to: Callable[[int], None], step: int, view: int) -> None:
        self.bar = bar
        self.offset = offset
        self.scroll_to = scroll_to
        self.step = step
        self.view = view
        self._grab: tuple[int, float] | None = None
        """Where the thumb was taken: the pointer's y then, and the bar's scroll position."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Move the page for an event on the bar; True if it was one."""
        bar = self.bar()
        if bar is None or bar.sliding_button is None:
            self._grab = None
            return False
        if event.type == pygame_gui.UI_BUTTON_START_PRESS:
            arrows = {id(bar.top_button): -1, id(bar.bottom_button): 1}
            sign = arrows.get(id(event.ui_element))
            if sign is None:
                return False
            self.scroll_to(self.offset() + sign * self.step)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._track(bar, event.pos)
        if event.type == pygame.MOUSEMOTION:
            return self._drag(bar, event)
        return False

    def _track(self, bar: Any, pos: tuple[int, int]) -> bool:
        """A click on the track above or below the thumb: a page that way (a row kept)."""
        thumb = bar.sliding_button.rect
        if not bar.rect.collidepoint(pos) or thumb.top <= pos[1] < thumb.bottom:
            return False
        page = max(self.step, self.view - self.step)
        self.scroll_to(self.offset() + (page if pos[1] >= thumb.bottom else -page))
        return True

    def _drag(self, bar: Any, event: pygame.event.Event) -> bool:
        """The thumb follows the pointer while it is held (however quick the drag)."""
        if not bar.sliding_button.held:
            self._grab = None
            return False
        y = int(event.pos[1])
        if self._grab is None:  # the press was where this motion started
            self._grab = (y - int(event.rel[1]), float(bar.scroll_position))
        start_y, start_position = self._grab
        height = float(bar.scrollable_height)
        if height > 0:
            bar.set_scroll_from_start_percentage((start_position + y - start_y) / height)
            bar.has_moved_recently = True
        return True
