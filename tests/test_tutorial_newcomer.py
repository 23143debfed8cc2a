"""What a newcomer's playtest of the tutorial found (P25), through the real App loop: the
person sits under their own name (their avatar's letter), the end chosen by the arrows is
the one ringed, a score step does not show its answer on the plates, a new position says
so, the menu offers to continue a tutorial left half-done, and the sheet's «×» and «—»
are explained."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import button_texts, click, key, make_app, press, run_frames
from table_kit import still
from test_tutorial import _at, _do, _mouse_tile, _next, _point

from kozel_gui.app import App
from kozel_gui.i18n import set_language, tr
from kozel_gui.table.sheet import round_text
from kozel_gui.tutorial.lessons import LESSONS
from kozel_gui.tutorial.scene import TutorialScene, tutor_view
from kozel_gui.tutorial.tutor import Stage
from rules.i18n import LANGUAGES


def _app(tmp: Path, lang: str = "ru") -> App:
    app = make_app(tmp, "--speed", "0", "--lang", lang)
    set_language(lang)
    return app


def test_the_person_sits_under_their_profile_name(tmp_path: Path) -> None:
    """The plate and its avatar's letter are the profile's («Т» of «Тестер»), as at any
    table, not the «В» of «Вы»; sentences about the person still say «вы»."""
    app = _app(tmp_path)
    scene = _at(app, "lead")
    mine = next(p for p in scene.view().plates if p.seat == scene.model.viewer)
    assert mine.name == "Тестер"
    assert scene.model.session.person(scene.model.viewer).is_you
    app.close()


def test_the_end_chosen_by_the_arrows_is_the_one_ringed(tmp_path: Path) -> None:
    app = _app(tmp_path)
    scene = _at(app, "ends")
    line = scene.model.line()
    left, right = line.slot("left", False).box, line.slot("right", False).box
    assert set(tutor_view(scene.tutorial).point) == {left, right}, "both ends, before a choice"
    for _ in range(4):  # the arrows to 2–6, Enter: now an end is chosen
        if scene.model.control.selected is not None and \
                str(scene.view().hand[scene.model.control.selected]) == "2:6":
            break
        key(app, pygame.K_RIGHT, frames=1)
    key(app, pygame.K_RETURN, frames=2)
    assert scene.model.control.choosing
    chosen = {0: left, 1: right}
    assert tutor_view(scene.tutorial).point == (chosen[scene.model.control.end],)
    key(app, pygame.K_LEFT, frames=2)
    assert scene.model.control.end == 0 and tutor_view(scene.tutorial).point == (left,)
    key(app, pygame.K_RIGHT, frames=2)
    assert scene.model.control.end == 1 and tutor_view(scene.tutorial).point == (right,)
    key(app, pygame.K_RETURN, frames=2)
    still(app, scene)
    assert scene.tutor.stage is Stage.DONE
    app.close()


def test_a_score_step_does_not_show_its_answer_on_the_plates(tmp_path: Path) -> None:
    """«Сложите их точки»: the rival's plate said «в руке 29» beside the question, and at
    the fish just before it. While a number is to be found, now or at the next step, the
    plates (as drawn) count tiles; once the last is found, the hands' worth is back."""
    app = _app(tmp_path)
    scene = _at(app, "fish")
    _do(app, scene, "3:5>", mouse=False)
    assert scene.tutor.stage is Stage.DONE
    assert {p.seat: (p.sub, p.short) for p in scene.painted().plates} == {
        0: ("1 кость", "1"), 1: ("4 кости", "4")}  # the badges too: no worth anywhere
    _next(app, scene, mouse=False)
    assert scene.tutor.lesson.key == "points" and scene.tutor.waits_for_point()
    assert {p.seat: p.sub for p in scene.painted().plates} == {0: "1 кость", 1: "4 кости"}
    _point(app, scene, 1, mouse=True)
    _next(app, scene, mouse=False)
    assert scene.tutor.lesson.key == "remember"
    _point(app, scene, 0, mouse=True)
    assert scene.tutor.stage is Stage.DONE
    worth = {p.seat: (p.sub, p.short) for p in scene.painted().plates}
    assert worth in ({0: ("1 очко в руке", "1"), 1: ("29 очков в руке", "29")},
                     {0: (None, "1"), 1: (None, "29")}), worth  # the lines, or all on badges
    app.close()


