"""The round summary (over the table) and the match-over screen («Козёл!»)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.i18n import Person, tr, tr_about
from kozel_gui.scene import Scene
from kozel_gui.session import Session
from kozel_gui.table.board import oriented
from kozel_gui.table.sheet import draw_sheet, fish_icon
from kozel_gui.table.theme import (
    PANEL,
    PANEL_EDGE,
    RED,
    TEXT,
    TEXT_DIM,
    YELLOW,
    Button,
    background,
    blit_centered,
    px,
    rounded,
    text,
)
from rules import Round, Row, Tile, hand_value

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.scenes.table import TableScene

__all__ = ["MatchOverScene", "RoundSummaryScene", "dealt_and_drawn", "wrote_text"]

_CONTINUE_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


def wrote_text(row: Row | None, side: int, who: Person) -> tuple[str, tuple[int, int, int]]:
    """What a side wrote this round, in words agreeing with ``who`` («записала 25»)."""
    if row is None or side >= len(row.sides):
        return ("", TEXT)
    s = row.sides[side]
    if s.held:
        return (tr_about("table.summary_held", who, n=s.held), YELLOW)
    if s.written or s.eggs:
        extra = " " + tr("table.summary_eggs", n=s.eggs) if s.eggs else ""
        return (tr_about("table.summary_wrote", who, n=s.written) + extra, RED)
    if s.wiped:
        return (tr("table.summary_wiped"), TEXT_DIM)
    return (tr("table.summary_nothing"), TEXT_DIM)


def dealt_and_drawn(r: Round, seat: int) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """``seat``'s hand as it was dealt and the tiles it drew, in order (fair play)."""
    dealt = tuple(Tile.parse(t) for t in r.to_json()["hands"][seat])
    drawn = tuple(s.drawn for s in r.history() if s.seat == seat and s.drawn is not None)
    return dealt, drawn


