"""The menu-like screens' toolkit: a scene made of pygame-gui elements and a book page; the
drawing helpers of ``kozel_gui.drawing`` (felt, titles, text, the message line) come along.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from kozel_gui.controls import Area, GuiButton, GuiEntry
from kozel_gui.drawing import draw_page, draw_text, draw_title, fade_edges, felt, scale_of
from kozel_gui.focus import Item
from kozel_gui.i18n import tr
from kozel_gui.scene import Scene
from kozel_gui.scroller import BAR, Scroller
from kozel_gui.text_entry import TextEntry
from kozel_gui.theme import COLOURS, type_px, type_scale

if TYPE_CHECKING:
    from kozel_gui.book import Block
    from kozel_gui.host import Host

__all__ = ["FACES", "LABEL_PAD", "BookScene", "UIScene", "back_size", "button_face", "draw_page", "draw_text",
           "draw_title", "felt", "scale_of", "themed_font", "type_scale"]

LABEL_PAD = 12
"""Px kept clear at each end of a button's words."""
FACES = ((26, "@big_button"), (20, "@snug_button"), (18, "@small_button"))
"""The big buttons' faces (px at 1280×720, theme class), largest first: a row whose words do
not fit takes a smaller one (``button_face``)."""


def themed_font(px: int, scale: float, bold: bool = False) -> pygame.font.Font:
    """The face a theme class of ``px`` (at 1280×720) shows its words in at ``scale``
    (``theme.type_scale`` of the window): what measures a button's words before it is made."""
    from kozel_gui.assets import font

    return font(type_px(px, scale), bold)


def button_face(labels: Sequence[str], width: int, scale: float) -> tuple[int, str]:
    """The largest face of ``FACES`` at which every one of ``labels`` fits a button ``width``
    px wide, with the type at ``scale`` (the smallest face when none fits)."""
    return next((f for f in FACES if max(themed_font(f[0], scale, True).size(t)[0]
                                         for t in labels) + 2 * LABEL_PAD <= width), FACES[-1])


def back_size(size: tuple[int, int]) -> tuple[int, int]:
    """«Назад»'s width and height for a window of ``size``: one size on every screen (the
    how-many question made its own, 18 px words in its choices' box)."""
    s = scale_of(size)
    return max(160, int(200 * s)), max(44, int(52 * s))


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
               key: str | None = None, tooltip: str | None = None) -> Any:
        """A themed button that runs ``action`` when pressed (a click, Enter or Space).

        Its ``key`` in the focus ring (what keeps the focus on it across a rebuild) is
        ``key``, else ``object_id``, else its text; ``tooltip`` is shown on hover.
        """
        element = pygame_gui.elements.UIButton(
            rect, text, self.app.manager, object_id=ObjectID(object_id, class_id),
            tool_tip_text=tooltip)
        self.actions[element] = action
        self.items.append(GuiButton(element, key or object_id or text))
        return self.add(element)

    def back_button(self, size: tuple[int, int], topleft: tuple[int, int], object_id: str,
                    key: str | None = None) -> Any:
        """«Назад» at ``topleft`` in a window of ``size``: ``back_size`` and the big
        buttons' face, as on every screen."""
        rect = pygame.Rect(topleft, back_size(size))
        return self.button(rect, tr("common.back"), self.back, object_id=object_id, key=key)

    def entry_line(self, rect: pygame.Rect, object_id: str, placeholder: str = "") -> Any:
        """A one-line text entry in the focus ring (typing goes to it while focused)."""
        element = TextEntry(
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
                pygame.K_PAGEUP: -360, pygame.K_SPACE: 360, pygame.K_HOME: -10**6,
                pygame.K_END: 10**6}
_PAD = (26, 16)  # the text's margins inside the page


class BookScene(UIScene):
    """A titled page of text over the felt: scrollable by wheel, keys and its bar, with Back.

    The text is laid out by ``kozel_gui.book`` (hanging indents, bold words).  The page
    takes the focus first, so the arrows, Page Up/Down, Home/End and Space scroll it; Tab
    goes to Back.
    """

    focus_arrows = "none"

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.page = pygame.Rect(0, 0, 0, 0)
        self.view = pygame.Rect(0, 0, 0, 0)
        self.picture: pygame.Surface | None = None
        self.scroller = Scroller()

    def title(self) -> str:
        """The heading above the page."""
        return ""

    def paragraphs(self) -> Sequence[Block]:
        """What the page says (and, in the rule book, shows)."""
        return []

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        margin = int(max(16, 28 * s))
        head = int(max(70, 92 * s))
        back_w, back_h = back_size(size)
        width = min(round(980 * max(1.0, s)), w - 2 * margin)
        self.page = pygame.Rect((w - width) // 2, head, width, h - head - back_h - 2 * margin)
        self.view = self.page.inflate(-2 * _PAD[0], -2 * _PAD[1])
        from kozel_gui.book import render  # only the printed pages need it (and its html)

        self.picture = render(tuple(self.paragraphs()), self.view.w - 2 * BAR,
                              max(17, round(19 * s)), self.app.tiles, self.app.options.face,
                              self.app.options.table)
        self.scroller.view = self.view
        self.scroller.height = self.picture.get_height()
        self.scroll(0)
        keys = {k: functools.partial(self.scroll, d) for k, d in _SCROLL_KEYS.items()}
        self.items.append(Area("page", self.page, keys))
        self.back_button(size, ((w - back_w) // 2, self.page.bottom + margin), "#back")

    # -- scrolling -----------------------------------------------------------------

    @property
    def offset(self) -> int:
        """How far the text is scrolled."""
        return self.scroller.offset

    @property
    def most(self) -> int:
        """The largest scroll offset (0: the text fits)."""
        return self.scroller.most

    def scroll(self, pixels: int) -> None:
        """Scroll the text by ``pixels`` (kept within the text)."""
        self.scroller.scroll(pixels)

    def thumb(self) -> pygame.Rect | None:
        """The scroll bar's thumb (None: the text fits)."""
        return self.scroller.thumb()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in _SCROLL_KEYS:
            self.scroll(_SCROLL_KEYS[event.key])  # the page scrolls wherever the focus is
            return True
        return self.scroller.mouse(event) or super().handle(event)

    # -- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        surface.blit(felt(size, self.app.options.table), (0, 0))
        s = scale_of(size)
        draw_title(surface, self.title(), (size[0] // 2, int(max(38, 48 * s))),
                   int(max(34, 46 * s)))
        draw_page(surface, self.page)
        if self.picture is None:
            return
        shown = pygame.Rect(0, self.offset, self.picture.get_width(), self.view.h)
        surface.blit(self.picture, self.view.topleft, shown.clip(self.picture.get_rect()))
        # A line cut at either edge fades into the paper, the same at the top and the bottom.
        paper = pygame.Color(COLOURS["ivory"])
        fade_edges(surface, pygame.Rect(self.view.topleft, shown.size),
                   (paper.r, paper.g, paper.b), top=self.offset > 0, bottom=self.offset < self.most)
        self.scroller.draw(surface)
