"""Move clocks, undo, hot-seat play, fair-play hands and announcements at the table."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import pygame
from conftest import click, key, make_app, press, run_frames
from table_kit import (
    click_tile,
    moves,
    press_button,
    scripted,
    scripted_moves,
    settle,
    summary_of,
    table_app,
    top,
)

from kozel_gui.app import App
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.host import StepClock
from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.session import Session
from kozel_gui.table import flow
from kozel_gui.table.clock import clock_limit
from kozel_gui.table.summary import RoundSummaryScene, dealt_and_drawn
from kozel_gui.table.view import CORNER
from rules import Match, MoveKind, Round, find_preset

SPORTS = find_preset("sports")
KOZEL = find_preset("kozel")


def ctrl_z(app: App) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))
    run_frames(app, 2)


def sports_table(tmp: Path) -> tuple[App, TableScene]:
    seats = (SeatSetup("Вы", human=True), *(SeatSetup(f"Бот {i}") for i in range(1, 4)))
    return table_app(tmp, MatchSetup(SPORTS, seats, 5))


# -- move clocks ------------------------------------------------------------------------


def test_clock_limits_follow_the_position() -> None:
    seen: dict[float, int] = {}
    rng = random.Random(2)
    for _ in range(40):
        r = Round.deal(SPORTS, rng, 4)
        while r.outcome() is None:
            legal = r.legal_moves()
            limit = clock_limit(r)
            fish = any((o := r.play(m).outcome()) is not None and o.kind == "fish" for m in legal)
            same = r.ends is not None and r.ends[0] == r.ends[1]
            one = len(legal) == 1 or (same and len({m.tile for m in legal}) == 1)
            want = SPORTS.clock_fish if fish else (
                SPORTS.clock_one if one else SPORTS.clock_many)
            assert limit == want
            seen[want] = seen.get(want, 0) + 1
            r = r.play(rng.choice(legal))
    assert set(seen) == {SPORTS.clock_one, SPORTS.clock_many, SPORTS.clock_fish}
    assert clock_limit(Round.deal(KOZEL, random.Random(1), 2)) is None


def run_out(app: App, table: TableScene) -> None:
    """Wait for the person's turn, then let the real seconds pass (a coarse injected clock)."""
    settle(app, table)
    run_frames(app, 1)  # the clock starts on the first frame of the turn
    clock = table.model.move_clock
    before = table.session.round.ply
    assert clock.key == (table.session.number, before)
    limit = clock_limit(table.session.round)
    assert limit is not None and clock.limit == limit
    step = app.clock
    assert isinstance(step, StepClock)
    for _ in range(int(limit / 0.25) + 4):
        step.advance(0.25)  # a person who sits and thinks
        run_frames(app, 1)
        if table.session.round.ply != before:
            break
        assert clock.used < limit + 0.5
    history = table.session.round.history()
    assert len(history) > before and history[before].seat == 0  # the move was made for them


def test_timeout_warns_then_penalises_and_moves(tmp_path: Path) -> None:
    app, table = sports_table(tmp_path)
    run_out(app, table)
    row = table.session.match.sheet.rows[-1]
    assert row.kind == "clock" and row.warning and row.by == 0
    assert table.model.note is not None and "Время вышло" in str(table.model.note[0])
    # The move made for the person is a sentence about them, not «Вы: стучать».
    assert str(table.model.note[0]).startswith("Время вышло — ход сделан автоматически: Вы ")
    assert not table.session.can_undo()  # a move the clock made cannot be taken back
    run_out(app, table)
    row = table.session.match.sheet.rows[-1]
    assert row.kind == "clock" and not row.warning
    assert row.sides[0].penalty == -SPORTS.clock_penalty
    assert table.session.match.sheet.score[0] == -SPORTS.clock_penalty
    app.close()


def test_clock_waits_for_the_pause_menu_and_bots_never_time_out(tmp_path: Path) -> None:
    app, table = sports_table(tmp_path)
    settle(app, table)
    run_frames(app, 1)
    used = table.model.move_clock.used
    from conftest import key

    key(app, pygame.K_ESCAPE, frames=2)
    assert top(app) is not table
    run_frames(app, 120)  # only the pause scene on top gets the time
    assert table.model.move_clock.used == used
    assert not table.session.match.sheet.rows
    app.close()


# -- undo --------------------------------------------------------------------------------


