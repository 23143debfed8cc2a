"""The kids' tutorial turns from one step to the next and ends on a reward (P36: each ▶
swapped the whole table at once, and the last ended straight on the kids' menu).

After ▶ the next step's table slides in while the step before's slides away and fades
(``page_turn``, in seconds); after the last step the child's face in a big star, a chime,
and ▶ to the kids' menu.  Played through the real app by taps.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import click, make_app, run_frames
from kids_kit import add_child
from table_kit import still
from test_kids_tutorial import WRONG, _do, _tap_tile

from kozel_gui.app import App
from kozel_gui.kids.art import StarBurst
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.tutorial import kids_done
from kozel_gui.tutorial.kids_done import KidsTutorialDoneScene
from kozel_gui.tutorial.kids_lessons import KIDS_LESSONS
from kozel_gui.tutorial.kids_progress import KidsTutorialStore
from kozel_gui.tutorial.kids_scene import TURN_S, KidsTutorialScene, page_turn
from kozel_gui.tutorial.progress import Progress
from kozel_gui.tutorial.tutor import Stage

FRAME = 1 / 60


def _tutorial(tmp: Path) -> tuple[App, KidsTutorialScene]:
    """The kids' menu of a child who never had the tutorial, the tutorial over it."""
    child = add_child(tmp, "Петя", tutorial_taken=False)
    app = make_app(tmp, "--speed", "0")
    app.push(KidsScene(app, child))
    run_frames(app, 3)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene), "a new child is offered the tutorial"
    return app, scene


def _step_done(app: App, scene: KidsTutorialScene) -> None:
    still(app, scene)
    _tap_tile(app, scene, WRONG[scene.tutor.lesson.key], mouse=True)
    while scene.tutor.waits_for_move():
        _do(app, scene, mouse=True)
    assert scene.tutor.stage is Stage.DONE
    run_frames(app, 2)


def _frame(scene: KidsTutorialScene, size: tuple[int, int]) -> pygame.Surface:
    """The step's table as drawn with no turn."""
    out = pygame.Surface(size)
    scene._draw_step(out)
    scene.home.draw(out, scene.model.scale, scene.app.now)
    scene.exit.draw(out, scene.model.scale, scene.app.now)
    return out


def _differs(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many of a grid of points differ between two pictures of one size."""
    w, h = a.get_size()
    return sum(a.get_at((x, y)) != b.get_at((x, y))
               for x in range(5, w, 37) for y in range(5, h, 29))


def test_the_next_step_turns_in_over_the_one_before(tmp_path: Path) -> None:
    app, scene = _tutorial(tmp_path)
    _step_done(app, scene)
    seen = app.screen.copy()  # the first step done, its ▶ showing
    click(app, scene.buttons_["tutor_next"].rect.center, frames=1)
    assert scene.tutor.step == 1, "▶: the next step"
    assert scene.turn is not None
    old = scene.turn[0]
    assert _differs(old, seen) == 0, "the step before, as the child last saw it"
    half = round(TURN_S / 2 / FRAME)
    run_frames(app, half - 1)
    turn = scene.turning()
    assert turn is not None
    old_x, new_x, alpha = turn
    assert -0.3 < old_x < -0.05 and 0.05 < new_x < 0.3 and 0.2 < alpha < 0.8, \
        "halfway: both tables on screen, the old one going, the new one coming"
    w, h = app.screen.get_size()
    assert _differs(app.screen, _frame(scene, (w, h))) > 20, "not the new table alone yet"
    run_frames(app, round(TURN_S / FRAME) - half + 2)
    assert scene.turning() is None and scene.turn is None, "turned within TURN_S"
    assert _differs(app.screen, _frame(scene, (w, h))) == 0, "the new step's table alone"


def test_the_page_turn_is_a_pure_tween() -> None:
    assert page_turn(0.0) == (0.0, 0.35, 1.0)
    assert page_turn(TURN_S) == page_turn(TURN_S * 3) == (-0.35, 0.0, 0.0)
    alphas = [page_turn(TURN_S * i / 10)[2] for i in range(11)]
    assert alphas == sorted(alphas, reverse=True), "the old table only fades"


def test_the_last_step_ends_on_a_reward_then_the_kids_menu(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bursts: list[tuple[float, float]] = []
    real = StarBurst.draw
    monkeypatch.setattr(kids_done.StarBurst, "draw",
                        lambda self, s, now: (bursts.append(self.centre), real(self, s, now)))
    app, scene = _tutorial(tmp_path)
    played: list[str] = []
    real_play = app.sound.play
    monkeypatch.setattr(app.sound, "play", lambda name: (played.append(name),
                                                         real_play(name))[1])
    for _ in KIDS_LESSONS:
        _step_done(app, scene)
        run_frames(app, round(TURN_S / FRAME) + 2)
        click(app, scene.buttons_["tutor_next"].rect.center, frames=2)
    reward = app.stack.top
    assert isinstance(reward, KidsTutorialDoneScene), "a reward, not the menu at once"
    assert KidsTutorialStore(app.data).load(scene.profile) == Progress(0, finished=True)
    assert played[-1] == "chime", "the reward is heard"
    assert bursts and bursts[-1] == reward.centre(), "the child's face in a star"
    w = app.screen.get_width()
    assert reward.go.rect.centerx == w // 2 and reward.go.rect.top > reward.centre()[1]
    click(app, reward.go.rect.center, frames=2)
    assert app.stack.top is reward, "a tap at once belongs to the last ▶: not yet"
    run_frames(app, 60)
    click(app, reward.go.rect.center, frames=3)
    assert isinstance(app.stack.top, KidsScene), "▶: the kids' menu"
