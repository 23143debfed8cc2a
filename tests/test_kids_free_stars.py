"""A free game earns no stars (P30): the child's history showed three empty stars beside
it, as if it had gone badly.  Its line shows no stars; a level's line still shows those
earned (none for a game left)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness import harness_for
from kids_kit import add_child

import kozel_gui.scenes.history as history_scene
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.kids.levels import FREE_PLAY, level_setup
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.storage import DataDir
from rules import Match

CHILD = "Маша"
NAMES = {"bunny": "Зайка", "bear": "Мишка", "kitten": "Котик"}


def _played(level: int, seed: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """A game of ``level`` played to its end (first legal moves), as the kids' table
    stores it."""
    setup = level_setup(level, CHILD, NAMES, seed)
    match = Match.start(setup.rules, setup.players, seed)
    while not match.finished:
        while match.round.outcome() is None:
            match = match.play(match.round.legal_moves()[0])
        match = match if match.finished else match.next_round()
    return setup.to_json(), match.to_json()


def test_a_free_games_line_shows_no_stars_a_levels_line_does(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    add_child(tmp_path, CHILD)
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(*_played(3, 2), CHILD)
        history.add_match(*_played(FREE_PLAY, 3), CHILD)  # the newest: the first line
    drawn: list[float] = []
    real = history_scene.star

    def recorded(surface: Any, centre: tuple[float, float], radius: float, **kw: Any) -> None:
        drawn.append(centre[1])
        real(surface, centre, radius, **kw)

    monkeypatch.setattr(history_scene, "star", recorded)
    with harness_for(tmp_path) as h:
        listing = HistoryScene(h.app, CHILD)
        h.app.push(listing)
        h.frames(3)
        assert [r.variant for r in listing.rows] == ["kids", "kids_level3"]
        drawn.clear()
        h.frames(1)
        free, level = listing.row_rects[0], listing.row_rects[1]
        assert not [y for y in drawn if free.top <= y <= free.bottom], "a free game: no stars"
        assert len([y for y in drawn if level.top <= y <= level.bottom]) == 3, "a level: three"
