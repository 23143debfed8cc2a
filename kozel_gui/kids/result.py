"""After a kids' round and a kids' match: the winner's face with a star burst, everyone's
stars, and one big "go on" button.  No numbers, no words needed, a blocked round's too:
its hands in the child's pictures, the fewest lit (``kozel_gui.kids.fish``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING

import pygame

from kozel_gui.controls import Button
from kozel_gui.focus import KIDS, Item
from kozel_gui.kids.art import StarBurst, paint_go, shared_star, sky, star
from kozel_gui.kids.fish import (
    PANEL,
    draw_fish_count,
    draw_tray,
    fish_columns,
    fish_count,
    tray_box,
)
from kozel_gui.kids.hold import exit_button, place_exit
from kozel_gui.kids.home import home_button, place_home
from kozel_gui.kids.levels import table_stars
from kozel_gui.table.result import ResultScene

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.kids.table import KidsTableScene
    from rules import Tile

__all__ = ["PANEL", "KidsResultScene", "KidsRoundScene", "ResultPlaces", "draw_leftovers",
           "leftovers", "shared_star"]

TRAY_SCALE = 1.0
"""How big the leftover tiles under a round's faces are, against a blocked round's count."""


def leftovers(table: KidsTableScene) -> tuple[tuple[Tile, ...], ...]:
    """Every seat's tiles left in hand at the end of the round just played (none before it
    ends), each hand in order."""
    outcome = table.session.round.outcome()
    return () if outcome is None else tuple(tuple(sorted(h)) for h in outcome.hands)


@dataclass(frozen=True, slots=True)
class ResultPlaces:
    """Where a match's result puts the winner (its centre and star's size), the child's
    stars (their size and height) and the card of tiles left (None: no card)."""

    centre: tuple[float, float]
    size: float
    star: float
    stars_y: float
    card: pygame.Rect | None


def draw_leftovers(surface: pygame.Surface, table: KidsTableScene,
                   hands: Sequence[Sequence[Tile]], winner: int | None, area: pygame.Rect,
                   scale: float, clock: float) -> list[pygame.Rect]:
    """A card with every seat's face and, under it, its tiles left on a tray: the one who
    went out has an empty tray lit gold, with a star; returns where the trays stand."""
    columns = fish_columns(area, len(hands), scale)
    if not columns:
        return []
    pad = round(12 * scale)
    card = columns[0].unionall(columns[1:]).inflate(2 * pad, 2 * pad)
    radius = round(24 * scale)
    pygame.draw.rect(surface, (70, 100, 130), card.move(0, max(2, round(4 * scale))),
                     border_radius=radius)
    pygame.draw.rect(surface, PANEL, card, border_radius=radius)
    d = round(min(72 * scale, area.h * 0.4))
    inner = d / 72
    trays = []
    for seat, (hand, column) in enumerate(zip(hands, columns, strict=True)):
        centre = (column.centerx, column.y + round(d * 0.6))
        pygame.draw.circle(surface, (236, 244, 255), centre, round(d * 0.6))
        surface.blit(table.seat_face(seat, d), (centre[0] - d // 2, centre[1] - d // 2))
        tray = draw_tray(surface, table, hand, column, centre[1] + d // 2, inner,
                         lit=seat == winner)
        if seat == winner:
            star(surface, (tray.right + round(22 * inner), tray.centery), 18 * inner)
        trays.append(tray)
    return trays


def _place_go(button: Button, size: tuple[int, int], scale: float, y: float) -> None:
    rect = pygame.Rect(0, 0, max(120, round(170 * scale)), max(84, round(110 * scale)))
    rect.center = (size[0] // 2, round(y))
    button.rect = rect



class _GoOn(ResultScene):
    """A screen whose one button (Enter, Space or a tap) goes on, after a moment."""

    focus_style = KIDS
    ready_s = 0.8  # taps sooner than this belong to the round that just ended

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.go = Button("go", "", pygame.Rect(0, 0, 0, 0), self.go_on, style=paint_go,
                         enabled=False)

    def go_on(self) -> None:
        """What the button does."""

    def focusables(self) -> list[Item]:
        """The go-on button."""
        return [self.go]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Play», whatever the result (after a loss too): never the door; nothing while
        the button is still waking up (a key then is the table's, not the door's)."""
        return self.go if self.go in items else None

    def back(self) -> None:
        """Esc does nothing in kids' mode."""

    def resize(self, size: tuple[int, int]) -> None:
        """The button low in the middle."""
        _place_go(self.go, size, min(size[1], size[0] * 9 / 16) / 720, size[1] * 0.84)

    def update(self, dt: float) -> None:
        """Time for the burst; the button wakes up."""
        super().update(dt)
        self.guarded([self.go])
        self.go.glow = self.is_lit("go")  # not while the focus is on the house or the door


