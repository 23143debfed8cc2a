"""The coach's two lines in the round summary stay inside its panel, however long: PT-G saw
«Хорошие ходы по тому, что вы знали: 2 из 4 (50%) · лучший ход: 2–4 к двойке справа от
дома · худший: 0–6 к шестёрке» run past both edges of the panel at 1280x720 (the tally
had grown by what the player knew; only the hindsight line was fitted)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from test_summary_keys import SIZES, _summary

from kozel_gui.table import summary as summary_module
from kozel_gui.table.theme import recording

LONG = ("Хорошие ходы по тому, что вы знали: 2 из 4 (50%) · лучший ход: 2–4 к двойке справа "
        "от дома · худший: 0–6 к шестёрке")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_coach_line_stays_inside_the_panel(tmp_path: Path, size: tuple[int, int],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(summary_module, "coach_line", lambda job: LONG)
    app, summary = _summary(tmp_path, size)
    with recording() as log:
        run_frames(app, 1)
    lines = [i for i in log if i.role in ("summary.coach", "summary.hindsight") and i.text]
    assert lines and lines[0].text == LONG
    for line in lines:
        assert summary.panel.contains(pygame.Rect(line.rect)), (line.text, line.rect)
    app.close()
