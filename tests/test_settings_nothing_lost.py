"""The rules editor loses nothing without a question, played through the real app.

«Сохранить как» over a saved set asks and a refusal keeps the file byte for byte;
choosing a built-in set empties the name box; deleting asks; a changed set says it is
changed and asks before another choice drops the changes; the list of sets closes on
any click, on its chosen item too.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import tr
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.presets_store import PRESETS_FILE


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        made.press(tr("menu.settings"))
        assert isinstance(made.top, SettingsScene)
        yield made


def page(h: Harness) -> Any:
    top = h.top
    assert isinstance(top, SettingsScene)
    return top.page


def click_element(h: Harness, element: Any) -> None:
    h.click(element.rect.center)


def type_name(h: Harness, text: str) -> None:
    box = page(h).name_entry
    h.click(box.rect.center)
    h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    h.key(pygame.K_BACKSPACE)
    h.type(text)


def choose(h: Harness, label: str) -> None:
    """Open the list of sets and click ``label`` in it."""
    click_element(h, page(h).picker)
    h.frames(2)
    item = next(b for b in h.buttons() if b.text == label and b.rect.top > page(h).picker.rect.top)
    h.click(item.rect.center)
    h.frames(2)


def fewer_tiles(h: Harness) -> None:
    """One tile fewer in each hand: the «‹» of «Костей на руки», in sight at the top."""
    click_element(h, page(h).form.rows["hand_size"].control.prev)


def answer(h: Harness, text: str) -> None:
    assert isinstance(h.top, ConfirmScene), type(h.top).__name__
    h.press(text)
    h.frames(2)


def test_save_as_over_a_saved_set_asks_and_no_keeps_the_file(h: Harness) -> None:
    fewer_tiles(h)
    type_name(h, "Правила деда")
    h.press(tr("settings.save_as"))
    file = h.app.data.path(PRESETS_FILE)
    kept = file.read_bytes()
    assert json.loads(kept)["presets"][0]["hand_size"] == 6
    choose(h, "Козёл")  # the built-in set; its own name box is empty
    assert page(h).name_entry.get_text() == ""
    type_name(h, "Правила деда")
    h.press(tr("settings.save_as"))
    answer(h, tr("common.cancel"))
    assert file.read_bytes() == kept  # byte for byte
    assert isinstance(h.top, SettingsScene) and page(h).name_entry.get_text() == "Правила деда"
    h.press(tr("settings.save_as"))
    answer(h, tr("settings.replace_yes"))
    assert json.loads(file.read_text("utf-8"))["presets"][0]["hand_size"] == 7  # Козёл's now


def test_choosing_a_built_in_set_empties_the_name_box(h: Harness) -> None:
    type_name(h, "Наш двор")
    h.press(tr("settings.save_as"))
    assert page(h).name_entry.get_text() == "Наш двор"
    choose(h, "Морской козёл")
    assert page(h).name_entry.get_text() == ""
    choose(h, tr("settings.own_preset", name="Наш двор"))
    assert page(h).name_entry.get_text() == "Наш двор"


def test_deleting_a_set_asks_first(h: Harness) -> None:
    type_name(h, "Наш двор")
    h.press(tr("settings.save_as"))
    file = h.app.data.path(PRESETS_FILE)
    kept = file.read_bytes()
    h.press(tr("settings.delete"))
    answer(h, tr("common.cancel"))
    assert file.read_bytes() == kept
    h.press(tr("settings.delete"))
    answer(h, tr("settings.delete"))
    assert json.loads(file.read_text("utf-8"))["presets"] == []


def test_a_changed_set_says_so_and_asks_before_the_changes_are_dropped(h: Harness) -> None:
    assert not page(h).reset_button.is_enabled  # nothing to reset yet
    fewer_tiles(h)
    assert "не сохранено" in page(h).summary.text and page(h).reset_button.is_enabled
    choose(h, "Морской козёл")
    answer(h, tr("common.cancel"))
    assert h.app.setup.rules.name == "kozel" and h.app.setup.rules.hand_size == 6
    assert page(h).picker.selected_option[0] == "Козёл"
    choose(h, "Морской козёл")
    answer(h, tr("settings.discard_yes"))
    assert h.app.setup.rules.name == "sea_goat"


def test_the_list_of_sets_closes_on_any_click(h: Harness) -> None:
    picker = page(h).picker

    def is_open() -> bool:
        return bool(picker.current_state is picker.menu_states["expanded"])

    click_element(h, picker)
    h.frames(2)
    assert is_open()
    chosen = next(b for b in h.buttons() if b.text == "Козёл" and b.rect.top > picker.rect.top)
    h.click(chosen.rect.center)  # its own chosen item
    h.frames(2)
    assert not is_open() and picker.selected_option[0] == "Козёл"
    click_element(h, picker)
    h.frames(2)
    assert is_open()
    h.click((5, h.app.size[1] - 5))  # anywhere else
    h.frames(2)
    assert not is_open()
