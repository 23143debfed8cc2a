"""The message line (short messages, «toasts») in the real app: clear of every control, and
in the language shown now, also when the language changes while a message is up."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.drawing import clear_spot
from kozel_gui.i18n import set_language, tr, words
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from rules.i18n import text


def _controls(h: Harness) -> list[pygame.Rect]:
    return [b.rect for b in h.buttons()] + [i.rect for i in h.top.focus.items()]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_message_covers_no_button_and_follows_the_language(tmp_path: Path,
                                                              size: tuple[int, int]) -> None:
    try:
        with harness_for(tmp_path, "--lang", "ru", first_start=True) as h:
            h.resize(size)
            h.type("Маша")
            h.key(pygame.K_RETURN)  # the menu, with «Профиль «Маша» создан.» on it
            assert h.app.messages.visible(h.app.now) == [tr("profile.created", name="Маша")]
            box = h.app.messages.box
            assert box is not None and box.collidelist(_controls(h)) < 0, box
            assert h.app.screen.get_rect().contains(box)
            h.press("English")
            assert h.app.messages.visible(h.app.now) == [
                text("en", "profile.created", name="Маша")]
            h.frames(2)
            box = h.app.messages.box
            assert box is not None and box.collidelist(_controls(h)) < 0, box
    finally:
        set_language("ru")


def test_the_clear_spot_is_at_the_bottom_when_free_and_never_on_a_control() -> None:
    window = (800, 600)
    free = clear_spot((300, 40), window, [])
    assert free.midbottom == (400, 600 - 15)
    bottom_row = [pygame.Rect(100, 520, 600, 60)]
    moved = clear_spot((300, 40), window, bottom_row)
    assert moved.collidelist([r.inflate(8, 8) for r in bottom_row]) < 0
    assert moved.bottom <= 516 and moved.centerx == 400  # just above, still centred
    everywhere = [pygame.Rect(0, 0, 800, 600)]
    assert clear_spot((300, 40), window, everywhere).midbottom == (400, 585)


def test_a_message_stays_with_its_screen_and_goes_when_the_next_one_opens(
        tmp_path: Path) -> None:
    with harness_for(tmp_path, "--lang", "ru", "--speed", "0", first_start=True) as h:
        h.type("Маша")
        h.key(pygame.K_RETURN)  # said as the first-start page closed: the menu's message
        created = [tr("profile.created", name="Маша")]
        h.wait(1.0)
        assert h.app.messages.visible(h.app.now) == created, "its screen is still up"
        h.press(tr("menu.rules"))  # a screen of its own over the menu
        assert type(h.top).__name__ == "RulesScene"
        assert h.app.messages.visible(h.app.now) == [], "it faded over the rule book (P31)"
        h.key(pygame.K_ESCAPE)
        assert isinstance(h.top, MenuScene)
        h.app.notify(words("profile.created", name="Маша"))
        h.frames(2)
        h.app.push(ConfirmScene(h.app, "?", tr("menu.new_match"), lambda: None))
        h.wait(1.0)
        assert h.top.overlay and h.app.messages.visible(h.app.now) == created, "an overlay"


def test_a_storage_fault_is_about_the_app_and_stays_across_screens(tmp_path: Path) -> None:
    from kozel_gui.storage import Fault, Kept

    with harness_for(tmp_path, "--lang", "ru", "--speed", "0") as h:
        assert isinstance(h.top, MenuScene)
        h.app.data.faults.failed(Kept.SETTINGS, Fault.FULL)  # the disk refused a write
        h.frames(2)
        told = h.app.messages.visible(h.app.now)
        assert len(told) == 1
        h.press(tr("menu.rules"))
        assert type(h.top).__name__ == "RulesScene"
        h.wait(1.0)
        assert h.app.messages.visible(h.app.now) == told, "a fault of the disk is not the menu's"
