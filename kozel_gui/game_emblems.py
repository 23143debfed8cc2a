"""Small emblems the game chooser draws beside a game's table (issue 12), each in code,
in the table's own colours: what a table of tiles cannot show by itself.

* ``clock``: Sports domino's move clock, a stopwatch;
* ``eggs``: Courtyard Kozel's tied fish carried over to the next round, «яйца»;
* ``void``: General's fish that voids the round, a fish and an empty score sheet, «0»;
* ``pairs``: Kozel 2×2's two pairs, four seats round the table, partners alike;
* ``seats``: ChVV's four players each for himself, each in his own colour.

Each painter draws inside the rectangle it is given and returns the part it covered.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from kozel_gui.assets import font
from kozel_gui.theme import COLOURS

__all__ = ["BAND_EMBLEMS", "paint_band_emblem", "paint_pairs", "paint_seats", "pairs_room", "seat_size"]


def _colour(name: str, alpha: int = 255) -> pygame.Color:
    c = pygame.Color(COLOURS[name])
    c.a = alpha
    return c


def paint_clock(surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    """A stopwatch: a face with a rim, its crown and two hands."""
    r = max(6, min(box.w, box.h * 4 // 5) * 2 // 5)
    centre = (box.centerx, box.centery + r // 6)
    crown = pygame.Rect(0, 0, max(4, r // 2), max(3, r // 4))
    crown.midbottom = (centre[0], centre[1] - r + 1)
    pygame.draw.rect(surface, _colour("brass"), crown, border_radius=2)
    pygame.draw.line(surface, _colour("brass"), (centre[0] + r * 0.7, centre[1] - r * 0.7),
                     (centre[0] + r * 0.9, centre[1] - r * 0.9), max(2, r // 6))
    pygame.draw.circle(surface, _colour("ivory"), centre, r)
    pygame.draw.circle(surface, _colour("brass"), centre, r, max(2, r // 6))
    for k in range(12):  # the marks of the dial
        a = k * math.pi / 6
        inner = r * (0.62 if k % 3 == 0 else 0.72)
        pygame.draw.line(surface, _colour("ink"),
                         (centre[0] + inner * math.sin(a), centre[1] - inner * math.cos(a)),
                         (centre[0] + r * 0.8 * math.sin(a), centre[1] - r * 0.8 * math.cos(a)),
                         1)
    width = max(2, r // 8)
    pygame.draw.line(surface, _colour("ink"), centre, (centre[0], centre[1] - r * 0.6), width)
    pygame.draw.line(surface, _colour("open"), centre,
                     (centre[0] + r * 0.45, centre[1] + r * 0.2), width)
    pygame.draw.circle(surface, _colour("ink"), centre, width)
    return pygame.Rect(centre[0] - r, crown.top, 2 * r, centre[1] + r - crown.top)


def paint_eggs(surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    """Three eggs in a nest, two below and one on them: the points of a tied fish carried
    over to the next round («яйца»)."""
    w = max(6, min(box.w * 2 // 5, box.h // 3))
    h = w * 4 // 3
    bowl = pygame.Rect(0, 0, 2 * w + w // 2, h)
    bowl.midbottom = (box.centerx, box.centery + h)
    spots = [(bowl.centerx - w, bowl.y - h // 2), (bowl.centerx, bowl.y - h // 2),
             (bowl.centerx - w // 2, bowl.y - h + h // 8)]
    for x, y in spots[2:] + spots[:2]:  # the top one first: the lower two lie in front
        egg = pygame.Rect(x, y, w, h)
        pygame.draw.ellipse(surface, _colour("ivory"), egg)
        pygame.draw.ellipse(surface, _colour("brass"), egg, 1)
        shine = pygame.Rect(egg.x + w // 4, egg.y + h // 5, max(2, w // 4), max(3, h // 4))
        pygame.draw.ellipse(surface, (255, 255, 255), shine)
    pygame.draw.ellipse(surface, _colour("wood"), bowl)
    pygame.draw.ellipse(surface, _colour("brass"), bowl, max(1, w // 8))
    top = min(y for _, y in spots)
    return pygame.Rect(bowl.x, top, bowl.w, bowl.bottom - top)


def paint_void(surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    """A fish over an empty score sheet with a «0» on it: the fish voids the round, nobody
    writes (General's goat)."""
    fish_h = max(6, box.h // 5)
    fish = pygame.Rect(0, 0, min(box.w, fish_h * 2), fish_h)
    fish.midtop = (box.centerx, box.y + box.h // 12)
    body = pygame.Rect(fish.x + fish.w // 4, fish.y, fish.w * 3 // 4, fish.h)
    tail = [(fish.x, fish.y), (body.x + 2, fish.centery), (fish.x, fish.bottom)]
    pygame.draw.polygon(surface, _colour("brass_light"), tail)
    pygame.draw.ellipse(surface, _colour("brass_light"), body)
    pygame.draw.circle(surface, _colour("ink"), (body.right - body.w // 4, body.y + body.h // 3),
                       max(1, fish_h // 8))
    arrow_top, arrow_bottom = fish.bottom + 2, fish.bottom + max(6, box.h // 8)
    pygame.draw.line(surface, _colour("title"), (box.centerx, arrow_top),
                     (box.centerx, arrow_bottom), 2)
    head = max(3, box.h // 24)
    pygame.draw.polygon(surface, _colour("title"), [
        (box.centerx - head, arrow_bottom - head), (box.centerx + head, arrow_bottom - head),
        (box.centerx, arrow_bottom + 1)])
    sheet = pygame.Rect(0, 0, min(box.w - 2, (box.bottom - arrow_bottom - 4) * 3 // 4),
                        box.bottom - arrow_bottom - 4)
    sheet.midtop = (box.centerx, arrow_bottom + 3)
    pygame.draw.rect(surface, _colour("ivory"), sheet, border_radius=2)
    for k in (1, 2, 3):  # the sheet's ruled lines
        y = sheet.y + k * sheet.h // 5
        pygame.draw.line(surface, _colour("muted_text"), (sheet.x + 3, y), (sheet.right - 4, y))
    zero = font(max(8, sheet.h * 3 // 5), True).render("0", True, _colour("open"))
    surface.blit(zero, zero.get_rect(center=(sheet.centerx, sheet.centery + sheet.h // 10)))
    return fish.union(sheet)


BAND_EMBLEMS = {"sports": paint_clock, "courtyard": paint_eggs, "general": paint_void}
"""The games whose emblem stands in a band beside their table, and its painter."""


def paint_band_emblem(name: str, surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    """Game ``name``'s emblem in ``box``; the part of it covered."""
    return BAND_EMBLEMS[name](surface, box)


def seat_size(box: pygame.Rect) -> int:
    """The radius of a seat's head in a picture ``box`` large (a seat is 4 across)."""
    return max(4, min(box.h, box.w) // 20)


def pairs_room(box: pygame.Rect) -> pygame.Rect:
    """Where Kozel 2×2's board goes in a picture ``box`` large: clear of its four seats."""
    r = seat_size(box)
    return box.inflate(-2 * (4 * r + 4), -2 * (3 * r + r // 2 + 4))


def paint_pairs(surface: pygame.Surface, box: pygame.Rect, board: pygame.Rect
                ) -> tuple[pygame.Rect, ...]:
    """Four players round ``board`` inside ``box``, partners opposite each other in one
    colour: below and above gold, left and right green (two pairs, Kozel 2×2); their
    rectangles, in the order below, left, above, right."""
    spots = [(board.centerx, (board.bottom + box.bottom) // 2),
             ((box.x + board.x) // 2, board.centery),
             (board.centerx, (box.y + board.y) // 2),
             ((board.right + box.right) // 2, board.centery)]
    pair = (_colour("title"), _colour("glow"))
    return paint_seats(surface, spots, seat_size(box), (*pair, *pair))


def paint_seats(surface: pygame.Surface, spots: Sequence[tuple[float, float]], r: int,
                colours: Sequence[pygame.Color | tuple[int, int, int]]
                ) -> tuple[pygame.Rect, ...]:
    """A player at each of ``spots``, a head of radius ``r`` and shoulders, each in its
    own of ``colours``; their rectangles, in that order."""
    seats = []
    for (x, y), colour in zip(spots, colours, strict=True):
        at = pygame.Rect(0, 0, 4 * r, 3 * r + r // 2)
        at.center = (round(x), round(y))
        shoulders = pygame.Rect(at.x, at.y + 2 * r + r // 4, 4 * r, 3 * r)
        person = pygame.Surface(at.size, pygame.SRCALPHA)
        pygame.draw.ellipse(person, colour, shoulders.move(-at.x, -at.y))
        head = (2 * r, r + r // 8)
        pygame.draw.circle(person, colour, head, r)
        pygame.draw.circle(person, _colour("title_shadow"), head, r, max(1, r // 4))
        surface.blit(person, at)
        seats.append(at)
    return tuple(seats)
