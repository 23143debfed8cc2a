"""The tutorial as the tester met it (issue 14 and 18): its rings follow its words (the
bazaar's tile once drawn, then its end; only the end the words named), the keyboard's
cursor shows where it stands from a step's start, a refusal goes once the right tile is
taken, reaching the last step finishes the tutorial, and its arrows cover nothing."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import click, key, resize, run_frames
from table_kit import still
from test_tutorial import _app, _at, _do, _hand

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.table.theme import recording
from kozel_gui.tutorial.lessons import LESSONS
from kozel_gui.tutorial.progress import Progress, menu_words
from kozel_gui.tutorial.scene import TutorialScene, pointed, tutor_view
from kozel_gui.tutorial.tutor import Stage


def _rect(box: object) -> pygame.Rect:
    x, y, w, h = box  # type: ignore[misc]
    return pygame.Rect(round(x), round(y), round(w), round(h))


def _end(scene: TutorialScene, end: int) -> pygame.Rect:
    return _rect(scene.model.line().slot("left" if end == 0 else "right", False).box)


def _pointed(scene: TutorialScene) -> list[pygame.Rect]:
    return [_rect(b) for b in pointed(scene.tutorial)]


def test_the_bazaar_steps_ring_goes_to_the_tile_drawn_then_to_its_end(tmp_path: Path) -> None:
    """The frame and arrow stayed on the bazaar while the words said «Положите её к
    пятёрке»."""
    app = _app(tmp_path, "ru")
    scene = _at(app, "bazaar")
    assert _pointed(scene) == [_rect(scene.model.layout.bazaar)]
    for _ in range(15):  # the bazaar holds 14
        if "4:5" in _hand(scene):
            break
        _do(app, scene, "draw", mouse=False)
    still(app, scene)
    assert "4:5" in _hand(scene)
    assert tutor_view(scene.tutorial).paras[-1].text == tr("tutorial.bazaar.idea")
    tile = _hand(scene).index("4:5")
    assert _pointed(scene) == [_rect(scene.view().hand_boxes[tile])], "the ring is on the 4–5"
    assert scene.view().hover == tile, "the cursor stands on it"
    key(app, pygame.K_RIGHT, frames=1)
    assert scene.model.control.selected == tile, "the first arrow takes the tile shown"
    five = 1 if scene.model.round.ends is not None and scene.model.round.ends[1] == 5 else 0
    assert _pointed(scene) == [_end(scene, five)], "then the ring is on the five"
    key(app, pygame.K_RETURN, frames=2)
    still(app, scene)
    assert scene.tutor.stage is Stage.DONE
    app.close()


@pytest.mark.parametrize("step", ["double", "ends"])
def test_each_step_starts_with_the_cursor_shown_where_the_first_arrow_goes(
        tmp_path: Path, step: str) -> None:
    """Step 5: the first Right jumped to the third tile from a place nowhere to be seen, so
    Right ×3 did not land where the person counted."""
    app = _app(tmp_path, "en")
    scene = _at(app, step)
    hand = _hand(scene)
    tile = {"double": "3:3", "ends": "2:6"}[step]
    start = hand.index(tile)
    assert scene.model.control.selected is None
    assert scene.view().hover == start, "the cursor is shown on the step's tile"
    seen = []
    for _ in range(len(hand)):
        key(app, pygame.K_RIGHT, frames=1)
        seen.append(scene.model.control.selected)
    assert seen == [start] * len(hand), \
        "from the tile shown, and no further: no other tile fits (issue 14)"
    app.close()


def test_where_no_tile_fits_the_ring_is_on_the_knock_and_no_tile_is_raised(
        tmp_path: Path) -> None:
    """The «Стучу» step once showed the cursor on the first tile (so the first arrow chose
    the tile seen); but no tile fits there, and a raised tile under Enter said «Не подходит»
    (issue 18, today).  The ring is on «Стучу», no tile is raised; the arrows still look at
    the tiles as at the table (Left from the end), the ring stays, Enter knocks."""
    app = _app(tmp_path, "en")
    scene = _at(app, "knock")
    focused = scene.focus.current()
    assert scene.view().hover is None and focused is not None and focused.key == "knock"
    key(app, pygame.K_LEFT, frames=1)
    assert scene.model.control.selected == len(_hand(scene)) - 1
    focused = scene.focus.current()
    assert focused is not None and focused.key == "knock"
    key(app, pygame.K_RETURN, frames=2)
    still(app, scene)
    assert scene.tutor.stage is Stage.DONE
    app.close()


def test_reaching_the_last_step_finishes_the_tutorial(tmp_path: Path) -> None:
    """Closing the window on «Молодец!» left «Продолжить урок (шаг 14 из 14)» in the menu."""
    app = _app(tmp_path, "ru")
    scene = TutorialScene(app, len(LESSONS) - 2)
    app.push(scene)
    run_frames(app, 2)
    scene.skip_step()
    run_frames(app, 2)
    assert scene.tutor.last and scene.tutor.stage is Stage.DONE
    assert Progress.load(app.data) == Progress(0, finished=True)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    run_frames(app, 1)
    assert Progress.load(app.data) == Progress(0, finished=True)
    assert menu_words(app.data) == tr("menu.learn")
    app.close()


def test_leaving_the_last_step_keeps_it_finished(tmp_path: Path) -> None:
    app = _app(tmp_path, "ru")
    Progress(len(LESSONS) - 1).save(app.data)  # as an older version left it
    scene = TutorialScene(app)
    app.push(scene)
    run_frames(app, 2)
    assert scene.tutor.last
    key(app, pygame.K_ESCAPE, frames=2)
    assert Progress.load(app.data) == Progress(0, finished=True)
    app.close()


def test_a_refusal_goes_once_the_right_tile_is_taken(tmp_path: Path) -> None:
    """«Эта кость сюда не подходит. Возьмите 2–6» stayed while 2–6 was being laid."""
    app = _app(tmp_path, "ru")
    scene = _at(app, "ends")
    v = scene.view()
    click(app, v.hand_boxes[_hand(scene).index("0:1")].center, frames=2)
    assert scene.tutor.stage is Stage.WRONG
    assert tutor_view(scene.tutorial).paras[-1].text == tr("tutorial.ends.wrong")
    click(app, scene.view().hand_boxes[_hand(scene).index("2:6")].center, frames=2)
    assert scene.model.control.choosing
    texts = [p.text for p in tutor_view(scene.tutorial).paras]
    assert tr("tutorial.ends.wrong") not in texts, texts
    assert texts[-1] == tr("tutorial.ends.idea")
    assert len(_pointed(scene)) == 1, "the one end the arrows chose"
    app.close()


@pytest.mark.parametrize("wrong", ["3:5<", "0:1"])
def test_after_the_words_name_the_fishs_end_only_that_end_is_ringed(
        tmp_path: Path, wrong: str) -> None:
    """Step 9: both ends kept glowing after «Положите 3–5 к тройке» (said after a second wrong
    try); the words stay while 3–5 is laid (they say where)."""
    app = _app(tmp_path, "ru")
    scene = _at(app, "fish")
    assert len(_pointed(scene)) == 2, "before: both ends, the answer not given away"
    for tries in (1, 2):  # the end is named after a second wrong try (issue 14)
        if wrong == "0:1":
            click(app, scene.view().hand_boxes[_hand(scene).index("0:1")].center, frames=2)
        else:
            _do(app, scene, wrong, mouse=True)
        assert scene.tutor.stage is Stage.WRONG
        if tries == 1:
            assert len(_pointed(scene)) == 2, "one wrong try: still both ends to look at"
    named = [_end(scene, 1)]
    tile = scene.view().hand_boxes[_hand(scene).index("3:5")]
    assert _pointed(scene) == [_rect(tile)], "the tile named is ringed first, as at step 3"
    click(app, tile.center, frames=2)
    assert scene.model.control.choosing
    assert _pointed(scene) == named, "then only the end the words named"
    key(app, pygame.K_LEFT, frames=1)  # the arrows on the wrong end
    assert scene.model.control.end == 0
    assert _pointed(scene) == named, "the ring stays on the end the words named"
    assert scene.tutor.stage is Stage.WRONG, "the words saying where stay"
    app.close()


def _arrows_cover(app: App) -> list[tuple[pygame.Rect, str, str]]:
    """Each arrow drawn over a text, a tile or a plate, over a whole pulse."""
    scene = app.stack.top
    assert isinstance(scene, TutorialScene)
    found = []
    for _ in range(13):
        app.clock.advance(0.1)  # type: ignore[attr-defined]
        with recording() as log:
            run_frames(app, 1)
        arrows = [pygame.Rect(i.rect) for i in log if i.role == "tutor.arrow"]
        assert arrows
        words = [(pygame.Rect(i.rect), i.role, i.text) for i in log
                 if not i.role.startswith("tutor.") and i.text]
        v = scene.view()
        things = [(_rect(t.box), "tile", "") for t in v.line.tiles]
        things += [(_rect(b), "hand", "") for b in v.hand_boxes]
        found += [(a, role, s) for a in arrows for r, role, s in (*words, *things)
                  if a.colliderect(r)]
    return found


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("step", ["goat", "fish", "out", "double"])
def test_the_arrows_cover_no_words_and_no_tiles(tmp_path: Path, size: tuple[int, int],
                                                step: str) -> None:
    """Over «Ваш ход» (step 13), over a tile of the line (step 9)."""
    app = _app(tmp_path, "ru")
    resize(app, size)
    _at(app, step)
    assert _arrows_cover(app) == []
    app.close()


def test_the_arrow_at_the_total_asked_for_leaves_the_older_totals_clear(tmp_path: Path) -> None:
    """Step 13, after the person's own total was pointed at: the arrow lay over «93»."""
    from test_tutorial import _point

    app = _app(tmp_path, "ru")
    scene = _at(app, "goat")
    _do(app, scene, "3:6>", mouse=False)
    still(app, scene)
    assert scene.tutor.stage is Stage.POINT
    _point(app, scene, 0, mouse=True)
    _point(app, scene, 0, mouse=True)  # the total is ringed after a second miss (issue 14)
    assert scene.tutor.stage is Stage.MISS
    assert _arrows_cover(app) == []
    app.close()


