"""PT-Y's settings findings (issue 19): words on the rules editor, through the real app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import tr
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.fields import format_value
from kozel_gui.settings.theme import spaced
from kozel_gui.settings.widgets import NumberControl
from rules import PRESETS


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


# -- u06: the empty «Только 0–0 и 6–6» says it means «как обычно» ------------------------------


def zero_and_six(h: Harness) -> NumberControl:
    row = page(h).form.rows["zero_and_six_alone"]
    page(h).form.reveal(row)
    h.frames(2)
    control = row.control
    assert isinstance(control, NumberControl)
    return control


@pytest.mark.parametrize(("lang", "words"), [("ru", "как обычно"), ("uk", "як звичайно"),
                                             ("en", "as usual")])
def test_the_as_usual_value_has_its_words(lang: str, words: str) -> None:
    assert format_value(None, lang, "zero_and_six_alone") == words
    assert format_value(None, lang, "target") == "—"  # not said of any None


def test_the_empty_box_says_as_usual_beside_it_and_not_once_a_number_is_set(h: Harness) -> None:
    control = zero_and_six(h)
    assert control.value is None
    label = control.empty_label
    assert label is not None and label.visible and label.text == "как обычно"
    assert control.entry.placeholder_text == "—"
    assert label.rect.left > control.plus.rect.right  # beside the box, after «+»
    h.click(control.plus.rect.center)
    assert control.value == 0 and label.text == ""
    assert page(h).state.draft.get("zero_and_six_alone") == 0
    h.click(control.minus.rect.center)  # back to the usual way
    assert control.value is None and label.text == "как обычно"
    assert page(h).state.draft.get("zero_and_six_alone") is None


# -- the double bonuses' help says who adds them after a fish, as the engine scores it ---------


def test_the_double_bonus_help_says_who_adds_it_after_a_fish(h: Harness) -> None:
    row = page(h).form.rows["double_bonuses"]
    page(h).form.reveal(row)
    h.frames(2)
    h.click(row.help_button.rect.center)
    shown = scene_help(h)
    assert shown == spaced(tr("field.double_bonuses_help"))
    words = tr("field.double_bonuses_help")
    assert "«Счёту рыбы»" in words  # the setting that decides it, by its name
    for choice in ("each", "max_takes_all", "team_larger_takes_all"):
        assert f"«{tr(f'field.choice.{choice}')}»" in words
    assert "и рыбак тоже" in words and "«яйцами», премия уходит с ними" in words
    assert "проигравшим" not in words  # the old, wrong word: a fish «на всех» has no loser


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_double_bonus_help_names_the_fish_choices_in_every_language(lang: str) -> None:
    from rules.i18n import text

    words = text(lang, "field.double_bonuses_help")
    open_, close = ("“", "”") if lang == "en" else ("«", "»")
    for key in ("field.choice.each", "field.choice.max_takes_all",
                "field.choice.team_larger_takes_all"):  # the choices as the stepper shows them
        assert f"{open_}{text(lang, key)}{close}".casefold() in words.casefold()
    assert {"ru": "«Счёту рыбы»", "uk": "«Рахунком риби»", "en": "“Fish scoring”"}[lang] in words


def test_the_engine_gives_the_bonus_as_the_help_says() -> None:
    """A 6–6 lead (bonus 50): «на всех» everyone writes it, the fisherman too; «на одного»
    only the side holding most; a tie carried as eggs takes it along; going out, all but
    the one out."""
    from rules import Fish
    from rules.config import find_preset
    from rules.scoring_goat import goat_claims

    base = find_preset("kozel")
    import dataclasses

    each = dataclasses.replace(base, double_bonuses=True, fish=Fish.EACH)
    assert goat_claims(each, False, 0, (5, 20, 9), 50).amounts == (55, 70, 59)
    most = dataclasses.replace(each, fish=Fish.MAX_TAKES_ALL)
    assert goat_claims(most, False, 0, (5, 20, 9), 50).amounts == (None, 84, None)
    tied = goat_claims(most, False, 0, (5, 20, 20), 50)
    assert tied.amounts == (None, None, None) and tied.carried == 45 + 50
    assert goat_claims(each, True, 1, (5, 0, 9), 50).amounts == (55, None, 59)


def scene_help(h: Harness) -> str:
    top = h.top
    assert isinstance(top, SettingsScene)
    return str(top.help.html_text)


# -- u15/m13: one name per game, the same in the list of sets and on the game's card ----------


def test_the_list_of_sets_names_each_game_as_its_card_does(h: Harness) -> None:
    from kozel_gui.scenes.games import FAMILY, OTHERS, card_name

    page(h).picker.current_state.should_transition = True  # open the list
    h.frames(2)
    shown = [i["text"] for i in page(h).picker.current_state.options_selection_list.item_list]
    assert shown[:len(FAMILY + OTHERS) + 1] == [card_name(n) for n in PRESETS]
    assert {card_name(n) for n in FAMILY + OTHERS} <= set(shown)
    assert "Классическое домино" in shown and "Спортивное домино" in shown
    assert "Козёл 2×2" in shown and "Классика" not in shown


def test_the_telephone_cards_word_is_the_rule_books_in_english() -> None:
    from rules.i18n import text

    assert text("en", "games.pic.house") == "spinner"
    assert "spinner" in text("en", "book.spinner") and "house" not in text("en", "book.spinner")


# -- ru04: the tile faces are values in lower case, as every other value --------------------


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_faces_are_lower_case_values(lang: str) -> None:
    from kozel_gui.faces import FACES
    from rules.i18n import text

    for name in FACES:
        label = text(lang, f"face.{name}")
        assert label[:1] == label[:1].lower(), label
    assert text("ru", "face.pips") == "точки"


def test_the_faces_value_on_the_options_page_is_lower_case(h: Harness) -> None:
    h.click(h.top.tabs["options"].rect.center)  # type: ignore[attr-defined]
    control = page(h).form.rows["face"].control
    assert control.middle.text == "точки"


def test_the_about_page_still_starts_its_lines_with_a_capital() -> None:
    from kozel_gui.scenes.about import picture_credits

    table = "| set | a | b | c | pictures-twemoji.md |\n| berries | x | y | z | pictures-twemoji.md |"
    assert picture_credits(table)[0].startswith("Ягоды и фрукты: ")
