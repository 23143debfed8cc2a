"""Both open ends show one number (a double led): the table names it once (p16b: «Брать не
нужно: есть ход на 4 или 4» offered one number as two)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from conftest import key
from table_kit import KOZEL, click_tile, settle, table_app

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from rules import Match, Round, ScoreSheet


def _after_4_4(tmp: Path) -> tuple[App, TableScene]:
    r = Round.from_hands(KOZEL, [["4:6", "0:5", "1:2"], ["4:4", "3:3", "2:5"]],
                         bazaar=["0:1", "2:3", "1:6"], leader=1)
    match = Match(KOZEL, 2, r, ScoreSheet(KOZEL, 2), random.Random(1).getstate()).play("4:4")
    assert match.round.to_move == 0 and match.round.ends == (4, 4)
    setup = MatchSetup(KOZEL, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp, setup, match)
    settle(app, table)
    return app, table


def test_the_boneyard_key_names_the_one_number(tmp_path: Path) -> None:
    app, table = _after_4_4(tmp_path)
    key(app, pygame.K_d, frames=2)
    assert table.model.note is not None
    assert str(table.model.note[0]) == "Брать не нужно: есть ход на 4"
    click_tile(app, table, "0:5")
    assert table.model.note is not None
    assert str(table.model.note[0]) == "Не подходит: на обоих концах 4"
    app.close()
