"""The picture tutorial's stars are one thing (P36b #1): its reward showed three gold stars,
and back on the kids' menu nothing showed any.  The reward and the menu both read the stars
kept for the child; a tutorial played again and left half-way loses none.  Played through
the real app by a child's taps."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import click, run_frames
from kids_kit import hold_skip
from test_kids_tutorial_turn import FRAME, _step_done, _tutorial

from kozel_gui.scenes import kids as kids_module
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.tutorial import kids_done
from kozel_gui.tutorial.kids_done import KidsTutorialDoneScene
from kozel_gui.tutorial.kids_lessons import KIDS_LESSONS
from kozel_gui.tutorial.kids_progress import TUTORIAL_STARS, KidsTutorialStore
from kozel_gui.tutorial.kids_scene import TURN_S, KidsTutorialScene

Drawn = list[tuple[tuple[float, float], bool]]


def _record_stars(monkeypatch: pytest.MonkeyPatch, module: object) -> Drawn:
    """Every star ``module`` draws: its centre and whether it is gold."""
    drawn: Drawn = []
    real = module.star  # type: ignore[attr-defined]

    def star(surface: object, centre: tuple[float, float], radius: float, *,
             filled: bool = True, **kw: object) -> None:
        drawn.append(((round(centre[0], 1), round(centre[1], 1)), filled))
        real(surface, centre, radius, filled=filled, **kw)

    monkeypatch.setattr(module, "star", star)
    return drawn


def _gold(drawn: Drawn, spots: list[tuple[float, float]]) -> int:
    """How many of the stars last drawn at ``spots`` are gold."""
    last = dict(drawn)
    assert all(s in last for s in spots), "every spot has its star drawn"
    return sum(last[s] for s in spots)


def test_the_reward_and_the_kids_menu_show_the_same_stars(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = _tutorial(tmp_path)
    at_reward = _record_stars(monkeypatch, kids_done)
    on_menu = _record_stars(monkeypatch, kids_module)
    for _ in KIDS_LESSONS:
        _step_done(app, scene)
        run_frames(app, round(TURN_S / FRAME) + 2)
        click(app, scene.buttons_["tutor_next"].rect.center, frames=2)
    reward = app.stack.top
    assert isinstance(reward, KidsTutorialDoneScene)
    run_frames(app, 2)
    w, h = app.screen.get_size()
    r = 36 * reward.scale
    spots = [(round(w / 2 + (i - 1) * r * 2.6, 1), round(h * 0.64, 1))
             for i in range(TUTORIAL_STARS)]
    celebrated = _gold(at_reward, spots)
    assert celebrated == TUTORIAL_STARS == reward.stars, "the reward shows every star"
    assert KidsTutorialStore(app.data).stars(scene.profile) == celebrated, "and they are kept"

    run_frames(app, 60)
    click(app, reward.go.rect.center, frames=3)
    home = app.stack.top
    assert isinstance(home, KidsScene), "▶: the kids' menu"
    run_frames(app, 2)
    menu_spots = [(round(c[0], 1), round(c[1], 1)) for c, _ in home.lesson_star_spots()]
    assert _gold(on_menu, menu_spots) == celebrated, "the menu shows the stars celebrated"
    lesson = home.lesson.rect
    assert all(lesson.left <= x <= lesson.right and y > lesson.bottom for x, y in menu_spots), \
        "under the tutorial's own button"

    # Played again from the menu and left at its second step: the stars stay.
    click(app, lesson.center, frames=3)
    again = app.stack.top
    assert isinstance(again, KidsTutorialScene)
    _step_done(app, again)
    run_frames(app, round(TURN_S / FRAME) + 2)
    click(app, again.buttons_["tutor_next"].rect.center, frames=2)
    again.stop()
    run_frames(app, 3)
    assert not KidsTutorialStore(app.data).load(scene.profile).finished  # resumes mid-way
    assert KidsTutorialStore(app.data).stars(scene.profile) == celebrated


def test_a_child_who_never_finished_it_has_no_tutorial_stars(tmp_path: Path) -> None:
    app, scene = _tutorial(tmp_path)
    scene.keep_step()
    assert KidsTutorialStore(app.data).stars(scene.profile) == 0


def test_a_tutorial_skipped_through_gives_no_stars_and_no_reward(tmp_path: Path) -> None:
    """Issue 19 #1: a child who skipped a step (even on an earlier visit) and did the rest
    is not shown the reward as if it had won, and earns no stars; one who then plays it
    through, every step done, earns them."""
    app, scene = _tutorial(tmp_path)
    hold_skip(app, scene)  # the first step skipped
    run_frames(app, round(TURN_S / FRAME) + 2)
    scene.keep_step()  # the door: the next visit resumes, the skip remembered
    app.pop()
    run_frames(app, 2)
    again = KidsTutorialScene(app, scene.face, scene.profile)
    app.push(again)
    run_frames(app, 2)
    assert again.tutor.step == 1 and again.skipped
    for _ in KIDS_LESSONS[1:]:
        _step_done(app, again)
        run_frames(app, round(TURN_S / FRAME) + 2)
        click(app, again.buttons_["tutor_next"].rect.center, frames=2)
    assert isinstance(app.stack.top, KidsScene), "straight back to the kids' menu"
    assert not any(isinstance(s, KidsTutorialDoneScene) for s in app.stack.scenes)
    store = KidsTutorialStore(app.data)
    assert store.stars(scene.profile) == 0
    assert store.load(scene.profile).finished

    # From the menu again, every step done: the reward, and the stars.
    third = KidsTutorialScene(app, scene.face, scene.profile)
    app.push(third)
    run_frames(app, 2)
    assert third.tutor.step == 0 and not third.skipped
    for _ in KIDS_LESSONS:
        _step_done(app, third)
        run_frames(app, round(TURN_S / FRAME) + 2)
        click(app, third.buttons_["tutor_next"].rect.center, frames=2)
    assert isinstance(app.stack.top, KidsTutorialDoneScene)
    assert store.stars(scene.profile) == TUTORIAL_STARS
