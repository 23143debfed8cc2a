"""Painting a table frame from a ``TableView``: what did not change comes from a cached layer.

The still layer holds the cloth, the placed tiles of the line, the bazaar, the
opponents' fans and the sheet panel; each part is repainted only when its own
part of the view changed, and only its box goes back to the cloth (a landed tile
is added to the layer; a re-laid line clears the boxes of its tiles, never the
whole field).  Over it, every frame: the plates, the hand, the glowing ends,
tiles in flight, the counting totals, words, buttons and overlays.  Painting
reads the view only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator, Sequence

import pygame

from kozel_gui.i18n import tr
from kozel_gui.layout import Box
from kozel_gui.table import hud
from kozel_gui.table.anim import Announcement, Pose, Word
from kozel_gui.table.board import Board
from kozel_gui.table.cover import paint_cover
from kozel_gui.table.fixtures import tag_box
from kozel_gui.table.keys import help_keys, help_lines
from kozel_gui.table.motion import end_slot, pose_of
from kozel_gui.table.sheet import paint_sheet
from kozel_gui.table.theme import (
    TEXT,
    TEXT_DIM,
    YELLOW,
    dialog_panel,
    draw_button,
    is_recording,
    put_text,
    px,
    rounded,
)
from kozel_gui.table.view import FanView, PlateView, TableView
from kozel_gui.tiles import TileRenderer

__all__ = ["TablePainter"]

Backdrop = Callable[[tuple[int, int]], pygame.Surface]
_LinePose = dict[object, tuple[int, int, int, int, int]]
_Part = tuple[str, object, pygame.Rect, Callable[[], None]]


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
        self._line_rects: dict[object, pygame.Rect] = {}
        """Where each placed tile's sprite lies on the still layer (what a redraw clears)."""
        self._part_rects: dict[str, pygame.Rect] = {}
        """The box each part of the still layer was last painted in."""
        self._screen: tuple[object, ...] | None = None
        """The surface, size and still layer last copied to the screen whole."""
        self._warm_key: tuple[object, ...] | None = None
        self._jobs: Iterator[tuple[int, int, int]] = iter(())
        self._drawn: list[pygame.Rect] = []
        self._repainted: list[pygame.Rect] = []
        self._kept: dict[tuple[object, ...], tuple[Box, ...]] = {}
        """What each seat's word showing keeps clear of: the plates of the words that were
        showing when it came (fixed then, so that it never jumps when they go)."""

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
            self._bg_key, self._parts, self._line, self._line_rects = key, {}, {}, {}
            self._part_rects = {}
        base = self._base
        parts = self._still_parts(base, v, board)
        now = {name: rect for name, _, rect, _ in parts}
        changed = {name for name, k, _, _ in parts if self._parts.get(name) != k}
        # A part is cleared where it was as well as where it is (a hand grown shorter), and
        # one no longer shown where it was.
        areas = [(name, k, rect.union(self._part_rects.get(name, rect)), paint)
                 for name, k, rect, paint in parts]
        gone: list[_Part] = [(name, None, rect, _nothing) for name, rect in self._part_rects.items()
                             if name not in now]
        changed |= {name for name, _, _, _ in gone}
        want, added = self._line_change(v)
        new = self._line_sprites(v, board, want if added is None else added)
        changed, redraw = self._spread(areas + gone, changed, added is None,
                                       [r for _, _, r in new])
        if redraw and added is not None:  # the whole line again, where it lies
            new = self._line_sprites(v, board, want)
        # Only what changed goes back to the cloth: the boxes of the parts repainted and,
        # when the line is redrawn, of its tiles as they lay (never the whole field).
        self._repainted = list(self._line_rects.values()) if redraw else []
        self._repainted += [rect for name, _, rect, _ in areas + gone if name in changed]
        for rect in self._repainted:
            base.blit(bg, rect, rect)
        if redraw:
            self._line_rects = {}
        for tile, sprite, rect in new:
            base.blit(sprite, rect)
            self._line_rects[tile] = rect
            self._repainted.append(rect)
        self._line = want
        for name, k, _, paint in parts:
            if name in changed:
                paint()
                self._parts[name], self._part_rects[name] = k, now[name]
        for name, _, _, _ in gone:
            del self._parts[name], self._part_rects[name]
        return base

    def _spread(self, parts: list[_Part], changed: set[str], relaid: bool,
                landing: list[pygame.Rect]) -> tuple[set[str], bool]:
        """Which parts to repaint and whether to redraw the line: a part meeting a repainted
        part, a landing tile or a redrawn one is repainted too (glows and shadows touch),
        and a repainted part over a placed tile has the line redrawn."""
        tiles = list(self._line_rects.values())
        redraw = relaid
        while True:
            hot = [rect for name, _, rect, _ in parts if name in changed]
            if not redraw and any(rect.collidelist(tiles) >= 0 for rect in hot):
                redraw = True
            hot += landing + (tiles if redraw else [])
            more = {name for name, _, rect, _ in parts
                    if name not in changed and rect.collidelist(hot) >= 0}
            if not more:
                return changed, redraw
            changed |= more

    def _still_parts(self, base: pygame.Surface, v: TableView, board: Board) -> list[_Part]:
        """The still layer's parts in drawing order: (name, what it shows, its box, painter)."""
        lay = v.layout
        glow = board.r.glow_margin(round(lay.back_long)) + 4
        parts: list[_Part] = []
        if lay.bazaar.w > 0:
            parts.append(("bazaar", (v.bazaar, v.bazaar_glow), _rect(lay.bazaar, glow),
                          lambda: board.bazaar(base, v.bazaar, v.bazaar_glow, count=v.numbers)))
        for fan in v.fans:
            area = lay.seats[fan.pos].fan_area
            # Backs and their shadows stay inside the fan's area but for the shadow's offset.
            parts.append((f"fan.{fan.pos}", fan, _rect(area, max(4.0, lay.back_long * 0.06)),
                          _fan_painter(base, board, fan)))
        for p in v.plates:
            # A plate in motion (knocking, thinking) is painted every frame instead: its
            # part of the layer is left bare.
            still = p.lift == 0 and p.thinking is None
            parts.append((f"plate.{p.pos}", p if still else ("moving", p.box),
                          _rect(p.box, hud.PLATE_REACH),
                          _plate_painter(base, p, v.scale) if still else _nothing))
            if p.away:  # (a part of its own: it counts down while the plate stays)
                tag = hud.away_rect(p.away, lay, p.pos, v.scale)
                parts.append((f"away.{p.pos}", (p.away, tag), tag.inflate(2, 2),
                              _away_painter(base, p.away, tag, v.scale)))
        hand = lay.hand
        margin = board.r.glow_margin(round(max((b.h for b in v.hand_boxes), default=8))) + 2
        hand_key = (v.hand, v.hand_boxes, v.hand_hidden, v.open_hand, v.legal, v.selected,
                    v.hover, v.shaken, round(v.shake))
        # Sideways the tiles' glow stays inside the band (they sit a pad in): the box keeps
        # clear of the south plate beside it, so a plate lighting up leaves the hand alone.
        # It spans the tiles, not the whole band: a wide screen repaints only where they are
        # (the tiles' box the last time is cleared too, see _still).
        band = _rect(hand, margin)
        if v.hand_boxes:
            side = margin + board.r.shadow_offset(round(v.hand_boxes[0].h))[0] + abs(v.shake)
            tiles = _rect(v.hand_boxes[0], side).unionall([_rect(b, side) for b in v.hand_boxes])
            band.x = max(math.floor(hand.x), tiles.x)
            band.w = min(math.ceil(hand.right) + 1, tiles.right) - band.x
        else:
            band.x, band.w = math.floor(hand.x), math.ceil(hand.w) + 1
        parts.append(("hand", hand_key, band, lambda: _hand(base, board, v)))
        for row, (name, words) in enumerate(_tags(v)):
            box = v.fixtures.tags.get(name) if v.fixtures is not None else None
            rect = _rect(box if box is not None else tag_box(lay.field, v.scale, row, name))
            parts.append((name, (words, rect), rect, _tag_painter(base, rect, words, v.scale)))
        if v.sheet is not None:
            sheet = v.sheet
            parts.append(("sheet", sheet.key(), _rect(sheet.box),
                          lambda: paint_sheet(base, sheet)))
        return parts

    def _line_change(self, v: TableView) -> tuple[_LinePose, _LinePose | None]:
        """The line's wanted poses, and what is new in it: only additions (empty when
        nothing changed), or None when tiles lie elsewhere than before (a new layout)."""
        lay, line = v.line, v.placed
        want: _LinePose = {}
        for p in lay.tiles:
            if p.index not in v.line_hidden:
                t = line[p.index]
                want[t.tile] = (t.a, t.b, round(p.box.x), round(p.box.y), p.angle)
        if all(want.get(tile) == pose for tile, pose in self._line.items()):
            return want, {t: p for t, p in want.items() if t not in self._line}
        return want, None

    @staticmethod
    def _line_sprites(v: TableView, board: Board, poses: _LinePose
                      ) -> list[tuple[object, pygame.Surface, pygame.Rect]]:
        """The placed tiles of ``poses``: each one's sprite and where it lies."""
        from kozel_gui.table.board import oriented

        long_px = max(8, round(v.line.long))
        out = []
        for tile, (a, b, x, y, angle) in poses.items():
            sprite = oriented(board.r, a, b, long_px, board.face, angle)
            out.append((tile, sprite, sprite.get_rect(topleft=(x, y))))
        return out

    # -- a frame ------------------------------------------------------------------------------

    def paint(self, surface: pygame.Surface, v: TableView, *, whole: bool = False,
              stale: Sequence[pygame.Rect] = ()) -> None:
        """The table: only what changed since the last frame is copied from the still layer,
        and what was drawn over it there (``stale``: the focus ring); ``whole``: all of it,
        e.g. when something else drew over the table."""
        if v.cover is not None:
            # Nothing of the table is painted under the cover, so nothing can show through.
            paint_cover(surface, self.backdrop(v.size), v.cover, v.scale)
            self._screen = None  # the first frame after it repaints the whole table
            return
        board = self._board_for(v)
        base = self._still(v, board)
        overlay = v.asking or v.help
        # A still layer begun afresh (a new layout: the sheet folded, a new viewer) differs
        # from the screen everywhere, not only in its changed parts: copy it whole (the fold
        # left the open sheet's table on the screen).
        key = (id(surface), v.size, self._bg_key)
        if whole or overlay or self._screen != key or is_recording():
            surface.blit(base, (0, 0))
        else:
            for r in (*self._drawn, *self._repainted, *stale):
                surface.blit(base, r, r)
        self._screen = key
        self._drawn = [surface.get_rect()] if overlay else self._moving(surface, v, board)
        if v.targets and not overlay:
            _tiles_over_targets(surface, base, v, board)
        if not v.flights:
            self._warm(v, board)
        if v.asking:
            _question(surface, v)
        if v.help:
            paint_help(surface, v.scale, v.layout.sheet.x,
                       help_lines(tr, help_keys(v.round.rules)))

    def _moving(self, surface: pygame.Surface, v: TableView, board: Board) -> list[pygame.Rect]:
        """What moves, over the still layer; returns where it was drawn (restored next frame)."""
        out: list[pygame.Rect] = []
        lay = v.layout
        if lay.bazaar.w <= 0 and v.dealing:
            board.bazaar(surface, v.dealing, False, count=v.numbers)  # every tile is dealt: brief
            out += [_rect(b, 8) for b, _ in lay.bazaar_pile(v.dealing)]
            out.append(_rect(Box(*lay.bazaar_label, 0, 0), 30))
        for target in v.targets:
            _target(surface, board, target, v.now)
            out.append(_rect(target.box, board.r.glow_margin(round(max(target.box.w,
                                                                       target.box.h))) + 4))
        # Doubles set aside glow until the confirm; tiles laid under the cover, for a while.
        glowing = [(t.low, t.high, box, angle) for t, box, angle in v.gathered]  # doubles
        glowing += [(p.a, p.b, box, angle) for p, box, angle in v.recent]
        for half, other, box, angle in glowing:
            board.end_target(surface, box, angle, True)
            board.flying(surface, half, other, pose_of(box, angle, True))
            out.append(_rect(box, board.r.glow_margin(round(max(box.w, box.h))) + 4))
        for p in v.plates:
            if p.lift != 0 or p.thinking is not None:  # moving: not in the still layer
                hud.plate(surface, p, v.scale)
                out.append(_rect(p.box, hud.PLATE_REACH + abs(p.lift) * p.box.h))
        for f in v.flights:
            if f.move.start <= v.now:
                pose = f.at(v.now)
                board.flying(surface, f.a, f.b, pose, f.dst.long)
                out.append(_around(pose.x, pose.y, pose.long))
        if v.drag is not None:
            i, pos = v.drag
            t, box = v.hand[i], v.hand_boxes[i]
            board.flying(surface, t.low, t.high, Pose(pos[0], pos[1], box.h, 0.0, True))
            out.append(_around(pos[0], pos[1], box.h))
        if v.clock is not None:
            _clock_bar(surface, *v.clock, v.scale)
            plate = v.clock[0]
            out.append(pygame.Rect(round(plate.x) - 14, round(plate.y) - 14,
                                   round(plate.w) + 28, round(plate.h) + 28 + round(12 * v.scale)))
        # Points scored in play fly over the buttons (P29: «+20!» half under «Отменить ход»);
        # the seats' words stay under them.
        said = [w for w in v.words if w.kind is not Word.SCORE]
        scored = [w for w in v.words if w.kind is Word.SCORE]
        spoken = self._spoken(surface, said, v)
        out += spoken
        if not v.asking:
            for b in v.buttons:
                draw_button(surface, b.rect, b.label, v.scale, glow=b.glow, role=f"button.{b.key}")
                out.append(_rect(b.rect, 40))  # its glow, shadow and the focus ring
        # A score keeps clear of the seats' words (PT-G: «+10!» stacked under «Михалыч
        # вышел!» read as ten points for going out).
        out += _announcements(surface, scored, v, tuple(Box(*r.inflate(12, 12)) for r in spoken))
        if v.message and v.fixtures is not None:
            shown = hud.message(surface, v.message, *message_at(v))
            out.append(shown.inflate(4, 4))
        return out


    def _spoken(self, surface: pygame.Surface, said: Sequence[Announcement], v: TableView
                ) -> list[pygame.Rect]:
        """Paint the seats' words, each by its seat and clear of those already showing when
        it came (y1: «Михалыч: стук!» under «Петрович: стук!», both said at once); where
        they were drawn."""
        tiles = (*(p.box for p in v.line.tiles), *open_end_boxes(v))
        kept: dict[tuple[object, ...], tuple[Box, ...]] = {}
        out: list[pygame.Rect] = []
        for word in sorted(said, key=lambda w: w.tween.start):
            if word.look(v.now)[1] <= 0:
                continue
            key: tuple[object, ...] = (word.text, word.pos, word.tween.start, v.size)
            keep = self._kept.get(key)
            if keep is None:
                keep = tuple(Box(*r.inflate(12, 12)) for r in out)
            kept[key] = keep
            shown = hud.announcement(surface, word, v.layout, v.now, v.scale, tiles, keep)
            if shown is not None:
                out.append(shown)
        self._kept = kept
        return [r.inflate(6, 6) for r in out]

    def _warm(self, v: TableView, board: Board) -> None:
        """In a still frame, render one sprite the table may soon need (every tile at the
        line's size in each direction, the hand's plain and dimmed), so a move seldom
        stalls on a first render."""
        from kozel_gui.table.board import oriented, warm_hand

        line_px = max(8, round(v.line.long))
        hand_px = max(8, round(v.hand_boxes[0].h)) if v.hand_boxes else 0
        key = (line_px, hand_px, board.face)
        if self._warm_key != key:
            self._warm_key = key
            jobs: list[tuple[int, int, int]] = [
                (a, b, g) for a in range(7) for b in range(a, 7) for g in (0, 90, 180, 270, -1)]
            self._jobs = iter(jobs)
        job = next(self._jobs, None)
        if job is None:
            return
        a, b, angle = job
        if angle >= 0:
            oriented(board.r, a, b, line_px, board.face, angle)
        elif hand_px:
            warm_hand(board, a, b, hand_px)


