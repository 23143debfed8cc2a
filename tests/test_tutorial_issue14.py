"""The tutorial as a newcomer met it (issue 14): its pointing is not the keyboard's cursor,
the arrows start on the tile it points at, a refused try moves the cursor there; «С начала»
shows step 1's position at once; its words are spaced; one way out."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import still
from test_tutorial import _app, _at, _hand

from kozel_gui.table.theme import YELLOW, recording
from kozel_gui.tutorial.scene import TUTOR_RING
from kozel_gui.tutorial.tutor import Stage


def test_the_target_is_not_the_cursor_and_the_arrows_start_on_it(tmp_path: Path) -> None:
    """The ring round the tile to play looked like the keyboard's cursor, the first arrow
    lifted the hand's first tile beside it, and Enter after a refused tile tried it again
    with nothing changing on the screen."""
    app = _app(tmp_path, "ru")
    scene = _at(app, "match")  # play 5:6; 0:0 fits neither end
    hand = _hand(scene)
    target = hand.index("5:6")
    assert target != 0 and scene.model.control.selected is None
    box = pygame.Rect(*(round(v) for v in scene.view().hand_boxes[target]))
    app.clock.advance(0.1)  # type: ignore[attr-defined]
    with recording() as log:
        run_frames(app, 1)
    rings = [pygame.Rect(i.rect) for i in log if i.role == "tutor.ring"]
    arrows = [pygame.Rect(i.rect) for i in log if i.role == "tutor.arrow"]
    assert len(rings) == 1 and rings[0].contains(box)
    assert len(arrows) == 1 and arrows[0].bottom <= rings[0].top
    assert abs(arrows[0].centerx - box.centerx) <= 2
    assert TUTOR_RING != YELLOW
    edge = app.screen.get_at((rings[0].centerx, rings[0].top + 2))
    assert edge.b > edge.r, f"the ring is blue, not the cursor's yellow: {edge}"
    key(app, pygame.K_RIGHT, frames=1)
    assert scene.model.control.selected == target, "the first arrow chooses the ringed tile"
    while _hand(scene)[scene.model.control.selected] != "0:0":
        key(app, pygame.K_RIGHT, frames=1)
    key(app, pygame.K_RETURN, frames=2)
    assert scene.tutor.stage is Stage.WRONG and scene.tutor.refused
    assert scene.model.control.selected == target, "after the refusal the cursor is on 5:6"
    key(app, pygame.K_RETURN, frames=2)
    still(app, scene)
    assert scene.tutor.stage is Stage.DONE
    app.close()


def test_start_over_shows_the_first_steps_table_at_once(tmp_path: Path) -> None:
    """«С начала» from a later step showed step 1's words over the old position."""
    from kozel_gui.tutorial.lessons import LESSONS

    app = _app(tmp_path, "ru")
    scene = _at(app, "fish")
    first = next(lesson for lesson in LESSONS if lesson.played)
    assert str(scene.model.round.position()) != str(first.start().position())
    scene.restart()
    run_frames(app, 2)
    assert scene.tutor.step == 0
    assert str(scene.model.round.position()) == str(first.start().position())
    assert sorted(_hand(scene)) == sorted(str(t) for t in first.start().hand(0))
    app.close()


def test_the_panels_sentences_are_spaced_and_the_last_step_has_one_way_out(
        tmp_path: Path) -> None:
    """«сверху.Кость»: one space after a full stop leaves 3 px of felt; and the last
    step offered «Выйти» beside «В меню», doing the same."""
    from kozel_gui.i18n import tr
    from kozel_gui.tutorial.lessons import LESSONS
    from kozel_gui.tutorial.panel import Measures, step_words
    from kozel_gui.tutorial.scene import TutorialScene

    app = _app(tmp_path, "ru")
    words = step_words(LESSONS[0], asking=False, trouble=None, done=False)
    lines = [line for line, _ in Measures(1.0).lines(words, 4000)]
    assert any("сверху.\u2009 Кость" in line for line in lines), lines
    assert not any("сверху. Кость" in line for line in lines)
    scene = TutorialScene(app, len(LESSONS) - 1)
    app.push(scene)
    run_frames(app, 2)
    assert scene.tutor.last and scene.tutor.stage is Stage.DONE
    labels = [b.label for b in scene._layout_buttons()]
    assert tr("tutorial.finish") in labels and tr("tutorial.leave") not in labels
    app.close()


def test_a_first_start_focuses_the_tutorial_the_menu_offers(tmp_path: Path) -> None:
    """The menu said «Впервые играете в Козла? Короткое обучение…» with the focus on
    «Играть»; once the tutorial was opened, Play is the default again."""
    from conftest import make_app

    from kozel_gui.scenes.menu import MenuScene

    app = make_app(tmp_path, "--speed", "0")  # a new profile, the tutorial never opened
    run_frames(app, 2)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.new_to_the_game
    current = menu.focus.current()
    assert current is not None and current.key == "#menu_learn"
    key(app, pygame.K_RETURN, frames=2)
    assert not isinstance(app.stack.top, MenuScene), "Enter opens the tutorial"
    key(app, pygame.K_ESCAPE, frames=2)
    run_frames(app, 2)
    assert app.stack.top is menu and not menu.new_to_the_game
    current = menu.focus.current()
    assert current is not None and current.key == "#menu_play"
    app.close()
