"""The match-over screen: «Козёл!» with a goat that jumps out (in a points game the winner,
no goat), the whole sheet, rating points.

Input is ignored for its first half second (a key meant for the last summary must not
skip it); then its two buttons, Enter («Ещё партию») and Esc (the menu); the sheet
scrolls with the wheel, PgUp/PgDn and its ▲ / ▼ (a click steps a row; held, they repeat as
the settings' − / + do).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from kozel_gui import controls
from kozel_gui.focus import Item
from kozel_gui.i18n import tr, tr_about
from kozel_gui.layout import Box
from kozel_gui.match_end import left_words
from kozel_gui.repeat import Repeat
from kozel_gui.table.driver import TableSession, is_rated
from kozel_gui.table.over_column import (
    BUTTONS_GAP,
    DROP,
    GOAT_ABOVE,
    GOAT_BELOW,
    HOP,
    Column,
    Line,
    lay_out,
)
from kozel_gui.table.paint import wrap
from kozel_gui.table.result import ResultScene
from kozel_gui.table.sheet import SheetView, paint_sheet, sheet_geometry, shown_rows
from kozel_gui.table.theme import (
    TEXT,
    TEXT_DIM,
    YELLOW,
    background,
    draw_button,
    put_text,
    px,
)
from kozel_gui.table.view import ButtonView

if TYPE_CHECKING:
    from kozel_gui.host import Host

from kozel_gui.table.words import loser

__all__ = ["GOAT_ABOVE", "GOAT_BELOW", "MatchOverScene", "paint_goat"]

class MatchOverScene(ResultScene):
    """«Козёл!»: the goat, the final sheet, rating points; play again or go to the menu."""

    def __init__(self, app: Host, session: TableSession) -> None:
        super().__init__(app)
        self.session = session
        self.first: int | None = None
        self.buttons: tuple[ButtonView, ...] = ()
        self._items: dict[str, controls.Button] = {}
        self.sheet_box = Box(0, 0, 0, 0)
        self.repeat = Repeat()
        """The sheet's ▲ / ▼ held by the mouse (its ``source`` is the arrow's step)."""
        rng = random.Random(session.seed)
        self.confetti = [(rng.random(), rng.uniform(0.6, 1.4), rng.random() * 6.3,
                          rng.choice(((242, 200, 75), (224, 75, 58), (127, 224, 160),
                                      (244, 241, 232)))) for _ in range(60)]
        self.resize(app.screen.get_size())

    def enter(self) -> None:
        """The goat's bleat; a chime where points are good (nobody is a goat there); neither
        for a match given up."""
        if self.session.sheet.left is not None:
            return
        self.app.sound.play("goat" if self.session.sheet.rules.is_goat else "chime")

    def choices(self) -> tuple[tuple[str, str], ...]:
        """The buttons' keys and labels, left to right: «Ещё партию», «Главное меню»."""
        return (("again", tr("table.again")), ("menu", tr("table.menu")))

    def resize(self, size: tuple[int, int]) -> None:
        """The buttons and the sheet's place for the window size."""
        w, h = size
        bw, bh, gap = self._button_size()
        choices = self.choices()
        y = round(self.column().bottom + BUTTONS_GAP * self._scale())
        x = round(w * 0.3) - (len(choices) * (bw + gap) - gap) / 2
        self.buttons = tuple(ButtonView(key, label, Box(x + i * (bw + gap), y, bw, bh))
                             for i, (key, label) in enumerate(choices))
        self.sheet_box = Box(w * 0.58, h * 0.05, w * 0.38, h * 0.9)

    @property
    def goat(self) -> tuple[tuple[float, float], float] | None:
        """Where the goat stands and how big it is (None: no goat dances here)."""
        return self.column().goat

    def _button_size(self) -> tuple[int, int, int]:
        """A button's width and height, and the gap between two, for the window's size."""
        scale = self._scale()
        return round(230 * scale), round(56 * scale), 20

    def column(self) -> Column:
        """The left column laid out: the title, the verdict, the goat's band where a goat
        dances (not in a points game, nor for a match given up), the ratings; one after
        another, the buttons ``BUTTONS_GAP`` under them, all centred as a group in the
        window's height (the buttons no lower than 86 % of it: the goat takes the room)."""
        w, h = self.app.screen.get_size()
        scale = self._scale()
        title, line = self._verdict()
        blocks = [[Line(title, px(72, scale), YELLOW, "over.title", bold=True, shadow=True)],
                  [Line(line, px(30, scale), TEXT, "over.verdict", bold=True, shadow=True)],
                  self._rating_lines(scale, round(w * 0.56 * 0.8))]
        below = BUTTONS_GAP * scale
        lowest = round(h * 0.86) - below  # the lowest the column may end
        dances = self.session.sheet.rules.is_goat and self.session.sheet.left is None
        laid = lay_out(blocks, x=w * 0.3, area=(h * 0.03, lowest), scale=scale,
                       goat_after=1 if dances else None)
        span = laid.bottom - laid.top
        top = max(h * 0.03, (h - (span + below + self._button_size()[1])) / 2)
        return laid.moved(round(min(top, lowest - span) - laid.top))  # whole pixels: lines keep their spacing

    def handle(self, event: pygame.event.Event) -> bool:
        """Buttons, Enter (again), Esc (menu), the wheel and PgUp/PgDn on the sheet."""
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-int(event.y))
            return True
        if self._arrow_mouse(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self._scroll(-3 if event.key == pygame.K_PAGEUP else 3)
            return True
        if self.swallowed(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()
            return True
        return False  # the buttons (click, Enter, Space) are the focus ring's

    def _arrow_mouse(self, event: pygame.event.Event) -> bool:
        """The sheet's ▲ / ▼ as buttons: pressed, the sheet moves a row and keeps moving
        while the mouse holds the arrow; let go (or off the arrow), it stops (P34b: clicks on
        them did nothing)."""
        kind = event.type
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            step = self._arrow_at(event.pos)
            if step is None:
                return False
            self._scroll(step)
            self.repeat.start(step, lambda size: self._scroll(step * size))
            return True
        if self.repeat.source is None:
            return False
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            self.repeat.stop()
            return True
        if kind == pygame.MOUSEMOTION and self._arrow_at(event.pos) != self.repeat.source:
            self.repeat.stop()
        return False

    def _arrow_at(self, pos: tuple[int, int]) -> int | None:
        """The step of the sheet's arrow at ``pos`` (-1: ▲, 1: ▼), where arrows are drawn."""
        total, fit = self._window()
        if total <= fit:
            return None
        geo = sheet_geometry(self.sheet_box, self._scale(), self.session.sheet)
        for box, step in ((geo.up, -1), (geo.down, 1)):
            if box.x <= pos[0] < box.right and box.y <= pos[1] < box.bottom:
                return step
        return None

    def focusables(self) -> list[Item]:
        """«Ещё партию» and «Главное меню», once the first half second is over."""
        out: list[controls.Button] = []
        for b in self.buttons:
            item = self._items.get(b.key)
            if item is None:
                action = self._again if b.key == "again" else self._menu
                item = self._items[b.key] = controls.Button(b.key, b.label,
                                                            pygame.Rect(0, 0, 0, 0), action)
            item.label, item.rect = b.label, pygame.Rect(*(round(v) for v in b.rect))
            out.append(item)
        return self.guarded(out)

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Главное меню»: a Space meant to move on must not start a whole new match."""
        return next((i for i in items if i.key != "again"), None)

    def _celebrates(self) -> bool:
        """Confetti for the winners: none when every person at the screen is the goat's side,
        and none for a match given up (§8.39: «Вы сдались» is no feast, P31/P32)."""
        sheet, humans = self.session.sheet, self.session.setup.humans
        if sheet.left is not None:
            return False
        goat = sheet.goat
        return not humans or goat is None or any(sheet.side_of(s) != goat for s in humans)

    def _window(self) -> tuple[int, int]:
        scale = self._scale()
        return len(shown_rows(self.session.sheet)), sheet_geometry(self.sheet_box, scale,
                                                                   self.session.sheet).fit

    def _scale(self) -> float:
        w, h = self.app.screen.get_size()
        return min(h, w * 9 / 16) / 720

    def _scroll(self, rows: int) -> None:
        total, fit = self._window()
        if total <= fit:
            return
        first = (total - fit if self.first is None else self.first) + rows
        self.first = max(0, min(total - fit, first))

    def update(self, dt: float) -> None:
        """A demo starts the next match by itself after a while; a headless demo ends here."""
        super().update(dt)
        self.repeat.update(dt)
        if self.session.setup.humans:
            return
        if getattr(self.app.args, "headless", False):
            self.app.quit()  # nobody watches: one whole match, then exit
        elif self.clock >= 8.0:
            self._again()

    def _again(self) -> None:
        from kozel_gui.scenes.table import TableScene

        if self.app.stack.top is not self:
            return
        from kozel_gui.session import Session

        # (a network table's «Ещё партию» asks its host: ``NetMatchOverScene``)
        assert isinstance(self.session, Session)
        self.session.close()
        self.app.replace(TableScene(self.app, self.session.next_setup()))

    def _menu(self) -> None:
        self.session.close()
        from kozel_gui.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        """The courtyard table, the verdict with the goat, the sheet and the ratings."""
        w, h = surface.get_size()
        surface.blit(background(self.app.options.table, (w, h)), (0, 0))
        scale = self._scale()
        sheet = self.session.sheet
        names = tuple(self.session.name(s) for s in range(self.session.setup.players))
        left = pygame.Rect(0, 0, round(w * 0.56), h)
        column = self.column()
        if self._celebrates():
            for piece, colour in self.confetti_pieces(self.clock, column):
                pygame.draw.rect(surface, colour, piece)
        for line in column.lines:
            put_text(surface, line.text, line.size, line.colour, centre=line.rect(w * 0.3).center,
                     bold=line.bold, shadow=line.shadow, within=left, role=line.role)
        if column.goat is not None:
            paint_goat(surface, *column.goat, self.clock)
        total, fit = self._window()
        first = max(0, total - fit) if self.first is None else self.first
        view = SheetView(self.sheet_box, sheet, names, True, self.session.number, first, fit,
                         scale)
        paint_sheet(surface, view)
        for b in self.buttons:
            draw_button(surface, b.rect, b.label, scale, glow=self.is_lit(b.key),
                        role=f"button.{b.key}")

    def _verdict(self) -> tuple[str, str]:
        """The title and the line under it: the goat, the winner, or who gave up (§8.39)."""
        sheet, s = self.session.sheet, self.session
        if sheet.left is not None:
            # As the history says it, the round given up in with it («во время 2-го кона»).
            said = left_words(sheet.rounds, s.person(sheet.left))
            return tr("table.over_left_title"), said[:1].upper() + said[1:]
        winner = self._about_side("table.over_winner", sheet.winner or 0)
        if not sheet.rules.is_goat:  # points are good: the first to the target has won
            humans = s.setup.humans
            won = any(sheet.side_of(h) == sheet.winner for h in humans)
            return tr("table.over_victory" if won else "table.over_done"), winner
        word = loser(sheet.rules)  # «Козёл!», or «Осёл!» in Osel
        if sheet.goat is not None:
            return tr(f"table.{word}"), self._about_side(f"table.over_{word}", sheet.goat)
        return tr(f"table.{word}"), winner

    def _about_side(self, key: str, side: int) -> str:
        """``key`` said of a side: a pair with the player in it names the partner too
        («Козлы — вы и Петрович!»; «Козёл — вы!» said of a pair read as if the partner
        had got away: playtest S), any other side as ``side_person`` gives it."""
        s, sheet = self.session, self.session.sheet
        seats = [seat for seat in range(sheet.players) if sheet.side_of(seat) == side]
        yours = [seat for seat in seats if s.person(seat).is_you]
        if len(seats) == 2 and len(yours) == 1:
            partner = next(seat for seat in seats if seat not in yours)
            return tr(f"{key}_you_and", partner=s.name(partner))
        return tr_about(key, s.side_person(side))

    def confetti_pieces(self, t: float, column: Column | None = None
                        ) -> list[tuple[pygame.Rect, tuple[int, int, int]]]:
        """Where each piece of confetti shown at ``t`` seconds is, and its colour: falling
        over the left of the screen above the buttons, behind the words (a piece over a
        line of words or the goat is not drawn: issue 18, over «Очки рейтинга» and the
        numbers they hid the words)."""
        w, h = self.app.screen.get_size()
        column = column or self.column()
        x = w * 0.3
        covered = [line.rect(x) for line in column.lines]
        if column.goat is not None:
            (gx, gy), size = column.goat
            covered.append(pygame.Rect(round(gx - size * 0.7), round(gy - GOAT_ABOVE * size),
                                       round(size * 1.4), round((GOAT_ABOVE + GOAT_BELOW) * size)))
        piece_w, piece_h = 6, 10
        bottom = min((b.rect.y for b in self.buttons), default=h)
        area = pygame.Rect(0, 0, round(w * 0.56) - piece_w, max(0, round(bottom) - piece_h))
        out = []
        for x0, speed, phase, colour in self.confetti:
            y = (t * speed * 0.35 + phase / 6.3) % 1.0
            px_ = area.x + area.w * min(1.0, max(0.0, x0 + 0.03 * math.sin(t * 3 + phase)))
            piece = pygame.Rect(round(px_), round(area.y + area.h * y), piece_w, piece_h)
            if piece.collidelist(covered) < 0:
                out.append((piece, colour))
        return out

    def _rating_lines(self, scale: float, width: int) -> list[Line]:
        """What each seat's rating gains by this match («Рейтинг за партию», «+1») and how it
        was counted; for a match that counts for
        no rating (practice), that it does not, and why (no points that were never given)."""
        size = px(20, scale)
        if not is_rated(self.session):
            return [Line(tr("table.over_practice"), size, TEXT, "over.unrated", bold=True),
                    *self._why(tr("table.over_practice_why"), scale, width)]
        rating = self.session.sheet.seat_ratings()
        out = [Line(tr("table.over_rating"), size, TEXT_DIM, "over.rating")]
        names = [self.session.name(s) for s in range(self.session.setup.players)]
        for name, points in zip(names, rating, strict=False):  # gains, not totals: «+1»
            out.append(Line(f"{name}: {points:+d}" if points else f"{name}: 0", size,
                            YELLOW if points else TEXT_DIM, "over.points", bold=True))
        rules = self.session.sheet.rules
        kind = loser(rules) if rules.is_goat else "points"  # a points game has no goat
        left = self.session.sheet.left
        # Who gave up is the line above, the points the list: said once (playtest).
        players = self.session.setup.players
        pairs = "_pairs" if rules.sides(players) < players else ""  # «Козлам 0» (PT-X)
        said = tr(f"table.over_rating_why_{kind}{pairs}") if left is None \
            else tr_about("table.over_rating_left", self.session.person(left))
        return out + self._why(said, scale, width)

    @staticmethod
    def _why(said: str, scale: float, width: int) -> list[Line]:
        """The small print under the ratings, wrapped to ``width``."""
        small = px(16, scale)
        return [Line(text, small, TEXT_DIM, "over.why") for text in wrap(said, small, width)]


def paint_goat(surface: pygame.Surface, centre: tuple[float, float], size: float,
               t: float) -> None:
    """A goat jumping for joy: a bounce, a wagging beard, horns; pure in ``t`` seconds.

    Whatever ``t``, it stays within ``GOAT_ABOVE`` sizes above ``centre`` and ``GOAT_BELOW``
    below it (its shadow)."""
    hop = abs(math.sin(t * 3.2)) * size * HOP if t > 0.3 else (0.3 - t) / 0.3 * size * DROP
    cx, cy = centre[0], centre[1] - hop
    s = size
    fur, dark, horn = (236, 228, 210), (60, 48, 40), (200, 180, 140)
    shadow = pygame.Surface((round(s * 1.1), max(2, round(s * 0.18))), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
    surface.blit(shadow, (round(cx - s * 0.55), round(centre[1] + s * 0.62)))
    for dx in (-0.35, -0.15, 0.2, 0.4):
        leg = pygame.Rect(round(cx + dx * s), round(cy + s * 0.25), round(s * 0.1), round(s * 0.4))
        pygame.draw.rect(surface, fur, leg, border_radius=4)
        pygame.draw.rect(surface, dark, leg.move(0, leg.h - round(s * 0.07)).clip(leg))
    body = pygame.Rect(round(cx - s * 0.5), round(cy - s * 0.15), round(s * 1.0), round(s * 0.5))
    pygame.draw.ellipse(surface, fur, body)
    pygame.draw.ellipse(surface, dark, body, max(2, round(s * 0.02)))
    wag = math.sin(t * 9) * s * 0.03
    head = pygame.Rect(round(cx + s * 0.28), round(cy - s * 0.5), round(s * 0.38), round(s * 0.42))
    for dx in (0.1, 0.24):
        pygame.draw.line(surface, horn, (head.x + dx * s, head.y + s * 0.06),
                         (head.x + dx * s - s * 0.12, head.y - s * 0.18), max(3, round(s * 0.05)))
    pygame.draw.ellipse(surface, fur, head)
    pygame.draw.ellipse(surface, dark, head, max(2, round(s * 0.02)))
    pygame.draw.circle(surface, dark, (head.x + head.w * 0.62, head.y + head.h * 0.38),
                       max(2, s * 0.035))
    beard = [(head.x + head.w * 0.45, head.bottom - s * 0.04),
             (head.x + head.w * 0.75, head.bottom - s * 0.04),
             (head.x + head.w * 0.6 + wag, head.bottom + s * 0.2)]
    pygame.draw.polygon(surface, (220, 220, 220), beard)
    tail = (body.x + s * 0.02, body.y + s * 0.1)
    pygame.draw.line(surface, fur, tail, (tail[0] - s * 0.12, tail[1] - s * 0.1 + wag * 2),
                     max(3, round(s * 0.06)))
