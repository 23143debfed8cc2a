"""«Научиться играть»: the guided first match, on the real table.

The table is the game's own (``TableScene`` with a ``TutorialModel``): the same hand,
keys, mouse, motions and painters.  Over it a panel says the step's idea (or explains a
wrong try, or says what just happened) and a golden ring points at what to look at.
Its buttons are in the one focus ring with the table's: «Дальше», «Пропустить шаг»,
«Выйти».  Esc leaves too; the step is saved, so «Научиться играть» resumes there.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from kozel_gui import controls
from kozel_gui.assets import font
from kozel_gui.focus import ACTIVATE, Arrows, Item
from kozel_gui.i18n import tr, tr_about
from kozel_gui.i18n.names import PLAYER, stock_name
from kozel_gui.layout import Box
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.keys import help_keys, help_lines
from kozel_gui.table.paint import paint_help
from kozel_gui.table.theme import PANEL, PANEL_EDGE, TEXT, YELLOW, px, record_text, rounded, text
from kozel_gui.table.view import TableView
from kozel_gui.tutorial.lessons import LESSONS, Lesson, Point
from kozel_gui.tutorial.panel import Measures, Para, step_words
from kozel_gui.tutorial.pointing import (
    Spot,
    arrow_points,
    arrow_side,
    bounds_of,
    keep_clear,
    ring_rect,
    side_boxes,
)
from kozel_gui.tutorial.progress import Progress
from kozel_gui.tutorial.tutor import Stage, Tutor, TutorialModel, TutorialSession, player_of
from rules import Match, ScoreSheet, hand_value

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["Para", "TutorView", "TutorialScene", "paint_tutor", "pointed", "tutor_view"]




@dataclass(frozen=True, slots=True)
class TutorView:
    """What the tutorial shows over the table in one frame."""

    step: str
    title: str
    paras: tuple[Para, ...]
    point: tuple[Box, ...]
    panel: pygame.Rect
    down: tuple[Box, ...] = ()
    """The tiles on the table: a ring round an end stays clear of them."""
    keep: tuple[pygame.Rect, ...] = ()
    """What an arrow must not cover: the tiles, the table's words, plates and buttons, the
    sheet's figures above its newest row."""
    field: Box | None = None
    """The field of play: a ring round something in it stays in it."""


def _paras(m: TutorialModel) -> tuple[Para, ...]:
    t, lesson = m.tutor, m.tutor.lesson
    done = t.stage is Stage.DONE
    counted = hand_value(m.round.rules, m.round.hand(m.viewer)) if done and lesson.counted else 0
    trouble = t.trouble({Stage.WRONG: lesson.trouble(m.round.legal_moves(), refused=t.refused),
                         Stage.MISS: "elsewhere" if t.elsewhere else "miss"}.get(t.stage))
    return step_words(lesson, asking=t.waits_for_point() and lesson.played, trouble=trouble,
                      done=done, counted=counted,
                      fresh=t.fresh and t.stage is Stage.IDEA and not t.started)


def pointed(m: TutorialModel) -> tuple[Box, ...]:
    """The boxes the step points at now: what the move is made with (of the two ends, the
    one chosen while the arrows choose, or the one the words named after a wrong try); the
    bazaar until the tile that fits has come, then that tile, then its end, as the words
    go; the sheet while a number is to be found there, the right figures once a miss is
    answered (``Tutor.told``); nothing once done."""
    lesson, stage = m.tutor.lesson, m.tutor.stage
    if stage is Stage.DONE and (lesson.played or lesson.asks):
        return ()
    if m.tutor.waits_for_point():
        boxes = side_boxes(m)
        if stage is Stage.MISS and m.tutor.told and lesson.ask is not None \
                and lesson.ask < len(boxes):
            return (_box(boxes[lesson.ask]),)
        return (m.layout.sheet,) if m.style.sheet else ()
    if lesson.point is Point.TILE:
        found = m.target()
        return (m.hand_boxes()[found],) if found is not None else ()
    if lesson.point is Point.ENDS:
        found = m.target() if m.tutor.finding else None
        if found is not None and m.control.selected != found:
            return (m.hand_boxes()[found],)  # the tile found for the person, then its end
        return _ends(m, m.tutor.told)
    if lesson.point is Point.KNOCK:
        button = m.hits.button("knock")
        return (button.rect,) if button is not None else ()
    if lesson.point is Point.BAZAAR:
        return _bazaar(m)
    if lesson.point is Point.SHEET and m.style.sheet:
        return (m.layout.sheet,)
    return ()


