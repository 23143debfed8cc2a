"""Issue 14: at 1280×720 the bazaar's ring stayed on the cloth in pieces (its left and right
edges cut) once a drawn tile fitted and the focus left it: the table repaints only what
changed, and the ring, drawn over it, was no part of that.  The ring's last place is
restored with the rest."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import key, resize, run_frames
from table_kit import settle
from test_table_keys_stuck import _focused, _stuck

from kozel_gui.ring import GOLD


def _gold(surface: pygame.Surface, area: pygame.Rect) -> int:
    """Pixels of the ring's gold within ``area``."""
    area = area.clip(surface.get_rect())
    return sum(1 for x in range(area.left, area.right) for y in range(area.top, area.bottom)
               if surface.get_at((x, y))[:3] == GOLD.colour)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_bazaars_ring_leaves_nothing_behind(tmp_path: Path, size: tuple[int, int]) -> None:
    app, table = _stuck(tmp_path, ["4:6", "0:1", "2:3", "4:4", "5:5"])
    resize(app, size)
    settle(app, table)
    run_frames(app, 2)
    assert _focused(table) == "draw"
    ring = table.focus.drawn
    assert ring is not None and _gold(app.screen, ring) > 100, "the ring is shown round the pile"
    key(app, pygame.K_TAB, frames=3)  # the ring goes on to a corner button; the pile stays
    assert _focused(table) not in (None, "draw")
    assert _gold(app.screen, ring) == 0, "no piece of the ring stays round the pile"
    key(app, pygame.K_ESCAPE, frames=3)  # the pause menu over the table, and back
    key(app, pygame.K_ESCAPE, frames=3)
    while _focused(table) != "draw":
        key(app, pygame.K_TAB, frames=1)
    key(app, pygame.K_RETURN, frames=2)  # draws 4:6, which fits: the focus leaves the pile
    settle(app, table)
    run_frames(app, 3)
    assert _focused(table) is None
    assert _gold(app.screen, ring) == 0, "no piece of the ring stays on the cloth"
    app.close()
