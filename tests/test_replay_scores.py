"""Issue 12 (PT-T): the replay of a Muggins match showed none of the points scored in play:
the sheet read 0 : 0 after Ivan's 2–2 for +5, and no caption named a move's points.  Now
each move's caption says what it scored (the engine's ``Step.points``), the sheet shows
the round being played with the engine's running figures, and stepping forward the
points fly from the board to the scorer's column as at the table, counted when they land."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import key, make_app, run_frames
from test_history_support import setup_json, stored_json

from kozel_gui.app import App
from kozel_gui.host import StepClock
from kozel_gui.i18n import ntr, set_language
from kozel_gui.scenes.replay import ReplayScene
from kozel_gui.table.anim import LAND
from kozel_gui.table.sheet import score_cell
from kozel_gui.table.theme import recording
from rules import Round, ScoreSheet

SEED = 3


def _replay(tmp: Path, speed: str) -> tuple[App, ReplayScene]:
    app = make_app(tmp, "--speed", speed)
    scene = ReplayScene(app, stored_json(SEED, 2, "muggins"), setup_json(2, "muggins"))
    app.reset_to(scene)
    run_frames(app, 2)
    return app, scene


def _drawn(app: App) -> dict[str, Any]:
    """One frame: the sheet's cells and the flying words it drew, by role."""
    with recording() as log:
        run_frames(app, 1)
    return {(i.role if i.role != "word" else f"word:{i.text}"): i for i in log
            if i.role.startswith("sheet.") or i.role == "word"}


def _engine_rounds() -> tuple[list[Round], list[ScoreSheet]]:
    """Each stored round as the engine has it, and the sheet before it."""
    from kozel_gui.history_json import rounds_of, sheet_of

    data = stored_json(SEED, 2, "muggins")
    sheet = sheet_of(data)
    rounds = [Round.from_json(r) for r in rounds_of(data)]
    befores = [ScoreSheet.from_entries(sheet.rules, 2, sheet.entries[:k])
               for k in range(len(rounds))]
    return rounds, befores


def test_each_step_shows_the_engines_running_score_and_names_its_points(tmp_path: Path) -> None:
    set_language("en")
    app, scene = _replay(tmp_path, "0")
    rounds, befores = _engine_rounds()
    final, before = rounds[0], befores[0]
    steps = final.history()
    assert sum(s.points for s in steps) > 0, "the first round scores in play"
    named = 0
    for ply in range(1, len(steps)):  # the last move writes the row: not a running one
        key(app, pygame.K_RIGHT, frames=1)
        assert scene.replay.at == (0, ply)
        drawn = _drawn(app)
        step = steps[ply - 1]
        for side in (0, 1):
            made = sum(s.points for s in steps[:ply] if s.seat == side)
            assert drawn[f"sheet.running:{side}"].text == str(before.score[side] + made)
            assert drawn[f"sheet.play:{side}"].text == (str(made) if made else "—")
        words = ntr("replay.scored", step.points)
        assert (words in scene.caption()) == bool(step.points), (scene.caption(), step)
        named += bool(step.points)
    assert named >= 2
    key(app, pygame.K_RIGHT, frames=1)  # the round's last move: its row is written
    row = scene.sheet_view(app.screen.get_size()).sheet.rows[-1]
    assert row.sides[0].play + row.sides[1].play == sum(s.points for s in steps)
    assert scene.sheet_view(app.screen.get_size()).running is None
    set_language("ru")
    app.close()


