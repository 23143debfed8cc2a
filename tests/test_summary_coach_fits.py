"""The coach's two lines in the round summary stay inside its panel, however long: PT-G saw
«Хорошие ходы по тому, что вы знали: 2 из 4 (50%) · лучший ход: 2–4 к двойке справа от
дома · худший: 0–6 к шестёрке» run past both edges of the panel at 1280x720 (the tally
had grown by what the player knew; only the hindsight line was fitted).  Where even its least
size is too wide (1024x600, the panel narrowed beside the corner buttons), it takes two lines."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from test_summary_keys import SIZES, _summary

from kozel_gui.table import summary as summary_module
from kozel_gui.table.theme import recording

LONG = ("Учитывая то, что вы знали, хороших ходов: 2 из 4 (50%) · лучший: 2–4 к двойке "
        "справа от дома · худший: 0–6 к шестёрке")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_coach_line_stays_inside_the_panel(tmp_path: Path, size: tuple[int, int],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(summary_module, "coach_line", lambda job: LONG)
    app, summary = _summary(tmp_path, size)
    with recording() as log:
        run_frames(app, 1)
    lines = [i for i in log if i.role in ("summary.coach", "summary.hindsight") and i.text]
    coach = [i.text for i in lines if i.role == "summary.coach"]
    assert " ".join(coach) == LONG and len(coach) <= 2  # one line, or two where it cannot fit
    for line in lines:
        assert summary.panel.contains(pygame.Rect(line.rect)), (line.text, line.rect)
    app.close()


HINDSIGHT = ("Ходы 1 и 3: по открытым рукам были ходы лучше (на ходу 3 — 1–4 к четвёрке), но "
             "чужих костей вы не видели — так они легли.")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_hindsight_line_takes_two_lines_inside_the_panel(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """PT-J's run: naming every move it faults, the hindsight line was too long for one line
    at 1024x600 even at the smallest size; it takes two, each whole and inside the panel."""
    monkeypatch.setattr(summary_module, "hindsight_line", lambda job: HINDSIGHT)
    app, summary = _summary(tmp_path, size)
    with recording() as log:
        run_frames(app, 1)
    lines = [i for i in log if i.role == "summary.hindsight" and i.text]
    assert " ".join(i.text for i in lines) == HINDSIGHT
    rects = [pygame.Rect(i.rect) for i in lines]
    for rect in rects:
        assert summary.panel.contains(rect), rect
    assert all(a.bottom <= b.top + 4 for a, b in pairwise(rects))
    app.close()
