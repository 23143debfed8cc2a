"""PT-Y (issue 19): the accuracy chart took the coach's log as it was, every game's matches
with a date and no time, so with one Telephone match chosen it drew a line over the whole
width (the other games' reviews), and three matches of one day stood under one «Сегодня».
It is now a per-match series of the matches counted, drawn by the rating chart's machinery:
each reviewed match at its own moment, the chosen game's only, one match a point."""

from __future__ import annotations

import json
from datetime import date, datetime, time
from pathlib import Path
from typing import Any

import pytest
from harness import harness_for
from test_history_support import setup_json, stored_json

import kozel_gui.charts
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import tr
from kozel_gui.scenes.stats import StatsScene
from kozel_gui.storage import DataDir

MATCHES = (("kozel", 3, time(11, 40)), ("kozel", 4, time(12, 5)), ("kozel", 5, time(12, 30)),
           ("muggins", 6, time(13, 0)))
"""(game, seed, when today): three Kozel matches and one Muggins match, all today."""
REVIEWED = {"3": (7, 10), "5": (1, 2), "6": (4, 4), "99": (1, 10)}
"""The coach's log, by seed: 70 %, 50 %, 100 %, and a match the history does not hold."""


def _store(tmp: Path) -> None:
    with History.open(DataDir(tmp).path(HISTORY_FILE)) as history:
        for game, seed, clock in MATCHES:
            history.add_match(setup_json(2, game, name="Тестер", seed=seed),
                              stored_json(seed, 2, game), "Тестер",
                              played_at=datetime.combine(date.today(), clock))
    (tmp / "coach.json").write_text(json.dumps({"format": 1, "matches": [
        {"key": key, "at": date.today().isoformat(), "good": good, "decisions": n,
         "profile": "Тестер", "rounds": ["r1"]} for key, (good, n) in REVIEWED.items()]}),
        encoding="utf-8")


def test_the_accuracy_chart_is_per_match_like_the_rating_chart(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _store(tmp_path)
    drawn: dict[str, tuple[list[int], tuple[str, str]]] = {}
    real = kozel_gui.charts.line_chart

    def record(surface: Any, rect: Any, values: Any, title: str, labels: Any = ("", ""),
               *args: Any, **kwargs: Any) -> None:
        drawn[title] = (list(values), tuple(labels))
        real(surface, rect, values, title, labels, *args, **kwargs)

    monkeypatch.setattr(kozel_gui.charts, "line_chart", record)
    accuracy, rating = tr("stats.chart_accuracy"), tr("stats.chart_rating")
    today = tr("date.today")
    with harness_for(tmp_path) as h:
        h.resize((1024, 600))
        h.press(tr("menu.stats"))
        scene = h.top
        assert isinstance(scene, StatsScene)
        h.frames(1)
        # Every game: the three reviewed matches (not the log's fourth, held nowhere), spread
        # as the rating's four are, under the same first and last moments.
        assert drawn[accuracy] == ([70, 50, 100], (tr("date.at", day=today, time="11:40"),
                                                   "13:00"))
        assert drawn[rating][1] == drawn[accuracy][1]
        h.press(scene.game.label())
        assert scene.game.shown == "kozel"
        h.frames(1)
        assert drawn[accuracy] == ([70, 50], (tr("date.at", day=today, time="11:40"), "12:30"))
        h.press(scene.game.label())
        assert scene.game.shown == "muggins"
        drawn.clear()
        h.frames(1)
        # One Muggins match, reviewed: one point on both charts, no line over the width.
        assert drawn[accuracy][0] == [100] and len(drawn[rating][0]) == 1
