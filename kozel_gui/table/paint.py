"""Painting a table frame from a ``TableView``: what did not change comes from a cached layer.

The still layer holds the cloth, the placed tiles of the line, the bazaar, the
opponents' fans and the sheet panel; each part is repainted only when its own
part of the view changed (a landed tile is added to the layer, not the whole
line redrawn).  Over it, every frame: the plates, the hand, the glowing ends,
tiles in flight, the counting totals, words, buttons and overlays.  Painting
reads the view only.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from kozel_gui.i18n import tr
from kozel_gui.layout import Box
from kozel_gui.table import hud
from kozel_gui.table.anim import Pose
from kozel_gui.table.board import Board
from kozel_gui.table.keys import help_lines
from kozel_gui.table.sheet import paint_counts, paint_sheet
from kozel_gui.table.theme import (
    PANEL,
    PANEL_EDGE,
    TEXT,
    TEXT_DIM,
    YELLOW,
    draw_button,
    is_recording,
    put_text,
    px,
    rounded,
)
from kozel_gui.table.view import FanView, TableView
from kozel_gui.tiles import TileRenderer

__all__ = ["TablePainter"]

Backdrop = Callable[[tuple[int, int]], pygame.Surface]
_LinePose = dict[object, tuple[int, int, int, int, int]]


def _rect(box: Box, grow: float = 0.0) -> pygame.Rect:
    return pygame.Rect(math.floor(box.x - grow), math.floor(box.y - grow),
                       math.ceil(box.w + 2 * grow) + 1, math.ceil(box.h + 2 * grow) + 1)


class TablePainter:
    """Paints table views; keeps the sprites and the still layer between frames."""

    def __init__(self, tiles: TileRenderer, backdrop: Backdrop) -> None:
        self.tiles = tiles
        self.backdrop = backdrop
        self.board: Board | None = None
        self._board_key: tuple[object, ...] | None = None
        self._base: pygame.Surface | None = None
        self._bg_key: tuple[object, ...] | None = None
        self._parts: dict[str, object] = {}
        self._line: _LinePose = {}

    # -- the still layer ------------------------------------------------------------------

    def _board_for(self, v: TableView) -> Board:
        key = (v.layout, v.face, v.back)
        if self.board is None or self._board_key != key:
            self.board = Board(self.tiles, v.layout, v.face, v.back)
            self._board_key = key
            self._bg_key = None
        return self.board

    def _still(self, v: TableView, board: Board) -> pygame.Surface:
        bg = self.backdrop(v.size)
        key = (v.size, id(bg), self._board_key)
        if self._base is None or self._bg_key != key or is_recording():
            self._base = bg.copy()
            self._bg_key, self._parts, self._line = key, {}, {}
        base = self._base
        self._line_part(base, bg, v, board)
        if v.layout.bazaar.w > 0:
            self._part(base, bg, "bazaar", (v.bazaar, v.bazaar_glow),
                       _rect(v.layout.bazaar, board.r.glow_margin(round(v.layout.back_long)) + 4),
                       lambda: board.bazaar(base, v.bazaar, v.bazaar_glow))
        for fan in v.fans:
            area = v.layout.seats[fan.pos].fan_area
            self._part(base, bg, f"fan.{fan.pos}", fan, _rect(area, v.layout.back_long * 0.2),
                       _fan_painter(base, board, fan))
        if v.sheet is not None:
            sheet = v.sheet
            self._part(base, bg, "sheet", sheet.key(), _rect(sheet.box),
                       lambda: paint_sheet(base, sheet, counts=False))
        return base

    def _part(self, base: pygame.Surface, bg: pygame.Surface, name: str, key: object,
              area: pygame.Rect, paint: Callable[[], None]) -> None:
        if self._parts.get(name) == key:
            return
        self._parts[name] = key
        base.blit(bg, area, area)
        paint()

    def _line_part(self, base: pygame.Surface, bg: pygame.Surface, v: TableView,
                   board: Board) -> None:
        """The placed tiles: new ones are added; anything else repaints the field."""
        lay, line = v.line, v.round.line
        long_px = max(8, round(lay.long))
        want: _LinePose = {}
        for p in lay.tiles:
            if p.index in v.line_hidden:
                continue
            t = line[p.index]
            want[t.tile] = (t.a, t.b, round(p.box.x), round(p.box.y), p.angle)
        old = self._line
        if any(want.get(tile) != pose for tile, pose in old.items()):
            area = _rect(v.layout.field, 2)
            base.blit(bg, area, area)
            old = {}
        from kozel_gui.table.board import oriented

        for tile, (a, b, x, y, angle) in want.items():
            if tile not in old:
                base.blit(oriented(board.r, a, b, long_px, board.face, angle), (x, y))
        self._line = want

    # -- a frame ------------------------------------------------------------------------------

    def paint(self, surface: pygame.Surface, v: TableView) -> None:
        """The whole table."""
        board = self._board_for(v)
        surface.blit(self._still(v, board), (0, 0))
        if v.layout.bazaar.w <= 0 and v.dealing:
            board.bazaar(surface, v.dealing, False)  # every tile is dealt: the pile is brief
        for target in v.targets:
            _target(surface, board, target, v.now)
        for p in v.plates:
            hud.plate(surface, p, v.scale)
        if v.practice:
            _practice_tag(surface, v.layout.field, v.scale)
        _hand(surface, board, v)
        for f in v.flights:
            if f.move.start <= v.now:
                board.flying(surface, f.a, f.b, f.at(v.now), f.dst.long)
        if v.drag is not None:
            i, pos = v.drag
            t, box = v.hand[i], v.hand_boxes[i]
            board.flying(surface, t.low, t.high, Pose(pos[0], pos[1], box.h, 0.0, True))
        if v.sheet is not None:
            paint_counts(surface, v.sheet)
        if v.clock is not None:
            _clock_bar(surface, *v.clock, v.scale)
        for word in v.words:
            hud.announcement(surface, word, v.layout, v.now, v.scale)
        if not v.asking:
            for b in v.buttons:
                draw_button(surface, b.rect, b.label, v.scale, glow=b.glow, role=f"button.{b.key}")
        if v.message:
            hand = v.layout.hand
            field = v.layout.field
            band = Box(field.x, hand.y - 40 * v.scale, v.layout.sheet.x - field.x, 40 * v.scale)
            hud.message(surface, v.message, (hand.center[0], hand.y - 14 * v.scale), v.scale, band)
        if v.asking:
            _question(surface, v)
        if v.help:
            paint_help(surface, v.scale, v.layout.sheet.x)
        if v.covered is not None:
            hud.cover(surface, v.covered, v.scale)


def _fan_painter(surface: pygame.Surface, board: Board, fan: FanView) -> Callable[[], None]:
    def paint() -> None:
        if fan.shown is not None:
            board.open_fan(surface, fan.pos, [(t.low, t.high) for t in fan.shown])
        else:
            board.fan(surface, fan.pos, fan.count)
    return paint


def _target(surface: pygame.Surface, board: Board, t: object, now: float) -> None:
    """An open end the chosen tile may go to: it pulses, and shows the number it takes."""
    from kozel_gui.table.view import Target

    assert isinstance(t, Target)
    pulse = 0.5 + 0.5 * math.sin(now * 2 * math.pi * 1.2)
    board.end_target(surface, t.box, t.angle, t.strong, pulse)


def _hand(surface: pygame.Surface, board: Board, v: TableView) -> None:
    board.hand(surface, [(t.low, t.high) for t in v.hand], v.hand_boxes,
               legal=set(v.legal) if v.legal is not None else None, selected=v.selected,
               hidden=set(v.hand_hidden),
               shake=(v.shaken, v.shake) if v.shaken is not None else None,
               face_up=v.open_hand, hover=v.hover)


def _practice_tag(surface: pygame.Surface, field: Box, scale: float) -> None:
    """«Тренировка» in the field's top-left corner: this match counts for nothing."""
    size = px(18, scale)
    from kozel_gui.table.theme import text

    label = text(tr("table.practice"), size, YELLOW, bold=True)
    rect = label.get_rect(topleft=(round(field.x + 12 * scale), round(field.y + 10 * scale)))
    rect = rect.inflate(20, 8)
    rounded(surface, rect, (10, 14, 10, 170), rect.h // 2)
    rounded(surface, rect, YELLOW, rect.h // 2, 2)
    put_text(surface, tr("table.practice"), size, YELLOW, centre=rect.center, bold=True,
             within=rect, role="practice")


def _clock_bar(surface: pygame.Surface, plate: Box, fraction: float, left: float,
               scale: float) -> None:
    """A bar along the plate's bottom edge shrinking as time runs out, with seconds left."""
    from kozel_gui.table.theme import GLOW, RED

    colour = GLOW if fraction > 0.5 else YELLOW if fraction > 0.2 else RED
    h = max(5, round(7 * scale))
    track = pygame.Rect(round(plate.x + 6), round(plate.bottom + 4), round(plate.w - 12), h)
    rounded(surface, track, (10, 14, 10, 190), h // 2)
    bar = track.copy()
    bar.w = max(h, round(track.w * fraction))
    rounded(surface, bar, colour, h // 2)
    put_text(surface, f"{max(0, int(left + 0.999))}", px(18, scale), colour,
             right=(plate.right - 8, plate.y + 4 * scale), bold=True, shadow=True,
             within=_rect(plate), role="clock")


def _panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 110))
    surface.blit(veil, (0, 0))
    rounded(surface, rect.move(4, 6), (0, 0, 0, 120), 16)
    rounded(surface, rect, (*PANEL, 245), 16)
    rounded(surface, rect, PANEL_EDGE, 16, 3)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Words of ``s`` in lines no wider than ``width`` pixels."""
    from kozel_gui.assets import font

    face = font(size, bold)
    lines: list[str] = []
    for word in s.split():
        if lines and face.size(f"{lines[-1]} {word}")[0] <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def _question(surface: pygame.Surface, v: TableView) -> None:
    w, h = surface.get_size()
    scale = v.scale
    panel = pygame.Rect(0, 0, round(min(w - 40, 640 * scale)), round(200 * scale))
    panel.center = (w // 2, h // 2)
    _panel(surface, panel)
    size = px(20, scale)
    y = panel.y + 24 * scale
    from kozel_gui.assets import font

    for line in wrap(tr("table.undo_ask"), size, panel.w - 40):
        put_text(surface, line, size, TEXT, centre=(panel.centerx, y + size * 0.6),
                 within=panel, role="ask")
        y += font(size).get_linesize()
    for b in v.buttons:
        draw_button(surface, b.rect, b.label, scale, glow=b.glow, role=f"button.{b.key}")


def paint_help(surface: pygame.Surface, scale: float, right: float) -> None:
    """The key help: every key of the table, one per line, over a veil."""
    from kozel_gui.assets import font

    h = surface.get_height()
    size = px(18, scale)
    line = font(size).get_linesize()
    title = px(24, scale)
    lines = help_lines(tr)
    pw = round(min(right - 40, 660 * scale))
    ph = round(title * 1.6 + line * (len(lines) + 1.2) + 24 * scale)
    panel = pygame.Rect(0, 0, pw, min(h - 20, ph))
    panel.center = (round(right / 2), h // 2)
    _panel(surface, panel)
    y = panel.y + 14 * scale
    put_text(surface, tr("table.help_title"), title, YELLOW, centre=(panel.centerx, y + title / 2),
             bold=True, within=panel, role="help")
    y += title * 1.6
    col = max(font(size, True).size(keys)[0] for keys, _ in lines) + 24 * scale
    for keys, what in lines:
        put_text(surface, keys, size, TEXT, at=(panel.x + 20 * scale, y), bold=True,
                 within=panel, role="help")
        room = panel.right - 16 * scale - (panel.x + 20 * scale + col)
        small = size
        while small > 14 and font(small).size(what)[0] > room:
            small -= 1
        put_text(surface, what, small, TEXT_DIM, at=(panel.x + 20 * scale + col, y),
                 within=panel, role="help")
        y += line
