"""The round summary keeps clear of the table's corner buttons («Меню», «Подсказка»,
«Помощь»), which stay drawn over the table: at 1280×720 «Меню (Esc)» lay over the panel's top
right corner and the others' labels showed cut at its edge (playtests of 2026-12-07)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import scripted, scripted_moves, summary_of
from test_summary_keys import FISH

from kozel_gui.table.result import READY_S
from kozel_gui.table.theme import BUTTON_HALO


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_summary_panel_leaves_the_corner_buttons_whole(
        tmp_path: Path, size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, size=size)
    scripted_moves(table, FISH)
    summary = summary_of(app)
    run_frames(app, round(READY_S * 60) + 2)
    corner = table.model.fixtures.corner
    assert len(corner) == 3
    for box in corner:
        button = pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h))
        assert not summary.panel.colliderect(button.inflate(2 * BUTTON_HALO, 2 * BUTTON_HALO)), \
            (summary.panel, button)
    assert summary.panel.left >= 0 and summary.panel.w >= 0.6 * (size[0] - table.layout.sheet.w)
    app.close()
