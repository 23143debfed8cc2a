"""The game chooser's pictures (issue 12): each game's table as its own engine plays it
from a fixed deal, painted large with what makes the game drawn on it (a mark on the
tiles, or a small emblem beside them: ``game_emblems``).

>>> table_round("general").outcome().kind.value
'fish'
>>> table_picture("muggins").points
10
>>> table_score("classic")
35
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import cast

import pygame

from kozel_gui.assets import font
from kozel_gui.board_picture import Drawn, Position, draw_position
from kozel_gui.game_emblems import (
    BAND_EMBLEMS,
    paint_band_emblem,
    paint_pairs,
    paint_seats,
    pairs_room,
)
from kozel_gui.i18n import get_language, tr
from kozel_gui.layout_arm import ARM_NAMES
from kozel_gui.theme import COLOURS, SEAT_COLOURS
from kozel_gui.tiles import TileRenderer
from rules import Round, ScoreSheet, find_preset

__all__ = ["SNAKES", "Picture", "paint_picture", "table_deal", "table_picture", "table_round",
           "table_score"]

# The seats' hands and the moves that lay each game's table for its picture (seat 0 leads).
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
    "classic": ((("6:6", "3:6", "1:3"), ("4:6", "0:0", "5:5")),
                ("6:6", "4:6<", "3:6>", "pass", "1:3>")),
    # The highest double leads; seat 0 goes out and writes the other's 0:0 (25) and 5:5:
    # points are good, +35 for going out.
    "courtyard": ((("6:6", "0:1"), ("2:6", "1:1"), ("4:6", "3:3"), ("1:2", "0:0")),
                  ("6:6", "2:6>", "4:6<")),
    # The highest double leads the first round; the emblem: a tied fish carried over (eggs).
    "sports": ((("3:5", "0:4"), ("5:5", "1:1"), ("3:6", "2:2"), ("1:6", "0:0")),
               ("3:5", "5:5>", "3:6<")),
    # Led by lot, no boneyard; the emblem: the move clock.
    "kozel_2x2": ((("1:1", "3:4"), ("1:4", "5:5"), ("1:2", "6:6"), ("4:4", "0:0")),
                  ("1:1", "1:4>", "1:2<")),
    # The round led with a double, by four seats sitting as two pairs (drawn round it).
    "sea_goat": ((("6:6", "0:1"), ("5:6", "1:1"), ("2:6", "3:4"), ("5:5", "2:2", "0:4")),
                 ("6:6", "5:6<", "2:6>", "5:5<+2:2>")),
    # The hundred move (6:6 led, ringed, «100») and two doubles laid at once, one an end.
}
"""Each game's own table (P29: the four spinner games shared one tiny cross; issue 12: the
Kozel family's five shared one short line; each shows what makes the game)."""
SNAKES = frozenset({"kozel", "general"})
"""The pictures whose line is long enough to turn at the picture's edge."""


def table_deal(name: str) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """The hands dealt and the moves played for game ``name``'s picture."""
    return _OWN[name]


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


@cache
def table_score(name: str) -> int:
    """The most any side writes for the round of game ``name``'s picture (0 while it goes
    on): what Classic's winner scores by going out."""
    r = table_round(name)
    outcome = r.outcome()
    if outcome is None:
        return 0
    row = ScoreSheet(r.rules, r.players).record_outcome(outcome).rows[-1]
    return max(side.written for side in row.sides)


@dataclass(frozen=True, slots=True)
class Picture:
    """A game's picture painted for its card: the board and what marks the game on it, for
    the tests to read back."""

    surface: pygame.Surface
    board: Drawn
    badge: str | None = None
    """The points written by the picture: the last move's in play (Muggins, Bergen), or
    what going out scored (Classic)."""
    written: pygame.Rect | None = None
    """Where the picture writes them: its top right corner, clear of the board."""
    house: pygame.Rect | None = None
    """Telephone's house: the word «дом» by the ringed spinner."""
    heads: tuple[pygame.Rect, ...] = ()
    """Bergen's double-header: the two end tiles, ringed."""
    ringed: pygame.Rect | None = None
    """The one tile ringed: Classic's last (it went out), the sea goat's 6:6 led."""
    hundred: pygame.Rect | None = None
    """The sea goat's «100» by its 6:6: the hundred move."""
    emblem: pygame.Rect | None = None
    """The emblem beside the table (``game_emblems.BAND_EMBLEMS``): the clock, the eggs,
    General's fish over an empty sheet."""
    seats: tuple[pygame.Rect, ...] = ()
    """The four seats round the table: Kozel 2×2's, partners alike; ChVV's, each in his
    own colour (below, left, above, right)."""
    laid_by: tuple[tuple[int, pygame.Rect], ...] = ()
    """ChVV's arms: each arm's tile and the seat that laid it, ringed in its colour."""


