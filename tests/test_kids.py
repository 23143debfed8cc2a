"""Kids' mode: progress kept per profile, level rules, the level-1 matching game, the long press."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest
from conftest import click, make_app, run_frames

from kozel_gui.app import App
from kozel_gui.faces import find_face
from kozel_gui.kids.art import animal_avatar, child_avatar
from kozel_gui.kids.hold import HOLD_SECONDS
from kozel_gui.kids.levels import ANIMALS, FREE_PLAY, MATCHING_PUZZLES, level_rules, small_match
from kozel_gui.kids.matching import MatchingScene, make_puzzle, stars_for
from kozel_gui.kids.progress import PROGRESS_FILE, Progress, ProgressStore
from kozel_gui.pictures import picture_path
from kozel_gui.scenes.kids import FACE_CHOICES, KidsScene
from kozel_gui.storage import DataDir
from rules import Draw

FRAMES_PER_S = 60


def kids_app(tmp: Path) -> tuple[App, KidsScene]:
    app = make_app(tmp, "--speed", "0")  # a --seed would open a grown-ups' table first
    app.args.seed = 5
    scene = KidsScene(app)
    app.push(scene)
    run_frames(app, 2)
    assert app.stack.top is scene
    return app, scene


def press_hold(app: App, pos: tuple[int, int], seconds: float) -> None:
    """Hold the mouse button at ``pos`` for ``seconds`` of app time, then let go."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    run_frames(app, round(seconds * FRAMES_PER_S))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run_frames(app, 2)


# -- pictures and rules ---------------------------------------------------------------


def test_every_picture_kids_mode_uses_exists_and_loads() -> None:
    for face in FACE_CHOICES:
        find_face(face)
    for animal in ANIMALS:
        assert picture_path("animals", animal.picture).is_file()
        assert animal_avatar(animal, 64).get_size() == (64, 64)
    assert child_avatar(64).get_size() == (64, 64)


@pytest.mark.parametrize("level", [2, 3, FREE_PLAY])
def test_level_rules_are_valid_kids_rules(level: int) -> None:
    rules = level_rules(level)
    assert rules.problems() == [] and str(rules.scoring) == "wins"


def test_level_two_deals_three_tiles_each_and_no_bazaar() -> None:
    rules = level_rules(2)
    assert rules.draw is Draw.NONE
    first = small_match(rules, 11).round
    assert [len(h) for h in first.hands] == [3, 3] and not first.bazaar
    assert first.to_move == 0
    assert small_match(rules, 11).round.hands == first.hands


# -- progress -----------------------------------------------------------------------


def test_progress_is_saved_per_profile_and_restored(tmp_path: Path) -> None:
    store = ProgressStore(DataDir(tmp_path))
    store.save("Аня", Progress().finished(1, 3).finished(2, 1).with_face("berries"))
    store.save("Боря", Progress().finished(1, 1))
    again = ProgressStore(DataDir(tmp_path))
    anya, borya = again.load("Аня"), again.load("Боря")
    assert (anya.unlocked, anya.stars_of(1), anya.stars_of(2), anya.face) == (3, 3, 1, "berries")
    assert (borya.unlocked, borya.stars_of(1)) == (2, 1)
    assert again.load("Вова") == Progress()


@pytest.mark.parametrize("text", ["{not json", '{"format": 1, "profiles": {"x": {"unlocked": 9}}}',
                                  '{"format": 7}', '{"format": 1, "profiles": []}'])
def test_a_bad_progress_file_is_set_aside_not_a_crash(tmp_path: Path, text: str) -> None:
    (tmp_path / PROGRESS_FILE).write_text(text, encoding="utf-8")
    store = ProgressStore(DataDir(tmp_path))
    assert store.load("default") == Progress()
    assert store.message is not None
    assert list(tmp_path.glob("kids_progress.corrupt-*.json"))
    assert store.save("default", Progress().finished(1, 2))
    assert store.load("default").stars_of(1) == 2


def test_locked_levels_do_not_open_and_finishing_opens_the_next(tmp_path: Path) -> None:
    app, scene = kids_app(tmp_path)
    scene.open_level(3)
    run_frames(app, 2)
    assert app.stack.top is scene
    scene.finished(1, 2)
    scene.finished(2, 3)
    data = json.loads((tmp_path / PROGRESS_FILE).read_text(encoding="utf-8"))
    saved = data["profiles"][scene.profile]
    assert saved["unlocked"] == 3 and saved["stars"] == {"1": 2, "2": 3}
    assert KidsScene(app).store.load(scene.profile).is_open(3)
    app.close()


def test_picking_a_picture_set_by_its_button_is_remembered(tmp_path: Path) -> None:
    app, scene = kids_app(tmp_path)
    rect, face = scene.faces[1]
    click(app, rect.center)
    assert scene.progress.face == face == "berries"
    assert ProgressStore(app.data).load(scene.profile).face == "berries"
    app.close()


# -- level 1 ------------------------------------------------------------------------


def test_puzzles_have_exactly_one_fitting_offer() -> None:
    rng = random.Random(3)
    for _ in range(300):
        p = make_puzzle(rng)
        assert p.fits(p.right) and not p.fits(1 - p.right)
        for a, b in (p.shown, *p.offers):
            assert a < b  # upright, low on top: no picture is ever upside down


def test_level_one_right_and_wrong_answers(tmp_path: Path) -> None:
    app, scene = kids_app(tmp_path)
    click(app, scene.cards[0][0].center)
    game = app.stack.top
    assert isinstance(game, MatchingScene)
    wrong = 1 - game.puzzle.right
    click(app, game.offer_boxes[wrong].center)
    assert game.state == "ask" and game.mistakes == 1 and game.shake is not None
    for _ in range(MATCHING_PUZZLES):
        click(app, game.offer_boxes[game.puzzle.right].center)
        assert game.state in ("fly", "cheer")
        run_frames(app, round(2.1 * FRAMES_PER_S))
    assert game.state == "done" and game.solved == MATCHING_PUZZLES
    assert ProgressStore(app.data).load(scene.profile).stars_of(1) == stars_for(1) == 2
    click(app, game.next_button.center)
    assert app.stack.top is scene and scene.progress.is_open(2)
    app.close()


# -- the long press ---------------------------------------------------------------------


def test_a_short_press_on_exit_stays_a_long_press_leaves(tmp_path: Path) -> None:
    app, scene = kids_app(tmp_path)
    centre = scene.exit.rect.center
    press_hold(app, centre, 0.5)
    run_frames(app, 2 * FRAMES_PER_S)
    assert app.stack.top is scene
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    run_frames(app, round(HOLD_SECONDS * FRAMES_PER_S * 0.6))
    assert 0.4 < scene.exit.progress(scene.clock) < 1 and app.stack.top is scene
    run_frames(app, round(HOLD_SECONDS * FRAMES_PER_S * 0.5))
    assert app.stack.top is not scene and type(app.stack.top).__name__ == "MenuScene"
    app.close()


def test_esc_does_not_leave_kids_mode(tmp_path: Path) -> None:
    app, scene = kids_app(tmp_path)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    run_frames(app, 3)
    assert app.stack.top is scene
    app.close()
