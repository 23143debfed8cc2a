"""A printed page of the rule book and the about screen: headings, bullets with hanging
indents, bold words, laid out by the game itself.

pygame-gui's text box wraps a bulleted paragraph back to the left edge (its HTML has no
lists or indents), so a long rule read as a ragged block.  Here each paragraph is laid out
into lines at a known width; a wrapped line starts under the first word after its bullet.

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
from typing import Literal

import pygame

from kozel_gui.assets import font
from kozel_gui.theme import COLOURS

__all__ = ["BULLETS", "Kind", "Line", "Para", "lay_out", "plain", "render"]

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
class Line:
    """One laid-out line: its top, and runs of (x, words, bold) from the page's left edge."""

    y: int
    runs: tuple[tuple[int, str, bool], ...]
    head: bool = False


def plain(paras: Sequence[Para]) -> str:
    """The words of ``paras`` without markup, one space between paragraphs."""
    words = (html.unescape(_TAG.sub("", p.text)) for p in paras if p.text)
    return " ".join(words)


def _words(text: str) -> list[tuple[str, bool]]:
    """``text``'s words, each with whether it is bold."""
    out: list[tuple[str, bool]] = []
    bold = False
    for piece in _TAG.split(text):
        if piece in ("<b>", "</b>"):
            bold = piece == "<b>"
            continue
        out += [(w, bold) for w in html.unescape(piece).split()]
    return out


def lay_out(paras: Sequence[Para], width: int, px: int) -> tuple[list[Line], int]:
    """The lines of ``paras`` in a column ``width`` wide, body text ``px`` tall; total height."""
    body, step = font(px), font(px).get_linesize()
    head_px = round(px * 1.26)
    indent = body.size(f"{BULLETS['item']}  ")[0]
    lines: list[Line] = []
    y = 0
    for p in paras:
        if p.kind == "gap":
            y += step // 2
            continue
        if p.kind == "head":
            lines.append(Line(y, ((0, html.unescape(_TAG.sub("", p.text)), True),), head=True))
            y += font(head_px, True).get_linesize() + step // 6
            continue
        left = {"item": indent, "sub": 2 * indent}.get(p.kind, 0)
        rows = _wrap(_words(p.text), px, width - left)
        for n, row in enumerate(rows):
            runs = tuple((left + x, text, bold) for x, text, bold in row)
            if n == 0 and p.kind in BULLETS:
                runs = ((left - indent, BULLETS[p.kind], False), *runs)
            lines.append(Line(y, runs))
            y += step
    return lines, y


def _wrap(words: list[tuple[str, bool]], px: int, width: int
          ) -> list[list[tuple[int, str, bool]]]:
    """Words into rows no wider than ``width`` (a word longer than a row stays whole); each
    row is runs of (x, text, bold), neighbouring words of one weight joined."""
    rows: list[list[tuple[int, str, bool]]] = [[]]
    x = 0
    for word, bold in words:
        face = font(px, bold)
        gap = face.size(" ")[0] if x else 0
        w = face.size(word)[0]
        if x and x + gap + w > width:
            rows.append([])
            x, gap = 0, 0
        row = rows[-1]
        if row and row[-1][2] == bold:
            start, text, _ = row[-1]
            row[-1] = (start, f"{text} {word}", bold)
        else:
            row.append((x + gap, word, bold))
        x += gap + w
    return [r for r in rows if r]


@lru_cache(maxsize=8)
def render(paras: tuple[Para, ...], width: int, px: int) -> pygame.Surface:
    """The page's text on a transparent surface ``width`` wide (cached)."""
    lines, height = lay_out(paras, width, px)
    surface = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    head_px = round(px * 1.26)
    for line in lines:
        for x, text, bold in line.runs:
            face = font(head_px, True) if line.head else font(px, bold)
            surface.blit(face.render(text, True, HEAD if line.head else INK), (x, line.y))
    return surface
