"""A seat's name plate while its bot thinks: the dots join the tile count, never replace it
(a playtest saw «•» where the count had been)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from kozel_gui.layout import Box
from kozel_gui.table import hud
from kozel_gui.table.view import PlateView


@pytest.mark.parametrize("thinking", [None, 0.0, 0.4, 0.8])
def test_a_thinking_plate_keeps_its_tile_count(monkeypatch: pytest.MonkeyPatch,
                                               thinking: float | None) -> None:
    pygame.init()
    painted: list[tuple[Any, ...]] = []
    monkeypatch.setattr(hud, "_paint_plate", lambda *args: painted.append(args))
    monkeypatch.setattr(hud, "_PLATES", {})
    view = PlateView(1, "west", Box(10, 10, 220, 56), "Михалыч", None, "5 костей", "5",
                     True, thinking, 0.0)
    hud.plate(pygame.Surface((400, 200), pygame.SRCALPHA), view, 1.0)
    (sub, short), = [args[4] for args in painted]
    assert sub.startswith("5 костей") and short == "5"
    if thinking is None:
        assert sub == "5 костей"
    else:
        assert sub.removeprefix("5 костей ") in ("•", "••", "•••")
