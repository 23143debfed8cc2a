"""Issue 19: Enter in the score pad's last name box did nothing (the grandfather typed the
fourth name, pressed Enter and waited).  Enter in a name box now goes on to the next box
still empty after it, and from the last one starts the game as «Начать партию» does.
Through the real App loop: clicks into the boxes, letters typed, Enter pressed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from test_scorepad_scene import NAMES, open_pad, page_of, type_into

from kozel_gui.scorepad.setup_page import SetupPage
from kozel_gui.scorepad.sheet_page import SheetPage


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        yield made


def test_enter_in_the_last_name_box_starts_the_game(h: Harness) -> None:
    scene = open_pad(h)
    page = page_of(scene)
    assert isinstance(page, SetupPage)
    for entry, name in zip(page.entries, NAMES, strict=True):
        type_into(h, entry, name, clear=True)
    assert h.focused is not None and h.focused.key == "name:3"
    h.key(pygame.K_RETURN)
    sheet = page_of(scene)
    assert isinstance(sheet, SheetPage), page.error
    assert list(sheet.pad.names) == NAMES


def test_enter_goes_on_to_the_next_empty_box_then_starts(h: Harness) -> None:
    scene = open_pad(h)
    page = page_of(scene)
    type_into(h, page.entries[0], "Аня", clear=True)
    type_into(h, page.entries[1], "Боря", clear=True)
    type_into(h, page.entries[2], "", clear=True)
    type_into(h, page.entries[3], "Гена", clear=True)
    h.click(page.entries[1].rect.center)
    h.key(pygame.K_RETURN)
    assert page_of(scene) is page, "an empty box waits: the game does not start yet"
    assert h.focused is not None and h.focused.key == "name:2"
    assert page.entries[2].is_focused, "the typing goes to the empty box"
    h.type("Вера")
    h.key(pygame.K_RETURN)  # nothing empty after the third box: the game starts
    sheet = page_of(scene)
    assert isinstance(sheet, SheetPage), page.error
    assert list(sheet.pad.names) == NAMES


def test_enter_in_the_last_box_goes_back_to_an_earlier_empty_one(h: Harness) -> None:
    """Issues 18/19: Enter in the last box started the game over an empty third box (its
    player became «Игрок 3»); it goes to the first empty box, and starts only when none is."""
    scene = open_pad(h)
    page = page_of(scene)
    type_into(h, page.entries[0], "", clear=True)
    type_into(h, page.entries[1], "Боря", clear=True)
    type_into(h, page.entries[2], "", clear=True)
    type_into(h, page.entries[3], "Гена", clear=True)
    h.key(pygame.K_RETURN)
    assert page_of(scene) is page, "empty boxes wait: the game does not start yet"
    assert h.focused is not None and h.focused.key == "name:0"
    assert page.entries[0].is_focused
    h.type("Аня")
    h.key(pygame.K_RETURN)  # on to the next empty box, the third
    assert page_of(scene) is page
    assert h.focused is not None and h.focused.key == "name:2"
    h.type("Вера")
    h.key(pygame.K_RETURN)
    sheet = page_of(scene)
    assert isinstance(sheet, SheetPage), page.error
    assert list(sheet.pad.names) == NAMES


def test_enter_in_the_only_empty_box_keeps_it(h: Harness) -> None:
    """Enter in a box that is itself the only empty one stays there: no «Игрок 4»."""
    scene = open_pad(h)
    page = page_of(scene)
    for entry, name in zip(page.entries[:3], NAMES, strict=False):
        type_into(h, entry, name, clear=True)
    type_into(h, page.entries[3], "", clear=True)
    h.key(pygame.K_RETURN)
    assert page_of(scene) is page
    assert h.focused is not None and h.focused.key == "name:3"
