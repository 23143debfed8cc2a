"""Issue 18.5: asked «Сдаться?», the pause menu's buttons vanished and left an empty panel
behind the question. The menu stays drawn under it, as it was (the question's veil dims it),
and comes back alive when the question is cancelled; so does the main menu under its
question."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import button_texts, key, press, run_frames
from table_kit import scripted, settle

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pause import PauseScene


def _colours(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many colours the window shows in ``rect`` (an empty panel: one or two)."""
    area = surface.subsurface(rect.clip(surface.get_rect()))
    return len({tuple(area.get_at((x, y))) for x in range(area.get_width())
                for y in range(area.get_height())})


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pause_menu_stays_drawn_behind_the_give_up_question(
        tmp_path: Path, size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, "--speed", "0", size=size)
    settle(app, table)
    key(app, pygame.K_ESCAPE)
    run_frames(app, 20)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    shown = {b.text: pygame.Rect(b.rect) for b in pause.elements}
    first = shown[tr("pause.continue")]
    press(app, tr("pause.give_up"))
    run_frames(app, 3)
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    assert not first.colliderect(question.panel), "the first button shows above the question"
    assert [r for _, r in pause.still] == list(shown.values())  # every button, where it was
    assert _colours(app.screen, first.inflate(-4, -4)) > 8, "its frame and words are drawn"
    key(app, pygame.K_ESCAPE)  # no: back to the menu, alive
    run_frames(app, 3)
    assert app.stack.top is pause and tr("pause.continue") in button_texts(app)
    app.close()


def test_the_main_menu_stays_drawn_behind_its_new_match_question(app: App) -> None:
    from test_menu import _leave_a_saved_match

    _leave_a_saved_match(app)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    shown = {b.text: pygame.Rect(b.rect) for b in menu.elements}
    press(app, tr("menu.play"))
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    outside = [r for r in shown.values() if not r.colliderect(question.panel)]
    assert outside and [r for _, r in menu.still] == list(shown.values())
    for rect in outside:
        assert _colours(app.screen, rect.inflate(-4, -4)) > 8, rect
