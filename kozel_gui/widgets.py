"""Small shared pieces of the menu-like screens: a scene made of pygame-gui elements,
the felt background, the title in the game's display style, and the message line.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from kozel_gui.assets import font
from kozel_gui.controls import Area, GuiButton, GuiEntry
from kozel_gui.focus import Item
from kozel_gui.i18n import tr
from kozel_gui.scene import Scene
from kozel_gui.theme import COLOURS

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["BookScene", "MessageLine", "UIScene", "draw_page", "draw_text", "draw_title", "felt",
           "scale_of", "wrap"]

REFERENCE = (1280, 720)


def scale_of(size: tuple[int, int]) -> float:
    """How much larger than the 1280x720 reference a window is (the smaller ratio)."""
    return min(size[0] / REFERENCE[0], size[1] / REFERENCE[1])


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


@lru_cache(maxsize=4)
def felt(size: tuple[int, int], style: str = "felt") -> pygame.Surface:
    """The table cloth (green felt or warm wood) with a soft vignette, cached per size."""
    base = pygame.Color(COLOURS["wood" if style == "wood" else "felt"])
    surface = pygame.Surface(size)
    surface.fill(base)
    # A small radial shade scaled up smoothly is the cheapest soft vignette.
    w, h = 64, 36
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        for x in range(w):
            d = ((x - w / 2 + 0.5) / (w / 2)) ** 2 + ((y - h / 2 + 0.5) / (h / 2)) ** 2
            shade.set_at((x, y), (0, 0, 0, min(150, int(110 * max(0.0, d - 0.25)))))
    surface.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    return surface


@lru_cache(maxsize=64)
def _title_surface(text: str, px: int, colour: str, shadow: str) -> pygame.Surface:
    face = font(px, bold=True)
    top = face.render(text, True, colour)
    under = face.render(text, True, shadow)
    off = max(2, px // 18)
    out = pygame.Surface((top.get_width() + off, top.get_height() + off), pygame.SRCALPHA)
    out.blit(under, (off, off))
    out.blit(top, (0, 0))
    return out


def draw_title(surface: pygame.Surface, text: str, center: tuple[int, int], px: int,
               colour: str = COLOURS["title"]) -> pygame.Rect:
    """The warm display style of titles: bold PT Sans, golden, with a dark drop shadow."""
    image = _title_surface(text, max(14, px), colour, COLOURS["title_shadow"])
    return surface.blit(image, image.get_rect(center=center))


@lru_cache(maxsize=128)
def _text_surface(text: str, px: int, colour: str, bold: bool) -> pygame.Surface:
    return font(px, bold).render(text, True, colour)


def draw_text(surface: pygame.Surface, text: str, px: int, colour: str = COLOURS["text"],
              bold: bool = False, **anchor: Any) -> pygame.Rect:
    """One line of text, cached, placed by a ``pygame.Rect`` anchor such as ``midbottom=``."""
    image = _text_surface(text, max(14, px), colour, bold)
    return surface.blit(image, image.get_rect(**anchor))


def wrap(text: str, face: pygame.font.Font, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` (a long word stays whole)."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}".strip()
        if line and face.size(candidate)[0] > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    return [*lines, line] if line else lines


@dataclass(slots=True)
class _Message:
    text: str
    until: float


class MessageLine:
    """Brief, non-blocking messages at the bottom of the window (newest last, at most 3)."""

    SECONDS = 6.0
    PX = 18

    def __init__(self) -> None:
        self.history: list[str] = []
        self._shown: list[_Message] = []

    def add(self, text: str, now: float) -> None:
        """Show ``text`` for a few seconds from ``now``."""
        self.history.append(text)
        self._shown = [*self._shown[-2:], _Message(text, now + self.SECONDS)]

    def visible(self, now: float) -> list[str]:
        """Messages still on screen at ``now``."""
        self._shown = [m for m in self._shown if m.until > now]
        return [m.text for m in self._shown]

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """Draw the messages still due, in a dark rounded band above the bottom edge."""
        texts = self.visible(now)
        if not texts:
            return
        w, h = surface.get_size()
        face = font(self.PX)
        lines = [line for t in texts for line in wrap(t, face, int(w * 0.8))]
        step = face.get_linesize()
        box = pygame.Rect(0, 0, max(face.size(s)[0] for s in lines) + 40, step * len(lines) + 20)
        box.midbottom = (w // 2, h - max(12, h // 40))
        band = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (20, 14, 8, 225), band.get_rect(), border_radius=12)
        pygame.draw.rect(band, pygame.Color(COLOURS["brass"]), band.get_rect(), 2, border_radius=12)
        surface.blit(band, box)
        for i, line in enumerate(lines):
            draw_text(surface, line, self.PX, midtop=(box.centerx, box.top + 10 + i * step))


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


PAGE_INSET = 8
"""How far inside its page a ``@book`` text box sits (clear of the rounded corners)."""


def draw_page(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An ivory page with a soft shadow and a thin brown edge, for ``@book`` text boxes."""
    if rect.width <= 0 or rect.height <= 0:
        return
    pygame.draw.rect(surface, (10, 24, 16), rect.move(3, 4), border_radius=14)
    pygame.draw.rect(surface, pygame.Color(COLOURS["ivory"]), rect, border_radius=14)
    pygame.draw.rect(surface, pygame.Color("#8a6a3a"), rect, 2, border_radius=14)