def test_stepping_forward_the_points_fly_to_the_sheet_and_count_when_they_land(
        tmp_path: Path) -> None:
    app, scene = _replay(tmp_path, "1")
    steps = _engine_rounds()[0][0].history()
    first = next(i for i, s in enumerate(steps) if s.points)
    for _ in range(first):
        key(app, pygame.K_RIGHT, frames=1)
    assert isinstance(app.clock, StepClock)
    app.clock.advance(5.0)  # anything earlier has landed
    run_frames(app, 1)
    seat, points = steps[first].seat, steps[first].points
    old = _drawn(app)[f"sheet.running:{seat}"].text
    key(app, pygame.K_RIGHT, frames=0)
    run_frames(app, 1)
    word = scene.anim.words[-1]
    assert (word.scorer, word.points, word.onto) == (seat, points, True)
    cell = score_cell(scene.sheet_view(app.screen.get_size(), scene.replay.at), seat)
    assert cell is not None
    flown, states = [], []
    for _ in range(150):
        drawn = _drawn(app)
        shown = drawn[f"sheet.running:{seat}"].text if f"sheet.running:{seat}" in drawn \
            else drawn[f"sheet.total:{len(scene.replay.sheet_at().rows) - 1}:{seat}"].text
        flying = drawn.get(f"word:+{points}!")
        landed = scene.anim.now >= word.tween.start + LAND * word.tween.duration
        states.append((shown != old, landed))
        assert (shown != old) == landed and (flying is None) == landed
        if flying is not None:
            flown.append(flying.rect.center)
    assert (False, False) in states and (True, True) in states
    assert pygame.Vector2(flown[-1]).distance_to(cell.center) < 12
    app.close()


def test_any_other_step_lands_the_points_at_once(tmp_path: Path) -> None:
    app, scene = _replay(tmp_path, "1")
    steps = _engine_rounds()[0][0].history()
    first = next(i for i, s in enumerate(steps) if s.points)
    for _ in range(first + 1):
        key(app, pygame.K_RIGHT, frames=1)
    assert scene.anim.words, "flying"
    key(app, pygame.K_RIGHT, frames=1)  # the next move: the points before it are down
    assert not [w for w in scene.anim.words if w.points == steps[first].points
                and not w.landed(scene.anim.now)]
    key(app, pygame.K_LEFT, frames=1)  # back: nothing flies
    assert not scene.anim.words
    app.close()


def test_a_long_caption_keeps_within_the_felt(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """A move's points, «Домино!» and the match's end make one caption: on lines within the
    felt at 1024×600, not running under the sheet."""
    from conftest import resize

    from kozel_gui.scenes import replay as module

    app, scene = _replay(tmp_path, "0")
    resize(app, (1024, 600))
    key(app, pygame.K_END, frames=1)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = module.draw_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> pygame.Rect:
        rect = real(surface, text, *args, **kw)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(module, "draw_text", spy)
    said = scene.caption()
    caption = f"{said[:-1]} · +25 очков · {said}"  # the longest kind: twice as long
    monkeypatch.setattr(scene, "caption", lambda: caption)
    run_frames(app, 1)
    lines = [(t, r) for t, r in drawn if t in caption and t not in scene.names]
    assert " ".join(t for t, _ in lines) == caption
    field = scene.layout.field  # type: ignore[union-attr]
    assert len(lines) > 1 and all(field.x <= r.x and r.right <= field.right for _, r in lines)
    app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_flying_score_never_covers_the_caption(tmp_path: Path, size: tuple[int, int],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """PT-X: «+15!» rose from beside the end that scored across the replay's caption (the
    words saying what the move was).  The caption is the scene's ``keep_clear``; every frame of
    every flight of a round keeps off it, with the caption at its longest (three lines)."""
    from conftest import resize

    app, scene = _replay(tmp_path, "1")
    resize(app, size)
    said = scene.caption
    monkeypatch.setattr(scene, "caption", lambda: " · ".join([said()] * 3))
    steps = _engine_rounds()[0][0].history()
    assert isinstance(app.clock, StepClock)
    flights = 0
    for step in steps[:-1]:
        key(app, pygame.K_RIGHT, frames=0)
        for _ in range(90 if step.points else 1):
            flying = _drawn(app).get(f"word:+{step.points}!")
            if flying is not None:
                flights += 1
                assert scene.caption_box.h > 0
                assert not flying.rect.colliderect(scene.caption_box), (step, flying.rect)
        app.clock.advance(5.0)  # landed: the next step flies its own points
        run_frames(app, 1)
    assert flights > 20, "the round's points were seen flying"
    app.close()
