"""Level 1 keeps the child's go (P36: the door left level 1, and coming back began it again
at no star: two stars earned were lost, the child's list said «не доиграна»).

Level 1 has the tables' house; a go left by the house, the door or the window closing is
put away, its card shows the child's face with a green ▶, and the card plays it on: the
stars earned so far, the puzzle on the table, the wrong tries.  It is stored once, at its
star.  Played through the real app as a child does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child

from kozel_gui.history import HISTORY_FILE, KIDS_LEVEL1, History
from kozel_gui.i18n import tr
from kozel_gui.kids.hold import HOLD_SECONDS
from kozel_gui.kids.levels import MATCHING_PUZZLES
from kozel_gui.kids.matching import MatchingScene
from kozel_gui.kids.progress import ProgressStore
from kozel_gui.kids.puzzles import PuzzleRun
from kozel_gui.layout import kids_home
from kozel_gui.scenes.kids import CARD_ORDER, KidsScene
from kozel_gui.scenes.menu import MenuScene

CHILD = "Маша"


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Harness]:
    """The app on Маша's kids' home."""
    add_child(tmp_path, CHILD)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.app.args.seed = 4
        h.press(tr("menu.kids"))
        assert isinstance(h.top, KidsScene) and h.top.profile == CHILD
        yield h


def _level_one(h: Harness) -> MatchingScene:
    kids = h.top
    assert isinstance(kids, KidsScene)
    h.click(kids.cards[0].rect.center)
    h.frames(2)
    game = h.top
    assert isinstance(game, MatchingScene)
    return game


def _solve(h: Harness, game: MatchingScene, *, wrong_first: bool = False) -> None:
    solved = game.solved
    if wrong_first:
        h.click(game.offer_boxes[1 - game.puzzle.right].center)
    h.click(game.offer_boxes[game.puzzle.right].center)
    h.until(lambda: game.solved > solved or game.state == "done", what="the puzzle solved")


def _badges(h: Harness) -> list[bool]:
    kids = h.top
    assert isinstance(kids, KidsScene)
    return [kids.resumes(level) for level in CARD_ORDER]


def _rows(h: Harness) -> list[tuple[str, str, int]]:
    with History.open(h.app.data.path(HISTORY_FILE)) as history:
        return [(r.variant, r.result, r.stars) for r in history.list_matches(profile=CHILD)]


def test_level_one_has_the_tables_house_in_the_top_right_corner(home: Harness) -> None:
    game = _level_one(home)
    w, h = game.size
    assert tuple(game.home.rect) == tuple(round(v) for v in kids_home(w, h))
    assert game.home.rect.left > w // 2 and game.home.rect.top < h // 4
    assert game.home in game.focusables()


def test_the_house_puts_the_go_away_and_its_card_plays_it_on(home: Harness) -> None:
    game = _level_one(home)
    _solve(home, game, wrong_first=True)
    _solve(home, game)
    waiting, solved = game.puzzle, game.run.solved
    home.click(game.offer_boxes[1 - waiting.right].center)  # a wrong try on the third
    home.click(game.home.rect.center)
    home.frames(3)
    assert isinstance(home.top, KidsScene), "the house: the kids' menu, in kids' mode"
    assert _badges(home) == [True, False, False, True], \
        "level 1's card and the green one (it plays level 1 next): the go waits"
    assert _rows(home) == [], "not stored as left"
    again = _level_one(home)
    assert again is not game
    assert again.solved == 2 and again.run.solved == solved, "the two stars are still there"
    assert again.puzzle == waiting and again.tries == 1 and again.mistakes == 2
    assert again.state == "ask"
    for _ in range(MATCHING_PUZZLES - 2):
        _solve(home, again)
    assert again.state == "done"
    assert _rows(home) == [(KIDS_LEVEL1, "won", 2)], "one line, both wrong taps counted"
    with History.open(home.app.data.path(HISTORY_FILE)) as history:
        stored = history.get_match(history.list_matches(profile=CHILD)[0].id)
    assert stored is not None
    assert [s.tries for s in PuzzleRun.from_json(stored.match).solved] == [1, 0, 1, 0, 0][
        :MATCHING_PUZZLES]
    assert ProgressStore(home.app.data).load(CHILD).games == {}, "nothing waits any more"
    assert ProgressStore(home.app.data).load(CHILD).stars_of(1) == 2


def test_the_door_and_the_window_put_it_away_too(home: Harness, tmp_path: Path) -> None:
    game = _level_one(home)
    _solve(home, game)
    _solve(home, game)
    with home.mouse_held(game.exit.rect.center):
        home.frames(round(HOLD_SECONDS * 60) + 10)
    home.frames(3)
    assert isinstance(home.top, MenuScene), "the door leaves kids' mode"
    home.press(tr("menu.kids"))
    assert _badges(home)[0], "the card shows the go waits"
    again = _level_one(home)
    assert again.solved == 2, "as the door left it"
    _solve(home, again)
    home.post(pygame.QUIT)
    home.frames(2)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        assert _level_one(h).solved == 3, "the next day, as the window left it"
        assert _rows(h) == []


def test_a_go_with_no_tap_leaves_nothing_waiting(home: Harness) -> None:
    game = _level_one(home)
    home.click(game.home.rect.center)
    home.frames(3)
    assert isinstance(home.top, KidsScene)
    assert _badges(home) == [False] * 4
    assert _level_one(home).solved == 0
