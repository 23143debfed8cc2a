"""Move clocks, undo, hot-seat play, fair-play hands and announcements at the table."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path
from typing import Any

import pygame
from test_table import moves, scripted, settle, tile_centre
from test_table_fakes import click, frame, key, make_app, start

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scene import Scene
from kozel_gui.scenes.table import TableScene
from kozel_gui.session import AUTOSAVE, Session
from kozel_gui.table.clock import clock_limit
from kozel_gui.table.summary import dealt_and_drawn
from rules import Match, Round, find_preset

SPORTS = find_preset("sports")
KOZEL = find_preset("kozel")


def ctrl_z() -> tuple[pygame.event.Event]:
    return (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                               unicode=""),)


def sports_table(tmp: Path) -> tuple[Any, TableScene]:
    app = make_app(tmp)
    seats = (SeatSetup("Вы", human=True), *(SeatSetup(f"Бот {i}") for i in range(1, 4)))
    scene = start(app, TableScene(app, MatchSetup(SPORTS, seats, 5)))
    return app, scene  # type: ignore[return-value]


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


def run_out(app: Any, scene: TableScene) -> None:
    """Wait for the person's turn, then let the real seconds pass."""
    settle(app, scene)
    frame(app, dt=0.0)  # the clock starts on the first frame of the turn
    before = scene.session.round.ply
    assert scene.move_clock.key == (scene.session.number, before)
    limit = clock_limit(scene.session.round)
    assert limit is not None and scene.move_clock.limit == limit
    frame(app, dt=limit - 0.5)
    assert scene.session.round.ply == before and scene.move_clock.left > 0
    frame(app, dt=0.6)
    assert scene.session.round.ply == before + 1  # the move was made for them


def test_timeout_warns_then_penalises_and_moves(tmp_path: Path) -> None:
    app, scene = sports_table(tmp_path)
    run_out(app, scene)
    row = scene.session.match.sheet.rows[-1]
    assert row.kind == "clock" and row.warning and row.by == 0
    assert scene.session.round.history()[-1].seat == 0
    assert any(w.text == "Время! Предупреждение" for w in scene.anim.words)
    assert scene.note is not None and "Ваше время вышло" in scene.note[0]  # the player is "you"
    assert not scene.session.can_undo()  # a move the clock made cannot be taken back
    run_out(app, scene)
    row = scene.session.match.sheet.rows[-1]
    assert row.kind == "clock" and not row.warning
    assert row.sides[0].penalty == -SPORTS.clock_penalty
    assert scene.session.match.sheet.score[0] == -SPORTS.clock_penalty


def test_clock_waits_for_the_pause_menu_and_bots_never_time_out(tmp_path: Path) -> None:
    app, scene = sports_table(tmp_path)
    settle(app, scene)
    used = scene.move_clock.used
    start(app, _Pause(app))
    for _ in range(5):
        frame(app, dt=30.0)  # only the pause scene on top gets the time
    assert scene.move_clock.used == used
    assert not scene.session.match.sheet.rows


class _Pause(Scene):
    """Stands in for the pause menu: a scene on top of the table."""

    overlay = True


# -- undo --------------------------------------------------------------------------------


def test_undo_asks_once_and_restores_the_position(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path)
    settle(app, scene)
    start_round = scene.session.round
    assert not scene.can_undo() and not scene.tools
    frame(app, events=click(tile_centre(scene, "1:2")))
    settle(app, scene)
    assert moves(scene) == ["0 1:2", "1 2:4>"]
    frame(app)
    assert [b.key for b in scene.tools] == ["undo"]
    frame(app, events=ctrl_z())
    assert scene.asking and moves(scene) == ["0 1:2", "1 2:4>"]
    frame(app)
    assert [b.key for b in scene.ask] == ["undo_yes", "undo_no"]
    frame(app, events=click(scene.ask[1].rect.center))  # «Не отменять»
    assert not scene.asking and not scene.session.practice
    frame(app, events=click(scene.tools[0].rect.center))
    frame(app)
    frame(app, events=click(scene.ask[0].rect.center))
    assert scene.session.round == start_round and scene.session.practice
    assert not scene.asking and scene.can_act()
    saved = json.loads((tmp_path / AUTOSAVE).read_text(encoding="utf-8"))
    assert saved["practice"] is True and saved["match"]["round"]["moves"] == []
    frame(app, events=click(tile_centre(scene, "1:2")))
    settle(app, scene)
    frame(app, events=ctrl_z())  # a practice match does not ask again
    assert not scene.asking and scene.session.round == start_round
    resumed = Session(app, scene.setup, scene.session.match)
    assert resumed.practice


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
    app = make_app(tmp_path)
    two = MatchSetup(KOZEL, (SeatSetup("Аня", human=True), SeatSetup("Боря", human=True)), 4)
    scene: TableScene = start(app, TableScene(app, two))  # type: ignore[assignment]
    for _ in range(3):
        _hot_seat_move(app, scene)
        assert not scene.can_undo() and not scene.tools
        frame(app, events=ctrl_z())
        assert not scene.asking
    kids = MatchSetup(find_preset("kids"), (SeatSetup("Маша", human=True), SeatSetup("Зайка")), 1)
    app2 = make_app(tmp_path / "k")
    table: TableScene = start(app2, TableScene(app2, kids))  # type: ignore[assignment]
    settle(app2, table)
    table.play(table.session.round.legal_moves()[0])
    assert not table.session.undoable and not table.can_undo()


