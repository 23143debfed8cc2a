"""Small pictures of a table: an engine position's tiles laid out by the board kernel and
painted by the game's own tile renderer, its open ends marked with their numbers.

The game chooser shows one per game, the rule book one per worked example.  A
:class:`Position` is read from a ``Round`` once (the tiles in the layouts' flat order, the
order they were placed in, the open ends, the count, the last move's points); painters
only read it.  The board is laid out in a roomy field by ``layout_board`` (so it never
turns), then the whole picture is scaled to fit the box it is drawn in: the kernel's
geometry, at the size of the box.

>>> from rules import Round, find_preset
>>> r = Round.from_hands(find_preset("muggins"), [["5:5", "4:5"], ["5:6", "0:5"]])
>>> pos = Position.of(r.play("5:5").play("5:6>"))
>>> pos.tiles, pos.open_ends, pos.count, pos.points
(((5, 5), (5, 6)), (5, 6, None, None), 16, 0)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from kozel_gui.assets import font
from kozel_gui.layout_arm import ARM_NAMES
from kozel_gui.layout_board import BoardLayout, Growth, layout_board
from kozel_gui.layout_geom import Box, half_centres
from kozel_gui.table.board import oriented
from kozel_gui.table.motion import board_growth, board_tiles
from kozel_gui.theme import COLOURS
from kozel_gui.tiles import TileRenderer, shadow_offset
from rules import Round

__all__ = ["Drawn", "Position", "draw_figure", "draw_position", "figure_long"]

Ends = tuple[int | None, int | None, int | None, int | None]
_ROOM = 4000.0  # px: the field the board is first laid out in (no arm ever turns in it)
_MARK = 0.9  # an open end's mark, in short sides across
_MIN_LONG = 8  # the renderer's smallest tile


@dataclass(frozen=True, slots=True)
class Position:
    """What a picture of a table shows: the tiles (``(a, b)`` in the layouts' flat order:
    the line, the up arm, the down arm), the order they were placed in, whether the game
    lays a line, its open ends (``<``, ``>``, ``^``, ``v``), the count of the ends and what
    the last move scored in play."""

    tiles: tuple[tuple[int, int], ...]
    growth: tuple[Growth, ...]
    line: bool
    open_ends: Ends
    count: int
    points: int

    @classmethod
    def of(cls, r: Round) -> Position:
        """The position of round ``r`` as the engine has it (a lead must be down)."""
        if r.open_ends is None:
            raise ValueError("a picture of a table needs a tile on it")
        history = r.history()
        return cls(tuple((p.a, p.b) for p in board_tiles(r)), tuple(board_growth(r)),
                   not r.rules.is_spinner, r.open_ends, r.board_count,
                   history[-1].points if history else 0)


@dataclass(frozen=True, slots=True)
class Drawn:
    """A position painted: the picture, each tile's body and each open end's mark in it."""

    surface: pygame.Surface
    tiles: tuple[pygame.Rect, ...]
    ends: tuple[tuple[int, pygame.Rect], ...]
    """(the number, its mark) for every open end, in arm order."""
    badge: tuple[str, pygame.Rect] | None = None
    """What the last move scored in play («15!») and where it is written."""


def draw_position(renderer: TileRenderer, pos: Position, size: tuple[int, int],
                  face: str = "pips", *, marks: bool = True, largest: int = 0,
                  snake: bool = False) -> Drawn:
    """``pos`` painted as large as fits in ``size`` (transparent around it; cached), its
    tiles' long side at most ``largest`` px (0: no limit); ``snake``: the line laid out
    in a field of the picture's shape, so a long one turns at its edge as on the table."""
    return _drawn(renderer, pos, size, face, marks, largest, snake)


@lru_cache(maxsize=64)
def _drawn(renderer: TileRenderer, pos: Position, size: tuple[int, int], face: str,
           marks: bool, largest: int, snake: bool) -> Drawn:
    lay = _snaking(pos, size) if snake else _laid(pos, (_ROOM, _ROOM))
    bodies = [(p.index, p.box, p.angle) for p in lay.tiles]
    spots = _marks(lay, pos, [b for _, b, _ in bodies]) if marks else []
    frame = _bounds([b for _, b, _ in bodies] + [b for _, b in spots])
    long_px, scale = _fit(frame, lay.long, size, largest)
    pad = shadow_offset(long_px)
    ox = (size[0] - pad[0] - frame.w * scale) / 2 - frame.x * scale
    oy = (size[1] - pad[1] - frame.h * scale) / 2 - frame.y * scale

    def rect(b: Box) -> pygame.Rect:
        return pygame.Rect(round(ox + b.x * scale), round(oy + b.y * scale),
                           round(b.w * scale), round(b.h * scale))

    surface = pygame.Surface(size, pygame.SRCALPHA)
    tiles = []
    for index, box, angle in bodies:
        a, b = pos.tiles[index]
        at = rect(box)
        surface.blit(oriented(renderer, a, b, long_px, face, angle), at.topleft)
        tiles.append(at)
    ends = tuple((value, rect(box)) for value, box in spots)
    for value, at in ends:
        _paint_mark(surface, at, value)
    return Drawn(surface, tuple(tiles), ends)


