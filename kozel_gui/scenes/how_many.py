"""The games chooser's second step: how many play (and, where the game allows, two pairs).

A panel over the chooser asks «Козёл: сколько игроков?» with a button for each way the
game may be played; the mouse, Tab and the arrows move between them, Enter or Space
starts the match, Esc (or «Назад») goes back to the games.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import draw_dialog, wrap
from kozel_gui.focus import Item
from kozel_gui.i18n import tr
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, back_size, draw_text, scale_of, themed_font, type_scale

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.scenes.games import Seating

__all__ = ["HowManyScene"]

_LABEL_PX = 26  # the big buttons' face (theme «@big_button»)
_TITLE_MARGIN = 24  # px kept clear of the panel's edge at each end of the title's lines


class HowManyScene(UIScene):
    """Ask how many play ``game``: one button per way in ``ways``; a press closes the
    question and runs ``start`` with it."""

    overlay = True

    def __init__(self, app: Host, game: str, ways: Sequence[Seating], current: Seating | None,
                 start: Callable[[Seating], None]) -> None:
        super().__init__(app)
        self.game, self.ways, self.current, self.start = game, tuple(ways), current, start
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_top = 0
        self.title_lines: list[str] = []
        """The question as drawn: wrapped once, where the buttons are laid out under it."""

    @staticmethod
    def key_of(way: Seating) -> str:
        """The focus key of ``way``'s button."""
        return f"players:{way.players}{'x2' if way.teams else ''}"

    def question(self) -> str:
        """«Козёл: сколько игроков?»."""
        return tr("howmany.title", game=self.game)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        bh, gap, pad = max(44, round(58 * s)), max(8, round(12 * s)), max(18, round(28 * s))
        labels = [way.label() for way in self.ways]
        bw = max(round(320 * s), *(themed_font(_LABEL_PX, type_scale(size), True).size(t)[0] + 48 for t in labels))
        pw = min(w - 24, max(bw + 2 * pad, 2 * bw))
        # The title is wrapped once, at the width it is drawn at: its lines' own height
        # puts the buttons under it (u23: measured one line, drawn two, under «2 игрока»).
        self.title_lines = self._wrapped(size, pw - 2 * _TITLE_MARGIN)
        title_h = len(self.title_lines) * font(self._title_px(size), True).get_linesize()
        count, back_h = len(self.ways), back_size(size)[1]  # «Назад»: its size everywhere
        room = h - 16 - (3 * pad + title_h + (count + 1) * gap + back_h)  # for the ways
        bh = max(36, min(bh, room // count))
        ph = pad + title_h + pad + count * (bh + gap) + gap + back_h + pad
        self.panel = pygame.Rect((w - pw) // 2, max(8, (h - ph) // 2), pw, min(ph, h - 16))
        self.title_top = self.panel.y + pad
        y = self.title_top + title_h + pad
        x = self.panel.centerx - bw // 2
        for way, label in zip(self.ways, labels, strict=True):
            button = self.button(pygame.Rect(x, y, bw, bh), label, partial(self._choose, way),
                                 object_id="#how_many", key=self.key_of(way))
            if way == self.current:
                # The way set up now looks chosen (as the chooser's game does); the focus is
                # the ring alone (issue 18: two buttons looked alike, the chosen and the
                # focused one).
                button.select()
            y += bh + gap
        self.back_button(size, (self.panel.centerx - back_size(size)[0] // 2, y + gap),
                         "#how_many_back", key="back")

    def _wrapped(self, size: tuple[int, int], width: int) -> list[str]:
        """The question's lines at the title's face for ``size``, no wider than ``width``."""
        return wrap(self.question(), font(self._title_px(size), True), width)

    @staticmethod
    def _title_px(size: tuple[int, int]) -> int:
        return max(22, round(34 * scale_of(size)))

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The way the next match is set up to be played, if this game allows it."""
        if self.current is not None:
            key = self.key_of(self.current)
            found = next((i for i in items if i.key == key), None)
            if found is not None:
                return found
        return super().default_focus(items)

    def _choose(self, way: Seating) -> None:
        """Close the question, then start the match (the chooser closes under it)."""
        self.app.pop()
        self.start(way)

    def title_rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where each of the title's lines is written."""
        px = self._title_px(size)
        face = font(px, True)
        out = []
        for n, line in enumerate(self.title_lines):
            rect = pygame.Rect((0, 0), face.size(line))
            rect.midtop = (self.panel.centerx, self.title_top + n * face.get_linesize())
            out.append(rect)
        return out

    def draw(self, surface: pygame.Surface) -> None:
        draw_dialog(surface, self.panel, max(8, self.panel.h // 14))
        px = self._title_px(surface.get_size())
        for line, rect in zip(self.title_lines, self.title_rects(surface.get_size()),
                              strict=True):
            draw_text(surface, line, px, COLOURS["title"], bold=True, midtop=rect.midtop)
