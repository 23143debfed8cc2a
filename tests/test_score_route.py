"""PT-X: the flying «+15!» crossed the other players' cells on its way to the scorer's
column, and in the replay it covered the move's caption.  It now rises beside the sheet's
edge to a lane over the rows, crosses over to its column there and drops into its cell
(``flight.score_route``), and keeps off what the screen asks it to (``clear``: the
replay's caption through ``Scene.keep_clear``).  Sampled at every frame of its flight."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.layout import Box
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table import flow, hud
from kozel_gui.table.anim import Announcement, Word
from kozel_gui.table.fixtures import table_layout
from kozel_gui.table.flight import along, score_route
from kozel_gui.table.sheet import SheetView, score_cell, sheet_geometry
from kozel_gui.table.theme import recording
from kozel_gui.tween import Tween
from rules import Match, Round, ScoreSheet, find_preset

MUGGINS = find_preset("muggins")
SIZES = [(1024, 600), (1280, 720)]


def _cells(log: list, side: int) -> list[pygame.Rect]:
    """The drawn figures of ``side``'s column (its rows, its running row)."""
    return [i.rect for i in log if i.role.startswith("sheet.") and ":" in i.role
            and i.role.rsplit(":", 1)[1] == str(side)]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_at_the_table_the_points_fly_over_no_other_columns_figures(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """The bot leads 5:5 (+10 in play, its column the second): the word never covers a
    figure of the person's column on its way, and comes to the bot's cell."""
    setup = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)
    r = Round.from_hands(MUGGINS, [["1:3", "0:2", "1:2"], ["5:5", "0:1", "1:1"]],
                         bazaar=["2:2", "3:3", "4:4"], leader=1)
    match = Match(MUGGINS, 2, r, ScoreSheet(MUGGINS, 2), random.Random(1).getstate())
    monkeypatch.setattr(flow, "_think_time", lambda m, r: 0.2)
    app, table = table_app(tmp_path, setup, match, "--speed", "1", size=size)
    frames = 0
    for _ in range(400):
        with recording() as log:
            run_frames(app, 1)
        words = [i.within for i in log if i.role == "word" and i.text == "+10!"]
        if not words:
            if frames:
                break
            continue
        frames += 1
        others = _cells(log, 0)
        assert others, "the person's column is drawn"
        assert words[0].collidelist(others) < 0, (words[0], others)
    assert frames > 20, "the flight was seen"
    assert table.session.round.play_points[1] == 10
    app.close()


def _caption(field: pygame.Rect, lines: int, width: float) -> pygame.Rect:
    """A caption as the replay writes it: centred at the field's top, ``lines`` lines."""
    rect = pygame.Rect(0, 0, round(width), 26 * lines)
    rect.midtop = (field.centerx, field.y + 4)
    return rect


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_drawn_flight_keeps_off_the_caption_and_the_other_columns(
        size: tuple[int, int], players: int) -> None:
    """The painter itself, frame by frame over the word's whole time: from spots all over
    the board's felt, to each side's cell, a caption of two or three lines as wide as the
    replay makes them: it never covers the caption, nor another column's cells."""
    layout = table_layout(size, MUGGINS, players, expanded=True)[0]
    scale = min(size[1], size[0] * 9 / 16) / 720
    sheet = ScoreSheet(MUGGINS, players)
    geo = sheet_geometry(layout.sheet, scale, sheet, running=True)
    running = tuple((0, 0) for _ in range(players))
    view = SheetView(layout.sheet, sheet, tuple(f"P{i}" for i in range(players)), True, 1, 0,
                     geo.fit, scale, running)
    field = pygame.Rect(*(round(v) for v in layout.field))
    surface = pygame.Surface(size)
    checked = 0
    for side in range(players):
        cell = score_cell(view, side)
        assert cell is not None
        others = [c for i in range(players) if i != side
                  for c in (score_cell(view, i),) if c is not None]
        # the rows of the other columns, less the few px a word as wide as its narrow
        # column (four at 1024×600) may reach over its edge as it lands
        below = [pygame.Rect(c.x + 4, c.y, c.w - 8, layout.sheet.bottom - c.y) for c in others]
        for lines, share in ((2, 0.55), (3, 0.7)):
            caption = _caption(field, lines, field.w * share)
            clear = (Box(*caption),)
            for fx in (0.25, 0.5, 0.8):
                for fy in (0.3, 0.5, 0.75):
                    start = (field.x + field.w * fx, field.y + field.h * fy)
                    word = Announcement("+15!", "south", Tween(0.0, 1.8), Word.SCORE,
                                        path=(start, (float(cell.centerx), float(cell.centery))),
                                        scorer=0, points=15, onto=True)
                    for step in range(0, 135):
                        shown = hud.announcement(surface, word, layout, step / 100, scale,
                                                 clear=clear)
                        if shown is None:
                            continue
                        assert not shown.colliderect(caption), (start, step, shown, caption)
                        # the rows of the other columns (their running cells and all under)
                        assert shown.collidelist(below) < 0, (side, start, step, shown)
                        checked += 1
    assert checked > 1000


def test_the_route_rises_beside_the_sheet_and_drops_into_its_column() -> None:
    sheet, cell = Box(800, 0, 240, 600), Box(960, 200, 60, 40)
    route = score_route((300, 400), cell, sheet, 150, (60, 30))
    assert route[-1] == (990, 220) and route[-2] == (990, 150)  # straight down into it
    assert route[1][0] + 30 < sheet.x, "up over the felt, beside the sheet's edge"
    # A caption in the way of the rise: it goes under it, then up over the sheet's edge.
    caption = Box(500, 100, 290, 80)
    under = score_route((300, 400), cell, sheet, 150, (60, 30), (caption,))
    for k in range(101):
        x, y = along(under, k / 100)
        plate = pygame.Rect(0, 0, 60, 30)
        plate.center = (round(x), round(y))
        assert not plate.colliderect(pygame.Rect(500, 100, 290, 80)), (k, plate)
