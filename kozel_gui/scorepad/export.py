"""The protocol of a pad, exported into the data directory as a PNG picture and a text table."""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from pathlib import Path

import pygame

from kozel_gui.i18n import listing, ntr, tr
from kozel_gui.scorepad import cells
from kozel_gui.scorepad.model import Pad
from kozel_gui.scorepad.sheet_view import export_heading, render_protocol
from kozel_gui.storage import DataDir
from rules import ScoreSheet

__all__ = ["EXPORT_DIR", "export_pad", "protocol_text", "result_line", "said_sides",
           "sheet_result"]

EXPORT_DIR = "exports"


def _cell(segs: list[cells.Seg]) -> str:
    """A cell in plain text: a fish as ``~``, burned points as the table's sheet marks them
    («×19»: crossed out on the screen and the picture)."""
    return "".join("~" if t == cells.EGGS else t
                   for t, c in segs)


def protocol_text(pad: Pad) -> str:
    """The sheet as a plain-text table (``~`` marks eggs, ``×`` burned points), with the
    result at the end."""
    sheet, sides = pad.sheet, pad.side_names()
    head = [tr("scorepad.col_round")] + [
        f"{name}: {tr('scorepad.col_before')}/{tr('scorepad.col_this')}/{tr('scorepad.col_after')}"
        for name in sides]
    lines = [[*head]]
    for row in sheet.rows:
        line = [f"{row.index + 1}. {cells.round_label(sheet, row, pad.names)}"]
        if row.carry_after:
            line[0] += f" [{tr('scorepad.eggs')} +{row.carry_after}]"
        for s in range(sheet.sides):
            parts = (cells.before(sheet.rules, row, s), cells.this_round(sheet, row, s),
                     cells.after(sheet.rules, row, s))
            line.append(" / ".join(_cell(p) for p in parts))
        lines.append(line)
    totals = [_cell(cells.account(sheet.rules, sheet.score[s], sheet.remembered[s],
                                  sheet.opened[s])) for s in range(sheet.sides)]
    lines.append([tr("scorepad.total"), *totals])
    widths = [max(len(r[c]) for r in lines) for c in range(len(head))]
    table = ["  ".join(cell.ljust(widths[c]) for c, cell in enumerate(r)).rstrip()
             for r in lines]
    out = [*export_heading(pad), "", *table]
    result = result_line(pad)
    if result:
        out += ["", result]
    out += ["", tr("scorepad.export_rules"), *_rule_book(pad)]
    return "\n".join(out) + "\n"


def _rule_book(pad: Pad) -> list[str]:
    """The rule book of the pad's rules as plain text: what was in force, in full."""
    from kozel_gui.scenes.rules_book import book_sections

    out: list[str] = []
    for heading, paragraphs in book_sections(pad.rules):
        out += ["", html.unescape(re.sub(r"<[^>]+>", "", heading))]
        out += [f"  {html.unescape(re.sub(r'<[^>]+>', '', p))}" for p in paragraphs]
    return out


def result_line(pad: Pad) -> str:
    """«X is the goat with N.» / «The winner: X.», or empty while the game goes on."""
    return sheet_result(pad.sheet, pad.names)


def said_sides(sheet: ScoreSheet, names: Sequence[str]) -> list[str]:
    """A name per side as a sentence says it: the seat's, or a pair's «Дед и Зина» (the
    sheet's columns write «Дед + Зина»)."""
    return [listing([names[seat] for seat in range(sheet.players) if sheet.side_of(seat) == side])
            for side in range(sheet.sides)]


def sheet_result(sheet: ScoreSheet, names: Sequence[str]) -> str:
    """How the match on ``sheet`` ended, its seats ``names`` (the pad's sheet and its replay
    say it alike); a pair agrees as two («Дед и Зина — козлы»); empty while it goes on."""
    parts, sides = [], said_sides(sheet, names)
    if sheet.instant:
        parts.append(tr(f"scorepad.instant.{sheet.instant}"))
    if sheet.goat is not None:
        key = "scorepad.goat_who" if sheet.sides == sheet.players else "scorepad.goat_pair"
        parts.append(ntr(key, sheet.score[sheet.goat], name=sides[sheet.goat]))
    elif sheet.winner is not None:
        parts.append(tr("scorepad.winner_who", name=sides[sheet.winner]))
    return " ".join(parts)


def export_pad(pad: Pad, data: DataDir) -> tuple[Path, Path]:
    """Write ``exports/scorepad-<id>.png`` and ``.txt``; returns both paths (``OSError`` on failure)."""
    folder = data.path(EXPORT_DIR)
    folder.mkdir(parents=True, exist_ok=True)
    png, txt = folder / f"scorepad-{pad.id}.png", folder / f"scorepad-{pad.id}.txt"
    pygame.image.save(render_protocol(pad), str(png))
    txt.write_text(protocol_text(pad), encoding="utf-8")
    return png, txt
