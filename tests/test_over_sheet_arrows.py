"""The match-over screen's score sheet: its ▲ / ▼ are buttons (P34b, uk at 1024×600: clicks on
them did nothing while the wheel scrolled). A click moves the sheet one row; held, an arrow
repeats as the settings' − / + do; let go, it stops."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from harness import Harness

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.repeat import REPEAT_AFTER, REPEAT_EVERY
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.result import READY_S
from kozel_gui.table.sheet import sheet_geometry
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset


def _long_sheet() -> ScoreSheet:
    """Four players, many small rounds: far more rows than the sheet shows at once."""
    kozel = find_preset("kozel")
    sheet = ScoreSheet(kozel, 4)
    for n in range(60):  # one bot writes 13 a round, in turn: about two dozen rounds
        points = [0, 0, 0, 0]
        points[1 + n % 3] = 13
        sheet = sheet.record(points=points, ended="out", by=0)
        if sheet.is_over:
            return sheet
    raise AssertionError("the match never ended")


def _over(tmp: Path, size: tuple[int, int]) -> tuple[Harness, MatchOverScene]:
    kozel = find_preset("kozel")
    seats = (SeatSetup("Вы", human=True), SeatSetup("Зина", bot="medium", gender="female"),
             SeatSetup("Кот", bot="medium"), SeatSetup("Петрович", bot="medium", gender="male"))
    match = Match(kozel, 4, Round.deal(kozel, random.Random(5), 4), _long_sheet(),
                  random.Random(5).getstate())
    h = Harness(tmp, "--speed", "0")
    h.resize(size)
    table = TableScene(h.app, MatchSetup(kozel, seats, 5), match)
    h.app.reset_to(table)
    h.frames(2)
    app = h.app
    over = MatchOverScene(app, table.session)
    app.replace(over)
    h.wait(READY_S)
    h.frames(2)
    assert h.top is over
    return h, over


def _rounds_shown(h: Harness) -> list[int]:
    """The round numbers the sheet shows now, top to bottom (read from what is painted)."""
    with recording() as log:
        h.frames(1)
    return [int(i.text) for i in log if i.role == "sheet.index" and i.text.isdigit()]


def _arrows(over: MatchOverScene) -> tuple[pygame.Rect, pygame.Rect]:
    geo = sheet_geometry(over.sheet_box, over._scale(), over.session.sheet)
    return tuple(pygame.Rect(round(b.x), round(b.y), round(b.w), round(b.h))  # type: ignore[return-value]
                 for b in (geo.up, geo.down))


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_click_on_an_arrow_moves_the_sheet_exactly_one_row(tmp_path: Path,
                                                              size: tuple[int, int]) -> None:
    h, over = _over(tmp_path, size)
    up, down = _arrows(over)
    bottom = _rounds_shown(h)
    assert len(bottom) >= 3 and bottom[0] > 1  # it opens on the newest rounds, more above
    h.click(up.center)
    h.click(up.center)
    lifted = _rounds_shown(h)
    assert lifted == [n - 2 for n in bottom]
    h.click(down.center)
    assert _rounds_shown(h) == [n - 1 for n in bottom]
    h.click(down.center)
    h.click(down.center)  # at the newest row already: nothing further down
    assert _rounds_shown(h) == bottom
    assert h.top is over  # a click on the sheet is no button of the screen
    h.close()


def test_an_arrow_held_repeats_and_stops_when_let_go(tmp_path: Path) -> None:
    h, over = _over(tmp_path, (1024, 600))
    up, _ = _arrows(over)
    bottom = _rounds_shown(h)
    with h.mouse_held(up.center):
        assert _rounds_shown(h)[0] == bottom[0] - 1  # the press: one row at once
        h.wait(REPEAT_AFTER - 0.1)  # with the frames' own time, a hair short of the delay
        assert _rounds_shown(h)[0] == bottom[0] - 1  # not yet repeating
        h.wait(0.05 + REPEAT_EVERY * 2)  # past the delay and two repeats, short of a third
        assert _rounds_shown(h)[0] == bottom[0] - 4  # the first repeat and two more
    after = _rounds_shown(h)
    h.wait(1.0)
    assert _rounds_shown(h) == after  # let go: it stopped
    h.close()
