"""The very first start («Кто играет?» with no profile yet), through the real app loop."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import harness_for

from kozel_gui.i18n import tr
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.profile import ProfileScene


def test_back_at_the_first_start_leaves_a_way_to_choose_a_profile(tmp_path: Path) -> None:
    with harness_for(tmp_path, first_start=True) as h:
        assert isinstance(h.top, ProfileScene)
        h.press(tr("common.back"))
        assert isinstance(h.top, MenuScene)
        h.press(tr("profile.title"))  # «Кто играет?» stands where the player's name will
        assert isinstance(h.top, ProfileScene)
        h.type("Маша")
        h.key(pygame.K_RETURN)
        assert isinstance(h.top, MenuScene)
        assert h.button(tr("profile.current", name="Маша"))
