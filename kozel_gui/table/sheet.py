"""The score sheet panel: one column per side, a block per round, eggs, the limit; it scrolls.

Every number comes from the engine's ``ScoreSheet`` in the ``SheetView``: the table
chooses which of its sheets to show while points fly to it (``anim.Animator.owed``),
so a row and its total always change together.  Kozel colours as online rooms show them:
remembered (held) points in yellow with a leading ``+``, written (open) scores in
red.  Points-good variants show plain totals, kids' mode round wins as stars.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from kozel_gui.assets import fit_text, font
from kozel_gui.i18n import ntr, tr
from kozel_gui.layout import Box
from kozel_gui.table.arithmetic import standing
from kozel_gui.table.legend import Piece, legend_height, legend_lines, legend_marks, paint_legend
from kozel_gui.table.sheet_heads import fit_heads
from kozel_gui.table.theme import (
    PANEL,
    PANEL_EDGE,
    RED,
    TEXT,
    TEXT_DIM,
    YELLOW,
    name_px,
    put_text,
    px,
)
from rules import Row, RowKind, Rules, ScoreSheet, Scoring
from rules.choices import ScoreInPlay

__all__ = [
    "SheetGeometry",
    "SheetView",
    "cell_text",
    "drawn_marks",
    "fish_icon",
    "fit_cell",
    "has_eggs",
    "newest_cells",
    "paint_sheet",
    "readable_names",
    "round_number",
    "round_text",
    "score_cell",
    "sheet_geometry",
    "short_names",
    "shown_rows",
    "side_names",
    "strip_labels",
]

Colour = tuple[int, int, int]


@dataclass(frozen=True, slots=True)
class SheetView:
    """What the sheet panel shows: the engine's sheet and which rows."""

    box: Box
    sheet: ScoreSheet
    names: tuple[str, ...]
    expanded: bool
    number: int
    first: int
    """Index (among the shown rows) of the first row in the window."""
    fit: int
    scale: float
    running: tuple[tuple[int, int], ...] | None = None
    """The round being played, in games that score in play: per side the points scored in
    play so far and the score with them (``ScoreSheet.in_play``); None: no such row."""

    def key(self) -> tuple[object, ...]:
        """Everything the painted panel depends on (what a cached panel is kept by)."""
        rows = self.sheet.rows
        return (self.box, len(rows), rows[-1] if rows else None, self.sheet.carry,
                self.expanded, self.number, self.first, self.names, self.scale,
                self.sheet.rules, tr("table.sheet"), self.running)


@dataclass(frozen=True, slots=True)
class SheetGeometry:
    """Where the parts of an expanded sheet go (pure: model and painter share it)."""

    pad: int
    title_y: float
    table_top: float
    rows_top: float
    block: float
    fit: int
    up: Box
    down: Box
    legend: tuple[tuple[Piece, ...], ...] = ()
    """The legend's lines (only the marks this sheet shows), at the panel's foot."""
    legend_top: float = 0.0


