"""The paper-like score sheet: a column per side with before / this round / after per round.

Drawn straight with pygame (no widgets) so the same code paints the screen and
the exported PNG.  Remembered points are yellow with ``+``, an open account is
red, a fish round and carried eggs show a fish, a side near the goat limit is
framed, and the result is written under the totals.
"""

from __future__ import annotations

import functools

import pygame

from kozel_gui.assets import font
from kozel_gui.i18n import has_text, tr
from kozel_gui.protocol import variant_label
from kozel_gui.scorepad import cells
from kozel_gui.scorepad.model import Pad
from kozel_gui.scorepad.paint import COLOURS, blit_name, blit_text, fish_icon, panel, px, text
from rules import PRESETS, Rules

__all__ = ["SheetView", "export_heading", "goat_limit", "preset_title", "render_protocol", "rules_in_force",
           "rules_line"]


def rules_line(pad: Pad) -> str:
    """The sheet's title line: the variant and its limits."""
    return _limits(pad.rules, preset_title(pad.rules.name), pad.sheet.players)


def _limits(r: Rules, name: str, players: int) -> str:
    if r.is_goat:
        return tr("scorepad.title_goat", limit=goat_limit(r, name), open=r.open_at)
    return tr("scorepad.title_target", rules=name, target=r.target_for(players))


def goat_limit(r: Rules, name: str) -> str:
    """The variant ``name`` and its loser's limit in the table's words («козёл на 101»,
    «осёл на 101»), the game said once: «Козёл на 101», «Дворовый козёл на 101» where the
    name ends with the loser's word (PT-Z: «Козёл · козёл на 101»), else «Kozel · goat at
    101».

    >>> from kozel_gui.i18n import set_language; set_language("ru")
    >>> from rules import find_preset
    >>> goat_limit(find_preset("kozel"), "Козёл"), goat_limit(find_preset("osel"), "Осёл")
    ('Козёл на 101', 'Осёл на 101')
    """
    from kozel_gui.table.words import loser

    limit = tr(f"table.sheet_{loser(r)}", n=r.goat_at)
    word, _, rest = limit.partition(" ")
    last = name.split()[-1] if name.split() else ""
    if last.casefold().replace("ё", "е") == word.casefold().replace("ё", "е"):
        return f"{name} {rest}"
    return f"{name} · {limit}"


def preset_title(name: str) -> str:
    """A preset's name in the current language (a custom preset keeps its own name)."""
    key = f"scorepad.preset.{name}"
    return tr(key) if has_text(key) else variant_label(name)


class SheetView:
    """Draws a pad's sheet into a rectangle, scrolls it, and finds the round under a click."""

    def __init__(self) -> None:
        self.first: int | None = None
        """First round shown; None follows the newest round."""
        self.visible = 1
        self.row_rects: list[tuple[int, pygame.Rect]] = []

    def row_at(self, pos: tuple[int, int]) -> int | None:
        """The round index drawn at ``pos``, if any."""
        return next((i for i, r in self.row_rects if r.collidepoint(pos)), None)

    def scroll(self, delta: int, total: int) -> None:
        """Move the view by ``delta`` rounds (the last page follows new rounds again)."""
        last_first = max(0, total - self.visible)
        start = last_first if self.first is None else self.first
        start = min(max(0, start + delta), last_first)
        self.first = None if start >= last_first else start

    def rows(self, rect: pygame.Rect, pad: Pad, ref_h: int) -> list[tuple[int, pygame.Rect]]:
        """The rounds shown in ``rect`` and where each is drawn (the scroll applied)."""
        g = _Geometry(rect, pad, ref_h)
        return [(index, g.row_rect(n)) for n, index in enumerate(self._shown(g, pad))]

    def totals(self, rect: pygame.Rect, pad: Pad, ref_h: int) -> pygame.Rect:
        """Where the totals are drawn in ``rect`` (the line «Итого» and what stands under it)."""
        g = _Geometry(rect, pad, ref_h)
        return pygame.Rect(g.inner.left, g.foot_top, g.inner.w, g.foot_h)

    def _shown(self, g: _Geometry, pad: Pad) -> range:
        self.visible = max(1, g.rows_fit)
        total = len(pad.sheet.rows)
        first = max(0, total - self.visible) if self.first is None else self.first
        return range(first, min(total, first + self.visible))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, pad: Pad, ref_h: int,
             selected: int | None = None) -> None:
        """Paint the sheet in ``rect``; sizes follow a window ``ref_h`` pixels tall."""
        g = _Geometry(rect, pad, ref_h)
        self.row_rects = _paint(surface, g, pad, self._shown(g, pad), selected)


