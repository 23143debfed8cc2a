"""The match's score sheet («протокол»): as cells, as text, drawn on a Surface, saved to files.

The cells are pure (``protocol_cells``); the drawing makes the exported PNG (the replay
viewer paints its sheet panel as the table does, ``table.sheet.paint_sheet``).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import pygame

from kozel_gui.assets import fit_text, font
from kozel_gui.i18n import has_text, tr
from kozel_gui.i18n.dates import shown_date
from kozel_gui.theme import COLOURS
from rules import Row, ScoreSheet, SideRow

__all__ = ["Cell", "Protocol", "draw_sheet", "protocol_cells", "protocol_text",
           "render_protocol", "save_protocol", "side_names", "variant_label"]

PROTOCOL_DIR = "protocols"


@dataclass(frozen=True, slots=True)
class Cell:
    """One cell: its text and how it is coloured (``open``, ``remembered``, ``plain``)."""

    text: str
    kind: str = "plain"


@dataclass(frozen=True, slots=True)
class Protocol:
    """The whole sheet as cells: header, one row per round, the total line, the result."""

    title: str
    subtitle: str
    header: tuple[str, ...]
    rows: tuple[tuple[Cell, ...], ...]
    total: tuple[Cell, ...]
    result: str


def variant_label(name: str) -> str:
    """The variant's name for people in the current language: a preset's, a kids' level's
    («Детское домино: маленькая игра»); a custom variant keeps its own name."""
    for key in (f"book.preset.{name}", f"kids.variant.{name}"):
        if has_text(key):
            return tr(key)
    return name


def side_names(sheet: ScoreSheet, names: Sequence[str]) -> list[str]:
    """One name per side: the seat's, or both partners' in team play."""
    if sheet.sides == sheet.players:
        return list(names)
    return [tr("protocol.team", a=names[s], b=names[s + 2]) for s in range(sheet.sides)]


def _side_cell(s: SideRow) -> Cell:
    if s.after_open:
        return Cell(str(s.after), "open")
    if s.after_remembered:
        return Cell(f"+{s.after_remembered}", "remembered")
    return Cell("0")


def _row_label(row: Row, names: Sequence[str]) -> str:
    name = names[row.by] if row.by < len(names) else str(row.by)
    label = tr(f"protocol.{row.kind}", name=name)
    if row.carry_after:
        label += " · " + tr("protocol.eggs", n=row.carry_after)
    return f"{row.index + 1}. {label}"


def protocol_cells(sheet: ScoreSheet, names: Sequence[str], played_at: str = "",
                   upto: int | None = None) -> Protocol:
    """The sheet as cells; ``upto`` rows only (the sheet as it was then)."""
    rows = sheet.rows if upto is None else sheet.rows[:upto]
    sides = side_names(sheet, names)
    body = tuple((Cell(_row_label(r, names)), *(_side_cell(s) for s in r.sides)) for r in rows)
    totals = [Cell(str(s.after), "open") if s.after_open else _side_cell(s)
              for s in rows[-1].sides] if rows else [Cell("0") for _ in sides]
    rules = sheet.rules
    limit = (tr("protocol.goat_at", n=rules.goat_at) if rules.is_goat
             else tr("protocol.target", n=rules.target_for(sheet.players)))
    subtitle = " · ".join(p for p in (tr("protocol.variant", variant=variant_label(rules.name)),
                                      limit, played_at and shown_date(played_at)) if p)
    return Protocol(tr("protocol.title"), subtitle, (tr("protocol.round"), *sides), body,
                    (Cell(tr("protocol.total")), *totals), _result(sheet, sides, rows))


def _result(sheet: ScoreSheet, sides: Sequence[str], rows: Sequence[Row]) -> str:
    if len(rows) != len(sheet.rows):
        return ""
    if sheet.goat is not None:
        return tr("protocol.goat", name=sides[sheet.goat])
    if sheet.winner is not None:
        return tr("protocol.winner", name=sides[sheet.winner])
    if sheet.left is not None:
        return tr("protocol.left", name=sides[sheet.side_of(sheet.left)])
    return ""


def protocol_text(p: Protocol) -> str:
    """The sheet as plain text with aligned columns (UTF-8)."""
    table = [list(p.header), *([c.text for c in r] for r in p.rows), [c.text for c in p.total]]
    widths = [max(len(line[i]) for line in table) for i in range(len(p.header))]
    lines = [p.title, p.subtitle, ""]
    for i, line in enumerate(table):
        if i in (1, len(table) - 1):
            lines.append("-+-".join("-" * w for w in widths))
        cells = [line[0].ljust(widths[0])] + [c.rjust(w) for c, w in zip(line[1:], widths[1:],
                                                                        strict=True)]
        lines.append(" | ".join(cells))
    lines += ["", p.result, tr("protocol.legend")] if p.result else ["", tr("protocol.legend")]
    return "\n".join(lines) + "\n"


_KIND_COLOURS = {"open": COLOURS["open"], "remembered": COLOURS["remembered"],
                 "plain": COLOURS["text"]}


def draw_sheet(surface: pygame.Surface, rect: pygame.Rect, p: Protocol, px: int = 18) -> None:
    """Draw the sheet's table into ``rect`` (the newest rows kept when not all fit)."""
    face = font(px)
    bold = font(px, bold=True)
    line = face.get_linesize() + 4
    pygame.draw.rect(surface, COLOURS["panel"], rect, border_radius=8)
    pygame.draw.rect(surface, COLOURS["brass"], rect, 2, border_radius=8)
    inner = rect.inflate(-16, -12)
    first_w = min(int(inner.w * 0.42), max(face.size(r[0].text)[0] for r in
                                           (*p.rows, p.total)) + 12)
    col_w = (inner.w - first_w) / max(1, len(p.header) - 1)
    xs = [inner.x + first_w + col_w * i for i in range(len(p.header) - 1)]
    y = inner.y + _header(surface, p.header, inner.x, xs, col_w, y=inner.y, first_w=first_w,
                          px=px)
    fit = max(0, (inner.bottom - y) // line - 1)
    for row in p.rows[max(0, len(p.rows) - fit):]:
        _cells(surface, face, row, inner.x, xs, col_w, y, first_w)
        y += line
    pygame.draw.line(surface, COLOURS["brass"], (inner.x, y + 1), (inner.right, y + 1), 1)
    _cells(surface, bold, p.total, inner.x, xs, col_w, y + 4, first_w)


MIN_HEADER_PX = 14


def _header(surface: pygame.Surface, names: Sequence[str], x0: int, xs: Sequence[float],
            col_w: float, *, y: int, first_w: int, px: int) -> int:
    """The column names, whole wherever they can be: a smaller type first, then every
    other name on a second line (each then has two columns' width), cut only as a last
    resort. Returns the height used."""
    label, columns = names[0], list(names[1:])
    for stagger in (False, True):
        room = col_w * (2 if stagger and len(columns) > 1 else 1) - 6
        size = px
        while size > MIN_HEADER_PX and max(font(size, bold=True).size(n)[0] for n in columns) > room:
            size -= 1
        face = font(size, bold=True)
        if stagger or max(face.size(n)[0] for n in columns) <= room:
            break
    line = face.get_linesize() + 2
    # Staggered, the first name is on the top line and may reach over the labels' column: the
    # label goes on the lower line, beside the second name, which never reaches that far.
    surface.blit(face.render(fit_text(face, label, first_w - 6), True, COLOURS["title"]),
                 (x0, y + line * stagger))
    for i, (name, x) in enumerate(zip(columns, xs, strict=True)):
        image = face.render(fit_text(face, name, int(room)), True, COLOURS["title"])
        surface.blit(image, image.get_rect(midtop=(int(x + col_w / 2), y + (i % 2) * line
                                                   * stagger)))
    return line * (2 if stagger else 1) + 2


def _cells(surface: pygame.Surface, face: pygame.font.Font, row: Sequence[Cell], x0: int,
           xs: Sequence[float], col_w: float, y: int, first_w: int,
           colour: str | None = None) -> None:
    label = fit_text(face, row[0].text, first_w - 6)
    surface.blit(face.render(label, True, colour or COLOURS["muted_text"]), (x0, y))
    for cell, x in zip(row[1:], xs, strict=True):
        text = fit_text(face, cell.text, int(col_w) - 4)
        image = face.render(text, True, colour or _KIND_COLOURS[cell.kind])
        surface.blit(image, image.get_rect(midtop=(int(x + col_w / 2), y)))




def render_protocol(p: Protocol, width: int = 900) -> pygame.Surface:
    """The sheet as a picture: title, subtitle, the whole table, the result, the legend."""
    px = 20
    line = font(px).get_linesize() + 4
    table_h = line * (len(p.rows) + 2) + 24
    height = 130 + table_h + 80
    image = pygame.Surface((width, height))
    image.fill(COLOURS["felt"])
    title = font(34, bold=True).render(p.title, True, COLOURS["title"])
    image.blit(title, title.get_rect(midtop=(width // 2, 18)))
    sub = font(px).render(p.subtitle, True, COLOURS["text"])
    image.blit(sub, sub.get_rect(midtop=(width // 2, 70)))
    draw_sheet(image, pygame.Rect(24, 110, width - 48, table_h), p, px)
    y = 110 + table_h + 12
    for text, colour in ((p.result, COLOURS["title"]), (tr("protocol.legend"),
                                                         COLOURS["muted_text"])):
        if text:
            image.blit(font(px, bold=colour == COLOURS["title"]).render(text, True, colour),
                       (28, y))
            y += line
    return image


def save_protocol(folder: Path, p: Protocol, kind: str, stem: str | None = None) -> Path:
    """Write the sheet into ``folder`` as ``kind`` ``"png"`` or ``"txt"``; returns the path."""
    if kind not in ("png", "txt"):
        raise ValueError(f"kind: 'png' or 'txt', not {kind!r}")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{stem or time.strftime('protocol-%Y%m%d-%H%M%S')}.{kind}"
    if kind == "png":
        pygame.image.save(render_protocol(p), str(path))
    else:
        path.write_text(protocol_text(p), encoding="utf-8")
    return path
