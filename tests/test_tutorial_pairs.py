"""«Игра парами», the tutorial's part for «Козёл 2×2» (issue 14: the tutorial taught two-player
Kozel only): offered at the tutorial's last card, played through end to end with the keyboard
alone and with the mouse alone in every language, each scripted round scoring exactly what
its words say, and resumed where it was left."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import click, key, run_frames
from table_kit import still
from test_tutorial import _app, _asked, _do, _goal, _next

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.tutorial.lessons import LESSONS
from kozel_gui.tutorial.pairs import PAIR_LESSONS, PAIRS_FILE, PairsScene
from kozel_gui.tutorial.progress import Progress
from kozel_gui.tutorial.scene import TutorialScene, tutor_view
from kozel_gui.tutorial.tutor import Stage
from rules.i18n import LANGUAGES

SCORES = {"pairs_partner": ((0, 51), 0), "pairs_fish": ((96, 0), 0),
          "pairs_eggs": ((0, 0), 96), "pairs_bonus": ((0, 92), 0)}
"""Each scripted round's totals (your pair, the rivals') and eggs carried, as its words say."""

WRONG = {"pairs_fish": "3:5<", "pairs_eggs": "3:5<", "pairs_partner": "draw",
         "pairs_bonus": "draw"}
"""A try each step explains and does not make (no bazaar at 2×2: D has nothing to draw, a
try for the keyboard only: the mouse has no bazaar to click)."""


def _to_pairs(app: App, mouse: bool) -> PairsScene:
    """From the tutorial's last card, by «Игра парами»."""
    scene = TutorialScene(app, len(LESSONS) - 1)
    app.push(scene)
    run_frames(app, 2)
    assert scene.tutor.stage is Stage.DONE
    button = scene.buttons_["tutor_pairs"]
    assert button in scene._layout_buttons(), "the last card offers the part for 2×2"
    if mouse:
        click(app, button.rect.center, frames=2)
    else:
        assert scene.focus.current() is scene.buttons_["tutor_next"]
        key(app, pygame.K_LEFT, frames=1)
        assert scene.focus.current() is button
        key(app, pygame.K_RETURN, frames=3)
    pairs = app.stack.top
    assert isinstance(pairs, PairsScene)
    assert Progress.load(app.data) == Progress(0, finished=True), "the first part is done"
    return pairs


def _play_pairs(app: App, mouse: bool) -> None:
    scene = _to_pairs(app, mouse)
    run_frames(app, 2)
    for i, lesson in enumerate(PAIR_LESSONS):
        assert scene.tutor.step == i and app.stack.top is scene
        view = tutor_view(scene.tutorial)
        assert view.title == tr(f"tutorial.{lesson.key}.title") and view.paras
        assert view.step == tr("tutorial.step", n=i + 1, total=len(PAIR_LESSONS))
        if lesson.played:
            assert scene.model.round.players == 4 and scene.model.round.rules.teams
            assert scene.tutor.stage is Stage.IDEA
            still(app, scene)
            assert tutor_view(scene.tutorial).point, f"{lesson.key} points at its tile"
            wrong = WRONG[lesson.key]
            if not (mouse and wrong == "draw"):
                before = str(scene.model.round.position())
                _do(app, scene, wrong, mouse)
                assert scene.tutor.stage is Stage.WRONG, lesson.key
                assert str(scene.model.round.position()) == before, "a wrong try is not made"
                assert tutor_view(scene.tutorial).paras[-1].text == tr(
                    f"tutorial.{lesson.key}.wrong")
            while scene.tutor.waits_for_move():
                _do(app, scene, _goal(lesson, scene), mouse)
            for _ in range(300):  # the round is written on the sheet
                if scene.model.session.sheet.rounds:
                    break
                run_frames(app, 1)
            sheet = scene.model.session.sheet
            score, carry = SCORES[lesson.key]
            assert (tuple(sheet.score), sheet.carry) == (score, carry), lesson.key
        if lesson.asks:
            _asked(app, scene, lesson, mouse)
        _next(app, scene, mouse)
    assert app.stack.top is not scene, "the last «В меню» goes back"
    assert Progress.load(app.data, PAIRS_FILE) == Progress(0, finished=True)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pairs_part_is_played_with_the_keyboard_alone(tmp_path: Path, lang: str) -> None:
    app = _app(tmp_path, lang)
    _play_pairs(app, mouse=False)
    app.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_pairs_part_is_played_with_the_mouse_alone(tmp_path: Path, lang: str) -> None:
    app = _app(tmp_path, lang)
    _play_pairs(app, mouse=True)
    app.close()


def test_the_pairs_part_is_skipped_and_resumed_where_it_was_left(tmp_path: Path) -> None:
    app = _app(tmp_path, "ru")
    welcome = TutorialScene(app, 0)
    app.push(welcome)
    run_frames(app, 2)
    assert welcome.buttons_["tutor_pairs"] in welcome._layout_buttons(), \
        "the first card offers it too, so a finished tutorial leads to it"
    click(app, welcome.buttons_["tutor_pairs"].rect.center, frames=2)
    scene = app.stack.top
    assert isinstance(scene, PairsScene) and scene.tutor.step == 0
    key(app, pygame.K_RETURN, frames=2)
    click(app, scene.buttons_["tutor_skip"].rect.center, frames=2)
    still(app, scene)
    assert scene.tutor.lesson.key == "pairs_fish"
    assert scene.model.session.sheet.rounds == 0
    key(app, pygame.K_ESCAPE, frames=2)
    assert app.stack.top is not scene
    assert Progress.load(app.data, PAIRS_FILE) == Progress(2)
    assert Progress.load(app.data) == Progress(0), "the first part keeps its own place"
    resumed = PairsScene(app)
    assert resumed.tutor.lesson.key == "pairs_fish"
    assert sorted(str(m) for m in resumed.model.round.legal_moves()) == ["3:5<", "3:5>"]
    app.close()


def test_the_scripted_rounds_score_as_their_words_say() -> None:
    """The engine's own scoring of each step's goal (without the GUI)."""
    from rules import ScoreSheet

    for lesson in PAIR_LESSONS:
        if not lesson.played:
            continue
        sheet = lesson.sheet().record_outcome(lesson.finished().outcome())  # type: ignore[arg-type]
        assert (tuple(sheet.score), sheet.carry) == SCORES[lesson.key], lesson.key
        assert isinstance(sheet, ScoreSheet)
