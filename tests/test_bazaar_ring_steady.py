"""PT-G L7, r33: the bazaar's focus halo was drawn broken, in thick arcs.  The ring's glow
is translucent and drawn over the table every frame; the table repainted only what changed,
so the glow piled up where nothing under it changed and stayed thin where something did.
A still table with the ring on the bazaar looks the same frame after frame, and the same
as the table painted whole."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import scripted, scripted_moves, settle


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ring_round_the_bazaar_is_the_same_every_frame(
        tmp_path: Path, size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, "--speed", "1", size=size)
    scripted_moves(table, ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>"])  # the person draws
    table.model.relayout()
    run_frames(app, 60)
    settle(app, table)
    run_frames(app, 20)
    assert table.focus.current() is not None and table.focus.current().key == "draw"
    assert table.partial_repaint
    ring = pygame.Rect(*(round(v) for v in table.model.layout.bazaar)).inflate(60, 60)
    ring = ring.clip(app.screen.get_rect())
    first = app.screen.subsurface(ring).copy()
    run_frames(app, 30)
    later = app.screen.subsurface(ring).copy()
    table._covered = True  # the next frame paints the table whole
    run_frames(app, 1)
    whole = app.screen.subsurface(ring).copy()
    diff = [(x, y) for x in range(0, ring.w, 2) for y in range(0, ring.h, 2)
            if later.get_at((x, y)) != first.get_at((x, y))
            or whole.get_at((x, y)) != later.get_at((x, y))]
    assert not diff, (len(diff), diff[:5])
    app.close()