def sheet_geometry(box: Box, scale: float, sheet: ScoreSheet | None = None, *,
                   running: bool = False) -> SheetGeometry:
    """The panel's rows area for ``box`` at ``scale``, less the legend of ``sheet``'s marks
    (``running``: it lists the round being played, whose points in play are explained too)."""
    pad = round(12 * scale)
    y = box.y + pad
    title = font(px(22, scale), True).get_linesize()
    limit = font(px(16, scale)).get_linesize()
    line = font(px(18, scale)).get_linesize()
    table_top = y + title + limit + 4 + line + pad // 2
    head = font(_title_px(scale)[0], True).get_linesize()
    rows_top = table_top + 2 * head + 6  # room for a name on two lines
    block = _line(figure_px(scale)) + _line(px(20, scale), True) + 4
    arrow = max(24.0, 26 * scale)
    marks = () if sheet is None else legend_marks(drawn_marks(sheet), bool(shown_rows(sheet)),
                                                  running=running, eggs=has_eggs(sheet))
    legend = tuple(tuple(line) for line in legend_lines(marks, box.w - 2 * pad - arrow - 6,
                                                            scale))
    legend_h = legend_height(legend, scale)
    bottom = box.bottom - pad - max(arrow, legend_h + 4 if legend else 0)
    fit = max(1, int((bottom - rows_top) // block))
    up = Box(box.right - pad - arrow, table_top - arrow - 2, arrow, arrow)
    down = Box(box.right - pad - arrow, box.bottom - pad - arrow, arrow, arrow)
    return SheetGeometry(pad, y, table_top, rows_top, block, fit, up, down, legend,
                         box.bottom - pad - legend_h)


def drawn_marks(sheet: ScoreSheet) -> list[tuple[str, Colour]]:
    """Every cell's text and colour as the sheet draws its rows (what its legend explains)."""
    rules = sheet.rules
    out = []
    for row in shown_rows(sheet):
        for i, s in enumerate(row.sides):
            out.append(round_text(rules, row, i))
            out.append(cell_text(rules, s.after, s.after_remembered, s.after_open))
    return out


def has_eggs(sheet: ScoreSheet) -> bool:
    """Whether the sheet shows eggs: points of a tied fish carried on (by its fish over the
    rows) or written with a round (a row's «… +N»)."""
    return bool(sheet.carry) or any(s.eggs for r in shown_rows(sheet) for s in r.sides)


_ROUNDS = (RowKind.OUT, RowKind.FISH)


def shown_rows(sheet: ScoreSheet) -> list[Row]:
    """The rows the sheet lists: rounds and clock penalties (a warning with nothing written,
    the match time running out and a player leaving write nothing: the table says them)."""
    return [r for r in sheet.rows if r.kind in _ROUNDS or (r.kind is RowKind.CLOCK and r.sides)]


def round_number(sheet: ScoreSheet, row: Row) -> int:
    """The round a row belongs to, from 1 (a clock penalty: the round it was given in)."""
    return 1 + sum(1 for r in sheet.rows[:row.index] if r.kind in _ROUNDS)


def side_names(rules: Rules, names: Sequence[str]) -> list[str]:
    """Column titles: seat names, or the two teams' partners."""
    if rules.sides(len(names)) != len(names):
        return [f"{names[0]}+{names[2]}", f"{names[1]}+{names[3]}"]
    return list(names)


def cell_text(rules: Rules, score: int, remembered: int, opened: bool) -> tuple[str, Colour]:
    """A side's standing as the sheet writes it (``arithmetic.standing``) in the table's
    colours: red open score, yellow ``+remembered``, a dim 0.

    >>> from rules import find_preset
    >>> cell_text(find_preset("kozel"), 0, 9, False)
    ('+9', (242, 200, 75))
    >>> cell_text(find_preset("kozel"), 27, 0, True)
    ('27', (224, 75, 58))
    """
    text, kind = standing(rules, score, remembered, opened)
    return (text, _STANDING_COLOURS[kind])


_STANDING_COLOURS: dict[str, Colour] = {"open": RED, "remembered": YELLOW, "none": TEXT_DIM,
                                        "plain": TEXT}


def round_text(rules: Rules, row: Row, side: int) -> tuple[str, Colour]:
    """What a side got in one row: ``+held`` yellow, written (and eggs) red, a penalty."""
    s = row.sides[side]
    if row.void:
        return (tr("table.sheet_void"), TEXT_DIM)
    if s.penalty:
        return (f"{s.penalty:+d}", RED)
    if s.held:
        return (f"+{s.held}", YELLOW)
    in_play = rules.score_in_play is not ScoreInPlay.NONE and (s.written or s.play)
    if in_play or (s.play and s.written > s.play):  # in play, then at the end: «20+5», «0+2»
        return (f"{s.play}+{s.written - s.play}", TEXT)
    if s.written or s.eggs:
        extra = f" +{s.eggs}" if s.eggs else ""
        return (f"{s.written}{extra}", RED if rules.is_goat else TEXT)
    return ("×" if s.wiped else "—", TEXT_DIM)


def fish_icon(surface: pygame.Surface, centre: tuple[float, float], size: float) -> pygame.Rect:
    """A small fish (the carried eggs of a tied fish), its body at ``centre``; returns what
    it covers, tail and all, so words beside it keep their margin from its tip (v9: the
    tail touched «Очки переходять далі»)."""
    cx, cy = centre
    body = pygame.Rect(0, 0, round(size * 1.2), round(size * 0.7))
    body.center = (round(cx), round(cy))
    pygame.draw.ellipse(surface, (150, 200, 230), body)
    tail = [(body.right - 2, cy), (body.right + size * 0.45, cy - size * 0.35),
            (body.right + size * 0.45, cy + size * 0.35)]
    drawn = pygame.draw.polygon(surface, (150, 200, 230), tail).union(body)
    pygame.draw.circle(surface, (20, 30, 40), (body.x + size * 0.3, cy - size * 0.05),
                       max(1, size * 0.08))
    return drawn


def _limit_text(rules: Rules, players: int) -> str:
    if rules.is_goat:
        from kozel_gui.table.words import loser

        return tr(f"table.sheet_{loser(rules)}", n=rules.goat_at)
    if rules.scoring is Scoring.WINS:
        return ntr("table.sheet_wins", rules.target_for(players))
    return tr("table.sheet_target", n=rules.target_for(players))


_LOOKALIKE = str.maketrans("АВЕЁКМНОРСТУХІЇЈЅаеёорсухіїјѕ", "ABEËKMHOPCTYXIÏJSaeëopcyxiïjs")
"""Cyrillic letters drawn like Latin ones: «М» of Маша and "M" of Mike look one letter."""


def _looks(name: str) -> str:
    """``name`` as it reads on screen: lookalike letters made one, any capitals."""
    return name.translate(_LOOKALIKE).casefold()


def short_names(names: Sequence[str]) -> list[str]:
    """Each name's shortest beginning that no other name begins with (a letter at least, in
    any capitals, lookalike Cyrillic and Latin letters taken as the same), so names sharing
    an initial stay apart; a name that begins another one is given whole.

    >>> short_names(["Маша", "Миша", "Коля", "Катя"])
    ['Ма', 'Ми', 'Ко', 'Ка']
    >>> short_names(["Ann", "Anna", "Bob"])
    ['Ann', 'Anna', 'B']
    >>> short_names(["Маша", "Mike"])
    ['Ма', 'Mi']
    """
    folded = [_looks(n) for n in names]
    out = []
    for i, name in enumerate(names):
        others = folded[:i] + folded[i + 1:]
        k = next((k for k in range(1, len(name)) if not any(
            o.startswith(folded[i][:k]) for o in others)), len(name))
        out.append(name[:k])
    return out


def readable_names(names: Sequence[str], width: float, size: int) -> tuple[list[str], int]:
    """The strip's labels and their one size: every name whole if all fit ``width`` at a
    size not much below ``size``; else at ``size`` each name that does not fit is cut
    with a dot to three letters («Мих.», «Кол.» for Колян), or as many as ``short_names``
    keeps to tell it apart (a playtest read «М / М» for Маша and Mike, «Ма Л / Ми З» for teams)."""
    for k in range(size, max(10, round(size * 0.8)) - 1, -1):
        if all(font(k).size(n)[0] <= width for n in names):
            return list(names), k
    face = font(size)

    def cut(name: str, least: int) -> str:
        n = max(least, 3)  # three letters at least: «Кол.», not «Коля.» for Колян
        if n >= len(name) or face.size(name)[0] <= width:
            return name
        return name[:n] + "." if face.size(name[:n] + ".")[0] <= width else name[:least]

    return [cut(n, len(s)) for n, s in zip(names, short_names(names), strict=True)], size


def strip_labels(rules: Rules, names: Sequence[str], width: float | None = None,
                 size: int = 14) -> list[list[str]]:
    """Per side, the folded sheet's labels: each seat's name as ``readable_names`` fits it
    to ``width`` (None: the shortest beginnings that tell them apart), two partners one
    under the other in a team game."""
    short = short_names(names) if width is None else readable_names(names, width, size)[0]
    sides: list[list[str]] = [[] for _ in range(rules.sides(len(names)))]
    for seat, label in enumerate(short):
        sides[rules.side_of(seat, len(names))].append(label)
    return sides


def _strip(surface: pygame.Surface, v: SheetView, rect: pygame.Rect) -> None:
    """The folded sheet's narrow strip of totals: each side's names (``readable_names``) over
    its standing, so the score stays in sight (issue 12: a small window starts with the
    sheet folded) and Маша is not taken for Миша (issue 19: initials alone were the same)."""
    s, size = v.sheet, px(14, v.scale)
    fitted = len(v.names) == s.players
    labels = strip_labels(s.rules, v.names, rect.w - 6, size) if fitted else []
    one = readable_names(v.names, rect.w - 6, size)[1] if fitted else size  # the labels' size
    y: float = rect.y + 30 + px(28, v.scale) - font(one).get_linesize() / 2  # the next top
    for i in range(s.sides):
        for label in labels[i] if i < len(labels) else [""]:
            shown, k = fit_cell(label, one, rect.w - 6)
            y = put_text(surface, shown, k, TEXT_DIM, at=_centred(shown, k, False, rect, y),
                         within=rect, role="sheet.strip").bottom
        score = v.running[i][1] if v.running is not None else s.score[i]  # with points in play
        total, colour = cell_text(s.rules, score, s.remembered[i], s.opened[i])
        low = put_text(surface, total, size, colour, at=_centred(total, size, True, rect, y),
                       bold=True, within=rect, role="sheet.strip")
        y = low.bottom + low.h / 2


def _centred(s: str, size: int, bold: bool, rect: pygame.Rect, top: float) -> tuple[float, float]:
    """Where ``s`` starts to stand centred across ``rect`` with its top at ``top``."""
    return rect.centerx - font(size, bold).size(s)[0] / 2, top


def paint_sheet(surface: pygame.Surface, v: SheetView) -> None:
    """The whole panel."""
    box, scale = v.box, v.scale
    rect = pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h))
    pygame.draw.rect(surface, PANEL, rect)
    pygame.draw.line(surface, PANEL_EDGE, rect.topleft, rect.bottomleft, 3)
    if not v.expanded:
        put_text(surface, "‹", px(28, scale), TEXT, centre=(rect.centerx, rect.y + 30),
                 bold=True, within=rect, role="sheet.unfold")
        _strip(surface, v, rect)
        label = pygame.transform.rotate(
            font(px(18, scale)).render(tr("table.sheet"), True, TEXT_DIM), 90)
        surface.blit(label, label.get_rect(center=rect.center))
        return
    geo = sheet_geometry(box, scale, v.sheet, running=v.running is not None)
    pad, y = geo.pad, geo.title_y
    title = put_text(surface, tr("table.sheet"), px(22, scale), TEXT, at=(rect.x + pad, y),
                     bold=True, within=rect, role="sheet.title")
    put_text(surface, "›", px(28, scale), TEXT_DIM, right=(rect.right - pad, y - 4),
             bold=True, within=rect, role="sheet.fold")
    y = title.bottom
    limit = put_text(surface, _limit_text(v.sheet.rules, v.sheet.players), px(16, scale), TEXT_DIM,
                     at=(rect.x + pad, y), within=rect, role="sheet.limit")
    y = limit.bottom + 4
    line = put_text(surface, tr("table.round", n=v.number), px(18, scale), TEXT,
                    at=(rect.x + pad, y), within=rect, role="sheet.number")
    if v.sheet.rules.score_in_play is not ScoreInPlay.NONE:  # what a round's «20+5» is (P29)
        put_text(surface, tr("table.sheet_parts"), px(15, scale), TEXT_DIM,
                 right=(rect.right - pad, line.centery - _line(px(15, scale)) / 2),
                 within=rect, role="sheet.parts")
    if v.sheet.carry:
        fish = fish_icon(surface, (line.right + 22 * scale, line.centery), 18 * scale)
        put_text(surface, f"+{v.sheet.carry}", px(18, scale), YELLOW,
                 at=(fish.right + 6 * scale, y), bold=True, within=rect, role="sheet.carry")
    area = pygame.Rect(rect.x + pad, round(geo.table_top), rect.w - 2 * pad,
                       rect.bottom - round(geo.table_top) - pad)
    _table(surface, area, v, geo)
    if geo.legend:
        foot = pygame.Rect(rect.x + pad, round(geo.legend_top),
                           round(geo.down.x) - rect.x - pad - 6, rect.bottom - round(geo.legend_top))
        paint_legend(surface, geo.legend, foot, scale)