def paint_picture(renderer: TileRenderer, name: str, size: tuple[int, int], face: str,
                  badge_px: int = 24) -> Picture:
    """Game ``name``'s picture in the language shown now (its words are painted in: a
    picture kept from another language said «дом» on the Ukrainian chooser, PT-X)."""
    return _painted(renderer, name, size, face, badge_px, get_language())


@lru_cache(maxsize=48)
def _painted(renderer: TileRenderer, name: str, size: tuple[int, int], face: str,
             badge_px: int, lang: str) -> Picture:
    """Game ``name``'s table ``size`` large, with what makes the game drawn on it: Muggins'
    and Bergen's ends marked (and the points the last move scored, «+10», ``badge_px``
    tall in the picture's top right corner, clear of the board), Bergen's two ends ringed, Telephone's house ringed and named, Classic's last tile
    ringed (it went out, «+35»), the sea goat's 6:6 named «100», an emblem beside the
    table for Sports, Courtyard and General, Kozel 2×2's two pairs round it."""
    pos = table_picture(name)
    surface = pygame.Surface(size, pygame.SRCALPHA)
    whole = surface.get_rect()
    room, band = _rooms(name, whole)
    marks = name in ("muggins", "bergen")
    if marks:  # only the ends that count are numbered: the marks add up to the points
        pos = dataclasses.replace(pos, open_ends=_counted(pos))

    def laid(at: pygame.Rect) -> Drawn:
        return draw_position(renderer, pos, at.size, face, marks=marks, snake=name in SNAKES)

    points = _badge(name, pos)
    written = None
    if points is not None:  # in the corner the board leaves free, else under or beside it
        image = font(badge_px, True).render(points, True, pygame.Color(COLOURS["title"]))
        written = image.get_rect(topright=room.topright)
        if _covers(laid(room), written.move(-room.x, -room.y).inflate(6, 6)):
            rooms = (pygame.Rect(room.x, written.bottom, room.w, room.bottom - written.bottom),
                     pygame.Rect(room.x, room.y, written.left - 4 - room.x, room.h))
            room = max(rooms, key=lambda at: max(max(t.size) for t in laid(at).tiles))
        surface.blit(image, written)
    drawn = laid(room)
    surface.blit(drawn.surface, room.topleft)
    board = Drawn(drawn.surface, tuple(t.move(room.topleft) for t in drawn.tiles),
                  tuple((v, m.move(room.topleft)) for v, m in drawn.ends))
    out = Picture(surface, board, points, written)
    if name == "bergen":  # the two ends showing the same number, ringed like their marks
        out = dataclasses.replace(out, heads=(board.tiles[0], board.tiles[-1]))
        for tile in out.heads:
            _ring(surface, tile, "glow")
    if name == "telephone":
        at = board.tiles[next(g.key for g in pos.growth if g.spinner)]
        out = dataclasses.replace(out, house=_label(surface, board, at, tr("games.pic.house")))
    if name == "classic":  # the tile that went out
        out = dataclasses.replace(out, ringed=_ring(surface, board.tiles[pos.growth[-1].key],
                                                    "title"))
    if name == "sea_goat":  # the 6:6 led: the hundred move
        at = board.tiles[pos.growth[0].key]
        out = dataclasses.replace(out, ringed=at, hundred=_label(surface, board, at, "100"))
    if band is not None:
        out = dataclasses.replace(out, emblem=paint_band_emblem(name, surface, band))
    if name == "kozel_2x2":
        box = board.tiles[0].unionall(board.tiles[1:])
        out = dataclasses.replace(out, seats=paint_pairs(surface, whole, box))
    if name == "chvv":
        out = _each_for_himself(surface, out, pos)
    return out


def _covers(board: Drawn, spot: pygame.Rect) -> bool:
    """Whether any of ``board``'s tiles or end marks lies on ``spot``."""
    return spot.collidelist([*board.tiles, *(m for _, m in board.ends)]) != -1


