"""The saved pads, newest first: continue one, or start a new game."""

from __future__ import annotations

from functools import partial

import pygame

from kozel_gui.i18n import tr
from kozel_gui.scorepad.model import Pad
from kozel_gui.scorepad.page import Page
from kozel_gui.scorepad.paint import COLOURS, blit_text
from kozel_gui.scorepad.sheet_view import preset_title

__all__ = ["ListPage", "pad_line"]


def pad_line(pad: Pad) -> str:
    """One line about a pad: when, which rules, who, how far, and the result if over."""
    line = tr("scorepad.pad_line", date=pad.updated, rules=preset_title(pad.rules.name),
              names=", ".join(pad.names), rounds=len(pad.sheet.rows))
    sides, sheet = pad.side_names(), pad.sheet
    if sheet.goat is not None:
        line += " · " + tr("scorepad.pad_goat", name=sides[sheet.goat])
    elif sheet.winner is not None:
        line += " · " + tr("scorepad.pad_winner", name=sides[sheet.winner])
    return line


class ListPage(Page):
    """A button per saved pad, plus «New game» and «Back»."""

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        self.pads = self.scene.store.all()
        width = min(w - self.px(80), self.px(980))
        row_h, gap = self.px(50), self.px(10)
        top = self.px(112)
        fits = max(1, (h - top - self.px(120)) // (row_h + gap))
        for n, pad in enumerate(self.pads[:fits]):
            rect = pygame.Rect(0, 0, width, row_h)
            rect.midtop = (w // 2, top + n * (row_h + gap))
            self.button(rect, pad_line(pad), partial(self.scene.show_sheet, pad))
        bw, bh = self.px(260), self.px(56)
        y = h - self.px(40) - bh
        self.button(pygame.Rect(w // 2 - bw - gap, y, bw, bh), tr("scorepad.new"),
                    self.scene.show_setup, "@big_button")
        self.button(pygame.Rect(w // 2 + gap, y, bw, bh), tr("scorepad.back"), self.back,
                    "@big_button")

    def back(self) -> None:
        self.scene.close()

    def draw(self, surface: pygame.Surface) -> None:
        self.title(surface, tr("scorepad.title"), tr("scorepad.subtitle"))
        if not self.pads:
            w, h = surface.get_size()
            blit_text(surface, tr("scorepad.none_yet"), self.px(20), COLOURS["ink"],
                      (w / 2, h * 0.42), anchor="center", max_width=w - self.px(60))
        super().draw(surface)
