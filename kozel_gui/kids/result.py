"""After a kids' round and a kids' match: the winner's face with a star burst, everyone's
stars, and one big "go on" button.  No numbers, no words needed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from kozel_gui.kids.art import StarBurst, animal_avatar, child_avatar, chunky, play_icon, sky, star
from kozel_gui.kids.levels import table_stars
from kozel_gui.scene import Scene

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.kids.table import KidsTableScene

__all__ = ["KidsResultScene", "KidsRoundScene", "face_of"]

_READY_S = 0.8  # taps sooner than this belong to the round that just ended
_GO_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


def face_of(table: KidsTableScene, seat: int, d: int) -> pygame.Surface:
    """The face of ``seat``: the child's sun or the animal."""
    animal = table.animal(seat)
    return child_avatar(d) if animal is None else animal_avatar(animal, d)


def _go_button(size: tuple[int, int], scale: float, y: float) -> pygame.Rect:
    rect = pygame.Rect(0, 0, max(120, round(170 * scale)), max(84, round(110 * scale)))
    rect.center = (size[0] // 2, round(y))
    return rect


class KidsRoundScene(Scene):
    """Over the table: who won the round, with a star burst; a tap (or Space) goes on."""

    overlay = True

    def __init__(self, app: Host, table: KidsTableScene) -> None:
        super().__init__(app)
        self.table = table
        self.clock = 0.0
        self.winner = table.round_winner()
        self.button = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        """A chime when somebody won."""
        if self.winner is not None:
            self.app.sound.play("chime")

    def handle(self, event: pygame.event.Event) -> bool:
        """After a moment, a tap anywhere or Space goes on."""
        go = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or \
            (event.type == pygame.KEYDOWN and event.key in _GO_KEYS)
        if go and self.clock >= _READY_S:
            self.app.pop()
            self.table.next_round()
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def update(self, dt: float) -> None:
        """Time for the burst."""
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        """A light veil, the winner big in the middle, every player's stars below."""
        w, h = surface.get_size()
        scale = min(h, w * 9 / 16) / 720
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((255, 255, 255, 150))
        surface.blit(veil, (0, 0))
        centre = (w / 2, h * 0.3)
        if self.winner is not None:
            StarBurst(centre, 0.0, 150 * scale).draw(surface, self.clock)
            d = round(150 * scale)
            surface.blit(face_of(self.table, self.winner, d), (centre[0] - d / 2, centre[1] - d / 2))
        self._tally(surface, scale, h * 0.62)
        self.button = _go_button((w, h), scale, h * 0.84)
        chunky(surface, self.button, (90, 190, 90), glow=self.clock >= _READY_S)
        play_icon(surface, self.button.center, self.button.h * 0.5)

    def _tally(self, surface: pygame.Surface, scale: float, y: float) -> None:
        score = self.table.session.sheet.score
        n = len(score)
        step = 260 * scale
        d = round(84 * scale)
        for seat in range(n):
            x = surface.get_width() / 2 + (seat - (n - 1) / 2) * step
            surface.blit(face_of(self.table, seat, d), (x - d - 10 * scale, y - d / 2))
            r = 18 * scale
            for i in range(score[seat]):
                star(surface, (x + r + i * r * 2.2, y), r)


class KidsResultScene(Scene):
    """The match is decided: the winner with a big burst and the stars the child earned."""

    def __init__(self, app: Host, table: KidsTableScene, won: bool) -> None:
        super().__init__(app)
        self.table = table
        self.won = won
        self.clock = 0.0
        self.button = pygame.Rect(0, 0, 0, 0)
        winner = table.session.sheet.winner
        self.winner = 0 if won else (winner if winner is not None else 0)

    def enter(self) -> None:
        """A happy chime."""
        self.app.sound.play("chime")

    def handle(self, event: pygame.event.Event) -> bool:
        """The big button (or Space) goes back to the kids' menu."""
        if self.clock < _READY_S:
            return False
        tap = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
            self.button.collidepoint(event.pos)
        if tap or (event.type == pygame.KEYDOWN and event.key in _GO_KEYS):
            self.app.sound.play("click")
            self.app.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        """Time for the burst."""
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        """Sky, the winner in a burst, the child's stars, the button."""
        w, h = surface.get_size()
        scale = min(h, w * 9 / 16) / 720
        surface.blit(sky((w, h)), (0, 0))
        centre = (w / 2, h * 0.32)
        StarBurst(centre, 0.0, 190 * scale, 2.0).draw(surface, self.clock)
        d = round(190 * scale)
        surface.blit(face_of(self.table, self.winner, d), (centre[0] - d / 2, centre[1] - d / 2))
        earned = table_stars(self.won)
        r = 36 * scale
        for i in range(3):
            star(surface, (w / 2 + (i - 1) * r * 2.6, h * 0.64), r, filled=i < earned)
        self.button = _go_button((w, h), scale, h * 0.84)
        chunky(surface, self.button, (90, 190, 90), glow=self.clock >= _READY_S)
        play_icon(surface, self.button.center, self.button.h * 0.5)
