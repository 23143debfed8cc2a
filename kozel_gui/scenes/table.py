"""The table: a person plays a whole Kozel match against bots (or watches them, ``--demo``).

The engine state jumps at once (``Session``); the picture catches up through
queued tweens (``kozel_gui.table.motion``).  Bots wait until the picture is
still, think a moment, and move.  A click or key finishes any running motion
and is then handled as usual, so no input is lost.
"""

from __future__ import annotations

import dataclasses
import random
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.i18n import tr, tr_about
from kozel_gui.layout import SEATS_BY_PLAYERS, Box, TableLayout
from kozel_gui.options import MatchSetup
from kozel_gui.scene import Scene
from kozel_gui.session import Session
from kozel_gui.table import hud
from kozel_gui.table.anim import Animator, Announcement, Tap, Tick, durations
from kozel_gui.table.board import Board
from kozel_gui.table.clock import MoveClock
from kozel_gui.table.input import Controller
from kozel_gui.table.motion import Stage, deal_flights, line_layout, move_flights, sorted_hand
from kozel_gui.table.notices import deal_notices
from kozel_gui.table.sheet import draw_sheet
from kozel_gui.table.theme import YELLOW, Button, background
from kozel_gui.table.turns import UndoAndClock
from kozel_gui.tween import Tween
from rules import Move, MoveKind, Round, Tile

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["TableScene"]

_LINE_LONG = 0.125  # the line's largest tile, long side, in window heights at 16:9
_INSTANT_MOVES = 64  # at speed 0, bot moves applied per frame at most


