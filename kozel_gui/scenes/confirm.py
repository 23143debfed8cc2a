"""A question over the current screen with two answers, for steps that cannot be undone."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import draw_dialog, wrap
from kozel_gui.focus import Item
from kozel_gui.i18n import tr
from kozel_gui.widgets import UIScene, draw_text, scale_of

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["ConfirmScene"]


class ConfirmScene(UIScene):
    """Ask ``question``; the first answer runs ``on_yes``, the second (or Esc) goes back."""

    overlay = True

    def __init__(self, app: Host, question: str, yes: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.question, self.yes, self.on_yes = question, yes, on_yes
        self.panel = pygame.Rect(0, 0, 0, 0)

    def build(self, size: tuple[int, int]) -> None:
        s = scale_of(size)
        w, h = round(720 * s), round(230 * s)
        self.panel = pygame.Rect((size[0] - w) // 2, (size[1] - h) // 2, w, h)
        bw, bh, gap = round(300 * s), round(64 * s), round(24 * s)
        y = self.panel.bottom - bh - round(28 * s)
        x = self.panel.centerx - bw - gap // 2
        self.button(pygame.Rect(x, y, bw, bh), self.yes, self.on_yes, key="yes")
        self.button(pygame.Rect(x + bw + gap, y, bw, bh), tr("common.cancel"), self.back,
                    key="cancel")

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """Cancel: the step cannot be undone, so Enter at once keeps things as they are."""
        found = next((i for i in items if i.key == "cancel"), None)
        return found or super().default_focus(items)

    def draw(self, surface: pygame.Surface) -> None:
        draw_dialog(surface, self.panel, max(8, self.panel.h // 12))
        px = max(18, round(24 * scale_of(surface.get_size())))
        face = font(px)
        lines = wrap(self.question, face, self.panel.w - 2 * px)  # a long name stays inside
        top = self.panel.y + px * (2 if len(lines) == 1 else 1)
        for n, line in enumerate(lines[:3]):
            draw_text(surface, line, px, midtop=(self.panel.centerx,
                                                 top + n * face.get_linesize()))
