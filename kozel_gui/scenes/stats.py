"""Statistics of the current profile: the numbers, the rating over time, results per variant."""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.charts import bar_chart, line_chart
from kozel_gui.coaching import AccuracyLog, MatchAccuracy
from kozel_gui.drawing import wrap
from kozel_gui.game_choice import GameChoice
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import Person, get_language, ntr, tr, tr_about, words
from kozel_gui.i18n.dates import shown_span
from kozel_gui.profiles import Profiles
from kozel_gui.protocol import variant_label
from kozel_gui.stats import ProfileStats, StoredFacts, profile_stats, variants_by_count
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, back_size, draw_text, draw_title, felt, scale_of
from rules import find_preset
from rules.i18n import number

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["StatsScene", "stat_lines"]


def stat_lines(s: ProfileStats, who: Person, *, goats: bool = True) -> list[tuple[str, str]]:
    """The numbers shown, as (label, value) pairs; labels about the player agree with ``who``;
    ``goats``: the games shown have a goat (a points game alone has none to count)."""
    given_up = [(tr("stats.given_up"), str(s.given_up))] if s.given_up else []
    goat = [(tr_about("stats.goats", who), str(s.goats))] if goats else []
    return [
        (tr("stats.matches"), str(s.matches)),
        (tr("stats.wins"), str(s.wins)),
        *goat,
        *given_up,
        (tr("stats.rounds_won"), tr("stats.of", a=s.rounds_won, b=s.rounds)),
        (tr("stats.fish_made"), str(s.fish_made)),
        (tr("stats.points_per_round"), number(get_language(), s.points_per_round)),
        (tr("stats.rating"), str(s.rating)),
    ]


def load_facts(app: Host, profile: str) -> list[StoredFacts]:
    """The profile's rated matches from the app's history (none if it cannot be read)."""
    try:
        with History.open(app.data.path(HISTORY_FILE)) as history:
            if history.message:
                app.notify(history.message)
            return history.facts(profile)
    except (sqlite3.Error, OSError) as exc:
        app.notify(words("history.not_opened", reason=exc))
        return []


def load_practice(app: Host, profile: str) -> int:
    """How many of the profile's matches are practice (a move taken back), which the
    statistics leave out (0 if the history cannot be read: ``load_facts`` said why)."""
    try:
        with History.open(app.data.path(HISTORY_FILE)) as history:
            return history.practice_count(profile)
    except (sqlite3.Error, OSError):
        return 0


def load_stats(app: Host, profile: str) -> ProfileStats:
    """The profile's statistics from the app's history (empty if it cannot be read)."""
    return profile_stats(load_facts(app, profile))


def _has_goat(game: str | None) -> bool:
    """Whether the game shown (None: every game) makes a goat: a preset says so; a house
    rule set, of which only the name is stored, may, so its goats are counted."""
    if game is None:
        return True
    try:
        return find_preset(game).is_goat
    except KeyError:
        return True


