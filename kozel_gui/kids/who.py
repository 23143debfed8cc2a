"""«Who plays»: the free game's set-up in pictures, so a parent or a second child can sit
down at the table with the child.

Three tables at the top, with two, three and four faces round them: how many play.  Below,
the seats in order: the child's own face first (always there), then each other seat as a big
round face — a tap takes it on from the animal (the computer) to each grown-up, to each other
child, and back to an animal.  The big green ▶ deals the game; the house goes back to the
kids' menu.  No digits anywhere; the only words are small print for the parent (the title,
and the name under each face).  The choice is the child's: kept in its progress, it is
what the next free game seats.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.controls import Button
from kozel_gui.focus import KIDS, Item
from kozel_gui.i18n import tr
from kozel_gui.kids.art import chunky, paint_go, sky
from kozel_gui.kids.company import (
    MAX_OTHERS,
    Company,
    avoided,
    cycled,
    resized,
    seat_face,
)
from kozel_gui.kids.home import house_picture, place_home
from kozel_gui.kids.levels import ANIMALS, kid_seats
from kozel_gui.profiles import Profile, Profiles
from kozel_gui.scene import Scene

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.options import SeatSetup

__all__ = ["WhoPlaysScene", "animal_names", "paint_table_of"]

INK = (36, 62, 110)
CHOSEN = (255, 170, 40)
WOOD = (196, 140, 90)
HEADS = ((255, 205, 160), (120, 80, 50))


def animal_names() -> dict[str, str]:
    """Every animal's name in the language in use (the seat's name: stored with its game)."""
    return {a.key: tr(f"kids.{a.key}") for a in ANIMALS}


class WhoPlaysScene(Scene):
    """The set-up of ``child``'s free game, starting from ``company``; ``keep`` gets every
    change (remembered at once), ``play`` the company the ▶ deals with (the scene closes
    first)."""

    focus_style = KIDS
    arrows_face = True  # the first Right lights the right one, as on every kids' row

    def __init__(self, app: Host, child: Profile, company: Company,
                 keep: Callable[[Company], None], play: Callable[[Company], None]) -> None:
        super().__init__(app)
        self.child = child
        self.company = company
        self.keep = keep
        self.play = play
        self.profiles = Profiles.load(app.data)
        self.counts: list[Button] = []
        self.seat_buttons: list[Button] = []
        self.go = Button("who:play", "", pygame.Rect(0, 0, 0, 0), self.start, style=paint_go,
                         glow=True)
        self.home = Button("who:home", "", pygame.Rect(0, 0, 88, 88), self.back,
                           style=lambda surface, button, *_: house_picture(surface, button.rect),
                           round=True)
        self.size = app.screen.get_size()
        self.scale = 1.0
        self.child_box = pygame.Rect(0, 0, 0, 0)

    # -- choosing ------------------------------------------------------------------------

    def seats(self) -> tuple[SeatSetup, ...]:
        """The table as the ▶ would seat it: the child, then each other seat."""
        return kid_seats(1 + len(self.company), self.child.name, animal_names(),
                         avoided(self.profiles, self.child, self.company), self.company)

    def set_count(self, others: int) -> None:
        """A table of the child and ``others`` more: seats dropped or animals added."""
        self.app.sound.play("click")
        self._change(resized(self.company, others))

    def cycle(self, index: int) -> None:
        """Seat ``index`` (after the child's) goes on to its next player."""
        self.app.sound.play("click")
        self._change(cycled(self.profiles, self.child.name, self.company, index))

    def _change(self, company: Company) -> None:
        self.company = company
        self.keep(company)
        self.resize(self.size)

    def start(self) -> None:
        """The ▶: the game is dealt with these seats."""
        self.app.sound.play("chime")
        self.app.pop()
        self.play(self.company)

    def back(self) -> None:
        """The house, or Esc: back to the kids' menu (the choice is kept)."""
        self.app.pop()

    # -- the focus ring ------------------------------------------------------------------

    def focusables(self) -> list[Item]:
        """The tables of two, three and four; the seats; the ▶; the house."""
        return [*self.counts, *self.seat_buttons, self.go, self.home]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """Nothing until a key is pressed: the parent or the child taps."""
        return None

    # -- layout and drawing --------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """The tables in a row at the top, the seats across the middle, ▶ under them."""
        self.size = size
        w, h = size
        self.scale = s = min(h, w * 9 / 16) / 720
        place_home(self.home, size)
        bw, bh = round(170 * s), round(120 * s)
        gap = round(bw * 0.25)
        x0 = (w - MAX_OTHERS * bw - (MAX_OTHERS - 1) * gap) // 2
        top = round(h * 0.16)
        self.counts = [
            Button(f"who:count:{n}", "", pygame.Rect(x0 + (n - 1) * (bw + gap), top, bw, bh),
                   partial(self.set_count, n), style=partial(self._paint_count, n))
            for n in range(1, MAX_OTHERS + 1)]
        people = 1 + len(self.company)
        d = round(min(170 * s, (w - 80 * s) / (MAX_OTHERS + 1) / 1.35))
        step = round(d * 1.35)
        y = round(h * 0.42)
        boxes = [pygame.Rect(round(w / 2 + (i - (people - 1) / 2) * step - d / 2), y, d, d)
                 for i in range(people)]
        self.child_box = boxes[0]
        self.seat_buttons = [
            Button(f"who:seat:{i}", "", box, partial(self.cycle, i),
                   style=partial(self._paint_seat, i + 1), round=True)
            for i, box in enumerate(boxes[1:])]
        go = pygame.Rect(0, 0, max(130, round(190 * s)), max(84, round(110 * s)))
        go.midtop = (w // 2, round(y + d + 60 * s))
        self.go.rect = go

    def draw(self, surface: pygame.Surface) -> None:
        """Sky, the small title, the tables, the child's face and the seats, ▶, the house."""
        surface.blit(sky(surface.get_size()), (0, 0))
        s = self.scale
        title = font(max(18, round(26 * s)), True).render(tr("kids.who_plays"), True, INK)
        surface.blit(title, title.get_rect(midtop=(self.size[0] // 2, round(20 * s))))
        seats = self.seats()
        self._face(surface, self.child_box, seats[0], hot=False)
        pygame.draw.circle(surface, CHOSEN, self.child_box.center, self.child_box.w * 0.56,
                           max(4, round(6 * s)))
        for button in (*self.counts, *self.seat_buttons, self.go, self.home):
            button.draw(surface, s, self.app.now)

    def _face(self, surface: pygame.Surface, box: pygame.Rect, seat: SeatSetup,
              hot: bool) -> None:
        """A seat's face in ``box``, its name in small print under it (for the parent)."""
        if hot:
            pygame.draw.circle(surface, (255, 250, 160), box.center, box.w * 0.62)
        pygame.draw.circle(surface, (70, 100, 130), (box.centerx + 3, box.centery + 4),
                           box.w // 2)
        surface.blit(seat_face(seat, self.profiles.get(seat.name) if seat.human else None,
                               box.w), box.topleft)
        label = font(max(14, round(20 * self.scale)), False).render(seat.name, True, INK)
        surface.blit(label, label.get_rect(midtop=(box.centerx, box.bottom + box.h * 0.08)))

    def _paint_seat(self, seat: int, surface: pygame.Surface, button: Button, scale: float,
                    hot: bool, now: float) -> None:
        self._face(surface, button.rect, self.seats()[seat], hot)
        _turn_arrows(surface, button.rect)

    def _paint_count(self, others: int, surface: pygame.Surface, button: Button, scale: float,
                     hot: bool, now: float) -> None:
        rect = button.rect
        chosen = others == len(self.company)
        chunky(surface, rect, (255, 255, 255), glow=chosen or hot)
        if chosen:
            pygame.draw.rect(surface, CHOSEN, rect, max(4, rect.h // 14),
                             border_radius=max(16, rect.h // 4))
        paint_table_of(surface, rect, 1 + others)


def paint_table_of(surface: pygame.Surface, rect: pygame.Rect, people: int) -> None:
    """A round table seen from above with ``people`` heads round it: how many play, in a
    picture (a child counts the heads; no digit)."""
    c = rect.center
    r = rect.h * 0.22
    pygame.draw.circle(surface, WOOD, c, r)
    pygame.draw.circle(surface, (150, 100, 60), c, r, max(2, round(r / 10)))
    head = rect.h * 0.12
    for i in range(people):
        a = math.pi / 2 + math.tau * i / people  # the child's seat at the bottom, as at the table
        at = (c[0] + (r + head * 1.1) * math.cos(a), c[1] + (r + head * 1.1) * math.sin(a))
        pygame.draw.circle(surface, HEADS[1], at, head)
        pygame.draw.circle(surface, HEADS[0], (at[0], at[1] + head * 0.15), head * 0.78)


def _turn_arrows(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A small round badge with a turning arrow on a seat's corner: a tap changes who."""
    d = round(rect.w * 0.32)
    c = (rect.right - d * 0.35, rect.bottom - d * 0.35)
    pygame.draw.circle(surface, (70, 100, 130), (c[0] + 2, c[1] + 3), d / 2)
    pygame.draw.circle(surface, (255, 255, 255), c, d / 2)
    arc = pygame.Rect(0, 0, round(d * 0.6), round(d * 0.6))
    arc.center = (round(c[0]), round(c[1]))
    width = max(2, d // 10)
    pygame.draw.arc(surface, CHOSEN, arc, math.pi * 0.1, math.pi * 1.6, width)
    tip = (c[0] + d * 0.3 * math.cos(math.pi * 0.1), c[1] - d * 0.3 * math.sin(math.pi * 0.1))
    pygame.draw.polygon(surface, CHOSEN, [(tip[0] - d * 0.13, tip[1] - d * 0.02),
                                          (tip[0] + d * 0.13, tip[1] - d * 0.02),
                                          (tip[0], tip[1] + d * 0.15)])
