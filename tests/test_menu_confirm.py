"""Play with a saved match asks first: a saved match is never dropped silently."""

from __future__ import annotations

from typing import Any

import pygame

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.scenes.menu import MenuScene
from tests.conftest import button_texts, key, press, run_frames


def _leave_a_saved_match(app: App) -> int:
    press(app, tr("menu.play"))
    run_frames(app, 5)
    table: Any = app.stack.top
    moves = len(table.match.round.history())
    key(app, pygame.K_ESCAPE)
    press(app, tr("pause.menu"))
    assert tr("menu.continue") in button_texts(app)
    return moves


def test_play_over_a_saved_match_asks_and_cancel_keeps_it(app: App) -> None:
    moves = _leave_a_saved_match(app)
    press(app, tr("menu.play"))
    assert type(app.stack.top).__name__ == "ConfirmScene"
    press(app, tr("common.cancel"))
    assert isinstance(app.stack.top, MenuScene)
    press(app, tr("menu.continue"))
    resumed: Any = app.stack.top
    assert len(resumed.match.round.history()) == moves


def test_play_over_a_saved_match_starts_anew_once_confirmed(app: App) -> None:
    _leave_a_saved_match(app)
    press(app, tr("menu.play"))
    press(app, tr("menu.new_match"))
    table: Any = app.stack.top
    assert type(table).__name__ == "TableScene" and len(app.stack.scenes) == 1
    assert table.match.number == 1 and len(table.match.round.history()) <= 1
