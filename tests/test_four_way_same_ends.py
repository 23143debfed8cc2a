"""Issue 12: in Muggins with both open ends showing one number, a tile that fits both is
one game either way (the same count, the same later moves), but the two ends are different
places on the board: the player is asked which end, as for different numbers, and the
tile lies where the player chose (it went to the right unasked). On a lone tile either
side is its mirror image, and a click plays it at once, as before."""

from __future__ import annotations

import random
from pathlib import Path

from conftest import click
from table_kit import click_tile, moves, settle, table_app

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from rules import Match, Round, ScoreSheet, find_preset
from rules.alike import alike

MUGGINS = find_preset("muggins")
# The human (seat 0) leads 2:3, the bot answers 3:6>, the human plays 2:6<: both ends
# show 6; the bot holds no six and the bazaar is empty, so it knocks, and the human's
# 1:6 fits both ends.
HANDS = [["2:3", "2:6", "1:6", "0:0"], ["3:6", "4:5", "0:4", "1:1"]]


def _table(tmp: Path, played: list[str], hands: list[list[str]] = HANDS,
           leader: int = 0) -> tuple[App, TableScene]:
    r = Round.from_hands(MUGGINS, hands, bazaar=[], leader=leader)
    for text in played:
        r = r.play(text)
    match = Match(MUGGINS, 2, r, ScoreSheet(MUGGINS, 2), random.Random(1).getstate())
    setup = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="medium")),
                       1)
    app, table = table_app(tmp, setup, match, size=(1280, 720))
    settle(app, table)
    return app, table


def test_a_tile_fitting_both_ends_of_one_number_asks_which_end(tmp_path: Path) -> None:
    app, table = _table(tmp_path, ["2:3", "3:6>", "2:6<", "pass"])
    r = table.model.round
    assert r.open_ends == (6, 6, None, None) and r.to_move == 0
    left, right = (r.legal_moves()[0].parse(t) for t in ("1:6<", "1:6>"))
    assert alike(r, left, right)  # the same game: the rules cannot tell them apart
    done = len(moves(table))
    click_tile(app, table, "1:6")
    v = table.view()
    assert len(moves(table)) == done, "played unasked"
    assert table.model.control.choosing
    assert sorted(t.end for t in v.targets) == [0, 1]
    spot = next(t for t in v.targets if t.end == 0)
    click(app, spot.box.center, frames=2)
    assert moves(table)[done] == "0 1:6<"
    app.close()


def test_on_a_lone_tile_either_side_is_one_click(tmp_path: Path) -> None:
    # the bot led the spinner 3:3 alone; the human's 3:5 goes beside it, either side its
    # mirror image: one click plays it, to the right
    app, table = _table(tmp_path, ["3:3"], [["3:5", "0:1"], ["3:3", "2:4"]], leader=1)
    r = table.model.round
    assert r.to_move == 0 and r.open_ends is not None and r.open_ends[:2] == (3, 3)
    click_tile(app, table, "3:5")
    assert moves(table)[1] == "0 3:5>"
    app.close()
