"""Why a blocked round was won, told the kids' way (P36b #2).

When nobody can go on («рыба»), the kids' rules give the round to whoever holds the fewest
dots; the hands were hidden from the child, so the winner looked random.  The round's card
then shows every player's face with its tiles turned face up in dots (to count with a
finger), the dots' total under them in a disc (the winner's gold), and one short line for
the grown-up to read aloud.  When the fewest are held by two alike, nobody wins: the same
card, the tied totals joined by an equals sign (playtest 28: a blocked round drawn showed
only faces and ▶, nothing of what had happened).  The totals are the score sheet's own (the points in hand it
wrote the round by), never counted again here.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import wrap
from kozel_gui.i18n import tr
from kozel_gui.kids.art import StarBurst, animal_avatar, shared_star, star
from kozel_gui.table.board import oriented
from rules import RowKind, Tile

if TYPE_CHECKING:
    from kozel_gui.kids.table import KidsTableScene

__all__ = ["PANEL", "FishCount", "draw_fish_count", "fish_columns", "fish_count"]

INK = (36, 62, 110)
PANEL = (250, 246, 232)
"""The kids' plain card (warm white, as the kids' buttons' discs): the count stands on one,
clear of the board under a round's card."""
GOLD_DISC = (255, 206, 70)
DOTS = "pips"
"""The tiles of the count are drawn in dots, whatever pictures the child plays with: the
dots are what is counted."""


@dataclass(frozen=True, slots=True)
class FishCount:
    """A blocked round: each seat's tiles left, its total, the winner by the fewest dots
    (None: the fewest were held by two alike, a draw)."""

    hands: tuple[tuple[Tile, ...], ...]
    totals: tuple[int, ...]
    winner: int | None

    def tied(self) -> tuple[int, ...]:
        """The seats that drew with the fewest dots (none when somebody won)."""
        if self.winner is not None:
            return ()
        fewest = min(self.totals)
        return tuple(seat for seat, total in enumerate(self.totals) if total == fewest)

    def caption(self) -> str:
        """The line the grown-up reads aloud."""
        return tr("kids.fish_fewest" if self.winner is not None else "kids.fish_draw")


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


def fish_columns(area: pygame.Rect, players: int, scale: float, said: str
                 ) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """Where the line to read aloud ``said`` goes (the top of ``area``, as many lines as it
    takes) and each seat's column under it: its face, its tiles, its total."""
    face = _caption_font(scale)
    lines = wrap(said, face, area.w)
    caption = pygame.Rect(area.x, area.y, area.w, face.get_linesize() * len(lines))
    width = min(area.w // max(1, players), round(300 * scale))
    left = area.centerx - width * players // 2
    top = caption.bottom + round(6 * scale)
    return caption, [pygame.Rect(left + i * width, top, width, max(0, area.bottom - top))
                     for i in range(players)]


def _caption_font(scale: float) -> pygame.font.Font:
    return font(max(16, round(24 * scale)), True)


_COLUMN_H = 72 * 1.3 + 12 + 64 + 10 + 52
"""A column's height at scale 1: the face (its burst's tips), the tiles, the total's disc."""


def _face(table: KidsTableScene, seat: int, d: int) -> pygame.Surface:
    animal = table.animal(seat)
    return table.child_face(d) if animal is None else animal_avatar(animal, d)


def draw_fish_count(surface: pygame.Surface, table: KidsTableScene, count: FishCount,
                    area: pygame.Rect, scale: float, clock: float) -> list[pygame.Rect]:
    """The line to read aloud, and for every seat its face (the winner's in a burst), its
    tiles face up in dots and its total in a disc; returns where the totals stand."""
    caption, columns = fish_columns(area, len(count.hands), scale, count.caption())
    pad = round(12 * scale)
    card = area.inflate(2 * pad, 2 * pad)
    radius = round(24 * scale)
    pygame.draw.rect(surface, (70, 100, 130), card.move(0, max(2, round(4 * scale))),
                     border_radius=radius)
    pygame.draw.rect(surface, PANEL, card, border_radius=radius)
    face = _caption_font(scale)
    y = caption.y
    for line in wrap(count.caption(), face, caption.w):
        text = face.render(line, True, INK)
        surface.blit(text, (caption.centerx - text.get_width() // 2, y))
        y += face.get_linesize()
    # Smaller as a whole where the card has less room (over a round's board and stars).
    inner = scale * min(1.0, columns[0].h / (_COLUMN_H * scale)) if columns else scale
    discs = [_column(surface, table, count, seat, column, inner, clock)
             for seat, column in enumerate(columns)]
    tied = count.tied()
    d = round(72 * inner)
    for left, right in pairwise(tied):
        _equals(surface, discs[left], discs[right], inner)
        # The draw's own star, shared half gold half silver, between the two faces.
        mid = ((columns[left].centerx + columns[right].centerx) / 2,
               float(columns[left].y + round(d * 0.8)))
        shared_star(surface, mid, d * 0.4)
    return discs


def _equals(surface: pygame.Surface, left: pygame.Rect, right: pygame.Rect,
            scale: float) -> None:
    """An equals sign between two tied totals (the draw's sign on every kids' card)."""
    bar = pygame.Rect(0, 0, round(40 * scale), max(5, round(9 * scale)))
    mid = ((left.centerx + right.centerx) // 2, left.centery)
    for dy in (-0.8, 0.8):
        bar.center = (mid[0], round(mid[1] + dy * bar.h))
        pygame.draw.rect(surface, (70, 100, 130), bar, border_radius=bar.h // 2)


def _column(surface: pygame.Surface, table: KidsTableScene, count: FishCount, seat: int,
            column: pygame.Rect, scale: float, clock: float) -> pygame.Rect:
    d = round(72 * scale)
    centre = (column.centerx, column.y + round(d * 0.8))  # the burst's tips clear the line
    won = seat == count.winner
    if won:
        StarBurst(centre, 0.0, d * 0.75).draw(surface, clock)
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
