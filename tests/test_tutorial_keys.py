"""The tutorial's keys as the playtests of issue 14 met them: in «Рыба» Right went from the
tile that fits to a greyed one; in «Очки в руке» Enter did nothing, with no sign why, then
(PT-X) Enter and the first arrow landed on the person's own column, not the one the step
speaks of."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import key, run_frames
from table_kit import still
from test_tutorial import _app, _at, _do, _hand

from kozel_gui.app import App
from kozel_gui.tutorial.scene import TutorialScene

from kozel_gui.tutorial.pointing import SPOT_KEY, side_boxes
from kozel_gui.tutorial.tutor import Stage


def test_the_arrows_step_only_through_tiles_that_fit(tmp_path: Path) -> None:
    app = _app(tmp_path, "ru")
    scene = _at(app, "fish")  # 3:5 fits both ends, 0:1 fits neither
    assert sorted(_hand(scene)) == ["0:1", "3:5"]
    for code in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_RIGHT):
        key(app, code, frames=1)
        assert scene.model.control.selected is not None
        assert _hand(scene)[scene.model.control.selected] == "3:5", "never the greyed 0:1"
    key(app, pygame.K_RETURN, frames=1)
    assert scene.model.control.choosing, "Enter takes 3:5 up to choose its end"
    key(app, pygame.K_RIGHT, frames=1)
    key(app, pygame.K_RETURN, frames=2)
    still(app, scene)
    assert scene.tutor.stage is Stage.DONE
    app.close()


def test_the_arrows_go_round_the_tiles_that_fit_in_hand_order(tmp_path: Path) -> None:
    app = _app(tmp_path, "ru")
    scene = _at(app, "ends")  # 2:6 fits; the five others do not
    hand = _hand(scene)
    seen = set()
    for _ in range(len(hand) + 1):
        key(app, pygame.K_RIGHT, frames=1)
        seen.add(hand[scene.model.control.selected or 0])
    assert seen == {"2:6"}
    app.close()


def _written(app: App, scene: TutorialScene) -> None:
    """Frames until the round is written on the sheet (its figures are there to point at)."""
    for _ in range(300):
        if side_boxes(scene.tutorial):
            break
        run_frames(app, 1)
    assert scene.tutor.stage is Stage.POINT and scene.focus.current() is None


def test_enter_on_the_sheet_step_brings_the_ring_to_the_figures(tmp_path: Path) -> None:
    app = _app(tmp_path, "ru")
    scene = _at(app, "points")
    _written(app, scene)
    key(app, pygame.K_RETURN, frames=2)
    current = scene.focus.current()
    assert current is not None and current.key == f"{SPOT_KEY}{scene.tutor.lesson.ask}", \
        "the ring is on the figures the step is about"
    assert scene.tutor.stage is Stage.POINT, "Enter alone points at nothing yet"
    key(app, pygame.K_RETURN, frames=2)
    assert scene.tutor.stage is Stage.DONE
    app.close()


FIRST_KEYS = {"Enter": pygame.K_RETURN, "Right": pygame.K_RIGHT, "Left": pygame.K_LEFT,
              "Down": pygame.K_DOWN, "Up": pygame.K_UP, "Tab": pygame.K_TAB}


@pytest.mark.parametrize("first", sorted(FIRST_KEYS))
@pytest.mark.parametrize("step", ["points", "remember", "goat"])
def test_the_first_key_on_a_sheet_step_lands_on_what_the_step_is_about(
        tmp_path: Path, step: str, first: str) -> None:
    """PT-X (issue 14): Enter and the first arrow landed on the person's own column while
    «Очки в руке» and «Козёл» speak of the rival's (and on the rival's at «Правило 13»,
    which speaks of the person's +1)."""
    app = _app(tmp_path, "ru")
    scene = _at(app, step)
    if scene.tutor.lesson.played:
        _do(app, scene, "3:6>", mouse=False)
    _written(app, scene)
    key(app, FIRST_KEYS[first], frames=2)
    current = scene.focus.current()
    assert current is not None and current.key == f"{SPOT_KEY}{scene.tutor.lesson.ask}", \
        (step, first, current.key if current is not None else None)
    assert scene.tutor.stage is Stage.POINT and scene.model.control.selected is None
    app.close()


@pytest.mark.parametrize("mouse", [False, True])
def test_the_pairs_fish_s_first_key_lands_on_the_pair_that_writes(tmp_path: Path,
                                                                  mouse: bool) -> None:
    """«Игра парами»: after the fish the first arrow goes to the person's pair's figures
    (the pair that writes), not the rivals' (PT-X)."""
    from kozel_gui.tutorial.pairs import PAIR_LESSONS, PairsScene

    app = _app(tmp_path, "ru")
    scene = PairsScene(app, next(i for i, p in enumerate(PAIR_LESSONS) if p.key == "pairs_fish"))
    app.push(scene)
    run_frames(app, 2)
    _do(app, scene, "3:5>", mouse=mouse)
    _written(app, scene)
    key(app, pygame.K_LEFT, frames=2)
    current = scene.focus.current()
    assert scene.tutor.lesson.ask == 0
    assert current is not None and current.key == f"{SPOT_KEY}0"
    app.close()
