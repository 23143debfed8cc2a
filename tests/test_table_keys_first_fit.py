"""Issues 18/19: with the keyboard at the table, the first Right (or Left) raised the hand's
leftmost (rightmost) tile even when it could not be played, and Enter then said «Не
подходит…».  When some tile fits, the first arrow raises the first tile that fits (Left: the
last), and Enter plays it.  Through the real App loop."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import moves, scripted_moves, settle, table_app

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from rules import Match, Round, ScoreSheet, find_preset

_HANDS = [["1:2", "3:3", "4:5", "5:5", "4:6", "6:6"], ["2:4", "0:0", "2:2", "3:5", "0:2", "0:5"]]


def _table(tmp: Path) -> tuple[App, TableScene]:
    """1:2 led, the bot's 2:4 on its right: the ends are 1 and 4; 4:5 and 4:6 fit, 3:3
    (the leftmost) and the rest do not."""
    rules = find_preset("kozel")
    r = Round.from_hands(rules, _HANDS, bazaar=["1:1", "1:3"], leader=0)
    match = Match(rules, 2, r, ScoreSheet(rules, 2), random.Random(1).getstate())
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp, setup, match)
    scripted_moves(table, ["1:2", "2:4>"])
    table.model.refresh()
    run_frames(app, 2)
    settle(app, table)
    return app, table


def _fitting(table: TableScene) -> list[int]:
    return [i for i, opts in enumerate(table.control.options()) if opts]


def test_the_first_right_raises_the_first_tile_that_fits_and_enter_plays_it(
        tmp_path: Path) -> None:
    app, table = _table(tmp_path)
    hand = [str(t) for t in table.model.hand()]
    fitting = _fitting(table)
    assert fitting and fitting[0] > 0, f"the leftmost tile must not fit here: {hand}"
    assert table.control.selected is None
    key(app, pygame.K_RIGHT, frames=1)
    assert table.control.selected == fitting[0], hand
    tile = hand[fitting[0]]
    key(app, pygame.K_RETURN, frames=2)
    settle(app, table)
    assert moves(table)[2] == f"0 {tile}>", moves(table)  # played, on the only end it fits
    app.close()


def test_the_first_left_raises_the_last_tile_that_fits(tmp_path: Path) -> None:
    app, table = _table(tmp_path)
    fitting = _fitting(table)
    key(app, pygame.K_LEFT, frames=1)
    assert table.control.selected == fitting[-1]
    key(app, pygame.K_RIGHT, frames=1)  # after that, the arrows step tile by tile as before
    assert table.control.selected == (fitting[-1] + 1) % len(table.model.hand())
    app.close()
