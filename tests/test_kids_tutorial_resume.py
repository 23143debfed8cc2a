"""PT-U: a picture-tutorial step left on its «go on» (its move made, the star shown) came
back on the next visit before that move, as if the child had not done it: the kept state was
the step alone, written apart by the door.  It now comes back exactly where it was left: the
move on the table, «go on» waiting; the door, the house and the window closing keep it alike.

Driven through the real app: the kids' menu, taps on the tutorial, the door held."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import click, run_frames
from table_kit import still
from test_kids_tutorial import _app, _do, _kids_menu

from kozel_gui.app import App
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.tutorial.kids_done import KidsTutorialDoneScene
from kozel_gui.tutorial.kids_lessons import KIDS_LESSONS
from kozel_gui.tutorial.kids_progress import KidsTutorialStore
from kozel_gui.tutorial.kids_scene import KidsTutorialScene
from kozel_gui.tutorial.progress import Progress
from kozel_gui.tutorial.tutor import Stage


def _hold_door(app: App, scene: KidsTutorialScene) -> None:
    scene.exit.press(app.now)  # the long press on the door
    for _ in range(200):
        run_frames(app, 1)
        scene.exit.tick(app.now)
        if app.stack.top is not scene:
            break
    assert isinstance(app.stack.top, MenuScene), "the door leaves kids' mode"


def _to_step(app: App, scene: KidsTutorialScene, step: int) -> None:
    while scene.tutor.step < step:
        still(app, scene)
        while scene.tutor.waits_for_move():
            _do(app, scene, mouse=True)
        click(app, scene.buttons_["tutor_next"].rect.center, frames=2)
        run_frames(app, 60)  # the page turns


def _done_here(app: App, scene: KidsTutorialScene) -> str:
    still(app, scene)
    while scene.tutor.waits_for_move():
        _do(app, scene, mouse=True)
    assert scene.tutor.stage is Stage.DONE
    run_frames(app, 30)
    return str(scene.model.round.position())


@pytest.mark.parametrize("step", [0, len(KIDS_LESSONS) - 1])
def test_a_step_left_on_go_on_comes_back_on_go_on_with_its_move_made(
        tmp_path: Path, step: int) -> None:
    app, child = _app(tmp_path)
    _kids_menu(app)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene)
    _to_step(app, scene, step)
    left = _done_here(app, scene)
    _hold_door(app, scene)
    assert KidsTutorialStore(app.data).load(child) == Progress(step, done=True)
    _kids_menu(app)
    again = app.stack.top
    assert isinstance(again, KidsTutorialScene), "the next visit resumes it"
    run_frames(app, 10)
    assert again.tutor.step == step and again.tutor.stage is Stage.DONE, "on its «go on»"
    assert str(again.model.round.position()) == left, "the child's move is on the table"
    go = again.buttons_["tutor_next"]
    assert go in again._layout_buttons() and not again.tutor.waits_for_move()
    click(app, go.rect.center, frames=2)
    run_frames(app, 30)
    if step + 1 < len(KIDS_LESSONS):
        assert again.tutor.step == step + 1 and again.tutor.stage is Stage.IDEA
    else:
        assert isinstance(app.stack.top, KidsTutorialDoneScene), "the reward, as if never left"
        assert KidsTutorialStore(app.data).stars(child) > 0
    app.close()


def test_the_window_closing_on_go_on_keeps_the_move_too(tmp_path: Path) -> None:
    app, child = _app(tmp_path)
    _kids_menu(app)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene)
    _done_here(app, scene)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run_frames(app, 3)
    assert KidsTutorialStore(app.data).load(child) == Progress(0, done=True)
    app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_house_keeps_its_corner_and_skip_stands_clear_of_both_corners(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """PT-U: the lesson's «skip» (two triangles) stood in the top-right corner, where the
    house stands on every kids' table, and a child took it for the way home.  The house is
    there now, as at the table, and «skip» beside the line, where «go on» comes."""
    from conftest import resize

    from kozel_gui.kids.home import house_picture
    from kozel_gui.layout import kids_door, kids_home
    from kozel_gui.scenes.kids import KidsScene

    app, child = _app(tmp_path)
    resize(app, size)
    _kids_menu(app)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene)
    corners = [pygame.Rect(*(round(v) for v in box)) for box in (kids_door(*size),
                                                                  kids_home(*size))]
    for step in range(len(KIDS_LESSONS)):
        _to_step(app, scene, step)
        still(app, scene)
        assert scene.home.rect == corners[1], "the house where the kids' table has it"
        again = app.screen.copy()
        house_picture(again, scene.home.rect)
        inner = scene.home.rect.inflate(-20, -20)
        assert pygame.image.tobytes(again.subsurface(inner), "RGB") == \
            pygame.image.tobytes(app.screen.subsurface(inner), "RGB"), "the house is there"
        skip = scene.buttons_["tutor_skip"].rect
        assert not any(skip.colliderect(c.inflate(40, 40)) for c in corners), "skip: no corner"
        assert pygame.Rect(0, 0, *size).contains(skip)
    click(app, scene.home.rect.center, frames=3)
    assert isinstance(app.stack.top, KidsScene), "a tap on the house: the kids' menu"
    assert KidsTutorialStore(app.data).load(child) == Progress(len(KIDS_LESSONS) - 1)
    app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_step_done_shows_what_happened_in_pictures(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """PT-U: a step's end showed only the animal's plate lit and ▶: a five-year-old did
    not know what happened.  Now the tile the child put down glows where it fitted, and the
    child's own face shows in a gold star over ▶ (it did it); nothing to read."""
    from conftest import resize
    from rendered import rendered_strings

    import kozel_gui.tutorial.kids_scene as kids_scene

    faces: list[tuple[str | None, int]] = []
    real_face = kids_scene.own_face
    monkeypatch.setattr(kids_scene, "own_face",
                        lambda avatar, d: (faces.append((avatar, d)), real_face(avatar, d))[1])
    app, _child = _app(tmp_path)
    resize(app, size)
    _kids_menu(app)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene)
    for step, lesson in enumerate(KIDS_LESSONS):
        _to_step(app, scene, step)
        _done_here(app, scene)
        with rendered_strings(monkeypatch) as seen:
            faces.clear()
            run_frames(app, 2)
        assert set(seen) <= {s.name for s in scene.seats()}, f"only the plates' names: {seen}"
        go = scene.buttons_["tutor_next"].rect
        centre, star = scene.done_places()
        d = round(star)
        assert (scene.avatar, d) in faces, "the child's own face in the star"
        assert go.left <= centre[0] <= go.right and centre[1] + star * 0.8 < go.top, "over ▶"
        played = scene.played_box()
        assert played is not None
        goal = next(iter(lesson.goal))[:3]
        index = next(t.index for t in scene.model.line().tiles if t.box == played)
        tile = scene.model.placed()[index]
        assert {tile.a, tile.b} == {int(goal[0]), int(goal[2])}, "the tile the child put down"
        # Drawn without the step's result, the halo round that tile and the star are not there.
        plain = pygame.Surface(size)
        with monkeypatch.context() as m:
            m.setattr(KidsTutorialScene, "_paint_done", lambda self, surface: None)
            scene._draw_step(plain)
        box = pygame.Rect(*(round(v) for v in played))
        halo = [(x, y) for x in range(box.x, box.right, 3) for y in range(box.y - 20, box.y)]
        assert sum(app.screen.get_at(p) != plain.get_at(p) for p in halo) > len(halo) // 5, \
            "the tile glows"
        star_at = (round(centre[0]), round(centre[1] - star * 0.7))  # the star's upper arm
        assert app.screen.get_at(star_at) != plain.get_at(star_at), "the star shows"
    app.close()