class StatsScene(UIScene):
    """Statistics and charts of the profile playing now."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.profile: str | None = None
        self.who = Person("")
        self.facts: list[StoredFacts] = []
        self.practice = 0
        """How many practice matches the profile played (left out of everything here)."""
        """Every rated match of the profile; ``stats`` adds up the chosen game's."""
        self.game = GameChoice(())
        """Which game's statistics are shown (every game's at first)."""
        self.stats = ProfileStats()
        self.accuracy: list[MatchAccuracy] = []

    def enter(self) -> None:
        profiles = Profiles.load(self.app.data)
        self.profile = profiles.current
        self.who = profiles.find(self.profile).person if self.profile else Person("")
        self.facts = load_facts(self.app, self.profile) if self.profile else []
        self.practice = load_practice(self.app, self.profile) if self.profile else 0
        self.game.keep(tuple(variants_by_count(profile_stats(self.facts))))
        self._add_up()
        self.accuracy = AccuracyLog(self.app.data).of(self.profile or "")
        """The coach's share of good moves in each reviewed match of this profile."""

    def _add_up(self) -> None:
        self.stats = profile_stats(f for f in self.facts if self.game.takes(f.variant))

    def step_game(self) -> None:
        """Show the next game's statistics (every game's after the last)."""
        self.game.step()
        self._add_up()
        self.resize(self.app.screen.get_size())

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        bh = max(44, int(52 * s))
        margin = max(16, int(24 * s))
        if self.game.offered:
            label = self.game.label()
            gw = min(w // 2 - margin - int(200 * s),
                     max(200, font(max(16, int(19 * s)), True).size(label)[0] + int(40 * s)))
            self.button(pygame.Rect(margin, margin, gw, max(40, int(44 * s))), label,
                        self.step_game, class_id="@small_button", object_id="#stats_game")
        self.back_button(size, (margin, h - margin - back_size(size)[1]), "#stats_back")
        from kozel_gui.scenes.profile import ProfileScene

        self.button(pygame.Rect(w - margin - max(200, int(260 * s)), h - margin - bh,
                                max(200, int(260 * s)), bh), tr("profile.title"),
                    lambda: self.app.push(ProfileScene(self.app)), object_id="#stats_profile")

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        title = draw_title(surface, tr("stats.title"), (w // 2, int(40 * s) + 10), int(48 * s))
        top = title.bottom + 4
        if self.profile is None:
            draw_text(surface, tr("stats.no_profile"), 22, midtop=(w // 2, top + 40))
            return
        line = draw_text(surface, tr("stats.profile", name=self.profile), max(18, int(22 * s)),
                         COLOURS["text"], midtop=(w // 2, top))
        margin = max(16, int(24 * s))
        body = pygame.Rect(margin, line.bottom + 12, w - 2 * margin,
                           h - line.bottom - 12 - margin - max(44, int(52 * s)) - 12)
        if not self.stats.matches:
            # Practice matches are played, only not counted: «no matches yet» beside a
            # history that lists them read as a lost record (playtest S).
            said = ntr("stats.only_practice", self.practice) if self.practice \
                else tr("stats.no_matches")
            face = font(22)
            for n, text in enumerate(wrap(said, face, min(body.w, int(760 * s)))):
                draw_text(surface, text, 22, midtop=(w // 2, body.y + 40 + n * face.get_linesize()))
            return
        left = pygame.Rect(body.x, body.y, int(body.w * 0.36), body.h)
        self._draw_numbers(surface, left, max(16, int(20 * s)))
        right = pygame.Rect(left.right + margin, body.y, body.right - left.right - margin,
                            body.h)
        self._draw_charts(surface, right, max(14, int(16 * s)))

    def _draw_numbers(self, surface: pygame.Surface, rect: pygame.Rect, px: int) -> None:
        pygame.draw.rect(surface, COLOURS["panel"], rect, border_radius=10)
        pygame.draw.rect(surface, COLOURS["brass"], rect, 2, border_radius=10)
        lines = stat_lines(self.stats, self.who, goats=_has_goat(self.game.current))
        step = min(rect.h // (len(lines) + 1), px * 3)
        y = rect.y + step // 2
        for label, value in lines:
            draw_text(surface, label, px, COLOURS["muted_text"], topleft=(rect.x + 14, y))
            draw_text(surface, value, px + 2, COLOURS["title"], bold=True,
                      topright=(rect.right - 14, y))
            y += step

    def _draw_charts(self, surface: pygame.Surface, rect: pygame.Rect, px: int) -> None:
        gap = 12
        parts = 3 if self.accuracy else 2
        height = (rect.h - (parts - 1) * gap) // parts
        upper = pygame.Rect(rect.x, rect.y, rect.w, height)
        lower = pygame.Rect(rect.x, rect.bottom - height, rect.w, height)
        history = self.stats.rating_history
        dates = shown_span(history[0][0], history[-1][0]) if history else ("", "")
        line_chart(surface, upper, [r for _, r in history], tr("stats.chart_rating"), dates, px,
                   tr("stats.chart_one"))
        if self.accuracy:
            # Drawn from the matches the coach reviewed (a round played to its end with the
            # coach on), not from every match: one of them is said as such (playtest: «Пока
            # одна партия» after two).
            middle = pygame.Rect(rect.x, upper.bottom + gap, rect.w, height)
            shares = [round(100 * m.share) for m in self.accuracy]
            line_chart(surface, middle, shares, tr("stats.chart_accuracy"),
                       shown_span(self.accuracy[0].at, self.accuracy[-1].at), px,
                       tr("stats.chart_one_coached"), unit="%")
        groups = {variant_label(v): self.stats.per_variant[v]
                  for v in variants_by_count(self.stats)[:5]}
        kinds = ("won", "lost", "goat", "left") if self.stats.given_up else ("won", "lost", "goat")
        legend = {k: tr(f"history.result_{k}") for k in kinds}
        bar_chart(surface, lower, groups, tr("stats.chart_variants"), legend, px)
