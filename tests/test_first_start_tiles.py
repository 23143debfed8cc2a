"""Issue 19 #6: on the first start's screen the loose tiles of the felt lay under the
language buttons at 1024×600.  The tiles are laid out clear of every control, the title and
the table top, at each window size and in each language.  The real first screen, resized."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import harness_for

from kozel_gui.scenes import menu
from kozel_gui.scenes.menu import _LOOSE_TILES
from kozel_gui.scenes.profile import ProfileScene, first_board


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1366, 768)])
def test_no_tile_lies_under_a_control_of_the_first_screen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        lang: str) -> None:
    laid: list[list[object]] = []
    real = menu.loose_tiles

    def spy(*args: object, **kw: object) -> list[object]:
        out = real(*args, **kw)  # type: ignore[arg-type]
        laid.append([rect for _, rect in out])
        return out  # type: ignore[return-value]

    monkeypatch.setattr(menu, "loose_tiles", spy)
    with harness_for(tmp_path, "--lang", lang, first_start=True) as h:
        h.resize(size)
        h.frames(2)
        scene = h.top
        assert isinstance(scene, ProfileScene) and scene.first_start
        assert laid, "the felt was laid for this size"
        tiles = laid[-1]
        controls = [e.rect for e in scene.elements if e.visible]
        languages = [e.rect for e in scene.elements
                     if "#first_lang_" in (e.most_specific_combined_id or "")]
        assert len(languages) == 3
        for rect in tiles:
            assert rect.collidelist(controls) < 0, (rect, controls)  # type: ignore[attr-defined]
            assert not rect.colliderect(first_board(size))  # type: ignore[attr-defined]
            assert h.app.screen.get_rect().contains(rect)  # type: ignore[arg-type]
        assert len(tiles) >= len(_LOOSE_TILES) - 2, "the felt keeps its tiles"
