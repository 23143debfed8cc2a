"""The tutorial as a newcomer met it (issue 14): its pointing is not the keyboard's cursor,
the arrows start on the tile it points at, a refused try moves the cursor there; «С начала»
shows step 1's position at once; one space after a sentence; one way out."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import still
from test_tutorial import _app, _at, _hand, _point

from kozel_gui.table.theme import YELLOW, recording
from kozel_gui.tutorial.scene import TUTOR_RING
from kozel_gui.tutorial.tutor import Stage


def test_the_target_is_not_the_cursor_and_the_arrows_start_on_it(tmp_path: Path) -> None:
    """The ring round the tile to play looked like the keyboard's cursor, the first arrow
    lifted the hand's first tile beside it, and Enter after a refused tile tried it again
    with nothing changing on the screen."""
    app = _app(tmp_path, "ru")
    scene = _at(app, "double")  # play 3:3; 0:0 fits neither end
    hand = _hand(scene)
    target = hand.index("3:3")
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
    key(app, pygame.K_RIGHT, frames=1)
    assert scene.model.control.selected == target, "no other tile fits: the arrows stay"
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


def test_the_panels_sentences_have_one_space_and_the_last_step_has_one_way_out(
        tmp_path: Path) -> None:
    """The panel doubled the space after each sentence («сверху.  Кость»), unlike every other
    text of the game: one space, as the catalog has it; and the last step offered «Выйти»
    beside «В меню», doing the same."""
    from kozel_gui.i18n import tr
    from kozel_gui.tutorial.lessons import LESSONS
    from kozel_gui.tutorial.panel import Measures, step_words
    from kozel_gui.tutorial.scene import TutorialScene

    app = _app(tmp_path, "ru")
    for lesson in LESSONS:
        words = step_words(lesson, asking=False, trouble=None, done=False)
        lines = [line for line, _ in Measures(1.0).lines(words, 4000)]
        assert not any("  " in line for line in lines), lines
    words = step_words(LESSONS[0], asking=False, trouble=None, done=False)
    lines = [line for line, _ in Measures(1.0).lines(words, 4000)]
    assert any("сверху. Кость" in line for line in lines), lines
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


def test_step_10_asks_for_the_rivals_points_without_giving_them(tmp_path: Path) -> None:
    """«Очки в руке» listed the rival's tiles, priced 6–6 as an example, and said the sum was
    «справа» (the rival's column): the player had nothing left to find.  It asks now; the
    sum is worked out after the right number is found (or after a miss)."""
    from kozel_gui.i18n import set_language, tr
    from kozel_gui.tutorial.lessons import LESSONS
    from kozel_gui.tutorial.scene import tutor_view
    from rules import hand_value
    from rules.move_words import tile_words

    for lang in ("ru", "uk", "en"):
        app = _app(tmp_path / lang, lang)
        scene = _at(app, "points")
        step = next(i for i, lesson in enumerate(LESSONS) if lesson.key == "points")
        assert step + 1 == 10 and scene.tutor.stage is Stage.POINT
        rival = scene.model.round.hand(1)
        total = hand_value(scene.model.round.rules, rival)
        assert total == 29
        asked = " ".join(p.text for p in tutor_view(scene.tutorial).paras)
        assert str(total) not in asked, asked
        assert not any(tile_words(t) in asked for t in rival), asked
        assert "справа" not in asked and "праворуч" not in asked and "right" not in asked
        _point(app, scene, 1, mouse=False)
        assert scene.tutor.stage is Stage.DONE
        told = tutor_view(scene.tutorial).paras[-1].text
        assert told == tr("tutorial.points.done") and "2 + 7 + 8 + 12 = 29" in told
        assert all(tile_words(t) in told for t in rival)
        app.close()
    set_language("ru")


def _shown_tiles(scene: object) -> int:
    """The tiles the table shows: the person's hand, the rival's fan, the bazaar's pile and
    the tiles on the table, as drawn this frame."""
    v = scene.view()  # type: ignore[attr-defined]
    fans = sum(len(f.shown) if f.shown is not None else f.count for f in v.fans)
    return len(v.hand) + fans + v.bazaar + len(v.placed)


def test_every_staged_position_is_a_real_one(tmp_path: Path) -> None:
    """The scripted positions showed, say, 4 + 3 tiles in hand, one on the table and no
    bazaar: not the 28 of the set.  Each step's table holds the 28 before its move and after
    it, and each hand is what its seat's moves and draws leave of the seven it was dealt
    (the lead by the step's leader, the seats in turn, the bazaar's 14 less the draws)."""
    from kozel_gui.tutorial.lessons import LESSONS

    for lesson in LESSONS:
        if not lesson.played:
            continue
        r = lesson.start()
        placed = [int(t.rsplit("@", 1)[1]) for t in
                  lesson.text.split("line ")[1].split(";")[0].split() if "@" in t]
        drawn = [len(r.hand(s)) - 7 + placed.count(s) for s in (0, 1)]
        assert min(drawn) >= 0 and sum(drawn) == 14 - len(r.bazaar), (lesson.key, drawn)
        leader = int(lesson.text.split("leader ")[1][0])
        assert placed.count(1) - placed.count(0) == (1 if leader == 1 else 0), lesson.key
        if lesson.rules.draw.value != "none" and r.bazaar:
            assert all(m.kind.value != "draw" for m in r.legal_moves()) or "draw" in \
                lesson.on_way, f"{lesson.key}: a draw the step does not teach"

    app = _app(tmp_path, "ru")
    for i, lesson in enumerate(LESSONS):
        if not lesson.played:
            continue
        from kozel_gui.tutorial.scene import TutorialScene

        scene = TutorialScene(app, i)
        app.push(scene)
        run_frames(app, 2)
        still(app, scene)
        assert _shown_tiles(scene) == 28, (lesson.key, _shown_tiles(scene))
        scene.tutorial.make_step()
        still(app, scene)
        assert scene.tutor.stage is not Stage.IDEA
        assert _shown_tiles(scene) == 28, (lesson.key, "after its move", _shown_tiles(scene))
        app.pop()
        run_frames(app, 1)
    app.close()


def test_the_fish_lies_in_one_row_at_both_sizes(tmp_path: Path) -> None:
    """Step 9 laid twenty tiles for a fish that needs only the fives out, and at 1024×600 the
    line wound round a turn, the end to play on under it.  The line holds what the idea
    needs; it and both its open ends lie in one row at 1280×720 and at 1024×600."""
    from conftest import resize

    for size in ((1280, 720), (1024, 600)):
        app = _app(tmp_path / f"{size[0]}", "ru")
        resize(app, size)
        scene = _at(app, "fish")
        line = scene.model.line()
        rows = {round(p.box.center[1]) for p in line.tiles}
        ends = {round(line.slot(side, False).box.center[1]) for side in ("left", "right")}
        assert max(rows | ends) - min(rows | ends) <= 1, (size, sorted(rows), sorted(ends))
        assert len(line.tiles) == 10
        app.close()
