"""A question over the current screen with two answers, for steps that cannot be undone."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import draw_dialog, wrap
from kozel_gui.focus import Item
from kozel_gui.i18n import tr
from kozel_gui.widgets import UIScene, draw_text, scale_of, themed_font, type_scale

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["ANSWER_PAD", "ConfirmScene"]

ANSWER_PX = 26
"""The answers' font size (the theme's ``@big_button``)."""
ANSWER_PAD = 24
"""Pixels kept clear on each side of an answer's words, inside its border."""


class ConfirmScene(UIScene):
    """Ask ``question``; the first answer runs ``on_yes``, the second (or Esc) goes back.
    The second reads «Отмена» unless ``no`` words it (where «Отмена» would read as the
    first's verb: «Отменить кон?» — «Оставить»)."""

    overlay = True

    def __init__(self, app: Host, question: str, yes: str, on_yes: Callable[[], None],
                 no: str | None = None) -> None:
        super().__init__(app)
        self.question, self.yes, self.on_yes = question, yes, on_yes
        self.no = no or tr("common.cancel")
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build(self, size: tuple[int, int]) -> None:
        s = scale_of(size)
        bw, bh, gap = self.answer_width(size), round(64 * s), round(24 * s)
        w = min(size[0] - 2 * gap, max(round(720 * s), 2 * bw + gap + 4 * gap))
        face = font(self._text_px(size))
        more = max(0, len(wrap(self.question, face, w - 2 * self._text_px(size))) - 3)
        h = min(size[1] - 2 * gap, round(230 * s) + more * face.get_linesize())
        self.panel = pygame.Rect((size[0] - w) // 2, (size[1] - h) // 2, w, h)
        y = self.panel.bottom - bh - round(28 * s)
        x = self.panel.centerx - bw - gap // 2
        self.button(pygame.Rect(x, y, bw, bh), self.yes, self.on_yes, key="yes")
        self.button(pygame.Rect(x + bw + gap, y, bw, bh), self.no, self.back,
                    key="cancel")

    def answer_width(self, size: tuple[int, int]) -> int:
        """Each answer's width: 300 px at 720p, wider where an answer's words need it (b21:
        «Отменить последний» touched its borders); the window's width is the limit."""
        s = scale_of(size)
        words = max(themed_font(ANSWER_PX, type_scale(size), True).size(t)[0] for t in (self.yes, self.no))
        gap = round(24 * s)
        return min(max(round(300 * s), words + 2 * ANSWER_PAD), (size[0] - 4 * gap) // 2)

    @staticmethod
    def _text_px(size: tuple[int, int]) -> int:
        """The question's font size in a window of ``size``."""
        return max(18, round(24 * scale_of(size)))

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """Cancel: the step cannot be undone, so Enter at once keeps things as they are."""
        found = next((i for i in items if i.key == "cancel"), None)
        return found or super().default_focus(items)

    def draw(self, surface: pygame.Surface) -> None:
        draw_dialog(surface, self.panel, max(8, self.panel.h // 12))
        px = self._text_px(surface.get_size())
        face = font(px)
        lines = wrap(self.question, face, self.panel.w - 2 * px)  # a long name stays inside
        top = self.panel.y + px * (2 if len(lines) == 1 else 1)
        for n, line in enumerate(lines):  # the panel grew for a fourth line and more
            draw_text(surface, line, px, midtop=(self.panel.centerx,
                                                 top + n * face.get_linesize()))
