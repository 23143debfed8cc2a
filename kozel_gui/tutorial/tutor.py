"""The tutorial's state and the table that obeys it.

``Tutor`` is where the person is: the step, whether the step's idea is on show, a wrong
try is being explained, the step waits for a number pointed at on the sheet (or explains
a wrong one), or the step is done.  ``TutorialModel`` is the ordinary
``TableModel`` (the same hand, keys, motions and painters) whose person's moves pass
through the tutor: a move the step does not teach is not made, it is explained.
``TutorialSession`` keeps no autosave and no history, and its bot never moves: every
step is a scripted position.  Progress is kept in ``tutorial.json``, so the tutorial
resumes at the step where it was left.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import replace
from enum import StrEnum
from typing import TYPE_CHECKING

from kozel_gui.i18n import Person, Said
from kozel_gui.layout import Box, TableLayout
from kozel_gui.session import Session
from kozel_gui.table.input import way_on
from kozel_gui.table.model import TableHost, TableModel, TableStyle
from kozel_gui.tutorial.lessons import LESSONS, Lesson, Point
from rules import Match, Move, MoveKind, Round

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.options import MatchSetup
    from kozel_gui.table.driver import TableSession

__all__ = ["Stage", "Tutor", "TutorialModel", "TutorialSession", "player_of"]

_PLAIN = TableStyle()
_MOVE_KEYS = {"draw": MoveKind.DRAW, "knock": MoveKind.PASS}
"""The table's keys for a move without a tile (D, K)."""


class Stage(StrEnum):
    """Where a step is."""

    IDEA = "idea"
    """The idea is shown; a played step waits for the person's move."""
    WRONG = "wrong"
    """A wrong try is being explained; the person tries again."""
    POINT = "point"
    """The step waits for the person to point at a number on the score sheet."""
    MISS = "miss"
    """Another number was pointed at: it is explained; the person points again."""
    DONE = "done"
    """The step's move was made and its number found (or it is a card): «Дальше» goes on."""