class KidsRoundScene(_GoOn):
    """Over the table: who won the round, with a star burst; a tap (or Space) goes on."""

    overlay = True

    def __init__(self, app: Host, table: KidsTableScene) -> None:
        super().__init__(app)
        self.table = table
        self.winner = table.round_winner()
        self.fish = fish_count(table)
        """A blocked round: the hands left show why (the fewest lit)."""
        self.trays: list[pygame.Rect] = []
        """Where the count's hands were last drawn (none unless ``fish``)."""
        self.leftover = leftovers(table) if self.fish is None else ()
        """Every seat's tiles left in hand, shown under its face (PT-Q: a won round showed
        the child's tiles, under the card the grown-up's and the others' were lost)."""
        self.pressed = False
        """A press went down on this screen once it was awake: only its release goes on
        (a finger still down from the table's last tap lets go here without moving on)."""

    def enter(self) -> None:
        """A chime when somebody won; the fish's sound when nobody could go on (a draw)."""
        self.app.sound.play("chime" if self.winner is not None else "fish")

    def go_on(self) -> None:
        """The next round."""
        self.app.pop()
        self.table.next_round()

    def focusables(self) -> list[Item]:
        """The go-on button, the table's house and exit (both ways stay open over the
        stars)."""
        return [self.go, self.table.exit, self.table.home]

    def back(self) -> None:
        """Esc shows the grown-up how to leave, as at the table."""
        self.table.exit.remind(self.app.now)

    def resize(self, size: tuple[int, int]) -> None:
        """The button low in the middle, below the leftover tiles."""
        super().resize(size)
        boxes = self.tray_boxes(size)
        if boxes:
            scale = min(size[1], size[0] * 9 / 16) / 720
            low = max(b.bottom for b in boxes) + round(14 * scale)
            self.go.rect.top = max(self.go.rect.top, low)

    def tray_boxes(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where each seat's leftover tiles stand: a tray under its face (none for a blocked
        round, whose count shows them)."""
        w, h = size
        scale = min(h, w * 9 / 16) / 720
        top = round(h * 0.62 + 42 * scale)
        return [tray_box(self.table, len(hand), self._tray_column(seat, w, scale), top,
                         scale * TRAY_SCALE)[0] for seat, hand in enumerate(self.leftover)]

    def _tray_column(self, seat: int, w: int, scale: float) -> pygame.Rect:
        face = self._seat_box(seat, w, scale, 0)  # under the face, the stars to its right
        centre = face.x + face.h / 2
        return pygame.Rect(round(centre - 120 * scale), 0, round(240 * scale), 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """After a moment a tap anywhere but the exit goes on too; nothing reaches the table."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        pos = getattr(event, "pos", None)
        if pos is not None and (self.table.exit.hit(pos) or self.table.home.hit(pos)):
            return False  # the door's own press and hold, the house's tap
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = self.go.enabled
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            self.pressed = False
            self.go_on()
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface: pygame.Surface) -> None:
        """A light veil, the winner big in the middle, every player's stars below."""
        w, h = surface.get_size()
        scale = min(h, w * 9 / 16) / 720
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((255, 255, 255, 150))
        surface.blit(veil, (0, 0))
        size = 120 * scale
        # Under the door (at the top's middle when animals sit left and right), never over it.
        centre = (w / 2, max(h * 0.3, self.table.exit.rect.bottom + size * 1.25))
        panel = self.panel((w, h))
        if self.fish is not None:
            top = self.table.exit.rect.bottom + round(14 * scale)
            area = pygame.Rect(round(w * 0.16), top, round(w * 0.68),
                               panel.top - round(20 * scale) - top)
            self.trays = draw_fish_count(surface, self.table, self.fish, area, scale,
                                          self.clock)
        elif self.winner is not None:
            StarBurst(centre, 0.0, size).draw(surface, self.clock)
            d = round(size)
            surface.blit(self.table.seat_face(self.winner, d), (centre[0] - d / 2, centre[1] - d / 2))
        else:
            self._draw_card(surface, centre, size)
        pygame.draw.rect(surface, (70, 100, 130), panel.move(0, max(2, round(4 * scale))),
                         border_radius=round(28 * scale))
        pygame.draw.rect(surface, PANEL, panel, border_radius=round(28 * scale))
        self._tally(surface, scale, h * 0.62)
        top = round(h * 0.62 + 42 * scale)
        for seat, hand in enumerate(self.leftover):
            draw_tray(surface, self.table, hand, self._tray_column(seat, w, scale), top,
                      scale * TRAY_SCALE, lit=seat == self.winner)
        self.go.draw(surface, scale, self.app.now)
        self.table.home.draw(surface, self.table.model.scale, self.app.now)  # never covered
        self.table.exit.draw(surface, self.table.model.scale, self.app.now)

    def tie_boxes(self, centre: tuple[float, float], size: float) -> list[pygame.Rect]:
        """Where a draw's faces go (every player's, side by side round the middle), the
        shared star between each two."""
        n = self.table.session.round.players
        d = round(size * 0.9)
        step = d * 2.1
        boxes = []
        for seat in range(n):
            box = pygame.Rect(0, 0, d, d)
            box.center = (round(centre[0] + (seat - (n - 1) / 2) * step), round(centre[1]))
            boxes.append(box)
        return boxes

    def _draw_card(self, surface: pygame.Surface, centre: tuple[float, float],
                   size: float) -> None:
        """Nobody could go on and nobody won (P36: the card was only faces, nothing said
        "a draw"): every face on a soft cloud, the same, with one star shared between
        each two, half gold half silver, and an equals sign under it, swaying together."""
        boxes = self.tie_boxes(centre, size)
        sway = math.sin(self.clock * 3) * size * 0.04
        for seat, box in enumerate(boxes):
            box = box.move(0, round(sway if seat % 2 else -sway))
            pygame.draw.circle(surface, (236, 244, 255), box.center, round(box.w * 0.62))
            surface.blit(self.table.seat_face(seat, box.w), box.topleft)
        for left, right in pairwise(boxes):
            mid = ((left.centerx + right.centerx) / 2, float(left.centery))
            shared_star(surface, mid, size * 0.4)
            bar = pygame.Rect(0, 0, round(size * 0.46), max(5, round(size * 0.1)))
            for dy in (0.6, 0.85):
                bar.center = (round(mid[0]), round(mid[1] + size * dy))
                pygame.draw.rect(surface, (70, 100, 130), bar, border_radius=bar.h // 2)

    def panel(self, size: tuple[int, int]) -> pygame.Rect:
        """The plain card under the row of faces and ▶, over the child's leftover tiles: the
        board's tiles and the hand's never show among them (P30: the faces sat on board
        tiles, a tile peeked out under ▶).  A whole card, its foot just above the window's
        (P33: running off the bottom, it looked cut)."""
        w, h = size
        scale = min(h, w * 9 / 16) / 720
        pad = round(24 * scale)
        boxes = [self._seat_box(seat, w, scale, h * 0.62)
                 for seat in range(len(self.table.session.sheet.score))]
        boxes.append(self.go.rect)
        boxes += self.tray_boxes(size)
        boxes += [pygame.Rect(*(round(v) for v in b)) for b in self.table.model.hand_boxes()]
        card = boxes[0].unionall(boxes[1:]).inflate(2 * pad, 2 * pad)
        covered = max(b.bottom for b in boxes) + max(2, round(2 * scale))
        card.h = min(h, max(h - max(4, round(10 * scale)), covered)) - card.y
        return card.clip(pygame.Rect(0, 0, w, h))

    def _seat_box(self, seat: int, w: int, scale: float, y: float) -> pygame.Rect:
        """Where ``seat``'s face and its row of stars go (room for one star at least)."""
        score = self.table.session.sheet.score
        x = w / 2 + (seat - (len(score) - 1) / 2) * 260 * scale
        d, r = round(84 * scale), 18 * scale
        most = max(1, score[seat])
        return pygame.Rect(round(x - d - 10 * scale), round(y - d / 2),
                           round(d + 10 * scale + r * 2.2 * most), d)

    def _tally(self, surface: pygame.Surface, scale: float, y: float) -> None:
        score = self.table.session.sheet.score
        n = len(score)
        step = 260 * scale
        d = round(84 * scale)
        for seat in range(n):
            x = surface.get_width() / 2 + (seat - (n - 1) / 2) * step
            surface.blit(self.table.seat_face(seat, d), (x - d - 10 * scale, y - d / 2))
            r = 18 * scale
            for i in range(score[seat]):
                star(surface, (x + r + i * r * 2.2, y), r)


class KidsResultScene(_GoOn):
    """The match is decided: the winner with a big burst and the stars the child earned;
    «play» deals the next game (of the level this result opened, if it opened one), the
    door (held) leaves kids' mode as on every kids' screen."""

    def __init__(self, app: Host, table: KidsTableScene, won: bool) -> None:
        super().__init__(app)
        self.table = table
        self.won = won
        winner = table.session.sheet.winner
        self.winner = 0 if won else (winner if winner is not None else 0)
        self.fish = fish_count(table)
        """The match decided by a blocked round won by the fewest dots (level 2's one
        round): the hands left show why."""
        self.trays: list[pygame.Rect] = []
        """Where the hands left were last drawn (the count's, or the card's of tiles left)."""
        self.leftover = leftovers(table) if self.fish is None else ()
        """Every seat's tiles left when the deciding round ended, under its face (PT-U: the
        result showed none, so the child did not see who went out and what the others kept)."""
        self.round_winner = table.round_winner()
        self.exit = exit_button(app)
        self.home = home_button(app, lambda: None)
        """The house, as at the table: back to the kids' menu (the match is stored already)."""

    def enter(self) -> None:
        """A happy chime for a win (a loss is quiet: no fanfare for the animal)."""
        if self.won:
            self.app.sound.play("chime")

    def go_on(self) -> None:
        """The level's next game (back to the kids' menu if the table cannot deal one)."""
        self.app.sound.play("click")
        again = self.table.again
        if again is None:
            self.app.pop()
        else:
            self.app.replace(again())

    def focusables(self) -> list[Item]:
        """The play button, the door and the house."""
        return [self.go, self.exit, self.home]

    def back(self) -> None:
        """Esc shows the grown-up how to leave."""
        self.exit.remind(self.app.now)

    def resize(self, size: tuple[int, int]) -> None:
        """The button low in the middle, the door and the house in their corners."""
        super().resize(size)
        place_exit(self.exit, size)
        place_home(self.home, size)

    def draw(self, surface: pygame.Surface) -> None:
        """Sky, the winner in a burst (a loss: the child calm, the winner small beside it),
        the child's stars, the button."""
        w, h = surface.get_size()
        scale = min(h, w * 9 / 16) / 720
        surface.blit(sky((w, h)), (0, 0))
        places = self.places((w, h))
        if self.fish is not None:
            top = self.exit.rect.bottom + round(14 * scale)
            area = pygame.Rect(round(w * 0.14), top, round(w * 0.72),
                               round(h * 0.64 - 56 * scale) - top)
            self.trays = draw_fish_count(surface, self.table, self.fish, area, scale,
                                          self.clock)
        elif self.won:
            StarBurst(places.centre, 0.0, places.size, 2.0).draw(surface, self.clock)
            d = round(places.size)
            surface.blit(self.table.seat_face(0, d),
                         (places.centre[0] - d / 2, places.centre[1] - d / 2))
        else:
            self._gentle_loss(surface, places.centre, places.size * 150 / 190)
        if places.card is not None:
            self.trays = draw_leftovers(surface, self.table, self.leftover, self.round_winner,
                                        places.card, scale, self.clock)
        earned = table_stars(self.won)
        r = places.star
        for i in range(3):
            star(surface, (w / 2 + (i - 1) * r * 2.6, places.stars_y), r, filled=i < earned)
        self.go.draw(surface, scale, self.app.now)
        self.home.draw(surface, scale, self.app.now)
        self.exit.draw(surface, scale, self.app.now)

    def places(self, size: tuple[int, int]) -> ResultPlaces:
        """Where the winner, the child's stars and the card of tiles left go: the card
        between the stars and ▶, the winner smaller to make room for it."""
        w, h = size
        scale = min(h, w * 9 / 16) / 720
        if not self.leftover:
            return ResultPlaces((w / 2, h * 0.32), 190 * scale, 36 * scale, h * 0.64, None)
        big = 110 * scale
        centre = (w / 2, max(big + 12 * scale, h * 0.2))
        r = 28 * scale
        stars_y = centre[1] + big + r + 8 * scale
        top = round(stars_y + r + 24 * scale)
        card = pygame.Rect(round(w * 0.1), top, round(w * 0.8),
                           self.go.rect.top - round(28 * scale) - top)
        return ResultPlaces(centre, big, r, stars_y, card)

    def _gentle_loss(self, surface: pygame.Surface, centre: tuple[float, float],
                     d_px: float) -> None:
        """P30: a lost match had the win's gold star and confetti around the winner's face,
        and a child thought it had won.  A loss is quiet: no burst, no gold; the child's
        own face on a soft cloud, and the animal that won smaller beside it, both smiling
        (the one star for playing it through is still below)."""
        d = round(d_px)
        cx, cy = centre
        pygame.draw.circle(surface, (236, 244, 255), (round(cx), round(cy)), round(d * 0.66))
        surface.blit(self.table.seat_face(0, d), (cx - d / 2, cy - d / 2))
        if self.winner == 0:
            return
        small = round(d * 0.6)
        at = (cx + d * 0.95, cy + d * 0.2)
        pygame.draw.circle(surface, (236, 244, 255), (round(at[0]), round(at[1])),
                           round(small * 0.66))
        surface.blit(self.table.seat_face(self.winner, small),
                     (at[0] - small / 2, at[1] - small / 2))
