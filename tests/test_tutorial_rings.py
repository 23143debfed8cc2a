"""P31/P32: the tutorial's rings round the two ends lay some 5 px over the tiles they follow.
Measured through the real App loop at every step that rings an end, at 1024×600, 1280×720
and 1920×1080, over a whole pulse: no ring touches a tile down."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import make_app, resize, run_frames
from test_tutorial import _at

from kozel_gui.table.theme import recording
from kozel_gui.tutorial.lessons import LESSONS, Point

ENDS = [lesson.key for lesson in LESSONS if lesson.point is Point.ENDS]


@pytest.mark.parametrize("step", ENDS)
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_ring_round_an_end_lies_over_a_tile(tmp_path: Path, size: tuple[int, int],
                                               step: str) -> None:
    app = make_app(tmp_path, "--speed", "0")
    resize(app, size)
    scene = _at(app, step)
    down = [pygame.Rect(*(round(v) for v in t.box)) for t in scene.model.line().tiles]
    assert down
    rings = 0
    for _ in range(13):  # the pulse is 2π/5 s: every phase of it
        app.clock.advance(0.1)  # type: ignore[attr-defined]
        with recording() as log:
            run_frames(app, 1)
        for ring in (pygame.Rect(i.rect) for i in log if i.role == "tutor.ring"):
            rings += 1
            over = [d for d in down if d.colliderect(ring)]
            assert not over, f"the ring {ring} lies over the tiles {over}"
    assert rings >= 2 * 13, "both ends ringed in every frame"
    app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_ring_round_the_bazaar_stays_inside_the_field(tmp_path: Path,
                                                          size: tuple[int, int]) -> None:
    """Issue 18.3: the pile lies flush with the field's right edge, and its ring ran over the
    table's rim into the sheet at 1024×600."""
    app = make_app(tmp_path, "--speed", "0")
    resize(app, size)
    scene = _at(app, "bazaar")
    lay = scene.model.layout
    field = pygame.Rect(*(round(v) for v in lay.field))
    bazaar = pygame.Rect(*(round(v) for v in lay.bazaar))
    rings = []
    for _ in range(13):  # every phase of the pulse, the widest included
        app.clock.advance(0.1)  # type: ignore[attr-defined]
        with recording() as log:
            run_frames(app, 1)
        rings += [pygame.Rect(i.rect) for i in log if i.role == "tutor.ring"]
    assert rings, "the bazaar is ringed"
    for ring in rings:
        assert ring.colliderect(bazaar), ring
        assert field.contains(ring), (ring, field)
    app.close()
