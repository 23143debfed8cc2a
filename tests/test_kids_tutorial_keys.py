"""The kids' tutorial by the keyboard (issue 19): the first Tab stop was «skip», so a child's
Tab then Enter skipped the lesson.  The first stop is what the step asks for (its tile; the
bazaar, where the ring already stands), the door next, «skip» last, and «skip» wants a
hold, as the door does: a tap (or a short Enter) only shows the grown-up how.  Driven
through the real app by keys."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import key, make_app, run_frames
from kids_kit import add_child, hold_skip
from table_kit import still

from kozel_gui.app import App
from kozel_gui.kids.hold import HoldButton
from kozel_gui.tutorial.kids_progress import KidsTutorialStore
from kozel_gui.tutorial.kids_scene import KidsTutorialScene
from kozel_gui.tutorial.progress import Progress
from kozel_gui.tutorial.tutor import Stage


def _tutorial(tmp: Path, step: int = 0) -> tuple[App, KidsTutorialScene]:
    child = add_child(tmp, "Петя", tutorial_taken=False)
    app = make_app(tmp, "--speed", "0")
    if step:
        KidsTutorialStore(app.data).save(child, Progress(step))
    scene = KidsTutorialScene(app, "animals", child)
    app.push(scene)
    run_frames(app, 2)
    still(app, scene)
    return app, scene


def _tab_keys(app: App, scene: KidsTutorialScene, n: int) -> list[str]:
    out = []
    for _ in range(n):
        key(app, pygame.K_TAB, frames=1)
        current = scene.focus.current()
        out.append(current.key if current is not None else "")
    return out


def test_the_first_tab_stop_is_the_steps_tile_and_enter_takes_it(tmp_path: Path) -> None:
    app, scene = _tutorial(tmp_path)
    lesson = scene.tutor.lesson
    assert lesson.key == "kids_match" and scene.focus.current() is None
    key(app, pygame.K_TAB, frames=1)
    stop = scene.focus.current()
    hand = [str(t) for t in scene.model.hand()]
    box = scene.model.hand_boxes()[hand.index(lesson.tile)]
    assert stop is not None and stop.key == "lesson_tile", f"the first Tab stop: {stop}"
    assert stop.rect == pygame.Rect(*(round(v) for v in box)), "the ring round the step's tile"
    key(app, pygame.K_RETURN, frames=2)
    still(app, scene)
    assert scene.tutor.step == 0 and not scene.skipped, "Tab, Enter never skip the lesson"
    chosen = scene.model.control.selected
    assert scene.tutor.stage is Stage.DONE or (
        chosen is not None and str(scene.model.hand()[chosen]) == lesson.tile), \
        "Enter on the first stop does what the step asks"
    app.close()


def test_skip_is_the_last_stop_and_a_short_enter_on_it_skips_nothing(tmp_path: Path) -> None:
    app, scene = _tutorial(tmp_path)
    skip = scene.buttons_["tutor_skip"]
    assert isinstance(skip, HoldButton), "«skip» is held, as the door"
    assert _tab_keys(app, scene, 4) == ["lesson_tile", "exit", "home", "tutor_skip"]
    key(app, pygame.K_RETURN, frames=20)  # a child's Enter: down and up
    assert scene.tutor.step == 0 and not scene.skipped, "a tap on «skip» skips nothing"
    assert skip.hinting(app.now), "it shows the grown-up how: hold it"
    hold_skip(app, scene)
    assert scene.tutor.step == 1 and scene.skipped, "a hold skips the step"
    app.close()


def test_on_the_bazaar_step_the_ring_is_on_the_bazaar_and_tab_goes_to_the_door(
        tmp_path: Path) -> None:
    app, scene = _tutorial(tmp_path, step=2)
    assert scene.tutor.lesson.key == "kids_bazaar"
    current = scene.focus.current()
    assert current is not None and current.key == "draw", "the ring waits on the bazaar"
    assert _tab_keys(app, scene, 4) == ["exit", "home", "tutor_skip", "draw"], "«skip» last"
    app.close()
