"""Several doubles in one Osel move, at the real table: the move is optional, so doubles set
aside (by the hint, the mouse or the keys) always go back (a click on one, Backspace, Ctrl+Z,
Esc), another tile clicked meanwhile plays alone, and a refusal names the open ends truly.

The deal is the playtest's: seed 2687, two players, preset osel.  Seat 1 leads 1:1, the person
lays 1:5 to the left, seat 1 lays 1:3 up: the arms show 5, 1, 3, 1 and the person holds
3:3 and 5:5 (both may go together: 5:5 to the left, 3:3 up) and 1:2, which fits the 1s.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame
from conftest import click, key, run_frames
from table_kit import click_tile, moves, press_button, settle, table_app

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.table import TableScene
from rules import Match, MoveKind, find_preset

PAIR = "5:5<+3:3^"


def _osel(tmp: Path) -> tuple[App, TableScene]:
    rules = find_preset("osel")
    match = Match.start(rules, 2, 2687)
    for text in ("1:1", "1:5<", "1:3^"):
        match = match.play(text)
    r = match.round
    # The precondition of every test here: the playtest's position, the person to move.
    assert r.to_move == 0 and r.open_ends == (5, 1, 3, 1)
    assert {"1:2", "3:3", "5:5"} <= {str(t) for t in r.hand(0)}
    pairs = [str(m) for m in r.legal_moves() if m.kind is MoveKind.PAIR]
    assert PAIR in pairs or "3:3^+5:5<" in pairs, pairs
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")),
                       2687)
    app, table = table_app(tmp, setup, match)
    settle(app, table)
    return app, table


def _aside(table: TableScene) -> list[str]:
    return sorted(str(t) for t, _ in table.control.gathered)


def _hint(app: App, table: TableScene) -> None:
    """H, then frames until the hint (computed on a thread) is shown, with a deadline."""
    key(app, pygame.K_h, frames=2)
    deadline = time.monotonic() + 120
    while table.model.hint_asked is not None:
        assert time.monotonic() < deadline, "the hint never came"
        run_frames(app, 1)
    assert _aside(table) == ["3:3", "5:5"], "the hint lays out the two doubles"
    button = table.model.hits.button("gather")
    assert button is not None and button.label == "Положить 2 дубля"


def _last(table: TableScene) -> str:
    return moves(table)[-1]


def test_after_the_hint_another_tile_plays_alone(tmp_path: Path) -> None:
    app, table = _osel(tmp_path)
    _hint(app, table)
    n = len(moves(table))
    # It fits both 1s, right and down, which make one game where nothing is scored
    # (``rules.alike``) but are different places on the board (issue 12): the doubles go
    # back and the player chooses the end, here the right one.
    click_tile(app, table, "1:2")
    c = table.control
    assert not c.gathered and c.choosing and len(moves(table)) == n
    assert table.model.note is None or "Не подходит" not in str(table.model.note[0])
    spots = {t.end: t.box for t in table.view().targets}
    assert sorted(spots) == [1, 3]
    click(app, spots[1].center, frames=2)
    assert moves(table)[n] == "0 1:2>"
    app.close()


def test_a_double_set_aside_goes_back_by_a_click_on_it_on_the_board(tmp_path: Path) -> None:
    app, table = _osel(tmp_path)
    _hint(app, table)
    spot = {str(t): box for t, box, _ in table.view().gathered}
    click(app, spot["5:5"].center, frames=2)
    assert _aside(table) == ["3:3"]
    click(app, spot["3:3"].center, frames=2)
    assert not table.control.gathered
    assert moves(table) == ["1 1:1", "0 1:5<", "1 1:3^"], "nothing was played"
    app.close()


def test_backspace_and_ctrl_z_take_back_the_last_double_set_aside(tmp_path: Path) -> None:
    app, table = _osel(tmp_path)
    _hint(app, table)
    key(app, pygame.K_BACKSPACE, frames=2)
    assert len(table.control.gathered) == 1
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    run_frames(app, 2)
    assert not table.control.gathered
    assert not table.model.asking, "no question about undoing the move before"
    assert len(moves(table)) == 3 and not table.session.practice
    app.close()


def test_esc_puts_the_doubles_back_before_it_opens_the_pause_menu(tmp_path: Path) -> None:
    app, table = _osel(tmp_path)
    _hint(app, table)
    key(app, pygame.K_ESCAPE, frames=2)
    assert not table.control.gathered and app.stack.top is table
    key(app, pygame.K_ESCAPE, frames=2)
    assert isinstance(app.stack.top, PauseScene)
    app.close()


def test_two_doubles_by_mouse_without_the_hint(tmp_path: Path) -> None:
    app, table = _osel(tmp_path)
    click_tile(app, table, "5:5")  # fits only the 5 but may go with 3:3: set aside
    assert _aside(table) == ["5:5"]
    click_tile(app, table, "3:3")
    assert _aside(table) == ["3:3", "5:5"]
    press_button(app, table, "gather")
    assert moves(table)[3] in (f"0 {PAIR}", "0 3:3^+5:5<")
    app.close()


def test_two_doubles_by_keyboard_without_the_hint(tmp_path: Path) -> None:
    app, table = _osel(tmp_path)
    hand = [str(t) for t in table.model.hand()]
    for _ in range(hand.index("3:3") + 1):
        key(app, pygame.K_RIGHT, frames=1)
    assert table.control.selected == hand.index("3:3")
    key(app, pygame.K_RETURN, frames=2)
    assert _aside(table) == ["3:3"]
    seen = []
    for _ in range(len(hand)):  # round the hand: 3:3 lies on the board now, it is skipped
        key(app, pygame.K_RIGHT, frames=1)
        assert table.control.selected is not None
        seen.append(hand[table.control.selected])
        if seen[-1] == "5:5":
            break
    assert seen[-1] == "5:5" and "3:3" not in seen, seen
    key(app, pygame.K_RETURN, frames=2)
    assert _aside(table) == ["3:3", "5:5"]
    table.focus.focus(None)
    key(app, pygame.K_RETURN, frames=2)
    assert moves(table)[3] in (f"0 {PAIR}", "0 3:3^+5:5<")
    app.close()


def test_a_tile_that_fits_nowhere_says_which_ends_are_open(tmp_path: Path) -> None:
    app, table = _osel(tmp_path)
    hand = [str(t) for t in table.model.hand()]
    stray = next(t for t in hand if not ({int(h) for h in t.split(":")} & {1, 3, 5}))
    _hint(app, table)
    click_tile(app, table, stray)
    assert table.model.note is not None
    assert str(table.model.note[0]) == "Не подходит: слева 5, справа 1, вверху 3, внизу 1"
    assert _aside(table) == ["3:3", "5:5"], "a refusal changes nothing else"
    app.close()


def test_the_boneyard_key_when_a_tile_fits_names_the_four_open_ends(tmp_path: Path) -> None:
    app, table = _osel(tmp_path)
    assert any(m.kind is MoveKind.DRAW for m in table.model.round.legal_moves()) is False
    before = moves(table)
    key(app, pygame.K_d, frames=2)
    assert table.model.note is not None
    assert str(table.model.note[0]) == "Брать не нужно: есть ход (слева 5, справа 1, вверху 3, внизу 1)"
    assert moves(table) == before
    app.close()
