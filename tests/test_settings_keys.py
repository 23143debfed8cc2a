"""The settings screen by keys alone, from the main menu, through the real app loop."""

from __future__ import annotations

import pygame
from harness import Harness

from kozel_gui.i18n import tr
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.settings import SettingsScene


def open_settings(h: Harness) -> SettingsScene:
    # Down from wherever the menu starts its focus (on «Научиться играть» while the lesson
    # is offered to a newcomer) to «Настройки».
    for _ in range(8):
        if h.focused_text() == tr("menu.settings"):
            break
        h.key(pygame.K_DOWN)
    assert h.focused_text() == tr("menu.settings")
    h.key(pygame.K_RETURN)
    scene = h.top
    assert isinstance(scene, SettingsScene)
    return scene


def test_the_settings_open_on_their_tab_and_the_arrows_change_tabs(harness: Harness) -> None:
    scene = open_settings(harness)
    assert harness.focused is not None and harness.focused.key == "tab:rules"
    harness.key(pygame.K_RIGHT)
    assert harness.focused.key == "tab:players"
    harness.key(pygame.K_RETURN)
    assert scene.tab == "players"
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top, MenuScene)
    assert harness.focused_text() == tr("menu.settings")


def test_a_stepper_is_one_stop_and_left_right_change_its_value(harness: Harness) -> None:
    scene = open_settings(harness)
    harness.key(pygame.K_RIGHT)
    harness.key(pygame.K_RETURN)  # the players tab
    while harness.focused is None or harness.focused.key != "row:count":
        harness.key(pygame.K_TAB)
    assert len(harness.app.setup.seats) == 4
    harness.key(pygame.K_LEFT)
    assert len(harness.app.setup.seats) == 3
    assert scene.help.html_text == tr("settings.players_count_help", allowed="2, 3, 4")
    harness.key(pygame.K_RETURN)  # the value itself steps on, round to the start
    assert len(harness.app.setup.seats) == 4


def test_tab_reaches_a_row_below_the_fold_and_scrolls_it_into_view(harness: Harness) -> None:
    scene = open_settings(harness)
    harness.key(pygame.K_RIGHT)
    harness.key(pygame.K_RIGHT)
    harness.key(pygame.K_RETURN)  # the options tab
    assert scene.tab == "options"
    form = scene.page.form
    last = form.rows["show_bot_hands"]
    view = form.scroll.rect
    stops = 0
    while harness.focused is None or harness.focused.key != "row:show_bot_hands:0":
        harness.key(pygame.K_TAB, frames=2)
        stops += 1
        assert stops < 40, "never reached the last option"
    harness.frames(3)
    assert view.contains(last.control.elements[0].rect)
    assert scene.help.html_text == last.help
    before = harness.app.options.show_bot_hands
    harness.key(pygame.K_SPACE)
    assert harness.app.options.show_bot_hands is not before


def test_the_rule_set_is_chosen_from_its_list_by_keys(harness: Harness) -> None:
    scene = open_settings(harness)
    harness.key(pygame.K_DOWN)
    assert harness.focused is not None and harness.focused.key == "preset"
    first = scene.state.preset
    harness.key(pygame.K_RETURN)  # the list opens
    harness.key(pygame.K_DOWN)
    harness.key(pygame.K_RETURN)  # the next set is picked
    assert scene.state.preset != first
    assert harness.focused is not None and harness.focused.key == "preset"  # a new picker
    harness.key(pygame.K_RETURN)
    harness.key(pygame.K_UP)
    harness.key(pygame.K_RETURN)
    assert scene.state.preset == first


def test_typing_a_name_in_the_rules_name_box_keeps_every_letter(harness: Harness) -> None:
    scene = open_settings(harness)
    while harness.focused is None or harness.focused.key != "name":
        harness.key(pygame.K_TAB)
    harness.type("Двор у дома")
    harness.key(pygame.K_SPACE)
    assert scene.page.name_entry.get_text() == "Двор у дома"
    harness.key(pygame.K_TAB)
    assert harness.focused is not None and harness.focused.key == "save"
