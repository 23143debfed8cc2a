"""The round summary's painting: each seat's line (name, hand, tiles, fair play), each side's
sum, the pairs' bands, the line or the four-way table as it ended, and the word shown while
the panel is lifted.  The words are read from ``summary_words.SummaryWords``, made there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import wrap
from kozel_gui.i18n import tr
from kozel_gui.layout import Box
from kozel_gui.table.arithmetic import SideSum
from kozel_gui.table.board import oriented
from kozel_gui.table.summary_geom import hand_grid
from kozel_gui.table.summary_words import SeatWords
from kozel_gui.table.theme import (
    PANEL,
    PANEL_EDGE,
    TEXT,
    TEXT_DIM,
    YELLOW,
    put_text,
    px,
    record_text,
    rounded,
)
from rules import Placed, Tile

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.table.view import TableView

__all__ = ["Fair", "fitting", "label_w", "paint_board", "paint_line", "paint_pair",
           "paint_peek", "paint_seat", "paint_sum", "peek_pill", "text_h", "tiles_room", "two_lines"]

Fair = tuple[tuple[Tile, ...], tuple[Tile, ...]]
"""A bot's hand as dealt and the tiles it drew (``summary_words.dealt_and_drawn``)."""


def text_h(size: int, at: float, *, bold: bool = False) -> float:
    """How far below ``y`` a line of ``size`` px centred at ``y + size * at`` ends (its
    shadow included), as ``_contents`` writes the title and how the round ended."""
    return size * at + font(size, bold).get_height() / 2 + 2


def tiles_room(panel_w: float, scale: float) -> float:
    """The width a seat's tiles have: from the name column to where the side's sum starts
    (at 55% of the panel)."""
    return panel_w * 0.55 - 8 * scale - (24 + 170) * scale


def label_w(key: str, scale: float) -> float:
    """The width of a strip's label with its magnifier and the gap after them."""
    return font(px(16, scale)).size(tr(key))[0] + (6 + 12 + 4 + 10) * scale


def paint_seat(surface: pygame.Surface, app: Host, panel: pygame.Rect, at: tuple[float, float],
               seat: SeatWords, hand: tuple[Tile, ...], fair: Fair | None,
               scale: float) -> None:
    """A seat's line at ``at`` (its top, its height): the name, what the hand is worth and
    why, its tiles in rows, and a bot's hand as dealt and drawn under them."""
    y, step = at
    x = panel.x + 24 * scale
    col = pygame.Rect(round(x), round(y), round(170 * scale) - 8, round(step))
    name = put_text(surface, seat.name, px(20, scale), TEXT, at=(x, y + 2), bold=True,
                    within=col, role="summary.name")
    shown = put_text(surface, seat.value, px(16, scale), TEXT_DIM, at=(x, name.bottom),
                     within=col, role="summary.hand")
    if seat.note is not None:  # on a line of its own: beside the value it was cut by the tiles
        put_text(surface, seat.note, px(16, scale), YELLOW, at=(x, shown.bottom), within=col,
                 role="summary.note")
    tx = x + 170 * scale
    # In rows, left of where the side's sum starts, as big as the line lets them be.
    grid = hand_grid(len(hand), tiles_room(panel.w, scale),
                     step * (0.9 if fair is None else 0.5), round(56 * scale))
    top = max(y + 2, y + (step - grid.height) / 2 - 4) if fair is None else y + 2
    for t, (cx, cy) in zip(hand, grid.cells(len(hand), tx, top), strict=True):
        _tile(surface, app, t, cx, cy, grid.long_px)
    if fair is not None:
        _fair(surface, app, fair, (tx, y + step / 2), step, panel, scale)


def paint_pair(surface: pygame.Surface, panel: pygame.Rect, at: tuple[float, float],
               rows: list[int], words: tuple[str, SideSum], scale: float) -> None:
    """A pair's band across its partners' lines (``rows``: their places top down, ``at``:
    the first line's top and a line's height), and at its right the pair's names over what
    the pair wrote («Колян и Петрович / записали 26»), once."""
    top, step = at
    band = pygame.Rect(round(panel.x + 12 * scale), round(top + rows[0] * step - 4 * scale),
                       round(panel.w - 24 * scale), round(len(rows) * step - 6 * scale))
    rounded(surface, band, (255, 255, 255, 14), max(6, round(10 * scale)))
    rounded(surface, band, (*PANEL_EDGE, 150), max(6, round(10 * scale)), 1)
    right = panel.right - 24 * scale
    box = pygame.Rect(round(panel.x + panel.w * 0.55), band.y, round(right - panel.x
                      - panel.w * 0.55), band.h)
    label = put_text(surface, words[0], px(16, scale), TEXT_DIM,
                     right=(right, band.centery - 34 * scale), within=box, role="summary.pair")
    paint_sum(surface, words[1], panel, label.bottom, scale)


