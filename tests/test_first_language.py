"""The first start speaks the computer's language and offers all three, large, at once."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import get_language, set_language
from kozel_gui.i18n import system as system_mod
from kozel_gui.i18n.system import system_language
from kozel_gui.scenes.profile import ProfileScene
from rules.i18n import text

NO_LOCALE = lambda: (None, None)  # noqa: E731  # getlocale() of a bare environment


@pytest.mark.parametrize(("env", "lang"), [
    ({"LANG": "uk_UA.UTF-8"}, "uk"),
    ({"LANG": "en_US.UTF-8"}, "en"),
    ({"LANG": "ru_RU.UTF-8"}, "ru"),
    ({"LANG": "de_DE.UTF-8"}, "ru"),  # a language the game does not speak
    ({"LANG": "C.UTF-8"}, "ru"),
    ({"LC_ALL": "en_GB.UTF-8", "LC_MESSAGES": "uk_UA", "LANG": "ru_RU"}, "en"),
    ({"LC_ALL": "", "LC_MESSAGES": "uk_UA", "LANG": "en_US"}, "uk"),  # empty is unset
    ({"LC_MESSAGES": "", "LANG": "en_IE.UTF-8@euro"}, "en"),
])
def test_the_environment_names_the_language_in_posix_order(env: dict[str, str],
                                                           lang: str) -> None:
    assert system_language(env, NO_LOCALE, "linux") == lang


def test_with_no_variable_set_the_locale_module_decides() -> None:
    assert system_language({}, lambda: ("uk_UA", "UTF-8"), "linux") == "uk"
    assert system_language({}, lambda: ("English_United States", "1252"), "linux") == "en"
    assert system_language({}, NO_LOCALE, "linux") == "ru"

    def broken() -> tuple[str | None, str | None]:
        raise ValueError("unknown locale: xx")

    assert system_language({}, broken, "linux") == "ru"


def test_windows_asks_for_the_users_interface_language(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(system_mod, "_windows_ui_language", lambda: "uk_UA")
    assert system_language({}, lambda: ("Russian_Russia", "1251"), "win32") == "uk"
    monkeypatch.setattr(system_mod, "_windows_ui_language", lambda: None)
    assert system_language({}, lambda: ("Russian_Russia", "1251"), "win32") == "ru"
    assert system_language({}, lambda: ("English_United Kingdom", "1252"), "win32") == "en"


def test_the_tests_run_in_a_pinned_locale() -> None:
    import os

    assert os.environ.get("LANG") == "C.UTF-8"
    assert "LC_ALL" not in os.environ and "LC_MESSAGES" not in os.environ
    assert system_language() == "ru"


@pytest.fixture(autouse=True)
def _russian_after() -> object:
    yield None
    set_language("ru")


def _lang_buttons(h: Harness) -> dict[str, object]:
    return {b.object_ids[-1]: b for b in h.buttons() if b.object_ids[-1].startswith("#first_lang")}


def test_a_ukrainian_computer_starts_in_ukrainian_with_it_chosen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    with harness_for(tmp_path, first_start=True) as h:
        assert isinstance(h.top, ProfileScene)
        assert get_language() == "uk"
        buttons = _lang_buttons(h)
        assert [b.text for b in buttons.values()] == ["Русский", "Українська", "English"]
        assert [b.is_selected for b in buttons.values()] == [False, True, False]


def test_choosing_a_language_switches_the_screen_keeps_the_name_and_is_saved(
        tmp_path: Path) -> None:
    with harness_for(tmp_path, first_start=True) as h:
        assert get_language() == "ru"
        scene = h.top
        assert isinstance(scene, ProfileScene)
        h.click(scene.entry.rect.center)
        h.type("Маша")
        h.press("English")
        assert get_language() == "en" and h.app.options.language == "en"
        assert h.button(text("en", "profile.sit_down"))  # the whole screen at once
        assert h.button(text("en", "common.back"))
        assert _lang_buttons(h)["#first_lang_en"].is_selected
        assert h.top.entry.get_text() == "Маша"
        h.press("Українська")
        assert h.button(text("uk", "profile.sit_down"))
    set_language("ru")
    with harness_for(tmp_path) as again:  # saved: the next start speaks Ukrainian
        assert again.app.options.language == "uk" and get_language() == "uk"


def test_lang_on_the_command_line_wins_for_that_run(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "uk_UA.UTF-8")
    with harness_for(tmp_path, "--lang", "en", first_start=True) as h:
        assert get_language() == "en"
        assert h.button(text("en", "profile.sit_down"))
        assert _lang_buttons(h)["#first_lang_en"].is_selected


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_language_buttons_are_large_and_clear_at_both_sizes(
        tmp_path: Path, size: tuple[int, int]) -> None:
    with harness_for(tmp_path, first_start=True) as h:
        h.resize(size, frames=3)
        window = pygame.Rect((0, 0), size)
        langs = list(_lang_buttons(h).values())
        others = [b for b in h.buttons() if b not in langs]
        scale = min(size[0] / 1280, size[1] / 720)
        for b in langs:
            assert window.contains(b.rect)
            assert b.rect.h >= max(44, int(52 * scale)) - 1  # grows with the window
            assert b.rect.w >= max(170, int(210 * scale)) - 1
            assert not any(b.rect.colliderect(o.rect) for o in others)
            assert not any(b.rect.colliderect(o.rect) for o in langs if o is not b)
        assert isinstance(h.top, ProfileScene) and h.top.entry is not None
        assert not any(b.rect.colliderect(h.top.entry.rect) for b in langs)


def test_typing_after_a_language_button_goes_on_into_the_name_box(tmp_path: Path) -> None:
    """P34b en02: «Alex» typed after a click on «English» was lost (the button kept the focus)."""
    with harness_for(tmp_path, first_start=True) as h:
        scene = h.top
        assert isinstance(scene, ProfileScene)
        h.press("English")
        h.type("Alex")
        assert isinstance(h.top, ProfileScene) and h.top.entry.get_text() == "Alex"
        assert h.focused is not None and h.focused.key == "#profile_name"
        h.type("ey")  # after the screen was rebuilt once more (another language), still there
        h.press("Українська")
        h.type("!")
        assert h.top.entry.get_text() == "Alexey!"