class Tutor:
    """The step the person is on and how far into it."""

    def __init__(self, step: int = 0, lessons: tuple[Lesson, ...] = LESSONS) -> None:
        """Start ``lessons`` (the grown-ups' by default) at ``step`` (a resumed tutorial)."""
        self.lessons = lessons
        self.step = step
        self.stage = Stage.IDEA
        self.tries = 0
        """Wrong tries at this step."""
        self.elsewhere = False
        """The last miss was not on the newest row's figures."""
        self.refused = False
        """The last wrong try was a tile that fits no end."""
        self.started = False
        """A move of the step was made (a draw on the way): the table is no longer new."""

    @property
    def lesson(self) -> Lesson:
        """The step's lesson."""
        return self.lessons[self.step]

    @property
    def fresh(self) -> bool:
        """Whether the step's position is new: a played step after another played one, so
        the table was set up anew for it."""
        return self.lesson.played and any(lesson.played for lesson in self.lessons[:self.step])

    @property
    def last(self) -> bool:
        """Whether this is the final step."""
        return self.step == len(self.lessons) - 1

    def begin(self, step: int) -> None:
        """Go to ``step``: its idea first (a card is read at once)."""
        self.step, self.tries, self.started = step, 0, False
        lesson = self.lesson
        self.stage = (Stage.IDEA if lesson.played else Stage.POINT if lesson.asks
                      else Stage.DONE)

    def wrong(self, *, refused: bool = False) -> None:
        """A try the step does not teach (``refused``: a tile that fits no end)."""
        self.tries += 1
        self.refused = refused
        self.stage = Stage.WRONG

    def went_on(self) -> None:
        """A move on the step's way was made (a draw before the tile that fits): an
        explanation of an earlier try is stale now (P32: «Сначала берите…» stayed after
        the draw), so the step's idea shows again."""
        self.started = True
        if self.stage is Stage.WRONG:
            self.stage = Stage.IDEA

    @property
    def finding(self) -> bool:
        """Whether the person is to find the answer now (``Lesson.finds``): a step that asks
        is found at its question (the goat's last tile is named, its total is not), any
        other at its move."""
        lesson = self.lesson
        return lesson.finds and (self.waits_for_point() or not lesson.asks)

    @property
    def told(self) -> bool:
        """Whether the step's words have named the way (the end that makes the fish), so the
        rings point only there: after a wrong try, or after a second where the person is to
        find it (``finding``)."""
        return self.tries >= (2 if self.finding else 1)

    def trouble(self, trouble: str | None) -> str | None:
        """The words for a wrong try or miss: where the person is to find the answer and it
        is told now, those naming it (``.wrong_answer``, ``.misfit_answer``,
        ``.miss_answer``)."""
        if trouble in ("wrong", "misfit", "miss") and self.finding and self.told:
            return f"{trouble}_answer"
        return trouble

    def took(self, tile: str) -> None:
        """The person took ``tile`` to lay it: a refusal whose words say which tile to take
        is stale once it is the step's own (issue 18: «Эта кость сюда не подходит. Возьмите
        2–6» stayed while 2–6 was being laid); words that say where to put it stay."""
        lesson = self.lesson
        if self.stage is Stage.WRONG and self.refused and not lesson.misfit \
                and tile in lesson.goal_tiles:
            self.stage = Stage.IDEA

    def moved(self) -> None:
        """The step's move was made: its number to find on the sheet next, if it asks one."""
        self.stage = Stage.POINT if self.lesson.asks else Stage.DONE
        self.tries = 0  # a wrong move before it does not count as a miss of the question

    def pointed(self, side: int | None) -> None:
        """The person pointed at ``side``'s figures on the sheet's newest row (None:
        elsewhere on the sheet, an older row or the names)."""
        self.elsewhere = side is None
        if self.lesson.ask == side:
            self.stage = Stage.DONE
        else:
            self.tries += 1
            self.stage = Stage.MISS

    @property
    def made(self) -> bool:
        """Whether the step's move was made (kept, so a resume comes back after it)."""
        return self.lesson.played and not self.waits_for_move()

    @property
    def answered(self) -> bool:
        """Whether the number the step asks for was found on the sheet."""
        return self.lesson.asks and self.stage is Stage.DONE

    def waits_for_move(self) -> bool:
        """Whether the person is to make the step's move now."""
        return self.lesson.played and self.stage in (Stage.IDEA, Stage.WRONG)

    def waits_for_point(self) -> bool:
        """Whether the person is to point at a number on the sheet now."""
        return self.stage in (Stage.POINT, Stage.MISS)

    def hides_worth(self) -> bool:
        """Whether the hands' worth stays off the plates: a number is to be found on the
        sheet now, or at the next step, over this same table (the fish's «done» before
        «add the rival's points up»)."""
        if self.waits_for_point():
            return True
        if self.last or self.stage is not Stage.DONE:
            return False
        after = self.lessons[self.step + 1]
        return after.asks and not after.played


class TutorialSession(Session):
    """A scripted match: no autosave, no history, no undo, a bot that never moves."""

    plays_for_profiles = False

    def save(self) -> None:
        """Nothing to write: the tutorial keeps its own progress."""

    def _record_if_over(self) -> None:
        """A tutorial round is never a match in the history."""

    @property
    def undoable(self) -> bool:
        """The tutorial explains instead of taking back."""
        return False

    def ask_bot(self) -> None:
        """The opponent never moves: each step is its own position."""

    def bot_move(self) -> Move | None:
        """Never a move."""
        return None

    def wait_bot(self, timeout: float | None = 5.0) -> Move | None:
        """Never a move."""
        return None

    def set_round(self, r: Round, lesson: Lesson) -> None:
        """Put the table at ``r`` under the lesson's rules, its earlier rounds on the sheet."""
        self.setup = replace(self.setup, rules=lesson.rules)
        sheet = lesson.sheet()
        self.match = Match(lesson.rules, r.players, r, sheet, random.Random(0).getstate(),
                           number=sheet.rounds + 1)


def player_of(app: Host) -> Person:
    """The current profile as a person («она» makes «Вышла!»); no profile: phrased around."""
    from kozel_gui.profiles import Profiles

    profiles = Profiles.load(app.data)
    found = next((p for p in profiles.profiles if p.name == profiles.current), None)
    return found.person if found is not None else Person("")


