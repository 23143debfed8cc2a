"""The door's hint covers nothing (P30 #12): at a two-player kids' table (a level, the
picture tutorial) the bubble hid the animal's plate at 1024×600 and the top of Зайка's at
1216×624; on the kids' menu it touched the first card.  The hint keeps its one place on
every screen (``test_kids_door``); the screens keep that corner clear instead.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import resize, run_frames
from test_kids_table import kids_table

from kozel_gui.kids.hold import hint_bubble
from kozel_gui.layout import KIDS_RING_REACH
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.tutorial.kids_scene import KidsTutorialScene

SIZES = [(1024, 600), (1216, 624), (1280, 720)]


def _rect(box: object) -> pygame.Rect:
    return pygame.Rect(*(round(v) for v in box))  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", SIZES)
def test_the_hint_covers_no_plate_at_a_two_player_table_or_tutorial(
        tmp_path: Path, size: tuple[int, int]) -> None:
    app, home, table = kids_table(tmp_path, 2)
    app.push(KidsTutorialScene(app, "animals", home.profile))
    run_frames(app, 2)
    tutorial = app.stack.top
    assert isinstance(tutorial, KidsTutorialScene)
    resize(app, size)
    for name, scene in (("level 2", table), ("tutorial", tutorial)):
        scene.resize(size)
        assert scene.layout.players == 2 and "north" in scene.layout.seats, name
        bubble = hint_bubble(scene.exit, size, scene.model.scale)
        north = _rect(scene.layout.seats["north"].plate)
        assert not bubble.colliderect(north), f"{name} at {size}: the hint hides the animal"
        assert north.right <= scene.layout.size[0], f"{name} at {size}: on the screen"
    assert not hint_bubble(table.exit, size, table.model.scale).colliderect(table.home.rect)
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_the_hint_touches_no_card_on_the_kids_menu(tmp_path: Path,
                                                   size: tuple[int, int]) -> None:
    app, home, _table = kids_table(tmp_path, 3)
    resize(app, size)
    home.resize(size)
    assert isinstance(home, KidsScene)
    bubble = hint_bubble(home.exit, size, home.scale)
    for card in home.cards:  # the card with its glow and focus ring
        assert not bubble.colliderect(card.rect.inflate(2 * KIDS_RING_REACH,
                                                        2 * KIDS_RING_REACH)), size
    for card in home.cards:  # and the cards still above the picture sets
        assert all(card.rect.bottom < face.rect.top for face in home.faces), size
    app.close()
