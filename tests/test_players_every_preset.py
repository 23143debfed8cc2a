"""Every preset that seats four lets people sit (P28: «the federation 2×2 cannot seat
people»): on the players page each seat of a four-seat game can be made a person's, by
keys, and «Играть» starts the table with those people at those seats (two people opposite
at a pairs game are partners).  Driven through the real App loop."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness

from kozel_gui.i18n import ntr, tr
from kozel_gui.options import default_setup
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.settings.state import player_counts
from rules import PRESETS, find_preset

FOUR_SEATS = [name for name, rules in PRESETS.items() if 4 in player_counts(rules)]


def test_the_pairs_games_are_among_them() -> None:
    assert {"kozel_2x2", "sports", "general"} <= set(FOUR_SEATS)


@pytest.mark.parametrize("name", FOUR_SEATS)
def test_people_sit_at_every_four_seat_preset(tmp_path: Path, name: str) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        h.app.set_setup(default_setup(4, find_preset(name)))
        h.app.push(SettingsScene(h.app, tab="players"))
        h.frames(3)
        for seat in (2, 1, 3):
            h.top.focus.focus(f"row:human{seat}")
            h.key(pygame.K_RETURN)
            assert h.app.setup.seats[seat].human, f"{name}: seat {seat + 1} is a person's"
        assert h.top.page.summary.text == ntr("settings.hotseat_many", 4)  # type: ignore[attr-defined]
        h.key(pygame.K_ESCAPE)
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        h.press(tr("menu.play"))
        h.until(lambda: isinstance(h.top, TableScene), what="the table")
        table = h.top
        assert isinstance(table, TableScene)
        assert table.session.setup.rules.name == name
        assert table.session.setup.humans == (0, 1, 2, 3)
        assert len(table.session.people) == 4, "each person plays for a profile"
    finally:
        h.close()
