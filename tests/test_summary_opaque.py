"""Issue 18.2: the round summary let the table show faintly through its panel, and the word
on how to bring it back stood on a see-through pill: both are opaque now, as the menus'
dialogs are. Drawn by the summary itself over a white table, the panel's and the pill's
own colour is exactly the panel colour."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import key, run_frames
from table_kit import scripted, scripted_moves, summary_of
from test_summary_keys import FISH

from kozel_gui.table.result import READY_S
from kozel_gui.table.summary import peek_pill
from kozel_gui.table.theme import PANEL


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_summary_panel_and_its_peek_pill_hide_the_table(
        tmp_path: Path, size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, size=size)
    scripted_moves(table, FISH)
    summary = summary_of(app)
    run_frames(app, round(READY_S * 60) + 2)
    white = pygame.Surface(size)
    white.fill((255, 255, 255))  # the brightest table there could be under it
    summary.draw(white)
    panel = summary.panel
    for x, y in ((panel.x + 20, panel.bottom - 8), (panel.right - 20, panel.y + 8),
                 (panel.centerx, panel.bottom - 6)):
        assert tuple(white.get_at((x, y)))[:3] == PANEL, (x, y, white.get_at((x, y)))
    key(app, pygame.K_TAB)  # to the picture of the play; Enter lifts the panel
    key(app, pygame.K_RETURN)
    assert summary.peek
    white.fill((255, 255, 255))
    summary.draw(white)
    pill = peek_pill(table.view(), summary._scale())
    spot = (pill.x + pill.h // 2 + 2, pill.y + 3)  # inside its round end, above the words
    assert tuple(white.get_at(spot))[:3] == PANEL, (spot, white.get_at(spot))
    app.close()
