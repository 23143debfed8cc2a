"""Issue 18.7: the space after a comma read narrow. No thin or narrow space is written
anywhere (``test_typography``); PT Sans kerns «,» and «.» with the space after them, taking
two fifths of it. The bundled font, PT Sans with those pairs taken out, sets that space at its
whole width for the game's own text (``assets.font``) and pygame-gui's boxes alike."""

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


@pytest.mark.parametrize("size", [14, 16, 18])
def test_pygame_gui_sets_the_space_after_a_comma_whole_too(size: int) -> None:
    """One answer for both: the help and status boxes of pygame-gui, which do not draw with
    ``assets.font``, get the whole space from the font file itself (issue 18)."""
    from kozel_gui.assets import FONT_NAME
    from kozel_gui.theme import make_manager

    pygame.init()
    face = make_manager((640, 360)).get_theme().get_font_dictionary().find_font(size, FONT_NAME)
    plain = face.size("а б")[0] - face.size("аб")[0]
    assert _space(face, ",") == _space(face, ".") == plain  # type: ignore[arg-type]


def test_the_bundled_font_is_not_called_pt_sans() -> None:
    """The ParaType licence lets a modified PT Sans go out only under another name."""
    from kozel_gui.assets import FONT_BOLD, FONT_REGULAR

    pygame.font.init()
    for path, style in ((FONT_REGULAR, "Regular"), (FONT_BOLD, "Bold")):
        face = pygame.font.Font(path, 16)
        assert (face.name, face.style_name) == ("Kozel Sans", style)
