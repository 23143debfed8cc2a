"""Fives games show the count of the open ends on the table («Сумма концов: 15», GAMES.md §0),
from the engine's own count, and never before the tile that made it has landed (P26: a strong
player had to add the ends up himself in Muggins)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import click_tile, press_button, settle, still, table_app

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset


def _table(tmp: Path, preset: str, *argv: str) -> tuple[App, TableScene]:
    """Two seats: the person leads 5:5 or 2:3; the bot answers from 5:0 4:1 6:6."""
    rules = find_preset(preset)
    r = Round.from_hands(rules, [["5:5", "2:3", "1:1"], ["0:5", "1:4", "6:6"]],
                         bazaar=["0:0", "2:2", "3:3", "4:4", "0:1", "0:2", "0:3"], leader=0)
    match = Match(rules, 2, r, ScoreSheet(rules, 2), random.Random(1).getstate())
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)
    return table_app(tmp, setup, match, *argv)


def test_the_count_shows_once_the_tile_has_landed_and_follows_the_engine(tmp_path: Path) -> None:
    app, table = _table(tmp_path, "muggins", "--speed", "1")
    settle(app, table)
    assert table.view().count is None  # nothing on the table yet
    click_tile(app, table, "5:5")
    assert table.session.round.board_count == 10
    assert table.view().count is None  # the 5–5 is still flying from the hand
    still(app, table)
    assert table.view().count == "Сумма концов: 10"
    settle(app, table)  # the bot has answered and its tile has landed
    still(app, table)
    r = table.session.round
    assert len(r.history()) >= 2
    assert table.view().count == f"Сумма концов: {r.board_count}"
    app.close()


def test_the_count_tag_is_drawn_in_its_own_box_clear_of_the_board(tmp_path: Path) -> None:
    app, table = _table(tmp_path, "muggins")
    click_tile(app, table, "5:5")
    run_frames(app, 2)
    v = table.view()
    assert v.fixtures is not None and "count" in v.fixtures.tags
    box = v.fixtures.tags["count"]
    assert all(not box.overlaps(t.box) for t in v.line.tiles)
    assert box in v.layout.keepout
    app.close()


def test_games_without_fives_show_no_count(tmp_path: Path) -> None:
    for preset in ("kozel", "osel", "bergen"):
        app, table = _table(tmp_path / preset, preset)
        click_tile(app, table, "5:5")
        still(app, table)
        v = table.view()
        assert v.count is None and v.fixtures is not None and "count" not in v.fixtures.tags
        app.close()


def test_an_undo_shows_the_count_of_the_board_it_goes_back_to(tmp_path: Path) -> None:
    """P29: after Ctrl+Z the tag kept the count of the moves undone (14 over a board of 10)."""
    app, table = _table(tmp_path, "muggins")
    settle(app, table)
    click_tile(app, table, "5:5")
    settle(app, table)
    still(app, table)
    assert len(table.session.round.history()) >= 2 and table.view().count is not None
    press_button(app, table, "undo")
    press_button(app, table, "undo_yes")
    still(app, table)
    r = table.session.round
    assert r.history() == () and table.view().count is None  # back to the empty table
    click_tile(app, table, "2:3")  # play goes on from there, counted afresh
    still(app, table)
    assert table.view().count == f"Сумма концов: {table.session.round.board_count}"
    app.close()


def test_points_scored_in_play_are_drawn_over_the_tables_buttons(tmp_path: Path) -> None:
    """P29: «+20!» flew half under «Отменить ход»; a score in play is drawn after every
    button (a seat's «стук!» stays under them)."""
    app, table = _table(tmp_path, "muggins", "--speed", "1")
    settle(app, table)
    click_tile(app, table, "5:5")  # the lead scores 10 in Muggins
    still(app, table)
    for _ in range(30):
        with recording() as log:
            run_frames(app, 1)
        roles = [i.role for i in log]
        if "word" in roles and any(r.startswith("button.") for r in roles):
            break
    else:
        raise AssertionError("never a frame with «+10!» and a button")
    last_button = max(i for i, r in enumerate(roles) if r.startswith("button."))
    assert roles.index("word") > last_button and log[roles.index("word")].text == "+10!"
    app.close()


def test_a_score_in_play_lands_by_the_scorers_plate_never_over_it(tmp_path: Path) -> None:
    """P29: «+5!» flew over the edges of the box it went to; P38b: landing inside the plate
    it covered the scorer's name and tile count.  With the sheet folded a score made in play
    lands on the free felt nearest the scorer's plate, over no plate, and never leaves the
    window (unfolded it flies to the scorer's column: ``test_score_flight``)."""
    app, table = _table(tmp_path, "muggins", "--speed", "1")
    key(app, pygame.K_s)  # the sheet folded
    assert not table.model.expanded
    settle(app, table)
    click_tile(app, table, "5:5")  # the lead scores 10 in Muggins
    seen = []
    for _ in range(400):
        with recording() as log:
            run_frames(app, 1)
        seen += [i.within for i in log if i.role == "word" and i.text == "+10!" and i.within]
        if seen and not any(i.role == "word" for i in log):
            break
    assert len(seen) > 5, "«+10!» never flew"
    window = pygame.Rect((0, 0), app.screen.get_size())
    assert all(window.contains(r) for r in seen), seen
    plates = [pygame.Rect(*(round(v) for v in p.plate)) for p in table.model.layout.seats.values()]
    mine = pygame.Rect(*(round(v) for v in table.model.layout.seats["south"].plate))
    assert not [r for r in seen if r.collidelist(plates) >= 0], "a banner over a plate"

    def gap(r: pygame.Rect, p: pygame.Rect) -> float:
        return abs(r.centerx - p.centerx) + abs(r.centery - p.centery)

    # The person's «+10!» (the bot's answer scores 10 too): where it first comes to rest
    # after flying is where it landed, by the person's plate, nearer it than any other.
    moved = next(k for k in range(1, len(seen)) if seen[k].center != seen[k - 1].center)
    landed = next(seen[k] for k in range(moved + 1, len(seen)) if seen[k] == seen[k - 1])
    assert min(plates, key=lambda p: gap(landed, p)) == mine, (landed, plates)
    assert gap(landed, mine) < gap(seen[0], mine), "it flew towards its plate"
    app.close()


def test_the_table_says_whose_move_it_is_in_words(tmp_path: Path) -> None:
    """P31: nothing on the table said «Ваш ход»; only the plate glowed."""
    app, table = _table(tmp_path, "kozel", "--speed", "1")
    settle(app, table)
    assert table.view().message == "Ваш ход"
    click_tile(app, table, "5:5")
    assert table.view().message != "Ваш ход"  # the bot's turn now
    app.close()