class TutorialModel(TableModel):
    """The table model whose person's moves go through the tutor first."""

    arrows_fit = True
    """Left and Right step only through the tiles that fit while a move is asked (``arrow``)."""

    def __init__(self, app: Host, setup: MatchSetup, match: Match | None, host: TableHost, *,
                 style: TableStyle = _PLAIN,
                 session_class: type[Session] = TutorialSession,
                 session: TableSession | None = None) -> None:
        self.tutor = Tutor()
        """Where the person is (made first: the table asks it from its first frame)."""
        self.panel = Box(0, 0, 0, 0)
        """Where the tutorial's words go: the band above the field (set with the layout)."""
        self.player = player_of(app)
        """Who takes the tutorial (the current profile), for words that agree with them."""
        super().__init__(app, setup, match, host, style=style, session_class=session_class,
                         session=session)

    def _make_layout(self) -> TableLayout:
        """The table's layout with the panel's band cut off the top of the field, so the
        line is laid out below the words, never under them (the panel as tall as the step's
        words need, clear of the table's corner buttons)."""
        from kozel_gui.tutorial.panel import panel_box

        layout = super()._make_layout()
        f, s = layout.field, self.scale
        self.panel = panel_box(f, s, self.tutor.lesson, self.fixtures.corner,
                               fresh=self.tutor.fresh)
        cut = round(self.panel.y + self.panel.h + 6 * s - f.y)
        return dataclasses.replace(layout, field=Box(f.x, f.y + cut, f.w, f.h - cut))

    @property
    def tutorial_session(self) -> TutorialSession:
        """The session, as the tutorial's."""
        assert isinstance(self.session, TutorialSession)
        return self.session

    def can_act(self) -> bool:
        """The person moves only while a step waits for their move."""
        return super().can_act() and self.tutor.waits_for_move()

    def shows_worth(self) -> bool:
        """No hand's worth on the plates nor their badges while a number is to be found on
        the sheet, now or at the next step (P25: «в руке 29» beside «add up the rival's
        points»): they count tiles then."""
        return not self.tutor.hides_worth()

    def toggle_sheet(self) -> None:
        """Fold or unfold the sheet, but never fold it while a number is to be found there."""
        if self.expanded and self.tutor.waits_for_point():
            return
        super().toggle_sheet()

    def show(self, lesson: Lesson, behind: Lesson | None = None) -> None:
        """Deal the lesson's position; a card keeps the table as it is (laid out again under
        its own panel), or (on a resume) shows ``behind``, the step before it, as that step
        ended."""
        self.anim.skip()
        if not lesson.played and behind is None:
            self.relayout()
            return
        if lesson.played:
            self.tutorial_session.set_round(lesson.start(), lesson)
        elif behind is not None:
            self.tutorial_session.set_round(behind.finished(), behind)
        self.relayout()
        self.deal()

    def target(self) -> int | None:
        """The hand index of the tile the step is about now: the one it names, else its
        goal's one tile once that may be played (the 4–5 come from the bazaar)."""
        lesson = self.tutor.lesson
        if not self.tutor.waits_for_move() or (self.tutor.finding and not self.tutor.told):
            return None  # a tile to be found is not shown by the cursor either
        hand = [str(t) for t in self.hand()]
        if lesson.point is Point.TILE:
            return hand.index(lesson.tile) if lesson.tile in hand else None
        tiles = {str(m.tile) for m in self.round.legal_moves()
                 if m.tile is not None and self.round.to_move == self.viewer
                 and lesson.completes(m)}
        return hand.index(tiles.pop()) if len(tiles) == 1 else None

    def first_arrow(self) -> int | None:
        """The first arrow (or Enter, with nothing chosen) chooses the tile the cursor shows
        at (``cursor``), not the hand's first tile beside the ring (issue 14); Enter alone
        takes it up but never plays it (P32)."""
        return self.cursor()

    def cursor(self) -> int | None:
        """Where the keyboard's cursor stands while nothing is chosen: the step's tile, else
        the hand's first that fits (issue 18: it stood nowhere to be seen, and the first
        arrow seemed to jump); nowhere while no tile fits: the ring is on the bazaar or
        «Стучу» then."""
        if not self.tutor.waits_for_move() or not self.hand() or way_on(self.round):
            return None
        found = self.target()
        if found is not None:
            return found
        fitting = self.fitting()
        return fitting[0] if fitting else 0

    def fitting(self) -> list[int]:
        """The hand tiles that may be played now, in hand order."""
        return [i for i, opts in enumerate(self.control.options()) if opts]

    def arrow(self, step: int) -> bool:
        """Left or Right (``step`` -1 or 1) while the step waits for a move and a tile fits:
        the cursor goes to the next tile that fits, as the table's first arrow picks one
        (issue 14: in «Рыба» Right went from 3–5 to the greyed 0–1, and Enter there only
        refused); False where the table's own arrows are meant (nothing chosen yet, an end
        being chosen, or no tile fits: then each tile looked at says why, issue 18)."""
        c = self.control
        if not self.arrows_fit or not self.tutor.waits_for_move() or c.selected is None \
                or c.choosing or c.gathered:
            return False
        fitting = self.fitting()
        if not fitting:
            return False
        if c.selected in fitting:
            c.selected = fitting[(fitting.index(c.selected) + step) % len(fitting)]
        else:  # the cursor on a tile that does not fit: the nearest that does, that way
            ahead = [i for i in fitting if (i - c.selected) * step > 0]
            c.selected = (ahead[0] if step > 0 else ahead[-1]) if ahead else (
                fitting[0] if step > 0 else fitting[-1])
        return True

    def refresh(self) -> None:
        """The table's refresh; a refusal told is dropped once the right tile is taken."""
        c = self.control
        hand = self.hand()
        if c.choosing and c.selected is not None and c.selected < len(hand):
            self.tutor.took(str(hand[c.selected]))
        super().refresh()

    def aim(self) -> None:
        """After a try by the keyboard the step does not teach, its cursor goes to the tile
        the step points at, so Enter does not repeat the try with nothing changing (issue
        14)."""
        found = self.target()
        if found is not None:
            self.control.selected, self.control.choosing = found, False

    def play(self, move: Move, *, dropped: Box | None = None, forced: bool = False) -> None:
        """The person's move: made when the step teaches it, explained when not."""
        if self.round.to_move == self.viewer and not self.tutor.lesson.allows(move):
            keyed = self.control.keyed
            self.control.reset()
            if keyed:
                self.aim()
            self.tutor.wrong()
            self.app.sound.play("knock")
            self.refresh()
            return
        mine = self.round.to_move == self.viewer
        completes = mine and self.tutor.lesson.completes(move)
        super().play(move, dropped=dropped, forced=forced)
        if completes:
            self.tutor.moved()
            self.refresh()
        elif mine:
            self.tutor.went_on()
            self.refresh()

    def refuse(self, index: int, reason: Said) -> None:
        """A tile that does not fit: the table's shake and reason, and the step's explanation;
        the cursor goes to the tile the step names (Enter repeated the refused try, with
        nothing on the screen changing)."""
        super().refuse(index, reason)
        self.tutor.wrong(refused=True)
        if self.control.keyed:  # a mouse's next click goes where it likes
            self.aim()

    def press(self, key: str) -> None:
        """Draw or knock when the step has no such move: the panel explains the step again
        (no note clipped under the buttons); every other key as at the table."""
        kind = _MOVE_KEYS.get(key)
        if kind is not None and self.can_act() and not any(
                m.kind is kind for m in self.round.legal_moves()):
            self.control.reset()
            self.tutor.wrong()
            self.app.sound.play("knock")
            self.refresh()
            return
        super().press(key)

    def make_step(self) -> None:
        """Make the step's moves for the person (a skipped step), so the table stands as
        the next step describes it: the fish lies on the table, the hand is out."""
        lesson = self.tutor.lesson
        if not self.tutor.waits_for_move():
            return
        self.anim.skip()
        while self.tutor.waits_for_move() and self.round.to_move == self.viewer:
            legal = {str(m): m for m in self.round.legal_moves()}
            way = sorted(lesson.goal & legal.keys()) or sorted(lesson.on_way & legal.keys())
            if not way:
                return
            self.play(legal[way[0]])
            self.anim.skip()