def _title_px(scale: float) -> tuple[int, int]:
    """A column head's largest and least sizes: a plate's name size (the heads are the same
    names), down to the size of the rounds' figures under them, never smaller (PT-Z: the
    heads went down to 9 px to keep «Михалыч» whole at 1024×600 beside 17 px plates); a
    name too wide at that size takes its short form (``sheet_heads.head_forms``)."""
    return max(name_px(scale)[0], figure_px(scale)), figure_px(scale)


def figure_px(scale: float) -> int:
    """The size of a row's "this round" figures, the smaller of its two lines."""
    return px(15, scale)


def _gap(scale: float) -> int:
    """The least room between two columns' words (titles, numbers), so neighbours never
    read as one («МихаличПетрович» at 1920×1080 in Ukrainian); 6 px in the narrowest
    columns (four at 1024×600), where every pixel goes to the long names."""
    return max(6, round(14 * scale) - 6)


def fit_cell(s: str, size: int, width: float, bold: bool = False) -> tuple[str, int]:
    """A cell's words and size: ``size`` when they fit ``width``, else smaller down to a
    floor (three fifths of it, 10 px at the least), and only then shortened (spaces
    dropped, then cut with «…»).

    >>> fit_cell("10+15", 15, 200)
    ('10+15', 15)
    >>> text, size = fit_cell("150+270", 15, 44); (text, size < 15)
    ('150+270', True)
    """
    floor = max(10, round(size * 0.6))
    for k in range(size, floor - 1, -1):
        if font(k, bold).size(s)[0] <= width:
            return s, k
    short = s.replace(" ", "")
    return fit_text(font(floor, bold), short, int(width)), floor


