"""The game chooser's pictures (issue 12): each game's table as its own engine plays it
from a fixed deal, painted large with what makes the game drawn on it.

>>> table_round("general").outcome().kind.value
'fish'
>>> table_picture("muggins").points
10
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import cast

import pygame

from kozel_gui.assets import font
from kozel_gui.board_picture import Drawn, Position, draw_position
from kozel_gui.i18n import tr
from kozel_gui.layout_arm import ARM_NAMES
from kozel_gui.theme import COLOURS
from kozel_gui.tiles import TileRenderer
from rules import Round, find_preset

__all__ = ["SNAKES", "Picture", "paint_picture", "table_deal", "table_picture", "table_round"]

# Four seats' hands and the moves that lay each kind of table for a game's picture.
_LINE = ((("5:5", "0:0"), ("2:5", "1:1"), ("5:6", "3:3"), ("4:6", "2:2")),
         ("5:5", "2:5<", "5:6>"))
"""A short line, its double across: the Kozel family's other games."""
_OWN = {
    "kozel": ((("6:6", "2:4", "0:0"), ("1:6", "3:5", "1:1"), ("4:6", "2:2", "3:3"),
               ("1:3", "0:5", "4:4")),
              ("6:6", "1:6>", "4:6<", "1:3>", "2:4<", "3:5>", "2:2<", "0:5>")),
    # A line long enough to turn at the field's edge, as Kozel's snake does on the table.
    "general": ((("1:2", "0:2", "1:4", "5:5"), ("2:6", "2:3", "2:4", "4:4"),
                 ("6:6", "3:5", "3:3"), ("0:6", "2:5", "0:0")),
                ("1:2", "2:6>", "6:6>", "0:6>", "0:2>", "2:3>", "3:5>", "2:5>", "1:4<",
                 "2:4<")),
    # GAMES.md G2: a fish (both ends 2, every 2 out), which General voids.
    "telephone": ((("3:3", "1:3", "0:0"), ("3:4", "4:5", "1:1"), ("3:6", "2:2"),
                   ("2:3", "5:5")),
                  ("3:3", "3:4>", "3:6<", "2:3^", "1:3v", "4:5>")),
    # The house: the first double, with tiles on each of its four arms.
    "bergen": ((("4:6", "1:5"), ("2:6", "0:0"), ("2:4", "1:1"), ("3:5", "3:3")),
               ("4:6", "2:6>", "2:4<")),
    # Bergen's double-header: both ends show 2, and the move scores 2.
    "muggins": ((("5:5", "1:1"), ("4:5", "2:2"), ("5:6", "3:3"), ("0:5", "1:2")),
                ("5:5", "4:5<", "5:6>", "0:5^")),
    # The sides first, then the spinner's up arm: the ends 4 + 6 + 0 count 10, a
    # multiple of five, and that move scores them (the empty down arm counts nothing).
    "osel": ((("1:1", "1:2", "2:5"), ("1:6", "6:6", "4:4", "5:5"), ("1:4", "2:3"),
              ("1:5", "3:4")),
             ("1:1", "1:6<", "1:4>", "1:5^", "1:2v", "6:6<+4:4>+5:5^")),
    # Four directions at once, and three doubles laid in one move on three of them.
    "chvv": ((("2:2", "2:4"), ("2:5", "0:3"), ("2:6", "1:3"), ("2:3", "0:4")),
             ("2:2", "2:5>", "2:6^", "2:3v", "2:4<")),
    # The arms open at once and each seat lays its own arm: four arms, each for himself.
}
"""Each game's own table where it has one (P29: the four spinner games shared one tiny
cross; issue 12: each shows what makes the game)."""
SNAKES = frozenset({"kozel", "general"})
"""The pictures whose line is long enough to turn at the picture's edge."""


def table_deal(name: str) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """The hands dealt and the moves played for game ``name``'s picture."""
    return _OWN.get(name, _LINE)


@cache
def table_round(name: str) -> Round:
    """The round the chooser pictures for game ``name``: its own engine plays a few moves."""
    hands, moves = table_deal(name)
    r = Round.from_hands(find_preset(name), hands)
    for move in moves:
        r = r.play(move)
    return r


