"""Dates as a person reads them (``kozel_gui.i18n.dates``), and on every screen that shows one.

The screens are driven through the real app (history list, replay, statistics) in each
language at 1024×600; every string their fonts draw is collected, so an ISO date
(«2026-12-01T18:02») anywhere fails, and so does a date cut short.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from pathlib import Path

import pygame
import pytest
from harness import harness_for
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import set_language, tr
from kozel_gui.i18n.dates import parse_moment, shown_date
from kozel_gui.profiles import Profiles
from kozel_gui.protocol import protocol_cells
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.replay import ReplayScene
from kozel_gui.scenes.stats import StatsScene
from kozel_gui.storage import DataDir
from rules import ScoreSheet, find_preset

ISO = re.compile(r"\d{4}-\d\d-\d\d")
TODAY = date(2026, 12, 5)
WORDS = {  # (a day this year with its time, another year's day, yesterday, today)
    "ru": ("1 декабря, 18:02", "7 марта 2025, 9:05", "Вчера, 23:59", "Сегодня, 0:00"),
    "en": ("1 December, 18:02", "7 March 2025, 9:05", "Yesterday, 23:59", "Today, 0:00"),
    "uk": ("1 грудня, 18:02", "7 березня 2025, 9:05", "Учора, 23:59", "Сьогодні, 0:00"),
}


@pytest.fixture(autouse=True)
def _russian_after() -> object:
    yield
    set_language("ru")  # the language is global in a test process


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_a_moment_in_words_in_each_language(lang: str) -> None:
    set_language(lang)
    stamps = ("2026-12-01T18:02:07", "2025-03-07 09:05", "2026-12-04T23:59:00",
              "2026-12-05T00:00:30")
    assert tuple(shown_date(s, today=TODAY) for s in stamps) == WORDS[lang]
    day = shown_date("2026-12-01", today=TODAY)  # a day alone: no time, and none invented
    assert day == WORDS[lang][0].split(",")[0]
    assert shown_date("2026-12-01T18:02", today=TODAY, time=False) == day


def test_every_month_has_its_word_in_each_language() -> None:
    for lang in WORDS:
        set_language(lang)
        months = {shown_date(date(2026, m, 9), today=TODAY) for m in range(1, 13)}
        assert len(months) == 12 and not any(ISO.search(m) or "date." in m for m in months)


def test_what_is_not_a_date_is_shown_as_it_is() -> None:
    assert parse_moment("вчера вечером") is None
    assert shown_date("вчера вечером") == "вчера вечером"
    assert parse_moment(date(2026, 1, 2)) == date(2026, 1, 2)


def test_the_protocol_names_its_day_in_words() -> None:
    set_language("en")
    sheet = ScoreSheet(find_preset("kozel"), 2)
    subtitle = protocol_cells(sheet, ["A", "B"], "2025-03-07T09:05:00").subtitle
    assert "7 March 2025, 9:05" in subtitle and not ISO.search(subtitle)


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_history_replay_and_statistics_show_dates_in_words(
        tmp_path: Path, lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    store = DataDir(tmp_path)
    Profiles().added("Аня", created=datetime(2025, 1, 1)).save(store)
    yesterday = datetime.combine(date.today() - timedelta(days=1), datetime.min.time())
    with History.open(store.path(HISTORY_FILE)) as history:
        history.add_match(setup_json(2), stored_json(20, 2), "Аня",
                          played_at=datetime(2025, 3, 7, 9, 5))
        history.add_match(setup_json(2), stored_json(21, 2), "Аня",
                          played_at=yesterday.replace(hour=23, minute=59))
    _, old, late, _ = WORDS[lang]
    with harness_for(tmp_path, "--lang", lang) as h:
        h.resize((1024, 600))
        with rendered_strings(monkeypatch) as seen:
            h.press(tr("menu.history"))
            assert isinstance(h.top, HistoryScene)
            h.frames(2)
        assert {old, late} <= set(seen), seen  # whole, not cut
        assert not [s for s in seen if ISO.search(s)]
        with rendered_strings(monkeypatch) as seen:
            h.press(tr("history.replay"))  # the newest match
            assert isinstance(h.top, ReplayScene)
            h.frames(2)
        assert any(s.startswith(f"{late} · ") for s in seen), seen  # the replay's title
        assert not [s for s in seen if ISO.search(s)]
        h.key(pygame.K_ESCAPE)
        h.key(pygame.K_ESCAPE)
        with rendered_strings(monkeypatch) as seen:
            h.press(tr("menu.stats"))
            assert isinstance(h.top, StatsScene)
            h.frames(2)
        day_only = (old.rsplit(",", 1)[0], late.rsplit(",", 1)[0])
        assert set(day_only) <= set(seen), seen  # under the rating chart, first and last
        assert not [s for s in seen if ISO.search(s)]
