"""What the strong players' playtests (P26, P28) found on the settings screen, played through
the real ``App`` loop with the mouse and the keyboard.
"""

from __future__ import annotations

import pygame
from harness import Harness

from kozel_gui.controls import GuiEntry
from kozel_gui.scenes.settings import SettingsScene


def _settings(h: Harness, tab: str = "rules") -> SettingsScene:
    h.app.push(SettingsScene(h.app, tab))
    h.frames(2)
    scene = h.top
    assert isinstance(scene, SettingsScene)
    return scene


def _tab_to(h: Harness, key: str, *, back: bool = False) -> None:
    """Tab (or Shift+Tab) until the focus is on the item ``key``."""
    for _ in range(60):
        if h.focused is not None and h.focused.key == key:
            return
        h.key(pygame.K_TAB, mod=pygame.KMOD_LSHIFT if back else 0)
    raise AssertionError(f"Tab never reached {key!r}")


def test_the_name_boxs_caret_stays_after_the_text_on_tab_and_shift_tab(harness: Harness) -> None:
    """P28: back in the name box by Shift+Tab, the caret was at the start: typing went in
    front of the name.  As in any text box it is after the text."""
    _settings(harness)
    _tab_to(harness, "name")
    harness.type("Дедовы")
    box = harness.focused
    assert isinstance(box, GuiEntry)
    _tab_to(harness, "save")
    _tab_to(harness, "name", back=True)
    assert box.element.edit_position == len("Дедовы")
    harness.type(" правила")
    assert box.element.get_text() == "Дедовы правила"
    _tab_to(harness, "preset", back=True)
    _tab_to(harness, "name")
    harness.type("!")
    assert box.element.get_text() == "Дедовы правила!"
