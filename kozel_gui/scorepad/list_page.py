"""The saved pads, newest first: continue one, name it, delete it, or start a new game."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from kozel_gui.focus import Item
from kozel_gui.i18n import tr, words
from kozel_gui.scorepad.export import said_sides
from kozel_gui.scorepad.model import MAX_TITLE, Pad, PadError
from kozel_gui.scorepad.page import Page
from kozel_gui.scorepad.paint import COLOURS, blit_text
from kozel_gui.scorepad.sheet_view import preset_title

if TYPE_CHECKING:
    from kozel_gui.scenes.scorepad import ScorePadScene

__all__ = ["ListPage", "RenamePage", "pad_line"]


def pad_line(pad: Pad, names: str | None = None) -> str:
    """One line about a pad: its name (or when), which rules, who (``names``: as fitted),
    how far, and the result."""
    line = tr("scorepad.pad_line", date=pad.title or pad.updated,
              rules=preset_title(pad.rules.name),
              names=", ".join(pad.names) if names is None else names,
              rounds=len(pad.sheet.rows))
    sheet = pad.sheet
    sides = said_sides(sheet, pad.names)  # a pair: «козлы — Дед и Зина»
    if sheet.goat is not None:
        goat = "scorepad.pad_goat" if sheet.sides == sheet.players else "scorepad.pad_goat_pair"
        line += " · " + tr(goat, name=sides[sheet.goat])
    elif sheet.winner is not None:
        line += " · " + tr("scorepad.pad_winner", name=sides[sheet.winner])
    return line


class ListPage(Page):
    """A button per saved pad with «Название» and «Удалить» beside it, «New game», «Back»."""

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        self.pads = self.scene.store.all()
        width = min(w - self.px(80), self.px(1080))
        row_h, gap = self.px(50), self.px(10)
        small = self.px(150)
        top = self.px(112)
        fits = max(1, (h - top - self.px(120)) // (row_h + gap))
        left = (w - width) // 2
        line_w = width - 2 * (small + gap)
        for n, pad in enumerate(self.pads[:fits]):
            y = top + n * (row_h + gap)
            self.button(pygame.Rect(left, y, line_w, row_h), pad_line(pad),
                        partial(self.scene.show_sheet, pad), key=f"pad:{pad.id}",
                        name=(", ".join(pad.names), partial(pad_line, pad)))
            self.button(pygame.Rect(left + line_w + gap, y, small, row_h),
                        tr("scorepad.rename"), partial(self.scene.show_rename, pad),
                        key=f"rename:{pad.id}")
            self.button(pygame.Rect(left + line_w + small + 2 * gap, y, small, row_h),
                        tr("scorepad.delete"), partial(self.ask_delete, pad),
                        key=f"delete:{pad.id}")
        bw, bh = self.px(260), self.px(56)
        y = h - self.px(40) - bh
        self.button(pygame.Rect(w // 2 - bw - gap, y, bw, bh), tr("scorepad.new"),
                    self.scene.show_setup, "@big_button")
        self.button(pygame.Rect(w // 2 + gap, y, bw, bh), tr("scorepad.back"), self.back,
                    "@big_button")

    def ask_delete(self, pad: Pad) -> None:
        """Delete ``pad`` once the player says yes (a finished game stays in the history)."""
        from kozel_gui.scenes.confirm import ConfirmScene

        def delete() -> None:
            self.app.pop()
            if self.scene.store.delete(pad.id):
                self.app.notify(words("scorepad.deleted", name=pad.title or pad.updated))

        key = "scorepad.delete_ask_kept" if pad.in_history else "scorepad.delete_ask"
        self.app.push(ConfirmScene(self.app, tr(key, name=pad.title or pad.updated),
                                   tr("scorepad.delete"), delete))

    def back(self) -> None:
        self.scene.close()

    def draw(self, surface: pygame.Surface) -> None:
        self.title(surface, tr("scorepad.title"), tr("scorepad.subtitle"))
        if not self.pads:
            w, h = surface.get_size()
            blit_text(surface, tr("scorepad.none_yet"), self.px(20), COLOURS["ink"],
                      (w / 2, h * 0.42), anchor="center", max_width=w - self.px(60))
        super().draw(surface)


class RenamePage(Page):
    """A name for a pad: one box (the date shown grey while empty), «Сохранить», «Отмена»."""

    def __init__(self, scene: ScorePadScene, pad: Pad) -> None:
        super().__init__(scene)
        self.pad = pad

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        width, bh, gap = min(w - self.px(80), self.px(640)), self.px(56), self.px(12)
        self.box = self.entry(pygame.Rect((w - width) // 2, round(h * 0.36), width, bh),
                              "title", self.pad.updated)
        self.box.set_text_length_limit(MAX_TITLE)
        self.box.set_text(self.pad.title)
        bw, y = self.px(260), h - self.px(40) - bh
        self.button(pygame.Rect(w // 2 - bw - gap, y, bw, bh), tr("scorepad.rename_save"),
                    self.save, "@big_button")
        self.button(pygame.Rect(w // 2 + gap, y, bw, bh), tr("common.cancel"), self.back,
                    "@big_button")

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The box, to type at once."""
        found = next((i for i in items if i.key == "title"), None)
        return found or super().default_focus(items)

    def save(self) -> None:
        """Keep the name typed (an empty box takes the name away) and go back to the list."""
        try:
            self.pad.renamed(self.box.get_text())
        except PadError as exc:
            self.error = tr(exc.key, **exc.fields)
            return
        self.scene.save(self.pad)
        self.scene.show_list()

    def back(self) -> None:
        self.scene.show_list()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.box:
            self.save()
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.title(surface, tr("scorepad.rename_title"), pad_line(self.pad))
        super().draw(surface)