def _announcements(surface: pygame.Surface, words: Sequence[Announcement], v: TableView,
                   avoid: tuple[Box, ...] = ()) -> list[pygame.Rect]:
    """Paint ``words``; where each was drawn (clear of the tiles, the open ends and
    ``avoid``)."""
    out, tiles = [], (*(p.box for p in v.line.tiles), *open_end_boxes(v))
    for word in words:
        shown = hud.announcement(surface, word, v.layout, v.now, v.scale, tiles, avoid, v.keep)
        if shown is not None:
            out.append(shown.inflate(6, 6))
    return out


def open_end_boxes(v: TableView) -> tuple[Box, ...]:
    """Where the next tile on each open end would lie: a word kept off them leaves the ends
    in sight (issue 12: «+15!» showed where the arm goes on)."""
    ends = v.round.open_ends if v.line.tiles else None
    if ends is None:
        return ()
    return tuple(end_slot(v.line, end, False).box for end, value in enumerate(ends)
                 if value is not None)


def _around(x: float, y: float, long: float) -> pygame.Rect:
    """A box sure to hold a tile of side ``long`` centred at (x, y), at any angle, settling."""
    side = round(long * 1.25) + 12
    return pygame.Rect(round(x) - side // 2, round(y) - side // 2, side, side)


def _nothing() -> None:
    """A part left bare in the still layer."""


def _plate_painter(surface: pygame.Surface, p: PlateView, scale: float) -> Callable[[], None]:
    return lambda: hud.plate(surface, p, scale)


def _away_painter(surface: pygame.Surface, s: str, rect: pygame.Rect, scale: float
                  ) -> Callable[[], None]:
    return lambda: hud.away_tag(surface, s, rect, scale)


def _fan_painter(surface: pygame.Surface, board: Board, fan: FanView) -> Callable[[], None]:
    def paint() -> None:
        if fan.shown is not None:
            board.open_fan(surface, fan.pos, [(t.low, t.high) for t in fan.shown])
        else:
            board.fan(surface, fan.pos, fan.count)
    return paint


def _tiles_over_targets(surface: pygame.Surface, base: pygame.Surface, v: TableView,
                        board: Board) -> None:
    """The tiles down stay on top of the glowing targets: an end's glow never covers the
    tile it is laid against (P28); it shows in the gaps and round the free side."""
    glows = [_rect(t.box, board.r.glow_margin(round(max(t.box.w, t.box.h)))) for t in v.targets]
    for p in v.line.tiles:
        body = pygame.Rect(round(p.box.x), round(p.box.y), round(p.box.w), round(p.box.h))
        if body.collidelist(glows) >= 0:
            surface.blit(base, body, body)


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


def _tags(v: TableView) -> list[tuple[str, str]]:
    """The tags in the field's top-left corner: the count of the open ends in fives games,
    «Тренировка» (this match counts for nothing) and the match time left (each in its own
    fixed box, ``fixtures.tag_box``)."""
    tags: list[tuple[str, str]] = []
    if v.count is not None:
        tags.append(("count", v.count))
    if v.practice:
        tags.append(("practice", tr("table.practice")))
    if v.match_time is not None:
        tags.append(("match_time", v.match_time))
    return tags


def _tag_painter(surface: pygame.Surface, rect: pygame.Rect, words: str, scale: float
                 ) -> Callable[[], None]:
    def paint() -> None:
        rounded(surface, rect, (10, 14, 10, 170), rect.h // 2)
        rounded(surface, rect, YELLOW, rect.h // 2, 2)
        put_text(surface, words, px(18, scale), YELLOW, centre=rect.center, bold=True,
                 within=rect, role="tag")
    return paint


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
    dialog_panel(surface, rect, 16)


def wrap(s: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Words of ``s`` in lines no wider than ``width`` pixels (``drawing.wrap``: the one
    wrapper, which never breaks at a no-break space nor beside a sign standing alone)."""
    from kozel_gui.assets import font
    from kozel_gui.drawing import wrap as wrapped

    return wrapped(s, font(size, bold), width)


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


def paint_help(surface: pygame.Surface, scale: float, right: float,
               lines: list[tuple[str, str]]) -> None:
    """The key help: the table's keys ``lines`` (``keys.help_lines``), one per line, over a
    veil."""
    from kozel_gui.assets import font

    h = surface.get_height()
    size = px(18, scale)
    line = font(size).get_linesize()
    title = px(24, scale)
    pw = round(min(right - 40, 660 * scale))
    ph = round(title * 1.6 + line * (len(lines) + 2.4) + 24 * scale)
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
    # How the help goes away (P31: nothing on it said so; any key or click does).
    put_text(surface, tr("table.help_close"), size, TEXT_DIM,
             centre=(panel.centerx, y + line * 0.7), within=panel, role="help.close")


def message_at(v: TableView) -> tuple[tuple[float, float], float, Box, list[pygame.Rect]]:
    """Where the table's prompt line goes (``hud.message``'s centre, scale, band and what it
    keeps off: the buttons, the bazaar, the plates, the sheet and the hand, and what the
    screen draws over the table, ``v.keep``)."""
    assert v.fixtures is not None
    band = v.fixtures.message
    keep = [*(b.rect for b in v.buttons), *v.layout.words_keep_clear, *v.keep]
    return ((v.layout.hand.center[0], band.center[1]), v.scale, band,
            [pygame.Rect(*(round(n) for n in b)) for b in keep])
