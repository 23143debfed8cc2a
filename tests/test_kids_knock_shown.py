"""An animal's knock shows long enough to be seen and read aloud (P36b #3): the knocking
hand by the bunny's plate was gone after about a second.  It shows at least
``KNOCK_SHOWN_S`` from when its tap is seen, longer at a slower pace, and the moves played
meanwhile (the bear's tile right after it) do not take it away: it shows on until the
bunny moves again.  Played at the kids' own
pace on the app's stepped clock, a child tapping what glows."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import make_app, run_frames
from kids_kit import add_child
from test_kids_table import child_move

from kozel_gui.kids import table as table_module
from kozel_gui.kids.table import KIDS_PACE, KNOCK_SHOWN_S, KidsTableScene, knock_shown_s
from kozel_gui.scenes.kids import KidsScene
from rules import MoveKind

LEVEL3_KNOCK_SEED = 5
"""A level-3 deal where the bunny (seat 1) knocks and the bear puts a tile down at once
after it."""
BUNNY, BEAR = 1, 2


def _level3(tmp: Path) -> tuple[KidsTableScene, object]:
    add_child(tmp)
    app = make_app(tmp)  # the options' pace: motions as a child sees them
    app.args.seed = LEVEL3_KNOCK_SEED
    home = KidsScene(app)
    app.push(home)
    run_frames(app, 2)
    home.finished(1, 3)
    home.finished(2, 3)
    home.enter()
    home.open_level(3)
    run_frames(app, 2)
    table = app.stack.top
    assert isinstance(table, KidsTableScene)
    return table, app


def _step(app: object, table: KidsTableScene) -> None:
    if table.model.ready():
        child_move(app, table)  # type: ignore[arg-type]
    else:
        run_frames(app, 1)  # type: ignore[arg-type]


def test_the_bunnys_knock_still_shows_two_seconds_later_after_the_bears_move(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table, app = _level3(tmp_path)
    speed = table.model.speed
    assert speed == pytest.approx(KIDS_PACE), "the kids' pace at the options' usual speed"
    hands: list[pygame.Rect] = []
    real_icon = table_module.knock_icon
    monkeypatch.setattr(table_module, "knock_icon",
                        lambda s, r, now: (hands.append(r), real_icon(s, r, now)))

    def knocked() -> int | None:
        return next((i for i, s in enumerate(table.session.round.history())
                     if s.seat == BUNNY and s.move.kind is MoveKind.PASS), None)

    for _ in range(3000):
        if knocked() is not None:
            break
        _step(app, table)
    ply = knocked()
    assert ply is not None, "the bunny knocked in this deal"
    shown = table.knocks[BUNNY].at
    seen: list[tuple[float, bool]] = []  # (time since the knock showed, its hand shows)
    bear_at: float | None = None
    while app.now < shown + 2.0 or bear_at is None:  # type: ignore[attr-defined]
        _step(app, table)
        seen.append((app.now - shown, table.knocking(BUNNY)))  # type: ignore[attr-defined]
        history = table.session.round.history()
        if bear_at is None and len(history) > ply + 1:
            assert history[ply + 1].seat == BEAR and history[ply + 1].move.is_placement
            bear_at = app.now - shown  # type: ignore[attr-defined]
    assert all(on for t, on in seen if t < 2.0), "for 2 s after the knock its hand shows"
    assert seen[-1][1], "the bear's tile put down after it does not take it away"
    hands.clear()
    run_frames(app, 1)  # type: ignore[arg-type]
    assert table.knock_box(BUNNY) in hands, "it is drawn by the bunny's plate"
    assert knock_shown_s(speed) >= KNOCK_SHOWN_S >= 2.5

    for _ in range(3000):  # on until the bunny moves again (or the round ends)
        history = table.session.round.history()
        if any(s.seat == BUNNY for s in history[ply + 1:]) or table.session.round.outcome():
            break
        assert table.knocking(BUNNY), "the bunny's knock shows until it moves again"
        _step(app, table)
    run_frames(app, 1)  # type: ignore[arg-type]
    again = table.knocks[BUNNY]
    assert again.ply != ply or not table.knocking(BUNNY), \
        "once the bunny has moved again, its old knock is gone"


def test_a_slower_pace_keeps_the_knock_longer() -> None:
    assert knock_shown_s(0.0) == KNOCK_SHOWN_S, "instant motions: still long enough to see"
    assert knock_shown_s(KIDS_PACE) >= KNOCK_SHOWN_S
    assert knock_shown_s(4 * KIDS_PACE) > 2 * KNOCK_SHOWN_S, "the slowest pace: longer"