def test_a_new_position_says_the_table_was_set_up_anew(tmp_path: Path) -> None:
    app = _app(tmp_path)
    scene = _at(app, "lead")
    assert tutor_view(scene.tutorial).paras[0].text != tr("tutorial.new_table"), \
        "the first position is the one the tutorial opened on"
    _do(app, scene, "1:1", mouse=False)
    _next(app, scene, mouse=False)
    still(app, scene)
    assert scene.tutor.lesson.key == "match" and scene.tutor.stage is Stage.IDEA
    paras = tutor_view(scene.tutorial).paras
    assert [p.text for p in paras] == [tr("tutorial.new_table"), tr("tutorial.match.idea")]
    _mouse_tile(app, scene, "0:0", None)  # a wrong try: the explanation takes the cue's place
    assert [p.text for p in tutor_view(scene.tutorial).paras] == [
        tr("tutorial.match.idea"), tr("tutorial.match.wrong")]
    app.close()


def test_the_menu_offers_to_continue_a_tutorial_left_half_done(tmp_path: Path) -> None:
    app = _app(tmp_path)
    assert "Научиться играть" in button_texts(app)
    press(app, "Научиться играть")
    scene = app.stack.top
    assert isinstance(scene, TutorialScene) and scene.tutor.step == 0
    key(app, pygame.K_RETURN, frames=2)  # «Дальше» from the welcome
    for _ in range(2):
        click(app, scene.buttons_["tutor_skip"].rect.center, frames=2)
    assert scene.tutor.step == 3
    key(app, pygame.K_ESCAPE, frames=4)
    run_frames(app, 2)
    assert app.stack.top is not scene
    label = f"Продолжить обучение (шаг 4 из {len(LESSONS)})"
    assert label in button_texts(app) and "Научиться играть" not in button_texts(app)
    press(app, label)
    resumed = app.stack.top
    assert isinstance(resumed, TutorialScene) and resumed.tutor.step == 3
    app.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sheets_marks_are_shown_and_explained(tmp_path: Path, lang: str) -> None:
    """The goat step's sheet has a «×» (remembered points wiped by going out) and a «—»
    (nothing written), and its words say what each means; the rule-13 step's «done» says
    it first, with the summary's own word for it."""
    app = _app(tmp_path, lang)
    scene = _at(app, "goat")
    sheet = scene.model.session.sheet
    marks = {round_text(sheet.rules, row, side)[0] for row in sheet.rows for side in (0, 1)}
    assert {"×", "—"} <= marks
    idea = tutor_view(scene.tutorial).paras[-1].text
    assert "«×»" in idea or "“×”" in idea
    assert "«—»" in idea or "“—”" in idea
    done = tr("tutorial.remember.done")
    assert "×" in done and tr("table.summary_wiped") in done
    app.close()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_fish_step_asks_for_the_move_it_teaches(tmp_path: Path, lang: str) -> None:
    """Step 9, «Рыба», named the end and ringed the tile: nothing was left to find. It rings
    both ends and asks where 3–5 makes the fish; a wrong end is explained."""
    app = _app(tmp_path, lang)
    scene = _at(app, "fish")
    line = scene.model.line()
    ends = {line.slot("left", False).box, line.slot("right", False).box}
    assert set(tutor_view(scene.tutorial).point) == ends
    idea = tutor_view(scene.tutorial).paras[-1].text
    assert idea == tr("tutorial.fish.idea")
    assert tr("table.to_3") not in idea, "the idea does not say where it goes"
    _do(app, scene, "3:5<", mouse=False)
    assert tutor_view(scene.tutorial).paras[-1].text == tr("tutorial.fish.wrong")
    _do(app, scene, "3:5>", mouse=False)
    assert scene.tutor.stage is Stage.DONE
    app.close()
