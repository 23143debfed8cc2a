"""The message line (short messages, «toasts») in the real app: clear of every control, and
in the language shown now, also when the language changes while a message is up."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.drawing import clear_spot
from kozel_gui.i18n import set_language, tr
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
