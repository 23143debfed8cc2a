"""The focus ring keeps to the free room around its item: it never paints over a neighbour
(another control, a label's words), at 1024×600 and 1280×720, in Russian and English.

Each screen is drawn twice through the real loop: with the focus on the item, and with it
far away; every neighbour's pixels must be the same in both.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from pygame_gui.elements import UILabel

from kozel_gui.ring import GOLD, draw_ring, free_room, shown_rects
from kozel_gui.scenes.settings import SettingsScene


def _pixels(h: Harness, rect: pygame.Rect) -> bytes:
    area = rect.clip(h.app.screen.get_rect())
    return pygame.image.tobytes(h.app.screen.subsurface(area), "RGB")


def _tab_to(h: Harness, key: str) -> None:
    for _ in range(80):
        if h.focused is not None and h.focused.key == key:
            h.frames(2)
            return
        h.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {key!r}")


def _neighbours(h: Harness, key: str) -> list[pygame.Rect]:
    """The other controls and the labels shown around the item ``key``."""
    items = h.top.focus.items()
    item = next(i for i in items if i.key == key)
    labels = [e for e in h.app.manager.get_sprite_group().sprites() if isinstance(e, UILabel)]
    near = item.rect.inflate(2 * GOLD.reach + 2, 2 * GOLD.reach + 2)
    return [r for r in [*(i.rect for i in items if i.key != key), *shown_rects(labels, None)]
            if r.colliderect(near) and not r.colliderect(item.rect)]


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_ring_leaves_the_settings_neighbours_as_they_are(
        tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    keys = ["tab:rules", "tab:players", "preset", "name", "row:players_allowed:1", "row:teams:0"]
    with harness_for(tmp_path, "--lang", lang) as h:
        h.resize(size)
        h.move((size[0] - 2, size[1] - 2))  # the pointer out of the way: no hover looks
        h.app.push(SettingsScene(h.app, "rules"))
        h.frames(3)
        shown: dict[str, tuple[list[pygame.Rect], list[bytes]]] = {}
        for key in keys:
            _tab_to(h, key)
            near = _neighbours(h, key)
            assert near, f"{key}: nothing beside it to check"
            shown[key] = (near, [_pixels(h, r) for r in near])
        _tab_to(h, "row:hand_size")  # the focus far from all of them
        for key, (near, before) in shown.items():
            for rect, pixels in zip(near, before, strict=True):
                assert _pixels(h, rect) == pixels, f"the ring on {key} painted over {rect}"


def test_the_ring_shrinks_into_the_room_it_has_and_keeps_its_line() -> None:
    from kozel_gui.controls import Button

    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    button = Button("b", "B", pygame.Rect(100, 100, 120, 40), lambda: None)
    draw_ring(surface, button, GOLD)
    full = surface.get_bounding_rect()
    assert full == button.rect.inflate(2 * GOLD.reach, 2 * GOLD.reach)  # room to spare
    for room in (12, 6, 3, 1):
        neighbour = pygame.Rect(button.rect.right + room, 100, 50, 40)
        assert free_room(button.rect, [neighbour], surface.get_rect()) == room
        surface.fill((0, 0, 0, 0))
        draw_ring(surface, button, GOLD, [neighbour])
        painted = surface.get_bounding_rect()
        assert painted.right <= neighbour.left, room
        # The bright line shows on the item's edge however little room there is.
        column = [tuple(surface.get_at((button.rect.centerx, y)))[:3]
                  for y in range(button.rect.top - GOLD.reach, button.rect.top + 12)]
        assert GOLD.colour in column, room


@pytest.mark.parametrize("lang", ["uk", "ru", "en"])
def test_the_ring_on_he_keeps_off_the_question_above_it_at_the_first_start(
        tmp_path: Path, lang: str) -> None:
    """P31 (uk, 1024×600): the ring on «він» covered «Як про вас казати…», words the screen
    draws itself; they are kept clear as a label's are."""
    with harness_for(tmp_path, "--lang", lang, first_start=True) as h:
        h.resize((1024, 600))
        _tab_to(h, "gender:new:female")  # the ring far from «он»
        h.frames(2)
        [question] = h.top.focus.keep_clear
        away = _pixels(h, question)
        _tab_to(h, "gender:new:male")
        h.frames(2)
        assert h.top.focus.keep_clear == [question]
        assert _pixels(h, question) == away, "the ring painted over the question"
