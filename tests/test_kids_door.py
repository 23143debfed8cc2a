"""The door out of kids' mode and the results' «Играть», as a parent with a five-year-old
found them (P25 playtest): one door on every kids' screen, held the same time, leading out
of kids' mode, its hint a picture before any word; a result that waits for the child and
rings «Играть», never the door.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames, until_presses_act
from harness import harness_for
from kids_kit import add_child
from test_kids_table import kids_table, play_round

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.kids.art import GOLD_EDGE
from kozel_gui.kids.children import ChildrenScene
from kozel_gui.kids.hold import HOLD_SECONDS, HoldButton
from kozel_gui.kids.levels import FREE_PLAY
from kozel_gui.kids.result import KidsResultScene, KidsRoundScene
from kozel_gui.profiles import AVATARS
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.scenes.menu import MenuScene

HOLD_FRAMES = round(HOLD_SECONDS * 60) + 10


def _hold(app: App, pos: tuple[int, int], frames: int = HOLD_FRAMES) -> None:
    until_presses_act(app)  # a hand, not the click that opened the screen
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    run_frames(app, frames)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run_frames(app, 3)


def test_the_door_on_the_chooser_opened_from_a_childs_home_leaves_kids_mode(
        tmp_path: Path) -> None:
    add_child(tmp_path, "Петя", AVATARS[0])
    add_child(tmp_path, "Ваня", AVATARS[1])
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        assert isinstance(h.top, ChildrenScene)
        h.click(h.top.buttons[0].rect.center, frames=5)
        home = h.top
        assert isinstance(home, KidsScene)
        h.click(home.who.rect.center, frames=5)  # the child's picture: every child
        chooser = h.top
        assert isinstance(chooser, ChildrenScene)
        assert chooser.exit.rect == home.exit.rect and chooser.exit.hold == home.exit.hold
        _hold(h.app, chooser.exit.rect.center, frames=round(2.0 * 60))  # the parent's 2 s
        assert [type(s) for s in h.app.stack.scenes] == [MenuScene], \
            "out of kids' mode, as from every kids' screen (it went back to the home)"


def _screens(tmp_path: Path) -> list[tuple[str, App, HoldButton]]:
    """Every kids' screen with a door: the home, the chooser, level 1, a table, the round's
    stars, the match's result, the picture tutorial (each in its own app)."""
    from kozel_gui.kids.matching import MatchingScene
    from kozel_gui.tutorial.kids_scene import KidsTutorialScene

    found: list[tuple[str, App, HoldButton]] = []
    app, home, table = kids_table(tmp_path / "table", 3)
    found.append(("table", app, table.exit))
    app.push(KidsRoundScene(app, table))
    run_frames(app, 2)
    found.append(("round", app, table.exit))
    app.push(KidsResultScene(app, table, won=False))
    run_frames(app, 2)
    result = app.stack.top
    assert isinstance(result, KidsResultScene)
    found.append(("result", app, result.exit))
    app.push(MatchingScene(app, "animals", lambda _s: None, 1))
    run_frames(app, 2)
    found.append(("level 1", app, app.stack.top.exit))  # type: ignore[union-attr]
    app.push(ChildrenScene(app, lambda _n: None, current=home.profile))
    run_frames(app, 2)
    found.append(("chooser", app, app.stack.top.exit))  # type: ignore[union-attr]
    app.push(KidsTutorialScene(app, "animals", home.profile))
    run_frames(app, 2)
    found.append(("tutorial", app, app.stack.top.exit))  # type: ignore[union-attr]
    found.append(("home", app, home.exit))
    return found


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_doors_hint_is_a_picture_of_holding_it(tmp_path: Path, size: tuple[int, int]) -> None:
    """A five-year-old's parent need not read «Подержите, чтобы выйти»: beside the door a
    small door with a finger on it and its ring filling, over and over, the same on every
    kids' screen."""
    from conftest import resize

    from kozel_gui.kids.art import sky
    from kozel_gui.kids.hold import DEMO_S, hint_bubble

    screens = _screens(tmp_path)
    app = screens[0][1]
    resize(app, size)
    bubbles = set()
    for name, _app, door in screens:
        door.rect = screens[0][2].rect  # one place (checked by the table's tests)
        door.press(0.0)  # a grown-up's finger on it (or a tap, or Esc: the same hint)
        frames = []
        for t in (0.3, HOLD_SECONDS * 0.8):
            canvas = sky(size).copy()
            door.draw(canvas, 1.0, t)
            frames.append(canvas)
        box = hint_bubble(door, size, 1.0)
        bubbles.add(tuple(box))
        assert not box.colliderect(door.rect), f"{name}: the bubble is beside the door"
        area = [frames[0].subsurface(box), frames[1].subsurface(box)]
        colours = {tuple(area[0].get_at((x, y)))[:3] for x in range(0, box.w, 2)
                   for y in range(0, box.h, 2)}
        assert GOLD_EDGE in colours, f"{name}: a finger holds the small door"
        changed = sum(area[0].get_at((x, y)) != area[1].get_at((x, y))
                      for x in range(0, box.w, 2) for y in range(0, box.h, 2))
        assert changed > 30, f"{name}: its ring fills as time goes ({changed} pixels moved)"
    assert len(bubbles) == 1, "the same hint in the same place on every screen"
    assert DEMO_S > HOLD_SECONDS, "the picture shows a whole hold, then lets go"
    app.close()


