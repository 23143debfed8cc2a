"""Issue 14.3: steps 3, 10 and 11 handed out the answer after one wrong try.  A first wrong
try (or a wrong number pointed at) is explained and the rings stay on what to look at; the
answer, which tile or which figures, comes after a second."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from conftest import key, run_frames
from test_tutorial import _app, _at, _hand, _key_tile, _mouse_tile, _point

from kozel_gui.i18n import set_language, tr
from kozel_gui.tutorial.lessons import LESSONS
from kozel_gui.tutorial.pointing import side_boxes
from kozel_gui.tutorial.scene import TutorialScene, tutor_view
from kozel_gui.tutorial.tutor import Stage


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")


def _said(scene: TutorialScene) -> str:
    return " ".join(p.text for p in tutor_view(scene.tutorial).paras)


def _step(key_: str) -> int:
    return next(i for i, lesson in enumerate(LESSONS) if lesson.key == key_) + 1


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_step_3_by_the_keyboard_looks_only_at_the_tile_that_fits(tmp_path: Path,
                                                                lang: str) -> None:
    """The arrows pass over tiles that fit no end (issue 14, step 9: Right went to a greyed
    tile), so the keyboard makes no wrong try here: it finds 5–6, greyed tiles aside."""
    app = _app(tmp_path, lang)
    scene = _at(app, "match")
    for _ in range(len(_hand(scene)) + 1):
        key(app, pygame.K_RIGHT, frames=1)
        assert _hand(scene)[scene.model.control.selected] == "5:6"
    _key_tile(app, scene, "5:6", 1)
    run_frames(app, 2)
    assert scene.tutor.stage is Stage.DONE
    app.close()


@pytest.mark.parametrize("mouse", [True], ids=["mouse"])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_step_3_names_the_tile_only_after_a_second_wrong_try(tmp_path: Path, lang: str,
                                                             mouse: bool) -> None:
    app = _app(tmp_path, lang)
    scene = _at(app, "match")
    assert _step("match") == 3
    try_ = _mouse_tile if mouse else _key_tile
    ends = {tuple(round(v) for v in b) for b in tutor_view(scene.tutorial).point}
    assert len(ends) == 2, "the rings are on the two ends, not on the tile"
    assert "5–6" not in _said(scene)
    if not mouse:  # the keyboard's cursor does not stand on the answer either
        key(app, pygame.K_RIGHT, frames=1)
        assert _hand(scene)[scene.model.control.selected] != "5:6"
    try_(app, scene, "0:0", None)
    assert scene.tutor.stage is Stage.WRONG
    assert tr("tutorial.match.wrong") in _said(scene) and "5–6" not in _said(scene), _said(scene)
    point = {tuple(round(v) for v in b) for b in tutor_view(scene.tutorial).point}
    assert point == ends, "still the ends to look at"
    if not mouse:
        assert _hand(scene)[scene.model.control.selected] != "5:6", "no cursor on the answer"
    try_(app, scene, "1:3", None)
    assert tr("tutorial.match.wrong_answer") in _said(scene) and "5–6" in _said(scene)
    rings = [tuple(round(v) for v in b) for b in tutor_view(scene.tutorial).point]
    if mouse:
        box = scene.view().hand_boxes[_hand(scene).index("5:6")]
        assert rings == [tuple(round(v) for v in box)], "now the ring is on 5–6"
    else:  # the cursor went to 5–6, the one ring to the end it goes to
        assert _hand(scene)[scene.model.control.selected] == "5:6"
        assert len(rings) == 1 and rings[0] in ends
    try_(app, scene, "5:6", 1)
    assert scene.tutor.stage is Stage.DONE
    app.close()


@pytest.mark.parametrize("mouse", [False, True], ids=["keyboard", "mouse"])
@pytest.mark.parametrize("step", ["points", "remember"])
def test_steps_10_and_11_show_the_figures_only_after_a_second_miss(
        tmp_path: Path, step: str, mouse: bool) -> None:
    app = _app(tmp_path, "ru")
    scene = _at(app, step)
    assert _step(step) in (10, 11)
    lesson = scene.tutor.lesson
    assert lesson.ask is not None
    answer = {"points": "29", "remember": "+1"}[step]
    _point(app, scene, 1 - lesson.ask, mouse)
    assert scene.tutor.stage is Stage.MISS
    said = _said(scene)
    assert tr(f"tutorial.{step}.miss") in said and answer not in said.split(".", 1)[-1], said
    assert tutor_view(scene.tutorial).point == (scene.model.layout.sheet,), "the sheet, no more"
    _point(app, scene, 1 - lesson.ask, mouse)
    said = _said(scene)
    assert tr(f"tutorial.{step}.miss_answer") in said and answer in said, said
    right = tuple(side_boxes(scene.tutorial)[lesson.ask])
    assert [(b.x, b.y, b.w, b.h) for b in tutor_view(scene.tutorial).point] == [right]
    _point(app, scene, lesson.ask, mouse)
    run_frames(app, 1)
    assert scene.tutor.stage is Stage.DONE
    app.close()