def _cell(surface: pygame.Surface, s: str, size: int, colour: Colour, box: pygame.Rect,
          scale: float, role: str, bold: bool = False) -> pygame.Rect:
    """``s`` centred in a column's ``box``, fitted to its width less the gap between
    columns."""
    shown, k = fit_cell(s, size, box.w - _gap(scale), bold)
    return put_text(surface, shown, k, colour, centre=box.center, bold=bold, within=box,
                    role=role)


def _titles(names: Sequence[str], column: int, scale: float) -> tuple[list[list[str]], int]:
    """Each column's head on one line, all at one size (``sheet_heads.fit_heads``: each
    name whole, or shorter by one rule), so the row of names reads as a row."""
    best, least = _title_px(scale)
    return fit_heads(names, column, _gap(scale), range(best, least - 1, -1))


def _columns(area: pygame.Rect, scale: float) -> pygame.Rect:
    """The sides' columns: the area less a gutter at the left for the rounds' numbers."""
    gutter = font(px(15, scale)).size("88")[0] + 4
    return pygame.Rect(area.x + gutter, area.y, area.w - gutter, area.h)


def _table(surface: pygame.Surface, whole: pygame.Rect, v: SheetView, geo: SheetGeometry
           ) -> None:
    sheet, scale = v.sheet, v.scale
    area = _columns(whole, scale)
    cols = sheet.sides
    col_w = area.w / cols
    top = round(geo.rows_top - 6 - area.y)
    titles, size = _titles(side_names(sheet.rules, v.names), round(col_w), scale)
    for i, lines in enumerate(titles):
        cell = pygame.Rect(round(area.x + col_w * i), area.y, round(col_w), top)
        step = font(size, True).get_linesize()
        y = cell.bottom - step * len(lines)
        for line in lines:
            put_text(surface, line, size, TEXT, centre=(cell.centerx, y + step / 2), bold=True,
                     within=cell, role="sheet.name")
            y += step
    rule = geo.rows_top - 4
    pygame.draw.line(surface, PANEL_EDGE, (whole.x, rule), (area.right, rule), 2)
    rows = shown_rows(sheet)
    listed: list[Row | None] = [*rows, None] if v.running is not None else list(rows)
    window = listed[v.first:v.first + v.fit]
    for k, row in enumerate(window):
        row_y = geo.rows_top + k * geo.block
        if row is None:
            _running(surface, whole, row_y, v, col_w)
            continue
        _row(surface, whole, row_y, row, v, col_w)
    if not listed:
        for i in range(cols):
            _, box = row_cells(area, geo.rows_top, col_w, i, scale)
            _cell(surface, "0", px(20, scale), TEXT_DIM, box, scale, "sheet.empty")
    if len(listed) > v.fit:
        _arrows(surface, geo, v, len(listed))


