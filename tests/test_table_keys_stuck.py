"""Issue 18: with the keyboard alone, when no tile of the hand fits, the focus sat on a raised
tile that fits nowhere and Enter said «Не подходит: оба конца — 4» instead of drawing or
knocking.  Now the ring goes to what can be done (the bazaar, or «Стучу») and stays there
while Left/Right look at the tiles (each says why it does not fit), so Enter does it: a
deliberate press on the control the ring shows, never a tile's Enter turned into a knock."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import moves, scripted_moves, settle, table_app

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from rules import Match, Round, ScoreSheet, find_preset

_HANDS = [["1:2", "5:6", "6:6"], ["2:4", "0:0", "3:3"]]


def _stuck(tmp: Path, bazaar: list[str]) -> tuple[App, TableScene]:
    """1:2 led, the bot's 2:4 on its right: the ends are 1 and 4, the person holds 5:6, 6:6."""
    rules = find_preset("kozel")
    r = Round.from_hands(rules, _HANDS, bazaar=bazaar, leader=0)
    match = Match(rules, 2, r, ScoreSheet(rules, 2), random.Random(1).getstate())
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp, setup, match)
    scripted_moves(table, ["1:2", "2:4>"])
    table.model.refresh()
    run_frames(app, 2)
    settle(app, table)
    assert [str(t) for t in table.model.hand()] == ["5:6", "6:6"]
    return app, table


def _focused(table: TableScene) -> str | None:
    item = table.focus.current()
    return None if item is None else item.key


def _note(table: TableScene) -> str | None:
    note = table.model.note
    return None if note is None else str(note[0])


def test_enter_draws_from_the_bazaar_when_no_tile_fits(tmp_path: Path) -> None:
    app, table = _stuck(tmp_path, ["4:6", "0:1", "2:3", "4:4", "5:5"])
    assert _focused(table) == "draw", "the ring is on the bazaar"
    ring = table.focus.current()
    assert ring is not None and ring.rect == pygame.Rect(
        *(round(v) for v in table.model.layout.bazaar))
    key(app, pygame.K_RIGHT, frames=1)  # a look at a tile: it says why it does not fit
    assert table.control.selected == 0
    assert _note(table) == tr("table.no_fit", left=1, right=4)
    assert _focused(table) == "draw", "looking at a tile keeps the ring on the bazaar"
    key(app, pygame.K_RETURN, frames=2)
    assert moves(table)[-1] == "0 draw", "Enter drew instead of refusing the tile"
    assert "4:6" in [str(t) for t in table.model.hand()]
    settle(app, table)
    assert _focused(table) is None, "a tile fits now: Enter is for the hand again"
    app.close()


def test_tab_reaches_the_bazaar_from_the_corner_buttons(tmp_path: Path) -> None:
    app, table = _stuck(tmp_path, ["4:6", "0:1", "2:3", "4:4", "5:5"])
    seen = []
    for _ in range(5):
        key(app, pygame.K_TAB, frames=1)
        seen.append(_focused(table))
    assert "draw" in seen and "menu" in seen, seen
    app.close()


def test_enter_knocks_when_no_tile_fits_and_the_bazaar_is_empty(tmp_path: Path) -> None:
    app, table = _stuck(tmp_path, [])
    assert _focused(table) == "knock"
    key(app, pygame.K_LEFT, frames=1)
    assert table.control.selected is not None
    assert _note(table) == tr("table.no_fit", left=1, right=4)
    assert _focused(table) == "knock", "the ring stays on «Стучу» while the arrows look"
    key(app, pygame.K_RETURN, frames=2)
    assert moves(table)[2] == "0 pass", "Enter on the focused «Стучу» knocks"
    app.close()


def test_enter_on_a_tile_that_fits_never_knocks_or_draws(tmp_path: Path) -> None:
    """The other side of P32: while a tile fits, the ring is on no move control and Enter is
    the hand's (here it plays the only tile that fits, on its only end)."""
    app, table = _stuck(tmp_path, ["4:6", "0:1", "2:3", "4:4", "5:5"])
    key(app, pygame.K_d, frames=2)  # 4:6 comes; it fits the four only
    settle(app, table)
    assert _focused(table) is None
    key(app, pygame.K_RETURN, frames=2)
    assert moves(table)[3].startswith("0 4:6"), moves(table)
    app.close()
