"""The big green «Играть» card on a child's kids' home (P27): a parent expects it to play on
with what the child is learning, the next level not yet played through, and the free game
only once every level is done."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import harness_for
from kids_kit import add_child

from kozel_gui.i18n import tr
from kozel_gui.kids.levels import FREE_PLAY
from kozel_gui.kids.matching import MatchingScene
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.scenes.kids import CARD_ORDER, KidsScene
from kozel_gui.storage import DataDir

CHILD = "Маша"


@pytest.mark.parametrize(("progress", "plays"), [
    (Progress(), "level 1"),
    (Progress().finished(1, 3), "kids_level2"),
    (Progress().finished(1, 2).finished(2, 3), "kids_level3"),
    (Progress().finished(1, 3).finished(2, 3).finished(3, 1), "kids"),
])
def test_the_green_play_card_plays_the_next_level_to_learn(tmp_path: Path, progress: Progress,
                                                           plays: str) -> None:
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, progress)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        home = h.top
        assert isinstance(home, KidsScene)
        h.click(home.cards[CARD_ORDER.index(FREE_PLAY)].rect.center)
        h.frames(2)
        opened = h.top
        if plays == "level 1":
            assert isinstance(opened, MatchingScene), "a new child learns level 1 first"
        else:
            assert isinstance(opened, KidsTableScene)
            assert opened.session.setup.rules.name == plays
