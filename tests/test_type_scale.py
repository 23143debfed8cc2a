"""The pygame-gui type grows with the window as the screens' boxes do (playtest at 1920×1080:
18 px words in 64–80 px buttons, tiny ‹ › arrows), and stays as it was up to 1280×720.

Driven through the real app: the type a button is drawn in is the one its theme gives it
(``get_font`` of its ids), so the test reads what the player sees.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame_gui
import pytest
from conftest import buttons, make_app, resize, run_frames

from kozel_gui.app import App
from kozel_gui.theme import type_scale

BIG = (1920, 1080)


def face_px(app: App, element: Any) -> int:
    """The px size of the type ``element`` shows its words in."""
    return int(app.manager.get_theme().get_font(element.combined_element_ids).point_size)


def by_text(app: App, text: str) -> Any:
    found = [b for b in buttons(app) if b.text == text]
    assert found, f"no button {text!r}"
    return found[0]


@pytest.fixture
def en_app(tmp_path: Path) -> Iterator[App]:
    made = make_app(tmp_path, "--lang", "en")
    yield made
    made.close()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_type_is_as_it_was_up_to_1280x720(en_app: App, size: tuple[int, int]) -> None:
    resize(en_app, size, 3)
    assert face_px(en_app, by_text(en_app, "Play")) == 26
    assert face_px(en_app, by_text(en_app, "English")) == 18


def test_a_resize_to_1920x1080_gives_type_larger_by_the_scale(en_app: App) -> None:
    resize(en_app, (1280, 720), 3)
    small = {t: face_px(en_app, by_text(en_app, t)) for t in ("Play", "English")}
    resize(en_app, BIG, 3)
    assert type_scale(BIG) == 1.5
    assert {t: face_px(en_app, by_text(en_app, t)) for t in small} == \
        {t: round(px * 1.5) for t, px in small.items()} == {"Play": 39, "English": 27}
    resize(en_app, (1280, 720), 3)  # and back
    assert {t: face_px(en_app, by_text(en_app, t)) for t in small} == small


def _open(app: App, module: str, name: str, *args: Any) -> Any:
    import importlib

    scene = getattr(importlib.import_module(f"kozel_gui.scenes.{module}"), name)(app, *args)
    app.push(scene)
    run_frames(app, 4)
    return scene


SCREENS: dict[str, Callable[[App], Any]] = {
    "menu": lambda app: None,
    "games": lambda app: _open(app, "games", "GamesScene", lambda setup: None),
    "pad set-up": lambda app: _open(app, "scorepad", "ScorePadScene"),
    "host a table": lambda app: _open(app, "net_open", "OpenTableScene"),
    "join a table": lambda app: _open(app, "net_join", "JoinScene"),
    "history": lambda app: _open(app, "history", "HistoryScene"),
    "statistics": lambda app: _open(app, "stats", "StatsScene"),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("screen", SCREENS)
def test_no_label_is_wider_than_its_button_at_1920x1080(tmp_path: Path, lang: str,
                                                          screen: str) -> None:
    app = make_app(tmp_path, "--lang", lang)
    try:
        resize(app, BIG, 3)
        SCREENS[screen](app)
        shown = [b for b in buttons(app) if b.text]
        assert len(shown) >= 2
        for button in shown:
            face = app.manager.get_theme().get_font(button.combined_element_ids)
            width = face.size(button.text)[0]
            assert width + 8 <= button.rect.w, (screen, button.text, width, button.rect.w)
            assert face.point_size > 18 or button.text in "‹›", (screen, button.text)
    finally:
        app.close()


def test_the_pause_menu_grows_its_type(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--lang", "en", "--preset", "kozel", "--seed", "3", "--speed", "0")
    try:
        resize(app, BIG, 3)
        from kozel_gui.scenes.pause import PauseScene

        app.push(PauseScene(app))
        run_frames(app, 4)
        shown = buttons(app)
        assert "Continue" in [b.text for b in shown]
        for button in shown:
            assert face_px(app, button) == 39
            assert app.manager.get_theme().get_font(button.combined_element_ids) \
                .size(button.text)[0] + 8 <= button.rect.w
    finally:
        app.close()


def test_the_pads_arrows_grow_with_their_boxes(en_app: App) -> None:
    """‹ and › are as large beside their box at 1920×1080 as at 1280×720."""

    def arrows() -> list[tuple[int, int]]:
        return [(face_px(en_app, b), b.rect.h) for b in buttons(en_app) if b.text in "‹›"]

    resize(en_app, (1280, 720), 3)
    scene = _open(en_app, "scorepad", "ScorePadScene")
    small = arrows()
    assert small and all(px == 18 for px, _ in small)
    resize(en_app, BIG, 3)
    assert len(arrows()) == len(small)
    for (px, h), (px0, h0) in zip(arrows(), small, strict=True):
        assert px == round(px0 * 1.5) and h == round(h0 * 1.5)
    assert scene is en_app.stack.top


@pytest.mark.parametrize("settings_first", [False, True])
def test_the_host_screens_steppers_grow_whether_or_not_the_settings_were_opened(
        en_app: App, settings_first: bool) -> None:
    """Their type was the settings' fixed 18 px once the settings had been opened (the
    settings' theme), the app's otherwise."""
    resize(en_app, BIG, 3)
    if settings_first:
        _open(en_app, "settings", "SettingsScene")
        en_app.pop()
        run_frames(en_app, 3)
    _open(en_app, "net_open", "OpenTableScene")
    assert face_px(en_app, by_text(en_app, "Kozel")) == 27


def test_the_settings_form_keeps_its_type(en_app: App) -> None:
    """The settings' form does not grow with the window, so its type does not either: the
    rule set's drop-down too, whose parts are themed as the app's buttons."""
    resize(en_app, BIG, 3)
    _open(en_app, "settings", "SettingsScene")
    drop = [e for e in en_app.manager.get_sprite_group().sprites()
            if isinstance(e, pygame_gui.elements.UIDropDownMenu)]
    assert drop
    chosen = drop[0].current_state.selected_option_button
    assert face_px(en_app, chosen) == 18
    assert face_px(en_app, by_text(en_app, "‹")) == 18
