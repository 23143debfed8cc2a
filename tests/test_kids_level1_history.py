"""Level 1 (which one fits?) in the child's history (P27: it never was): every go the child
plays is stored under the child like its table levels, once, at its star (a go left by the
house, the door or the window's close is put away and played on), with the stars it earned, never in a grown-up's list or statistics.

Played through the real app as a child does: taps on the offered tiles.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from rendered import rendered_strings

from kozel_gui.history import HISTORY_FILE, KIDS_LEVEL1, History, MatchRow
from kozel_gui.i18n import tr
from kozel_gui.kids.hold import HOLD_SECONDS
from kozel_gui.kids.levels import MATCHING_PUZZLES
from kozel_gui.kids.matching import MatchingScene
from kozel_gui.kids.puzzles import PuzzleRun
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.stats import load_stats

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
    home = h.top
    assert isinstance(home, KidsScene)
    h.click(home.cards[0].rect.center)
    h.frames(2)
    game = h.top
    assert isinstance(game, MatchingScene)
    return game


def _solve(h: Harness, game: MatchingScene, *, wrong_first: bool = False) -> None:
    """The child taps the wrong tile first (if told), then the one that fits, and waits."""
    solved = game.solved
    if wrong_first:
        h.click(game.offer_boxes[1 - game.puzzle.right].center)
    h.click(game.offer_boxes[game.puzzle.right].center)
    h.until(lambda: game.solved > solved or game.state == "done", what="the puzzle solved")


def _rows(h: Harness, profile: str | None = None) -> list[MatchRow]:
    with History.open(h.app.data.path(HISTORY_FILE)) as history:
        return history.list_matches(profile=profile)


def test_a_go_played_to_its_star_is_the_childs_with_its_stars(home: Harness) -> None:
    stats = load_stats(home.app, "Тестер")
    game = _level_one(home)
    shown = []
    for i in range(MATCHING_PUZZLES):
        shown.append(game.puzzle)
        _solve(home, game, wrong_first=i == 0)
    assert game.state == "done"
    rows = _rows(home, CHILD)
    assert [(r.variant, r.result, r.stars, r.rating, r.kids) for r in rows] == [
        (KIDS_LEVEL1, "won", 2, 0, True)], "one wrong tap: two stars, as the star showed"
    assert [r.profile for r in _rows(home)] == [CHILD], "under the child alone"
    assert load_stats(home.app, "Тестер") == stats, "a child's game is never a grown-up's"
    with History.open(home.app.data.path(HISTORY_FILE)) as history:
        stored = history.get_match(rows[0].id)
    assert stored is not None
    run = PuzzleRun.from_json(stored.match)
    assert [s.puzzle for s in run.solved] == shown and [s.tries for s in run.solved][:2] == [1, 0]
    assert stored.setup["face"] == "animals", "the pictures it was played with"


def test_a_go_left_by_the_door_or_the_window_is_stored_once_at_its_star(home: Harness) -> None:
    """A go left is put away to be played on (``test_kids_level1_kept``), not stored as left:
    it is one line of the child's history once played to its star."""
    game = _level_one(home)
    _solve(home, game)
    with home.mouse_held(game.exit.rect.center):
        home.frames(round(HOLD_SECONDS * 60) + 10)
    home.frames(3)
    assert isinstance(home.top, MenuScene), "the door leaves kids' mode"
    assert _rows(home, CHILD) == [], "put away, not stored as left"
    home.press(tr("menu.kids"))
    game = _level_one(home)
    assert game.solved == 1, "played on where the door left it"
    _solve(home, game)
    home.post(pygame.QUIT)
    home.frames(2)
    assert _rows(home, CHILD) == [], "the window's close puts it away too"


def test_a_go_with_no_tap_is_no_game(home: Harness) -> None:
    game = _level_one(home)
    with home.mouse_held(game.exit.rect.center):
        home.frames(round(HOLD_SECONDS * 60) + 10)
    home.frames(3)
    assert _rows(home, CHILD) == []


def test_the_childs_list_says_level_one_and_draws_its_stars(
        home: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    game = _level_one(home)
    for _ in range(MATCHING_PUZZLES):
        _solve(home, game)
    home.app.push(HistoryScene(home.app, CHILD))
    home.frames(3)
    listing = home.top
    assert isinstance(listing, HistoryScene)
    assert [(r.variant, r.stars) for r in listing.rows] == [(KIDS_LEVEL1, 3)]
    with rendered_strings(monkeypatch) as seen:
        home.frames(2)
    assert tr("kids.level1") in seen and tr("history.kids_won") in seen
