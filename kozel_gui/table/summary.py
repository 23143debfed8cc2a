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
from kozel_gui.i18n import get_language, tr
from kozel_gui.layout import Box
from kozel_gui.table.arithmetic import SideSum
from kozel_gui.table.result import READY_S, ResultScene
from kozel_gui.table.sheet import fish_icon
from kozel_gui.table.summary_geom import READABLE, fitted, needed_height
from kozel_gui.table.summary_paint import (
    fitting,
    label_w,
    paint_board,
    paint_line,
    paint_pair,
    paint_peek,
    paint_seat,
    paint_sum,
    peek_pill,
    text_h,
    tiles_room,
    two_lines,
)
from kozel_gui.table.summary_words import SummaryWords, dealt_and_drawn, seat_order, summary_words
from kozel_gui.table.theme import (
    BUTTON_HALO,
    TEXT,
    TEXT_DIM,
    YELLOW,
    dialog_panel,
    draw_button,
    put_text,
    px,
)
from kozel_gui.table.view import ButtonView
from rules import Round, Row

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.scenes.table import TableScene
    from kozel_gui.table.seen import TableRound

__all__ = ["READY_S", "RoundSummaryScene", "dealt_and_drawn"]

_LINE_H = 52  # px at 720p: the final line of play at the panel's foot
_BOARD_H = 170  # a four-way table's picture there, at least
_BOARD_MAX = 420  # ... and at most
_SEAT_MIN = 64  # px at 720p: a seat's line squeezed to its name and what its hand holds


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
        self.entry = entries[-1] if entries else None
        """The facts the row was written from (they name the double bonus's tiles)."""
        self._words: SummaryWords | None = None
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
        head = 14 * scale + text_h(px(30, scale), 0.6, bold=True) + 2
        head += text_h(px(20, scale), 0.6) + 8 * scale
        carry = 24 * scale if self.row is not None and self.row.carry_after else 0
        # the seats clear of the strip; with the coach, its tally and two lines of hindsight
        above = (86 if self.job is not None else 10) * scale
        return head + carry + above + self._clear(scale) + (52 + 14) * scale

    def _seat_step(self, pw: int, scale: float) -> float:
        """The height of a seat's line: 86 px at 720p, more where its hand needs rows of
        readable tiles (a bot's hand as dealt and drawn under it takes the rest)."""
        room = tiles_room(pw, scale)
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
        lines = 1 + max((2 if seat.note is not None else 1 for seat in self.words.seats),
                        default=1)
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

    @property
    def words(self) -> SummaryWords:
        """What the panel says (made again when the language changes while it is shown)."""
        if self._words is None or self._words.language != get_language():
            s = self.session
            self._words = summary_words(self.round, self.number, self.row, self.entry,
                                        s.person, s.side_person, s.name)
        return self._words

    @property
    def sums(self) -> tuple[SideSum, ...]:
        """Each side's arithmetic, as the panel writes it."""
        return self.words.sums

    def _contents(self, surface: pygame.Surface, panel: pygame.Rect, scale: float) -> None:
        r, told = self.round, self.words
        y = panel.y + 14 * scale
        title = put_text(surface, told.title, px(30, scale), YELLOW,
                         centre=(panel.centerx, y + px(30, scale) * 0.6),
                         bold=True, shadow=True, within=panel, role="summary.title")
        y = title.bottom + 2
        if told.how is not None:
            how = put_text(surface, told.how, px(20, scale), TEXT,
                           centre=(panel.centerx, y + px(20, scale) * 0.6),
                           within=panel, role="summary.how")
            y = how.bottom + 8 * scale
        strip = self.play_strip(scale)
        top, board = strip.y, strip.h
        bottom = top - (10 if self.job is None else 68) * scale
        if told.carry is not None:
            bottom -= 24 * scale  # the carried fish's line under the seats'
        step = min(self.step, (bottom - y) / r.players)
        order = seat_order(r)
        for side, pair in enumerate(told.pairs[:len(told.sums)]):  # the bands under the seats
            rows = [i for i, s in enumerate(order) if r.rules.side_of(s, r.players) == side]
            paint_pair(surface, panel, (y, step), rows, (pair, told.sums[side]), scale)
        for k, seat in enumerate(order):
            paint_seat(surface, self.app, panel, (y + k * step, step), told.seats[seat],
                       r.hand(seat), self.fair.get(seat), scale)
            if not r.rules.teams and seat < len(told.sums):
                paint_sum(surface, told.sums[seat], panel, y + k * step, scale)
        y += r.players * step
        if told.carry is not None:
            fish = fish_icon(surface, (panel.x + 40 * scale, y + 12 * scale), 20 * scale)
            put_text(surface, told.carry, px(18, scale), YELLOW,
                     at=(fish.right + 8 * scale, y), within=panel, role="summary.carry")
        if r.rules.is_spinner:
            if r.line:
                area = self.board_area(scale)
                paint_board(surface, self.app, panel, (top, board), area,
                            self.board_picture(area), scale)
        else:
            paint_line(surface, self.app, panel, (top, board), r.line, scale)
        words: list[pygame.Rect] = []
        if self.job is not None:
            # Clear of the picture by more than its focus ring reaches (P34b r4: the ring
            # touched «Ход 16: …»); the ring keeps off them besides (``keep_clear``).
            room = panel.w - 32 * scale
            # On one line, or two where even its least size is too wide (the tally with the
            # best and worst moves at 1024×600, the panel narrowed beside the corner buttons).
            said = coach_line(self.job)
            size = fitting(said, px(17, scale), room, floor=px(14, scale))
            lines = wrap(said, font(size), round(room)) or [said]
            shown = lines if len(lines) <= 2 else two_lines(lines, size, room)
            step = font(size).get_linesize()
            for k, line in enumerate(shown):
                y = top - 72 * scale - step * (len(shown) - 1 - k)
                words.append(put_text(surface, line, size, YELLOW, centre=(panel.centerx, y),
                                      within=panel, role="summary.coach"))
            # The hindsight line at one size, on one line or, too long for one (PT-J: «Ходы 1
            # и 3: … (на ходу 3 — 1–4 к четвёрке), …» at 1024x600), two, the last just above
            # the picture's ring as before.
            said = hindsight_line(self.job)
            size = fitting(said, px(15, scale), room, floor=px(13, scale))
            lines = wrap(said, font(size), round(room)) or [said]
            shown = lines if len(lines) <= 2 else two_lines(lines, size, room)
            step = font(size).get_linesize()
            for k, line in enumerate(shown):
                words.append(put_text(surface, line, size, TEXT_DIM,
                                      centre=(panel.centerx,
                                              top - 30 * scale - step * (len(shown) - 1 - k)),
                                      within=panel, role="summary.hindsight"))
        self.focus.keep_clear = words

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
        x0 = strip.x + label_w("table.summary_table", scale)
        beside = Box(x0, strip.y, strip.right - x0, strip.h)
        y0 = strip.y + font(px(16, scale)).get_linesize() + 4 * scale
        under = Box(strip.x, y0, strip.w, strip.bottom - y0)
        placed, _ = self.board_tiles
        if not placed:
            return beside
        k = [fitted([p.box for p in placed], area)[0].w for area in (beside, under)]
        return under if k[1] > k[0] else beside
