"""A printed page of the rule book and the about screen: headings, bullets with hanging
indents, bold words, and worked examples drawn as tiles, laid out by the game itself.

pygame-gui's text box wraps a bulleted paragraph back to the left edge (its HTML has no
lists or indents), so a long rule read as a ragged block.  Here each paragraph is laid out
into lines at a known width; a wrapped line starts under the first word after its bullet.  A :class:`Figure` is a
worked example: its position (read from the engine) drawn by the table's painters at the
left, its words wrapped in the column beside it.

>>> paras = [Para("head", "Заход"), Para("item", "Ходит тот, у кого <b>1-1</b>.")]
>>> plain(paras)
'Заход Ходит тот, у кого 1-1.'
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Literal

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import units
from kozel_gui.theme import COLOURS

if TYPE_CHECKING:
    from kozel_gui.board_picture import Position
    from kozel_gui.tiles import TileRenderer

__all__ = ["BULLETS", "Block", "Figure", "Kind", "Line", "Page", "Para", "figure_size",
           "lay_out", "lay_out_page", "least_long", "plain", "render"]

Kind = Literal["head", "item", "sub", "text", "gap"]
BULLETS: dict[str, str] = {"item": "•", "sub": "–"}
"""The mark before a paragraph of each bulleted kind."""
_TAG = re.compile(r"(</?b>)")
INK = pygame.Color(COLOURS["ink"])
HEAD = pygame.Color(COLOURS["wood"])


@dataclass(frozen=True, slots=True)
class Para:
    """One paragraph: ``text`` is escaped HTML where only ``<b>…</b>`` marks bold words."""

    kind: Kind
    text: str = ""


@dataclass(frozen=True, slots=True)
class Figure:
    """A worked example: the ``position`` drawn as tiles, its ``words`` beside it."""

    position: Position
    words: tuple[Para, ...]


Block = Para | Figure
"""What a page is made of."""


@dataclass(frozen=True, slots=True)
class Line:
    """One laid-out line: its top, and runs of (x, words, bold) from the page's left edge."""

    y: int
    runs: tuple[tuple[int, str, bool], ...]
    head: bool = False


@dataclass(frozen=True, slots=True)
class Page:
    """A page laid out: its lines, where each figure's picture goes, its height."""

    lines: tuple[Line, ...]
    figures: tuple[tuple[Figure, pygame.Rect], ...]
    height: int


def plain(paras: Sequence[Block]) -> str:
    """The words of ``paras`` without markup, one space between paragraphs."""
    flat = [w for p in paras for w in (p.words if isinstance(p, Figure) else (p,))]
    words = (html.unescape(_TAG.sub("", p.text)) for p in flat if p.text)
    return " ".join(words)


def figure_size(width: int, px: int) -> tuple[int, int]:
    """The picture of a worked example on a page ``width`` wide with ``px`` text."""
    w = min(round(width * 0.42), 22 * px)
    return w, min(round(w * 0.55), 10 * px)


def least_long(px: int) -> int:
    """The shortest a worked example's tile may be drawn beside ``px`` text: its pips and
    its ends' numbers read at a glance (issue 12: ChVV's crosses came out 30 px long, the
    numbers at their ends 8 px, at 1024×600)."""
    return round(2.4 * px)