def export_heading(pad: Pad) -> list[str]:
    """What the exported protocol says above the sheet: whose game, when, by which rules."""
    name = tr("scorepad.export_title", name=pad.title) if pad.title else tr("scorepad.title")
    return [name, tr("scorepad.export_date", created=pad.created, updated=pad.updated),
            rules_in_force(pad)]


def rules_in_force(pad: Pad) -> str:
    """The variant (marked when changed), its limits and whether pairs play together."""
    r = pad.rules
    pairs = tr("scorepad.teams_on" if r.teams else "scorepad.teams_off")
    return tr("scorepad.rules_in_force", rules=_limits(r, _variant(r), pad.sheet.players),
              teams=pairs)


def _variant(r: Rules) -> str:
    """The variant's name, marked when its rules were changed; a preset seated the way its
    rule book allows and the game itself seats it (``Seating``: Kozel in pairs) is that
    game, not «Козёл (изменённые правила)» (issue 19: the export said so of Kozel 2×2)."""
    from kozel_gui.scenes.games import Seating, seatings
    from kozel_gui.scenes.rules_book import variant_name

    preset = PRESETS.get(r.name)
    seated = Seating(4, r.teams)
    if preset is not None and seated in seatings(preset) and seated.rules(preset) == r:
        return variant_label(r.name)
    return variant_name(r)


def render_protocol(pad: Pad, width: int = 1280, ref_h: int = 720) -> pygame.Surface:
    """The whole protocol for the PNG export: the heading (name, date, rules), every round
    of the sheet inside a whole frame, and the result; a margin of table all round."""
    margin, line = px(28, ref_h), px(34, ref_h)
    heading = export_heading(pad)
    probe = _Geometry(pygame.Rect(0, 0, width - 2 * margin, 10_000), pad, ref_h)
    rows = len(pad.sheet.rows)
    sheet_h = (probe.top_h + probe.head_h + max(rows, 1) * probe.row_h + probe.foot_h
               + probe.legend_h + 2 * probe.pad + 2)
    from kozel_gui.scorepad.export import result_line

    result = result_line(pad)
    height = margin + line * len(heading) + sheet_h + (line if result else 0) + margin
    surface = pygame.Surface((width, height))
    surface.fill(COLOURS["table"])
    for n, text_line in enumerate(heading):
        blit_text(surface, text_line, px(26 if n == 0 else 18, ref_h),
                  COLOURS["goat"] if n == 0 else COLOURS["ink"],
                  (margin, margin + line * n + line / 2), bold=n == 0,
                  max_width=width - 2 * margin)
    sheet = pygame.Rect(margin, margin + line * len(heading), width - 2 * margin, sheet_h)
    _paint(surface, _Geometry(sheet, pad, ref_h), pad, range(rows), None)
    if result:
        blit_text(surface, result, px(20, ref_h), COLOURS["goat"],
                  (margin, sheet.bottom + line / 2 + 2), bold=True, max_width=width - 2 * margin)
    return surface


