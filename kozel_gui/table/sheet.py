"""The score sheet panel at the right: one column per side, a block per round, eggs, the limit.

Kozel colours as online rooms show them: remembered (held) points in yellow
with a leading ``+``, written (open) scores in red.  Points-good variants show
plain totals, kids' mode round wins as stars.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from kozel_gui.i18n import ntr, tr
from kozel_gui.layout import Box
from kozel_gui.table.theme import (
    PANEL,
    PANEL_EDGE,
    RED,
    TEXT,
    TEXT_DIM,
    YELLOW,
    blit_centered,
    px,
    rounded,
    text,
)
from rules import Row, Rules, ScoreSheet

__all__ = ["cell_text", "draw_sheet", "fish_icon", "side_names"]

Ticker = Callable[[int], int | None]


def side_names(rules: Rules, names: Sequence[str]) -> list[str]:
    """Column titles: seat names, or the two teams' partners."""
    if rules.sides(len(names)) != len(names):
        return [f"{names[0]}+{names[2]}", f"{names[1]}+{names[3]}"]
    return list(names)


def cell_text(rules: Rules, score: int, remembered: int, opened: bool) -> tuple[str, tuple[int, int, int]]:
    """A side's standing as the sheet writes it: red open score or yellow ``+remembered``.

    >>> from rules import find_preset
    >>> cell_text(find_preset("kozel"), 0, 9, False)
    ('+9', (242, 200, 75))
    >>> cell_text(find_preset("kozel"), 27, 0, True)
    ('27', (224, 75, 58))
    """
    if not rules.is_goat:
        return (str(score), TEXT)
    if not opened and remembered:
        return (f"+{remembered}", YELLOW)
    if not opened:
        return ("0", TEXT_DIM)
    if remembered:
        return (f"{score} +{remembered}", RED)
    return (str(score), RED)


def _round_text(rules: Rules, written: int, held: int, eggs: int, wiped: bool
                ) -> tuple[str, tuple[int, int, int]]:
    if held:
        return (f"+{held}", YELLOW)
    if written or eggs:
        extra = f" +{eggs}" if eggs else ""
        return (f"{written}{extra}", RED if rules.is_goat else TEXT)
    return ("×" if wiped else "—", TEXT_DIM)


def fish_icon(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    """A small fish (the carried eggs of a tied fish)."""
    cx, cy = centre
    body = pygame.Rect(0, 0, round(size * 1.2), round(size * 0.7))
    body.center = (round(cx), round(cy))
    pygame.draw.ellipse(surface, (150, 200, 230), body)
    tail = [(body.right - 2, cy), (body.right + size * 0.45, cy - size * 0.35),
            (body.right + size * 0.45, cy + size * 0.35)]
    pygame.draw.polygon(surface, (150, 200, 230), tail)
    pygame.draw.circle(surface, (20, 30, 40), (body.x + size * 0.3, cy - size * 0.05),
                       max(1, size * 0.08))


def _limit_text(rules: Rules) -> str:
    if rules.is_goat:
        return tr("table.sheet_goat", n=rules.goat_at)
    if str(rules.scoring) == "wins":
        return ntr("table.sheet_wins", rules.target)
    return tr("table.sheet_target", n=rules.target)


_PANELS: dict[tuple[object, ...], pygame.Surface] = {}


def draw_sheet(surface: pygame.Surface, box: Box, sheet: ScoreSheet, names: Sequence[str], *,
               expanded: bool, number: int, scale: float, tick: Ticker) -> None:
    """The panel; ``tick(side)`` gives a counting-up total for the newest row, if any."""
    rows = sheet.rows
    ticks = tuple(tick(i) for i in range(sheet.sides))
    key = (box.w, box.h, len(rows), rows[-1] if rows else None, sheet.carry, expanded, number,
           scale, ticks, tuple(names), tr("table.sheet"), sheet.rules)
    panel = _PANELS.get(key)
    if panel is None:
        if len(_PANELS) > 40:
            _PANELS.clear()
        panel = pygame.Surface((round(box.w), round(box.h)), pygame.SRCALPHA)
        _paint_sheet(panel, Box(0, 0, box.w, box.h), sheet, names, expanded=expanded,
                     number=number, scale=scale, tick=lambda i: ticks[i])
        _PANELS[key] = panel
    surface.blit(panel, (round(box.x), round(box.y)))


def _paint_sheet(surface: pygame.Surface, box: Box, sheet: ScoreSheet, names: Sequence[str], *,
                 expanded: bool, number: int, scale: float, tick: Ticker) -> None:
    rect = pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h))
    rounded(surface, rect, (*PANEL, 240), 0)
    pygame.draw.line(surface, PANEL_EDGE, rect.topleft, rect.bottomleft, 3)
    if not expanded:
        blit_centered(surface, text("‹", px(28, scale), TEXT, bold=True), (rect.centerx, rect.y + 30))
        label = pygame.transform.rotate(text(tr("table.sheet"), px(18, scale), TEXT_DIM), 90)
        blit_centered(surface, label, rect.center)
        return
    pad = round(12 * scale)
    y = rect.y + pad
    title = text(tr("table.sheet"), px(22, scale), TEXT, bold=True)
    surface.blit(title, (rect.x + pad, y))
    surface.blit(text("›", px(28, scale), TEXT_DIM, bold=True),
                 (rect.right - pad - 12, y - 4))
    y += title.get_height()
    surface.blit(text(_limit_text(sheet.rules), px(16, scale), TEXT_DIM), (rect.x + pad, y))
    y += px(16, scale) + 4
    line = text(tr("table.round", n=number), px(18, scale), TEXT)
    surface.blit(line, (rect.x + pad, y))
    if sheet.carry:
        fx = rect.x + pad + line.get_width() + 22 * scale
        fish_icon(surface, (fx, y + line.get_height() / 2), 18 * scale)
        surface.blit(text(f"+{sheet.carry}", px(18, scale), YELLOW, bold=True),
                     (fx + 22 * scale, y))
    y += line.get_height() + pad // 2
    _table(surface, pygame.Rect(rect.x + pad, y, rect.w - 2 * pad, rect.bottom - y - pad),
           sheet, names, scale, tick)


