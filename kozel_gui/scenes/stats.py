"""Statistics of the current profile: the numbers, the rating over time, results per variant.

Which numbers a page shows is decided by ``stats.page_of`` from the games it counts (one
chosen in the chooser, the only one played, or every one): a goat row only where a game has
a goat, points scored in play and the best round where the games are won on points; every
game's page has a table of each game's matches played, won and win rate."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.charts import bar_chart, series_chart, table_chart, table_height
from kozel_gui.coaching import AccuracyLog
from kozel_gui.drawing import wrap
from kozel_gui.game_choice import GameChoice, chooser_width, game_label, set_names
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import Person, get_language, ntr, tr, tr_about, words
from kozel_gui.profiles import Profiles
from kozel_gui.stats import (
    Page,
    ProfileStats,
    StoredFacts,
    accuracy_history,
    game_lines,
    page_of,
    profile_stats,
    variants_by_count,
)
from kozel_gui.theme import COLOURS, text_px
from kozel_gui.widgets import UIScene, back_size, draw_text, draw_title, felt, scale_of
from rules.i18n import number

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["StatsScene", "game_table", "percent", "stat_lines"]


KOZEL_PAGE = Page(goats=True, points_good=False, in_play=False)
"""The page of games with a goat (what the statistics showed before games differed)."""
UNKNOWN = "—"
"""A figure no counted match stored (matches kept before it was, and unreadable)."""


def stat_lines(s: ProfileStats, who: Person, page: Page = KOZEL_PAGE) -> list[tuple[str, str]]:
    """The numbers shown, as (label, value) pairs; labels about the player agree with ``who``;
    ``page`` (``stats.page_of``) says which figures the games counted have."""
    lang = get_language()
    given_up = [(tr("stats.given_up"), str(s.given_up))] if s.given_up else []
    goat = [(tr_about("stats.goats", who), str(s.goats))] if page.goats else []
    play = s.play_per_round
    in_play = [(tr("stats.play_per_round"), UNKNOWN if play is None else number(lang, play))]
    best = [(tr("stats.best_round"), UNKNOWN if s.best is None else str(s.best))]
    # Where points are good, what stays in hand is what the others scored.
    hand = "stats.left_per_round" if page.points_good else "stats.points_per_round"
    return [
        (tr("stats.matches"), str(s.matches)),
        (tr("stats.wins"), str(s.wins)),
        (tr("stats.win_rate"), percent(s.win_rate)),
        *goat,
        *given_up,
        (tr("stats.rounds_won"), tr("stats.of", a=s.rounds_won, b=s.rounds)),
        (tr("stats.fish_made"), str(s.fish_made)),
        *(in_play if page.in_play else []),
        (tr(hand), number(lang, s.points_per_round)),
        *(best if page.points_good else []),
        (tr("stats.rating"), str(s.rating)),
    ]


def percent(part: float) -> str:
    """A share said as a whole percentage: «40%»."""
    return tr("stats.percent", p=round(100 * part))


def game_table(s: ProfileStats, names: Mapping[str, str] | None = None
               ) -> list[tuple[str, str, str, str]]:
    """The every-game table's rows: game, played, won, win rate (the most played first); a
    house rule set named with its game first (``game_label``, ``names`` by key)."""
    return [(game_label(g.game, names or {}), str(g.played), str(g.won), percent(g.win_rate))
            for g in game_lines(s)]


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


def load_set_names(app: Host) -> dict[str, str]:
    """The house rule sets' names by key (``game_choice.set_names``; none if the history
    cannot be read: ``load_facts`` said why)."""
    try:
        with History.open(app.data.path(HISTORY_FILE)) as history:
            played = history.set_names()
    except (sqlite3.Error, OSError):
        played = {}
    return set_names(app.data, played, app.notify)


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
        self.page = KOZEL_PAGE
        """Which figures the games shown have (``stats.page_of``)."""
        self.table_rows: list[pygame.Rect] = []
        """Where the every-game table's lines were last drawn (one a game)."""
        self.shares: dict[str, float] = {}
        """The coach's share of good moves in each match of this profile it reviewed, by the
        match's seed (``AccuracyLog``)."""
        self.accuracy: list[tuple[str, int]] = []
        """The accuracy chart's series: the reviewed matches among those counted now."""

    def enter(self) -> None:
        profiles = Profiles.load(self.app.data)
        self.profile = profiles.current
        self.who = profiles.find(self.profile).person if self.profile else Person("")
        self.facts = load_facts(self.app, self.profile) if self.profile else []
        self.practice = load_practice(self.app, self.profile) if self.profile else 0
        self.game.keep(tuple(variants_by_count(profile_stats(self.facts))))
        self.game.names = load_set_names(self.app) if self.facts else {}
        self.shares = {m.key: m.share for m in AccuracyLog(self.app.data).of(self.profile or "")}
        self._add_up()

    def _add_up(self) -> None:
        counted = [f for f in self.facts if self.game.takes(f.variant)]
        self.stats = profile_stats(counted)
        self.page = page_of(counted)
        self.accuracy = accuracy_history(counted, self.shares)

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
            gw = chooser_width(label, s, 200, w // 2 - margin - int(200 * s))
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
            draw_text(surface, tr("stats.no_profile"), text_px(22, s, least=22),
                      midtop=(w // 2, top + 40))
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
            px = text_px(22, s, least=22)
            face = font(px)
            for n, text in enumerate(wrap(said, face, min(body.w, int(760 * s)))):
                draw_text(surface, text, px, midtop=(w // 2, body.y + 40 + n * face.get_linesize()))
            return
        if not self.game.offered and self.game.shown is not None:
            # One game played: no chooser, but what is counted is still said, where the
            # chooser would say it.
            draw_text(surface, self.game.label_of(self.game.shown), max(16, int(19 * s)),
                      COLOURS["title"], bold=True,
                      midleft=(margin, margin + max(40, int(44 * s)) // 2))
        left = pygame.Rect(body.x, body.y, int(body.w * 0.36), body.h)
        self._draw_numbers(surface, left, max(16, int(20 * s)))
        right = pygame.Rect(left.right + margin, body.y, body.right - left.right - margin,
                            body.h)
        self._draw_charts(surface, right, max(14, int(16 * s)))

    def _draw_numbers(self, surface: pygame.Surface, rect: pygame.Rect, px: int) -> None:
        pygame.draw.rect(surface, COLOURS["panel"], rect, border_radius=10)
        pygame.draw.rect(surface, COLOURS["brass"], rect, 2, border_radius=10)
        lines = stat_lines(self.stats, self.who, self.page)
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
        every = self.game.shown is None
        table = game_table(self.stats, self.game.names) if every else []
        # Every game's table gets the room its lines need (up to half the column), so every
        # game is seen at once; the line charts share the rest.
        lower_h = max(height, min(table_height(len(table), px), rect.h // 2)) if every else height
        height = (rect.h - lower_h - (parts - 1) * gap) // (parts - 1)
        upper = pygame.Rect(rect.x, rect.y, rect.w, height)
        lower = pygame.Rect(rect.x, rect.bottom - lower_h, rect.w, lower_h)
        series_chart(surface, upper, self.stats.rating_history, tr("stats.chart_rating"), px,
                     tr("stats.chart_one"))
        if self.accuracy:
            # The matches counted here that the coach reviewed (a round played to its end
            # with the coach on), each at its match as the rating is: one of them is said as
            # such (playtest: «Пока одна партия» after two).
            middle = pygame.Rect(rect.x, upper.bottom + gap, rect.w, height)
            series_chart(surface, middle, self.accuracy, tr("stats.chart_accuracy"), px,
                         tr("stats.chart_one_coached"), unit="%")
        if every:  # each game's line, all at once
            header = (tr("stats.col_game"), tr("stats.col_played"), tr("stats.col_won"),
                      tr("stats.win_rate"))
            self.table_rows = table_chart(surface, lower, tr("stats.chart_games"), header,
                                          table, px)
            return
        groups = {game_label(v, self.game.names): self.stats.per_variant[v]
                  for v in variants_by_count(self.stats)[:5]}
        kinds = ("won", "lost", *(("goat",) if self.page.goats else ()),
                 *(("left",) if self.stats.given_up else ()))
        legend = {k: tr(f"history.result_{k}") for k in kinds}
        bar_chart(surface, lower, groups, tr("stats.chart_variants"), legend, px)
