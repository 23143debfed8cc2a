"""The keyboard at the table: the hand gets Enter back from the corner buttons, Left and Right
step through the arms that fit on a four-way table, and Enter plays the hinted move (several
doubles included)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import click_tile, hinted, moves, scripted, scripted_moves, settle, table_app, top

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.coach import advise
from rules import Match, MoveKind, Round, ScoreSheet, find_preset


def _focused(table: TableScene) -> str | None:
    item = table.focus.current()
    return None if item is None else item.key


def _tab_to_menu(app: App, table: TableScene) -> None:
    for _ in range(6):
        if _focused(table) == "menu":
            return
        key(app, pygame.K_TAB, frames=1)
    raise AssertionError("Tab never reached «Меню»")


def test_a_hand_key_takes_enter_back_from_the_menu_button(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    _tab_to_menu(app, table)
    key(app, pygame.K_h, frames=2)  # the hint chooses a tile: the hand has the keys again
    hinted(app, table)
    assert _focused(table) is None
    advised = advise(table.model, 0).move
    key(app, pygame.K_RETURN, frames=2)
    assert not isinstance(top(app), PauseScene), "Enter opened the pause menu"
    assert table.session.round.history()[0].move == advised
    app.close()


def test_the_focus_is_back_on_the_hand_at_the_persons_next_turn(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    _tab_to_menu(app, table)
    click_tile(app, table, "1:2")  # the lead, by the mouse; then the bot's move
    settle(app, table)
    assert len(moves(table)) == 2 and table.model.ready()
    assert _focused(table) is None, "the «Меню» button kept the focus into the next turn"
    key(app, pygame.K_RIGHT, frames=1)
    key(app, pygame.K_RETURN, frames=2)
    assert not isinstance(top(app), PauseScene)
    app.close()


def _spinner(tmp: Path, preset: str, hands: list[list[str]], played: list[str]
             ) -> tuple[App, TableScene]:
    rules = find_preset(preset)
    r = Round.from_hands(rules, hands, bazaar=[], leader=0)
    match = Match(rules, 2, r, ScoreSheet(rules, 2), random.Random(1).getstate())
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp, setup, match)
    scripted_moves(table, played)
    table.model.refresh()
    run_frames(app, 2)
    settle(app, table)
    return app, table


def test_left_and_right_step_between_the_up_and_down_arms(tmp_path: Path) -> None:
    # chvv: 1:1 led, 1:2 left, 1:3 right, 1:5 and 4:5 up, the bot knocks: 1:4 goes only up
    # (showing 4) or down (showing 1), two different games (arms showing one number would
    # make one game where nothing is scored, ``rules.alike``, and take one click).
    app, table = _spinner(tmp_path, "chvv", [["1:1", "1:3", "4:5", "1:4", "6:6", "0:0"],
                                             ["1:2", "1:5", "5:5", "0:6"]],
                          ["1:1", "1:2<", "1:3>", "1:5^", "4:5^", "pass"])
    assert table.session.round.open_ends == (2, 3, 4, 1)
    click_tile(app, table, "1:4")
    c = table.control
    assert c.choosing and {t.end for t in table.view().targets} == {2, 3}
    chosen = c.end
    key(app, pygame.K_RIGHT, frames=1)
    assert c.end != chosen and c.end in (2, 3)
    key(app, pygame.K_RIGHT, frames=1)
    assert c.end == chosen, "Right steps round the ends that fit"
    key(app, pygame.K_LEFT, frames=1)
    assert c.end != chosen
    strong = [t.end for t in table.view().targets if t.strong]
    assert strong == [c.end], "the end chosen is the one that glows"
    end = c.end
    key(app, pygame.K_RETURN, frames=2)
    assert moves(table)[6] == f"0 1:4{'^' if end == 2 else 'v'}"
    app.close()


def test_enter_plays_a_hinted_move_of_several_doubles(tmp_path: Path) -> None:
    # GAMES.md O1 after four moves: seat 0 holds 4:4 5:5 6:6, the arms show 4, 5, 6, 1.
    app, table = _spinner(tmp_path, "osel", [["1:1", "1:5", "4:4", "5:5", "6:6"],
                                             ["1:4", "1:6", "0:2", "2:3", "3:5"]],
                          ["1:1", "1:4<", "1:5>", "1:6^"])
    advised = advise(table.model, 0).move
    assert advised.kind is MoveKind.PAIR and len(advised.placements) >= 2
    key(app, pygame.K_h, frames=2)
    hinted(app, table)
    assert len(table.view().gathered) == len(advised.placements)
    key(app, pygame.K_RETURN, frames=2)
    assert table.session.round.history()[4].move == advised
    app.close()



def test_enter_with_no_tile_chosen_takes_the_only_tile_that_fits(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    click_tile(app, table, "1:2")  # the lead; the bot lays 2:4 (ends 1 and 4)
    settle(app, table)
    hand = [str(t) for t in table.model.hand()]
    assert sorted(hand) == ["0:5", "1:4"] and table.control.selected is None
    key(app, pygame.K_RETURN, frames=2)  # 1:4 fits both ends, which make different games
    assert table.control.selected == hand.index("1:4") and table.control.choosing
    key(app, pygame.K_RETURN, frames=2)
    assert moves(table)[2].startswith("0 1:4")
    app.close()
