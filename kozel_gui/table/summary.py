"""The round summary over the table: how it ended, every hand, each side's arithmetic, the line.

It has its own button («Дальше», or «К итогам партии» after the deciding round):
Space or Enter press it, a click elsewhere does nothing, and for its first half
second all input is ignored (a click meant for the table must not skip it).  Tab goes
the way the panel reads: the picture of the play, «Разбор ходов», «Дальше» (where the
focus starts), round again.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from kozel_gui import controls
from kozel_gui.assets import font
from kozel_gui.coaching import coach_line, hindsight_line
from kozel_gui.drawing import wrap
from kozel_gui.focus import Item
from kozel_gui.i18n import ntr, tr, tr_about
from kozel_gui.layout import Box
from kozel_gui.table.arithmetic import SideSum, hand_note, side_sums
from kozel_gui.table.board import oriented
from kozel_gui.table.result import READY_S, ResultScene
from kozel_gui.table.sheet import fish_icon
from kozel_gui.table.summary_geom import READABLE, fitted, hand_grid, needed_height
from kozel_gui.table.theme import (
    BUTTON_HALO,
    PANEL,
    PANEL_EDGE,
    TEXT,
    TEXT_DIM,
    YELLOW,
    dialog_panel,
    draw_button,
    put_text,
    px,
    record_text,
    rounded,
)
from kozel_gui.table.view import ButtonView
from rules import OutcomeKind, Round, Row, Tile, hand_value

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.scenes.table import TableScene
    from kozel_gui.table.seen import TableRound
    from kozel_gui.table.view import TableView

__all__ = ["READY_S", "RoundSummaryScene", "dealt_and_drawn"]

_LINE_H = 52  # px at 720p: the final line of play at the panel's foot
_BOARD_H = 170  # a four-way table's picture there, at least
_BOARD_MAX = 420  # ... and at most
_SEAT_MIN = 64  # px at 720p: a seat's line squeezed to its name and what its hand holds


def _text_h(size: int, at: float, *, bold: bool = False) -> float:
    """How far below ``y`` a line of ``size`` px centred at ``y + size * at`` ends (its
    shadow included), as ``_contents`` writes the title and how the round ended."""
    return size * at + font(size, bold).get_height() / 2 + 2


def _tiles_room(panel_w: float, scale: float) -> float:
    """The width a seat's tiles have: from the name column to where the side's sum starts
    (at 55% of the panel)."""
    return panel_w * 0.55 - 8 * scale - (24 + 170) * scale


def _label_w(key: str, scale: float) -> float:
    """The width of a strip's label with its magnifier and the gap after them."""
    return font(px(16, scale)).size(tr(key))[0] + (6 + 12 + 4 + 10) * scale


def dealt_and_drawn(r: Round, seat: int) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """``seat``'s hand as it was dealt and the tiles it drew, in order (fair play)."""
    dealt = tuple(Tile.parse(t) for t in r.to_json()["hands"][seat])
    drawn = tuple(s.drawn for s in r.history() if s.seat == seat and s.drawn is not None)
    return dealt, drawn


