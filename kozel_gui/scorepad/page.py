"""A page of the score pad scene: it owns its pygame-gui elements and draws the rest itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from kozel_gui.scorepad.paint import COLOURS, blit_text, px

if TYPE_CHECKING:
    from kozel_gui.scenes.scorepad import ScorePadScene

__all__ = ["Page"]


class Page:
    """Base: buttons with actions, a message line, a title; subclasses lay out in ``build``."""

    def __init__(self, scene: ScorePadScene) -> None:
        self.scene = scene
        self.app = scene.app
        self.elements: list[Any] = []
        self.actions: dict[Any, Callable[[], None]] = {}
        self.error = ""
        self.size = (1280, 720)

    @property
    def manager(self) -> pygame_gui.UIManager:
        """The app's UI manager."""
        manager: pygame_gui.UIManager = self.app.manager
        return manager

    def px(self, value: float) -> int:
        """``value`` pixels at 720 p, scaled to this window."""
        return px(value, self.size[1])

    # -- life cycle --------------------------------------------------------------

    def open(self, size: tuple[int, int]) -> None:
        """(Re)create the elements for a window of ``size``."""
        self.kill()
        self.size = size
        self.build(size)

    def build(self, size: tuple[int, int]) -> None:
        """Create the elements (subclasses)."""

    def kill(self) -> None:
        """Remove every element of the page."""
        for element in self.elements:
            element.kill()
        self.elements.clear()
        self.actions.clear()

    def back(self) -> None:
        """Escape or the back button (subclasses)."""

    # -- elements ----------------------------------------------------------------

    def add(self, element: Any) -> Any:
        """Keep ``element`` to kill it with the page."""
        self.elements.append(element)
        return element

    def button(self, rect: pygame.Rect, text: str, action: Callable[[], None],
               class_id: str = "@small_button", tooltip: str | None = None) -> Any:
        """A button that runs ``action`` when pressed."""
        b = UIButton(rect, text, self.manager, object_id=ObjectID(None, class_id),
                     tool_tip_text=tooltip)
        self.actions[b] = action
        return self.add(b)

    # -- events and drawing -------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Run a pressed button's action; subclasses add clicks of their own."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.error = ""
            self.actions[event.ui_element]()
            return True
        return False

    def update(self, dt: float) -> None:
        """Per-frame work (subclasses)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what is not a widget (subclasses call this for the message line)."""
        if self.error:
            w, h = surface.get_size()
            blit_text(surface, self.error, self.px(18), COLOURS["error"],
                      (w / 2, h - self.px(96)), anchor="center", bold=True,
                      max_width=w - self.px(40))

    def title(self, surface: pygame.Surface, text: str, sub: str = "") -> None:
        """The page heading at the top, with an optional line under it."""
        w = surface.get_width()
        blit_text(surface, text, self.px(34), COLOURS["goat"], (w / 2, self.px(34)),
                  anchor="center", bold=True, max_width=w - self.px(40))
        if sub:
            blit_text(surface, sub, self.px(18), COLOURS["ink"], (w / 2, self.px(70)),
                      anchor="center", max_width=w - self.px(40))
