"""A tutorial step left right after the person's move (on «Дальше», or while its number is
still to be found on the sheet) came back one move early: the kept state was the step
alone, so the move was undone and asked for again.  Now what is kept says whether the
step's move was made and its number found, and the step comes back exactly as it was
left: the move on the table, the step's words, «Дальше» waiting.  Esc, «Выйти» and the
window closing keep it alike; the same for the part «Игра парами».

Driven through the real app: keys or clicks on the table, the menu's button to come back."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import button_texts, click, key, press, run_frames
from table_kit import still
from test_tutorial import _app, _do, _goal, _next, _point

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.tutorial.lessons import LESSONS, Lesson
from kozel_gui.tutorial.pairs import PAIR_LESSONS, PAIRS_FILE, PairsScene
from kozel_gui.tutorial.progress import Progress
from kozel_gui.tutorial.scene import TutorialScene, tutor_view
from kozel_gui.tutorial.tutor import Stage


def _index(lessons: tuple[Lesson, ...], name: str) -> int:
    return next(i for i, lesson in enumerate(lessons) if lesson.key == name)


def _make_move(app: App, scene: TutorialScene, mouse: bool) -> None:
    """The step's move (a draw on the way first, where it needs one), as a person makes it."""
    still(app, scene)
    assert scene.tutor.waits_for_move()
    while scene.tutor.waits_for_move():
        _do(app, scene, _goal(scene.tutor.lesson, scene), mouse)
    run_frames(app, 5)


def _left(scene: TutorialScene) -> tuple[int, Stage, str, list[str], int]:
    """What the person sees of the step: where, how far, the table, the words, the sheet."""
    return (scene.tutor.step, scene.tutor.stage, str(scene.model.round.position()),
            [p.text for p in tutor_view(scene.tutorial).paras],
            scene.model.session.sheet.rounds)


def _leave(app: App, scene: TutorialScene, way: str) -> None:
    """Esc, a click on «Выйти», or the window's close button."""
    if way == "esc":
        key(app, pygame.K_ESCAPE, frames=3)
    elif way == "button":
        click(app, scene.buttons_["tutor_leave"].rect.center, frames=3)
    else:
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        run_frames(app, 3)
        return
    assert app.stack.top is not scene


def _come_back(app: App, tmp_path: Path, way: str) -> App:
    """The same app at its menu, or (the window was closed) the game started again."""
    if way == "close":
        app.close()
        app = _app(tmp_path, "ru")
    run_frames(app, 2)
    return app


def _as_left(app: App, scene: TutorialScene, left: tuple[int, Stage, str, list[str], int]
             ) -> None:
    for _ in range(300):  # the round written on the sheet again, as when it was left
        run_frames(app, 1)
        if scene.model.session.sheet.rounds >= left[4] and not scene.model.anim.busy:
            break
    run_frames(app, 2)
    assert _left(scene) == left, "back after the move, with the step's words"
    assert not scene.tutor.waits_for_move(), "the move is not asked for again"


def _go_on(app: App, scene: TutorialScene, mouse: bool) -> None:
    """«Дальше», there and focused, goes on to the next step's idea."""
    button = scene.buttons_["tutor_next"]
    assert button in scene._layout_buttons()
    step = scene.tutor.step
    _next(app, scene, mouse)
    assert scene.tutor.step == step + 1


@pytest.mark.parametrize(("mouse", "way"), [(False, "esc"), (True, "button"),
                                            (False, "close"), (True, "close")])
def test_a_step_left_on_next_comes_back_after_its_move(
        tmp_path: Path, mouse: bool, way: str) -> None:
    app = _app(tmp_path, "ru")
    step = _index(LESSONS, "bazaar")  # draws on the way, then 4–5
    scene = TutorialScene(app, step)
    app.push(scene)
    _make_move(app, scene, mouse)
    assert scene.tutor.stage is Stage.DONE
    assert tutor_view(scene.tutorial).paras[-1].text == tr("tutorial.bazaar.done")
    left = _left(scene)
    _leave(app, scene, way)
    assert Progress.load(app.data) == Progress(step, done=True)
    app = _come_back(app, tmp_path, way)
    press(app, f"Продолжить обучение (шаг {step + 1} из {len(LESSONS)})")
    again = app.stack.top
    assert isinstance(again, TutorialScene) and again is not scene
    _as_left(app, again, left)
    assert again.tutor.stage is Stage.DONE
    _go_on(app, again, mouse)
    assert again.tutor.stage is Stage.IDEA
    app.close()