@cache
def table_picture(name: str) -> Position:
    """The table the chooser pictures for game ``name``."""
    return Position.of(table_round(name))


@dataclass(frozen=True, slots=True)
class Picture:
    """A game's picture painted for its card: the board and what marks the game on it (the
    house, the void cross; the points the last move scored, written by the picture), for
    the tests to read back."""

    surface: pygame.Surface
    board: Drawn
    badge: str | None = None
    house: pygame.Rect | None = None
    cross: pygame.Rect | None = None
    heads: tuple[pygame.Rect, ...] = ()
    """Bergen's double-header: the two end tiles, ringed."""


@lru_cache(maxsize=48)
def paint_picture(renderer: TileRenderer, name: str, size: tuple[int, int], face: str
                  ) -> Picture:
    """Game ``name``'s table ``size`` large, with what makes the game drawn on it: Muggins'
    and Bergen's ends marked (and the points the last move scored, «+10», to write by
    it), Bergen's two ends ringed, Telephone's house ringed and named, General's fish
    crossed out (a void round)."""
    pos = table_picture(name)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    marks = name in ("muggins", "bergen")
    if marks:  # only the ends that count are numbered: the marks add up to the points
        pos = dataclasses.replace(pos, open_ends=_counted(pos))
    board = draw_position(renderer, pos, size, face, marks=marks, snake=name in SNAKES)
    surface.blit(board.surface, (0, 0))
    house = cross = None
    heads: tuple[pygame.Rect, ...] = ()
    if name == "bergen":  # the two ends showing the same number, ringed like their marks
        heads = (board.tiles[0], board.tiles[-1])
        for tile in heads:
            pygame.draw.rect(surface, pygame.Color(COLOURS["glow"]), tile.inflate(4, 4), 2,
                             border_radius=4)
    if name == "telephone":
        house = _ring_house(surface, board, pos)
    if name == "general":
        cross = _cross_out(surface, board)
    badge = tr("games.pic.points", n=pos.points) if pos.points else None
    return Picture(surface, board, badge, house, cross, heads)


def _counted(pos: Position) -> tuple[int | None, int | None, int | None, int | None]:
    """``pos``' open ends, the spinner's empty up and down arms left out (they count
    nothing until a tile is laid on them)."""
    used = {g.arm for g in pos.growth}
    return cast("tuple[int | None, int | None, int | None, int | None]", tuple(
        e if i < 2 or ARM_NAMES[i] in used else None for i, e in enumerate(pos.open_ends)))


def _ring_house(surface: pygame.Surface, board: Drawn, pos: Position) -> pygame.Rect:
    """A glowing ring round the spinner and the word «дом» in a corner it makes with two
    arms (else in the picture's free corner), clear of every tile."""
    at = board.tiles[next(g.key for g in pos.growth if g.spinner)]
    ring = at.inflate(6, 6)
    glow = pygame.Color(COLOURS["title"])
    pygame.draw.rect(surface, glow, ring, 2, border_radius=4)
    image = font(max(14, min(at.w, at.h) * 3 // 4), True).render(tr("games.pic.house"),
                                                                  True, glow)
    box = surface.get_rect()
    spots = [{"bottomleft": ring.topright}, {"topleft": ring.bottomright},
             {"bottomright": ring.topleft}, {"topright": ring.bottomleft},
             {"bottomright": box.bottomright}, {"bottomleft": box.bottomleft}]
    for spot in spots:
        place = image.get_rect(**spot)
        if box.contains(place) and place.collidelist([t.inflate(2, 2) for t in board.tiles
                                                      if t != at]) == -1:
            surface.blit(image, place)
            return place
    return ring


def _cross_out(surface: pygame.Surface, board: Drawn) -> pygame.Rect:
    """A red cross over the tiles: the blocked round does not count."""
    box = board.tiles[0].unionall(board.tiles[1:]).inflate(8, 8)
    width = max(4, box.h // 12)
    red = pygame.Color(COLOURS["open"])
    red.a = 210
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.line(layer, red, box.topleft, box.bottomright, width)
    pygame.draw.line(layer, red, box.bottomleft, box.topright, width)
    surface.blit(layer, (0, 0))
    return box
