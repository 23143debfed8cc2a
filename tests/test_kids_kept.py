"""Nothing a child played is lost (P33: the house ended a free game in progress, a won
round with it) and one game is one line of the child's history (P33: one level-3 match
showed twice, «проигрыш» and «не доиграна»: the match played out, then the next game,
dealt by «Играть» and left at once after an animal's move, stored as left).

A game left by the house, the door or the window closing is kept; its card shows the
child's face with a green ▶ and plays it on from where it was left; it is stored once, as
played, at its end.  Played through the real app as a child does.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from test_kids_history import HOLD_FRAMES, _one_move, _rows, _to_the_deciding_round
from test_kids_table import play_round

from kozel_gui.i18n import tr
from kozel_gui.kids.levels import FREE_PLAY
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.result import KidsResultScene, KidsRoundScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.scenes.kids import CARD_ORDER, KidsScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.storage import DataDir

CHILD = "Маша"
FREE = CARD_ORDER.index(FREE_PLAY)


@pytest.fixture
def done_all(tmp_path: Path) -> Iterator[Harness]:
    """Маша has done every level: the green «Играть» plays the free game."""
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(
        CHILD, Progress().finished(1, 3).finished(2, 3).finished(3, 3))
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        assert isinstance(h.top, KidsScene) and h.top.profile == CHILD
        yield h


def _card(h: Harness, index: int, seed: int = 5) -> KidsTableScene:
    home = h.top
    assert isinstance(home, KidsScene)
    h.app.args.seed = seed
    h.click(home.cards[index].rect.center)
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    return table


def _a_round_won(h: Harness, table: KidsTableScene) -> None:
    """Rounds are played until the child has won one and the match goes on (the round's
    stars over the table)."""
    for _ in range(8):
        play_round(h.app, table)
        assert isinstance(h.top, KidsRoundScene), "the match is not decided by one round"
        if table.round_winner() == 0:
            return
        h.frames(60)
        h.click(h.top.go.rect.center)
        h.until(table.model.ready, what="the next deal")
    raise AssertionError("the child never won a round")


def _badges(h: Harness) -> list[bool]:
    home = h.top
    assert isinstance(home, KidsScene)
    return [home.resumes(level) for level in CARD_ORDER]


def test_the_house_keeps_a_free_game_with_its_won_round_and_its_card_plays_it_on(
        done_all: Harness) -> None:
    h = done_all
    assert _badges(h) == [False] * 4, "no game waits"
    table = _card(h, FREE)
    _a_round_won(h, table)
    h.click(table.home.rect.center)  # over the round's stars
    h.frames(3)
    assert isinstance(h.top, KidsScene), "the house: the kids' menu"
    assert _rows(h, CHILD) == [], "not over: nothing stored yet"
    assert _badges(h) == [False, False, False, True], "the green card shows the game waits"
    again = _card(h, FREE)
    assert again is not table
    assert again.session.sheet.score[0] >= 1, "the won round is still the child's"
    assert again.session.sheet.rows == table.session.sheet.rows, "the same game, played on"
    h.until(again.model.ready, what="the child's turn in the game played on")


def test_the_door_and_the_window_closing_keep_the_game_too(tmp_path: Path) -> None:
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, Progress().finished(1, 3).finished(2, 3))
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        table = _card(h, 2)
        _one_move(h, table)
        with h.mouse_held(table.exit.rect.center):
            h.frames(HOLD_FRAMES)
        h.frames(3)
        assert isinstance(h.top, MenuScene), "the door leaves kids' mode"
        hands = table.session.round.hands  # as the door left it (the animals played on)
        h.press(tr("menu.kids"))
        assert _badges(h) == [False, False, True, True], \
            "level 3's card and the green one (it plays level 3 next): the game waits"
        again = _card(h, 2, seed=9)
        assert again.session.round.hands == hands, "the door kept it as it was left"
        h.until(again.model.ready, what="the child's turn")
        _one_move(h, again)
        h.post(pygame.QUIT)
        h.frames(2)
        kept = again.session.round.hands
    assert ProgressStore(DataDir(tmp_path)).load(CHILD).game(3) is not None, "kept on closing"
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        assert _card(h, 2).session.round.hands == kept, "the next day, as it was left"
        assert _rows(h, CHILD) == []


def test_a_level_three_loss_then_a_game_left_at_once_is_one_line(tmp_path: Path) -> None:
    """P33's two lines: the match played out, then «Играть» on its result, an animal's
    lead, and the house: one line, the match as it was played."""
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, Progress().finished(1, 3).finished(2, 3))
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        table = _card(h, 2, seed=8)  # the next game (seed 9) an animal leads
        _to_the_deciding_round(h, table)
        result = h.top
        assert isinstance(result, KidsResultScene)
        played = table.session.match.sheet.rows
        h.frames(60)
        h.click(result.go.rect.center)
        h.frames(3)
        next_game = h.top
        assert isinstance(next_game, KidsTableScene) and next_game is not table
        h.until(lambda: next_game.session.round.ply > 0, what="the animal's lead")
        h.click(next_game.home.rect.center)
        h.frames(3)
        assert isinstance(h.top, KidsScene)
        rows = _rows(h, CHILD)
        assert len(rows) == 1 and rows[0].result in ("won", "lost"), [r.result for r in rows]
        assert rows[0].rounds == len(played), "the line is the match played out"


def test_a_game_left_then_played_on_to_its_end_is_one_line(done_all: Harness) -> None:
    h = done_all
    table = _card(h, FREE)
    _a_round_won(h, table)
    h.click(table.home.rect.center)
    h.frames(3)
    again = _card(h, FREE)
    for _ in range(12):
        h.until(again.model.ready, what="the child's turn")
        play_round(h.app, again)
        if isinstance(h.top, KidsResultScene):
            break
        h.frames(60)
        h.click(h.top.go.rect.center)
    assert isinstance(h.top, KidsResultScene), "the game played on to its end"
    rows = _rows(h, CHILD)
    assert len(rows) == 1 and rows[0].result in ("won", "lost"), [r.result for r in rows]
    assert rows[0].rounds == len(again.session.match.sheet.rows), "every round, the first too"
    assert ProgressStore(h.app.data).load(CHILD).games == {}, "nothing waits any more"
