"""Issue 12 (PT-T): points scored in play fly from the board to the scorer's column on the
sheet, and the sheet counts them when they land: its running row and its total together,
never one without the other; any skip lands them at once.  At the round's end the new
row and its total are written together too (the row read «15+10» while the total still
rolled up from 85).  Driven through the real ``App`` loop with the stepped clock."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import click, key, run_frames
from table_kit import click_tile, table_app, top

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table import flow
from kozel_gui.table.anim import LAND
from kozel_gui.table.sheet import round_text, score_cell
from kozel_gui.table.summary import RoundSummaryScene
from kozel_gui.table.theme import recording
from kozel_gui.table.view import sheet_view
from rules import Match, Round, ScoreSheet, find_preset

MUGGINS = find_preset("muggins")
SETUP = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)


def _table(tmp: Path, r: Round, size: tuple[int, int] = (1280, 720)) -> tuple[App, TableScene]:
    match = Match(MUGGINS, 2, r, ScoreSheet(MUGGINS, 2), random.Random(1).getstate())
    app, table = table_app(tmp, SETUP, match, "--speed", "1", size=size)
    run_frames(app, 60)  # the deal's motion
    return app, table


def _frame(app: App) -> dict[str, Any]:
    """One frame of the real loop: what it drew on the sheet's cells and the flying word."""
    with recording() as log:
        run_frames(app, 1)
    out: dict[str, Any] = {}
    for ink in log:
        if ink.role.startswith("sheet.") or ink.role == "word":
            out[ink.role if ink.role != "word" else f"word:{ink.text}"] = ink
    return out


def _lead_scores_ten(tmp: Path, size: tuple[int, int] = (1280, 720)) -> tuple[App, TableScene]:
    """The person leads 5:5 (+10 in play); the bot thinks long enough not to move."""
    r = Round.from_hands(MUGGINS, [["5:5", "0:5", "1:3"], ["5:6", "6:6", "3:4"]],
                         bazaar=["1:1", "1:2", "2:2"], leader=0)
    app, table = _table(tmp, r, size)
    click_tile(app, table, "5:5", frames=1)
    assert table.session.round.play_points == (10, 0)
    return app, table


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_points_fly_to_the_scorers_column_and_count_when_they_land(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    monkeypatch.setattr(flow, "_think_time", lambda m, r: 30.0)
    app, table = _lead_scores_ten(tmp_path, size)
    m = table.model
    word = next(w for w in m.anim.words if w.scorer == 0)
    assert word.points == 10 and word.onto
    cell = score_cell(sheet_view(m), 0)  # type: ignore[arg-type]
    assert cell is not None and cell.x >= m.layout.sheet.x, "the scorer's column on the sheet"
    drawn, before, after = [], 0, 0
    for _ in range(240):
        seen = _frame(app)
        play, total = seen["sheet.play:0"].text, seen["sheet.running:0"].text
        flying = seen.get("word:+10!")
        landed = m.anim.now >= word.tween.start + LAND * word.tween.duration
        if (play, total) == ("—", "0"):  # the row and the total: both old ...
            assert not landed and (flying is not None or m.anim.now < word.tween.start)
            before += 1
        else:  # ... or both new, never one without the other
            assert (play, total) == ("10", "10") and landed and flying is None
            after += 1
        if flying is not None:
            drawn.append(flying.rect.center)
    assert before > 30 and after > 30
    field = m.layout.field
    assert drawn[0][0] < field.right, "it shows first on the felt, beside the lead"
    last = pygame.Vector2(drawn[-1])
    assert last.distance_to(cell.center) < 12, (drawn[-1], cell.center)  # it came to the cell
    plate = next(p for p in table.view().plates if p.seat == 0)
    assert plate.scored is not None and "10" in plate.scored  # the plate counts them too
    app.close()


@pytest.mark.parametrize("how", ["click", "key"])
def test_a_skip_lands_the_points_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         how: str) -> None:
    monkeypatch.setattr(flow, "_think_time", lambda m, r: 30.0)
    app, _ = _lead_scores_ten(tmp_path)
    for _ in range(40):  # the tile is down, «+10!» stands beside it
        seen = _frame(app)
    assert "word:+10!" in seen and seen["sheet.running:0"].text == "0"
    if how == "click":
        click(app, (40, 300), frames=0)
    else:
        key(app, pygame.K_SPACE, frames=0)
    seen = _frame(app)
    assert "word:+10!" not in seen
    assert (seen["sheet.play:0"].text, seen["sheet.running:0"].text) == ("10", "10")
    app.close()


