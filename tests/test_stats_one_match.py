"""One match so far on the statistics: each chart says so and draws one point with its
number, never a line across the chart (the playtest read one as a full-width line)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from harness import harness_for
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.charts import line_chart
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import tr
from kozel_gui.scenes.stats import StatsScene, load_stats
from kozel_gui.storage import DataDir
from kozel_gui.theme import COLOURS


def test_one_match_on_both_charts_is_a_point_said_in_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(setup_json(name="Тестер"), stored_json(3), "Тестер")
    (tmp_path / "coach.json").write_text(json.dumps({"format": 1, "matches": [
        {"key": "m1", "at": "2026-12-01", "good": 7, "decisions": 10, "profile": "Тестер",
         "rounds": ["r1"]}]}), encoding="utf-8")
    with harness_for(tmp_path) as h:
        h.resize((1024, 600))
        rating = load_stats(h.app, "Тестер").rating
        h.press(tr("menu.stats"))
        assert isinstance(h.top, StatsScene)
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert seen.count(tr("stats.chart_one")) == 2, "both charts say it: one match so far"
        assert "70%" in seen and str(rating) in seen, "the lone point shows its number"


def test_a_lone_point_draws_no_line_and_two_points_draw_one() -> None:
    line = pygame.Color(COLOURS["remembered"])
    for values, lined in (([40], False), ([40, 60], True)):
        surface = pygame.Surface((600, 200))
        line_chart(surface, pygame.Rect(0, 0, 600, 200), values, "t", ("a", "b"), 16, "one")
        drawn = sum(surface.get_at((x, y)) == line for x in range(0, 600, 2)
                    for y in range(200))
        assert (drawn > 0) is lined, values