class RoundSummaryScene(ResultScene):
    """How the round ended, every hand face up, what each side wrote and why."""

    overlay = True

    def __init__(self, app: Host, table: TableScene) -> None:
        super().__init__(app)
        self.table = table
        self.session = table.session
        # The finished round, its number and its row, held from the start: the summary is
        # of this round in every frame, even the one whose «Дальше» already dealt the next.
        self.round: TableRound = self.session.round
        self.number = self.session.number
        self.deciding = self.session.is_over
        """Whether this round decided the match («К итогам партии»)."""
        model = table.model
        self.board_tiles = (model.line().tiles, model.placed())
        """The table's picture of the board as the round ended (laid out, and the tiles)."""
        r = self.round
        # Fair play: each bot's dealt hand and draws, read once from the finished round.
        # (Only a round played here knows the hands as dealt: a host never sends them.)
        self.fair = {seat: dealt_and_drawn(r, seat) for seat in range(r.players)
                     if app.options.show_bot_hands and not self.session.is_human(seat)
                     and isinstance(r, Round)}
        rows = self.session.sheet.rows
        self.row: Row | None = rows[-1] if rows else None
        entries = self.session.sheet.entries
        self.sums = side_sums(r, self.row, self.session.side_person,
                              entries[-1] if entries else None) if self.row else ()
        self.button = ButtonView("continue", "", Box(0, 0, 0, 0))
        self._item = controls.Button("continue", "", pygame.Rect(0, 0, 0, 0), self._go)
        self.job = table.model.review
        """The coach's review of this round (None: the coach is off here)."""
        self.review_button = ButtonView("review", "", Box(0, 0, 0, 0))
        self._review_item = controls.Button("review", "", pygame.Rect(0, 0, 0, 0),
                                            self._open_review)
        # «Дальше (Пробел)»: Space is that button's wherever the focus is; Enter presses
        # the button focused.
        self._review_item.keys = {pygame.K_SPACE: self._go}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.step = 0.0
        """A seat's line's height as the window allows it (``_seat_step``)."""
        self.board_h = 0.0
        """The height of the picture of the play as it ended."""
        self.peek = False
        """The panel is lifted: the table itself shows the round as it ended, full size,
        until a key or a click brings the summary back."""
        self._board_item = controls.Button("board", "", pygame.Rect(0, 0, 0, 0),
                                           self._lift)
        self._board_item.keys = {pygame.K_SPACE: self._go}  # «Дальше (Пробел)» there too
        self.resize(app.screen.get_size())

    def resize(self, size: tuple[int, int]) -> None:
        """The panel and its button for the window size (never while drawing)."""
        w, h = size
        scale = min(h, w * 9 / 16) / 720
        area = self.table.layout.sheet
        players = self.round.players
        # Left of the corner buttons («Меню», «Подсказка», «Помощь»), which stay over the
        # table: the panel's corner was under «Меню (Esc)» and the others' labels showed
        # cut at its edge (playtests of 2026-12-07, 1280×720).
        corner = self.table.model.fixtures.corner
        right = (min(b.x for b in corner) - BUTTON_HALO - 8 * scale if corner
                 else w - area.w - 12)
        pw = round(min(right - 12, 820 * scale))
        self.step = self._seat_step(pw, scale)
        fair_h = 44 * scale if self.fair else 0
        rest = self._fixed_h(scale) + players * self.step + fair_h
        if self.round.rules.is_spinner:
            # A four-way table's picture takes all the room the window has left, the seats'
            # lines squeezed down to their words if need be (issue 12: at 1024×600 a long
            # Telephone round's tiles were 10-18 px under a fixed 170 px strip, with room
            # to spare above it).
            least = self._fixed_h(scale) + players * _SEAT_MIN * scale + fair_h
            self.board_h = min(max(h - 20 - rest, h - 20 - least, _BOARD_H * scale),
                               _BOARD_MAX * scale)
        else:
            self.board_h = _LINE_H * scale
        ph = min(h - 20, round(rest + self.board_h))
        self.panel = pygame.Rect(0, 0, pw, ph)
        self.panel.center = (round(min((w - area.w) / 2, right - pw / 2)), h // 2)
        bw, bh = round(300 * scale), round(52 * scale)
        label = tr("table.to_results") if self.deciding else tr("table.continue")
        x = self.panel.centerx - bw / 2 if self.job is None else self.panel.centerx + 10 * scale
        self.button = ButtonView("continue", label,
                                 Box(x, self.panel.bottom - bh - 14 * scale, bw, bh))
        self.review_button = ButtonView("review", tr("coach.gui_open"),
                                        Box(self.panel.centerx - bw - 10 * scale,
                                            self.panel.bottom - bh - 14 * scale, bw, bh))

    def _fixed_h(self, scale: float) -> float:
        """The panel's height but for the seats' lines and the picture of the play: the
        title and how the round ended, the carried fish, the coach's two lines, the
        button with the room kept round it (as ``_contents`` and ``play_strip`` place them)."""
        head = 14 * scale + _text_h(px(30, scale), 0.6, bold=True) + 2
        head += _text_h(px(20, scale), 0.6) + 8 * scale
        carry = 24 * scale if self.row is not None and self.row.carry_after else 0
        # the seats clear of the strip; with the coach, its tally and two lines of hindsight
        above = (86 if self.job is not None else 10) * scale
        return head + carry + above + self._clear(scale) + (52 + 14) * scale

    def _seat_step(self, pw: int, scale: float) -> float:
        """The height of a seat's line: 86 px at 720p, more where its hand needs rows of
        readable tiles (a bot's hand as dealt and drawn under it takes the rest)."""
        room = _tiles_room(pw, scale)
        base = 86 * scale
        need = max((needed_height(len(self.round.hand(s)), room, round(READABLE * scale))
                    / (0.9 if s not in self.fair else 0.5) + 8
                    for s in range(self.round.players)), default=0.0)
        return max(base, need, self._words_step(scale))

    def _words_step(self, scale: float) -> float:
        """The height a seat's words take («Зина / 50 очков в руке / только 6–6: 50», as
        ``_seat_line`` writes them) with their pair's band's edge below and a margin (w10:
        the note reached the band's edge at 1024×600)."""
        r = self.round
        lines = 1 + max((2 if hand_note(r.rules, r.hand(s)) is not None else 1
                         for s in range(r.players)), default=1)
        words = font(px(20, scale), True).get_height() + (lines - 1) * font(px(16, scale)).get_height()
        band = 10 * scale if r.rules.teams else 0  # the band ends that much above the next line
        return 2 + words + band + 6 * scale

    def _clear(self, scale: float) -> float:
        """The room kept between the button and the picture of the play above it: the
        button's focus ring and glow paint outside it."""
        return max(8 * scale, self.focus_style.reach + 2)

    def play_strip(self, scale: float) -> Box:
        """Where the line (or the four-way table) as it ended is drawn: across the panel,
        just clear of the button's ring."""
        top = self.button.rect.y - self.board_h - self._clear(scale)
        x = self.panel.x + 24 * scale
        return Box(x, top, self.panel.right - 24 * scale - x, self.board_h)

    def _lift(self) -> None:
        """The picture of the play was pressed: lift the panel off the table to see it."""
        if self.ready and self.app.stack.top is self and self.round.line:
            self.peek = True

    def handle(self, event: pygame.event.Event) -> bool:
        """Its button (a click on it, Space or Enter); the sheet beside it still scrolls."""
        if self.peek and (event.type == pygame.MOUSEBUTTONDOWN or (
                event.type == pygame.KEYDOWN and event.key not in (pygame.K_PAGEUP,
                                                                   pygame.K_PAGEDOWN))):
            self.peek = False  # any key or click: the summary again
            return True
        if event.type == pygame.MOUSEWHEEL or (event.type == pygame.KEYDOWN
                                               and event.key in (pygame.K_PAGEUP,
                                                                 pygame.K_PAGEDOWN)):
            return self.table.handle(event)
        sheet = self.table.model.hits.sheet
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and sheet is not None \
                and sheet.x <= event.pos[0] < sheet.right:
            return self.table.handle(event)  # fold, unfold or scroll the sheet beside it
        menu = self._menu()
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE) or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and menu is not None and menu.hit(event.pos)):
            self.pause()
            return True
        # The button itself (click, Enter, Space) is the focus ring's; nothing else goes on.
        return event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN)

    def _menu(self) -> ButtonView | None:
        """The table's «Меню (Esc)» beside the panel."""
        return self.table.model.hits.button("menu")

    def pause(self) -> None:
        """Esc or «Меню (Esc)»: the table's pause menu over the summary, nothing dealt
        (issue 18: the only way out was the next round); closed, the summary is back."""
        if self.app.stack.top is self:
            self.table.pause()

    def focusables(self) -> list[Item]:
        """In the order the panel reads, top down and left to right: the picture of the play
        (pressed, it lifts the panel), the coach's button, «Дальше»; once the first half
        second is over; nothing while the panel is up (P34b r4: Shift+Tab twice from the
        picture, meant for «Разбор ходов» on the left, reached «Дальше» and dealt)."""
        if self.peek:
            return []
        items: list[controls.Button] = []
        if self.round.line:
            strip = self.play_strip(self._scale())
            self._board_item.label = tr("table.summary_table")
            self._board_item.rect = pygame.Rect(round(strip.x), round(strip.y),
                                                round(strip.w), round(strip.h))
            items.append(self._board_item)
        for item, view in ((self._review_item, self.review_button), (self._item, self.button)):
            if view is self.review_button and self.job is None:
                continue
            item.label, item.rect = view.label, pygame.Rect(*(round(v) for v in view.rect))
            items.append(item)
        return self.guarded(items)

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Дальше»: the way on (and where the focus comes back to when it has gone)."""
        return next((i for i in items if i.key == "continue"), None)

    def _scale(self) -> float:
        w, h = self.app.screen.get_size()
        return min(h, w * 9 / 16) / 720

    def _open_review(self) -> None:
        """The coach's whole review of this round, over the summary."""
        if self.job is None or self.app.stack.top is not self or not self.ready:
            return
        from kozel_gui.scenes.review import ReviewScene

        self.app.sound.play("click")
        self.app.push(ReviewScene(self.app, self.job, self.number, self.session.person))

    def _go(self) -> None:
        if self.app.stack.top is not self or not self.ready:
            return
        self.app.sound.play("click")
        self.app.pop()
        self.table.next_round()

    def update(self, dt: float) -> None:
        """In a demo the summary moves on by itself; a finished review is counted."""
        super().update(dt)
        if self.job is not None:
            from kozel_gui.table import coach

            coach.poll(self.table.model)
        if self.table.demo and self.clock >= max(READY_S, 3.0 * self.table.speed):
            self._go()

    def draw(self, surface: pygame.Surface) -> None:
        """A veil over the table and the panel in the middle (lifted: a word on how to
        bring it back, over the table)."""
        w, h = surface.get_size()
        if self.peek:
            self.focus.keep_clear = []
            paint_peek(surface, peek_pill(self.table.view(), self._scale()), self._scale())
            return
        veil = pygame.Surface((round(w - self.table.layout.sheet.w), h), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 120))
        surface.blit(veil, (0, 0))
        scale = min(h, w * 9 / 16) / 720
        panel = self.panel
        dialog_panel(surface, panel, 18)
        self._contents(surface, panel, scale)
        menu = self._menu()
        if menu is not None:  # not veiled: it opens the pause menu from here too
            draw_button(surface, menu.rect, menu.label, scale, role="button.menu")
        draw_button(surface, self.button.rect, self.button.label, scale,
                    glow=self.is_lit("continue"), role="button.continue")
        if self.job is not None:
            draw_button(surface, self.review_button.rect, self.review_button.label, scale,
                        glow=self.is_lit("review"), role="button.review")

    def _contents(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        r = self.round
        outcome = r.outcome()
        y = panel.y + 14 * scale
        title = put_text(surface, tr("table.summary_title", n=self.number),
                         px(30, scale), YELLOW, centre=(panel.centerx, y + px(30, scale) * 0.6),
                         bold=True, shadow=True, within=panel, role="summary.title")
        y = title.bottom + 2
        if outcome is not None:
            key = {OutcomeKind.OUT: "table.summary_out", OutcomeKind.FISH: "table.summary_fish"}[outcome.kind]
            if outcome.blocked:
                key = "table.summary_blocked"
            how = put_text(surface, tr_about(key, self.session.person(outcome.by)), px(20, scale),
                           TEXT, centre=(panel.centerx, y + px(20, scale) * 0.6),
                           within=panel, role="summary.how")
            y = how.bottom + 8 * scale
        strip = self.play_strip(scale)
        top, board = strip.y, strip.h
        bottom = top - (10 if self.job is None else 68) * scale
        if self.row is not None and self.row.carry_after:
            bottom -= 24 * scale  # the carried fish's line under the seats'
        step = min(self.step, (bottom - y) / r.players)
        if r.rules.teams:  # each pair's band first, under its two seats' lines
            for side in range(len(self.sums)):
                self._pair(surface, panel, y, step, side, scale)
        for k, seat in enumerate(self.seat_order()):
            self._seat_line(surface, panel, y + k * step, step, seat, scale)
        y += r.players * step
        row = self.row
        if row is not None and row.carry_after:
            fish = fish_icon(surface, (panel.x + 40 * scale, y + 12 * scale), 20 * scale)
            put_text(surface, tr("table.summary_carry", n=row.carry_after), px(18, scale),
                     YELLOW, at=(fish.right + 8 * scale, y), within=panel, role="summary.carry")
        if r.rules.is_spinner:
            self._board(surface, panel, top, board, scale)
        else:
            self._line(surface, panel, top, board, scale)
        words: list[pygame.Rect] = []
        if self.job is not None:
            # Clear of the picture by more than its focus ring reaches (P34b r4: the ring
            # touched «Ход 16: …»); the ring keeps off them besides (``keep_clear``).
            room = panel.w - 32 * scale
            said = coach_line(self.job)
            words.append(put_text(surface, said, _fitting(said, px(17, scale), room), YELLOW,
                                  centre=(panel.centerx, top - 72 * scale), within=panel,
                                  role="summary.coach"))
            # The hindsight line at one size, on one line or, too long for one (PT-J: «Ходы 1
            # и 3: … (на ходу 3 — 1–4 к четвёрке), …» at 1024x600), two, the last just above
            # the picture's ring as before.
            said = hindsight_line(self.job)
            size = _fitting(said, px(15, scale), room, floor=px(13, scale))
            lines = wrap(said, font(size), round(room)) or [said]
            shown = lines if len(lines) <= 2 else _two(lines, size, room)
            step = font(size).get_linesize()
            for k, line in enumerate(shown):
                words.append(put_text(surface, line, size, TEXT_DIM,
                                      centre=(panel.centerx,
                                              top - 30 * scale - step * (len(shown) - 1 - k)),
                                      within=panel, role="summary.hindsight"))
        self.focus.keep_clear = words

    def _seat_line(self, surface: pygame.Surface, panel: pygame.Rect, y: float, step: float,
                   seat: int, scale: float) -> None:
        r = self.round
        x = panel.x + 24 * scale
        col = pygame.Rect(round(x), round(y), round(170 * scale) - 8, round(step))
        name = put_text(surface, self.session.name(seat), px(20, scale), TEXT, at=(x, y + 2),
                        bold=True, within=col, role="summary.name")
        hand = r.hand(seat)
        note = hand_note(r.rules, hand)
        value = ntr("table.summary_hand", hand_value(r.rules, hand))
        shown = put_text(surface, value, px(16, scale), TEXT_DIM, at=(x, name.bottom),
                         within=col, role="summary.hand")
        if note is not None:  # on a line of its own: beside the value it was cut by the tiles
            put_text(surface, note, px(16, scale), YELLOW, at=(x, shown.bottom), within=col,
                     role="summary.note")
        fair = self.fair.get(seat)
        tx = x + 170 * scale
        # In rows, left of where the side's sum starts, as big as the line lets them be.
        grid = hand_grid(len(hand), _tiles_room(panel.w, scale),
                         step * (0.9 if fair is None else 0.5), round(56 * scale))
        top = max(y + 2, y + (step - grid.height) / 2 - 4) if fair is None else y + 2
        for t, (cx, cy) in zip(hand, grid.cells(len(hand), tx, top), strict=True):
            self._tile(surface, t, cx, cy, grid.long_px)
        if fair is not None:
            self._fair(surface, fair, (tx, y + step / 2), step, panel, scale)
        if not r.rules.teams and seat < len(self.sums):
            self._sum(surface, self.sums[seat], panel, y, scale)

    def seat_order(self) -> list[int]:
        """The seats' lines top down: in play order, or in pairs (partners together, the
        pair's sum beside both: P28 could not tell which two seats a total was of)."""
        r = self.round
        return sorted(range(r.players), key=lambda s: (r.rules.side_of(s, r.players), s))

    def _pair(self, surface: pygame.Surface, panel: pygame.Rect, top: float, step: float,
              side: int, scale: float) -> None:
        """A pair's band across its partners' two lines, and at its right the pair's names
        over what the pair wrote («Колян и Петрович / записали 26»), once."""
        r = self.round
        rows = [i for i, s in enumerate(self.seat_order()) if r.rules.side_of(s, r.players) == side]
        band = pygame.Rect(round(panel.x + 12 * scale), round(top + rows[0] * step - 4 * scale),
                           round(panel.w - 24 * scale), round(len(rows) * step - 6 * scale))
        rounded(surface, band, (255, 255, 255, 14), max(6, round(10 * scale)))
        rounded(surface, band, (*PANEL_EDGE, 150), max(6, round(10 * scale)), 1)
        if side >= len(self.sums):
            return
        a, b = (s for s in self.seat_order() if r.rules.side_of(s, r.players) == side)
        names = tr("protocol.team", a=self.session.name(a), b=self.session.name(b))
        right = panel.right - 24 * scale
        box = pygame.Rect(round(panel.x + panel.w * 0.55), band.y, round(right - panel.x
                          - panel.w * 0.55), band.h)
        y = band.centery - 34 * scale
        label = put_text(surface, names, px(16, scale), TEXT_DIM, right=(right, y), within=box,
                         role="summary.pair")
        self._sum(surface, self.sums[side], panel, label.bottom, scale)

    @staticmethod
    def _sum(surface: pygame.Surface, s: SideSum, panel: pygame.Rect, y: float,
             scale: float) -> None:
        """«16 + запомнено 10 = записал 26» at the right of the seat's line."""
        right = panel.right - 24 * scale
        box = pygame.Rect(round(panel.x + panel.w * 0.55), round(y), round(right - panel.x
                          - panel.w * 0.55), round(60 * scale))
        result = put_text(surface, s.result, px(20, scale), s.colour, right=(right, y + 4),
                          bold=True, within=box, role="summary.result")
        if s.terms:
            size = px(16, scale)
            while size > 14 and font(size).size(s.terms)[0] > box.w:
                size -= 1
            # Still too wide at its least size, it wraps inside its box instead of running
            # over the hands' tiles (PT-X: «на руках 45 + с рук соперников 21 + за заход 6–6
            # 50 = 116» at 1024×600).
            at = result.bottom
            for line in wrap(s.terms, font(size), box.w) or [s.terms]:
                at = put_text(surface, line, size, TEXT_DIM, right=(right, at), within=box,
                              role="summary.terms").bottom

    def _line(self, surface: pygame.Surface, panel: pygame.Rect, y: float, height: float,
              scale: float) -> None:
        """The final line of play, end to end, small."""
        line = self.round.line
        if not line:
            return
        x0 = self._label(surface, "table.summary_line", panel, y, height, scale)
        room = panel.right - 24 * scale - x0
        units = sum(0.5 if p.a == p.b else 1.0 for p in line)
        long_px = max(10, min(round(height * 0.9), int(room / (units + 0.06 * len(line)))))
        x = x0
        for p in line:
            double = p.a == p.b
            sprite = oriented(self.app.tiles, p.a, p.b, long_px, self.app.options.face,
                              0 if double else 90)
            surface.blit(sprite, (round(x), round(y + (height - sprite.get_height()) / 2)))
            x += (long_px / 2 if double else long_px) + max(1, long_px * 0.06)

    def board_picture(self, area: Box) -> list[tuple[Box, int, int, int]]:
        """The table's own picture of the tiles (every arm), scaled as a whole to fit
        ``area`` and centred in it: each tile's box, angle and halves."""
        placed, tiles = self.board_tiles
        boxes = fitted([p.box for p in placed], area)
        return [(box, p.angle, tiles[p.index].a, tiles[p.index].b)
                for box, p in zip(boxes, placed, strict=True)]

    def board_area(self, scale: float) -> Box:
        """Where the four-way table's picture is fitted: the strip right of its label, or
        under it where a wide picture comes out larger so (the label then at the top)."""
        strip = self.play_strip(scale)
        x0 = strip.x + _label_w("table.summary_table", scale)
        beside = Box(x0, strip.y, strip.right - x0, strip.h)
        y0 = strip.y + font(px(16, scale)).get_linesize() + 4 * scale
        under = Box(strip.x, y0, strip.w, strip.bottom - y0)
        placed, _ = self.board_tiles
        if not placed:
            return beside
        k = [fitted([p.box for p in placed], area)[0].w for area in (beside, under)]
        return under if k[1] > k[0] else beside

    def _label(self, surface: pygame.Surface, key: str, panel: pygame.Rect, y: float,
               height: float, scale: float) -> float:
        """The strip's label («Линия:», «Стол:») and a magnifier after it (a press on the
        strip lifts the panel off the table); returns where the picture may start."""
        size = px(16, scale)
        label = put_text(surface, tr(key), size, TEXT_DIM,
                         at=(panel.x + 24 * scale, y + height / 2 - size * 0.6),
                         within=panel, role="summary.line")
        r = 7 * scale
        centre = (label.right + 6 * scale + r, label.centery - r * 0.3)
        pygame.draw.circle(surface, TEXT_DIM, centre, r, max(2, round(2 * scale)))
        pygame.draw.line(surface, TEXT_DIM, (centre[0] + r * 0.7, centre[1] + r * 0.7),
                         (centre[0] + r * 1.6, centre[1] + r * 1.6), max(2, round(3 * scale)))
        return panel.x + 24 * scale + _label_w(key, scale)

    def _board(self, surface: pygame.Surface, panel: pygame.Rect, y: float, height: float,
               scale: float) -> None:
        """The four-way table as it ended, every arm: the table's picture, smaller."""
        if not self.round.line:
            return
        area = self.board_area(scale)
        if area.y > y:  # the picture under its label: the label at the strip's top
            height = px(16, scale) * 1.2
        self._label(surface, "table.summary_table", panel, y, height, scale)
        for box, angle, a, b in self.board_picture(area):
            long_px = max(8, round(max(box.w, box.h)))
            sprite = oriented(self.app.tiles, a, b, long_px, self.app.options.face, angle)
            surface.blit(sprite, (round(box.x), round(box.y)))

    def _tile(self, surface: pygame.Surface, t: Tile, x: float, y: float,
              long_px: int) -> None:
        """One tile lying flat, its top left at (x, y)."""
        sprite = oriented(self.app.tiles, t.low, t.high, long_px, self.app.options.face, 90)
        record_text(str(t), surface.blit(sprite, (round(x), round(y))), None, "summary.tile")

    def _tiles(self, surface: pygame.Surface, tiles: tuple[Tile, ...], x: float, y: float,
               long_px: int) -> float:
        """Tiles lying in a row from ``x``; returns where the row ends."""
        for t in tiles:
            self._tile(surface, t, x, y, long_px)
            x += long_px + 4
        return x

    def _fair(self, surface: pygame.Surface, fair: tuple[tuple[Tile, ...], tuple[Tile, ...]],
              at: tuple[float, float], step: float, panel: pygame.Rect, scale: float) -> None:
        """«сдано: … взял: …» under a bot's hand, small enough to fit the panel."""
        dealt, drawn = fair
        x, y = at
        size = px(14, scale)
        labels = [tr("table.fair_dealt"), tr("table.fair_drew") if drawn else None]
        widths = sum(font(size).size(lb)[0] + 8 for lb in labels if lb)
        room = panel.w * 0.55 - (x - panel.x) - widths
        n = len(dealt) + len(drawn)
        long_px = max(12, round(min(step * 0.45, room / max(1, n) - 4, 44 * scale)))
        for label, tiles in zip(labels, (dealt, drawn), strict=True):
            if label is None:
                continue
            shown = put_text(surface, label, size, TEXT_DIM, at=(x, y), within=panel,
                             role="summary.fair")
            x = self._tiles(surface, tiles, shown.right + 6, y + 2, long_px) + 8


def peek_pill(v: TableView, scale: float) -> pygame.Rect:
    """Where «Любая клавиша или щелчок — к итогам кона» stands while the summary is lifted:
    on free felt, clear of every tile, plate, fan and button of the table (P34b r4: at the
    foot of the table it lay over the last tile of the hand), the lowest such place near
    the middle; the foot of the table if there is none."""
    size = px(16, scale)
    face = font(size)
    pill = pygame.Rect(0, 0, round(face.size(tr("table.summary_peek"))[0] + 32 * scale),
                       round(face.get_linesize() + 12 * scale))
    table_w, h = v.layout.sheet.x, v.size[1]
    margin = round(8 * scale)
    busy = [_rect(b) for b in (*v.hand_boxes, *(p.box for p in v.line.tiles),
                               *(b.rect for b in v.buttons), *(p.box for p in v.plates))]
    busy += [_rect(seat.fan_area) for seat in v.layout.seats.values()
             if seat.fan_area.w > 0]
    if v.bazaar:
        busy.append(_rect(v.layout.bazaar))
    busy = [r.inflate(margin, margin) for r in busy]
    pill.midbottom = (round(table_w / 2), h - margin)
    foot = pill.copy()
    for x in (0.5, 0.3, 0.7):
        for y in range(h - margin, pill.h + margin, -max(2, pill.h // 4)):
            pill.midbottom = (round(table_w * x), y)
            if pill.left >= margin and pill.right <= table_w - margin and \
                    pill.collidelist(busy) < 0:
                return pill
    return foot


def _rect(b: Box) -> pygame.Rect:
    return pygame.Rect(round(b.x), round(b.y), round(b.w), round(b.h))


def paint_peek(surface: pygame.Surface, pill: pygame.Rect, scale: float) -> None:
    """While the summary is lifted: how to bring it back, small, in ``pill`` (``peek_pill``)."""
    size = px(16, scale)
    words = tr("table.summary_peek")
    rounded(surface, pill, PANEL, pill.h // 2)
    rounded(surface, pill, PANEL_EDGE, pill.h // 2, 2)
    put_text(surface, words, size, TEXT, centre=pill.center, within=pill, role="summary.peek")


def _fitting(text: str, size: int, width: float, floor: int = 12) -> int:
    """The largest font size from ``size`` down to ``floor`` at which ``text`` is at most
    ``width`` wide (the coach's lines are one line each; PT-G saw the first run past the
    panel's edge at 1280x720 once its tally named what the player knew)."""
    while size > floor and font(size).size(text)[0] > width:
        size -= 1
    return size


def _two(lines: list[str], size: int, width: float) -> list[str]:
    """``lines`` (three or more) as two: the first, and the rest cut to the width with «…»
    (the whole sentence is in the review, a button away)."""
    from kozel_gui.assets import fit_part

    face = font(size)
    return [lines[0], fit_part(lambda t: face.size(t)[0], " ".join(lines[1:]), round(width))]