class TableScene(UndoAndClock, Scene):
    """A match in progress: the line, the hands, the bazaar, the sheet, the animations."""

    #: Drives the match; kids' mode swaps in one that keeps no autosave.
    session_class: type[Session] = Session

    def __init__(self, app: Host, setup: MatchSetup, match: Any = None) -> None:
        super().__init__(app)
        self.session = self.session_class(app, setup, match)
        self.anim = Animator()
        self.control = Controller(self)
        self.expanded = True
        self.viewer = setup.humans[0] if setup.humans else 0
        self.covered: str | None = None
        self.think_until: float | None = None
        self.phase = "play"
        self.reveal_at = 0.0
        self.rounds_done = 0
        self.note: tuple[str, float] | None = None
        self.shake: tuple[int, float] | None = None
        self.buttons: list[Button] = []
        self.tools: list[Button] = []
        self.ask: list[Button] = []
        self.asking = False
        self.move_clock = MoveClock()
        self.size = app.screen.get_size()
        self._line_cache: tuple[Any, Any] | None = None
        self._layout()
        self._deal()

    # -- set-up --------------------------------------------------------------

    @property
    def speed(self) -> float:
        """The time factor of every animation (0 = instant)."""
        arg = getattr(self.app.args, "speed", None)
        return durations(float(arg) if arg is not None else self.app.options.speed)

    @property
    def setup(self) -> MatchSetup:
        """The seats and rules of this match (read by the crash report)."""
        return self.session.setup

    @property
    def match(self) -> Any:
        """The match in play."""
        return self.session.match

    @property
    def demo(self) -> bool:
        """Bots in every seat: nobody to wait for."""
        return not self.session.setup.humans

    def pos_of(self, seat: int) -> str:
        """Where ``seat`` sits on screen (the viewer at the bottom)."""
        n = self.session.round.players
        return SEATS_BY_PLAYERS[n][(seat - self.viewer) % n]

    def _layout(self) -> None:
        w, h = self.size
        rules, players = self.session.setup.rules, self.session.round.players
        kids = str(rules.scoring) == "wins"
        dealt_all = rules.hand_size_for(players) * players >= 28
        self.layout = TableLayout.for_window(
            w, h, players, sheet_expanded=self.expanded, kids=kids,
            large=self.app.options.large_tiles,
            bazaar=rules.draw != "none" and not dealt_all,
        )
        if not kids:
            # The line starts as large as a fifth of the field's height allows (the layout
            # shrinks it as it grows), so a short line does not sit tiny in a big field.
            field = self.layout.field
            big = min(field.h / 5, min(w, h * 16 / 9) * 9 / 16 * _LINE_LONG)
            self.layout = dataclasses.replace(
                self.layout, line_max_long=max(self.layout.line_max_long, big))
        back = "green" if self.app.options.table == "wood" else "wood"
        self.board = Board(self.app.tiles, self.layout, self.app.options.face, back)
        self._line_cache = None
        self._prepare()

    def _prepare(self) -> None:
        """Sprites at the new sizes now, so the first frame after a change does not stall."""
        r = self.session.round
        boxes = self.hand_boxes()
        lay = self.line()
        line = [(r.line[p.index].a, r.line[p.index].b, p.angle) for p in lay.tiles]
        self.board.prepare([(t.low, t.high) for t in self.hand()],
                           boxes[0].h if boxes else 0.0, line, lay.long)

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The table top under everything (felt or wood from the options)."""
        return background(self.app.options.table, size)

    def stage(self) -> Stage:
        """Geometry and timing for the motion builder."""
        return Stage(self.layout, self.board, self.viewer, self._open_hand(), self.speed,
                     self.pos_of)

    def _open_hand(self) -> bool:
        return self.demo or self.session.is_human(self.viewer)

    def _deal(self) -> None:
        r = self.session.round
        self.phase, self.think_until = "play", None
        self.control.reset()
        self.app.sound.play("shuffle")
        for text in deal_notices(r, self.session.person):
            self.say(text, self.viewer, lead=0.0)
        deal_flights(self.anim, self.stage(), r)

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for the new window size."""
        self.size = size
        self._layout()

    def leave(self) -> None:
        """Nothing to tear down: the drawn buttons are ours, the worker stays for a resume."""

    # -- state for the controller (input.Host) ------------------------------------------

    def current(self) -> Round:
        """The round as the engine has it now."""
        return self.session.round

    def can_act(self) -> bool:
        """Whether the human in front of the screen may move now."""
        r = self.session.round
        return (self.phase == "play" and r.outcome() is None and self.covered is None
                and r.to_move == self.viewer and self.session.is_human(self.viewer))

    def hand(self) -> list[Tile]:
        """The viewer's tiles, sorted."""
        return sorted_hand(self.session.round.hand(self.viewer))

    def hand_boxes(self) -> list[Box]:
        """Their boxes in the hand band."""
        return self.layout.hand_tiles(len(self.session.round.hand(self.viewer)))

    def line(self) -> Any:
        """The line's layout (cached per state)."""
        r = self.session.round
        key = (r.ply, id(r), self.layout)
        if self._line_cache is None or self._line_cache[0] != key:
            self._line_cache = (key, line_layout(self.layout, r))
        return self._line_cache[1]

    def end_box(self, tile: Tile, end: int) -> Box | None:
        """Where ``tile`` would go on ``end`` (-1: the lead spot)."""
        lay = self.line()
        if end < 0:
            return lay.slot("right", tile.is_double).box  # type: ignore[no-any-return]
        return lay.slot("left" if end == 0 else "right", tile.is_double).box  # type: ignore[no-any-return]

    def bazaar_hit(self, pos: tuple[int, int]) -> bool:
        """A click on the bazaar pile."""
        b = self.layout.bazaar
        return bool(pygame.Rect(b.x, b.y, b.w, b.h).collidepoint(pos))

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """The drawn button under ``pos``."""
        for b in (*self.ask, *self.tools, *self.buttons) if not self.asking else self.ask:
            if b.hit(pos):
                return b.key
        return None

    def press(self, key: str) -> None:
        """A named action: draw, knock, hint, hundred, decline, pair, undo."""
        if key.startswith("undo"):
            self._undo_key(key)
            return
        r = self.session.round
        legal = r.legal_moves() if self.can_act() else ()
        wanted = {"draw": MoveKind.DRAW, "knock": MoveKind.PASS, "decline": MoveKind.DECLINE,
                  "pair": MoveKind.PAIR, "hundred": MoveKind.LEAD}.get(key)
        if key == "hint" and self.can_act():
            from kozel_gui.table.hint import hint_move, hint_text

            if not self.app.options.hints:
                self.notify(tr("table.hints_off"))
                return
            tile = hint_move(r, self.viewer).tile
            hand = self.hand()
            self.control.selected = hand.index(tile) if tile in hand else None
            self.notify(hint_text(r, self.viewer))
            return
        for m in legal:
            if m.kind is wanted:
                self.play(m)
                return
        if key == "draw" and self.can_act():
            self.notify(tr("table.no_fit", left=r.ends[0], right=r.ends[1]) if r.ends else "")

    def play(self, move: Move, *, dropped: Box | None = None, forced: bool = False) -> None:
        """Apply a move (the human's, a bot's, or one ``forced`` by the clock) and queue its motion."""
        before = self.session.apply(move, forced=forced)
        self.control.reset()
        self.note = None
        move_flights(self.anim, self.stage(), before, self.session.round, move, dropped)
        self._after_move(before, move)

    def refuse(self, index: int, reason: str) -> None:
        """An illegal tile: a gentle shake and a short reason."""
        self.shake = (index, self.anim.now)
        self.notify(reason)

    def notify(self, text: str) -> None:
        """A short message above the hand for a few seconds."""
        self.note = (text, self.anim.now + 3.0)

    def say(self, text: str, seat: int, *, lead: float | None = None, colour: Any = None) -> None:
        """A big brief word near a seat; it replaces the seat's earlier word, never piles up.

        At instant speed only the latest word of all shows, briefly.
        """
        start = self.anim.slot() if lead is None else self.anim.now + lead
        pos = self.layout.seats[self.pos_of(seat)].message  # type: ignore[index]
        if self.speed == 0:
            start, duration = self.anim.now, 0.6
            self.anim.words.clear()
        else:
            duration = max(0.9, 1.3 * self.speed)
            self.anim.words = [w if w.seat != seat else w.cut(start) for w in self.anim.words
                               if w.seat != seat or w.tween.start < start]
        self.anim.words.append(Announcement(text, pos, Tween(start, duration),
                                            colour or (244, 241, 232), seat))

    def _after_move(self, before: Round, move: Move) -> None:
        seat = before.to_move
        if move.kind is MoveKind.PASS:
            start = self.anim.slot()
            self.anim.taps.append(Tap(seat, Tween(start, 0.4 * self.speed)))
            self.anim.cursor = start + 0.4 * self.speed
            self.app.sound.play("knock")
            self.say(tr_about("table.knock_big", self.session.person(seat)), seat,
                     lead=start - self.anim.now)
        outcome = self.session.round.outcome()
        if outcome is not None:
            word = "table.out" if outcome.kind == "out" else "table.fish"
            self.say(tr_about(word, self.session.person(outcome.by)), outcome.by, colour=YELLOW)

    # -- events --------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keys; a click or key first finishes any running motion."""
        kind = event.type
        if kind not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                        pygame.KEYDOWN):
            return False
        if kind == pygame.KEYDOWN and event.key == pygame.K_F11:
            return False
        if self.asking:
            return self._answer(event)
        if kind == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._pause()
            return True
        if kind == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.request_undo()
            return True
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if self.covered is not None:
                self.covered = None
                return True
            if self.anim.busy:
                self.anim.skip()
            if self.phase == "reveal":
                self._summary()
                return True
        if kind == pygame.KEYDOWN:
            return self.control.key(event.key)
        if kind == pygame.MOUSEMOTION:
            return self.control.mouse_move(event.pos)
        if event.button != 1:
            return False
        if kind == pygame.MOUSEBUTTONDOWN:
            if self._sheet_click(event.pos):
                return True
            return self.control.mouse_down(event.pos)
        return self.control.mouse_up(event.pos)

    def _sheet_click(self, pos: tuple[int, int]) -> bool:
        s = self.layout.sheet
        if not pygame.Rect(s.x, s.y, s.w, s.h).collidepoint(pos):
            return False
        self.expanded = not self.expanded
        self._layout()
        return True

    def _pause(self) -> None:
        try:
            from kozel_gui.scenes.pause import PauseScene
        except ImportError:
            return
        self.app.push(PauseScene(self.app))

    # -- time ------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Advance the motions; let bots move; end the round when the picture is still."""
        for sound in self.anim.advance(dt):
            self.app.sound.play(sound)
        if self.anim.busy or self.covered is not None or self.asking:
            return
        if self.phase == "reveal":
            if self.anim.now >= self.reveal_at + 2.0 * self.speed:
                self._summary()
            return
        if self.phase != "play" or self._clock(dt):
            return
        for _ in range(_INSTANT_MOVES if self.speed == 0 else 1):
            if not self._step():
                break

    def _step(self) -> bool:
        """One bot move if one is due; returns whether a move was made."""
        r = self.session.round
        if r.outcome() is not None:
            self._reveal()
            return False
        if self.session.is_human(r.to_move):
            self._hot_seat(r.to_move)
            return False
        if self.think_until is None:
            self.session.ask_bot()
            self.think_until = self.anim.now + self._think_time(r)
        if self.anim.now < self.think_until:
            return False
        if self.speed == 0:
            # Headless runs block for the bot so a seeded run is the same frame by frame
            # (the frozen build is compared pixel for pixel); a window stays responsive.
            headless = getattr(self.app.args, "headless", False)
            move = self.session.wait_bot(None if headless else 0.05)
        else:
            move = self.session.bot_move()
        if move is None:
            return False
        self.think_until = None
        self.play(move)
        return self.speed == 0 and not self.anim.busy

    def _think_time(self, r: Round) -> float:
        rng = random.Random(f"think:{self.session.seed}:{self.session.number}:{r.ply}")
        base = rng.uniform(0.5, 1.2) if len(r.legal_moves()) > 1 else rng.uniform(0.25, 0.45)
        return base * self.speed

    def _hot_seat(self, seat: int) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self._layout()
            if len(self.session.setup.humans) > 1:
                self.covered = self.session.name(seat)

    def _reveal(self) -> None:
        """The round is over: hands turn face up, the new sheet row counts up."""
        self.phase, self.reveal_at = "reveal", self.anim.now
        outcome = self.session.round.outcome()
        if outcome is not None and outcome.kind == "fish":
            self.app.sound.play("fish")
        rows = self.session.sheet.rows
        if rows:
            for side, s in enumerate(rows[-1].sides):
                self.anim.ticks[side] = Tick(s.before, s.after,
                                             Tween(self.anim.now + 0.3 * self.speed, 0.6 * self.speed))

    def _summary(self) -> None:
        if self.phase != "reveal":
            return
        self.phase = "summary"
        from kozel_gui.table.summary import RoundSummaryScene

        self.app.push(RoundSummaryScene(self.app, self))

    def next_round(self) -> None:
        """After the summary: write the round, then deal again, end the match, or stop."""
        self.rounds_done += 1
        over = self.session.is_over
        self.session.next_round()
        limit = getattr(self.app.args, "rounds", None)
        if over:
            from kozel_gui.table.summary import MatchOverScene

            self.app.sound.play("goat")
            self.app.replace(MatchOverScene(self.app, self.session))
            return
        if limit is not None and self.rounds_done >= limit:
            self.app.quit()
            return
        self.anim.ticks.clear()
        self._layout()
        self._deal()

    # -- drawing -------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The whole table."""
        from kozel_gui.table.paint import paint_table
        from kozel_gui.table.tools import draw_tools

        paint_table(self, surface)
        sheet = self.session.sheet
        names = [self.session.name(s) for s in range(self.session.setup.players)]
        now = self.anim.now

        def tick(side: int) -> int | None:
            t = self.anim.ticks.get(side)
            return None if t is None else t.value(now)

        draw_sheet(surface, self.layout.sheet, sheet, names, expanded=self.expanded,
                   number=self.session.number, scale=self.board.scale, tick=tick)
        for word in self.anim.words:
            hud.announcement(surface, word, now, self.board.scale)
        draw_tools(self, surface)
        if self.covered is not None:
            hud.cover(surface, self.covered, self.board.scale)

    def legal_buttons(self) -> list[Button]:
        """The big buttons the human may need now: «Стучу», the hundred move, both doubles."""
        from kozel_gui.table.tools import move_buttons

        return move_buttons(self)
