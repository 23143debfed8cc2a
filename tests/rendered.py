"""Every string drawn with the bundled fonts while a test looks (a spy on ``pygame.font``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame
import pytest


@contextmanager
def rendered_strings(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Collect the text of every ``Font.render`` call made inside the block.

    Text caches are emptied first, so a string drawn before still shows when drawn again.
    """
    from kozel_gui import assets, drawing
    from kozel_gui.table import hud, theme

    seen: list[str] = []
    real = pygame.font.Font

    class Spy(real):  # type: ignore[misc, valid-type]
        def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:
            seen.append(str(text))
            return super().render(text, *args, **kwargs)

    def forget() -> None:
        assets.font.cache_clear()
        theme._TEXT_CACHE.clear()
        hud._PLATES.clear()  # name plates are kept as whole pictures
        drawing._text_surface.cache_clear()
        drawing._title_surface.cache_clear()

    monkeypatch.setattr(pygame.font, "Font", Spy)
    forget()
    try:
        yield seen
    finally:
        monkeypatch.setattr(pygame.font, "Font", real)
        forget()
