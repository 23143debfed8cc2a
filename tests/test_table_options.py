"""The game options the table obeys: hints on/off and large tiles."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pygame

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.options import default_setup
from tests.conftest import key, press, run_frames
from tests.table_kit import hinted

SEED = 1


def _table_at_my_turn(app: App) -> Any:
    # A fixed deal in which the person's first turn has tiles to play (with a random deal
    # the only move was sometimes a draw, and the hint then picks no tile out).
    app.set_setup(dataclasses.replace(default_setup(2), seed=SEED))
    press(app, tr("menu.play"))
    table: Any = app.stack.top
    for _ in range(600):
        if table.model.ready():
            return table
        run_frames(app, 1)
    raise AssertionError("the human never got a turn")


def test_hint_shows_the_move_in_words_when_hints_are_on(app: App) -> None:
    table = _table_at_my_turn(app)
    assert any(m.tile is not None for m in table.session.round.legal_moves())
    key(app, pygame.K_h, frames=1)
    hinted(app, table)
    said = table.view().message
    assert said is not None and said != tr("table.hints_off")
    assert said.startswith(("Подсказка: ", "Единственный ход: "))
    assert not re.search(r"\d:\d|[<>]", said)  # «2–5 налево», never «2:5<»
    assert table.view().selected is not None, said  # the tile it means is picked out


def test_hint_is_refused_when_hints_are_off(app: App) -> None:
    app.set_options(dataclasses.replace(app.options, hints=False))
    table = _table_at_my_turn(app)
    key(app, pygame.K_h, frames=1)
    assert table.view().message == tr("table.hints_off")
    assert table.view().selected is None


def test_large_tiles_make_the_hand_bigger(app: App) -> None:
    table = _table_at_my_turn(app)
    normal = table.layout.hand_max_long
    app.set_options(dataclasses.replace(app.options, large_tiles=True))
    table.resize(app.size)
    assert table.layout.hand_max_long > 1.2 * normal
