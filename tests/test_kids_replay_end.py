"""A kids' replay's end (P30 #13, a95.png): the match's winner shown, in pictures (its face
in a big gold star), and «Кон »» / «Ход ›» resting, with nothing after them."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from test_kids_history import CHILD, _level, _to_the_deciding_round
from test_kids_replay import _leave, _replay_of_the_newest

from kozel_gui.controls import GuiButton
from kozel_gui.i18n import tr
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.replay import KidsReplayScene
from kozel_gui.kids.result import KidsResultScene
from kozel_gui.storage import DataDir
from kozel_gui.widgets import scale_of

ONWARD = {"#replay_next", "#replay_next_round"}


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Harness]:
    """Маша's kids' menu, every level open."""
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, Progress().finished(1, 3).finished(2, 3))
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        yield h


def _onward(replay: KidsReplayScene) -> list[bool]:
    return [i.element.is_enabled for i in replay.items
            if isinstance(i, GuiButton) and i.key in ONWARD]


def _star_tip(h: Harness, replay: KidsReplayScene, seat: int) -> bool:
    """Whether a gold star's top tip shows above ``seat``'s face in the faces' column."""
    assert replay.layout is not None
    s = scale_of(h.app.screen.get_size())
    d = round(64 * s)
    sheet = replay.layout.sheet
    x = round(sheet.x + 12 * s + d / 2)
    y = round(sheet.y + 24 * s + seat * (d + 22 * s) + d / 2 - d * 0.62)
    r, g, b, _ = h.app.screen.get_at((x, y))
    return r > 200 and g > 140 and b < 120


def test_the_replays_end_shows_the_winner_and_rests_the_steps_on(home: Harness) -> None:
    table = _level(home, 3, seed=3)
    _to_the_deciding_round(home, table)
    result = home.top
    assert isinstance(result, KidsResultScene)
    winner = table.session.sheet.winner
    assert winner is not None
    _leave(home, result.exit.rect)
    _replay_of_the_newest(home)
    replay = home.top
    assert isinstance(replay, KidsReplayScene)
    home.frames(2)
    assert _onward(replay) == [True, True], "at the start the steps go on"
    assert not _star_tip(home, replay, winner)
    home.key(pygame.K_END, frames=3)
    assert replay.at_end()
    assert _onward(replay) == [False, False], "nothing after the end: the steps rest"
    assert _star_tip(home, replay, winner), "the winner's face in a big gold star"
    assert not any(_star_tip(home, replay, s) for s in range(table.session.round.players)
                   if s != winner)
    home.key(pygame.K_LEFT, frames=3)
    assert _onward(replay) == [True, True], "a step back: on again"
    assert not _star_tip(home, replay, winner)
