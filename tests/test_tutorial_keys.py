"""The tutorial's keys as the playtest of issue 14 met them: in «Рыба» Right went from the
tile that fits to a greyed one; in «Очки в руке» Enter did nothing, with no sign why."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import still
from test_tutorial import _app, _at, _hand

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


def test_enter_on_the_sheet_step_brings_the_ring_to_the_figures(tmp_path: Path) -> None:
    app = _app(tmp_path, "ru")
    scene = _at(app, "points")
    for _ in range(300):
        if side_boxes(scene.tutorial):
            break
        run_frames(app, 1)
    assert scene.tutor.stage is Stage.POINT and scene.focus.current() is None
    key(app, pygame.K_RETURN, frames=2)
    current = scene.focus.current()
    assert current is not None and current.key.startswith(SPOT_KEY), "the ring is on figures"
    assert current.key != f"{SPOT_KEY}{scene.tutor.lesson.ask}", "not the answer given away"
    assert scene.tutor.stage is Stage.POINT, "Enter alone points at nothing yet"
    key(app, pygame.K_RIGHT, frames=2)
    current = scene.focus.current()
    assert current is not None and current.key == f"{SPOT_KEY}{scene.tutor.lesson.ask}"
    key(app, pygame.K_RETURN, frames=2)
    assert scene.tutor.stage is Stage.DONE
    app.close()