def _each_for_himself(surface: pygame.Surface, out: Picture, pos: Position) -> Picture:
    """ChVV, every seat for itself on four arms: each arm's tile ringed in the colour of
    the seat that laid it, and that seat sitting beside it in the cross's corner, round
    the cross like a pinwheel (issue 12: its card was Osel's cross over again)."""
    tiles = out.board.tiles
    seat_of = _layers("chvv")
    arms = [(g.arm, tiles[g.key]) for g in pos.growth if g.arm is not None]
    laid = tuple((seat_of[arm], tile) for arm, tile in arms)
    long = max(max(t.size) for t in tiles)
    for seat, tile in laid:
        pygame.draw.rect(surface, SEAT_COLOURS[seat], tile.inflate(4, 4), 2, border_radius=4)
    r = max(3, (long - 12) // 4)  # a head fits the corner between two arms
    whole = surface.get_rect()
    spots = [_inside(_corner(arm, tile, r), r, whole) for arm, tile in arms]
    seats = paint_seats(surface, spots, r, [SEAT_COLOURS[seat] for seat, _ in laid])
    return dataclasses.replace(out, seats=seats, laid_by=laid)


def _corner(arm: str, tile: pygame.Rect, r: int) -> tuple[float, float]:
    """Where the seat (a head of radius ``r``) of the ``arm`` ending in ``tile`` sits: in
    the cross's corner clockwise from it, close by the arm's outer half (right of the up
    arm, under the right one, and so on)."""
    w, h = 4 * r, 3.5 * r
    return {"up": (tile.right + 4 + w / 2, tile.centery - tile.h / 4),
            "right": (tile.centerx + tile.w / 4, tile.bottom + 4 + h / 2),
            "down": (tile.left - 4 - w / 2, tile.centery + tile.h / 4),
            "left": (tile.centerx - tile.w / 4, tile.top - 4 - h / 2)}[arm]


def _inside(spot: tuple[float, float], r: int, whole: pygame.Rect) -> tuple[int, int]:
    """A seat's centre moved just enough for its head and shoulders to stay in ``whole``."""
    at = pygame.Rect(0, 0, 4 * r, 3 * r + r // 2)
    at.center = (round(spot[0]), round(spot[1]))
    return at.clamp(whole).center


def _layers(name: str) -> dict[str, int]:
    """Which seat laid the (last) tile on each arm of game ``name``'s picture."""
    return {ARM_NAMES[end]: step.seat for step in table_round(name).history()
            if step.move.is_placement for _, end in step.move.placements}


def _rooms(name: str, whole: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect | None]:
    """Where game ``name``'s board goes in its picture, and its emblem's band if it has
    one (on the right, clear of the board); Kozel 2×2's board leaves a margin all round
    for its seats."""
    if name in BAND_EMBLEMS:  # General's long line keeps more of the width for its tiles
        width = whole.w // 4 if name in SNAKES else min(whole.w * 2 // 7, whole.h * 2 // 3)
        return (pygame.Rect(0, 0, whole.w - width, whole.h),
                pygame.Rect(whole.right - width, 0, width, whole.h).inflate(-4, -6))
    if name == "kozel_2x2":  # the seats round the line: left, right, above and below it
        return pairs_room(whole), None
    if name == "chvv":  # room for the rings in its arms' colours at the picture's edge
        return whole.inflate(-6, -6), None
    return whole, None


def _badge(name: str, pos: Position) -> str | None:
    """The points the picture writes: the last move's in play, else what the round scored
    where going out writes points (Classic)."""
    if pos.points:
        return tr("games.pic.points", n=pos.points)
    if name == "classic":
        return tr("games.pic.points", n=table_score(name))
    return None


def _counted(pos: Position) -> tuple[int | None, int | None, int | None, int | None]:
    """``pos``' open ends, the spinner's empty up and down arms left out (they count
    nothing until a tile is laid on them)."""
    used = {g.arm for g in pos.growth}
    return cast("tuple[int | None, int | None, int | None, int | None]", tuple(
        e if i < 2 or ARM_NAMES[i] in used else None for i, e in enumerate(pos.open_ends)))


def _ring(surface: pygame.Surface, tile: pygame.Rect, colour: str) -> pygame.Rect:
    """A ring round one tile, in the theme's ``colour``; the tile."""
    pygame.draw.rect(surface, pygame.Color(COLOURS[colour]), tile.inflate(4, 4), 2,
                     border_radius=4)
    return tile


def _label(surface: pygame.Surface, board: Drawn, at: pygame.Rect, words: str
           ) -> pygame.Rect:
    """A glowing ring round tile ``at`` and ``words`` in a corner it makes with two arms
    (else in the picture's free corner), clear of every tile; where the words went."""
    ring = at.inflate(6, 6)
    glow = pygame.Color(COLOURS["title"])
    pygame.draw.rect(surface, glow, ring, 2, border_radius=4)
    image = font(max(14, min(at.w, at.h) * 3 // 4), True).render(words, True, glow)
    box = surface.get_rect()
    spots = [{"bottomleft": ring.topright}, {"topleft": ring.bottomright},
             {"bottomright": ring.topleft}, {"topright": ring.bottomleft},
             {"bottomright": box.bottomright}, {"bottomleft": box.bottomleft},
             {"topright": box.topright}, {"topleft": box.topleft}]
    for spot in spots:
        place = image.get_rect(**spot)
        if box.contains(place) and place.collidelist([t.inflate(2, 2) for t in board.tiles
                                                      if t != at]) == -1:
            surface.blit(image, place)
            return place
    return ring
