"""The glowing targets where the chosen tile may go keep clear of the tiles down (P28: the
end targets lay over the end tiles): each end tile looks the same with the targets shown
as without, and the targets still glow beside it."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import click_tile, scripted, settle, still

from kozel_gui.table.theme import recording


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_end_tiles_are_not_painted_over_by_the_targets(tmp_path: Path,
                                                           size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, size=size)
    try:
        click_tile(app, table, "1:2")  # led; the bot answers 2:4>: the ends show 1 and 4
        settle(app, table)
        still(app, table)
        v = table.view()
        bodies = [pygame.Rect(round(p.box.x), round(p.box.y), round(p.box.w), round(p.box.h))
                  for p in v.line.tiles]
        with recording():
            run_frames(app, 1)
        before = [pygame.image.tobytes(app.screen.subsurface(b), "RGB") for b in bodies]
        click_tile(app, table, "1:4")  # it fits both ends: both glow
        run_frames(app, 2)
        v = table.view()
        assert len(v.targets) == 2
        for target in v.targets:  # beside a tile: its glow reaches over that tile
            glow = pygame.Rect(round(target.box.x) - 6, round(target.box.y) - 6,
                               round(target.box.w) + 12, round(target.box.h) + 12)
            assert glow.collidelist(bodies) >= 0
        with recording():
            run_frames(app, 1)
        after = [pygame.image.tobytes(app.screen.subsurface(b), "RGB") for b in bodies]
        assert after == before
        for target in v.targets:  # and the target itself glows
            centre = app.screen.get_at((round(target.box.center[0]), round(target.box.center[1])))
            assert centre.g > centre.r and centre.g > 120, centre
    finally:
        app.close()