def _across(pos: Position, width: int, px: int, y: int) -> pygame.Rect:
    """Where a worked example too large to be read beside its words goes: across the
    column at ``y``, tall enough for its tiles to be ``least_long`` and a little more (at
    most 18 lines of text), and no wider than they need, in the middle."""
    from kozel_gui.board_picture import figure_long

    aim, most = round(least_long(px) * 1.2), 18 * px
    h = figure_size(width, px)[1]
    while h < most and figure_long(pos, (width, h)) < aim:
        h += 4
    long = figure_long(pos, (width, h))
    w = width
    while w > h and figure_long(pos, (w - 8, h)) >= long:
        w -= 8
    return pygame.Rect((width - w) // 2, y, w, h)


def _words(text: str) -> list[tuple[str, bool, bool]]:
    """``text``'s words, each with whether it is bold and whether it is glued to the word
    before (no space between: «<b>Цепь</b>, …» is «Цепь,», not «Цепь ,»)."""
    out: list[tuple[str, bool, bool]] = []
    bold, spaced = False, True
    for piece in _TAG.split(text):
        if piece in ("<b>", "</b>"):
            bold = piece == "<b>"
            continue
        plain = html.unescape(piece)
        if not plain:
            continue
        glued = not spaced and not plain[0].isspace()
        for i, w in enumerate(units(plain)):  # where a line may break (``drawing.units``)
            out.append((w, bold, glued and i == 0))
        spaced = plain[-1].isspace()
    return out


def lay_out(paras: Sequence[Block], width: int, px: int) -> tuple[list[Line], int]:
    """The lines of ``paras`` in a column ``width`` wide, body text ``px`` tall; total height."""
    page = lay_out_page(paras, width, px)
    return list(page.lines), page.height


def lay_out_page(paras: Sequence[Block], width: int, px: int) -> Page:
    """``paras`` laid out in a column ``width`` wide with body text ``px`` tall: a figure's
    picture at the left, its words in the column beside it, whichever is taller sets the
    height it takes."""
    lines: list[Line] = []
    figures: list[tuple[Figure, pygame.Rect]] = []
    y = 0
    for p in paras:
        if isinstance(p, Figure):
            from kozel_gui.board_picture import figure_long  # only pages with examples

            w, h = figure_size(width, px)
            if figure_long(p.position, (w, h)) < least_long(px):
                box = _across(p.position, width, px, y)  # too small beside: across, words under
                words, y = _column(p.words, width, px, 0, box.bottom + px // 2)
            else:
                gap = px
                words, end = _column(p.words, width - w - gap, px, w + gap, y)
                tall = end - y
                box = pygame.Rect(0, y + max(0, (tall - h) // 2), w, h)
                y += max(tall, h)
            lines += words
            figures.append((p, box))
        else:
            more, y = _column((p,), width, px, 0, y)
            lines += more
    return Page(tuple(lines), tuple(figures), y)


def _column(paras: Sequence[Para], width: int, px: int, left0: int, y: int
            ) -> tuple[list[Line], int]:
    """The lines of ``paras`` in a column ``width`` wide starting ``left0`` px in at ``y``;
    the height they end at."""
    body, step = font(px), font(px).get_linesize()
    head_px = round(px * 1.26)
    indent = body.size(f"{BULLETS['item']}  ")[0]
    lines: list[Line] = []
    for p in paras:
        if p.kind == "gap":
            y += step // 2
            continue
        if p.kind == "head":
            lines.append(Line(y, ((left0, html.unescape(_TAG.sub("", p.text)), True),),
                              head=True))
            y += font(head_px, True).get_linesize() + step // 6
            continue
        left = left0 + {"item": indent, "sub": 2 * indent}.get(p.kind, 0)
        rows = _wrap(_words(p.text), px, width - (left - left0))
        for n, row in enumerate(rows):
            runs = tuple((left + x, text, bold) for x, text, bold in row)
            if n == 0 and p.kind in BULLETS:
                runs = ((left - indent, BULLETS[p.kind], False), *runs)
            lines.append(Line(y, runs))
            y += step
    return lines, y


def _wrap(words: list[tuple[str, bool, bool]], px: int, width: int
          ) -> list[list[tuple[int, str, bool]]]:
    """Words into rows no wider than ``width`` (a word longer than a row stays whole, and a
    glued word stays on its neighbour's row); each row is runs of (x, text, bold),
    neighbouring words of one weight joined."""
    rows: list[list[tuple[int, str, bool]]] = [[]]
    x = 0
    for word, bold, glued in words:
        face = font(px, bold)
        space = " " if x and not glued else ""
        row = rows[-1]
        joined = bool(row) and row[-1][2] == bold
        # A run is drawn as one string: its width is the joined text's, kerning and all,
        # which can pass the sum of its words' widths by a pixel or two.
        right = row[-1][0] + face.size(f"{row[-1][1]}{space}{word}")[0] if joined else \
            x + face.size(f"{space}{word}")[0]
        if space and right > width:
            rows.append([])
            row, x, space, joined = rows[-1], 0, "", False
            right = face.size(word)[0]
        if joined:
            start, text, _ = row[-1]
            row[-1] = (start, f"{text}{space}{word}", bold)
        else:
            row.append((right - face.size(word)[0], word, bold))
        x = right
    return [r for r in rows if r]


@lru_cache(maxsize=8)
def render(paras: tuple[Block, ...], width: int, px: int, tiles: TileRenderer | None = None,
           face: str = "pips", table: str = "felt") -> pygame.Surface:
    """The page on a transparent surface ``width`` wide (cached); figures are drawn with
    ``tiles`` (the app's tile renderer) in the ``face`` style on the ``table`` cloth."""
    page = lay_out_page(paras, width, px)
    surface = pygame.Surface((width, max(1, page.height)), pygame.SRCALPHA)
    head_px = round(px * 1.26)
    for line in page.lines:
        for x, text, bold in line.runs:
            face_ = font(head_px, True) if line.head else font(px, bold)
            surface.blit(face_.render(text, True, HEAD if line.head else INK), (x, line.y))
    if page.figures:
        from kozel_gui.board_picture import draw_figure
        from kozel_gui.tiles import TileRenderer

        renderer = tiles or TileRenderer()
        for figure, box in page.figures:
            drawn = draw_figure(renderer, figure.position, box.size, face, table)
            surface.blit(drawn.surface, box.topleft)
    return surface
