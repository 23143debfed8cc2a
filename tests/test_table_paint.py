"""Painting only what changed gives the very picture a whole repaint gives, frame after frame."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import make_app, run_frames

from kozel_gui.scenes.table import TableScene
from kozel_gui.table.paint import TablePainter


def test_partial_frames_equal_whole_ones_through_a_demo(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--demo", "--seed", "5", "--speed", "1")
    table = app.stack.top
    assert isinstance(table, TableScene)
    whole = TablePainter(app.tiles, table.backdrop)
    check = pygame.Surface(app.screen.get_size())
    compared = 0
    for n in range(1500):
        run_frames(app, 1)
        if app.stack.top is not table or n % 3:
            continue
        whole.paint(check, table.view(), whole=True)
        assert pygame.image.tobytes(check, "RGB") == pygame.image.tobytes(app.screen, "RGB"), \
            f"frame {n}: the partial repaint differs from a whole one"
        compared += 1
    assert compared > 100
    app.close()
