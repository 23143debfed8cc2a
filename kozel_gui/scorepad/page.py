"""A page of the score pad scene: it owns its pygame-gui elements and draws the rest itself.

Its buttons and text entries join the scene's focus ring in the order they are made;
a page adds drawn targets (tiles, sheet rows) by overriding ``focusables``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton

from kozel_gui.assets import fit_part
from kozel_gui.controls import GuiButton, GuiEntry
from kozel_gui.drawing import clear_spot
from kozel_gui.focus import Item
from kozel_gui.scorepad.paint import COLOURS, blit_text, panel, px, text
from kozel_gui.text_entry import TextEntry

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
        self.items: list[Item] = []
        self.error = ""
        self.error_rect: pygame.Rect | None = None
        """Where the problem was last drawn (None: no problem shown)."""
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
        self.items.clear()

    def focusables(self) -> list[Item]:
        """What the focus ring can land on, in Tab order."""
        return self.items

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """Where the focus starts on this page: the first item."""
        return items[0] if items else None

    def back(self) -> None:
        """Escape or the back button (subclasses)."""

    # -- elements ----------------------------------------------------------------

    def add(self, element: Any) -> Any:
        """Keep ``element`` to kill it with the page."""
        self.elements.append(element)
        return element

    def button(self, rect: pygame.Rect, text: str, action: Callable[[], None],
               class_id: str = "@small_button", tooltip: str | None = None,
               key: str | None = None, in_ring: bool = True,
               name: tuple[str, Callable[[str], str]] | None = None) -> Any:
        """A button that runs ``action`` when pressed (a click, Enter or Space).

        Its key in the focus ring is ``key`` or its text (``‹#1`` for a second ``‹``): a
        button whose words change when pressed needs a ``key`` to keep the focus.  A part of
        a control that stops once (a stepper's arrows) is kept out of the ring (``in_ring``).
        ``name`` (a name and how the words are made of it): words too wide for the button
        cut the name with «…» at a letter's end, never the button's edge mid-letter (issue
        19: «Бабушка Ва»); the whole words then show as its tooltip.
        """
        b = UIButton(rect, text, self.manager, object_id=ObjectID(None, class_id),
                     tool_tip_text=tooltip)
        face = b.font
        if name is not None and face is not None:
            fitted = fit_part(lambda s: int(face.size(s)[0]), name[0], _room(b), name[1])
            if fitted != text:
                b.set_text(fitted)
                b.set_tooltip(tooltip or text)
        self.actions[b] = action
        if in_ring:
            self.items.append(GuiButton(b, self._unique(key or text)))
        return self.add(b)

    def entry(self, rect: pygame.Rect, key: str, placeholder: str | None = None) -> Any:
        """A one-line text entry in the focus ring (``placeholder`` shown grey while empty)."""
        entry = TextEntry(rect, self.manager, placeholder_text=placeholder)
        self.items.append(GuiEntry(entry, self._unique(key)))
        self.add(entry)
        return entry

    def _unique(self, key: str) -> str:
        taken = {i.key for i in self.items}
        n, found = 1, key
        while found in taken:
            found, n = f"{key}#{n}", n + 1
        return found

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

    def frames(self) -> list[pygame.Rect]:
        """The framed panels the page draws (a problem is never written over them)."""
        return []

    def keep_clear(self) -> list[pygame.Rect]:
        """What a message must not cover (subclasses: the sheet's totals)."""
        return []

    def draw(self, surface: pygame.Surface) -> None:
        """Draw what is not a widget (subclasses call this for the message line)."""
        self.draw_error(surface)

    def draw_error(self, surface: pygame.Surface) -> None:
        """The problem, if any, on a plate of its own where it covers no panel and no control."""
        self.error_rect = None
        if not self.error:
            return
        w, h = surface.get_size()
        size, pad = self.px(18), self.px(10)
        words = text(self.error, size, COLOURS["error"], True)
        room = w - 2 * self.px(20)
        if words.get_width() > room - 2 * pad:  # squeezed a little rather than cut
            words = pygame.transform.smoothscale(
                words, (room - 2 * pad, max(1, words.get_height() * (room - 2 * pad)
                                            // words.get_width())))
        blocked = [i.rect for i in self.items] + [f.inflate(4, 4) for f in self.frames()]
        box = clear_spot((words.get_width() + 2 * pad, words.get_height() + pad), (w, h),
                         blocked)
        panel(surface, box, COLOURS["paper"], COLOURS["error"], radius=self.px(10))
        surface.blit(words, words.get_rect(center=box.center))
        self.error_rect = box

    def title(self, surface: pygame.Surface, text: str, sub: str = "") -> None:
        """The page heading at the top, with an optional line under it."""
        w = surface.get_width()
        blit_text(surface, text, self.px(34), COLOURS["goat"], (w / 2, self.px(34)),
                  anchor="center", bold=True, max_width=w - self.px(40))
        if sub:
            blit_text(surface, sub, self.px(18), COLOURS["ink"], (w / 2, self.px(70)),
                      anchor="center", max_width=w - self.px(40))


def _room(button: UIButton) -> int:
    """The width a button's centred words have: inside its border and shadow, a few pixels
    kept clear each side (the theme's alignment padding is for left or right words)."""
    border: Any = button.border_width  # a number, or one a side
    border = max(border.values()) if isinstance(border, dict) else int(border)
    return int(button.rect.w - 2 * (border + int(button.shadow_width) + 3))