# -- hot seat -----------------------------------------------------------------------------


def _hot_seat_move(app: Any, scene: TableScene) -> bool:
    """Uncover if needed, check the hand is the mover's own, and play a move; True if covered."""
    covered = False
    for _ in range(200):
        if scene.covered is not None or scene.can_act():
            break
        frame(app)
    if scene.covered is not None:
        frame(app)
        assert not scene.can_act()
        w, h = app.screen.get_size()
        hand = scene.layout.hand
        # the cover hides everything: the hand band is dark, no ivory tile shows through
        colour = app.screen.get_at((round(hand.center[0]), round(hand.center[1])))
        assert max(colour[:3]) < 80
        frame(app, events=click((w // 2, h // 2)))
        covered = True
    settle(app, scene)
    r = scene.session.round
    assert scene.viewer == r.to_move and scene.hand() == sorted(r.hand(r.to_move))
    assert scene._open_hand()
    scene.play(r.legal_moves()[0])
    return covered


def test_hot_seat_covers_the_hand_between_people(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    two = MatchSetup(KOZEL, (SeatSetup("Аня", human=True), SeatSetup("Боря", human=True)), 4)
    scene: TableScene = start(app, TableScene(app, two))  # type: ignore[assignment]
    viewers, covers = [], 0
    for _ in range(6):
        if scene.session.round.outcome() is not None:
            break
        covers += _hot_seat_move(app, scene)
        viewers.append(scene.viewer)
    assert {0, 1} <= set(viewers) and covers >= 2


# -- fair play -----------------------------------------------------------------------------


def test_summary_shows_the_bots_dealt_hands_and_draws(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path)
    app.options = dataclasses.replace(app.options, show_bot_hands=True)
    for text in ("1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
                 "pass", "pass"):
        scene.session.apply(scene.session.round.legal_moves()[0].parse(text))
    for _ in range(30):
        frame(app)
    summary = app.stack.top
    assert type(summary).__name__ == "RoundSummaryScene"
    dealt, drawn = summary.fair[1]
    assert [str(t) for t in dealt] == ["0:0", "2:4", "5:5"]
    assert [str(t) for t in drawn] == ["3:3", "4:6", "0:1", "2:3"]
    assert 0 not in summary.fair  # the person's own hand is not repeated
    assert dealt_and_drawn(scene.session.round, 0)[1] == (scene.session.round.history()[6].drawn,)


# -- announcements ---------------------------------------------------------------------------


def test_announcements_replace_each_other(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path, speed=1.0)
    frame(app, events=key(pygame.K_SPACE))  # finish the deal
    now = scene.anim.now
    scene.say("Стук!", 1, lead=0.0)
    scene.say("Рыба!", 1, lead=0.2)
    scene.say("Вышел!", 0, lead=0.0)
    frame(app, dt=0.3)
    showing = [w.text for w in scene.anim.words if w.look(scene.anim.now)[1] > 0]
    assert sorted(showing) == ["Вышел!", "Рыба!"]
    assert scene.anim.now > now
    app0, instant = scripted(tmp_path / "i")
    instant.say("Стук!", 1)
    instant.say("Рыба!", 0)
    assert [w.text for w in instant.anim.words] == ["Рыба!"]
    frame(app0, dt=1.0)
    assert not instant.anim.words  # brief at instant speed
