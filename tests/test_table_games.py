"""The table plays the games of GAMES.md: a four-way layout, arms by mouse and keyboard in
words, several doubles set aside and played with one confirm, points in play shown."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pygame
from conftest import click, key, run_frames
from table_kit import click_tile, moves, press_button, scripted_moves, settle, table_app

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.model import Phase
from kozel_gui.table.sheet import round_text
from rules import Match, Round, ScoreSheet, find_preset


def _table(tmp: Path, preset: str, hands: list[list[str]], bazaar: list[str] | None = None,
           played: list[str] | None = None) -> tuple[App, TableScene]:
    """Seat 0 the person, seat 1 a bot; ``played`` applied before the picture is looked at."""
    rules = find_preset(preset)
    r = Round.from_hands(rules, hands, bazaar=bazaar or [], leader=0)
    match = Match(rules, 2, r, ScoreSheet(rules, 2), random.Random(1).getstate())
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp, setup, match)
    scripted_moves(table, played or [])
    table.model.refresh()
    run_frames(app, 2)
    return app, table


def _o1(tmp: Path) -> tuple[App, TableScene]:
    """GAMES.md O1 after four moves: seat 0 holds 4:4 5:5 6:6, the arms show 4, 5, 6, 1."""
    return _table(tmp, "osel", [["1:1", "1:5", "4:4", "5:5", "6:6"],
                                ["1:4", "1:6", "0:2", "2:3", "3:5"]], ["0:0", "2:2"],
                  ["1:1", "1:4<", "1:5>", "1:6^"])


def test_the_four_way_table_is_drawn_around_the_spinner(tmp_path: Path) -> None:
    app, table = _o1(tmp_path)
    v = table.view()
    assert [str(p.tile) for p in v.placed] == ["1:4", "1:1", "1:5", "1:6"]
    boxes = {str(p.tile): t.box for p, t in zip(v.placed, v.line.tiles, strict=True)}
    spinner = boxes["1:1"]
    assert boxes["1:6"].bottom <= spinner.y  # the up arm goes up
    assert boxes["1:4"].right <= spinner.x and boxes["1:5"].x >= spinner.right
    for a, b in itertools.combinations(v.line.tiles, 2):
        assert not a.box.overlaps(b.box)
    assert all(v.layout.field.contains(t.box) for t in v.line.tiles)
    app.close()


def test_several_doubles_are_set_aside_then_played_with_one_confirm(tmp_path: Path) -> None:
    app, table = _o1(tmp_path)
    settle(app, table)
    click_tile(app, table, "4:4")  # fits one arm, but may go with others: set aside
    assert table.control.gathered and len(moves(table)) == 4
    button = table.model.hits.button("gather")
    assert button is not None and button.label == "Положить 1 дубль"
    click_tile(app, table, "6:6")
    click_tile(app, table, "5:5")
    v = table.view()
    assert [str(t) for t, _, _ in v.gathered] == ["4:4", "5:5", "6:6"]
    assert table.model.hits.button("gather").label == "Положить 3 дубля"  # type: ignore[union-attr]
    click_tile(app, table, "5:5")  # back into the hand
    assert [str(t) for t, _ in table.control.gathered] == ["4:4", "6:6"]
    click_tile(app, table, "5:5")
    press_button(app, table, "gather")
    assert moves(table)[-1] == "0 4:4<+5:5>+6:6^"
    assert table.session.round.outcome() is not None
    app.close()


def test_one_double_set_aside_plays_alone_by_enter(tmp_path: Path) -> None:
    app, table = _o1(tmp_path)
    settle(app, table)
    click_tile(app, table, "6:6")
    key(app, pygame.K_RETURN, frames=2)
    assert moves(table)[4] == "0 6:6^"
    app.close()


def test_an_arm_by_keyboard_on_a_spinner(tmp_path: Path) -> None:
    # chvv: 1:1 led opens four arms; 1:4 later may go on three of them.
    app, table = _table(tmp_path, "chvv", [["1:1", "1:4", "6:6", "0:0"], ["1:2", "3:4", "5:5"]],
                        played=["1:1", "1:2<"])
    settle(app, table)
    click_tile(app, table, "1:4")
    c = table.control
    assert c.choosing and {t.end for t in table.view().targets} == {1, 2, 3}
    message = table.view().message or ""
    assert "направо к единице" in message and "вверх к единице" in message
    assert "вниз к единице" in message
    key(app, pygame.K_UP, frames=1)
    assert c.end == 2
    key(app, pygame.K_LEFT, frames=1)  # the left arm shows a 2: Left steps back to the right
    assert c.end == 1
    key(app, pygame.K_DOWN, frames=1)
    key(app, pygame.K_RETURN, frames=2)
    assert moves(table)[2] == "0 1:4v"
    app.close()


def test_an_arm_by_mouse_on_a_spinner(tmp_path: Path) -> None:
    app, table = _table(tmp_path, "chvv", [["1:1", "1:4", "6:6", "0:0"], ["1:2", "3:4", "5:5"]],
                        played=["1:1", "1:2<"])
    settle(app, table)
    click_tile(app, table, "1:4")
    up = next(t for t in table.view().targets if t.end == 2)
    click(app, up.box.center, frames=2)
    assert moves(table)[2] == "0 1:4^"
    app.close()


def test_points_in_play_fly_to_the_scorer_and_reach_the_sheet(tmp_path: Path) -> None:
    # GAMES.md M4: 2:2^ makes the count 20 and goes out.
    app, table = _table(tmp_path, "muggins", [["3:3", "3:6", "6:6", "2:2"],
                                              ["3:4", "2:3", "1:5", "0:0"]],
                        played=["3:3", "3:4>", "3:6<", "2:3^", "6:6<", "pass"])
    settle(app, table)
    assert table.session.round.play_points == (10, 10)
    click_tile(app, table, "2:2")
    assert moves(table)[-1] == "0 2:2^"
    words = [w for w in table.model.anim.words if w.kind == "score"]
    assert [w.text for w in words] == ["+20!"]
    word = words[0]
    assert word.travel(word.tween.start) == 0.0 and word.travel(word.tween.end) == 1.0
    for _ in range(600):
        if table.phase is not Phase.PLAY:
            break
        run_frames(app, 1)
    row = table.session.sheet.rows[-1]
    assert [(s.play, s.written) for s in row.sides] == [(30, 35), (10, 10)]
    assert round_text(table.session.sheet.rules, row, 0)[0] == "30+5"
    app.close()
