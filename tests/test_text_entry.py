"""Text boxes draw exactly the text they hold: typing, moving, deleting, through the real loop.

A fast typist's keys reach the game several in one frame (Home, a letter, Delete): the
bare pygame-gui entry then drew other letters than it held and the game saved.  Each
test types through the app's event queue and compares what the box draws (its laid-out
words, and its picture against a fresh pygame-gui entry given the saved text) with
what the screen saved.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for
from pygame_gui.core import ObjectID
from pygame_gui.elements import UITextEntryLine

from kozel_gui.controls import GuiEntry
from kozel_gui.i18n import tr
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.scenes.settings import SettingsScene


def drawn_words(entry: Any) -> str:
    """The words the entry has laid out to draw (pygame-gui's text layout, read back)."""
    layout = entry.drawable_shape.text_box_layout
    layout._update_plain_text()
    return str(layout.plain_text)


def drawn_like_fresh(h: Harness, entry: Any, text: str) -> bool:
    """Whether ``entry`` (unfocused) looks exactly like a new pygame-gui entry holding ``text``."""
    ids = ObjectID(object_id=entry.object_ids[-1], class_id=entry.class_ids[-1])
    fresh = UITextEntryLine(entry.relative_rect, h.app.manager, container=entry.ui_container,
                            object_id=ids, initial_text=text)
    try:
        return bool(pygame.image.tobytes(entry.image, "RGBA")
                    == pygame.image.tobytes(fresh.image, "RGBA"))
    finally:
        fresh.kill()


def burst(h: Harness, *keys: int | str, mod: int = 0) -> None:
    """Keys (codes) and letters (strings) all in one frame, as a fast typist sends them."""
    for k in keys:
        if isinstance(k, str):
            for ch in k:
                h.post(pygame.TEXTINPUT, text=ch)
        else:
            h.key_down(k, mod=mod)
            h.key_up(k, mod=mod)
    h.frames(2)


def settings_name_box(h: Harness) -> tuple[SettingsScene, Any]:
    for _ in range(12):  # down the menu to «Настройки», wherever its row is
        if h.focused_text() == tr("menu.settings"):
            break
        h.key(pygame.K_DOWN)
    assert h.focused_text() == tr("menu.settings")
    h.key(pygame.K_RETURN)
    scene = h.top
    assert isinstance(scene, SettingsScene)
    entry = scene.page.name_entry
    h.click(entry.rect.center)
    assert entry.is_focused
    return scene, entry


@pytest.mark.parametrize(("typed", "edit", "saved"), [
    ("Правила деда", (pygame.K_HOME, "П", pygame.K_DELETE), "Правила деда"),
    ("abc", (pygame.K_HOME, "X", pygame.K_DELETE), "Xbc"),
    ("abc", (pygame.K_LEFT, pygame.K_LEFT, pygame.K_BACKSPACE, "Z", pygame.K_END, "!"), "Zbc!"),
])
def test_the_rule_set_name_box_shows_the_name_that_is_saved(
        harness: Harness, tmp_path: Path, typed: str, edit: tuple[int | str, ...],
        saved: str) -> None:
    scene, entry = settings_name_box(harness)
    burst(harness, typed)
    harness.click(scene.page.save_button.rect.center)  # «Сохранить как»
    harness.click(entry.rect.center)
    burst(harness, pygame.K_END, *edit)
    assert entry.get_text() == saved
    assert drawn_words(entry) == saved
    harness.click(scene.page.rename_button.rect.center)  # «Переименовать»
    assert harness.app.setup.rules.name == saved
    stored = json.loads((tmp_path / "custom_presets.json").read_text("utf-8"))
    assert [p["name"] for p in stored["presets"]] == [saved]
    assert not entry.is_focused and drawn_like_fresh(harness, entry, saved)


def test_select_all_and_backspace_leave_nothing_drawn(harness: Harness) -> None:
    scene, entry = settings_name_box(harness)
    burst(harness, "Дедовы")
    burst(harness, pygame.K_HOME, pygame.K_DELETE, "д")
    assert entry.get_text() == drawn_words(entry) == "дедовы"
    assert entry.drawable_shape.text_box_layout.cursor_text_row.edit_cursor_active  # shown
    burst(harness, pygame.K_a, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
    assert entry.get_text() == drawn_words(entry) == ""
    burst(harness, "Двор", pygame.K_LEFT, pygame.K_LEFT, pygame.K_DELETE)
    assert entry.get_text() == drawn_words(entry) == "Двр"
    harness.click(scene.page.save_button.rect.center)
    assert harness.app.setup.rules.name == "Двр"
    assert drawn_like_fresh(harness, entry, "Двр")


def test_typing_over_a_selection_stays_drawn(harness: Harness) -> None:
    # pygame-gui on its own hides the whole text when a letter replaces a selection.
    _, entry = settings_name_box(harness)
    burst(harness, "Козёл")
    burst(harness, pygame.K_a, mod=pygame.KMOD_CTRL)
    burst(harness, "Морской")
    assert entry.get_text() == drawn_words(entry) == "Морской"


def test_the_new_profile_name_is_created_as_drawn(tmp_path: Path) -> None:
    with harness_for(tmp_path, first_start=True) as h:
        scene = h.top
        assert isinstance(scene, ProfileScene) and scene.entry.is_focused
        burst(h, "Аня", pygame.K_HOME, "Т", pygame.K_DELETE)
        assert scene.entry.get_text() == drawn_words(scene.entry) == "Тня"
        burst(h, pygame.K_a, pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL)
        burst(h, "Юля")
        assert scene.entry.get_text() == drawn_words(scene.entry) == "Юля"
        h.key(pygame.K_RETURN)
        assert isinstance(h.top, MenuScene)
        assert h.button(tr("profile.current", name="Юля"))


def test_a_bare_pygame_gui_entry_cannot_join_the_focus_ring(harness: Harness) -> None:
    bare = UITextEntryLine(pygame.Rect(0, 0, 200, 40), harness.app.manager)
    try:
        with pytest.raises(TypeError, match="TextEntry"):
            GuiEntry(bare)
    finally:
        bare.kill()