def _ends(m: TutorialModel, named: bool) -> tuple[Box, ...]:
    """The open ends: only the goal's once the words named it (``named``: issue 18, both
    glowed after «Положите 3–5 к тройке»), else the one the arrows chose, else both."""
    if m.round.ends is None:
        return ()
    line = m.line()
    ends = {0: line.slot("left", False).box, 1: line.slot("right", False).box}
    if named:
        ends = {end: box for end, box in ends.items() if end in m.tutor.lesson.goal_ends}
    if m.control.choosing and m.control.end in ends:
        return (ends[m.control.end],)  # the end the arrows chose: the one ring
    return tuple(ends.values())


def _bazaar(m: TutorialModel) -> tuple[Box, ...]:
    """The bazaar while the tile that fits is still in it; then that tile in the hand; once
    it is chosen, the end it goes to (issue 18: the ring stayed on the bazaar while the
    words said «Положите её к пятёрке»)."""
    found = m.target()
    if found is None:
        return (m.layout.bazaar,) if m.layout.bazaar.w > 0 else ()
    if m.control.selected == found:
        return _ends(m, True)
    return (m.hand_boxes()[found],)


def _tutorial_words(key: str) -> str:
    """The table's key help as the tutorial has it: Esc leaves the tutorial."""
    return tr("tutorial.help_escape" if key == "table.help_pause" else key)


def _rect(b: Box) -> pygame.Rect:
    return pygame.Rect(round(b.x), round(b.y), round(b.w), round(b.h))


def _box(r: pygame.Rect) -> Box:
    return Box(r.x, r.y, r.w, r.h)


def _panel(m: TutorialModel) -> pygame.Rect:
    """The panel: the band the model keeps above the field."""
    b = m.panel
    return pygame.Rect(round(b.x), round(b.y), round(b.w), round(b.h))


def tutor_view(m: TutorialModel, table: TableView | None = None) -> TutorView:
    """The tutorial's frozen picture of the model (over ``table``, the table's picture
    this frame, whose words its arrows keep off)."""
    step = tr("tutorial.step", n=m.tutor.step + 1, total=len(m.tutor.lessons))
    lesson = m.tutor.lesson
    key = f"tutorial.{lesson.key}.title"
    title = tr_about(key, m.player) if lesson.agrees else tr(key)
    down = tuple(p.box for p in m.line().tiles)
    return TutorView(step, title, _paras(m), pointed(m), _panel(m), down,
                     keep_clear(m, table, down, m.panel), m.layout.field)


TUTOR_RING = (110, 200, 250)
"""The tutorial's pointing colour: sky blue, never the yellow of the keyboard's cursor and
the chosen tile (issue 14: the two looked the same), and not the green of ends that fit."""


