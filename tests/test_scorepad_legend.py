"""Issues 18/19 (PT-U): the score pad did not mark remembered points that burned, had no
word for its yellow «+N», and «яйца» (the points of a tied fish carried on) was said only
in the tutorial.  Now a burned «+19» is crossed out as on a courtyard pad, a legend under
the totals explains the marks the pad shows in the table's sheet's own words, and both
sheets' legends call eggs by the pad's word."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator

import pygame
import pytest

from kozel_gui.i18n import set_language, tr
from kozel_gui.layout import Box
from kozel_gui.scorepad import cells
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.paint import COLOURS
from kozel_gui.scorepad.sheet_view import SheetView, _Geometry
from kozel_gui.table.sheet import SheetView as TableSheet
from kozel_gui.table.sheet import paint_sheet, sheet_geometry
from kozel_gui.table.theme import recording
from rules import find_preset

WORKED = [RoundFacts("out", 3, points=[12, 5, 3, 0]), RoundFacts("out", 1, points=[7, 0, 4, 4]),
          RoundFacts("out", 0, points=[0, 3, 13, 5])]
"""RULES.md §4's worked example: A, with +19 remembered, goes out in the third round."""


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")


def _pad(preset: str, names: list[str], facts: list[RoundFacts]) -> Pad:
    pad = Pad.new(find_preset(preset), names, pad_id="legend")
    for f in facts:
        pad.record(f)
    return pad


def _tied_fish() -> Pad:
    return _pad("courtyard", ["A", "B", "C"], [RoundFacts("out", 1, points=[7, 0, 4]),
                                                RoundFacts("fish", 0, points=[20, 20, 5])])


def test_burned_points_are_marked_as_the_tables_sheet_marks_them() -> None:
    """PT-Z: the pad struck burned points through where the table's sheet and the tutorial
    write «×19»: one mark everywhere, and no stroke."""
    pad = _pad("kozel", ["A", "B", "C", "D"], WORKED)
    assert cells.this_round(pad.sheet, pad.sheet.rows[2], 0) == [("×19", "muted")]
    surface = pygame.Surface((1280, 720))
    rect = pygame.Rect(20, 20, 1240, 582)
    SheetView().draw(surface, rect, pad, 720)
    g = _Geometry(rect, pad, 720)
    row = g.row_rect(2)
    x = g.sub(0)[1]
    area = pygame.Rect(round(x) - 30, row.y, 60, row.h)
    stroke = pygame.Color(*COLOURS["open"])
    assert not any(surface.get_at((i, j)) == stroke for i in range(area.left, area.right)
                   for j in range(area.top, area.bottom)), "no red stroke over «×19»"


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_pad_explains_only_the_marks_it_shows(lang: str) -> None:
    set_language(lang)
    worked = cells.legend(_pad("kozel", ["A", "B", "C", "D"], WORKED).sheet)
    assert worked == [[("+N", "remembered"), (" " + tr("table.legend_held"), "muted")],
                      [("×N", "muted"), (" " + tr("table.legend_burned"), "muted")]]
    eggs = cells.legend(_tied_fish().sheet)
    assert eggs[-1] == [(cells.EGGS, cells.EGGS_COLOUR), ("+N", cells.EGGS_COLOUR),
                        (" " + tr("table.legend_eggs"), "muted")]
    assert cells.legend(_pad("kozel", ["A", "B"], []).sheet) == []
    # the eggs are called by the pad's own word («яйца»), not only in the tutorial
    assert tr("table.legend_eggs").startswith(tr("scorepad.eggs") + ":")


def test_the_legend_has_its_room_under_the_totals() -> None:
    pad = _tied_fish()
    rect = pygame.Rect(20, 20, 984, 462)
    g = _Geometry(rect, pad, 600)
    assert len(g.legend) >= 1 and g.legend_h > 0
    assert g.foot_bottom + g.legend_h <= g.inner.bottom
    bare = _Geometry(rect, _pad("kozel", ["A", "B"], []), 600)
    assert bare.legend == [] and bare.foot_bottom == bare.inner.bottom


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_tables_sheet_calls_eggs_by_the_same_word(lang: str) -> None:
    """A tied fish's points carried on show on the table's sheet as a fish and «+N»: its
    legend says what they are, in the pad's word."""
    set_language(lang)
    sheet = _tied_fish().sheet  # the pad's model is the engine's ScoreSheet
    assert sheet.carry
    box = Box(900, 0, 380, 720)
    geo = sheet_geometry(box, 1.0, sheet)
    keys = [p.mark.key for line in geo.legend for p in line if p.first]
    assert "table.legend_eggs" in keys
    surface = pygame.Surface((1280, 720))
    view = TableSheet(box, sheet, ("A", "B", "C"), True, 3, 0, geo.fit, 1.0)
    with recording() as log:
        paint_sheet(surface, view)
    said = " ".join(i.text for i in log if i.role == "sheet.legend")
    assert tr("scorepad.eggs") in said, said


def test_eggs_look_one_way_in_one_colour_apart_from_their_points() -> None:
    """PT-Z: eggs were a fish (the game's picture of eggs is eggs in a nest), blue in the
    round's column but red in the title and the legend, and the legend's icon touched
    «+N»: one picture, one colour, a gap even where the legend sets none."""
    from kozel_gui.scorepad.sheet_view import _segments

    pad = _tied_fish()
    surface = pygame.Surface((1280, 720))
    rect = pygame.Rect(20, 20, 1240, 582)
    SheetView().draw(surface, rect, pad, 720)
    fish_blue = pygame.Color(*COLOURS["fish"])
    g = _Geometry(rect, pad, 720)
    fish_row = g.row_rect(1)  # the fish round's own mark, a fish, stays at its label's start
    left = round(g.inner.left + 60)
    blue = [(i, j) for i in range(rect.left, rect.right) for j in range(rect.top, rect.bottom)
            if surface.get_at((i, j)) == fish_blue
            and not (i < left and fish_row.top <= j < fish_row.bottom)]
    assert not blue, f"blue eggs or a fish for them at {blue[:3]}"
    for size in (12, 15, 20):
        icon, points = _segments(surface, [(cells.EGGS, cells.EGGS_COLOUR),
                                           ("+N", cells.EGGS_COLOUR)], (300, 300), size,
                                 False, gap=0)
        assert points.left - icon.right >= 3, (size, icon, points)
    assert tr("table.legend_eggs") == "яйца: рыба вничью, очки переходят в следующий кон"
