"""What independent playtests of the settings found, each played through the real app loop.

The players' counts read as a choice of several and a lit switch stays lit under the mouse
and the keyboard; a character's name and level show at once; set names are one name
whatever their capitals; the spinner's setting is off for a line; the people line fits the
count; the open list's rows keep their descenders and the list stays in the window; the
help box never keeps another control's words; the languages are named in their own words.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import LANGUAGES, language_name, set_language, tr
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.presets_store import PRESETS_FILE
from kozel_gui.settings.state import personality_table
from kozel_gui.settings.theme import spaced


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        made.press(tr("menu.settings"))
        assert isinstance(made.top, SettingsScene)
        made.frames(2)
        yield made
    set_language("ru")


def scene(h: Harness) -> SettingsScene:
    top = h.top
    assert isinstance(top, SettingsScene)
    return top


def row(h: Harness, key: str) -> Any:
    return scene(h).page.form.rows[key]


def colour(button: Any) -> tuple[int, int, int]:
    """The colour a button is painted with, just inside its left edge (off its words)."""
    h = button.image.get_height()
    return tuple(button.image.get_at((5, h // 2)))[:3]  # type: ignore[return-value]


def tab_to(h: Harness, key: str, limit: int = 80) -> None:
    for _ in range(limit):
        if h.focused is not None and h.focused.key == key:
            return
        h.key(pygame.K_TAB, frames=2)
    raise AssertionError(f"Tab never reached {key}")


def is_green(rgb: tuple[int, int, int]) -> bool:
    r, g, b = rgb
    return g > r + 40 and g > b + 40


# -- 1. the numbers of players: several may be lit, and lit stays lit --------------------------


def test_the_players_counts_say_they_are_several_and_lit_stays_lit(h: Harness) -> None:
    r = row(h, "players_allowed")
    assert r.label.text == "Для скольких игроков"
    buttons = r.control.buttons
    assert [buttons[n].text for n in (2, 3, 4)] == ["2 игрока", "3 игрока", "4 игрока"]
    lit = colour(buttons[2])
    assert all(is_green(colour(b)) for b in buttons.values())  # kozel: 2, 3 and 4
    chosen_tab = colour(scene(h).tabs["rules"])
    assert not is_green(chosen_tab) and lit != chosen_tab  # lit is not "this tab"
    h.move(buttons[3].rect.center, frames=3)  # the mouse on it (and the focus with it)
    assert is_green(colour(buttons[3])), "a lit switch must not look off under the mouse"
    off_hovered = colour(row(h, "teams").control.button)
    h.move(row(h, "teams").control.button.rect.center, frames=3)
    assert colour(row(h, "teams").control.button) != colour(buttons[3]) != off_hovered
    # By keys: the focus on «3 игрока», Space switches it off, and it shows off at once.
    tab_to(h, "row:players_allowed:1")
    h.key(pygame.K_SPACE)
    assert h.app.setup.rules.players_allowed == (2, 4)
    assert not is_green(colour(buttons[3])) and is_green(colour(buttons[4]))
    h.key(pygame.K_SPACE)
    assert h.app.setup.rules.players_allowed == (2, 3, 4) and is_green(colour(buttons[3]))


def test_an_on_switch_is_green_and_an_off_one_wooden(h: Harness) -> None:
    teams = row(h, "teams").control.button  # off in kozel
    assert teams.text == tr("settings.off") and not is_green(colour(teams))
    h.click(teams.rect.center)
    assert teams.text == tr("settings.on") and is_green(colour(teams))


# -- 2. a character: its name in the box, its level in the level choice, at once --------------


def test_a_character_chosen_by_keys_shows_its_name_and_level_at_once(h: Harness) -> None:
    h.click(scene(h).tabs["players"].rect.center)
    tab_to(h, "row:personality1")
    for _ in range(3):
        h.key(pygame.K_RIGHT)
        seat = h.app.setup.seats[1]
        character = personality_table()[seat.personality or ""]
        assert row(h, "name1").control.entry.get_text() == character.name("ru")
        assert row(h, "bot1").control.value == seat.bot == character.level
        assert row(h, "bot1").control.middle.text == tr(f"settings.bot.{character.level}")


def test_levels_and_characters_are_two_lists_each_in_order(h: Harness) -> None:
    h.click(scene(h).tabs["players"].rect.center)
    levels = row(h, "bot1").control.choices
    assert levels == ["kids", "easy", "medium", "hard", "expert"]
    characters = [personality_table()[k] for k in row(h, "personality1").control.choices[1:]]
    assert characters and not set(personality_table()) & set(levels)
    order = [levels.index(c.level) for c in characters]
    assert order == sorted(order), "characters gentle to strong"


# -- 3. set names whatever their capitals -------------------------------------------------------


def type_name(h: Harness, text: str) -> None:
    box = scene(h).page.name_entry
    h.click(box.rect.center)
    h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    h.key(pygame.K_BACKSPACE)
    h.type(text)


def choose_kozel(h: Harness) -> None:
    picker = scene(h).page.picker
    h.click(picker.rect.center, frames=3)
    item = next(b for b in h.buttons() if b.text == "Козёл" and b.rect.top > picker.rect.top)
    h.click(item.rect.center, frames=3)


def test_a_name_in_other_capitals_is_the_same_set_and_the_question_says_so(h: Harness) -> None:
    h.click(row(h, "hand_size").control.prev.rect.center)  # 6 tiles
    type_name(h, "Правила деда")
    h.press(tr("settings.save_as"))
    file = h.app.data.path(PRESETS_FILE)
    kept = file.read_bytes()
    choose_kozel(h)
    type_name(h, "правила деда")
    h.press(tr("settings.save_as"))
    question = h.top
    assert isinstance(question, ConfirmScene), "a set of that name in other capitals exists"
    said = question.question
    assert "«Правила деда»" in said and "больш" in said and "маленьк" in said
    h.press(tr("common.cancel"))
    assert file.read_bytes() == kept
    h.press(tr("settings.save_as"))
    h.press(tr("settings.replace_yes"))
    saved = json.loads(file.read_text("utf-8"))["presets"]
    assert [(p["name"], p["hand_size"]) for p in saved] == [("правила деда", 7)]  # one set


def test_renaming_to_another_sets_name_in_other_capitals_is_refused(h: Harness) -> None:
    for name in ("Двор", "Дача"):
        type_name(h, name)
        h.press(tr("settings.save_as"))
    type_name(h, "ДВОР")
    h.press(tr("settings.rename"))
    assert scene(h).page.summary.text == tr("settings.name_taken")
    assert [p["name"] for p in json.loads(
        h.app.data.path(PRESETS_FILE).read_text("utf-8"))["presets"]] == ["Двор", "Дача"]
    type_name(h, "дача")  # its own name in other capitals: allowed
    h.press(tr("settings.rename"))
    assert h.app.setup.rules.name == "дача"


# -- 4. what a line game has no use for -------------------------------------------------------


def live(control: Any) -> bool:
    return all(e.is_enabled for e in control.elements)


def test_the_spinners_setting_is_off_for_a_line_and_says_why(h: Harness) -> None:
    spinner = row(h, "spinner_opens")
    assert h.app.setup.rules.layout == "line"
    assert not live(spinner.control) and spinner.problem_text == "\t" + tr("settings.na.spinner")
    for key in ("score_in_play", "hand_rounding", "win_points", "lead_scores"):  # goat scoring
        assert row(h, key).hidden, key  # Kozel does not have them at all
    layout = row(h, "layout").control
    scene(h).page.form.reveal(row(h, "layout"))
    h.frames(2)
    h.click(layout.next.rect.center)
    assert h.app.setup.rules.layout == "spinner"
    assert live(row(h, "spinner_opens").control) and not row(h, "spinner_opens").problem_text


# -- 5. the people at the screen, in words that fit the count -------------------------------


def test_the_people_line_fits_one_person_several_and_her_gender(h: Harness) -> None:
    h.click(scene(h).tabs["players"].rect.center)
    summary = scene(h).page.summary
    assert summary.text == "Вы играете против компьютера: остальные места за ним."
    name = row(h, "name0").control.entry
    h.click(name.rect.center)
    h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    h.key(pygame.K_BACKSPACE)
    h.type("Зина")
    assert scene(h).page.summary.text == "Зина играет одна; остальные места за компьютером."
    tab_to(h, "row:human1")
    h.key(pygame.K_RIGHT)
    assert h.app.setup.humans == (0, 1)
    assert scene(h).page.summary.text == (
        "За столом 2 человека: играют по очереди за одним компьютером.")


# -- 6. the open list, the help box, the languages' names -----------------------------------


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_open_list_of_sets_keeps_descenders_and_stays_in_the_window(
        h: Harness, size: tuple[int, int]) -> None:
    state = scene(h).state
    assert state is not None
    rules = state.draft.rules()
    assert rules is not None
    for n in range(6):  # more sets than fit below the picker at 1024×600
        state.store.save(f"Набор {n}", rules)
    h.resize(size, frames=3)
    h.click(scene(h).tabs["players"].rect.center)  # the rules page made anew lists them
    h.click(scene(h).tabs["rules"].rect.center)
    picker = scene(h).page.picker
    h.click(picker.rect.center, frames=3)
    listed = picker.current_state.options_selection_list
    rows = [e for e in listed.item_list_container.elements if e.visible]
    assert rows
    for item in rows:
        drawn = item.font.size("Дворовый козёл (федерация)")[1]  # «р», «ф», «у» hang below
        assert item.rect.h >= drawn + 6, (item.text, item.rect.h, drawn)
    assert listed.rect.bottom <= size[1] and listed.rect.right <= size[0]
    total = len(state.preset_names())
    bar = listed.scroll_bar
    assert len(rows) == total or bar is not None  # every set can be reached


def test_the_help_box_never_keeps_another_controls_words(h: Harness) -> None:
    help_box = scene(h).help
    tab_to(h, "row:players_allowed:0")
    assert help_box.html_text == spaced(row(h, "players_allowed").help)
    h.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # back to the toolbar's last tool in use
    assert h.focused is not None and h.focused.key == "save"
    assert help_box.html_text == spaced(tr("settings.save_tip"))
    tab_to(h, "name")
    assert help_box.html_text == tr("settings.new_name_tip")
    h.move(scene(h).page.save_button.rect.center, frames=3)
    assert help_box.html_text == spaced(tr("settings.save_tip"))
    h.move(scene(h).tabs["options"].rect.center, frames=3)
    assert help_box.html_text == tr("settings.help_hint")


def test_the_languages_are_named_in_their_own_words(h: Harness) -> None:
    h.key(pygame.K_ESCAPE)
    assert isinstance(h.top, MenuScene)
    shown = [b.text for b in h.buttons()]
    assert all(language_name(lang) in shown for lang in LANGUAGES)
    assert "Українська" in shown and "UA" not in shown
    h.press("English")
    assert h.app.options.language == "en"
    assert {"Русский", "Українська", "English"} <= {b.text for b in h.buttons()}
