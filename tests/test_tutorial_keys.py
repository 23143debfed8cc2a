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
from kozel_gui.layout import Box
from kozel_gui.tutorial.pointing import SPOT_KEY, side_boxes
from kozel_gui.tutorial.scene import TutorialScene
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


def _fitting(scene: TutorialScene) -> set[str]:
    """The hand's tiles that some legal move plays now."""
    return {str(m.tile) for m in scene.model.round.legal_moves() if m.tile is not None}


def _steps() -> list[tuple[str, str]]:
    from kozel_gui.tutorial.lessons import LESSONS
    from kozel_gui.tutorial.pairs import PAIR_LESSONS

    return [*(("main", lesson.key) for lesson in LESSONS if lesson.played),
            *(("pairs", lesson.key) for lesson in PAIR_LESSONS if lesson.played)]


def _open(app: App, part: str, step: str) -> TutorialScene:
    from kozel_gui.tutorial.pairs import PAIR_LESSONS, PairsScene

    if part == "main":
        return _at(app, step)
    scene = PairsScene(app, next(i for i, p in enumerate(PAIR_LESSONS) if p.key == step))
    app.push(scene)
    run_frames(app, 2)
    still(app, scene)
    return scene


@pytest.mark.parametrize(("part", "step"), _steps())
def test_the_arrows_reach_every_tile_that_fits(tmp_path: Path, part: str, step: str) -> None:
    """PT-X (issue 14): a tile that fits but is not the step's must be reachable by keys,
    so the wrong try the step explains can be made; each way round, from the step's cursor."""
    app = _app(tmp_path, "ru")
    scene = _open(app, part, step)
    fits = _fitting(scene)
    for code in (pygame.K_RIGHT, pygame.K_LEFT):
        key(app, pygame.K_BACKSPACE, frames=1)
        seen = set()
        for _ in range(len(_hand(scene)) + 1):
            key(app, code, frames=1)
            if scene.model.control.selected is not None:
                seen.add(_hand(scene)[scene.model.control.selected])
        if fits:
            assert seen == fits, (step, code, seen, fits)
    app.close()


def test_soap_s_wrong_tile_is_tried_by_keys_and_explained(tmp_path: Path) -> None:
    """«Пусто-пусто»: 2–3 fits the three but leaves the soap in hand; the arrows reach it,
    Enter tries it, the step explains it as with the mouse, and the move is not made."""
    from kozel_gui.i18n import tr
    from kozel_gui.tutorial.scene import tutor_view

    app = _app(tmp_path, "ru")
    scene = _at(app, "soap")
    assert _fitting(scene) == {"0:0", "2:3"}
    before = str(scene.model.round.position())
    for _ in range(2):  # the step's cursor first (0–0), then the next that fits
        key(app, pygame.K_RIGHT, frames=1)
    assert _hand(scene)[scene.model.control.selected or 0] == "2:3"
    key(app, pygame.K_RETURN, frames=2)
    still(app, scene)
    assert scene.tutor.stage is Stage.WRONG
    assert tutor_view(scene.tutorial).paras[-1].text == tr("tutorial.soap.wrong")
    assert str(scene.model.round.position()) == before, "the wrong try is not made"
    key(app, pygame.K_LEFT, frames=1)  # and again: the cursor went back to 0–0
    assert _hand(scene)[scene.model.control.selected or 0] == "2:3"
    app.close()


@pytest.mark.parametrize("step", ["pairs_fish", "pairs_eggs"])
def test_the_pairs_keyboard_end_glows_as_at_the_table(tmp_path: Path, step: str) -> None:
    """«Игра парами»: 3–5 fits both ends; the end the keys choose is the table's chosen end
    (its strong glow, as in a normal game), the other glows as a place it may go, and the
    tutorial draws no second mark on either (PT-X: the keyboard's end was not lit)."""
    from kozel_gui.tutorial.scene import tutor_view

    app = _app(tmp_path, "ru")
    scene = _open(app, "pairs", step)
    key(app, pygame.K_RIGHT, frames=1)
    key(app, pygame.K_RETURN, frames=1)
    assert scene.model.control.choosing, "Enter takes 3–5 up to choose its end"
    for code, end in ((pygame.K_LEFT, 0), (pygame.K_RIGHT, 1), (pygame.K_LEFT, 0)):
        key(app, code, frames=2)
        targets = scene.view().targets
        assert sorted((t.end, t.strong) for t in targets) == [(0, end == 0), (1, end == 1)]
        rings = tutor_view(scene.tutorial).point
        assert not any(_overlaps(r, t.box) for r in rings for t in targets), \
            "the tutorial's ring is not a second mark on an end"
        screen = pygame.display.get_surface()
        glow = {t.end: _green(screen, t.box) for t in targets}
        assert glow[end] > glow[1 - end] + 10, glow
    app.close()


def _rect(b: Box) -> pygame.Rect:
    return pygame.Rect(round(b.x), round(b.y), round(b.w), round(b.h))


def _overlaps(a: Box, b: Box) -> bool:
    return _rect(a).colliderect(_rect(b))


def _green(screen: pygame.Surface, box: Box) -> float:
    """The mean green of the middle of an end's spot as painted."""
    r = _rect(box)
    r = r.inflate(-r.w // 2, -r.h // 2)
    values = [screen.get_at((x, y)).g for x in range(r.left, r.right)
              for y in range(r.top, r.bottom)]
    return sum(values) / len(values)
