"""The coach's review of one round: each of the person's decisions, graded and explained.

Two lenses, each clearly named at the top: «по тому, что вы знали» (the fair one: only
what the seat could see when it moved) and «со всеми открытыми руками» (hindsight).
Each decision is said in plain words a newcomer reads: its grade, the better move, how
much better in points and chances, how sure the coach is.  The engine's own figures
(values with their margins, the worlds searched) are there for a strong player who asks:
the «Цифры тренера» button.
The review is computed by a ``ReviewJob`` on its own thread; until it is ready the
screen shows how far it is, and Back at any moment stops it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.coaching import progress_line
from kozel_gui.controls import Area
from kozel_gui.drawing import wrap
from kozel_gui.i18n import Person, get_language, tr
from kozel_gui.scroller import BAR, SCROLL_KEYS, Scroller
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import (
    UIScene,
    back_size,
    draw_text,
    draw_title,
    felt,
    scale_of,
    themed_font,
    type_scale,
)
from rules.coach import Decision, Grade, Judgement, Lens, RoundReview
from rules.coach.words import (
    bound_numbers,
    fair_note,
    figure_lines,
    grade_words,
    hindsight_note,
    hindsight_round,
    plain_lines,
    value_note,
    verdict_words,
)
from rules.move_words import ends_of, move_phrase

if TYPE_CHECKING:
    from kozel_gui.coaching import ReviewJob
    from kozel_gui.host import Host

__all__ = ["GRADE_COLOURS", "ReviewLine", "ReviewRow", "ReviewScene", "review_rows"]

GRADE_COLOURS = {Grade.GOOD: COLOURS["glow"], Grade.INACCURACY: COLOURS["remembered"],
                 Grade.MISTAKE: COLOURS["open"]}
"""Green for good, amber for an inaccuracy, red for a mistake (each also said in words)."""


@dataclass(frozen=True, slots=True)
class ReviewRow:
    """One decision through one lens, in words."""

    head: str
    grade: Grade
    lines: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ReviewLine:
    """One line of the review's list as drawn; an empty one is the gap between blocks."""

    text: str
    colour: str
    bold: bool = False
    indent: int = 0
    """Px from the list's left edge (a decision's lines under its head)."""


def _judgement(d: Decision, lens: Lens) -> Judgement | None:
    return d.fair if lens is Lens.FAIR else d.hindsight


def review_rows(review: RoundReview, lens: Lens, person: Callable[[int], Person], *,
                figures: bool = False) -> list[ReviewRow]:
    """Every decision of ``review`` seen through ``lens``, in the language in use: in plain
    words, and with the coach's figures too when ``figures``."""
    lang = get_language()
    out = []
    for d in review.decisions:
        j = _judgement(d, lens)
        if j is None:
            continue
        ends = ends_of(d.view)
        head = tr("coach.gui_row", n=d.ply + 1, move=move_phrase(lang, d.played, ends),
                  verdict=verdict_words(lang, j) if figures else grade_words(lang, j.grade))
        lines = plain_lines(lang, d, j, person)
        # Where the two lenses disagree, each says the other's word beside its own (P32).
        other = hindsight_note(lang, d) if lens is Lens.FAIR else fair_note(lang, d)
        if other:
            lines.append(other)
        if figures:
            ev = j.evaluation
            shown = [j.played] if ev.best is j.played else [ev.best, j.played]
            over = j.reason.over
            if over is not None:  # the best move played, said against the runner-up: its
                shown.append(ev.of(over.played))  # figures too (issue 14: «52% вместо 4%»)
            rival = j.reason.rival
            lines += figure_lines(lang, d, ev, shown, None if rival is None else person(rival))
        out.append(ReviewRow(head, j.grade, tuple(lines)))
    return out


