"""Drawing the table: the line, the human's hand, the opponents' fans, the bazaar, flying tiles."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Sequence

import pygame

from kozel_gui.layout import Box, LineLayout, SeatPos, TableLayout, shown_hand_box
from kozel_gui.layout_spinner import SpinnerLayout
from kozel_gui.table.anim import Pose
from kozel_gui.table.theme import TEXT, blit_centered, px, text
from kozel_gui.tiles import TileRenderer

__all__ = ["Board", "oriented"]


def oriented(r: TileRenderer, a: int, b: int, long_px: int, face: str, angle: int
             ) -> pygame.Surface:
    """A face-up sprite with ``a`` on top at angle 0, turned ``angle`` degrees CCW."""
    if a <= b:
        return r.face(a, b, long_px, face, angle % 360)
    return r.face(b, a, long_px, face, (angle + 180) % 360)


def warm_hand(board: Board, a: int, b: int, long_px: int) -> None:
    """Render a hand tile's plain and dimmed sprites ahead of need."""
    oriented(board.r, a, b, long_px, board.face, 0)
    _dim(board.r, a, b, long_px, board.face)


def _dim(r: TileRenderer, a: int, b: int, long_px: int, face: str) -> pygame.Surface:
    return r.dimmed(min(a, b), max(a, b), long_px, face, 0 if a <= b else 180)


