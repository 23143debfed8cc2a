"""The match-over screen's left column, laid out: the title, the verdict, the goat's band
(only where a goat dances), the ratings and their small print, one block after another with
the usual gap, the whole group centred above the buttons.

Issue 18: the blocks stood at fixed heights of the window with a band kept between the
verdict and the ratings for the goat, so a match given up (no goat) or a points game (none
either) showed about 200 px of empty felt there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from kozel_gui.table.theme import Colour, text

__all__ = ["BUTTONS_GAP", "GOAT_ABOVE", "GOAT_BELOW", "GOAT_SIZE", "Column", "Line", "lay_out"]

HOP, DROP = 0.18, 0.36
"""The goat's bounce and the height it jumps in from, in goat sizes."""
GOAT_ABOVE = DROP + 0.5 + 0.18 + 0.03
"""How far above its centre the goat reaches at the top of its leap (head, horns, their
stroke), in goat sizes."""
GOAT_BELOW = 0.62 + 0.18
"""How far below its centre its shadow reaches, in goat sizes."""
GOAT_SIZE = 120
"""The goat's size at scale 1, when there is room for it."""
GAP = 18
"""Between one block and the next at scale 1 (and between the goat and the words)."""
BUTTONS_GAP = 2 * GAP
"""Between the column's last line and the buttons under it at scale 1: they follow the
words (playtest: 130 px of empty felt lay between the ratings and the buttons)."""


@dataclass(frozen=True, slots=True)
class Line:
    """One line of words in the column; ``top`` is set by ``lay_out``."""

    text: str
    size: int
    colour: Colour
    role: str
    bold: bool = False
    shadow: bool = False
    top: float = 0.0

    @property
    def height(self) -> int:
        """The room the line takes: its rendered height (a shadow included)."""
        return self.surface().get_height()

    def surface(self) -> pygame.Surface:
        """The line rendered (cached by ``theme.text``)."""
        return text(self.text, self.size, self.colour, bold=self.bold, shadow=self.shadow)

    def rect(self, x: float) -> pygame.Rect:
        """Where the line is drawn, centred on ``x``."""
        # From its top, not its centre: half an odd height rounded either way let two lines
        # overlap by a pixel.
        return self.surface().get_rect(midtop=(round(x), round(self.top)))


@dataclass(frozen=True, slots=True)
class Column:
    """The laid-out column: its lines and, where one dances, the goat's centre and size."""

    lines: tuple[Line, ...]
    goat: tuple[tuple[float, float], float] | None
    top: float = 0.0
    bottom: float = 0.0
    """Where the column's first block starts and its last ends."""

    def moved(self, dy: float) -> Column:
        """The same column ``dy`` pixels lower."""
        lines = tuple(Line(ln.text, ln.size, ln.colour, ln.role, ln.bold, ln.shadow, ln.top + dy)
                      for ln in self.lines)
        goat = None if self.goat is None else ((self.goat[0][0], self.goat[0][1] + dy),
                                               self.goat[1])
        return Column(lines, goat, self.top + dy, self.bottom + dy)


def lay_out(blocks: Sequence[Sequence[Line]], *, x: float, area: tuple[float, float],
            scale: float, goat_after: int | None = None) -> Column:
    """``blocks`` of lines one under another, ``GAP`` apart, centred as a group between
    ``area``'s top and bottom; with ``goat_after``, the goat's band comes after that block
    (the goat as big as the room allows, up to ``GOAT_SIZE``)."""
    gap = GAP * scale
    words = sum(line.height for block in blocks for line in block)
    total = words + gap * (len(blocks) - 1)
    size = 0.0
    if goat_after is not None:
        room = area[1] - area[0] - total - gap
        size = max(0.0, min(GOAT_SIZE * scale, room / (GOAT_ABOVE + GOAT_BELOW)))
        total += gap + size * (GOAT_ABOVE + GOAT_BELOW)
    y = top = max(area[0], area[0] + (area[1] - area[0] - total) / 2)
    out: list[Line] = []
    goat = None
    for i, block in enumerate(blocks):
        if i:
            y += gap
        y = round(y)  # whole pixels from a block's first line: its lines abut exactly
        for line in block:
            out.append(Line(line.text, line.size, line.colour, line.role, line.bold,
                            line.shadow, y))
            y += line.height
        if i == goat_after and size > 0:
            goat = ((x, y + gap + GOAT_ABOVE * size), size)
            y += gap + size * (GOAT_ABOVE + GOAT_BELOW)
    return Column(tuple(out), goat, top, y)
