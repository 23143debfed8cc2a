"""Scenes and the scene stack: scenes only *ask* for transitions; the app applies them.

A scene gets events, an ``update(dt)`` with the time step in seconds, and a
``draw(surface)``.  It may own pygame-gui elements (created in ``enter`` and
killed in ``leave``).  To change screens it calls ``self.app.push(...)``,
``pop()`` or ``replace(...)``; the app applies the request after the frame,
so a scene never tears itself down mid-event.

Every scene has a focus ring (``scene.focus``, see ``kozel_gui.focus``) over the
items it returns from ``focusables()``; the app hands the ring each event before
the scene, and draws it last.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Literal

import pygame

from kozel_gui.focus import GOLD, Arrows, FocusRing, Item, RingStyle

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["PRESS_GUARD_S", "PressGuard", "Scene", "SceneRequest", "SceneStack"]

PRESS_GUARD_S = 0.3
"""How long (s, real time: ``App.real_now``) a newly shown screen ignores mouse presses."""


class Scene:
    """Base class of every screen; override what you need."""

    #: Whether the scene below stays drawn (a pause menu over the table).
    overlay: bool = False
    #: Which arrow keys move the focus ring (the rest are the scene's own).
    focus_arrows: Arrows = "all"
    #: With nothing focused, the first Right lights the rightmost of a row, the first Left
    #: the leftmost (a kids' row of choices); else the first arrow lights the first item.
    arrows_face: bool = False
    #: How the focus ring looks on this screen.
    focus_style: RingStyle = GOLD

    def __init__(self, app: Host) -> None:
        self.app = app
        self.still: list[tuple[pygame.Surface, pygame.Rect]] = []
        """Its pygame-gui elements' pictures as it left the top (``draw_still``)."""
        self.still_size = (0, 0)
        """The window's size when they were taken."""

    @cached_property
    def focus(self) -> FocusRing:
        """The focus ring of this screen."""
        return FocusRing(self, self.focus_style)

    def focusables(self) -> Sequence[Item]:
        """What can take the focus now, in Tab order (buttons, entries, list rows...)."""
        return ()

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """Where the focus starts (and goes when its item is gone): the first item."""
        return items[0] if items else None

    def arrow_target(self, item: Item, dx: int, dy: int) -> str | None:
        """The key of the item an arrow moves the focus to from ``item`` (dx, dy: the
        arrow's way); None: the nearest item that way on the screen."""
        return None

    def back(self) -> None:
        """What Esc (and a Back button) do: close the screen."""
        self.app.pop()

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (create UI elements here)."""

    def leave(self) -> None:
        """Called when the scene stops being the top (kill UI elements here)."""

    def closing(self) -> None:
        """The window is being closed (its close button, SIGTERM) with this scene on the
        stack: keep now what must outlive the game (most scenes have nothing to keep)."""

    def close_question(self) -> Scene | None:
        """A question to ask before the window closes with this scene on the stack (a
        table this window serves to other people), or None: close at once."""
        return None

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; lay out again."""

    def handle(self, event: pygame.event.Event) -> bool:
        """React to one event (the ring had it first); True if used. Esc calls ``back``."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    def update(self, dt: float) -> None:
        """Advance animations and logic by ``dt`` seconds."""

    def behind(self, dt: float) -> None:
        """``dt`` seconds pass while another screen is on top of this one (a menu, the rules,
        a question): what must not stop meanwhile goes on here (a network table reads its
        host).  Nothing by default: a screen below the top is still."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (pygame-gui elements are drawn by the app afterwards)."""

    def draw_still(self, surface: pygame.Surface) -> None:
        """Under an overlay (a question), the pygame-gui elements as they were when it opened
        (``still``, kept by the app: the elements themselves go while another screen is on
        top, they would take its clicks and draw over it), for the question's veil to dim:
        a page asked over keeps its look, not an empty panel (issue 18: «Сдаться?» over the
        pause menu; a settings page went blank behind its question). Not after the window
        changed size: they would stand where nothing is now."""
        if surface.get_size() == self.still_size:
            surface.blits(self.still, doreturn=False)

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw over the pygame-gui elements (the top screen only; the focus ring comes
        after): a scrolled list's faded edges."""

    def keep_clear(self) -> list[pygame.Rect]:
        """What a message must never cover besides the controls (a score sheet's totals)."""
        return []

    def message_owner(self) -> object:
        """What a message said on this screen belongs to: the screen itself; a screen of
        pages (the score pad) names the page shown, so its message goes when the page does."""
        return self


@dataclass(frozen=True, slots=True)
class SceneRequest:
    """A transition a scene asked for."""

    op: Literal["push", "pop", "replace", "clear"]
    scene: Scene | None = None


class SceneStack:
    """The stack of scenes; requests are queued and applied between frames."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.pending: list[SceneRequest] = []

    @property
    def top(self) -> Scene | None:
        """The active scene."""
        return self.scenes[-1] if self.scenes else None

    def request(self, req: SceneRequest) -> None:
        """Queue a transition."""
        self.pending.append(req)

    def apply(self, size: tuple[int, int]) -> bool:
        """Apply queued transitions; return True if the top scene changed."""
        changed = False
        while self.pending:
            req = self.pending.pop(0)
            if self.top is not None:
                self.top.focus.let_go()
                self.top.leave()
            if req.op in ("pop", "replace") and self.scenes:
                self.scenes.pop()
            if req.op == "clear":
                self.scenes.clear()
            if req.scene is not None:
                self.scenes.append(req.scene)
            if self.top is not None:
                self.top.enter()
                self.top.resize(size)
            changed = True
        return changed

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top and the scenes under overlays."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0):]


class PressGuard:
    """Mouse presses a newly shown screen ignores: for ``PRESS_GUARD_S`` after it shows,
    a press (a double click's second, one made again because the first seemed slow) was
    aimed at the screen before and would land on whatever is under it here; so is the
    release of a press that did not begin on this screen.  Keys are not held back."""

    def __init__(self) -> None:
        self._shown_at = -math.inf  # the window's first screens take every press
        self._down: set[int] = set()  # the buttons pressed on this screen, not let go

    def opened(self) -> None:
        """A new top screen: it ignores presses until it shows, and for a while after."""
        self._shown_at = math.inf
        self._down.clear()

    def shown(self, now: float) -> None:
        """The new top screen is on the window at ``now``."""
        self._shown_at = now

    def left(self, now: float) -> float:
        """How long from ``now`` until a press acts (``PRESS_GUARD_S`` before it shows)."""
        if self._shown_at == math.inf:
            return PRESS_GUARD_S
        return max(0.0, self._shown_at + PRESS_GUARD_S - now)

    def lets_through(self, event: pygame.event.Event, now: float) -> bool:
        """Whether ``event``, at ``now``, reaches the top screen."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            if now < self._shown_at + PRESS_GUARD_S:
                return False
            self._down.add(event.button)
        elif event.type == pygame.MOUSEBUTTONUP:
            if event.button not in self._down:
                return False
            self._down.discard(event.button)
        return True