class Board:
    """Paints the pieces of one table layout with the app's tile renderer (all sprites cached)."""

    def __init__(self, renderer: TileRenderer, layout: TableLayout, face: str,
                 back_style: str) -> None:
        self.r = renderer
        self.layout = layout
        self.face = face
        self.back_style = back_style
        self.open_long: float | None = None
        """The long side of an opponent's tiles turned face up (None: the face-down
        tiles' size; the kids' replay draws them as large as the table allows)."""
        self.scale = min(layout.size[1], layout.size[0] * 9 / 16) / 720
        self._turned: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def prepare(self, hand: Sequence[tuple[int, int]], hand_long: float,
                line: Sequence[tuple[int, int, int]], line_long: float) -> None:
        """Render the sprites a new layout needs before its first frame is drawn: the
        hand (plain, dimmed, glow), the backs of every fan angle, the line's tiles."""
        long_px = max(8, round(hand_long))
        self.r.highlight(long_px, 0)
        for a, b in hand:
            oriented(self.r, a, b, long_px, self.face, 0)
            _dim(self.r, a, b, long_px, self.face)
        back = max(8, round(self.layout.back_long))
        for angle in (0, 90, 180, 270):
            self.r.back(back, angle, self.back_style)
        line_px = max(8, round(line_long))
        for a, b, angle in line:
            oriented(self.r, a, b, line_px, self.face, angle)

    # -- the line ------------------------------------------------------------

    def line(self, surface: pygame.Surface, lay: LineLayout | SpinnerLayout, tiles: Sequence[tuple[int, int]],
             hidden: set[int]) -> None:
        """Every tile of the line except the ``hidden`` indices (still in flight)."""
        long_px = max(8, round(lay.long))
        for p in lay.tiles:
            if p.index in hidden:
                continue
            a, b = tiles[p.index]
            sprite = oriented(self.r, a, b, long_px, self.face, p.angle)
            surface.blit(sprite, (round(p.box.x), round(p.box.y)))

    def end_target(self, surface: pygame.Surface, box: Box, angle: int, strong: bool,
                   pulse: float = 1.0) -> None:
        """A glowing empty spot where the selected tile may go; ``pulse`` (0..1) breathes."""
        long_px = max(8, round(max(box.w, box.h)))
        alpha = (170 if strong else 80) + round((60 if strong else 70) * pulse)
        glow = self.r.highlight(long_px, angle, (127, 224, 160, alpha // 10 * 10))
        m = self.r.glow_margin(long_px)
        surface.blit(glow, (round(box.x) - m, round(box.y) - m))
        rect = pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h))
        pygame.draw.rect(surface, (200, 250, 215), rect, 2 if strong else 1,
                         border_radius=max(2, round(min(box.w, box.h) * 0.12)))

    # -- the human's hand ------------------------------------------------------------

    def hand(self, surface: pygame.Surface, tiles: Sequence[tuple[int, int]],
             boxes: Sequence[Box], *, legal: set[int] | None, selected: int | None,
             hidden: set[int], shake: tuple[int, float] | None = None,
             face_up: bool = True, hover: int | None = None) -> None:
        """The hand, upright: legal tiles glow, illegal ones are dimmed, the selected one lifts
        by a quarter of its height, the one under the mouse a little."""
        for i, ((a, b), box) in enumerate(zip(tiles, boxes, strict=True)):
            if i in hidden:
                continue
            long_px = max(8, round(box.h))
            x, y = shown_hand_box(box, i, selected, hover)[:2]
            if shake is not None and shake[0] == i:
                x += shake[1]
            if not face_up:
                surface.blit(self.r.back(long_px, 0, self.back_style), (round(x), round(y)))
                continue
            if legal is not None and i in legal:
                m = self.r.glow_margin(long_px)
                surface.blit(self.r.highlight(long_px, 0), (round(x) - m, round(y) - m))
            if legal is not None and i not in legal:
                sprite = _dim(self.r, a, b, long_px, self.face)
            else:
                sprite = oriented(self.r, a, b, long_px, self.face, 0)
            surface.blit(sprite, (round(x), round(y)))

    # -- opponents and the bazaar ------------------------------------------------------

    def fan(self, surface: pygame.Surface, pos: SeatPos, n: int) -> None:
        """An opponent's face-down tiles."""
        long_px = max(8, round(self.layout.back_long))
        for box, angle in self.layout.fan(pos, n):
            surface.blit(self.r.back(long_px, angle, self.back_style),
                         (round(box.x), round(box.y)))

    def open_fan(self, surface: pygame.Surface, pos: SeatPos,
                 tiles: Sequence[tuple[int, int]]) -> None:
        """An opponent's tiles turned face up at the end of a round (spread to be readable)."""
        long_px = max(8, round(self.open_long or self.layout.back_long))
        for (box, angle), (a, b) in zip(self._open_boxes(pos, len(tiles)), tiles, strict=True):
            sprite = oriented(self.r, a, b, long_px, self.face, angle)
            surface.blit(sprite, (round(box.x), round(box.y)))

    def _open_boxes(self, pos: SeatPos, n: int) -> list[tuple[Box, int]]:
        """Like the fan but without overlap where there is room (upright for north)."""
        area = self.layout.seats[pos].fan_area
        long = self.open_long or self.layout.back_long
        if pos == "north":
            w = long / 2
            pitch = min(w * 1.08, (area.w - w) / max(1, n - 1)) if n > 1 else 0
            x0 = area.center[0] - (w + pitch * (n - 1)) / 2
            return [(Box(x0 + i * pitch, area.y, w, long), 0) for i in range(n)]
        h = long / 2
        pitch = min(h * 1.08, (area.h - h) / max(1, n - 1)) if n > 1 else 0
        y0 = area.y  # from just under the plate, as the face-down fan
        x = area.center[0] - long / 2
        return [(Box(x, y0 + i * pitch, long, h), 90) for i in range(n)]

    def bazaar(self, surface: pygame.Surface, n: int, glow: bool, *, count: bool = True) -> None:
        """The face-down pile with its ``count``; it glows when the human must draw."""
        long_px = max(8, round(self.layout.back_long))
        pile = self.layout.bazaar_pile(n)
        if glow and pile:
            m = self.r.glow_margin(long_px)
            g = self.r.highlight(long_px, 90, (127, 224, 160, 210))
            for box, _ in pile:
                surface.blit(g, (round(box.x) - m, round(box.y) - m))
        for box, angle in pile:
            surface.blit(self.r.back(long_px, angle, self.back_style),
                         (round(box.x), round(box.y)))
        if count and (n or glow):
            label = text(str(n), px(20, self.scale), TEXT, bold=True, shadow=True)
            blit_centered(surface, label, self.layout.bazaar_label)

    # -- flying tiles ---------------------------------------------------------------

    def flying(self, surface: pygame.Surface, a: int, b: int, pose: Pose,
               base_long: float | None = None) -> None:
        """A tile in motion: any angle, any size, possibly turning over.

        Sprites are made once at ``base_long`` (the size it lands at) and zoomed, so a
        slide between two sizes never renders tiles at every size in between.
        """
        base_px = max(8, round(base_long or pose.long))
        step = round(pose.angle / 6) * 6 % 360
        zoom = round(pose.long / base_px * 20) / 20
        flip = round(pose.flip * 20) / 20
        if step % 90 == 0 and flip >= 1 and zoom == 1:
            # Square angles use the renderer's own sprite, so landing does not jump.
            if pose.face_up:
                still = oriented(self.r, a, b, base_px, self.face, step)
            else:
                still = self.r.back(base_px, step, self.back_style)
            bw, bh = self.r.body_size(base_px, step)
            surface.blit(still, (round(pose.x - bw / 2), round(pose.y - bh / 2)))
            return
        key = (a, b, base_px, step, zoom, pose.face_up, flip, self.face, self.back_style)
        sprite = self._turned.get(key)
        if sprite is None:
            if pose.face_up:
                base = oriented(self.r, a, b, base_px, self.face, 0)
            else:
                base = self.r.back(base_px, 0, self.back_style)
            if flip < 1:
                size = (max(1, round(base.get_width() * flip)), base.get_height())
                base = pygame.transform.smoothscale(base, size)
            # Plain rotate (and scale) rather than rotozoom: a third of the time on a 4K
            # window, and a tile in motion shows no difference.
            if zoom != 1:
                base = pygame.transform.scale_by(base, zoom)
            sprite = pygame.transform.rotate(base, step)
            self._turned[key] = sprite
            if len(self._turned) > 600:
                self._turned.popitem(last=False)
        blit_centered(surface, sprite, (pose.x, pose.y))

