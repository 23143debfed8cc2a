"""Kids' games in the history: every one stored once, under the child, as it was played
(a game left before its end is kept to be played on: ``tests/test_kids_kept.py``), never
in a grown-up's history, statistics or rating, shown in words and stars.

Played through the real app as a child does (taps on what glows, the door held), from the
main menu's «Детское домино»; the lists are read on the screens a parent opens.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from rendered import rendered_strings
from test_history_support import setup_json, stored_json
from test_kids_table import child_move, play_round

from kozel_gui.assets import font
from kozel_gui.focus import GOLD
from kozel_gui.history import HISTORY_FILE, History, MatchRow
from kozel_gui.i18n import tr
from kozel_gui.kids.hold import HOLD_SECONDS
from kozel_gui.kids.levels import level_setup, small_match
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.result import KidsResultScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.stats import load_stats
from kozel_gui.storage import DataDir
from kozel_gui.widgets import scale_of

CHILD = "Маша"
HOLD_FRAMES = round(HOLD_SECONDS * 60) + 10


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Harness]:
    """The app on Маша's kids' home, every level open; the grown-up «Тестер» has a match."""
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, Progress().finished(1, 3).finished(2, 3))
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(setup_json(name="Тестер"), stored_json(3), "Тестер")
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        assert isinstance(h.top, KidsScene) and h.top.profile == CHILD
        yield h


def _level(h: Harness, level: int, seed: int) -> KidsTableScene:
    home = h.top
    assert isinstance(home, KidsScene)
    h.app.args.seed = seed
    h.click(home.cards[level - 1].rect.center)
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    return table


def _one_move(h: Harness, table: KidsTableScene) -> None:
    """The child plays once (a game with no move is no game: it is not kept)."""
    h.until(table.model.ready, what="the child's turn")
    child_move(h.app, table)
    h.until(lambda: table.session.round.ply > 0, what="the child's move")


def _hold_the_door(h: Harness, door_centre: tuple[int, int]) -> None:
    with h.mouse_held(door_centre):
        h.frames(HOLD_FRAMES)
    h.frames(3)


def _rows(h: Harness, profile: str | None = None) -> list[MatchRow]:
    with History.open(h.app.data.path(HISTORY_FILE)) as history:
        return history.list_matches(profile=profile)


def _childs_list_after_a_game(h: Harness, size: tuple[int, int]) -> HistoryScene:
    """Маша plays a level-3 game to its end and leaves by the door; then her own list at
    ``size``."""
    _played_out(h, _level(h, 3, seed=3))
    h.resize(size)
    h.app.push(HistoryScene(h.app, CHILD))
    h.frames(3)
    listing = h.top
    assert isinstance(listing, HistoryScene)
    return listing


def _played_out(h: Harness, table: KidsTableScene) -> None:
    """The game played to its result, then the door held there."""
    _to_the_deciding_round(h, table)
    result = h.top
    assert isinstance(result, KidsResultScene)
    _hold_the_door(h, result.exit.rect.center)


def _to_the_deciding_round(h: Harness, table: KidsTableScene) -> None:
    """Tap through rounds until the round that decides the match has ended (its result
    shows)."""
    for _ in range(12):
        play_round(h.app, table)
        if isinstance(h.top, KidsResultScene):
            return
        h.frames(60)
        h.click((h.app.screen.get_width() // 2, h.app.screen.get_height() - 60))
    raise AssertionError("the match was never decided")


def test_a_game_left_by_the_door_mid_round_is_the_childs_kept_not_the_grown_ups(
        home: Harness) -> None:
    stats = load_stats(home.app, "Тестер")
    table = _level(home, 3, seed=5)
    _one_move(home, table)
    assert table.session.round.outcome() is None, "mid-round"
    _hold_the_door(home, table.exit.rect.center)
    assert isinstance(home.top, MenuScene), "the door leaves kids' mode"
    assert _rows(home, CHILD) == [], "not stored before its end"
    assert ProgressStore(home.app.data).load(CHILD).game(3) is not None, "kept under the child"
    assert load_stats(home.app, "Тестер") == stats, "a child's game is never a grown-up's"


def test_a_played_out_game_is_the_childs_stored_once_never_rated(home: Harness) -> None:
    stats = load_stats(home.app, "Тестер")
    _played_out(home, _level(home, 3, seed=3))
    kids = _rows(home, CHILD)
    assert [(r.profile, r.rating) for r in kids] == [(CHILD, 0)]
    assert kids[0].result in ("won", "lost")
    assert load_stats(home.app, "Тестер") == stats, "a child's game is never a grown-up's"


def test_leaving_on_the_deciding_rounds_result_stores_the_result_not_a_leave(
        home: Harness) -> None:
    table = _level(home, 3, seed=3)
    _to_the_deciding_round(home, table)
    result = home.top
    assert isinstance(result, KidsResultScene)
    won = table.session.sheet.winner == 0
    _hold_the_door(home, result.exit.rect.center)
    assert isinstance(home.top, MenuScene)
    kids = [(r.profile, r.result) for r in _rows(home, CHILD)]
    assert kids == [(CHILD, "won" if won else "lost")], "stored once, as played"
    earned = ProgressStore(home.app.data).load(CHILD).stars_of(3)
    assert earned == (3 if won else 1), "its stars are kept as the history shows them"


def test_a_kids_win_stores_no_rating(tmp_path: Path) -> None:
    setup = level_setup(2, CHILD, {"bunny": "Зайка", "bear": "Мишка", "kitten": "Котик"}, 1)
    for seed in range(1, 40):  # a fixed list of deals; the first the child wins
        match = small_match(setup.rules, seed)
        while not match.finished:
            while match.round.outcome() is None:
                match = match.play(match.round.legal_moves()[0])
            match = match.next_round()
        if match.sheet.winner == 0:
            break
    assert match.sheet.winner == 0 and match.sheet.rating()[0] > 0, "a won kids' game"
    with History.open(tmp_path / HISTORY_FILE) as history:
        history.add_match(setup.to_json(), match.to_json(), CHILD)
        rows = history.list_matches(profile=CHILD)
    assert [(r.result, r.rating) for r in rows] == [("won", 0)], "children are never rated"


def test_a_grown_ups_history_mine_and_everyones_never_lists_a_kids_game(
        home: Harness) -> None:
    _played_out(home, _level(home, 3, seed=3))
    assert [r.profile for r in _rows(home)] == [CHILD, "Тестер"], "stored"
    assert isinstance(home.top, MenuScene), "the door leaves kids' mode"
    home.press(tr("menu.history"))
    listing = home.top
    assert isinstance(listing, HistoryScene)
    assert [r.profile for r in listing.rows] == ["Тестер"] and listing.total == 1
    home.press(tr("history.everyone"))
    assert not listing.only_mine
    assert [r.profile for r in listing.rows] == ["Тестер"] and listing.total == 1, \
        "«Все» is every grown-up's, never a child's"


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_childs_history_says_its_games_in_words_and_stars_uncut(
        home: Harness, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    listing = _childs_list_after_a_game(home, size)
    result = listing.rows[0].result
    assert len(listing.rows) == 1 and result in ("won", "lost")
    assert tr("history.everyone") not in [b.text for b in home.buttons()], \
        "a child's games are its own: no «Все»"
    with rendered_strings(monkeypatch) as seen:
        home.frames(2)
    assert tr(f"history.kids_{result}") in seen and tr("kids.level3") in seen
    assert tr("history.col_stars") in seen and tr("history.col_scores") not in seen
    assert not [s for s in seen if "…" in s], f"cut at {size}: {seen}"


def test_a_game_cut_short_by_closing_the_window_is_kept_not_stored(home: Harness) -> None:
    _one_move(home, _level(home, 3, seed=5))
    home.post(pygame.QUIT)
    home.frames(2)
    assert _rows(home, CHILD) == []
    assert ProgressStore(home.app.data).load(CHILD).game(3) is not None


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_chosen_lines_ring_never_cuts_its_text(home: Harness, size: tuple[int, int]) -> None:
    listing = _childs_list_after_a_game(home, size)
    assert home.focused is not None
    row = listing.row_rects[0]
    assert home.focused.rect == row, "the ring is on the first line"
    text = font(max(16, int(19 * scale_of(size)))).get_height()
    band = GOLD.width + 5  # how far into a line its ring paints
    assert row.h - text >= 2 * band, f"{row.h} px rows, {text} px text: the ring cuts it"


@pytest.mark.parametrize("level", [2, 3])
def test_a_game_left_before_any_move_is_not_stored(home: Harness, level: int) -> None:
    """P30: a game left by the door right after the deal was stored as «не доиграна» with
    no round and no move: nothing was played, so nothing is kept."""
    before = ProgressStore(home.app.data).load(CHILD)
    table = _level(home, level, seed=4)  # the child leads: nothing moves till it does
    home.frames(2)
    assert table.session.round.ply == 0, "no move was made"
    _hold_the_door(home, table.exit.rect.center)
    assert isinstance(home.top, MenuScene), "the door leaves kids' mode"
    assert _rows(home, CHILD) == [], "no game is stored"
    assert ProgressStore(home.app.data).load(CHILD) == before, "stars as they were"
