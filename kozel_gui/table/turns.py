"""Undo against bots and sports move clocks, as a part of the table scene.

Undo takes back the person's last move and the bots' moves after it; the first time
in a match a small question says the match then turns practice.  The move clock counts
real seconds of the table's ``update`` (so the pause menu stops it); a person whose
time runs out gets a warning or a penalty written (§7.30) and the medium bot's move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.i18n import ntr, tr, tr_about
from kozel_gui.table.clock import MoveClock, clock_limit
from kozel_gui.table.theme import RED

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.layout import Box
    from kozel_gui.session import Session
    from kozel_gui.table.anim import Animator
    from kozel_gui.table.input import Controller
    from rules import Move

__all__ = ["UndoAndClock"]


class UndoAndClock:
    """The table scene's undo question and move clock (mixed into ``TableScene``)."""

    if TYPE_CHECKING:
        app: Host
        session: Session
        anim: Animator
        control: Controller
        phase: str
        covered: str | None
        viewer: int
        think_until: float | None
        _line_cache: tuple[Any, Any] | None

        def say(self, text: str, seat: int, *, lead: float | None = None,
                colour: Any = None) -> None: ...
        def play(self, move: Move, *, dropped: Box | None = None,
                 forced: bool = False) -> None: ...
        def notify(self, text: str) -> None: ...
        def button_at(self, pos: tuple[int, int]) -> str | None: ...

    asking: bool = False
    """The one-time question before the first undo is on screen."""
    move_clock: MoveClock

    def can_undo(self) -> bool:
        """Whether the person may take their last move back now (never in hot-seat or kids)."""
        return self.phase == "play" and self.covered is None and self.session.can_undo()

    def request_undo(self) -> None:
        """Undo button or Ctrl+Z: the first time in a match, ask before it turns practice."""
        if not self.can_undo():
            return
        if self.session.practice:
            self._undo()
        else:
            self.asking = True

    def _undo_key(self, key: str) -> None:
        if key == "undo":
            self.request_undo()
        elif key == "undo_yes":
            self._undo()
        else:
            self.asking = False

    def _answer(self, event: pygame.event.Event) -> bool:
        """The question is open: its buttons, Enter/Y (yes), Esc/N (no); all else waits."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_y):
                self._undo()
            elif event.key in (pygame.K_ESCAPE, pygame.K_n):
                self.asking = False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            key = self.button_at(event.pos)
            if key is not None:
                self._undo_key(key)
        return True

    def _undo(self) -> None:
        self.asking = False
        if not self.can_undo():
            return
        self.anim.skip()
        self.anim.words.clear()
        self.session.undo()
        self.control.reset()
        self.think_until = None
        self.move_clock.stop()
        self._line_cache = None
        self.notify(tr("table.undone"))

    # -- move clocks -------------------------------------------------------------

    def _clock(self, dt: float) -> bool:
        """Count the seat to move's time; a person out of time gets a move made for them."""
        r = self.session.round
        key = (self.session.number, r.ply)
        if self.move_clock.key != key:
            limit = clock_limit(r)
            if limit is None:
                self.move_clock.stop()
                return False
            self.move_clock.arm(key, limit)
        seat = r.to_move
        human = self.session.is_human(seat)
        if human and seat != self.viewer:
            return False  # the hot-seat cover comes first: nobody is at the mouse yet
        self.move_clock.tick(dt)
        if human and self.move_clock.expired:
            self._timeout(seat)
            return True
        return False

    def _timeout(self, seat: int) -> None:
        """§7.30: a warning or a penalty on the sheet, then the medium bot moves for them."""
        self.move_clock.stop()
        self.anim.skip()
        self.control.reset()
        row = self.session.timeout(seat)
        penalty = abs(row.sides[self.session.sheet.side_of(seat)].penalty)
        word = tr("table.clock_warning") if row.warning else ntr("table.clock_penalty", penalty)
        self.say(word, seat, colour=RED)
        self.app.sound.play("knock")
        if self.session.match.finished:
            from kozel_gui.table.summary import MatchOverScene

            self.app.replace(MatchOverScene(self.app, self.session))
            return
        move = self.session.timeout_move()
        self.play(move, forced=True)
        self.notify(tr_about("table.clock_auto", self.session.person(seat), move=str(move)))
