"""A press made while the next screen is still being built never acts on that screen.

A screen can take seconds to build on a busy machine; a player who sees nothing happen
presses again.  That second press was made before the new screen showed: it must not
rebuild the settings, skip the tutorial's first step or press the menu under a dialog just
answered.  Meanwhile the pressed button shows pressed and the pointer is the wait cursor.

A slow build is played by the screen's own ``enter`` posting the impatient press into the
real event queue while it builds (as the window system does when the player presses during
it); everything else goes through the real ``App`` loop (``tests/harness.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.controls import GuiEntry
from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.saves import save_file, saved_data
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.storage import DataDir
from kozel_gui.tutorial.scene import TutorialScene
from rules import Match, find_preset

KOZEL = find_preset("kozel")


def _enter_key(scene: Any = None) -> list[pygame.event.Event]:
    return [pygame.event.Event(kind, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
            for kind in (pygame.KEYDOWN, pygame.KEYUP)]


def _slow(monkeypatch: pytest.MonkeyPatch, cls: type, method: str,
          events: Callable[[Any], list[pygame.event.Event]]) -> None:
    """While ``cls.method`` builds a screen the player makes ``events(screen)`` (once)."""
    original = getattr(cls, method)
    done: list[Any] = []

    def building(self: Any, *args: Any) -> Any:
        result = original(self, *args)
        if not done:
            done.append(True)
            for event in events(self):
                pygame.event.post(event)
        return result

    monkeypatch.setattr(cls, method, building)


@pytest.fixture
def cursors(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The system cursors the app asks for, in order (the dummy video driver has none to
    show, so they are recorded here)."""
    asked: list[Any] = []
    monkeypatch.setattr(pygame.mouse, "set_cursor", asked.append)
    return asked


@pytest.fixture
def menu(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--speed", "0") as h:
        h.frames(3)  # the menu looks for a saved match
        assert isinstance(h.top, MenuScene)
        yield h


def _focus_by_pointer(h: Harness, text: str) -> None:
    """The pointer rests on the menu button ``text`` (the focus ring follows it)."""
    h.move(h.button(text).rect.center, frames=2)
    assert h.focused_text() == text


def test_a_second_enter_while_the_settings_build_does_not_rebuild_them(
        menu: Harness, monkeypatch: pytest.MonkeyPatch, cursors: list[Any]) -> None:
    built: list[Any] = []

    def enter_again(scene: SettingsScene) -> list[pygame.event.Event]:
        built.append(scene.page)  # the page as the screen was built
        return _enter_key()

    _slow(monkeypatch, SettingsScene, "enter", enter_again)
    _focus_by_pointer(menu, tr("menu.settings"))
    settings_button = menu.button(tr("menu.settings"))
    looks: list[str] = []
    original = SettingsScene.build

    def build(self: SettingsScene) -> None:
        looks.append(settings_button.drawable_shape.active_state.state_id)
        original(self)

    monkeypatch.setattr(SettingsScene, "build", build)
    menu.key(pygame.K_RETURN, frames=4)
    scene = menu.top
    assert isinstance(scene, SettingsScene)
    menu.frames(4)
    assert scene.page is built[0], "the impatient Enter pressed the rules tab: the page was rebuilt"
    assert menu.focused is not None and menu.focused.key == "tab:rules"
    # While it was built, the menu's button showed pressed and the pointer waited.
    assert looks[0] == "active"
    assert cursors == [pygame.SYSTEM_CURSOR_WAIT, pygame.SYSTEM_CURSOR_ARROW]


def test_a_second_click_while_the_settings_build_does_not_press_what_comes_there(
        menu: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    def click_options(scene: SettingsScene) -> list[pygame.event.Event]:
        """The player clicks again where the Options tab is about to show."""
        at = scene.tabs["options"].rect.center
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0)),
                *(pygame.event.Event(kind, pos=at, button=1)
                  for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))]

    _slow(monkeypatch, SettingsScene, "enter", click_options)
    menu.press(tr("menu.settings"), frames=8)
    scene = menu.top
    assert isinstance(scene, SettingsScene)
    assert scene.tab == "rules", "a click made before the screen showed chose a tab"
    menu.click(scene.tabs["options"].rect.center)
    assert scene.tab == "options", "a click on the screen once it shows is taken"


def test_a_second_enter_while_the_tutorial_builds_does_not_play_its_first_step(
        menu: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    _slow(monkeypatch, TutorialScene, "enter", _enter_key)
    _focus_by_pointer(menu, tr("menu.learn"))
    menu.key(pygame.K_RETURN, frames=4)
    scene = menu.top
    assert isinstance(scene, TutorialScene)
    menu.frames(10)
    assert scene.tutor.step == 0, "the impatient Enter pressed «Дальше»: step 1 was skipped"
    assert menu.focused is not None and menu.focused.key == "tutor_next"
    menu.key(pygame.K_RETURN, frames=10)  # pressed once the step shows, it goes on
    assert scene.tutor.step == 1


def _saved_match(tmp: Path) -> None:
    """«Тестер» has a match in progress saved (the menu offers Continue, Play asks first)."""
    data = DataDir(tmp)
    profiles = Profiles.load(data)
    me = profiles.find("Тестер")
    setup = MatchSetup(KOZEL, (SeatSetup("Тестер", human=True), SeatSetup("Зина"),
                               SeatSetup("Колян"), SeatSetup("Михалыч")), 3)
    path = save_file(me)
    data.path(path).parent.mkdir(parents=True, exist_ok=True)
    data.save(path, saved_data(setup, Match.start(KOZEL, 4, 3), False))


def test_a_second_enter_after_answering_a_question_does_not_press_the_menu(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    DataDir(tmp_path)
    with harness_for(tmp_path, "--speed", "0") as h:
        _saved_match(tmp_path)
        h.app.reset_to(MenuScene(h.app))
        h.frames(4)
        assert tr("menu.continue") in [b.text for b in h.buttons()]
        h.app.set_setup(MatchSetup(KOZEL, (SeatSetup("Тестер", human=True), SeatSetup("Зина"),
                                           SeatSetup("Колян"), SeatSetup("Михалыч")), 4))
        h.press(tr("menu.play"))
        assert isinstance(h.top, ConfirmScene)
        assert h.focused is not None and h.focused.key == "cancel"
        # Enter answers «Отмена»; the menu comes back (built again) and the player, seeing
        # nothing yet, presses Enter once more: it was meant for the question.
        _slow(monkeypatch, MenuScene, "resize", _enter_key)
        h.key(pygame.K_RETURN, frames=10)
        assert isinstance(h.top, MenuScene), "the impatient Enter pressed «Играть» again"
        assert h.focused_text() == tr("menu.play")  # where the player left the focus


def test_typed_text_made_while_a_screen_builds_is_kept(
        menu: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Typing is not a press: what the keyboard types while a screen comes reaches it."""
    from kozel_gui.scenes.profile import ProfileScene

    def typed(scene: ProfileScene) -> list[pygame.event.Event]:
        return [pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "Ян"]

    # The name box takes the focus when the screen comes (as on the first start).
    monkeypatch.setattr(ProfileScene, "default_focus",
                        lambda self, items: next(i for i in items if i.takes_text))
    _slow(monkeypatch, ProfileScene, "enter", typed)
    menu.app.push(ProfileScene(menu.app))
    menu.frames(4)
    entry = menu.focused
    assert isinstance(entry, GuiEntry)
    assert entry.element.get_text() == "Ян"
