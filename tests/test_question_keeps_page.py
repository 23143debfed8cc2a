"""Issue 18: a question asked over a page blanked the page's pygame-gui elements (only the
menus kept pictures of their buttons, and only of buttons): the settings page went empty
behind «Сбросить?». Whatever screen a question opens over, its elements stay drawn under it
as they were (the question's veil dims them), and come back alive when it closes."""

from __future__ import annotations

import pygame
from conftest import press, run_frames
from test_pause_under_question import _colours

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.settings import SettingsScene


def test_the_settings_page_stays_drawn_behind_its_question(app: App) -> None:
    press(app, tr("menu.settings"))
    run_frames(app, 3)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)  # a Scene, not a UIScene: the app keeps it
    shown = [pygame.Rect(e.rect) for e in app.manager.get_sprite_group().sprites()
             if e.visible and e.rect.w > 40 and 20 < e.rect.h < 100
             and app.screen.get_rect().contains(e.rect)]
    before = app.screen.copy()
    settings.ask("Сбросить всё?", "Сбросить", lambda: None)
    run_frames(app, 3)
    question = app.stack.top
    assert isinstance(question, ConfirmScene)
    # Those with words or a frame drawn (an empty box is nearly one colour).
    outside = [r for r in shown if not r.colliderect(question.panel)
               and _colours(before, r.inflate(-4, -4)) > 8]
    assert len(outside) > 10
    for rect in outside:  # a label's words, a box's frame and words: many colours, dimmed
        assert _colours(app.screen, rect.inflate(-4, -4)) > 8, rect
    question.back()
    run_frames(app, 3)
    assert app.stack.top is settings and tr("settings.tab.rules") in {
        getattr(e, "text", None) for e in app.manager.get_sprite_group().sprites()}