def paint_sum(surface: pygame.Surface, s: SideSum, panel: pygame.Rect, y: float,
              scale: float) -> None:
    """«16 + запомнено 10 = записал 26» at the right of the seat's line."""
    right = panel.right - 24 * scale
    box = pygame.Rect(round(panel.x + panel.w * 0.55), round(y), round(right - panel.x
                      - panel.w * 0.55), round(60 * scale))
    result = put_text(surface, s.result, px(20, scale), s.colour, right=(right, y + 4),
                      bold=True, within=box, role="summary.result")
    if s.terms:
        size = px(16, scale)
        while size > 14 and font(size).size(s.terms)[0] > box.w:
            size -= 1
        # Still too wide at its least size, it wraps inside its box instead of running
        # over the hands' tiles (PT-X: «на руках 45 + с рук соперников 21 + за заход 6–6
        # 50 = 116» at 1024×600).
        at = result.bottom
        for line in wrap(s.terms, font(size), box.w) or [s.terms]:
            at = put_text(surface, line, size, TEXT_DIM, right=(right, at), within=box,
                          role="summary.terms").bottom


def paint_line(surface: pygame.Surface, app: Host, panel: pygame.Rect, strip: tuple[float, float],
               line: tuple[Placed, ...], scale: float) -> None:
    """The final line of play, end to end, small (``strip``: its top and height)."""
    if not line:
        return
    y, height = strip
    x0 = _label(surface, "table.summary_line", panel, y, height, scale)
    room = panel.right - 24 * scale - x0
    units = sum(0.5 if p.a == p.b else 1.0 for p in line)
    long_px = max(10, min(round(height * 0.9), int(room / (units + 0.06 * len(line)))))
    x = x0
    for p in line:
        double = p.a == p.b
        sprite = oriented(app.tiles, p.a, p.b, long_px, app.options.face, 0 if double else 90)
        surface.blit(sprite, (round(x), round(y + (height - sprite.get_height()) / 2)))
        x += (long_px / 2 if double else long_px) + max(1, long_px * 0.06)


def paint_board(surface: pygame.Surface, app: Host, panel: pygame.Rect,
                strip: tuple[float, float], area: Box,
                picture: list[tuple[Box, int, int, int]], scale: float) -> None:
    """The four-way table as it ended, every arm, fitted in ``area`` (``picture``: each
    tile's box, angle and halves), its label at the strip's middle or, the picture under
    it, at the strip's top."""
    y, height = strip
    if area.y > y:
        height = px(16, scale) * 1.2
    _label(surface, "table.summary_table", panel, y, height, scale)
    for box, angle, a, b in picture:
        long_px = max(8, round(max(box.w, box.h)))
        sprite = oriented(app.tiles, a, b, long_px, app.options.face, angle)
        surface.blit(sprite, (round(box.x), round(box.y)))


def _label(surface: pygame.Surface, key: str, panel: pygame.Rect, y: float, height: float,
           scale: float) -> float:
    """The strip's label («Линия:», «Стол:») and a magnifier after it (a press on the
    strip lifts the panel off the table); returns where the picture may start."""
    size = px(16, scale)
    label = put_text(surface, tr(key), size, TEXT_DIM,
                     at=(panel.x + 24 * scale, y + height / 2 - size * 0.6),
                     within=panel, role="summary.line")
    r = 7 * scale
    centre = (label.right + 6 * scale + r, label.centery - r * 0.3)
    pygame.draw.circle(surface, TEXT_DIM, centre, r, max(2, round(2 * scale)))
    pygame.draw.line(surface, TEXT_DIM, (centre[0] + r * 0.7, centre[1] + r * 0.7),
                     (centre[0] + r * 1.6, centre[1] + r * 1.6), max(2, round(3 * scale)))
    return panel.x + 24 * scale + label_w(key, scale)


