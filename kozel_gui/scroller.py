"""A window onto something taller than it: the offset, the keys and the wheel that move it,
and the scroll bar at its right edge (drag the thumb; a click above or below it turns a
page).  The rule book's page and the coach's review both scroll through one ``Scroller``.
"""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from kozel_gui.theme import COLOURS

__all__ = ["BAR", "SCROLL_KEYS", "Scroller"]

BAR = 10
"""The scroll bar's width."""
SCROLL_KEYS = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 360,
               pygame.K_PAGEUP: -360, pygame.K_HOME: -10**6, pygame.K_END: 10**6}
"""Keys that scroll, by how many pixels (a page key by a page when the view is known)."""
_PAGE_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN)


class Scroller:
    """The scrolled state of one view: where it is and how tall its content is."""

    def __init__(self) -> None:
        self.view = pygame.Rect(0, 0, 0, 0)
        """Where the content shows on the screen (the bar lies inside its right edge)."""
        self.height = 0
        """The content's full height."""
        self.offset = 0
        self._drag: tuple[int, int] | None = None  # (mouse y, offset) when the thumb was taken

    @property
    def most(self) -> int:
        """The largest offset (0: the content fits)."""
        return max(0, self.height - self.view.h)

    def scroll(self, pixels: int) -> bool:
        """Move by ``pixels``, kept within the content; True (the key or wheel was used)."""
        self.offset = max(0, min(self.most, self.offset + pixels))
        return True

    def by_key(self, key: int) -> int:
        """How far ``key`` scrolls: a page key by the view's height less a line."""
        if key in _PAGE_KEYS and self.view.h > 80:
            return (self.view.h - 40) * (1 if key == pygame.K_PAGEDOWN else -1)
        return SCROLL_KEYS[key]

    def keys(self) -> dict[int, Callable[[], None]]:
        """The scrolling keys as a focus item's keys (``focus.Item.keys``)."""
        return {k: functools.partial(self.key, k) for k in SCROLL_KEYS}

    def key(self, key: int) -> None:
        """Scroll as ``key`` does."""
        self.scroll(self.by_key(key))

    def thumb(self) -> pygame.Rect | None:
        """The scroll bar's thumb (None: the content fits)."""
        if not self.most:
            return None
        track = pygame.Rect(self.view.right - BAR, self.view.y, BAR, self.view.h)
        h = max(40, round(track.h * self.view.h / (self.view.h + self.most)))
        y = track.y + round((track.h - h) * self.offset / self.most)
        return pygame.Rect(track.x, y, BAR, h)

    def mouse(self, event: pygame.event.Event) -> bool:
        """The wheel over the screen and the bar: True if ``event`` was one of theirs."""
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll(-60 * int(event.y))
        thumb = self.thumb()
        if event.type == pygame.MOUSEBUTTONUP and self._drag is not None:
            self._drag = None
            return True
        if event.type == pygame.MOUSEMOTION and self._drag is not None and thumb is not None:
            y0, offset0 = self._drag
            free = max(1, self.view.h - thumb.h)
            self.offset = offset0
            return self.scroll(round((event.pos[1] - y0) * self.most / free))
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or thumb is None:
            return False
        bar = pygame.Rect(thumb.x - 6, self.view.y, thumb.w + 12, self.view.h)
        if not bar.collidepoint(event.pos):
            return False
        if thumb.inflate(12, 0).collidepoint(event.pos):
            self._drag = (event.pos[1], self.offset)
        else:
            self.scroll(self.view.h if event.pos[1] > thumb.bottom else -self.view.h)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """The bar: its track and its brass thumb (nothing when the content fits)."""
        thumb = self.thumb()
        if thumb is None:
            return
        track = pygame.Rect(thumb.x, self.view.y, BAR, self.view.h)
        pygame.draw.rect(surface, pygame.Color("#e2d6b6"), track, border_radius=BAR // 2)
        pygame.draw.rect(surface, pygame.Color(COLOURS["brass"]), thumb, border_radius=BAR // 2)
