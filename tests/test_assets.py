"""Asset lookup (source and frozen) and the bundled Cyrillic font."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from kozel_gui import assets
from kozel_gui.assets import FONT_BOLD, FONT_REGULAR, asset_path, font

PHRASE = "Козёл рыба базар"


def test_asset_path_finds_the_repo_assets_from_source() -> None:
    assert asset_path("fonts").is_dir()
    assert FONT_REGULAR.is_file() and FONT_BOLD.is_file()
    assert FONT_REGULAR != FONT_BOLD
    assert (asset_path("LICENSES") / "fonts-pt-sans.txt").is_file()


def test_asset_path_uses_meipass_when_frozen(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("fonts", "x.ttf") == tmp_path / "assets" / "fonts" / "x.ttf"


def test_font_is_cached_per_size_and_weight() -> None:
    assert font(18) is font(18)
    assert font(18) is not font(18, bold=True)
    assert font(18) is not font(20)
    with pytest.raises(ValueError):
        font(0)


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("bold", [False, True])
def test_font_renders_cyrillic_glyphs_not_boxes(bold: bool) -> None:
    f = font(24, bold)
    line = f.render(PHRASE, True, (0, 0, 0))
    assert line.get_width() > 100 and line.get_height() >= 20
    missing = _pixels(f.render("\ue000", True, (0, 0, 0)))  # private use: the .notdef box
    for ch in set(PHRASE.replace(" ", "")):
        glyph = f.render(ch, True, (0, 0, 0))
        assert glyph.get_width() > 0
        assert _pixels(glyph) != missing, f"{ch!r} renders as the missing-glyph box"


def _ink(surface: pygame.Surface) -> int:
    return sum(
        surface.get_at((x, y)).a > 128
        for x in range(surface.get_width())
        for y in range(surface.get_height())
    )


def test_bold_has_more_ink_than_regular() -> None:
    regular = font(24).render(PHRASE, True, (0, 0, 0))
    bold = font(24, True).render(PHRASE, True, (0, 0, 0))
    assert _ink(bold) > _ink(regular) * 1.2


def test_font_size_is_honest() -> None:
    # pygame's default font draws at ~0.69x the asked size; ours should not.
    assert font(40).get_height() >= 40


def test_font_paths_work_for_pygame_gui_theme() -> None:
    pygame_gui = pytest.importorskip("pygame_gui")
    pygame.init()
    manager = pygame_gui.UIManager((320, 200))
    manager.add_font_paths(assets.FONT_NAME, str(FONT_REGULAR), str(FONT_BOLD))
    fonts = manager.get_theme().get_font_dictionary()
    manager.preload_fonts([{"name": name, "point_size": 16, "style": "regular"}
                           for name in (assets.FONT_NAME, fonts.default_font.name)])
    assert fonts.check_font_preloaded(fonts.create_font_id(16, assets.FONT_NAME, False, False,
                                                           True))
    # pygame-gui draws with the bundled font itself (not its default Noto Sans): the same text
    # measures exactly as the bundled file does.
    ours = fonts.find_font(16, assets.FONT_NAME).size(PHRASE)
    assert ours == pygame.font.Font(FONT_REGULAR, 16).size(PHRASE)
    assert ours != fonts.find_font(16, fonts.default_font.name).size(PHRASE)