def _arrows(surface: pygame.Surface, geo: SheetGeometry, v: SheetView, total: int) -> None:
    """Scroll marks: lit where there are more rows that way."""
    for box, more, mark in ((geo.up, v.first > 0, "▲"), (geo.down, v.first + v.fit < total, "▼")):
        colour = TEXT if more else (90, 78, 62)
        r = pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h))
        pygame.draw.rect(surface, (58, 46, 36), r, border_radius=6)
        c = r.center
        s = r.w * 0.28
        tip = -1 if mark == "▲" else 1
        pygame.draw.polygon(surface, colour, [(c[0] - s, c[1] - tip * s * 0.6),
                                              (c[0] + s, c[1] - tip * s * 0.6),
                                              (c[0], c[1] + tip * s * 0.7)])


def _line(size: int, bold: bool = False) -> int:
    return font(size, bold).get_linesize()


def row_cells(area: pygame.Rect, y: float, col_w: float, side: int, scale: float
              ) -> tuple[pygame.Rect, pygame.Rect]:
    """The boxes of one side's "this round" and "total" lines in a row."""
    small, big = _line(figure_px(scale)), _line(px(20, scale), True)
    x = round(area.x + col_w * side)
    return (pygame.Rect(x, round(y), round(col_w), small),
            pygame.Rect(x, round(y) + small, round(col_w), big))


