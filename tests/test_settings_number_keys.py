"""A number setting moves fast from the keyboard: PgUp / PgDn by ten, Home / End to the ends."""

from __future__ import annotations

import pygame
from harness import Harness

from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.widgets import BIG_STEP, NumberControl


def _goat_box(h: Harness) -> tuple[SettingsScene, NumberControl]:
    scene = SettingsScene(h.app, "rules")
    h.app.push(scene)
    h.frames(3)
    control = scene.page.form.rows["goat_at"].control
    assert isinstance(control, NumberControl)
    item = next(i for i in scene.focus.items() if getattr(i, "element", None) is control.entry)
    scene.focus.focus(item)  # as Tab reaches it (the row may be scrolled out of sight)
    h.frames(2)
    assert control.entry.is_focused
    return scene, control


def test_page_keys_step_by_ten_and_home_end_go_to_the_limits(harness: Harness) -> None:
    scene, goat = _goat_box(harness)
    start = harness.app.setup.rules.goat_at
    assert start == 101
    harness.key(pygame.K_PAGEUP)
    assert goat.entry.get_text() == str(start + BIG_STEP)
    assert harness.app.setup.rules.goat_at == start + BIG_STEP  # the rules follow at once
    harness.key(pygame.K_PAGEDOWN)
    harness.key(pygame.K_PAGEDOWN)
    assert harness.app.setup.rules.goat_at == start - BIG_STEP
    harness.key(pygame.K_END)
    assert harness.app.setup.rules.goat_at == goat.hi
    assert goat.entry.get_text() == str(goat.hi)
    harness.key(pygame.K_PAGEUP)  # no further than the most allowed
    assert harness.app.setup.rules.goat_at == goat.hi
    harness.key(pygame.K_HOME)
    assert harness.app.setup.rules.goat_at == goat.lo == int(goat.entry.get_text())
    assert scene.page.form.rows["goat_at"].control.entry.is_focused  # typing goes on there


def test_the_rule_books_goat_limits_are_one_press_each(harness: Harness) -> None:
    scene, goat = _goat_box(harness)
    assert list(goat.pick_buttons) == [101, 125, 300, 500]
    assert [b.text for b in goat.pick_buttons.values()] == ["101", "125", "300", "500"]
    row = goat.rect
    for button in goat.pick_buttons.values():
        rect = button.relative_rect
        assert row.contains(rect) and not rect.colliderect(goat.plus.relative_rect)
    harness.click(goat.pick_buttons[500].rect.center)
    harness.until(lambda: harness.app.setup.rules.goat_at == 500)
    assert scene.page.form.rows["goat_at"].control.entry.get_text() == "500"
