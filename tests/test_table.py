"""The table scene played with synthetic mouse and keyboard events, as a person would."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_table_fakes import click, frame, key, make_app, start

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from rules import Match, MoveKind, Round, ScoreSheet, find_preset

KOZEL = find_preset("kozel")


def scripted(tmp: Path, **args: Any) -> tuple[Any, TableScene]:
    """A two-player round whose bot moves are forced: lead, end choice, draws, knocks, fish.

    Human: 1:2 1:4 0:5; bot: 2:4 0:0 5:5; bazaar 3:3 4:6 4:4 0:1 2:3.
    1:2 led; bot 2:4> (ends 1, 4); 1:4 fits both ends; bot draws 3:3, 4:6 and plays it;
    the human draws 4:4 and plays it; both knock with the bazaar empty: a fish.
    """
    app = make_app(tmp, **args)
    r = Round.from_hands(KOZEL, [["1:2", "1:4", "0:5"], ["2:4", "0:0", "5:5"]],
                         bazaar=["3:3", "4:6", "4:4", "0:1", "2:3"], leader=0)
    match = Match(KOZEL, 2, r, ScoreSheet(KOZEL, 2), random.Random(1).getstate())
    setup = MatchSetup(KOZEL, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")))
    return app, start(app, TableScene(app, setup, match))  # type: ignore[return-value]


def settle(app: Any, scene: TableScene, limit: int = 400) -> None:
    """Run frames until the human may act or the round is over."""
    for _ in range(limit):
        if scene.can_act() or scene.phase != "play":
            return
        frame(app)
    raise AssertionError("the table never became ready")


def tile_centre(scene: TableScene, text: str) -> tuple[float, float]:
    hand = [str(t) for t in scene.hand()]
    return scene.hand_boxes()[hand.index(text)].center


def moves(scene: TableScene) -> list[str]:
    return [f"{s.seat} {s.move}" for s in scene.session.round.history()]


def test_mouse_plays_the_scripted_round(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path)
    settle(app, scene)
    frame(app, events=click(tile_centre(scene, "1:2")))
    settle(app, scene)
    frame(app, events=click(tile_centre(scene, "0:5")))  # does not fit: a reason, no move
    assert scene.note is not None and "1 и 4" in scene.note[0]
    assert len(moves(scene)) == 2
    frame(app, events=click(tile_centre(scene, "1:4")))  # fits both ends: selected
    assert scene.control.selected is not None and scene.control.choosing
    left = scene.end_box(scene.hand()[scene.control.selected], 0)
    assert left is not None
    frame(app, events=click(left.center))
    assert moves(scene)[2] == "0 1:4<"
    settle(app, scene)
    frame(app, events=click(scene.layout.bazaar.center))  # nothing fits: draw
    settle(app, scene)
    frame(app, events=click(tile_centre(scene, "4:4")))
    settle(app, scene)
    frame(app)  # the «Стучу» button is laid out when drawn
    assert [b.key for b in scene.buttons] == ["knock"]
    frame(app, events=click(scene.buttons[0].rect.center))
    settle(app, scene)
    assert moves(scene) == ["0 1:2", "1 2:4>", "0 1:4<", "1 draw", "1 draw", "1 4:6>",
                            "0 draw", "0 4:4<", "1 draw", "1 draw", "1 pass", "0 pass"]
    outcome = scene.session.round.outcome()
    assert outcome is not None and outcome.kind == "fish" and outcome.blocked
    assert len(scene.session.sheet.rows) == 1


def test_keyboard_plays_the_scripted_round(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path)
    settle(app, scene)
    # hand sorted: 0:5 1:2 1:4; → twice selects 1:2
    frame(app, events=key(pygame.K_RIGHT) + key(pygame.K_RIGHT) + key(pygame.K_RETURN))
    settle(app, scene)
    frame(app, events=key(pygame.K_RIGHT) + key(pygame.K_RIGHT))  # 0:5, then 1:4
    frame(app, events=key(pygame.K_RETURN))
    assert scene.control.choosing
    frame(app, events=key(pygame.K_LEFT) + key(pygame.K_RETURN))
    assert moves(scene)[2] == "0 1:4<"
    settle(app, scene)
    frame(app, events=key(pygame.K_d))
    settle(app, scene)
    frame(app, events=key(pygame.K_LEFT) + key(pygame.K_RETURN))  # ← from no selection: the last tile, 4:4
    settle(app, scene)
    frame(app, events=key(pygame.K_k))
    settle(app, scene)
    assert moves(scene)[-5:] == ["0 4:4<", "1 draw", "1 draw", "1 pass", "0 pass"]
    assert scene.phase == "reveal"


def test_drag_and_drop_onto_an_end(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path)
    settle(app, scene)
    frame(app, events=click(tile_centre(scene, "1:2")))
    settle(app, scene)
    src = tile_centre(scene, "1:4")
    right = scene.end_box(scene.hand()[1], 1)
    assert right is not None
    down, _ = click(src)
    dst = (round(right.center[0]), round(right.center[1]))
    frame(app, events=(down,
                       pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(0, 0), buttons=(1, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1)))
    assert moves(scene)[2] == "0 1:4>"


def test_summary_then_next_round_and_hint(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path)
    scene.session.match = scene.session.match.play(scene.session.round.legal_moves()[0])
    for _ in range(200):
        frame(app)
        if scene.can_act():
            frame(app, events=key(pygame.K_h))
            assert scene.note is not None and "Подсказка" in scene.note[0]
            break
    app2, table = scripted(tmp_path / "b")
    settle(app2, table)
    for text in ("1:2",):
        frame(app2, events=click(tile_centre(table, text)))
    assert table.session.round.ply >= 1


def agent_turn(scene: TableScene, stats: dict[str, int]) -> tuple[pygame.event.Event, ...]:
    """A mouse-only player: draws, knocks, prefers tiles that need an end to be chosen."""
    r = scene.session.round
    legal = r.legal_moves()
    kinds = {m.kind for m in legal}
    if kinds == {MoveKind.DRAW}:
        stats["draw"] += 1
        return click(scene.layout.bazaar.center)
    if kinds == {MoveKind.PASS} or MoveKind.DECLINE in kinds:
        stats["knock"] += 1
        return click(scene.buttons[0].rect.center)
    hand = scene.hand()
    for i, t in enumerate(hand):
        ends = [m.end for m in legal if m.tile == t and m.kind is MoveKind.PLAY]
        if len(ends) == 2 and r.ends is not None and r.ends[0] != r.ends[1]:
            stats["choose"] += 1
            box = scene.end_box(t, 1)
            assert box is not None
            return click(scene.hand_boxes()[i].center) + click(box.center)
    tile = next(m.tile for m in legal if m.tile is not None)
    return click(scene.hand_boxes()[hand.index(tile)].center)


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 8)])
def test_mouse_only_whole_round_against_bots(tmp_path: Path, players: int, seed: int) -> None:
    app = make_app(tmp_path)
    bots = [SeatSetup(f"Бот {i}", bot="medium") for i in range(1, players)]
    seats = (SeatSetup("Вы", human=True), *bots)
    scene: TableScene = start(app, TableScene(app, MatchSetup(KOZEL, seats, seed)))  # type: ignore[assignment]
    stats = {"draw": 0, "knock": 0, "choose": 0}
    for _ in range(3000):
        if scene.phase != "play":
            break
        if scene.can_act():
            frame(app)
            before = scene.session.round.ply
            frame(app, events=agent_turn(scene, stats))
            assert scene.session.round.ply > before
        frame(app)
    assert scene.session.round.outcome() is not None
    frame(app, events=key(pygame.K_SPACE))  # the summary opens
    frame(app, events=key(pygame.K_SPACE))  # and continues to the next deal
    frame(app)
    assert scene.session.number == 2 and scene.phase == "play"


def test_animated_play_skips_on_click(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path, speed=1.0)
    assert scene.anim.busy  # the deal is flying
    frame(app, events=click((5, 300)))
    assert not scene.anim.busy
    frame(app, events=click(tile_centre(scene, "1:2")))
    assert scene.anim.busy and moves(scene) == ["0 1:2"]
    for _ in range(240):
        frame(app, 1 / 30)
    assert moves(scene)[:2] == ["0 1:2", "1 2:4>"]


def test_sheet_collapses_on_click(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path)
    wide = scene.layout.sheet.w
    frame(app, events=click(scene.layout.sheet.center))
    assert scene.layout.sheet.w < wide and not scene.expanded


def test_match_over_screen_after_the_goat_round(tmp_path: Path) -> None:
    app, scene = scripted(tmp_path)
    sheet = ScoreSheet(KOZEL, 2)
    sheet = sheet.record(points=[99, 0], ended="out", by=1)
    scene.session.match = Match(KOZEL, 2, scene.session.round, sheet, random.Random(1).getstate())
    for text in ("1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
                 "pass", "pass"):
        scene.session.apply(scene.session.round.legal_moves()[0].parse(text))
    for _ in range(30):
        frame(app)
    assert type(app.stack.top).__name__ == "RoundSummaryScene"
    frame(app, events=key(pygame.K_SPACE))
    frame(app)
    over = app.stack.top
    assert type(over).__name__ == "MatchOverScene"
    assert scene.session.match.goat == 0 and not (tmp_path / "autosave.json").exists()
    frame(app, events=key(pygame.K_RETURN))
    frame(app)
    assert type(app.stack.top).__name__ == "TableScene" and app.stack.top is not scene