def test_the_bazaar_step_by_keyboard_alone_enter_draws_then_plays(tmp_path: Path) -> None:
    """Step 7 with the keyboard alone: Enter said «Не подходит: концы 1 и 5», Tab reached only
    «Меню», «Подсказка» and «Помощь», only D drew.  The ring is on the bazaar while nothing
    fits (an arrow looks at a tile and says why, the ring stays), Enter draws until the 4–5
    comes, then the hand has Enter again: an arrow takes the 4–5, Enter plays it."""
    app = _app(tmp_path, "ru")
    scene = _at(app, "bazaar")
    step = next(i for i, lesson in enumerate(LESSONS) if lesson.key == "bazaar")
    assert tutor_view(scene.tutorial).step == f"Шаг {step + 1} из {len(LESSONS)}" == "Шаг 7 из 14"
    focused = scene.focus.current()
    assert focused is not None and focused.key == "draw", "the ring is on the bazaar"
    assert focused.rect == _rect(scene.model.layout.bazaar)
    tabbed = []
    for _ in range(len(scene.focus.items())):
        key(app, pygame.K_TAB, frames=1)
        current = scene.focus.current()
        tabbed.append(current.key if current is not None else None)
    assert "draw" in tabbed, tabbed
    scene.focus.reset()
    key(app, pygame.K_RIGHT, frames=1)
    note = scene.model.note
    assert note is not None and str(note[0]).startswith("Не подходит")
    focused = scene.focus.current()
    assert focused is not None and focused.key == "draw", "looking at a tile keeps the ring"
    for _ in range(15):  # the bazaar holds 14
        if "4:5" in _hand(scene):
            break
        key(app, pygame.K_RETURN, frames=2)
        still(app, scene)
    assert "4:5" in _hand(scene)
    assert scene.focus.current() is None, "a tile fits: Enter is the hand's again"
    key(app, pygame.K_RIGHT, frames=1)
    assert _hand(scene)[scene.model.control.selected or 0] == "4:5"
    key(app, pygame.K_RETURN, frames=2)
    still(app, scene)
    assert scene.tutor.stage is Stage.DONE
    app.close()