@lru_cache(maxsize=64)
def draw_figure(renderer: TileRenderer, pos: Position, size: tuple[int, int],
                face: str = "pips", table: str = "felt") -> Drawn:
    """A worked example's picture ``size`` large: the table's cloth, the tiles with their
    open ends marked and, when the last move scored in play, its points («15!»)."""
    from kozel_gui.drawing import felt

    w, h = size
    pad = max(6, h // 14)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    cloth = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(cloth, (255, 255, 255), cloth.get_rect(), border_radius=pad)
    cloth.blit(felt(size, table), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(cloth, (0, 0))
    badge = None
    room = _figure_room(pos, size)
    if pos.points:
        words = font(max(12, h // 7), True).render(f"{pos.points}!", True,
                                                  pygame.Color(COLOURS["title"]))
        at = words.get_rect(topright=(w - pad, pad))
        surface.blit(words, at)
        badge = (f"{pos.points}!", at)
    board = draw_position(renderer, pos, room.size, face, largest=round(h * 0.42))
    surface.blit(board.surface, room.topleft)
    return Drawn(surface, tuple(t.move(room.topleft) for t in board.tiles),
                 tuple((v, m.move(room.topleft)) for v, m in board.ends), badge)


def _figure_room(pos: Position, size: tuple[int, int]) -> pygame.Rect:
    """Where a worked example's tiles go in its picture ``size`` large: inside its margin,
    left of the points the last move scored."""
    w, h = size
    pad = max(6, h // 14)
    room = pygame.Rect(pad, pad, w - 2 * pad, h - 2 * pad)
    if pos.points:
        room.w -= font(max(12, h // 7), True).size(f"{pos.points}!")[0] + pad // 2
    return room


def figure_long(pos: Position, size: tuple[int, int]) -> int:
    """The long side, px, of the tiles of ``pos``' worked-example picture ``size`` large
    (``draw_figure``), found without painting it: the page sizes its pictures by it."""
    frame, long = _frame(pos)
    room = _figure_room(pos, size)
    return _fit(frame, long, room.size, round(size[1] * 0.42))[0]


@lru_cache(maxsize=64)
def _frame(pos: Position) -> tuple[Box, float]:
    """The box round ``pos``' tiles and open ends' marks as first laid out, and its tiles'
    long side there."""
    lay = _laid(pos, (_ROOM, _ROOM))
    bodies = [p.box for p in lay.tiles]
    return _bounds(bodies + [b for _, b in _marks(lay, pos, bodies)]), lay.long


def _laid(pos: Position, room: tuple[float, float]) -> BoardLayout:
    """``pos``'s board laid out by the table's kernel in a field ``room`` large."""
    return layout_board(pos.growth, (0, 0, *room), max_long=120.0, line=pos.line,
                        capacity=len(pos.tiles) + 2)


_SHAPES = (0.4, 0.55, 0.7, 0.85, 1.0, 1.2, 1.4)
"""The fields tried for a snaking picture: its box narrowed (or flattened) by these."""


def _snaking(pos: Position, size: tuple[int, int]) -> BoardLayout:
    """The layout in a field shaped like ``size`` (narrowed or flattened a little: the
    kernel keeps a margin, so the box's own shape is not always the best) whose tiles come
    out largest once fitted to ``size``: a long line turns at the field's edge."""
    w, h = size
    fields = [(w * k, float(h)) for k in _SHAPES] + [(float(w), h * k) for k in _SHAPES]

    def shown(lay: BoardLayout) -> float:
        frame = _bounds([p.box for p in lay.tiles])
        return lay.long * min(w / frame.w, h / frame.h)

    return max((_laid(pos, f) for f in fields), key=shown)


def _fit(frame: Box, long: float, size: tuple[int, int], largest: int
         ) -> tuple[int, float]:
    """The tiles' long side in px and the scale from the layout to the picture."""
    scale = min(size[0] / frame.w, size[1] / frame.h)
    long_px = max(_MIN_LONG, int(long * scale))
    pad = shadow_offset(long_px)  # the shadow falls right and down: keep room for it
    scale = min((size[0] - pad[0]) / frame.w, (size[1] - pad[1]) / frame.h)
    if largest:
        scale = min(scale, largest / long)
    return max(_MIN_LONG, int(long * scale)), scale


def _marks(lay: BoardLayout, pos: Position, bodies: list[Box]) -> list[tuple[int, Box]]:
    """Where each open end's number goes: the near half of the spot its next tile takes."""
    out = []
    d = _MARK * lay.short
    for end, value in enumerate(pos.open_ends):
        if value is None:
            continue
        slot = lay.slot(ARM_NAMES[end], False)
        near = min(half_centres(slot.box, slot.angle),
                   key=lambda c: min(_dist2(c, b.center) for b in bodies))
        out.append((value, Box(near[0] - d / 2, near[1] - d / 2, d, d)))
    return out


def _dist2(p: tuple[float, float], q: tuple[float, float]) -> float:
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def _bounds(boxes: list[Box]) -> Box:
    left, top = min(b.x for b in boxes), min(b.y for b in boxes)
    right, bottom = max(b.right for b in boxes), max(b.bottom for b in boxes)
    return Box(left, top, right - left, bottom - top)


def _paint_mark(surface: pygame.Surface, at: pygame.Rect, value: int) -> None:
    """A brass disc with the end's number, as the table's open ends glow."""
    r = max(4, at.w // 2)
    pygame.draw.circle(surface, pygame.Color(COLOURS["glow"]), at.center, r)
    pygame.draw.circle(surface, pygame.Color(COLOURS["felt"]), at.center, r, max(1, r // 6))
    digit = font(max(8, round(r * 1.5)), True).render(str(value), True,
                                                       pygame.Color(COLOURS["ink"]))
    surface.blit(digit, digit.get_rect(center=at.center))
