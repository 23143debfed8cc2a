"""The kids' menu rings where the child goes on (P36: level 2 won and level 3 opened, the
ring stayed on level 1, so Enter played level 1 again): the level the child last left
before its end, to play on; else the newest level open; the green «Играть» once every
level is won.  Played through the real app as a child does.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness, harness_for
from kids_kit import add_child
from test_kids_table import play_round

from kozel_gui.i18n import tr
from kozel_gui.kids.levels import FREE_PLAY
from kozel_gui.kids.matching import MatchingScene
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.result import KidsResultScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.scenes.kids import CARD_ORDER, KidsScene
from kozel_gui.storage import DataDir

CHILD = "Маша"
WON_SEED = 5
"""A level-2 deal the child's taps win in one round (the match)."""


def _open(tmp_path: Path, progress: Progress) -> Harness:
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, progress)
    h = harness_for(tmp_path, "--speed", "0")
    return h


def _home(h: Harness) -> KidsScene:
    h.press(tr("menu.kids"))
    home = h.top
    assert isinstance(home, KidsScene) and home.profile == CHILD
    return home


def _ringed(h: Harness, home: KidsScene) -> int:
    """The level whose card holds the ring."""
    assert h.focused in home.cards, "a card is ringed"
    return CARD_ORDER[home.cards.index(h.focused)]


def test_level_two_won_rings_level_three_and_enter_plays_it(tmp_path: Path) -> None:
    with _open(tmp_path, Progress().finished(1, 2)) as h:
        home = _home(h)
        assert _ringed(h, home) == 2, "the newest level open"
        h.app.args.seed = WON_SEED
        h.click(home.cards[0].rect.center)  # a tap on level 1 moves the ring there first
        h.frames(2)
        assert isinstance(h.top, MatchingScene)
        h.click(h.top.home.rect.center)
        h.frames(3)
        h.click(home.cards[1].rect.center)
        h.frames(2)
        table = h.top
        assert isinstance(table, KidsTableScene)
        play_round(h.app, table)
        result = h.top
        assert isinstance(result, KidsResultScene) and result.won, "level 2 won"
        h.frames(60)
        h.click(result.home.rect.center)
        h.frames(3)
        assert h.top is home
        assert home.progress.unlocked == 3 and home.progress.stars_of(1) == 2
        assert _ringed(h, home) == 3, "level 3, just opened, not level 1"
        h.key(pygame.K_RETURN)
        h.frames(2)
        level3 = h.top
        assert isinstance(level3, KidsTableScene) and level3.session.round.players == 3


def test_a_level_left_before_its_end_is_ringed_to_play_on(tmp_path: Path) -> None:
    with _open(tmp_path, Progress().finished(1, 3).finished(2, 3)) as h:
        home = _home(h)
        assert _ringed(h, home) == 3
        h.click(home.cards[0].rect.center)
        h.frames(2)
        game = h.top
        assert isinstance(game, MatchingScene)
        h.click(game.offer_boxes[game.puzzle.right].center)
        h.until(lambda: game.solved == 1, what="a puzzle solved")
        h.click(game.home.rect.center)
        h.frames(3)
        assert h.top is home
        assert _ringed(h, home) == 1, "the go the child left waits"
        h.key(pygame.K_RETURN)
        h.frames(2)
        again = h.top
        assert isinstance(again, MatchingScene) and again.solved == 1, "played on"


def test_every_level_won_rings_the_green_play(tmp_path: Path) -> None:
    done = Progress().finished(1, 3).finished(2, 3).finished(3, 3)
    with _open(tmp_path, done) as h:
        home = _home(h)
        assert _ringed(h, home) == FREE_PLAY
