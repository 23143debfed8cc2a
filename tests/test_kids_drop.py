"""Carrying a tile at the kids' table (P25 playtest): a tile let go near a place it fits
goes there (beside a standing double too), by the same nearest-place rule as a tap; one
let go away from every place glides home while those places glow, so the child sees
where it goes.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import make_app, run_frames
from kids_kit import add_child, carry

from kozel_gui.app import App
from kozel_gui.kids.levels import level_setup
from kozel_gui.kids.table import KIDS_PACE, KidsTableScene
from rules import Match, Round, ScoreSheet, Tile

# The line ends on the standing double 5:5; the child's 3:5 fits only there.
POSITION = ("hands 3:5 1:3 0:4 | 6:6 4:6 0:1; bazaar -; line [2:5]@1 5:5@1; "
            "leader 1; turn 0; last 5:5@1")


def _table(tmp: Path, size: tuple[int, int]) -> tuple[App, KidsTableScene]:
    from conftest import resize

    add_child(tmp)
    app = make_app(tmp, "--speed", "0")
    setup = level_setup(2, "Лягушонок", {"bunny": "Зайка", "bear": "Мишка",
                                         "kitten": "Котик"}, 1)
    rules = setup.rules
    first = Round.from_position(POSITION, rules)
    match = Match(rules, 2, first, ScoreSheet(rules, 2), random.Random(1).getstate())
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


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_tile_let_go_just_above_a_standing_double_goes_beside_it(
        tmp_path: Path, size: tuple[int, int]) -> None:
    app, table = _table(tmp_path, size)
    double = next(p.box for p in table.model.line().tiles if p.box.h > p.box.w)
    tile = Tile.parse("3:5")
    i = table.model.hand().index(tile)
    above = (double.center[0], double.y - double.h * 0.15)  # where the playtest's child let go
    carry(app, table.model.hand_boxes()[i].center, above)
    assert tile not in table.model.hand(), "it went beside the double"
    mine = [str(s.move) for s in table.session.round.history() if s.seat == 0]
    assert mine == ["3:5>"]
    app.close()


def test_a_tile_let_go_far_away_glides_home_and_its_place_glows(tmp_path: Path) -> None:
    from kozel_gui.table.view import BECKON_S

    app, table = _table(tmp_path, (1280, 720))
    tile = Tile.parse("3:5")
    i = table.model.hand().index(tile)
    field = table.layout.field
    corner = (field.x + 10, field.y + 10)
    carry(app, table.model.hand_boxes()[i].center, corner)
    assert tile in table.model.hand(), "let go on the empty cloth: nothing is played"
    glowing = table.view().targets
    assert [t.end for t in glowing] == [1] and all(t.strong for t in glowing), \
        "the one place it fits glows"
    seen = []
    for _ in range(round(BECKON_S * KIDS_PACE * 60) + 20):
        run_frames(app, 1)
        seen.append(bool(table.view().targets))
    assert sum(seen) >= 60, "long enough to see (a second and more)"
    assert not seen[-1], "then it stops: the child's own choice again"
    app.close()
