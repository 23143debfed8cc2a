"""The kids' table: the ordinary table with big tiles, a slow pace, animal opponents, stars
for round wins instead of a score sheet, a wiggle (and no words) for a tile that does not
fit, no pause menu on Esc, and the long-press exit in the corner.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.focus import KIDS, Item
from kozel_gui.kids.art import animal_avatar, child_avatar, star
from kozel_gui.kids.hold import exit_button, place_exit
from kozel_gui.kids.levels import ANIMALS, Animal
from kozel_gui.options import MatchSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.session import Session
from kozel_gui.table import hud
from kozel_gui.table.board import Board
from kozel_gui.table.paint import paint_table
from kozel_gui.table.theme import Button

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["KIDS_PACE", "KidsSession", "KidsTableScene", "meadow"]

KIDS_PACE = 1.6
"""Every motion takes this much longer than at the grown-ups' table."""
_BUTTON_H = 80  # the «knock» button, at least 64 px on any window


class KidsSession(Session):
    """A session that keeps no autosave: kids' games are short, and the grown-ups' saved
    match must not be replaced by one."""

    def save(self) -> None:
        """Nothing to write."""


@lru_cache(maxsize=4)
def meadow(size: tuple[int, int]) -> pygame.Surface:
    """A bright green cloth with a soft light in the middle (a kids' table, not a bar)."""
    w, h = size
    small = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            d = ((x - 15.5) / 16) ** 2 + ((y - 8.5) / 9) ** 2
            k = max(0.0, 1 - d * 0.45)
            small.set_at((x, y), (round(60 + 40 * k), round(140 + 40 * k), round(80 + 30 * k)))
    out = pygame.transform.smoothscale(small, (w, h))
    return out.convert() if pygame.display.get_surface() is not None else out


class KidsTableScene(TableScene):
    """A kids' match; ``on_done(child_won)`` is called once when it is decided."""

    session_class = KidsSession
    focus_style = KIDS

    def __init__(self, app: Host, setup: MatchSetup, *, face: str,
                 on_done: Callable[[MatchSetup, bool], None], match: Any = None) -> None:
        self.face = face
        self.on_done = on_done
        self.exit = exit_button(self._leave)
        super().__init__(app, setup, match)

    # -- the looks -----------------------------------------------------------------

    @property
    def speed(self) -> float:
        """Slower than the grown-ups' table (0 stays instant for tests)."""
        return super().speed * KIDS_PACE

    def _layout(self) -> None:
        self.expanded = False  # no score sheet: stars by the name plates instead
        super()._layout()
        self.board = Board(self.app.tiles, self.layout, self.face, "wood")
        # The exit takes a corner no name plate uses: top-left, or the top's middle.
        place_exit(self.exit, self.size, self.board.scale,
                   top_centre="west" in self.layout.seats)

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The bright kids' cloth."""
        return meadow(size)

    def animal(self, seat: int) -> Animal | None:
        """The animal playing ``seat`` (None for the child)."""
        key = self.session.setup.seats[seat].personality
        return next((a for a in ANIMALS if a.key == key), None)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, big animal faces and stars by the plates, announcements, the exit."""
        paint_table(self, surface)
        for seat in range(self.session.round.players):
            self._avatar(surface, seat)
            self._stars(surface, seat)
        for word in self.anim.words:
            hud.announcement(surface, word, self.anim.now, self.board.scale)
        self.exit.draw(surface, self.board.scale, self.app.now)

    def _avatar(self, surface: pygame.Surface, seat: int) -> None:
        animal = self.animal(seat)
        plate = self.layout.seats[self.pos_of(seat)].plate  # type: ignore[index]
        d = round(plate.h * 0.95)  # covers the plate's own small face, clear of the name
        face = child_avatar(d) if animal is None else animal_avatar(animal, d)
        centre = (round(plate.x + plate.h / 2), round(plate.y + plate.h / 2))
        surface.blit(face, (centre[0] - d // 2, centre[1] - d // 2))

    def _stars(self, surface: pygame.Surface, seat: int) -> None:
        score = self.session.sheet.score
        wins = score[seat] if seat < len(score) else 0
        plate = self.layout.seats[self.pos_of(seat)].plate  # type: ignore[index]
        r = max(9.0, plate.h * 0.2)
        south = self.pos_of(seat) == "south"
        y = plate.y - r * 1.3 if south else plate.bottom + r * 1.3
        for i in range(wins):
            star(surface, (plate.x + r * 1.3 + i * r * 2.3, y), r)

    def legal_buttons(self) -> list[Button]:
        """The table's buttons, made chunky enough for small fingers."""
        out = []
        for b in super().legal_buttons():
            rect = b.rect.inflate(max(0, 240 - b.rect.w), max(0, _BUTTON_H - b.rect.h))
            rect.bottom = b.rect.bottom
            out.append(Button(b.key, b.label, rect, glow=b.glow))
        return out

    # -- gentle behaviour ------------------------------------------------------------

    def refuse(self, index: int, reason: str) -> None:
        """A tile that does not fit only wiggles: no words, no scolding."""
        self.shake = (index, self.anim.now)

    def notify(self, text: str) -> None:
        """Kids' mode shows no text notes (the child may not read)."""

    def _pause(self) -> None:
        """Esc does nothing here: leaving takes the long press."""

    def _sheet_click(self, pos: tuple[int, int]) -> bool:
        return False

    # -- the exit ---------------------------------------------------------------------

    def focusables(self) -> list[Item]:
        """The table's own, and the exit."""
        return [*super().focusables(), self.exit]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """Nothing until Tab: Enter and the arrows are for the tiles."""
        return None

    def _leave(self) -> None:
        self.session.close()
        self.app.pop()

    def _summary(self) -> None:
        if self.phase != "reveal":
            return
        self.phase = "summary"
        from kozel_gui.kids.result import KidsRoundScene

        self.app.push(KidsRoundScene(self.app, self))

    def round_winner(self) -> int | None:
        """The seat that won the round just finished (None if nobody did)."""
        rows = self.session.sheet.rows
        if not rows:
            return None
        return next((s for s, side in enumerate(rows[-1].sides) if side.written > 0), None)

    def next_round(self) -> None:
        """After the round's stars: deal again, or show the match's big star."""
        if not self.session.is_over:
            self.session.next_round()
            self.anim.ticks.clear()
            self._layout()
            self._deal()
            return
        won = self.session.sheet.winner == 0
        self.session.next_round()
        self.session.close()
        self.on_done(self.session.setup, won)
        from kozel_gui.kids.result import KidsResultScene

        self.app.replace(KidsResultScene(self.app, self, won))
