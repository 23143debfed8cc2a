"""P31/P32: the score sheet's marks («—», «×», the yellow «+N», the bold totals) are explained
on the sheet itself, by a compact legend of only the marks that sheet shows, in ru/en/uk, at
the table and on the match-over screen. Through the real App loop; the words and their
rectangles are measured."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import KOZEL, scripted

from kozel_gui.i18n import tr
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.result import READY_S
from kozel_gui.table.theme import Ink, recording
from rules import ScoreSheet

ALL = ("table.legend_held", "table.legend_nothing", "table.legend_burned", "table.legend_total")


def _sheet(rounds: list[tuple[list[int], int]]) -> ScoreSheet:
    sheet = ScoreSheet(KOZEL, 2)
    for points, by in rounds:
        out = sheet.record(points=points, ended="out", by=by)
        assert isinstance(out, ScoreSheet)
        sheet = out
    return sheet


BURNED = [([5, 0], 1), ([0, 3], 0)]
"""Side 0 remembers 5, side 1 writes nothing («—»); then side 0 goes out: its 5 burn («×»)."""
WRITTEN = [([0, 30], 0)]
"""One round: side 0 went out («—»), side 1 writes 30 (its account opens): no «+N», no «×»."""


def _drawn(app: object) -> list[Ink]:
    with recording() as log:
        run_frames(app, 1)  # type: ignore[arg-type]
    return log


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
@pytest.mark.parametrize(("rounds", "keys"), [
    (BURNED, ALL),
    (WRITTEN, ("table.legend_nothing", "table.legend_total")),
    ([], ())], ids=["burned", "written", "empty"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_sheet_explains_the_marks_it_shows_and_no_others(
        tmp_path: Path, lang: str, rounds: list[tuple[list[int], int]], keys: tuple[str, ...],
        size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, "--speed", "0", "--lang", lang, size=size,
                          sheet=_sheet(rounds))
    log = _drawn(app)
    said = " ".join(i.text for i in log if i.role == "sheet.legend")
    assert said == " ".join(tr(k) for k in keys)
    panel = pygame.Rect(*(round(v) for v in table.layout.sheet))
    legend = [pygame.Rect(i.rect) for i in log if i.role.startswith("sheet.legend")]
    cells = [pygame.Rect(i.rect) for i in log if i.role.startswith("sheet.")
             and not i.role.startswith("sheet.legend")]
    for r in legend:
        assert panel.contains(r), (r, panel)
        assert r.collidelist(cells) < 0, f"the legend covers {cells[r.collidelist(cells)]}"
    if keys:
        marks = [i.text for i in log if i.role == "sheet.legend_mark"]
        assert marks == [{"table.legend_held": "+N", "table.legend_nothing": "—",
                          "table.legend_burned": "×", "table.legend_total": "N"}[k]
                         for k in keys]
    app.close()


def test_the_match_over_sheet_has_its_legend_too(tmp_path: Path) -> None:
    sheet = _sheet([([5, 0], 1), ([0, 3], 0)] + [([0, 30], 0)] * 4)
    assert sheet.is_over
    app, table = scripted(tmp_path, "--speed", "0", sheet=sheet, size=(1024, 600))
    over = MatchOverScene(app, table.session)
    app.replace(over)
    run_frames(app, round(READY_S * 60) + 2)
    log = _drawn(app)
    assert " ".join(i.text for i in log if i.role == "sheet.legend") == \
        " ".join(tr(k) for k in ALL)
    box = pygame.Rect(*(round(v) for v in over.sheet_box))
    for i in log:
        if i.role.startswith("sheet.legend"):
            assert box.contains(pygame.Rect(i.rect))
    app.close()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_match_over_legend_lays_each_item_apart(tmp_path: Path, lang: str) -> None:
    """P34b: side by side, «+N запомнено, счёт не открыт — за кон ничего» read as one
    sentence. Each item starts a line of its own at the same left edge, below the one before
    with a gap of clear space."""
    sheet = _sheet([([5, 0], 1), ([0, 3], 0)] + [([0, 30], 0)] * 4)
    app, table = scripted(tmp_path, "--speed", "0", "--lang", lang, sheet=sheet,
                          size=(1280, 720))
    over = MatchOverScene(app, table.session)
    app.replace(over)
    run_frames(app, round(READY_S * 60) + 2)
    log = _drawn(app)
    marks = [pygame.Rect(i.rect) for i in log if i.role == "sheet.legend_mark"]
    words = [(i.text, pygame.Rect(i.rect)) for i in log if i.role == "sheet.legend"]
    assert [t for t, _ in words] == [tr(k) for k in ALL]  # none wraps at this width
    assert len(marks) == len(words) == 4
    assert len({m.x for m in marks}) == 1, marks
    for i, (mark, (_, said)) in enumerate(zip(marks, words, strict=True)):
        assert said.centery == pytest.approx(mark.centery, abs=3)  # mark and words: one line
        if i + 1 < len(marks):
            nxt, below = marks[i + 1], words[i + 1][1]
            assert nxt.top - max(mark.bottom, said.bottom) >= 2, (mark, said, nxt)
            assert below.top > said.bottom
    app.close()
