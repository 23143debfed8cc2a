"""Why a blocked round was won, told the kids' way, in pictures only (issue 19).

When nobody can go on («рыба»), the kids' rules give the round to whoever holds the fewest
dots.  The round's card shows it with nothing to read and no numbers: every player's face
with the knocking hand of the table beside it (nobody can go), its tiles left in hand in the
very pictures the child played with, laid on a tray, and the winner's tray lit gold with a
star under it and its face in a star burst.  When the fewest are held by two alike, nobody
wins: their trays are lit alike, joined by an equals sign, with the draw's shared star
between their faces (playtest 28: a blocked round drawn showed only faces and ▶).

Issue 19: the card said «Считаем точки: у кого меньше — тот и победил!», wrote the totals
in discs and turned the child's pictures into dotted tiles, on a screen where a child reads
no word and no number.  Who won is the score sheet's (the points in hand it wrote the
round by), never counted again here; they are not shown.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from kozel_gui.kids.art import GOLD, StarBurst, knock_icon, shared_star, star
from kozel_gui.table.board import oriented
from rules import RowKind, Tile

if TYPE_CHECKING:
    from kozel_gui.kids.table import KidsTableScene

__all__ = ["PANEL", "FishCount", "draw_fish_count", "draw_tray", "fish_columns", "fish_count",
           "tray_box"]

INK = (70, 100, 130)
PANEL = (250, 246, 232)
"""The kids' plain card (warm white, as the kids' buttons' discs): the count stands on one,
clear of the board under a round's card."""
TRAY = (228, 236, 246)
"""A hand's tray: the fewest's is lit gold."""
LIT = (255, 226, 120)


@dataclass(frozen=True, slots=True)
class FishCount:
    """A blocked round: each seat's tiles left, its total (never shown), the winner by the
    fewest dots (None: the fewest were held by two alike, a draw)."""

    hands: tuple[tuple[Tile, ...], ...]
    totals: tuple[int, ...]
    winner: int | None

    def tied(self) -> tuple[int, ...]:
        """The seats that drew with the fewest dots (none when somebody won)."""
        if self.winner is not None:
            return ()
        fewest = min(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == fewest)

    def lit(self, seat: int) -> bool:
        """Whether ``seat``'s hand is lit: it held the fewest (alone, or tied)."""
        return seat == self.winner or seat in self.tied()


def fish_count(table: KidsTableScene) -> FishCount | None:
    """The count of the round just written, if it was a blocked round (None for a round won
    by going out), won by the fewest dots or drawn."""
    session = table.session
    rows = session.sheet.rows
    outcome = session.round.outcome()
    winner = table.round_winner()
    if not rows or rows[-1].kind is not RowKind.FISH or outcome is None:
        return None
    sides = rows[-1].sides
    totals = tuple(sides[session.sheet.side_of(seat)].points for seat in range(len(outcome.hands)))
    return FishCount(tuple(tuple(sorted(h)) for h in outcome.hands), totals, winner)