def _row(surface: pygame.Surface, whole: pygame.Rect, y: float, row: Row, v: SheetView,
         col_w: float) -> None:
    rules, scale = v.sheet.rules, v.scale
    small, big = figure_px(scale), px(20, scale)
    area = _columns(whole, scale)
    gutter = pygame.Rect(whole.x, round(y), area.x - whole.x, _line(small) + _line(big, True))
    put_text(surface, str(round_number(v.sheet, row)), small, TEXT_DIM, at=(whole.x, y),
             within=gutter, role="sheet.index")
    for i, s in enumerate(row.sides):
        delta_box, total_box = row_cells(area, y, col_w, i, scale)
        delta, colour = round_text(rules, row, i)
        _cell(surface, delta, small, colour, delta_box, scale, f"sheet.delta:{row.index}:{i}")
        total, tcolour = cell_text(rules, s.after, s.after_remembered, s.after_open)
        _cell(surface, total, big, tcolour, total_box, scale, f"sheet.total:{row.index}:{i}",
              bold=True)
    bottom = y + _line(small) + _line(big, True) + 1
    pygame.draw.line(surface, (70, 56, 40), (whole.x, bottom), (area.right, bottom), 1)


def _running(surface: pygame.Surface, whole: pygame.Rect, y: float, v: SheetView,
             col_w: float) -> None:
    """The round being played: the points scored in play so far (yellow, as the legend
    says; never «10+…», which read as a cut cell) and the score with them (the engine's
    figures), under the finished rounds, its number in yellow: not yet written."""
    assert v.running is not None
    scale = v.scale
    small, big = figure_px(scale), px(20, scale)
    area = _columns(whole, scale)
    gutter = pygame.Rect(whole.x, round(y), area.x - whole.x, _line(small) + _line(big, True))
    put_text(surface, str(v.number), small, YELLOW, at=(whole.x, y), within=gutter,
             role="sheet.index")
    for i, (play, total) in enumerate(v.running):
        delta_box, total_box = row_cells(area, y, col_w, i, scale)
        _cell(surface, str(play) if play else "—", small, YELLOW if play else TEXT_DIM,
              delta_box, scale, f"sheet.play:{i}")
        _cell(surface, str(total), big, TEXT, total_box, scale, f"sheet.running:{i}", bold=True)


def newest_cells(v: SheetView) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """Per side, the boxes of the newest row's "this round" and "total" lines (none when
    the sheet is folded, empty, or scrolled away from that row)."""
    rows = shown_rows(v.sheet)
    return _cells_of(v, len(rows) - 1) if rows else []


def score_cell(v: SheetView, side: int) -> pygame.Rect | None:
    """Where points scored in play land for ``side``: its cell of the round being played
    (its points in play over its score with them), or of the newest row where no round is
    being played; None when the sheet is folded or scrolled away from it."""
    rows = len(shown_rows(v.sheet))
    cells = _cells_of(v, rows if v.running is not None else rows - 1)
    return cells[side][0].union(cells[side][1]) if side < len(cells) else None


def _cells_of(v: SheetView, k: int) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """Per side, the boxes of listed row ``k`` (the running row after the sheet's rows)."""
    k -= v.first
    if not v.expanded or k < 0 or not 0 <= k < v.fit:
        return []
    geo = sheet_geometry(v.box, v.scale, v.sheet, running=v.running is not None)
    area = _columns(pygame.Rect(round(v.box.x) + geo.pad, round(geo.table_top),
                                round(v.box.w) - 2 * geo.pad, 0), v.scale)
    col_w = area.w / v.sheet.sides
    y = geo.rows_top + k * geo.block
    return [row_cells(area, y, col_w, i, v.scale) for i in range(v.sheet.sides)]
