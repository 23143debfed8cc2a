"""Why a blocked round was won, told the kids' way (P36b #2).

When nobody can go on («рыба»), the kids' rules give the round to whoever holds the fewest
dots; the hands were hidden from the child, so the winner looked random.  The round's card
then shows every player's face with its tiles turned face up in dots (to count with a
finger), the dots' total under them in a disc (the winner's gold), and one short line for
the grown-up to read aloud.  The totals are the score sheet's own (the points in hand it
wrote the round by), never counted again here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import wrap
from kozel_gui.i18n import tr
from kozel_gui.kids.art import StarBurst, animal_avatar, star
from kozel_gui.table.board import oriented
from rules import RowKind, Tile

if TYPE_CHECKING:
    from kozel_gui.kids.table import KidsTableScene

__all__ = ["FishCount", "draw_fish_count", "fish_columns", "fish_count"]

INK = (36, 62, 110)
GOLD_DISC = (255, 206, 70)
DOTS = "pips"
"""The tiles of the count are drawn in dots, whatever pictures the child plays with: the
dots are what is counted."""


@dataclass(frozen=True, slots=True)
class FishCount:
    """A blocked round won by the fewest dots: each seat's tiles left, its total, the
    winner."""

    hands: tuple[tuple[Tile, ...], ...]
    totals: tuple[int, ...]
    winner: int


def fish_count(table: KidsTableScene) -> FishCount | None:
    """The count that decided the round just written, if it was a blocked round somebody
    won (None otherwise: a round won by going out, or a draw)."""
    session = table.session
    rows = session.sheet.rows
    outcome = session.round.outcome()
    winner = table.round_winner()
    if not rows or rows[-1].kind is not RowKind.FISH or outcome is None or winner is None:
        return None
    sides = rows[-1].sides
    totals = tuple(sides[session.sheet.side_of(seat)].points for seat in range(len(outcome.hands)))
    return FishCount(tuple(tuple(sorted(h)) for h in outcome.hands), totals, winner)


def fish_columns(area: pygame.Rect, players: int, scale: float
                 ) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """Where the line to read aloud goes (the top of ``area``) and each seat's column under
    it: its face, its tiles, its total."""
    caption = pygame.Rect(area.x, area.y, area.w, round(64 * scale))
    width = min(area.w // max(1, players), round(300 * scale))
    left = area.centerx - width * players // 2
    top = caption.bottom + round(6 * scale)
    return caption, [pygame.Rect(left + i * width, top, width, area.bottom - top)
                     for i in range(players)]


def _face(table: KidsTableScene, seat: int, d: int) -> pygame.Surface:
    animal = table.animal(seat)
    return table.child_face(d) if animal is None else animal_avatar(animal, d)


def draw_fish_count(surface: pygame.Surface, table: KidsTableScene, count: FishCount,
                    area: pygame.Rect, scale: float, clock: float) -> list[pygame.Rect]:
    """The line to read aloud, and for every seat its face (the winner's in a burst), its
    tiles face up in dots and its total in a disc; returns where the totals stand."""
    caption, columns = fish_columns(area, len(count.hands), scale)
    face = font(max(16, round(26 * scale)), True)
    lines = wrap(tr("kids.fish_fewest"), face, caption.w)
    y = caption.bottom - face.get_linesize() * len(lines)
    for line in lines:
        text = face.render(line, True, INK)
        surface.blit(text, (caption.centerx - text.get_width() // 2, y))
        y += face.get_linesize()
    discs = []
    for seat, column in enumerate(columns):
        discs.append(_column(surface, table, count, seat, column, scale, clock))
    return discs


def _column(surface: pygame.Surface, table: KidsTableScene, count: FishCount, seat: int,
            column: pygame.Rect, scale: float, clock: float) -> pygame.Rect:
    d = round(84 * scale)
    centre = (column.centerx, column.y + d // 2 + round(8 * scale))
    won = seat == count.winner
    if won:
        StarBurst(centre, 0.0, d * 0.9).draw(surface, clock)
    else:
        pygame.draw.circle(surface, (236, 244, 255), centre, round(d * 0.62))
    surface.blit(_face(table, seat, d), (centre[0] - d // 2, centre[1] - d // 2))
    hand = count.hands[seat]
    gap = round(6 * scale)
    # As big as a child's finger counts on, smaller when many were drawn from the bazaar.
    room = (column.w * 0.92 - (len(hand) - 1) * gap) / max(1, len(hand))
    long_px = max(24, min(round(64 * scale), int(room * 2)))
    tiles = table.app.tiles
    bw, bh = tiles.body_size(long_px, 0)
    x = column.centerx - (len(hand) * bw + (len(hand) - 1) * gap) / 2
    top = centre[1] + d // 2 + round(12 * scale)
    for tile in hand:
        surface.blit(oriented(tiles, tile.low, tile.high, long_px, DOTS, 0), (round(x), top))
        x += bw + gap
    r = round(26 * scale)
    disc = pygame.Rect(0, 0, 2 * r, 2 * r)
    disc.midtop = (column.centerx, top + bh + round(10 * scale))
    pygame.draw.circle(surface, (70, 100, 130), (disc.centerx + 2, disc.centery + 3), r)
    pygame.draw.circle(surface, GOLD_DISC if won else (255, 255, 255), disc.center, r)
    number = font(max(16, round(32 * scale)), True).render(str(count.totals[seat]), True, INK)
    surface.blit(number, number.get_rect(center=disc.center))
    if won:
        star(surface, (disc.right + r * 0.7, disc.centery), r * 0.55)
    return disc
