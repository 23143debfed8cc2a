"""One match so far on the statistics: each chart says so and draws one point with its
number, never a line across the chart (the playtest read one as a full-width line)."""

from __future__ import annotations

import json
from datetime import date, datetime, time
from pathlib import Path

import pygame
import pytest
from harness import harness_for
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.charts import line_chart
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.stats import StatsScene, load_stats
from kozel_gui.storage import DataDir
from kozel_gui.theme import COLOURS


def test_one_match_on_both_charts_is_a_point_said_in_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(setup_json(name="Тестер"), stored_json(3), "Тестер")
    (tmp_path / "coach.json").write_text(json.dumps({"format": 1, "matches": [
        {"key": "1", "at": "2026-12-01", "good": 7, "decisions": 10, "profile": "Тестер",
         "rounds": ["r1"]}]}), encoding="utf-8")
    with harness_for(tmp_path) as h:
        h.resize((1024, 600))
        rating = load_stats(h.app, "Тестер").rating
        h.press(tr("menu.stats"))
        assert isinstance(h.top, StatsScene)
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        # One match on the rating chart; one the coach reviewed on the accuracy chart.
        assert seen.count(tr("stats.chart_one")) == 1
        assert seen.count(tr("stats.chart_one_coached")) == 1
        assert "70%" in seen and str(rating) in seen, "the lone point shows its number"


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_two_matches_one_reviewed_today_are_said_as_they_are(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Playtest: after two matches the accuracy chart still said «Пока одна партия: линия
    будет со второй» (it draws only the matches the coach reviewed: one), and the rating
    chart's axis read «Сегодня … Сегодня» (both matches today)."""
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        for seed, clock in ((3, time(11, 40)), (4, time(12, 5))):
            history.add_match(setup_json(name="Тестер", seed=seed), stored_json(seed), "Тестер",
                              played_at=datetime.combine(date.today(), clock))
    (tmp_path / "coach.json").write_text(json.dumps({"format": 1, "matches": [
        {"key": "4", "at": date.today().isoformat(), "good": 7, "decisions": 10,
         "profile": "Тестер", "rounds": ["r1"]}]}), encoding="utf-8")
    with harness_for(tmp_path, "--lang", lang) as h:
        h.resize((1024, 600))
        h.press(tr("menu.stats"))
        assert isinstance(h.top, StatsScene)
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert tr("stats.chart_one") not in seen, "two matches are not «one so far»"
        assert tr("stats.chart_one_coached") in seen, "whole, not cut short"
        today = tr("date.today")
        assert tr("date.at", day=today, time="11:40") in seen and "12:05" in seen
        assert seen.count(today) == 1, "the accuracy chart's point only, not «Сегодня … Сегодня»"
    set_language("ru")


def test_one_day_without_times_is_one_label_under_the_middle() -> None:
    surface = pygame.Surface((600, 200))
    line_chart(surface, pygame.Rect(0, 0, 600, 200), [40, 60], "t", ("", ""), 16)
    blank = surface.copy()
    line_chart(surface, pygame.Rect(0, 0, 600, 200), [40, 60], "t", ("Сегодня", ""), 16)
    ink = [x for x in range(600) for y in range(170, 200)
           if surface.get_at((x, y)) != blank.get_at((x, y))]
    assert ink and abs((min(ink) + max(ink)) / 2 - 315) < 30, (min(ink), max(ink))


def test_a_lone_point_draws_no_line_and_two_points_draw_one() -> None:
    line = pygame.Color(COLOURS["remembered"])
    for values, lined in (([40], False), ([40, 60], True)):
        surface = pygame.Surface((600, 200))
        line_chart(surface, pygame.Rect(0, 0, 600, 200), values, "t", ("a", "b"), 16, "one")
        drawn = sum(surface.get_at((x, y)) == line for x in range(0, 600, 2)
                    for y in range(200))
        assert (drawn > 0) is lined, values