@pytest.mark.parametrize("won", [True, False], ids=["won", "lost"])
def test_a_match_result_rings_play_after_a_win_and_a_loss(tmp_path: Path, won: bool) -> None:
    app, _home, table = kids_table(tmp_path, 3)
    result = KidsResultScene(app, table, won=won)
    app.replace(result)
    rung = []
    for _ in range(90):
        run_frames(app, 1)
        rung.append(result.focus.current())
    assert result.exit not in rung, "the door never takes the ring"
    assert rung[-1] is result.go, "«Играть» has it once it can be pressed"
    app.close()


def test_the_rounds_stars_wait_for_the_child(tmp_path: Path) -> None:
    """Nothing moves on by itself: a long wait, and a finger that was already down on the
    table when the stars came (let go later), leave the stars where they are."""
    app, _home, table = kids_table(tmp_path, FREE_PLAY, seed=8)
    play_round(app, table)
    stars = app.stack.top
    assert isinstance(stars, KidsRoundScene) and not stars.ready
    mid = (app.size[0] // 2, app.size[1] // 2)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=mid, button=1))
    run_frames(app, 5)
    run_frames(app, 60 * 30)  # half a minute: a child looks at its stars
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mid, button=1))
    run_frames(app, 5)
    assert app.stack.top is stars, "the stars stay until the child taps"
    assert stars.focus.current() is stars.go
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=mid, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=mid, button=1))
    run_frames(app, 3)
    assert app.stack.top is table, "a tap goes on"
    app.close()



def test_play_on_the_result_that_opened_a_level_plays_that_level_with_one_tap(
        tmp_path: Path) -> None:
    """Level 2 played through opens level 3: «Играть» on that result deals level 3 (it
    dealt level 2 again), and the deciding round shows the result at once (its own stars
    first asked for a second «Играть»)."""
    from conftest import click, make_app

    from kozel_gui.kids.table import KidsTableScene

    add_child(tmp_path)
    app = make_app(tmp_path, "--speed", "0")
    app.args.seed = 5
    home = KidsScene(app)
    app.push(home)
    run_frames(app, 2)
    home.finished(1, 3)
    home.enter()
    assert not home.progress.is_open(3)
    home.open_level(2)
    run_frames(app, 2)
    table = app.stack.top
    assert isinstance(table, KidsTableScene)
    for _ in range(6):  # a tied fish is no win: then another little round
        play_round(app, table)
        if isinstance(app.stack.top, KidsResultScene):
            break
        run_frames(app, 60)
        click(app, (app.size[0] // 2, app.size[1] // 2))
    result = app.stack.top
    assert isinstance(result, KidsResultScene), "no round's stars before the result"
    assert home.progress.is_open(3)
    run_frames(app, 60)
    click(app, result.go.rect.center)
    level3 = app.stack.top
    assert isinstance(level3, KidsTableScene), "one tap plays"
    assert level3.session.round.players == 3, "the level just opened (two animals)"
    assert level3.session.setup.rules.name == "kids_level3"
    app.close()
