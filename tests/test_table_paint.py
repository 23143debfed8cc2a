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


def test_partial_frames_equal_whole_ones_when_the_sheet_is_folded_and_opened(
        tmp_path: Path) -> None:
    """Folding the sheet lays the whole table out anew: the screen must not keep the table as
    it lay beside the open sheet (a headless run showed the old plates, hand and bazaar)."""
    from conftest import key

    app = make_app(tmp_path, "--demo", "--seed", "5", "--speed", "1")
    table = app.stack.top
    assert isinstance(table, TableScene)
    whole = TablePainter(app.tiles, table.backdrop)
    check = pygame.Surface(app.screen.get_size())
    run_frames(app, 120)
    folds = 0
    for n in range(240):
        if n in (0, 120):
            expanded = table.model.expanded
            key(app, pygame.K_s, frames=1)
            assert table.model.expanded is not expanded
            folds += 1
        run_frames(app, 1)
        if app.stack.top is not table:
            continue
        whole.paint(check, table.view(), whole=True)
        assert pygame.image.tobytes(check, "RGB") == pygame.image.tobytes(app.screen, "RGB"), \
            f"frame {n} after {folds} fold(s): the partial repaint differs from a whole one"
    app.close()
