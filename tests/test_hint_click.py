"""PT-Z: after H the hinted tile stood raised, and a click on it lowered it and did nothing;
only a second click asked which end.  The hint's raise is its showing, not the person's
choice: a click on the hinted tile chooses it as a click on any tile does (here it fits two
ends, so it asks which), and the keys go on from there."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
from conftest import click, key
from table_kit import click_tile, hinted, moves, settle, table_app

from kozel_gui.i18n import set_language
from kozel_gui.options import MatchSetup, SeatSetup
from rules import Match, Round, ScoreSheet, find_preset

KOZEL = find_preset("kozel")


def two_end_table(tmp: Path) -> tuple[Any, Any]:
    """The line shows 0 and 4; the person's 0–4 fits both ends (and nothing else fits); the
    person's turn, nothing chosen yet."""
    r = Round.from_hands(KOZEL, [["2:3", "0:2", "5:5", "1:1"], ["3:4", "0:4", "6:6", "1:6"]],
                         bazaar=["5:6", "1:5", "1:2"], leader=0)
    for text in ("2:3", "3:4>", "0:2<"):
        r = r.play(text)
    seats = (SeatSetup("Зина", bot="medium", gender="female"), SeatSetup("Вы", human=True))
    match = Match(KOZEL, 2, r, ScoreSheet(KOZEL, 2), random.Random(1).getstate(), number=1)
    app, table = table_app(tmp, MatchSetup(KOZEL, seats, 1), match)
    settle(app, table)
    return app, table


def _table(tmp: Path) -> tuple[Any, Any]:
    """``two_end_table`` with the hint asked for (H): 0–4 raised, one end lit."""
    app, table = two_end_table(tmp)
    set_language("en")
    key(app, pygame.K_h, frames=1)
    hinted(app, table)
    c = table.model.control
    assert c.selected == [str(t) for t in table.model.hand()].index("0:4")
    assert table.view().message.startswith("Hint: 0–4")
    return app, table


def test_a_click_on_the_hinted_tile_asks_which_end(tmp_path: Path) -> None:
    app, table = _table(tmp_path)
    c = table.model.control
    chosen, hint_end = c.selected, c.end
    click_tile(app, table, "0:4")
    assert (c.selected, c.choosing, c.end) == (chosen, True, hint_end)
    assert table.view().message == "Which way: to the blank or to the four?"
    assert moves(table)[-1] == "0 0:2<"  # nothing played yet
    click_tile(app, table, "0:4")  # now the person's choice: a second click lets it go
    assert (c.selected, c.choosing) == (None, False)
    app.close()


def test_after_the_click_the_keys_choose_the_end(tmp_path: Path) -> None:
    app, table = _table(tmp_path)
    c = table.model.control
    other = 1 - c.end
    click_tile(app, table, "0:4")
    key(app, pygame.K_RIGHT if other == 1 else pygame.K_LEFT)
    key(app, pygame.K_RETURN)
    last = table.session.round.history()[3]  # the person's move (the bot may have moved since)
    assert (last.seat, str(last.move.tile), last.move.end) == (1, "0:4", other)
    app.close()


def test_a_click_on_the_end_the_hint_lights_plays_there(tmp_path: Path) -> None:
    app, table = _table(tmp_path)
    c = table.model.control
    end = c.end
    box = table.model.end_box(table.model.hand()[c.selected], end)
    click(app, box.center)
    last = table.session.round.history()[3]  # the person's move (the bot may have moved since)
    assert (last.seat, str(last.move.tile), last.move.end) == (1, "0:4", end)
    app.close()


def test_enter_plays_the_hint_at_once(tmp_path: Path) -> None:
    app, table = _table(tmp_path)
    end = table.model.control.end
    key(app, pygame.K_RETURN)
    last = table.session.round.history()[3]  # the person's move (the bot may have moved since)
    assert (last.seat, str(last.move.tile), last.move.end) == (1, "0:4", end)
    app.close()
