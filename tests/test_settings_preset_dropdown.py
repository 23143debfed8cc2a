"""The rule-set box by keys is a drop-down (PT-Y, issue 19, k15/k16): Enter or Space opens
its list, Up/Down move in it, Enter picks, Esc closes it unchanged; a pick over unsaved
changes still asks first.  Keys through the real app loop."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import tr
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.rules_editor import preset_label


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        made.press(tr("menu.settings"))
        assert isinstance(made.top, SettingsScene)
        made.key(pygame.K_DOWN)
        assert made.focused is not None and made.focused.key == "preset"
        yield made


def scene(h: Harness) -> SettingsScene:
    top = h.top
    assert isinstance(top, SettingsScene)
    return top


def picker(h: Harness) -> Any:
    return scene(h).page.picker


def shown_list(h: Harness) -> Any:
    """The open list of sets, or None while the box is closed."""
    menu = picker(h)
    if menu.current_state is not menu.menu_states["expanded"]:
        return None
    return menu.current_state.options_selection_list


def marked(h: Harness) -> str:
    found = shown_list(h).get_single_selection()
    assert isinstance(found, str)
    return found


def labels(h: Harness) -> list[str]:
    return [preset_label(n) for n in scene(h).state.preset_names()]


@pytest.mark.parametrize("opener", [pygame.K_RETURN, pygame.K_SPACE])
def test_enter_or_space_opens_the_list_and_changes_nothing(h: Harness, opener: int) -> None:
    before = scene(h).state.preset
    h.key(opener)
    assert shown_list(h) is not None and shown_list(h).visible
    assert scene(h).state.preset == before  # not stepped on to the next set
    assert marked(h) == preset_label(before)  # the set in use is marked
    assert h.focused is not None and h.focused.key == "preset"


def test_up_down_move_in_the_open_list_and_enter_picks(h: Harness) -> None:
    names = labels(h)
    at = names.index(picker(h).selected_option[0])
    h.key(pygame.K_RETURN)
    h.key(pygame.K_DOWN)
    h.key(pygame.K_DOWN)
    assert marked(h) == names[at + 2]
    h.key(pygame.K_UP)
    assert marked(h) == names[at + 1]
    assert h.focused is not None and h.focused.key == "preset"  # the focus stayed in the box
    assert scene(h).state.preset == scene(h).state.preset_names()[at]  # nothing applied yet
    h.key(pygame.K_RETURN)
    assert shown_list(h) is None  # closed
    assert scene(h).state.preset == scene(h).state.preset_names()[at + 1]
    assert picker(h).selected_option[0] == names[at + 1]
    assert h.focused is not None and h.focused.key == "preset"


def test_the_mark_stops_at_the_ends_and_stays_in_sight(h: Harness) -> None:
    names = labels(h)
    h.key(pygame.K_RETURN)
    h.key(pygame.K_END)
    assert marked(h) == names[-1]
    h.key(pygame.K_DOWN)
    assert marked(h) == names[-1]  # no wrapping round to the top unseen
    box = shown_list(h)
    last = next(i["button_element"] for i in box.item_list if i["text"] == names[-1])
    assert last is not None and box.rect.contains(last.rect)
    h.key(pygame.K_HOME)
    h.key(pygame.K_UP)
    assert marked(h) == names[0]


def test_esc_closes_the_list_without_a_change_and_keeps_the_screen(h: Harness) -> None:
    before = scene(h).state.preset
    h.key(pygame.K_RETURN)
    h.key(pygame.K_DOWN)
    h.key(pygame.K_ESCAPE)
    assert isinstance(h.top, SettingsScene)
    assert shown_list(h) is None
    assert scene(h).state.preset == before
    assert picker(h).selected_option[0] == preset_label(before)
    h.key(pygame.K_RETURN)  # opened again: the set in use is marked, not the abandoned one
    assert marked(h) == preset_label(before)


def test_closed_the_arrows_move_the_focus_and_change_no_set(h: Harness) -> None:
    before = scene(h).state.preset
    h.key(pygame.K_RIGHT)
    assert h.focused is not None and h.focused.key != "preset"
    assert scene(h).state.preset == before


def test_a_pick_over_unsaved_changes_asks_first(h: Harness) -> None:
    hand = scene(h).page.form.rows["hand_size"].control
    h.click(hand.next.rect.center)  # a change
    assert scene(h).state.modified
    while h.focused is None or h.focused.key != "preset":
        h.key(pygame.K_TAB)
    before = scene(h).state.preset
    h.key(pygame.K_RETURN)
    h.key(pygame.K_DOWN)
    h.key(pygame.K_RETURN)
    assert isinstance(h.top, ConfirmScene)
    h.key(pygame.K_ESCAPE)  # no: the set and its changes stay
    assert isinstance(h.top, SettingsScene)
    assert scene(h).state.preset == before and scene(h).state.modified
    assert picker(h).selected_option[0] == preset_label(before)