def fish_columns(area: pygame.Rect, players: int, scale: float) -> list[pygame.Rect]:
    """Each seat's column in ``area``, side by side in seat order: its face with the
    knocking hand, its tray of tiles, the star under the fewest."""
    width = min(area.w // max(1, players), round(300 * scale))
    left = area.centerx - width * players // 2
    return [pygame.Rect(left + i * width, area.y, width, area.h) for i in range(players)]


_COLUMN_H = 72 * 1.3 + 12 + 64 + 24 + 48
"""A column's height at scale 1: the face (its burst's tips), the tray, the star."""




def draw_fish_count(surface: pygame.Surface, table: KidsTableScene, count: FishCount,
                    area: pygame.Rect, scale: float, clock: float) -> list[pygame.Rect]:
    """For every seat its face knocking (the winner's in a burst), its tiles in the child's
    pictures on a tray (the fewest's lit, a star under it); returns where the trays stand."""
    columns = fish_columns(area, len(count.hands), scale)
    pad = round(12 * scale)
    card = area.inflate(2 * pad, 2 * pad)
    radius = round(24 * scale)
    pygame.draw.rect(surface, INK, card.move(0, max(2, round(4 * scale))), border_radius=radius)
    pygame.draw.rect(surface, PANEL, card, border_radius=radius)
    # Smaller as a whole where the card has less room (over a round's board and stars),
    # bigger where it has more (level 2's card over the sky).
    inner = scale * min(1.4, area.h / (_COLUMN_H * scale)) if columns else scale
    trays = [_column(surface, table, count, seat, column, inner, clock)
             for seat, column in enumerate(columns)]
    d = round(72 * inner)
    for left, right in pairwise(count.tied()):
        _equals(surface, trays[left], trays[right], inner)
        # The draw's own star, shared half gold half silver, between the two faces.
        mid = ((columns[left].centerx + columns[right].centerx) / 2,
               float(columns[left].y + round(d * 0.8)))
        shared_star(surface, mid, d * 0.4)
    return trays


def _equals(surface: pygame.Surface, left: pygame.Rect, right: pygame.Rect,
            scale: float) -> None:
    """An equals sign between two tied trays (the draw's sign on every kids' card)."""
    bar = pygame.Rect(0, 0, round(28 * scale), max(5, round(9 * scale)))
    mid = ((left.right + right.left) // 2, left.centery)
    for dy in (-0.8, 0.8):
        bar.center = (mid[0], round(mid[1] + dy * bar.h))
        pygame.draw.rect(surface, INK, bar, border_radius=bar.h // 2)


def _column(surface: pygame.Surface, table: KidsTableScene, count: FishCount, seat: int,
            column: pygame.Rect, scale: float, clock: float) -> pygame.Rect:
    d = round(72 * scale)
    centre = (column.centerx, column.y + round(d * 0.8))  # the burst's tips clear the top
    if seat == count.winner:
        StarBurst(centre, 0.0, d * 0.75).draw(surface, clock)
    else:
        pygame.draw.circle(surface, (236, 244, 255), centre, round(d * 0.62))
    surface.blit(table.seat_face(seat, d), (centre[0] - d // 2, centre[1] - d // 2))
    _knocking(surface, (centre[0] + round(d * 0.95), centre[1] - round(d * 0.1)),
              round(d * 0.7), clock)
    tray = draw_tray(surface, table, count.hands[seat], column, centre[1] + d // 2, scale,
                     lit=count.lit(seat))
    if count.lit(seat) and count.winner is not None:
        star(surface, (tray.centerx, tray.bottom + round(26 * scale)), 20 * scale)
    return tray


def _knocking(surface: pygame.Surface, centre: tuple[int, int], d: int, clock: float) -> None:
    """The table's knocking hand in its white disc, by a face: this one cannot go."""
    box = pygame.Rect(0, 0, d, d)
    box.center = centre
    pygame.draw.circle(surface, INK, (box.centerx, box.centery + 2), d // 2)
    pygame.draw.circle(surface, (255, 255, 255), box.center, d // 2)
    knock_icon(surface, box, clock)


def tray_box(table: KidsTableScene, tiles: int, column: pygame.Rect, top: int,
             scale: float) -> tuple[pygame.Rect, int]:
    """Where a tray of ``tiles`` tiles stands in ``column`` from ``top`` down, and how long
    its tiles are: as big as a child sees them well, smaller when many were drawn from the
    bazaar (an empty hand's tray holds the room of one tile)."""
    gap = round(6 * scale)
    room = (column.w * 0.86 - (tiles - 1) * gap) / max(1, tiles)
    long_px = max(24, min(round(64 * scale), int(room * 2)))
    bw, bh = table.app.tiles.body_size(long_px, 0)
    row_w = max(1, tiles) * bw + (max(1, tiles) - 1) * gap
    edge = round(8 * scale)
    tray = pygame.Rect(0, 0, row_w + 2 * edge, bh + 2 * edge)
    tray.midtop = (column.centerx, top + round(12 * scale))
    return tray, long_px


def draw_tray(surface: pygame.Surface, table: KidsTableScene, hand: Sequence[Tile],
              column: pygame.Rect, top: int, scale: float, *, lit: bool) -> pygame.Rect:
    """The tiles left in hand, in the child's pictures, on a tray (gold when ``lit``)."""
    tray, long_px = tray_box(table, len(hand), column, top, scale)
    if lit:
        pygame.draw.rect(surface, GOLD, tray.inflate(6, 6), border_radius=round(16 * scale))
    pygame.draw.rect(surface, LIT if lit else TRAY, tray, border_radius=round(14 * scale))
    tiles = table.app.tiles
    bw = tiles.body_size(long_px, 0)[0]
    edge, gap = round(8 * scale), round(6 * scale)
    x = tray.x + edge
    for tile in hand:
        surface.blit(oriented(tiles, tile.low, tile.high, long_px, table.face, 0),
                     (round(x), tray.y + edge))
        x += bw + gap
    return tray
