"""Issues 18/19: the pause menu's buttons moved between a round's end and its middle: mid-round
«Сдаться» came in under «Настройки» and every button below shifted, so a click by memory
meant for «Настройки» could land on «Сдаться».  Every button keeps its place: «Сдаться» is
there between rounds too, greyed, with the reason at the panel's foot."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import key, run_frames
from table_kit import scripted, scripted_moves, settle, summary_of
from test_result_glow import FISH

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.table.result import READY_S

SIZES = [(1024, 600), (1280, 720)]


def _menu(app: App) -> dict[str, tuple[pygame.Rect, bool]]:
    """Esc: the pause menu's buttons, each with its place and whether it can be pressed."""
    key(app, pygame.K_ESCAPE, frames=3)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    shown = {b.text: (pygame.Rect(b.rect), b.is_enabled) for b in pause.elements}
    key(app, pygame.K_ESCAPE, frames=3)
    return shown


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_buttons_keep_their_places_between_rounds(tmp_path: Path,
                                                     size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, "--speed", "0", size=size)
    settle(app, table)
    middle = _menu(app)
    scripted_moves(table, FISH)
    summary_of(app)
    run_frames(app, round(READY_S * 60) + 1)
    end = _menu(app)
    common = [t for t in middle if t in end]
    assert tr("pause.settings") in common and tr("pause.give_up") in common
    assert len(common) >= 6
    for text in common:
        assert middle[text][0] == end[text][0], f"«{text}» moved"
    assert middle[tr("pause.give_up")][1], "mid-round «Сдаться» can be pressed"
    assert not end[tr("pause.give_up")][1], "between rounds it is greyed in its place"
    app.close()


def test_greyed_give_up_says_why(tmp_path: Path) -> None:
    app, table = scripted(tmp_path, "--speed", "0", size=(1280, 720))
    scripted_moves(table, FISH)
    summary_of(app)
    run_frames(app, round(READY_S * 60) + 1)
    key(app, pygame.K_ESCAPE, frames=3)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    said: list[str] = []
    import kozel_gui.scenes.pause as module

    real = module.draw_text

    def spy(surface: pygame.Surface, text: str, *args: object, **kw: object) -> object:
        said.append(text)
        return real(surface, text, *args, **kw)  # type: ignore[arg-type]

    module.draw_text = spy  # type: ignore[assignment]
    try:
        run_frames(app, 1)
    finally:
        module.draw_text = real
    assert tr("pause.give_up_between_rounds") in said
    app.close()