@pytest.mark.parametrize(("mouse", "answered"), [(False, False), (True, True)])
def test_a_step_that_asks_comes_back_after_its_move_and_its_answer(
        tmp_path: Path, mouse: bool, answered: bool) -> None:
    """«Козёл»: the move, then the number on the sheet; left before the number is found it
    comes back asking for it (not for the move); left after, on «Дальше»."""
    app = _app(tmp_path, "ru")
    step = _index(LESSONS, "goat")
    lesson = LESSONS[step]
    assert lesson.ask is not None
    scene = TutorialScene(app, step)
    app.push(scene)
    _make_move(app, scene, mouse)
    assert scene.tutor.stage is Stage.POINT
    if answered:
        _point(app, scene, lesson.ask, mouse)
        assert scene.tutor.stage is Stage.DONE
    else:
        for _ in range(300):
            if scene.model.session.sheet.rounds:
                break
            run_frames(app, 1)
    left = _left(scene)
    _leave(app, scene, "button" if mouse else "esc")
    assert Progress.load(app.data) == Progress(step, done=True, answered=answered)
    press(app, f"Продолжить обучение (шаг {step + 1} из {len(LESSONS)})")
    again = app.stack.top
    assert isinstance(again, TutorialScene) and again is not scene
    _as_left(app, again, left)
    if not answered:
        assert again.tutor.waits_for_point()
        _point(app, again, lesson.ask, mouse)
    _go_on(app, again, mouse)
    app.close()


def _to_pairs(app: App, mouse: bool) -> PairsScene:
    """The menu's «Научиться играть» (the first part finished: its first card), then
    «Игра парами»."""
    press(app, "Научиться играть")
    first = app.stack.top
    assert isinstance(first, TutorialScene) and first.tutor.step == 0
    run_frames(app, 2)
    if mouse:
        click(app, first.buttons_["tutor_pairs"].rect.center, frames=3)
    else:
        key(app, pygame.K_LEFT, frames=1)
        assert first.focus.current() is first.buttons_["tutor_pairs"]
        key(app, pygame.K_RETURN, frames=3)
    pairs = app.stack.top
    assert isinstance(pairs, PairsScene)
    run_frames(app, 2)
    return pairs


@pytest.mark.parametrize(("mouse", "way", "answered"),
                         [(False, "esc", False), (True, "button", True),
                          (False, "close", True), (True, "close", False)])
def test_a_pairs_step_left_after_its_move_comes_back_there(
        tmp_path: Path, mouse: bool, way: str, answered: bool) -> None:
    app = _app(tmp_path, "ru")
    Progress(0, finished=True).save(app.data)
    scene = _to_pairs(app, mouse)
    step = _index(PAIR_LESSONS, "pairs_partner")  # out, then the rivals' sum to find
    _next(app, scene, mouse)
    assert scene.tutor.step == step
    lesson = PAIR_LESSONS[step]
    assert lesson.ask is not None
    _make_move(app, scene, mouse)
    if answered:
        _point(app, scene, lesson.ask, mouse)
        assert scene.tutor.stage is Stage.DONE
    else:
        for _ in range(300):
            if scene.model.session.sheet.rounds:
                break
            run_frames(app, 1)
        assert scene.tutor.stage is Stage.POINT
    left = _left(scene)
    _leave(app, scene, way)
    assert Progress.load(app.data, PAIRS_FILE) == Progress(step, done=True, answered=answered)
    app = _come_back(app, tmp_path, way)
    assert "Научиться играть" in button_texts(app)
    again = _to_pairs(app, mouse)
    assert again is not scene
    _as_left(app, again, left)
    if not answered:
        _point(app, again, lesson.ask, mouse)
    _go_on(app, again, mouse)
    assert again.tutor.lesson.key == "pairs_fish" and again.tutor.stage is Stage.IDEA
    app.close()
