"""The score sheet's legend: what its marks mean, only the marks that sheet shows.

P31/P32: «—», «×», the yellow «+N» and the bold totals were explained nowhere a player
looks. The sheet says what it drew (``sheet.drawn_marks``: the texts and colours of its
cells, from the same functions that paint them) and this module turns that into a few short
items, «× запомненное сгорело», each on a line of its own in the width the panel has.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import wrap
from kozel_gui.i18n import tr
from kozel_gui.table.theme import TEXT, TEXT_DIM, YELLOW, put_text, px

__all__ = ["Mark", "Piece", "item_gap", "legend_height", "legend_lines", "legend_marks",
           "line_height", "paint_legend"]

Colour = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class Mark:
    """One item: the mark as the sheet draws it, and the catalog key of what it means."""

    sample: str
    colour: Colour
    bold: bool
    key: str
    fish: bool = False
    """A fish before the sample: the carried eggs of a tied fish, as the sheet draws them."""

    def width(self, size: int) -> int:
        """How wide the mark is drawn at ``size`` (its fish and its sample)."""
        return _fish_w(size) * self.fish + font(size, self.bold).size(self.sample)[0]


def _fish_w(size: int) -> int:
    """The room of a legend's fish at ``size`` (its body, its tail and a gap)."""
    return round(size * 1.9)


def legend_marks(cells: Iterable[tuple[str, Colour]], totals: bool, *,
                 running: bool = False, eggs: bool = False) -> tuple[Mark, ...]:
    """The items for the cells a sheet draws (``totals``: it shows bold totals;
    ``running``: a row for the round being played, its points in play so far in yellow;
    ``eggs``: it shows the carried points of a tied fish, «яйца» as the pad calls them)."""
    shown = list(cells)
    out: list[Mark] = []
    if running:
        out.append(Mark("N", YELLOW, False, "table.legend_running"))
    if any(text.startswith("+") and colour == YELLOW for text, colour in shown):
        out.append(Mark("+N", YELLOW, False, "table.legend_held"))
    if any(text == "—" for text, _ in shown):
        out.append(Mark("—", TEXT_DIM, False, "table.legend_nothing"))
    if any(text == "×" for text, _ in shown):
        out.append(Mark("×", TEXT_DIM, False, "table.legend_burned"))
    if eggs:
        out.append(Mark("+N", YELLOW, True, "table.legend_eggs", fish=True))
    if totals:
        out.append(Mark("N", TEXT, True, "table.legend_total"))
    return tuple(out)


def _size(scale: float) -> int:
    return max(11, px(13, scale))


@dataclass(frozen=True, slots=True)
class Piece:
    """Part of a legend line: an item's mark (``first``: shown before its words) and words."""

    mark: Mark
    words: str
    first: bool


def _width(p: Piece, size: int) -> int:
    space = font(size).size(" ")[0]
    mark = p.mark.width(size) + space if p.first else 0
    return mark + font(size).size(p.words)[0]


def legend_lines(marks: Sequence[Mark], width: float, scale: float) -> list[list[Piece]]:
    """The items line by line, each item on a line of its own (P34b: packed side by side on
    the match-over sheet, «+N запомнено, счёт не открыт — за кон ничего» read as one
    sentence, the mark «—» as a dash); an item too long for a line goes on under its words'
    start (a narrow sheet, long Ukrainian)."""
    size = _size(scale)
    lines: list[list[Piece]] = []
    for m in marks:
        lead = m.width(size) + font(size).size(" ")[0]
        words = wrap(tr(m.key), font(size), max(20, round(width - lead)))
        lines += [[Piece(m, w, i == 0)] for i, w in enumerate(words)]
    return lines


def line_height(scale: float) -> int:
    """The height of one line of the legend."""
    return font(_size(scale)).get_linesize()


def item_gap(scale: float) -> int:
    """The space between two items, more than between the lines of one wrapped item."""
    return max(2, round(line_height(scale) * 0.3))


def legend_height(lines: Sequence[Sequence[Piece]], scale: float) -> int:
    """The height ``paint_legend`` gives these lines: each line, and a gap between items."""
    starts = sum(1 for line in lines[1:] if line and line[0].first)
    return len(lines) * line_height(scale) + starts * item_gap(scale)


def paint_legend(surface: pygame.Surface, lines: Sequence[Sequence[Piece]],
                 area: pygame.Rect, scale: float) -> None:
    """The legend's lines from the top of ``area``: each mark as drawn, then its words."""
    size = _size(scale)
    space = font(size).size(" ")[0]
    y = area.y
    for n, line in enumerate(lines):
        if n and line and line[0].first:
            y += item_gap(scale)
        x = area.x
        for p in line:
            lead = p.mark.width(size) + space
            if p.first:
                fish = _fish_w(size) if p.mark.fish else 0
                if fish:
                    from kozel_gui.table.sheet import fish_icon

                    fish_icon(surface, (x + size * 0.6, y + line_height(scale) / 2), size * 0.9)
                put_text(surface, p.mark.sample, size, p.mark.colour, at=(x + fish, y),
                         bold=p.mark.bold, within=area, role="sheet.legend_mark")
            said = put_text(surface, p.words, size, TEXT_DIM, at=(x + lead, y), within=area,
                            role="sheet.legend")
            x = said.right + 2 * space
        y += line_height(scale)