def _tile(surface: pygame.Surface, app: Host, t: Tile, x: float, y: float, long_px: int) -> None:
    """One tile lying flat, its top left at (x, y)."""
    sprite = oriented(app.tiles, t.low, t.high, long_px, app.options.face, 90)
    record_text(str(t), surface.blit(sprite, (round(x), round(y))), None, "summary.tile")


def _fair(surface: pygame.Surface, app: Host, fair: Fair, at: tuple[float, float], step: float,
          panel: pygame.Rect, scale: float) -> None:
    """«сдано: … взял: …» under a bot's hand, small enough to fit the panel."""
    dealt, drawn = fair
    x, y = at
    size = px(14, scale)
    labels = [tr("table.fair_dealt"), tr("table.fair_drew") if drawn else None]
    widths = sum(font(size).size(lb)[0] + 8 for lb in labels if lb)
    room = panel.w * 0.55 - (x - panel.x) - widths
    n = len(dealt) + len(drawn)
    long_px = max(12, round(min(step * 0.45, room / max(1, n) - 4, 44 * scale)))
    for label, tiles in zip(labels, (dealt, drawn), strict=True):
        if label is None:
            continue
        shown = put_text(surface, label, size, TEXT_DIM, at=(x, y), within=panel,
                         role="summary.fair")
        x = shown.right + 6
        for t in tiles:
            _tile(surface, app, t, x, y + 2, long_px)
            x += long_px + 4
        x += 8


def peek_pill(v: TableView, scale: float) -> pygame.Rect:
    """Where «Любая клавиша или щелчок — к итогам кона» stands while the summary is lifted:
    on free felt, clear of every tile, plate, fan and button of the table (P34b r4: at the
    foot of the table it lay over the last tile of the hand), the lowest such place near
    the middle; the foot of the table if there is none."""
    size = px(16, scale)
    face = font(size)
    pill = pygame.Rect(0, 0, round(face.size(tr("table.summary_peek"))[0] + 32 * scale),
                       round(face.get_linesize() + 12 * scale))
    table_w, h = v.layout.sheet.x, v.size[1]
    margin = round(8 * scale)
    busy = [_rect(b) for b in (*v.hand_boxes, *(p.box for p in v.line.tiles),
                               *(b.rect for b in v.buttons), *(p.box for p in v.plates))]
    busy += [_rect(seat.fan_area) for seat in v.layout.seats.values()
             if seat.fan_area.w > 0]
    if v.bazaar:
        busy.append(_rect(v.layout.bazaar))
    busy = [r.inflate(margin, margin) for r in busy]
    pill.midbottom = (round(table_w / 2), h - margin)
    foot = pill.copy()
    for x in (0.5, 0.3, 0.7):
        for y in range(h - margin, pill.h + margin, -max(2, pill.h // 4)):
            pill.midbottom = (round(table_w * x), y)
            if pill.left >= margin and pill.right <= table_w - margin and \
                    pill.collidelist(busy) < 0:
                return pill
    return foot


def _rect(b: Box) -> pygame.Rect:
    return pygame.Rect(round(b.x), round(b.y), round(b.w), round(b.h))


def paint_peek(surface: pygame.Surface, pill: pygame.Rect, scale: float) -> None:
    """While the summary is lifted: how to bring it back, small, in ``pill`` (``peek_pill``)."""
    size = px(16, scale)
    words = tr("table.summary_peek")
    rounded(surface, pill, PANEL, pill.h // 2)
    rounded(surface, pill, PANEL_EDGE, pill.h // 2, 2)
    put_text(surface, words, size, TEXT, centre=pill.center, within=pill, role="summary.peek")


def fitting(text: str, size: int, width: float, floor: int = 12) -> int:
    """The largest font size from ``size`` down to ``floor`` at which ``text`` is at most
    ``width`` wide (the coach's lines are one line each; PT-G saw the first run past the
    panel's edge at 1280x720 once its tally named what the player knew)."""
    while size > floor and font(size).size(text)[0] > width:
        size -= 1
    return size


def two_lines(lines: list[str], size: int, width: float) -> list[str]:
    """``lines`` (three or more) as two: the first, and the rest cut to the width with «…»
    (the whole sentence is in the review, a button away)."""
    from kozel_gui.assets import fit_part

    face = font(size)
    return [lines[0], fit_part(lambda t: face.size(t)[0], " ".join(lines[1:]), round(width))]