def paint_tutor(surface: pygame.Surface, v: TutorView, scale: float, now: float) -> None:
    """The pointing rings (each with an arrow bobbing over it, when it is small enough to
    be a thing to press), then the panel with the step, its title and its words."""
    pulse = 0.5 + 0.5 * math.sin(now * 5)
    width = max(3, round(4 * scale))
    for ring, r in _rings(v, scale, pulse, surface.get_rect()):
        rounded(surface, ring, (*TUTOR_RING, round(150 + 100 * pulse)),
                max(6, min(r.h // 5, round(16 * scale))), width)
        record_text("", ring, None, "tutor.ring")
    for points in _arrows(v, scale, pulse, surface.get_rect()):
        pygame.draw.polygon(surface, TUTOR_RING, points)
        pygame.draw.polygon(surface, (20, 40, 60), points, max(1, round(2 * scale)))
        record_text("", bounds_of(points), None, "tutor.arrow")
    p, ms = v.panel, Measures(scale)
    rounded(surface, p.move(3, 5), (0, 0, 0, 120), 14)
    rounded(surface, p, (*PANEL, 240), 14)
    rounded(surface, p, PANEL_EDGE, 14, 2)
    pad = ms.pad
    step = text(v.step, px(15, scale), TEXT)
    surface.blit(step, step.get_rect(topright=(p.right - pad, p.y + pad // 2)))
    title = text(v.title, ms.title_px, YELLOW, bold=True, shadow=True)
    surface.blit(title, (p.x + pad, p.y + pad // 2))
    y = round(ms.text_top(p.y))
    linesize = font(ms.text_px).get_linesize()
    shown = None
    for line, para in ms.lines(v.paras, p.w):
        if shown is not None and para is not shown:
            y += round(4 * scale)
        shown = para
        surface.blit(text(line, ms.text_px, para.colour), (p.x + pad, y))
        y += linesize


def _ring_room(box: pygame.Rect, field: Box | None, window: pygame.Rect) -> pygame.Rect:
    """Where the ring round ``box`` may be drawn: the field when ``box`` lies in it, else
    the window."""
    if field is not None and _rect(field).contains(box):
        return _rect(field).clip(window)
    return window


def _rings(v: TutorView, scale: float, pulse: float, window: pygame.Rect
           ) -> list[tuple[pygame.Rect, pygame.Rect]]:
    """Each ring at ``pulse`` and the box it is round."""
    width = max(3, round(4 * scale))
    inside = window.inflate(-2 * width, -2 * width)
    down = [_rect(d) for d in v.down]
    grow = round((8 + 5 * pulse) * scale)
    # Clipped to the window (a ring round the whole sheet shows all four sides), and to
    # the field round what lies in it (issue 18: the bazaar's ring, flush with the
    # field's edge, ran over the table's rim into the sheet).
    return [(ring_rect(r, grow, down).clip(_ring_room(r, v.field, inside)), r)
            for r in (_rect(box) for box in v.point)]


def _arrows(v: TutorView, scale: float, pulse: float, window: pygame.Rect
            ) -> list[list[tuple[int, int]]]:
    """A blue arrow by each ring small enough to be a thing to press, pointing at it,
    bobbing with the ring's pulse, on the side where it covers none of ``v.keep`` nor the
    other rings (above it when it can)."""
    size = max(10, round(18 * scale))
    gap = round((6 + 6 * pulse) * scale)
    grow = round((8 + 5 * pulse) * scale)
    out = []
    for ring, r in _rings(v, scale, pulse, window):
        if r.h >= window.h // 3:
            continue
        others = [_rect(b).inflate(2 * grow, 2 * grow) for b in v.point if _rect(b) != r]
        side = arrow_side(ring, size, round(12 * scale), (*v.keep, *others), window)
        out.append(arrow_points(ring, side, size, gap))
    return out


def arrow_room(v: TutorView, scale: float, window: pygame.Rect) -> tuple[Box, ...]:
    """Where the arrows bob, all the way (the prompt line keeps off it: issue 14, the arrow
    lay on «Ваш ход»)."""
    boxes = []
    for still_ in zip(_arrows(v, scale, 0.0, window), _arrows(v, scale, 1.0, window),
                      strict=True):
        r = bounds_of(still_[0]).union(bounds_of(still_[1])).inflate(4, 4)
        boxes.append(Box(r.x, r.y, r.w, r.h))
    return tuple(boxes)


class TutorialScene(TableScene):
    """The guided first match: scripted steps over the real table."""

    session_class = TutorialSession
    model_class = TutorialModel
    partial_repaint = False  # the panel and the rings are drawn over the table

    lessons: tuple[Lesson, ...] = LESSONS
    """The steps (the kids' tutorial has its own)."""
    offers_pairs = True
    """Its first and last cards offer «Игра парами», the part for «Козёл 2×2»."""

    def __init__(self, app: Host, step: int | None = None) -> None:
        """Start at ``step``, else where the saved progress says (the start when finished)."""
        left: Progress | None = None  # how far into its step it was left, to come back there
        if step is None:
            saved = self.load_progress(app)
            if saved is not None and not saved.finished and saved.step < len(self.lessons):
                left = saved
            step = left.step if left is not None else 0
        self.person = player_of(app)
        """Who takes the tutorial (the current profile; no name when there is none)."""
        lessons = self.lessons
        first = next(lesson for lesson in (*lessons[step:], *lessons) if lesson.played)
        r = first.start()
        match = Match(first.rules, r.players, r, ScoreSheet(first.rules, r.players),
                      random.Random(0).getstate())
        super().__init__(app, MatchSetup(first.rules, self.seats(), 0), match)
        self.tutorial.tutor = Tutor(step, lessons)
        self.buttons_: dict[str, controls.Button] = {
            key: controls.Button(key, "", pygame.Rect(0, 0, 0, 0), action)
            for key, action in (("tutor_next", self.next_step), ("tutor_skip", self.skip_step),
                                ("tutor_leave", self.stop), ("tutor_restart", self.restart),
                                ("tutor_pairs", self.pairs))}
        self._stage: tuple[int, Stage] | None = None
        self._cursor: tuple[int, int | None] | None = None
        self._painted: TableView | None = None
        """The table's picture as last painted (its prompt line the arrows keep off)."""
        self.go(step, resumed=True, left=left)

    def seats(self) -> tuple[SeatSetup, ...]:
        """The person, by their profile's name as at any table (so the avatar's letter is
        theirs, not the «В» of «Вы»; «Вы» only without a profile), and the rival who never
        moves."""
        name = self.person.name or stock_name(PLAYER)
        return (SeatSetup(name, human=True, gender=self.person.gender),
                SeatSetup(tr("tutorial.rival")))

    def load_progress(self, app: Host) -> Progress | None:
        """The saved progress (``tutorial.json``), None if never started."""
        return Progress.load(app.data)

    def save_progress(self, progress: Progress) -> None:
        """Keep where the person is, to resume there."""
        progress.save(self.app.data)

    @property
    def tutor(self) -> Tutor:
        """Where the person is in the tutorial."""
        return self.tutorial.tutor

    @property
    def tutorial(self) -> TutorialModel:
        """The model, as the tutorial's."""
        assert isinstance(self.model, TutorialModel)
        return self.model

    # -- steps ------------------------------------------------------------------------

    def go(self, step: int, *, resumed: bool = False, left: Progress | None = None) -> None:
        """Show ``step`` (its position, its idea; as far into it as it was ``left``) and
        remember it for a resume."""
        self.tutor.begin(step)
        before = [lesson for lesson in self.lessons[:step] if lesson.played]
        behind = before[-1] if resumed and before else None
        self.tutorial.show(self.tutor.lesson, behind)
        if left is not None:
            self._come_back(left)
        self.keep_step()
        self.model.refresh()

    def _come_back(self, left: Progress) -> None:
        """Back where the step was left: its move made again when it had been (the table
        as the person left it), its number found again when it had been."""
        if left.done:
            self.tutorial.make_step()
        ask = self.tutor.lesson.ask
        if left.answered and self.tutor.waits_for_point() and ask is not None:
            self.tutor.pointed(ask)

    def _progress(self) -> Progress:
        """What to keep of where the person is: the step, whether its move was made and its
        number found (a step left on «Дальше» came back before the person's move, since
        only the step was kept), or the tutorial finished once its last step is reached and
        done (issue 18: closing the window on «Молодец!» left it to resume at step 14 of
        14)."""
        if self.tutor.last and self.tutor.stage is Stage.DONE:
            return Progress(0, finished=True)
        return Progress(self.tutor.step, done=self.tutor.made, answered=self.tutor.answered)

    def keep_step(self) -> None:
        """Keep where the person is, to resume there: the one place the progress is
        written (a step begun, «Выйти», Esc, «Игра парами», the last «Дальше», the window
        closing)."""
        self.save_progress(self._progress())

    def closing(self) -> None:
        """The window closes mid-step: kept as «Выйти» keeps it."""
        self.keep_step()

    def skip_step(self) -> None:
        """«Пропустить шаг»: the step's move is made for the person, then the next step, so
        what the next step says (the fish, the points remembered) is on the table."""
        self.tutorial.make_step()
        self.next_step()

    def next_step(self) -> None:
        """«Дальше» or «Пропустить шаг»: the next step; after the last, back to the menu."""
        if self.tutor.last:
            self.keep_step()
            self.app.pop()
            return
        self.go(self.tutor.step + 1)

    def restart(self) -> None:
        """«С начала»: the first step again (the person wants to learn it all over), over the
        table as the tutorial opens with it (issue 14: step 1's words over the old position)."""
        first = next(lesson for lesson in self.lessons if lesson.played)
        self.tutor.begin(0)
        self.tutorial.show(first)
        self.go(0)

    def pairs(self) -> None:
        """«Игра парами»: the part for «Козёл 2×2», where it was left; this part's step is
        kept (the last card done: finished)."""
        from kozel_gui.tutorial.pairs import PairsScene

        self.keep_step()
        self.app.replace(PairsScene(self.app))

    def stop(self) -> None:
        """«Выйти» or Esc: back to the menu; «Научиться играть» resumes here."""
        self.keep_step()
        self.app.pop()

    def pause(self) -> None:
        """Esc leaves the tutorial (its step is kept)."""
        self.stop()

    def open_summary(self) -> None:
        """A tutorial round has no summary: the panel says what happened."""

    def match_decided(self) -> None:
        """Never: each step is a position of its own."""

    # -- the focus ring ---------------------------------------------------------------

    def _layout_buttons(self) -> list[controls.Button]:
        """«С начала» at the panel's left once past the first step (away from the way on);
        «Выйти» and «Пропустить шаг» or «Дальше» at its right, each as wide as its words."""
        p, s = _panel(self.tutorial), self.model.scale
        ms = Measures(s)
        h, gap = ms.button_h, ms.gap
        y = p.bottom - h - gap
        right: list[tuple[str, str]] = [("tutor_leave", tr("tutorial.leave"))]
        if self.tutor.stage is Stage.DONE and self.tutor.last:
            right = [("tutor_next", tr("tutorial.finish"))]  # «Выйти» would do the same
        elif self.tutor.stage is Stage.DONE:
            right.append(("tutor_next", tr("tutorial.next")))
        else:
            right.append(("tutor_skip", tr("tutorial.skip")))
        if self.offers_pairs and self.tutor.stage is Stage.DONE and (
                self.tutor.last or self.tutor.step == 0):
            right.insert(-1, ("tutor_pairs", tr("tutorial.pairs")))
        widths = [ms.button_w(label) for _, label in right]
        x = p.right - sum(widths) - len(right) * gap
        placed = []
        for (key, label), w in zip(right, widths, strict=True):
            placed.append((key, label, pygame.Rect(x, y, w, h)))
            x += w + gap
        if self.tutor.step > 0:
            label = tr("tutorial.restart")
            placed.insert(0, ("tutor_restart", label,
                              pygame.Rect(p.x + ms.pad, y, ms.button_w(label), h)))
        out = []
        for key, label, rect in placed:
            button = self.buttons_[key]
            button.label, button.rect = label, rect
            button.glow = key == "tutor_next"
            out.append(button)
        return out

    @property
    def focus_arrows(self) -> Arrows:  # type: ignore[override]
        """The arrows choose tiles while the step waits for a move; else they move the ring
        (to the sheet's figures a score step asks for, to «Дальше»), as the steps say."""
        return "none" if self.tutor.waits_for_move() else "all"

    def focusables(self) -> list[Item]:
        """The sheet's figures while a number is to be found there (first: the arrows go
        there first), the table's buttons (knock) not hidden under the panel, then the
        tutorial's buttons."""
        panel = _panel(self.tutorial)
        shown = [i for i in super().focusables() if not i.rect.colliderect(panel)]
        return [*self._spots(), *shown, *self._layout_buttons()]

    def _spots(self) -> list[Spot]:
        """The sides' figures, the ones the step is about first: Enter, the first arrow or
        Tab lands there (PT-X, issue 14: they landed on the person's own column while the
        words spoke of the rival's; the words name the column, the number in it is what the
        person checks), then the others in the sheet's order."""
        if not self.tutor.waits_for_point():
            return []
        spots = [Spot(side, box, self.point_at) for side, box in
                 enumerate(side_boxes(self.tutorial))]
        return sorted(spots, key=lambda s: s.side != self.tutor.lesson.ask)

    def _handle(self, event: pygame.event.Event) -> bool:
        """Left and Right step through the tiles that fit while a move is asked; Enter with
        nothing focused while a number is to be found brings the ring to the sheet's
        figures (issue 14: at «Очки в руке» it did nothing, with no sign why); else as at
        the table."""
        if event.type == pygame.KEYDOWN and not self.model.help and not self.model.asking:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.tutorial.arrow(
                    -1 if event.key == pygame.K_LEFT else 1):
                self.focus.focus(None)  # Enter is for the hand
                return True
            if event.key in ACTIVATE and self.tutor.waits_for_point() \
                    and self.focus.current() is None and self._spots():
                self.focus.step(1)
                return True
        return super()._handle(event)

    def _sheet_click(self, pos: tuple[int, int]) -> bool:
        """While a number is to be found, a click on the sheet off the newest row's figures
        is a miss explained (an older row's total looks right to a newcomer); else as at
        the table."""
        sheet = self.model.hits.sheet
        if self.tutor.waits_for_point() and sheet is not None and \
                sheet.contains(Box(pos[0], pos[1], 0, 0)):
            self.point_at(None)
            return True
        return super()._sheet_click(pos)

    def point_at(self, side: int | None) -> None:
        """The person pointed at ``side``'s figures on the sheet (None: elsewhere on it):
        found, or explained."""
        if not self.tutor.waits_for_point():
            return
        self.tutor.pointed(side)
        if self.tutor.stage is Stage.MISS:
            self.app.sound.play("knock")
        else:
            self.app.sound.play("click")
        self.model.refresh()

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Дальше» when the step is done; the bazaar or the knock when it is the way on;
        else the hand."""
        way = self.way_on(items)
        if way is not None:
            return way
        if self.model.control.selected is not None:
            return None  # a tile is chosen: Enter is for it
        for key in ("tutor_next", "knock"):
            found = next((i for i in items if i.key == key), None)
            if found is not None:
                return found
        return None

    # -- time and drawing -------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The table's step in time; a new stage puts the focus where it starts."""
        super().update(dt)
        # The opponent never moves in a scripted step: its plate must not look as if it
        # were thinking (the table's flow starts a bot's think whenever it is its turn).
        self.model.think_until = None
        stage = (self.tutor.step, self.tutor.stage)
        if stage != self._stage:
            self._stage = stage
            if self.tutor.waits_for_point() and not self.model.expanded:
                self.model.toggle_sheet()  # the number to find is on the sheet: unfold it
            if self.tutor.stage is not Stage.MISS:
                # After a miss the ring stays on the figures pressed, so the arrows go on
                # from there (back at the first figures, Enter would repeat the mistake).
                self.focus.reset()
        self._show_cursor()

    def _show_cursor(self) -> None:
        """At a step's start (and when its tile comes from the bazaar) the hand shows where
        the keyboard's cursor stands, the tile a little raised as under the mouse, so the
        first arrow chooses the tile seen (issue 18: it seemed to jump to a hidden place)."""
        m = self.tutorial
        cursor = m.cursor()
        at = (self.tutor.step, cursor)
        if at != self._cursor:
            self._cursor = at
            if cursor is not None and m.control.selected is None:
                m.control.hover = cursor

    def painted(self) -> TableView:
        """The table without its key help (the tutorial draws it over its panel), its prompt
        line clear of the tutorial's arrows (``keep_clear``)."""
        self._painted = dataclasses.replace(super().painted(), help=False,
                                            keep=tuple(_box(r) for r in self.keep_clear()))
        return self._painted

    def keep_clear(self) -> list[pygame.Rect]:
        """Where the tutorial's arrows bob: the table's prompt and the game's messages keep
        off them."""
        m = self.tutorial
        if not m.style.words:
            return []  # a wordless table (the kids'): no prompt, and a hand of its own
        window = pygame.Rect((0, 0), m.size)
        down = tuple(p.box for p in m.line().tiles)
        pointing = TutorView("", "", (), pointed(m), _panel(m), down,
                             keep_clear(m, None, down, m.panel), m.layout.field)
        return [_rect(b) for b in arrow_room(pointing, m.scale, window)]

    def draw(self, surface: pygame.Surface) -> None:
        """The table, the tutorial's rings and panel, its buttons."""
        super().draw(surface)
        m = self.model
        paint_tutor(surface, tutor_view(self.tutorial, self._painted), m.scale, m.anim.now)
        for button in self._layout_buttons():
            button.draw(surface, m.scale, m.anim.now)
        if m.help:  # the keys' help over the panel too, with what Esc does here
            paint_help(surface, m.scale, m.layout.sheet.x, help_lines(
                _tutorial_words, help_keys(m.round.rules, tutorial=True)))
