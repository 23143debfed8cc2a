"""The kids' menu (P30): every open card glowed and the focus ring stood round one of
them too, so nothing stood out.  Only the card in focus glows; the glow follows the
ring."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import harness_for
from kids_kit import add_child

import kozel_gui.scenes.kids as kids_scene
from kozel_gui.i18n import tr
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.storage import DataDir


def test_only_the_card_in_focus_glows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    child = add_child(tmp_path)
    ProgressStore(DataDir(tmp_path)).save(child, Progress().finished(1, 2).finished(2, 3))
    glowing: list[pygame.Rect] = []
    real = kids_scene.chunky

    def recorded(surface: Any, rect: pygame.Rect, colour: Any, *, glow: bool = False,
                 **kw: Any) -> None:
        if glow:
            glowing.append(rect.copy())
        real(surface, rect, colour, glow=glow, **kw)

    monkeypatch.setattr(kids_scene, "chunky", recorded)
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        home = h.top
        assert isinstance(home, KidsScene)
        h.move((2, h.app.size[1] - 2))  # the mouse over no card
        for step in range(3):
            glowing.clear()
            h.frames(1)
            cards = [c.rect for c in home.cards if c.rect in glowing]
            assert h.focused is not None
            assert cards == [h.focused.rect], f"step {step}: {len(cards)} cards glow"
            h.key(pygame.K_RIGHT)  # the ring moves on: the glow goes with it
