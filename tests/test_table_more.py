"""The sheet scrolls to every round, the summary shows its arithmetic, plates sit by hands."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import KOZEL, scripted, scripted_moves, top

from kozel_gui.table.summary import RoundSummaryScene
from kozel_gui.table.theme import recording
from rules import ScoreSheet

FISH = ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
        "pass", "pass"]


def _long_sheet(rounds: int) -> ScoreSheet:
    sheet = ScoreSheet(KOZEL, 2)
    for i in range(rounds):
        by = i % 2
        points = [0, 2 + i % 3] if by == 0 else [2 + i % 3, 0]
        out = sheet.record(points=points, ended="out", by=by)
        sheet = out if isinstance(out, ScoreSheet) else sheet
    return sheet


def _rows_drawn(app: object) -> list[int]:
    with recording() as log:
        run_frames(app, 1)  # type: ignore[arg-type]
    return sorted({int(i.role.split(":")[1]) for i in log if i.role.startswith("sheet.total:")})


def test_the_sheet_scrolls_to_every_round_with_keys_and_the_wheel(tmp_path: Path) -> None:
    app, table = scripted(tmp_path, sheet=_long_sheet(20), size=(1024, 600))
    shown = _rows_drawn(app)
    assert shown and shown[-1] == 19 and shown[0] > 0  # the newest rounds, not all fit
    key(app, pygame.K_HOME, frames=1)
    assert _rows_drawn(app)[0] == 0  # the first round
    key(app, pygame.K_PAGEDOWN, frames=1)
    assert _rows_drawn(app)[0] == 3
    sheet = table.layout.sheet
    pygame.mouse.set_pos((round(sheet.center[0]), round(sheet.center[1])))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert _rows_drawn(app)[0] == 2  # the wheel up: an earlier round
    key(app, pygame.K_END, frames=1)
    assert _rows_drawn(app)[-1] == 19
    app.close()


def test_the_summary_shows_each_sides_arithmetic_and_the_line(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    for _ in range(120):
        if isinstance(top(app), RoundSummaryScene):
            break
        run_frames(app, 1)
    with recording() as log:
        run_frames(app, 1)
    said = {i.role: [] for i in log}
    for i in log:
        said[i.role].append(i.text)
    assert said["summary.hand"] == ["5 очков в руке", "22 очка в руке"]
    assert said["summary.result"] == ["Вы запомнили +5", "записано 22"]
    assert said["summary.line"] == ["Линия:"]
    app.close()


def test_side_plates_sit_right_above_their_hands(tmp_path: Path) -> None:
    from kozel_gui.layout import TableLayout

    for w, h in ((1024, 600), (1280, 720), (1920, 1080)):
        table = TableLayout.for_window(w, h, 4, sheet_expanded=True)
        for pos in ("west", "east"):
            place = table.seats[pos]
            first = table.fan(pos, 7)[0][0]
            gap = first.y - place.plate.bottom
            assert 0 <= gap <= 0.05 * h, (w, h, pos, gap)  # by the hand, not up in a corner