class RoundSummaryScene(Scene):
    """How the round ended, every hand face up, what each side wrote; Space or a click goes on."""

    overlay = True

    def __init__(self, app: Host, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.session = table.session
        self.clock = 0.0
        self.button: Button | None = None
        r = self.session.round
        # Fair play: each bot's dealt hand and draws, read once from the finished round.
        self.fair = {seat: dealt_and_drawn(r, seat) for seat in range(r.players)
                     if app.options.show_bot_hands and not self.session.is_human(seat)}

    def handle(self, event: pygame.event.Event) -> bool:
        """Space, Enter or a click continues."""
        if (event.type == pygame.KEYDOWN and event.key in _CONTINUE_KEYS) or \
                (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
            self._go()
            return True
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def _go(self) -> None:
        self.app.pop()
        self.table.next_round()

    def update(self, dt: float) -> None:
        """In a demo the summary moves on by itself."""
        self.clock += dt
        if self.table.demo and self.clock >= 3.0 * self.table.speed:
            self._go()

    def draw(self, surface: pygame.Surface) -> None:
        """A veil over the table and a panel in the middle."""
        w, h = surface.get_size()
        veil = pygame.Surface((w, h), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        scale = min(h, w * 9 / 16) / 720
        area = self.table.layout.sheet
        pw, ph = min(w - area.w - 40, 760 * scale), min(h - 40, 560 * scale)
        panel = pygame.Rect(0, 0, round(pw), round(ph))
        panel.center = (round((w - area.w) / 2), h // 2)
        rounded(surface, panel.move(4, 6), (0, 0, 0, 120), 18)
        rounded(surface, panel, (*PANEL, 245), 18)
        rounded(surface, panel, PANEL_EDGE, 18, 3)
        self._contents(surface, panel, scale)

    def _contents(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        r = self.session.round
        outcome = r.outcome()
        rows = self.session.sheet.rows
        row = rows[-1] if rows else None
        y = panel.y + 18 * scale
        title = text(tr("table.summary_title", n=self.session.number), px(30, scale), YELLOW,
                     bold=True, shadow=True)
        blit_centered(surface, title, (panel.centerx, y + title.get_height() / 2))
        y += title.get_height() + 4
        if outcome is not None:
            key = {"out": "table.summary_out", "fish": "table.summary_fish"}[outcome.kind]
            if outcome.blocked:
                key = "table.summary_blocked"
            how = text(tr_about(key, self.session.person(outcome.by)), px(20, scale), TEXT)
            blit_centered(surface, how, (panel.centerx, y + how.get_height() / 2))
            y += how.get_height() + 12 * scale
        lines = r.players
        room = panel.bottom - y - 90 * scale
        step = min(86 * scale, room / lines)
        for seat in range(lines):
            self._seat_line(surface, panel, y + seat * step, step, seat, row, scale)
        y += lines * step
        if row is not None and row.carry_after:
            fish_icon(surface, (panel.x + 40 * scale, y + 12 * scale), 20 * scale)
            surface.blit(text(tr("table.summary_carry", n=row.carry_after), px(18, scale), YELLOW),
                         (panel.x + 62 * scale, y))
        bw, bh = round(260 * scale), round(52 * scale)
        rect = pygame.Rect(0, 0, bw, bh)
        rect.midbottom = (panel.centerx, panel.bottom - round(16 * scale))
        self.button = Button("continue", tr("table.continue"), rect, glow=True)
        self.button.draw(surface, scale)

    def _seat_line(self, surface: pygame.Surface, panel: pygame.Rect, y: float, step: float,
                   seat: int, row: Row | None, scale: float) -> None:
        r = self.session.round
        x = panel.x + 24 * scale
        name = text(self.session.name(seat), px(20, scale), TEXT, bold=True)
        surface.blit(name, (x, y + 4))
        hand = r.hand(seat)
        value = hand_value(r.rules, hand)
        surface.blit(text(tr("table.summary_hand", n=value), px(16, scale), TEXT_DIM),
                     (x, y + 6 + name.get_height()))
        fair = self.fair.get(seat)
        long_px = max(16, round(min(step * (0.9 if fair is None else 0.8), 64 * scale)))
        tx = x + 170 * scale
        top = y + (step - long_px / 2) / 2 - 4 if fair is None else y + 2
        self._tiles(surface, hand, tx, top, long_px)
        if fair is not None:
            self._fair(surface, fair, (tx, y + step / 2 + 2), step, panel, scale)
        side = r.rules.side_of(seat, r.players)
        if row is not None and (side == seat or not r.rules.teams):
            said, colour = wrote_text(row, side, self.session.side_person(side))
            label = text(said, px(20, scale), colour, bold=True)
            surface.blit(label, (panel.right - 24 * scale - label.get_width(), y + 8))


    def _tiles(self, surface: pygame.Surface, tiles: tuple[Tile, ...], x: float, y: float,
               long_px: int) -> float:
        """Tiles lying in a row from ``x``; returns where the row ends."""
        for t in tiles:
            sprite = oriented(self.app.tiles, t.low, t.high, long_px, self.app.options.face, 90)
            surface.blit(sprite, (round(x), round(y)))
            x += long_px + 4
        return x

    def _fair(self, surface: pygame.Surface, fair: tuple[tuple[Tile, ...], tuple[Tile, ...]],
              at: tuple[float, float], step: float, panel: pygame.Rect, scale: float) -> None:
        """«сдано: … взял: …» under a bot's hand, small enough to fit the panel."""
        dealt, drawn = fair
        x, y = at
        size = px(16, scale)
        labels = [text(tr("table.fair_dealt"), size, TEXT_DIM),
                  text(tr("table.fair_drew"), size, TEXT_DIM) if drawn else None]
        room = panel.right - 24 * scale - x - sum(lb.get_width() + 8 for lb in labels if lb)
        n = len(dealt) + len(drawn)
        long_px = max(14, round(min(step * 0.6, room / max(1, n) - 4, 52 * scale)))
        for label, tiles in zip(labels, (dealt, drawn), strict=True):
            if label is None:
                continue
            surface.blit(label, (round(x), round(y)))
            x = self._tiles(surface, tiles, x + label.get_width() + 6, y + 2, long_px) + 8


class MatchOverScene(Scene):
    """«Козёл!»: the goat, the final sheet, rating points; play again or go to the menu."""

    def __init__(self, app: Host, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.buttons: list[Button] = []
        self.clock = 0.0

    def handle(self, event: pygame.event.Event) -> bool:
        """Buttons, Enter (again) and Esc (menu)."""
        if event.type == pygame.KEYDOWN and event.key in _CONTINUE_KEYS:
            self._again()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._menu()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.hit(event.pos):
                    self._again() if b.key == "again" else self._menu()
                    return True
        return False

    def update(self, dt: float) -> None:
        """A demo starts the next match by itself after a while; a headless demo ends here."""
        self.clock += dt
        if self.session.setup.humans:
            return
        if getattr(self.app.args, "headless", False):
            self.app.quit()  # nobody watches: one whole match, then exit
        elif self.clock >= 8.0:
            self._again()

    def _again(self) -> None:
        from kozel_gui.scenes.table import TableScene

        self.session.close()
        setup = self.session.setup
        self.app.replace(TableScene(self.app, type(setup)(setup.rules, setup.seats, None)))

    def _menu(self) -> None:
        self.session.close()
        try:
            from kozel_gui.scenes.menu import MenuScene
        except ImportError:
            self.app.quit()
            return
        self.app.reset_to(MenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        """The courtyard table, the verdict, the sheet and the ratings."""
        w, h = surface.get_size()
        surface.blit(background(self.app.options.table, (w, h)), (0, 0))
        scale = min(h, w * 9 / 16) / 720
        sheet = self.session.sheet
        names = [self.session.name(s) for s in range(self.session.setup.players)]
        goat = sheet.goat
        big = text(tr("table.goat"), px(72, scale), YELLOW, bold=True, shadow=True)
        blit_centered(surface, big, (w * 0.3, h * 0.14))
        if goat is not None:
            line = tr_about("table.over_goat", self.session.side_person(goat))
        else:
            line = tr_about("table.over_winner", self.session.side_person(sheet.winner or 0))
        blit_centered(surface, text(line, px(30, scale), TEXT, bold=True, shadow=True),
                      (w * 0.3, h * 0.26))
        long_px = max(16, round(150 * scale))
        goat_tile = self.app.tiles.back(long_px, 0, "wood")
        blit_centered(surface, goat_tile, (w * 0.3, h * 0.47))
        self._ratings(surface, scale, (w * 0.3, h * 0.66))
        box = (w * 0.58, h * 0.06, w * 0.36, h * 0.8)
        from kozel_gui.layout import Box

        draw_sheet(surface, Box(*box), sheet, names, expanded=True,
                   number=self.session.number, scale=scale, tick=lambda _s: None)
        bw, bh = round(230 * scale), round(56 * scale)
        cx, y = round(w * 0.3), round(h * 0.86)
        self.buttons = [Button("again", tr("table.again"), pygame.Rect(cx - bw - 10, y, bw, bh),
                               glow=True),
                        Button("menu", tr("table.menu"), pygame.Rect(cx + 10, y, bw, bh))]
        for b in self.buttons:
            b.draw(surface, scale)

    def _ratings(self, surface: pygame.Surface, scale: float,
                 at: tuple[float, float]) -> None:
        match: Any = self.session.match
        rating = match.rating()
        head = text(tr("table.over_rating"), px(20, scale), TEXT_DIM)
        blit_centered(surface, head, at)
        y = at[1] + head.get_height()
        names = [self.session.name(s) for s in range(self.session.setup.players)]
        for name, points in zip(names, rating, strict=False):
            colour = YELLOW if points else TEXT_DIM
            blit_centered(surface, text(f"{name}: {points}", px(20, scale), colour, bold=True),
                          (at[0], y + px(20, scale) / 2))
            y += px(20, scale) + 6