def _table(surface: pygame.Surface, area: pygame.Rect, sheet: ScoreSheet, names: Sequence[str],
           scale: float, tick: Ticker) -> None:
    cols = sheet.sides
    col_w = area.w / cols
    head = px(16, scale)
    titles = side_names(sheet.rules, names)
    for i, name in enumerate(titles):
        label = text(_short(name, col_w, head), head, TEXT, bold=True)
        blit_centered(surface, label, (area.x + col_w * (i + 0.5), area.y + head * 0.6))
    y = area.y + head * 1.4
    pygame.draw.line(surface, PANEL_EDGE, (area.x, y), (area.right, y), 2)
    rows = [r for r in sheet.rows if r.kind != "clock" or r.sides]
    block = px(20, scale) + px(15, scale) + 8
    fit = max(1, int((area.bottom - y - block) // block))
    for k, row in enumerate(rows[-fit:]):
        last = k == len(rows[-fit:]) - 1
        _row(surface, area, y + 4 + k * block, row, sheet.rules, col_w, scale,
             tick if last else (lambda _s: None))
    if not rows:
        for i in range(cols):
            blit_centered(surface, text("0", px(20, scale), TEXT_DIM),
                          (area.x + col_w * (i + 0.5), y + 18 * scale))


def _row(surface: pygame.Surface, area: pygame.Rect, y: float, row: Row, rules: Rules,
         col_w: float, scale: float, tick: Ticker) -> None:
    small, big = px(15, scale), px(20, scale)
    surface.blit(text(str(row.index + 1), small, TEXT_DIM), (area.x - 2, y))
    for i, s in enumerate(row.sides):
        cx = area.x + col_w * (i + 0.5)
        delta, colour = _round_text(rules, s.written, s.held, s.eggs, s.wiped)
        if s.penalty:
            delta, colour = (f"{s.penalty:+d}", RED)
        blit_centered(surface, text(delta, small, colour), (cx, y + small / 2))
        total, tcolour = cell_text(rules, s.after, s.after_remembered, s.after_open)
        shown = tick(i)
        if shown is not None and s.after_open:
            total = str(shown)
        blit_centered(surface, text(total, big, tcolour, bold=True), (cx, y + small + big / 2 + 2))
    pygame.draw.line(surface, (70, 56, 40), (area.x, y + small + big + 6),
                     (area.right, y + small + big + 6), 1)


def _short(name: str, width: float, size: int) -> str:
    while len(name) > 2 and text(name, size, TEXT, bold=True).get_width() > width - 4:
        name = name[:-2] + "…"
    return name
