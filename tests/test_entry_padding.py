"""Typed text keeps clear of its box's border, in the game's entries and the settings' ones.

P35: in Settings → Игроки the first letter of «Саша» sat under the box's left border (the
settings entries had pygame-gui's 2 px padding).  Measured on the drawn picture: the first
column holding the text's ink is well inside the box's inner edge.
"""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from pygame_gui.core import ObjectID

from kozel_gui.settings.theme import install_theme
from kozel_gui.text_entry import TextEntry
from kozel_gui.theme import make_manager

GAP = 6
"""At least this many pixels between the border's inner edge and the first letter's ink."""


def _first_ink(picture: pygame.Surface, ink: pygame.Color, row: int) -> int:
    """The first column, from the left, where ``ink`` (the typed text's colour) shows."""
    for x in range(picture.get_width()):
        for dy in range(-6, 7):
            c = picture.get_at((x, row + dy))
            if max(abs(c.r - ink.r), abs(c.g - ink.g), abs(c.b - ink.b)) < 40:
                return x
    raise AssertionError("no text drawn")


def _border_inner(picture: pygame.Surface, border: pygame.Color, row: int) -> int:
    """The first column right of the left border (the border's colour drawn at ``row``)."""
    seen = False
    for x in range(picture.get_width() // 2):
        c = picture.get_at((x, row))
        near = max(abs(c.r - border.r), abs(c.g - border.g), abs(c.b - border.b)) < 40
        if near:
            seen = True
        elif seen:
            return x
    raise AssertionError("no border drawn")


@pytest.mark.parametrize("focused", [False, True])
@pytest.mark.parametrize("look", ["game", "settings"])
def test_the_first_letter_keeps_clear_of_the_left_border(look: str, focused: bool) -> None:
    pygame.init()
    pygame.display.set_mode((800, 200))
    manager: pygame_gui.UIManager = make_manager((800, 200), "ru")
    object_id = None
    if look == "settings":
        install_theme(manager)
        object_id = ObjectID(class_id="@settings_entry")
    entry = TextEntry(pygame.Rect(20, 20, 300, 40), manager, object_id=object_id)
    entry.set_text("Саша")
    if focused:
        entry.focus()
    manager.update(0.01)
    screen = pygame.Surface((800, 200))
    screen.fill((0, 0, 0))
    manager.draw_ui(screen)
    picture = screen.subsurface(entry.rect).copy()
    row = picture.get_height() // 2
    inner = _border_inner(picture, pygame.Color(entry.border_colour), row)
    first = _first_ink(picture, pygame.Color(entry.text_colour), row)
    assert first - inner >= GAP, (look, inner, first)
    entry.kill()
