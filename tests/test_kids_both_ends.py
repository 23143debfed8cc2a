"""A tile that fits both ends at the kids' table (P33: hard for a child): chosen by a tap
or carried, both ends glow alike, each with the tile's picture as it would lie there, and
a tap on one end, or the tile let go near one, plays it there.  No reading needed.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from conftest import click, make_app, resize, run_frames
from kids_kit import add_child, carry

import kozel_gui.kids.table as kids_table
from kozel_gui.app import App
from kozel_gui.kids.levels import level_setup
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.table.board import Board
from rules import Match, Round, ScoreSheet, Tile

# The line bunny:bear bear:pig (2:3 3:5): its ends 2 and 5; the child's 2:5 fits both.
POSITION = ("hands 2:5 1:1 0:4 | 6:6 4:6 0:1; bazaar -; line [2:3]@1 3:5@1; leader 1; "
            "turn 0; last 3:5@1")
BOTH = Tile.parse("2:5")


def _table(tmp: Path, size: tuple[int, int]) -> tuple[App, KidsTableScene]:
    add_child(tmp)
    app = make_app(tmp, "--speed", "0")
    setup = level_setup(2, "Лягушонок", {"bunny": "Зайка", "bear": "Мишка",
                                         "kitten": "Котик"}, 1)
    first = Round.from_position(POSITION, setup.rules)
    match = Match(setup.rules, 2, first, ScoreSheet(setup.rules, 2), random.Random(1).getstate())
    table = KidsTableScene(app, setup, face="animals", on_done=lambda _s, _w: None,
                           match=match)
    app.push(table)
    resize(app, size)
    for _ in range(300):
        if table.model.ready():
            break
        run_frames(app, 1)
    assert table.model.ready()
    return app, table


def _mine(table: KidsTableScene) -> list[str]:
    return [str(s.move) for s in table.session.round.history() if s.seat == 0]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_tapped_tile_that_fits_both_ends_lights_both_alike_with_its_picture(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    app, table = _table(tmp_path, size)
    glows: list[tuple[int, int, bool]] = []
    ghosts: list[tuple[int, int]] = []
    real_glow = Board.end_target
    from kozel_gui.table.board import oriented as real_tile

    def glow(self: Board, surface: Any, box: Any, angle: int, strong: bool,
             pulse: float = 1.0) -> None:
        glows.append((round(box.x), round(box.y), strong))
        real_glow(self, surface, box, angle, strong, pulse)

    def ghost(r: Any, a: int, b: int, *rest: Any) -> Any:
        ghosts.append((a, b))
        return real_tile(r, a, b, *rest)

    monkeypatch.setattr(Board, "end_target", glow)
    monkeypatch.setattr(kids_table, "oriented", ghost, raising=False)
    i = table.model.hand().index(BOTH)
    click(app, table.model.hand_boxes()[i].center)
    glows.clear()
    ghosts.clear()
    run_frames(app, 1)
    ends = {(x, y) for x, y, _ in glows}
    assert len(ends) == 2, f"two ends to go to: {glows}"
    for end in ends:
        assert any(s for x, y, s in glows if (x, y) == end), f"{end} glows as strongly"
    # bunny:bear bear:pig: on the left it lies pig:bunny, on the right pig:bunny too,
    # each with the picture that matches touching the line.
    assert sorted(ghosts) == [(5, 2), (5, 2)], ghosts
    left = min(t.box for t in table.view().targets)
    click(app, (left.x + left.w / 2, left.y + left.h / 2))
    assert _mine(table) == ["2:5<"], "a tap on the left end plays it there"
    app.close()


@pytest.mark.parametrize("end", [0, 1])
def test_a_carried_tile_that_fits_both_ends_goes_to_the_end_it_is_let_go_near(
        tmp_path: Path, end: int) -> None:
    app, table = _table(tmp_path, (1024, 600))
    i = table.model.hand().index(BOTH)
    box = table.model.end_box(BOTH, end)
    assert box is not None
    carry(app, table.model.hand_boxes()[i].center,
          (box.x + box.w / 2, box.y - box.h * 0.3))  # a little above it, as a child lets go
    assert _mine(table) == ["2:5<" if end == 0 else "2:5>"]
    app.close()
