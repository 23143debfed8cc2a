"""«Ещё партию» starts the next match with what the settings changed during this one: they
say the changes «вступят в силу со следующей партии», and «Ещё партию» reused the finished
match's set-up (found by a helper engineer, session 30).  Without changes it plays the same
people and rules again."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
from conftest import click, key, run_frames
from table_kit import settle, table_app, top
from test_give_up_quiet import _press

from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.result import READY_S
from rules import find_preset
from rules.i18n import Gender

KOZEL = find_preset("kozel")
SEATS = (SeatSetup("Мария", human=True, gender=Gender.FEMALE), SeatSetup("Бот 1"),
         SeatSetup("Бот 2"))


def _again(tmp_path: Path, change: bool) -> tuple[MatchSetup, MatchSetup]:
    """The set-up of the match «Ещё партию» starts after a match given up, and the finished
    one's (``change``: the settings chose other rules while it was played)."""
    app, table = table_app(tmp_path, MatchSetup(KOZEL, SEATS, 4))
    app.set_setup(MatchSetup(KOZEL, SEATS))
    finished = table.session.setup
    settle(app, table)
    if change:  # as the settings page does during the match
        app.set_setup(replace(app.setup, rules=find_preset("muggins")))
    key(app, pygame.K_ESCAPE, frames=2)
    _press(app, tr("pause.give_up"))
    _press(app, tr("pause.give_up"))
    run_frames(app, round(READY_S * 60) + 4)
    assert isinstance(top(app), MatchOverScene)
    over = top(app)
    again = next(i for i in over.focus.items() if i.key == "again")
    assert again.label == tr("table.again")  # type: ignore[attr-defined]
    click(app, again.rect.center)
    run_frames(app, 2)
    table = top(app)
    assert isinstance(table, TableScene)
    started = table.session.setup
    app.close()
    return started, finished


def test_again_plays_the_rules_the_settings_changed_during_the_match(tmp_path: Path) -> None:
    started, finished = _again(tmp_path, change=True)
    assert finished.rules == KOZEL
    assert started.rules == find_preset("muggins")
    assert [s.name for s in started.seats] == ["Мария", "Бот 1", "Бот 2"]


def test_without_changes_again_plays_the_same_match_anew(tmp_path: Path) -> None:
    started, finished = _again(tmp_path, change=False)
    assert started.rules == finished.rules == KOZEL
    assert started.seats == finished.seats
    assert started.seed != finished.seed or started.seed is None
