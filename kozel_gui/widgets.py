"""The menu-like screens' toolkit: a scene made of pygame-gui elements and a book page; the
drawing helpers of ``kozel_gui.drawing`` (felt, titles, text, the message line) come along.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from kozel_gui.controls import Area, GuiButton, GuiEntry
from kozel_gui.drawing import PAGE_INSET, draw_page, draw_text, draw_title, felt, scale_of
from kozel_gui.focus import Item
from kozel_gui.i18n import tr
from kozel_gui.scene import Scene

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["BookScene", "UIScene", "draw_page", "draw_text", "draw_title", "felt", "scale_of"]


class UIScene(Scene):
    """A screen built of pygame-gui elements, rebuilt whenever its size or language changes.

    Subclasses override :meth:`build` and create elements with :meth:`button`,
    :meth:`entry_line` and :meth:`add`; buttons and entries join the focus ring in the
    order they are made.  ``Esc`` calls :meth:`back` (by default: pop the scene).
    """

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.elements: list[Any] = []
        self.actions: dict[Any, Callable[[], None]] = {}
        self.items: list[Item] = []

    def build(self, size: tuple[int, int]) -> None:
        """Create the elements for a window of ``size``."""

    def back(self) -> None:
        """What Esc and the Back button do."""
        self.app.pop()

    def resize(self, size: tuple[int, int]) -> None:
        if self.app.stack.top is not self:
            return  # shown under an overlay: its elements come back when it is on top again
        self.clear()
        self.build(size)

    def leave(self) -> None:
        self.clear()

    def clear(self) -> None:
        """Kill every element of this scene."""
        for element in self.elements:
            element.kill()
        self.elements.clear()
        self.actions.clear()
        self.items.clear()

    def focusables(self) -> list[Item]:
        """The buttons and entries, in the order they were made."""
        return self.items

    def add(self, element: Any) -> Any:
        """Keep ``element`` so it is killed with the scene; returns it."""
        self.elements.append(element)
        return element

    def button(self, rect: pygame.Rect, text: str, action: Callable[[], None],
               class_id: str = "@big_button", object_id: str | None = None,
               key: str | None = None) -> Any:
        """A themed button that runs ``action`` when pressed (a click, Enter or Space).

        Its ``key`` in the focus ring (what keeps the focus on it across a rebuild) is
        ``key``, else ``object_id``, else its text.
        """
        element = pygame_gui.elements.UIButton(
            rect, text, self.app.manager, object_id=ObjectID(object_id, class_id))
        self.actions[element] = action
        self.items.append(GuiButton(element, key or object_id or text))
        return self.add(element)

    def entry_line(self, rect: pygame.Rect, object_id: str, placeholder: str = "") -> Any:
        """A one-line text entry in the focus ring (typing goes to it while focused)."""
        element = pygame_gui.elements.UITextEntryLine(
            rect, self.app.manager, object_id=ObjectID(object_id, "@body"),
            placeholder_text=placeholder)
        self.items.append(GuiEntry(element, object_id))
        return self.add(element)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.app.sound.play("click")
            self.actions[event.ui_element]()
            return True
        return super().handle(event)


_SCROLL_KEYS = {pygame.K_DOWN: 40, pygame.K_UP: -40, pygame.K_PAGEDOWN: 360,
                pygame.K_PAGEUP: -360, pygame.K_SPACE: 360}


class BookScene(UIScene):
    """A titled page of text over the felt: scrollable by wheel and keys, with Back.

    The page takes the focus first, so the arrows, Page Up/Down and Space scroll it;
    Tab goes to Back.
    """

    object_id = "#book"
    focus_arrows = "none"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.book: Any = None
        self.page = pygame.Rect(0, 0, 0, 0)

    def title(self) -> str:
        """The heading above the page."""
        return ""

    def text(self) -> str:
        """The page in pygame-gui's HTML subset."""
        return ""

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        margin = int(max(16, 28 * s))
        head = int(max(70, 92 * s))
        back_h = int(max(48, 56 * s))
        width = min(980, w - 2 * margin)
        rect = pygame.Rect((w - width) // 2, head, width, h - head - back_h - 2 * margin)
        self.page = rect
        self.book = self.add(pygame_gui.elements.UITextBox(
            self.text(), rect.inflate(-2 * PAGE_INSET, -2 * PAGE_INSET), self.app.manager,
            object_id=ObjectID(self.object_id, "@book")))
        keys = {k: functools.partial(self.scroll, d) for k, d in _SCROLL_KEYS.items()}
        self.items.append(Area("page", rect, keys))
        back = pygame.Rect(0, 0, int(max(200, 240 * s)), back_h)
        back.midtop = (w // 2, rect.bottom + margin)
        self.button(back, tr("common.back"), self.back, object_id="#back")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in _SCROLL_KEYS:
            self.scroll(_SCROLL_KEYS[event.key])  # the page scrolls wherever the focus is
            return True
        return super().handle(event)

    def scroll(self, pixels: int) -> None:
        """Scroll the page by ``pixels`` of text."""
        book = self.book
        if book is None or book.scroll_bar is None or book.text_box_layout is None:
            return
        total = max(1, book.text_box_layout.layout_rect.height)
        bar = book.scroll_bar
        bar.set_scroll_from_start_percentage(bar.start_percentage + pixels / total)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        surface.blit(felt(size, self.app.options.table), (0, 0))
        s = scale_of(size)
        draw_title(surface, self.title(), (size[0] // 2, int(max(38, 48 * s))),
                   int(max(34, 46 * s)))
        draw_page(surface, self.page)