def test_undo_asks_once_and_restores_the_position(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    start_round = table.session.round
    assert table.model.hits.button("undo") is None
    click_tile(app, table, "1:2")
    settle(app, table)
    assert moves(table) == ["0 1:2", "1 2:4>"]
    assert [b.key for b in table.buttons] == [*CORNER, "undo"]
    ctrl_z(app)
    assert table.view().asking and moves(table) == ["0 1:2", "1 2:4>"]
    assert [b.key for b in table.buttons] == ["undo_yes", "undo_no"]
    press_button(app, table, "undo_no")  # «Не отменять»
    assert not table.view().asking and not table.session.practice
    press_button(app, table, "undo")
    press_button(app, table, "undo_yes")
    assert table.session.round == start_round and table.session.practice
    assert not table.view().asking and table.model.ready()
    table.session.written()
    saved = json.loads(app.data.path(table.session.autosave_name).read_text(encoding="utf-8"))
    assert saved["practice"] is True and saved["match"]["round"]["moves"] == []
    click_tile(app, table, "1:2")
    settle(app, table)
    ctrl_z(app)  # a practice match does not ask again
    assert not table.view().asking and table.session.round == start_round
    resumed = Session(app, table.setup, table.session.match)
    assert resumed.practice
    app.close()


def test_undo_is_still_there_after_a_resume(tmp_path: Path) -> None:
    from kozel_gui.scenes import load_autosave, table_scene
    from kozel_gui.scenes.menu import MenuScene

    app, table = scripted(tmp_path)
    settle(app, table)
    click_tile(app, table, "1:2")
    settle(app, table)
    assert [b.key for b in table.buttons] == [*CORNER, "undo"]
    key(app, pygame.K_ESCAPE)
    press(app, tr("pause.menu"))  # the match is left: only its file keeps it
    assert isinstance(top(app), MenuScene)
    found = load_autosave(app)
    assert found is not None
    app.reset_to(table_scene(app, *found))
    run_frames(app, 2)
    resumed = top(app)
    settle(app, resumed)
    assert moves(resumed) == ["0 1:2", "1 2:4>"]
    assert [b.key for b in resumed.buttons] == [*CORNER, "undo"]  # as before the resume
    press_button(app, resumed, "undo")
    press_button(app, resumed, "undo_yes")
    assert moves(resumed) == [] and resumed.session.practice
    app.close()


def test_practice_match_is_stored_marked_and_left_out_of_statistics(tmp_path: Path) -> None:
    from kozel_gui.history import record_finished_match
    from kozel_gui.profiles import Profiles

    app = make_app(tmp_path)
    Profiles().added("Аня").save(app.data)
    setup = MatchSetup(KOZEL, (SeatSetup("Вы", human=True), SeatSetup("Бот")), 3)
    match = _finished(setup)
    record_finished_match(app, setup, match)
    record_finished_match(app, setup, match, practice=True)
    with History.open(tmp_path / HISTORY_FILE) as history:
        rows = history.list_matches()
        assert len(rows) == 2
        stored = history.get_match(rows[0].id)
        assert stored is not None and stored.setup.get("practice") is True
        assert rows[0].profile == "Аня" and len(history.facts("Аня")) == 1


def _finished(setup: MatchSetup) -> Match:
    from rules.bots import find_bot
    from rules.match import play_match

    bots = [find_bot("heaviest")] * setup.players
    m = Match.start(setup.rules, setup.players, 3)
    return play_match(m, bots, random.Random(3))


def test_no_undo_in_hot_seat_or_kids(tmp_path: Path) -> None:
    two = MatchSetup(KOZEL, (SeatSetup("Аня", human=True), SeatSetup("Боря", human=True)), 4)
    app, table = table_app(tmp_path, two)
    for _ in range(3):
        _hot_seat_move(app, table)
        assert not flow.can_undo(table.model) and table.model.hits.button("undo") is None
        ctrl_z(app)
        assert not table.view().asking
    app.close()
    kids = MatchSetup(find_preset("kids"), (SeatSetup("Маша", human=True), SeatSetup("Зайка")), 1)
    app2, kid = table_app(tmp_path / "k", kids)
    settle(app2, kid)
    _play_first(app2, kid)
    assert not kid.session.undoable and not flow.can_undo(kid.model)
    app2.close()


# -- hot seat -----------------------------------------------------------------------------


def _play_first(app: App, table: TableScene) -> None:
    """Make the first legal move the way a person would: a click on what it needs."""
    v = table.view()
    move = v.round.legal_moves()[0]
    if move.kind is MoveKind.DRAW:
        click(app, table.layout.bazaar.center, frames=2)
    elif move.tile is None or move.kind is MoveKind.PAIR:
        click(app, v.buttons[0].rect.center, frames=2)
    else:
        click(app, v.hand_boxes[v.hand.index(move.tile)].center, frames=2)
        if table.view().targets:
            click(app, table.view().targets[0].box.center, frames=2)


def _hot_seat_move(app: App, table: TableScene) -> bool:
    """Uncover if needed, check the hand is the mover's own, and play a move; True if covered."""
    covered = False
    for _ in range(200):
        if table.view().cover is not None or table.model.ready():
            break
        run_frames(app, 1)
    if table.view().cover is not None:
        for _ in range(60):  # the cover takes a click only after a moment
            cover = table.view().cover
            if cover is not None and cover.go is not None:
                break
            run_frames(app, 1)
        assert not table.model.can_act()
        w, h = app.screen.get_size()
        hand = table.layout.hand
        # the cover hides everything: the hand band is dark, no ivory tile shows through
        colour = app.screen.get_at((round(hand.center[0]), round(hand.center[1])))
        assert max(colour[:3]) < 80
        click(app, (w // 2, h // 2), frames=2)
        covered = True
    settle(app, table)
    r = table.session.round
    v = table.view()
    assert table.model.viewer == r.to_move and list(v.hand) == sorted(r.hand(r.to_move))
    assert v.open_hand
    ply = r.ply
    _play_first(app, table)
    assert table.session.round.ply > ply
    return covered


def test_hot_seat_covers_the_hand_between_people(tmp_path: Path) -> None:
    two = MatchSetup(KOZEL, (SeatSetup("Аня", human=True), SeatSetup("Боря", human=True)), 4)
    app, table = table_app(tmp_path, two)
    viewers, covers = [], 0
    for _ in range(6):
        if table.session.round.outcome() is not None:
            break
        covers += _hot_seat_move(app, table)
        viewers.append(table.model.viewer)
    assert {0, 1} <= set(viewers) and covers >= 2
    app.close()


# -- fair play -----------------------------------------------------------------------------


def test_summary_shows_the_bots_dealt_hands_and_draws(tmp_path: Path) -> None:
    from table_kit import scripted as scripted_table

    app, table = scripted_table(tmp_path)
    app.options = dataclasses.replace(app.options, show_bot_hands=True)
    scripted_moves(table, ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<",
                           "draw", "draw", "pass", "pass"])
    for _ in range(60):
        run_frames(app, 1)
    summary = top(app)
    assert isinstance(summary, RoundSummaryScene)
    dealt, drawn = summary.fair[1]
    assert [str(t) for t in dealt] == ["0:0", "2:4", "5:5"]
    assert [str(t) for t in drawn] == ["3:3", "4:6", "0:1", "2:3"]
    assert 0 not in summary.fair  # the person's own hand is not repeated
    assert dealt_and_drawn(table.session.round, 0)[1] == (table.session.round.history()[6].drawn,)
    app.close()


# -- announcements ---------------------------------------------------------------------------


def test_a_knock_is_said_by_its_seat_with_the_name_and_cleared_at_the_next_deal(
        tmp_path: Path) -> None:
    app, table = scripted(tmp_path, "--speed", "1")
    scripted_moves(table, ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<",
                           "draw", "draw"])
    table.model.relayout()
    click(app, (5, 300), frames=1)  # finish the deal's motion
    settle(app, table)
    from conftest import key

    key(app, pygame.K_k, frames=2)  # the person knocks
    said = {w.text: w.pos for w in table.view().words}
    assert said["Бот: стук!"] == "north" and said["Вы: стук!"] == "south"
    assert said["Вы сделали рыбу!"] == "south"  # the last to place made the fish: the knock, then it
    summary_of(app)
    run_frames(app, 40)
    key(app, pygame.K_SPACE, frames=2)
    assert table.session.number == 2 and table.view().words == ()
    app.close()


def test_enter_on_the_undo_question_keeps_the_match_unless_yes_is_chosen(tmp_path: Path) -> None:
    """PT-AA: Enter gave «Отменить ход», so a reflexive Enter made the match a practice one
    (no rating, no statistics).  The ring starts on «Не отменять» (the lit answer) and Enter
    gives it; Tab or an arrow moves the ring to «Отменить ход», and then Enter undoes."""
    app, table = scripted(tmp_path)
    settle(app, table)
    start_round = table.session.round
    click_tile(app, table, "1:2")
    settle(app, table)
    ctrl_z(app)
    assert table.view().asking
    assert {b.key: b.glow for b in table.model.hits.buttons} == {"undo_yes": False,
                                                                 "undo_no": True}
    assert (item := table.focus.current()) is not None and item.key == "undo_no"
    key(app, pygame.K_RETURN)
    assert not table.view().asking and not table.session.practice
    assert moves(table) == ["0 1:2", "1 2:4>"], "nothing undone"
    ctrl_z(app)
    key(app, pygame.K_TAB)
    assert (item := table.focus.current()) is not None and item.key == "undo_yes"
    key(app, pygame.K_RIGHT)
    assert (item := table.focus.current()) is not None and item.key == "undo_no"
    key(app, pygame.K_LEFT)
    assert (item := table.focus.current()) is not None and item.key == "undo_yes"
    key(app, pygame.K_RETURN)
    assert table.session.round == start_round and table.session.practice
    app.close()
