"""The pause menu: a panel over the dimmed table (Esc opens it, Esc closes it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui import scenes
from kozel_gui.i18n import tr
from kozel_gui.table.driver import is_rated
from kozel_gui.theme import COLOURS, type_px
from kozel_gui.widgets import UIScene, draw_text, draw_title, scale_of, type_scale

if TYPE_CHECKING:
    from kozel_gui.coaching import ReviewJob
    from kozel_gui.host import Host
    from kozel_gui.scenes.table import TableScene
    from rules import Rules, ScoreSheet

__all__ = ["PauseScene"]


class PauseScene(UIScene):
    """Continue, Rules, Settings, Main menu, Quit; the table stays drawn (and frozen) below."""

    overlay = True
    TITLE = "pause.title"
    """The menu's title: the game stops under it (a network table's menu says otherwise)."""
    CONTINUE = "pause.continue"
    """The first answer: back to the game."""

    def __init__(self, app: Host, rules: Rules | None = None) -> None:
        super().__init__(app)
        self._rules = rules
        self._panel = pygame.Rect(0, 0, 0, 0)
        self._veil: pygame.Surface | None = None
        self._board: pygame.Surface | None = None

    @property
    def rules(self) -> Rules:
        """The rules in play: given, else those of the table below, else the next match's."""
        if self._rules is not None:
            return self._rules
        for scene in reversed(self.app.stack.scenes):
            setup = getattr(scene, "setup", None)
            if scene is not self and setup is not None and hasattr(setup, "rules"):
                found: Rules = setup.rules
                return found
        return self.app.setup.rules

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        entries = self._entries()
        width = int(max(340, 420 * s))
        height = int(max(50, 60 * s))
        gap = int(max(10, 12 * s))
        head = int(max(80, 96 * s))
        foot = int(max(48, 56 * s)) + (self._reason_line(s) if self._has_give_up() else 0)
        self._panel = pygame.Rect(0, 0, width + 2 * gap * 3,
                                  head + len(entries) * (height + gap) - gap + foot)
        # The panel's top is that of the longest menu this table can show: a button that
        # comes and goes (the review) comes last, and nothing above it moves (issues 18/19)
        slots = len(entries) + (self._review() is None and self._may_review())
        self._panel.top = h // 2 - (self._panel.height + slots * (height + gap)
                                    - len(entries) * (height + gap)) // 2
        self._panel.centerx = w // 2
        self._board = pygame.Surface(self._panel.size, pygame.SRCALPHA)
        pygame.draw.rect(self._board, (43, 29, 18, 240), self._board.get_rect(), border_radius=18)
        pygame.draw.rect(self._board, pygame.Color(COLOURS["brass"]), self._board.get_rect(), 3,
                         border_radius=18)
        for i, (key, action) in enumerate(entries):
            rect = pygame.Rect(0, 0, width, height)
            rect.midtop = (w // 2, self._panel.top + head + i * (height + gap))
            own = key.startswith("pause.")  # else the words themselves (the review's)
            button = self.button(rect, tr(key) if own else key, action,
                                 object_id="#" + key.replace(".", "_") if own
                                 else "#pause_review")
            if action == self.give_up and not self._can_give_up():
                button.disable()  # between rounds: in its place, greyed, the foot says why

    def _entries(self) -> list[tuple[str, Callable[[], None]]]:
        """The menu's buttons, top down.  «Сдаться» keeps its place between rounds (greyed)
        and the review, which comes and goes, is last: a click by memory meant for
        «Настройки» never lands on «Сдаться» (issues 18/19)."""
        entries = [(self.CONTINUE, self.back), ("pause.rules", self.open_rules),
                   ("pause.settings", self.open_settings)]
        if self._has_give_up():
            entries.append(("pause.give_up", self.give_up))
        entries += [("pause.menu", self.to_menu), ("pause.quit", self.quit)]
        review = self._review()
        if review is not None:  # the last round's review, once its summary is gone (P32)
            entries.append((tr("coach.gui_title", n=review.number), self.open_review))
        return entries

    def _has_give_up(self) -> bool:
        """Whether the table below has giving up at all (then «Сдаться» is always shown)."""
        table = self._table()
        return table is not None and table.session.has_give_up

    def _can_give_up(self) -> bool:
        """Whether giving up is possible now (a round in play)."""
        table = self._table()
        return table is not None and table.session.can_give_up

    @staticmethod
    def _reason_line(s: float) -> int:
        """The height of the foot's line that says why «Сдаться» is greyed."""
        return int(max(22, 24 * s))

    def _table(self) -> TableScene | None:
        """The table under this menu, if it is one."""
        from kozel_gui.scenes.table import TableScene

        found = [s for s in self.app.stack.scenes if isinstance(s, TableScene)]
        return found[-1] if found else None

    def _may_review(self) -> bool:
        """Whether the table below may offer a round's review in this menu at some time."""
        table = self._table()
        from kozel_gui.session import Session

        if table is None or not isinstance(table.session, Session):
            return False
        m = table.model
        return (table.session.plays_for_profiles and m.style.coach and m.app.options.coach
                and len(table.session.setup.humans) == 1)

    def _review(self) -> ReviewJob | None:
        """The coach's review of the table's last round, when there is one to open."""
        table = self._table()
        from kozel_gui.session import Session

        session = table.session if table is not None else None
        if table is None or not isinstance(session, Session) or not session.plays_for_profiles:
            return None  # a lesson's rounds are no match of the player's
        job = table.model.review
        return job if job is not None and job.number else None

    def open_review(self) -> None:
        """The last round's review, as its summary's button opened it."""
        table, job = self._table(), self._review()
        if table is None or job is None:
            return
        from kozel_gui.scenes.review import ReviewScene

        self.app.push(ReviewScene(self.app, job, job.number, table.session.person))

    def give_up(self) -> None:
        """«Сдаться»: asked first (it cannot be undone); yes ends the match as left (§8.39)."""
        from kozel_gui.scenes.confirm import ConfirmScene

        table = self._table()
        if table is None:
            return

        def yes() -> None:
            self.app.pop()  # the question
            self.app.pop()  # this menu
            table.give_up()

        self.app.push(ConfirmScene(self.app, _give_up_question(table), tr("pause.give_up"),
                                   yes))

    def open_rules(self) -> None:
        """The rule book of the variant in play."""
        from kozel_gui.scenes.rules_book import RulesScene

        self.app.push(RulesScene(self.app, self.rules))

    def open_settings(self) -> None:
        """Settings (changes to the rules apply to the next match: the screen says so)."""
        settings: Any = scenes.scene_class("settings")
        self.app.push(settings(self.app, playing=self.rules.name))

    def quit(self) -> None:
        """End the game (the match stays autosaved for Continue)."""
        self.app.quit()

    def to_menu(self) -> None:
        """Back to the main menu (the match stays autosaved for Continue)."""
        from kozel_gui.scenes.menu import MenuScene

        self.app.reset_to(MenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._veil is None or self._veil.get_size() != size:
            self._veil = pygame.Surface(size, pygame.SRCALPHA)
            self._veil.fill((8, 16, 10, 150))
        surface.blit(self._veil, (0, 0))
        if self._board is not None:
            surface.blit(self._board, self._panel)
        s = scale_of(size)
        draw_title(surface, tr(self.TITLE), (self._panel.centerx,
                                                self._panel.top + int(max(44, 50 * s))), int(48 * s))
        bottom = self._panel.bottom - int(max(16, 18 * s))
        lines = [self.foot_note()]
        if self._has_give_up() and not self._can_give_up():  # «Сдаться» greyed: why
            lines.insert(0, tr("pause.give_up_between_rounds"))
        for n, line in enumerate(reversed([line for line in lines if line])):
            draw_text(surface, line, type_px(16, type_scale(size)), COLOURS["muted_text"],
                      midbottom=(self._panel.centerx, bottom - n * self._reason_line(s)))

    def foot_note(self) -> str | None:
        """The line at the panel's foot: that the match is kept, where «Продолжить» offers
        it (a demo's or a child's is not kept)."""
        table = self._table()
        if table is not None and getattr(table.session, "is_offered_again", False):
            return tr("pause.saved")
        return None


def _give_up_question(table: TableScene) -> str:
    """The question before giving up; at a table of several people it names who gives up.
    A rated match says in words what giving up does to the rating (issue 18: «рейтинг — 0»
    read as a score, not as the rating left as it is)."""
    session = table.session
    named = len(session.setup.humans) >= 2
    if not is_rated(session):  # a practice match has no rating to lose: never speak of one
        return tr("pause.give_up_question_practice_named", name=session.name(
            table.model.viewer)) if named else tr("pause.give_up_question_practice")
    question = tr("pause.give_up_question_named", name=session.name(table.model.viewer)) \
        if named else tr("pause.give_up_question")
    return f"{question} {_rating_words(session.sheet_in_play, table.model.viewer, named)}"


def _rating_words(sheet: ScoreSheet, seat: int, named: bool) -> str:
    """What giving up adds to ``seat``'s rating, as the sheet scores a leave (§8.39): the
    total on the statistics page is the sum of these, so 0 leaves it as it is."""
    change = sheet.leave(seat).seat_ratings()[seat]
    if change == 0:
        return tr("pause.give_up_rating_same_named" if named else "pause.give_up_rating_same")
    why = f"table.over_rating_left_why_{'goat' if sheet.rules.is_goat else 'points'}"
    return f"{tr('pause.give_up_rating', change=f'{change:+d}'.replace('-', '−'))} {tr(why)}"