class ReviewScene(UIScene):
    """A round's review: the lens buttons, the decisions, Back."""

    focus_arrows = "none"  # Up/Down scroll the list

    def __init__(self, app: Host, job: ReviewJob, number: int,
                 person: Callable[[int], Person]) -> None:
        super().__init__(app)
        self.job = job
        self.number = number
        self.person = person
        self.lens = Lens.FAIR
        self.scroller = Scroller()
        """The list's place, length and scroll bar (the rule book's own)."""
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self._seen_ready = job.ready

    @property
    def review(self) -> RoundReview | None:
        """The review once computed."""
        return self.job.result()

    @property
    def offset(self) -> int:
        """How far the list is scrolled."""
        return self.scroller.offset

    def set_lens(self, lens: Lens) -> None:
        """Show the decisions through ``lens``."""
        self.lens, self.scroller.offset = lens, 0
        self.resize(self.app.screen.get_size())

    @property
    def figures(self) -> bool:
        """The coach's own figures are shown (the option: a strong player asked for them)."""
        return self.app.options.coach_figures

    def show_figures(self) -> None:
        """Show or hide the coach's figures under the plain words (kept for the next review)."""
        self.app.set_options(replace(self.app.options, coach_figures=not self.figures))
        self.resize(self.app.screen.get_size())

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        bh, margin = max(44, int(50 * s)), max(16, int(24 * s))
        bw = min((w - 4 * margin) // 3, int(360 * s))
        top = int(96 * s) + 20
        for i, lens in enumerate(Lens):
            rect = pygame.Rect(w // 2 - bw - margin // 2 + i * (bw + margin), top, bw, bh)
            button = self.button(rect, tr(f"coach.lens.{lens.value}"),
                                 functools.partial(self.set_lens, lens),
                                 class_id="@small_button", object_id=f"#review_{lens.value}")
            if lens is self.lens:
                button.select()
        self.back_button(size, (margin, h - margin - back_size(size)[1]), "#review_back")
        label = tr("coach.gui_details_on" if self.figures else "coach.gui_details_off")
        fw = themed_font(18, type_scale(size), True).size(label)[0] + 40
        figures = self.button(pygame.Rect(w - margin - fw, h - margin - bh, fw, bh), label,
                              self.show_figures, class_id="@small_button",
                              object_id="#review_figures")
        if self.figures:
            figures.select()
        self.list_rect = pygame.Rect(margin, top + bh + int(48 * s), w - 2 * margin,
                                     h - margin - bh - 12 - (top + bh + int(48 * s)))
        self.scroller.view = self.list_rect.inflate(-28, -20)
        self.scroller.scroll(0)
        # The list is in the ring like the rule book's page: its keys scroll it.
        self.items.insert(0, Area("list", self.list_rect, self.scroller.keys()))

    def back(self) -> None:
        """Leave; a review still being computed stops, unless the table keeps it (it is
        counted, and the pause menu opens it again: a stopped one showed its progress
        frozen)."""
        self.job.leave()
        self.app.pop()

    def update(self, dt: float) -> None:
        """Rebuild once the review arrives (the lens note and list appear)."""
        if self.job.ready and not self._seen_ready:
            self._seen_ready = True
            self.scroller.offset = 0

    def handle(self, event: pygame.event.Event) -> bool:
        """Left/Right switch the lens; Up/Down, PageUp/PageDown, Home/End, the wheel and the
        scroll bar scroll the list wherever the focus is (P32: the pages did nothing)."""
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            lenses = list(Lens)
            self.set_lens(lenses[0 if event.key == pygame.K_LEFT else len(lenses) - 1])
            return True
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroller.key(event.key)
            return True
        return self.scroller.mouse(event) or super().handle(event)

    # -- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, _ = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        draw_title(surface, tr("coach.gui_title", n=self.number), (w // 2, int(48 * s) + 10),
                   int(44 * s))
        px = self.text_px
        note_y = self.list_rect.y - int(40 * s)
        review = self.review
        if review is None:
            draw_text(surface, progress_line(self.job), px + 2,
                      midtop=(w // 2, self.list_rect.y + 20))
            self._bar(surface, s)
            return
        draw_text(surface, tr(f"coach.gui_note.{self.lens.value}"), px, COLOURS["title"],
                  midtop=(w // 2, note_y))
        self._list(surface, review)

    def _bar(self, surface: pygame.Surface, s: float) -> None:
        r = self.list_rect
        bar = pygame.Rect(r.centerx - int(200 * s), r.y + int(70 * s), int(400 * s), int(14 * s))
        pygame.draw.rect(surface, COLOURS["panel"], bar, border_radius=7)
        done = bar.copy()
        done.w = round(bar.w * self.job.progress)
        pygame.draw.rect(surface, COLOURS["glow"], done, border_radius=7)
        pygame.draw.rect(surface, COLOURS["brass"], bar, 2, border_radius=7)

    @property
    def text_px(self) -> int:
        """The size of the list's words (and the note above it) on this screen."""
        return max(16, int(19 * scale_of(self.app.screen.get_size())))

    def _list(self, surface: pygame.Surface, review: RoundReview) -> None:
        px, r = self.text_px, self.list_rect
        pygame.draw.rect(surface, COLOURS["panel"], r, border_radius=10)
        pygame.draw.rect(surface, COLOURS["brass"], r, 2, border_radius=10)
        inner = self.scroller.view
        step = font(px).get_linesize()
        y = inner.y - self.offset
        clip = surface.get_clip()
        surface.set_clip(inner)
        for line in self.lines(review):
            if not line.text:  # between blocks
                y += step // 2
                continue
            # Only whole lines: one scrolled partly out showed as a strip of cut glyphs at
            # the panel's edge (issue 14); it shows again whole a scroll later.
            if inner.y <= y and y + step <= inner.bottom:
                draw_text(surface, line.text, px, line.colour, bold=line.bold,
                          topleft=(inner.x + line.indent, y))
            y += step
        surface.set_clip(clip)
        self.scroller.height = y + self.offset - inner.y + 20
        self.scroller.scroll(0)
        self.scroller.draw(surface)

    def lines(self, review: RoundReview) -> list[ReviewLine]:
        """The list's lines as drawn, each wrapped to the room it has (clear of the scroll
        bar, after its indent): the figures' note, the tally and the round's word on the
        moves, then each decision's head and lines (playtest 30: the summary's lines and the
        heads were drawn whole, and the English hindsight line ran past the panel's edge)."""
        px, width = self.text_px, self.scroller.view.w - BAR - 12
        out: list[ReviewLine] = []

        def add(text: str, colour: str, *, bold: bool = False, indent: int = 0) -> None:
            # a number stays with its unit and margin, «у игрока 4» whole (PT-W: «(0 / очок)»)
            out.extend(ReviewLine(line, colour, bold, indent)
                       for line in wrap(bound_numbers(text), font(px, bold), width - indent))

        if review.decisions and self.figures:
            add(value_note(get_language(), review.decisions[0].view.rules), COLOURS["muted_text"])
        for text in self._summary(review):
            add(text, COLOURS["title"], bold=True)
        out.append(ReviewLine("", COLOURS["text"]))
        for row in review_rows(review, self.lens, self.person, figures=self.figures):
            add(row.head, GRADE_COLOURS[row.grade], bold=True)
            for text in row.lines:
                add(text, COLOURS["text"], indent=24)
            out.append(ReviewLine("", COLOURS["text"]))
        return out

    def _summary(self, review: RoundReview) -> list[str]:
        """The tally in the lens shown; the round's best and worst move (fair lens)."""
        judged = [j for j in (_judgement(d, self.lens) for d in review.decisions) if j]
        if not judged:
            return [tr("coach.no_decisions")]
        good = sum(j.grade is Grade.GOOD for j in judged)
        tally = "coach.gui_accuracy" if self.lens is Lens.FAIR else "coach.gui_accuracy_open"
        out = [tr(tally, good=good, n=len(judged),
                  p=round(100 * good / len(judged)))]
        if self.lens is not Lens.FAIR:
            return out
        lang = get_language()
        for key, d in (("coach.best_move", review.best), ("coach.worst_move", review.worst)):
            if d is not None:
                out.append(tr(key, move=move_phrase(lang, d.played, ends_of(d.view)), n=d.ply + 1))
        hindsight = hindsight_round(lang, review)
        return [*out, hindsight] if hindsight else out