class _Geometry:
    """Sizes and column positions of one sheet drawing."""

    def __init__(self, rect: pygame.Rect, pad: Pad, ref_h: int) -> None:
        self.rect, self.ref = rect, ref_h
        self.pad = px(14, ref_h)
        self.num, self.small, self.big = px(20, ref_h), px(16, ref_h), px(24, ref_h)
        self.top_h, self.head_h = px(40, ref_h), px(68, ref_h)  # a name on two lines
        self.row_h, self.foot_h = px(34, ref_h), px(76, ref_h)
        inner = rect.inflate(-2 * self.pad, -2 * self.pad)
        self.inner = inner
        self.round_w = int(min(max(inner.w * 0.2, px(150, ref_h)), px(240, ref_h)))
        sides = pad.sheet.sides
        self.side_w = (inner.w - self.round_w) / sides
        self.rows_top = inner.top + self.top_h + self.head_h
        self.legend = _legend_lines(cells.legend(pad.sheet), inner.w - 2 * self.pad, self.small)
        """The legend's lines under the totals (only the marks the sheet shows)."""
        self.legend_h = len(self.legend) * _line(self.small) + (self.pad // 2 if self.legend else 0)
        self.foot_top = inner.bottom - self.foot_h - self.legend_h
        self.foot_bottom = self.foot_top + self.foot_h
        self.rows_fit = int((self.foot_top - self.rows_top) // self.row_h)

    def row_rect(self, n: int) -> pygame.Rect:
        """The ``n``-th row shown."""
        return pygame.Rect(self.inner.left, round(self.rows_top + n * self.row_h), self.inner.w,
                           self.row_h)

    def side_x(self, side: int) -> float:
        """Left edge of a side's column."""
        return self.inner.left + self.round_w + side * self.side_w

    def sub(self, side: int) -> tuple[float, float, float]:
        """Centres of the before / this round / after sub-columns."""
        x, w = self.side_x(side), self.side_w
        return x + w * 0.15, x + w * 0.48, x + w * 0.83


def _paint(surface: pygame.Surface, g: _Geometry, pad: Pad, shown: range,
           selected: int | None) -> list[tuple[int, pygame.Rect]]:
    panel(surface, g.rect, COLOURS["paper"], COLOURS["paper_edge"], radius=px(14, g.ref))
    _title(surface, g, pad)
    _header(surface, g, pad)
    rects = []
    for n, index in enumerate(shown):
        row_rect = g.row_rect(n)
        _row(surface, g, pad, index, row_rect, selected == index, n % 2 == 1)
        rects.append((index, row_rect))
    _grid(surface, g, pad, bool(shown))
    if not shown:  # over the columns' empty middle, where no line runs
        blit_text(surface, tr("scorepad.sheet_empty"), g.small, COLOURS["muted"],
                  (g.inner.centerx, (g.rows_top + g.foot_top) / 2), anchor="center",
                  max_width=g.inner.w - 2 * g.pad)
    _footer(surface, g, pad)
    _legend(surface, g)
    return rects


def _line(size: int) -> int:
    return font(max(14, size)).get_linesize()


def _legend_lines(items: list[list[cells.Seg]], width: float, size: int
                  ) -> list[list[list[cells.Seg]]]:
    """The legend's items side by side, on as many lines as ``width`` needs."""
    lines: list[list[list[cells.Seg]]] = []
    used = 0.0
    gap = 2 * size  # items apart, not read as one sentence
    for item in items:
        w = _group_width(item, size)
        if lines and used + gap + w <= width:
            lines[-1].append(item)
            used += gap + w
        else:
            lines.append([item])
            used = w
    return lines


def _legend(surface: pygame.Surface, g: _Geometry) -> None:
    """The legend under the totals: each mark as the sheet draws it, then its words."""
    step = _line(g.small)
    gap = 2 * g.small
    y = g.foot_bottom + g.pad // 2 + step / 2
    for line in g.legend:
        x = g.inner.left + g.pad
        for item in line:
            w = _group_width(item, g.small)
            _segments(surface, item, (x + w / 2, y), g.small, False, gap=0)
            x += w + gap
        y += step


def _group_width(segs: list[cells.Seg], size: int) -> int:
    return sum(_icon_w(size) if t == cells.EGGS else _width(t, size, False) for t, _ in segs)


def _icon_w(size: int) -> int:
    """The room of the eggs' picture before its «+N»: the nest and a gap, so the two never
    touch even where the legend puts no gap between pieces (PT-Z)."""
    return _nest_w(size) + max(3, size // 3)


@functools.cache
def _nest_w(size: int) -> int:
    """How wide the eggs' nest is drawn ``size`` px tall (``game_emblems.paint_eggs``)."""
    from kozel_gui.game_emblems import paint_eggs

    return paint_eggs(pygame.Surface((4 * size, 4 * size)),
                      pygame.Rect(size, size, size, size)).w


def _eggs(surface: pygame.Surface, left: float, mid: float, size: int) -> pygame.Rect:
    """The eggs in their nest (the game's picture of them), ``size`` px tall, from ``left``,
    centred on ``mid``."""
    from kozel_gui.game_emblems import paint_eggs

    box = pygame.Rect(round(left), round(mid - size / 2), _nest_w(size), size)
    return paint_eggs(surface, box)


def _title(surface: pygame.Surface, g: _Geometry, pad: Pad) -> None:
    mid = g.inner.top + g.top_h / 2
    blit_text(surface, rules_line(pad), g.num, COLOURS["goat"], (g.inner.left, mid), bold=True,
              max_width=int(g.inner.w * 0.62))
    right = g.inner.right
    carry = pad.sheet.carry
    if carry:
        r = blit_text(surface, f"+{carry}", g.num, COLOURS[cells.EGGS_COLOUR], (right, mid),
                      bold=True, anchor="midright")
        right = _eggs(surface, r.left - _icon_w(g.num), mid, g.num).left - g.pad // 2
        right = blit_text(surface, tr("scorepad.eggs"), g.small, COLOURS["ink"],
                          (right, mid), anchor="midright").left - g.pad
    rounds = tr("scorepad.rounds", n=len(pad.sheet.rows))
    blit_text(surface, rounds, g.small, COLOURS["muted"], (right, mid), anchor="midright")


def _header(surface: pygame.Surface, g: _Geometry, pad: Pad) -> None:
    top = g.inner.top + g.top_h
    blit_text(surface, tr("scorepad.col_round"), g.small, COLOURS["muted"],
              (g.inner.left + g.pad / 2, top + g.head_h * 0.7))
    labels = (tr("scorepad.col_before"), tr("scorepad.col_this"), tr("scorepad.col_after"))
    for side, name in enumerate(pad.side_names()):
        x = g.side_x(side)
        room = pygame.Rect(round(x + g.pad / 2), round(top + 2), round(g.side_w - g.pad),
                           round(g.head_h * 0.6) - 2)  # above the sub-columns' labels
        blit_name(surface, name, room, g.num, COLOURS["ink"])
        for cx, label in zip(g.sub(side), labels, strict=True):
            blit_text(surface, label, g.small, COLOURS["muted"], (cx, top + g.head_h * 0.75),
                      anchor="center")


def _row(surface: pygame.Surface, g: _Geometry, pad: Pad, index: int, rect: pygame.Rect,
         selected: bool, shaded: bool) -> None:
    sheet, row = pad.sheet, pad.sheet.rows[index]
    if selected or shaded:
        pygame.draw.rect(surface, COLOURS["select"] if selected else COLOURS["band"], rect)
    mid = rect.centery
    num = blit_text(surface, f"{index + 1}.", g.small, COLOURS["muted"],
                    (rect.left + g.pad / 2, mid))
    label_left = num.right + g.pad / 2
    label_right = g.inner.left + g.round_w - g.pad / 2
    if row.kind == "fish":
        label_left = fish_icon(surface, (label_left + g.small * 0.6, mid), g.small).right + 4
    if row.carry_after:
        eggs = blit_text(surface, f"+{row.carry_after}", g.small, COLOURS[cells.EGGS_COLOUR],
                         (label_right, mid), anchor="midright", bold=True)
        label_right = eggs.left - g.pad / 3
    blit_text(surface, cells.round_label(sheet, row, pad.names), g.small, COLOURS["ink"],
              (label_left, mid), max_width=int(label_right - label_left))
    for side in range(sheet.sides):
        parts = (cells.before(sheet.rules, row, side), cells.this_round(sheet, row, side),
                 cells.after(sheet.rules, row, side))
        for cx, segs, bold in zip(g.sub(side), parts, (False, False, True), strict=True):
            _segments(surface, segs, (cx, mid), g.num, bold)


def _segments(surface: pygame.Surface, segs: list[cells.Seg], center: tuple[float, float],
              size: int, bold: bool, gap: int | None = None) -> list[pygame.Rect]:
    """Coloured pieces of one cell, centred as a group; where each was drawn."""
    gap = max(2, size // 6) if gap is None else gap
    widths = [_icon_w(size) if t == cells.EGGS else _width(t, size, bold) for t, _ in segs]
    x = center[0] - (sum(widths) + gap * (len(segs) - 1)) / 2
    drawn = []
    for (t, colour), w in zip(segs, widths, strict=True):
        if t == cells.EGGS:
            drawn.append(_eggs(surface, x, center[1], size))
        else:
            drawn.append(blit_text(surface, t, size, COLOURS[colour], (x, center[1]), bold=bold))
        x += w + gap
    return drawn


def _width(t: str, size: int, bold: bool) -> int:
    return text(t, size, COLOURS["ink"], bold).get_width()


def _grid(surface: pygame.Surface, g: _Geometry, pad: Pad, rows: bool) -> None:
    """The sheet's lines; with no round yet the columns stop above and below the message."""
    line = COLOURS["rule"]
    top = g.inner.top + g.top_h
    for y in (top, g.rows_top, g.foot_top):
        pygame.draw.line(surface, line, (g.inner.left, y), (g.inner.right, y), 2)
    spans = [(top, g.foot_bottom)] if rows else [(top, g.rows_top), (g.foot_top, g.foot_bottom)]
    for side in range(pad.sheet.sides):
        x = round(g.side_x(side))
        for y0, y1 in spans:
            pygame.draw.line(surface, line, (x, y0), (x, y1), 2)


def _footer(surface: pygame.Surface, g: _Geometry, pad: Pad) -> None:
    sheet = pad.sheet
    top, mid = g.foot_top, g.foot_top + g.foot_h * 0.36
    blit_text(surface, tr("scorepad.total"), g.num, COLOURS["ink"], (g.inner.left + g.pad / 2, mid),
              bold=True)
    for side in range(sheet.sides):
        x, w = g.side_x(side), g.side_w
        box = pygame.Rect(round(x + 4), round(top + 4), round(w - 8), g.foot_h - 8)
        if cells.is_near_goat(sheet, side):
            pygame.draw.rect(surface, COLOURS["open"], box, 3, border_radius=8)
        segs = cells.account(sheet.rules, sheet.score[side], sheet.remembered[side],
                             sheet.opened[side])
        _segments(surface, segs, (x + w / 2, mid), g.big, True)
        note, colour = _standing(pad, side)
        blit_text(surface, note, g.small, COLOURS[colour], (x + w / 2, top + g.foot_h * 0.76),
                  anchor="center", bold=colour == "goat", max_width=int(w - g.pad))


def _standing(pad: Pad, side: int) -> tuple[str, str]:
    """The line under a side's total: distance to the limit, or the result."""
    sheet, r = pad.sheet, pad.rules
    if sheet.goat == side:
        return tr("scorepad.goat_mark"), "goat"
    if sheet.winner == side:
        return tr("scorepad.winner_mark"), "goat"
    if sheet.is_over:
        return tr("scorepad.won_mark") if r.is_goat else "", "ink"
    if r.is_goat:
        left = r.goat_at - sheet.score[side]
        return tr("scorepad.to_goat", n=left), "open" if cells.is_near_goat(sheet, side) else "muted"
    return tr("scorepad.to_target", n=max(0, r.target_for(sheet.players) - sheet.score[side])), \
        "muted"
