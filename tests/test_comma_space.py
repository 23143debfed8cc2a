"""Issue 18.7: the space after a comma read narrow. No thin or narrow space is written
anywhere (``test_typography``); the bundled PT Sans kerns «,» and «.» with the space after
them, taking two fifths of it (5 px to 3 at 18 px). The game's faces (``assets.font``) set
that space at its whole width, measured and drawn alike."""

from __future__ import annotations

import pygame
import pytest

from kozel_gui.assets import font


def _space(face: pygame.font.Font, before: str) -> int:
    return face.size(f"а{before} б")[0] - face.size(f"а{before}б")[0]


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("size", [14, 16, 18, 20, 24, 40])
def test_the_space_after_a_comma_or_a_full_stop_is_a_whole_space(size: int, bold: bool) -> None:
    pygame.font.init()
    face = font(size, bold)
    plain = face.size("а б")[0] - face.size("аб")[0]
    assert _space(face, ",") == _space(face, ".") == _space(face, ":") == plain


@pytest.mark.parametrize("text", ["Зина, Колян и Петрович. Дальше", "1, 2, 3", "без запятой"])
def test_what_is_drawn_is_as_wide_as_what_was_measured(text: str) -> None:
    pygame.font.init()
    for bold in (False, True):
        face = font(18, bold)
        for bg in (None, (10, 20, 30)):
            image = face.render(text, True, (240, 230, 210), bg)
            assert image.get_size() == face.size(text), (text, bold, bg)