def test_the_rounds_row_and_its_total_are_written_together(tmp_path: Path) -> None:
    """5:5 led (+10); the bot answers 5:6; the person goes out with 0:5: at every frame the
    sheet shows either the round being played (points in play, the score with them) or
    the written row with its new total, never the new row over an old total."""
    r = Round.from_hands(MUGGINS, [["5:5", "0:5"], ["5:6", "6:6", "3:4"]],
                         bazaar=["1:1", "1:2", "2:2"], leader=0)
    r = r.play(r.legal_moves()[0].parse("5:5")).play(r.legal_moves()[0].parse("5:6>"))
    app, table = _table(tmp_path, r)
    s = table.session
    click_tile(app, table, "0:5", frames=1)
    row = s.sheet.rows[-1]
    new = [(round_text(MUGGINS, row, i)[0], str(x.after)) for i, x in enumerate(row.sides)]
    assert new[0][0] == f"10+{row.sides[0].written - 10}"
    assert row.sides[0].after > row.sides[0].before + row.sides[0].play, "points at the end"
    kinds = []
    for _ in range(400):
        seen = _frame(app)
        if f"sheet.delta:{row.index}:0" in seen:
            for side in (0, 1):
                got = (seen[f"sheet.delta:{row.index}:{side}"].text,
                       seen[f"sheet.total:{row.index}:{side}"].text)
                assert got == new[side], (got, new[side])
            kinds.append("written")
        elif "sheet.running:0" in seen:
            for side in (0, 1):
                x = row.sides[side]
                assert seen[f"sheet.running:{side}"].text == str(x.before + x.play)
            kinds.append("playing")
        if isinstance(top(app), RoundSummaryScene):
            break
    assert kinds[0] == "playing" and kinds[-1] == "written"
    assert kinds == sorted(kinds), "once written the row stays"  # "playing" < "written"
    app.close()


def test_with_the_sheet_folded_the_points_fly_to_the_plate_and_the_strip_counts_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Folded, the sheet is a strip of totals: «+10!» lands by the scorer's plate, and the
    strip's total (it read the score before the round all round long) counts it then."""
    monkeypatch.setattr(flow, "_think_time", lambda m, r: 30.0)
    r = Round.from_hands(MUGGINS, [["5:5", "0:5", "1:3"], ["5:6", "6:6", "3:4"]],
                         bazaar=["1:1", "1:2", "2:2"], leader=0)
    app, table = _table(tmp_path, r)
    key(app, pygame.K_s)  # fold the sheet
    assert not table.model.expanded
    click_tile(app, table, "5:5", frames=1)
    word = next(w for w in table.model.anim.words if w.scorer == 0)
    plate = table.model.layout.seats["south"].plate
    assert not word.onto and word.path is not None and word.path[1] == plate.center
    totals = []
    for _ in range(200):
        with recording() as log:
            run_frames(app, 1)
        strip = [i.text for i in log if i.role == "sheet.strip" and i.text.isdigit()]
        landed = table.model.anim.now >= word.lands
        assert strip[0] == ("10" if landed else "0"), (strip, landed)
        totals.append(strip[0])
    assert totals[0] == "0" and totals[-1] == "10"
    app.close()
