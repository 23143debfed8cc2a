"""Issue 12 (playtest): the settings of Muggins showed a dozen of Kozel's rows, greyed «Не
действует…» («Козёл при 101», «Открытие счёта», the whole «Морской козёл»), and Kozel's page
the points games' rows.  A row of a setting the game does not have is not on the page; a row
the game has but another of its settings switches off stays greyed with the reason."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.form import HEADING_H
from rules import PRESETS, Rules
from rules.config_checks import FAMILY_OF

KOZEL_ONLY = {"open_at", "goat_at", "fish_full", "fish_ties_carry", "double_bonuses",
              "hundred_move", "bald_goat", "six_six_out_wins", "redeal_doubles",
              "redeal_same_suit"}
HAND_WORTH = {"zero_zero_alone", "zero_zero_value", "six_six_alone", "zero_and_six_alone"}
"""The special worth of 0–0 and 6–6 in a hand: Kozel's family and classic, not Muggins."""
POINTS_ONLY = {"target", "match_minutes", "score_in_play", "lead_scores", "hand_rounding",
               "win_points"}


@pytest.fixture(params=["ru", "uk", "en"])
def h(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", request.param) as made:
        made.resize((1024, 600))
        made.press(tr("menu.settings"))
        assert isinstance(made.top, SettingsScene)
        made.frames(2)
        yield made
    set_language("ru")


def page(h: Harness) -> Any:
    top = h.top
    assert isinstance(top, SettingsScene)
    return top.page


def choose(h: Harness, label: str) -> None:
    """Open the list of sets and click ``label`` in it."""
    h.click(page(h).picker.rect.center)
    h.frames(2)
    item = next(b for b in h.buttons() if b.text == label and b.rect.top > page(h).picker.rect.top)
    h.click(item.rect.center)
    h.frames(2)


def hidden(h: Harness) -> set[str]:
    return {key for key, row in page(h).form.rows.items() if row.hidden}


def headings(h: Harness) -> dict[str, bool]:
    """Each heading's text and whether it shows."""
    return {item.text: item.visible for item in page(h).form.items
            if not hasattr(item, "control")}


def test_muggins_shows_none_of_kozels_rows(h: Harness) -> None:
    choose(h, tr("book.preset.muggins"))
    assert page(h).state.preset == "muggins"
    assert hidden(h) == KOZEL_ONLY | HAND_WORTH
    form = page(h).form
    for key in KOZEL_ONLY | HAND_WORTH:
        assert not any(e.visible for e in form.rows[key].elements), key
    shown = headings(h)
    assert not shown[tr("field.group.sea")]  # «Морской козёл»: every row of it is Kozel's
    assert all(v for k, v in shown.items() if k != tr("field.group.sea"))
    assert not form.rows["target"].hidden and form.rows["target"].control.elements[0].is_enabled
    # Greyed with a reason stays: the clock's rows while the clock is off.
    assert "\t" in form.rows["clock_one"].problem_text and not form.rows["clock_one"].hidden
    # The rows close up: each shown row starts where the one before it (or a heading) ends.
    y = 4
    for item in form.items:
        if hasattr(item, "control"):
            if item.hidden:
                continue
            assert item.label.get_relative_rect().y == y, item.key
            y += item.height
        elif item.visible:
            assert item.get_relative_rect().y == y
            y += HEADING_H
    assert form.most == max(0, y + 8 - form.rect.h)


def test_kozels_page_has_its_rows_and_none_of_the_points_games(h: Harness) -> None:
    assert page(h).state.preset == "kozel"
    assert hidden(h) == POINTS_ONLY
    assert all(headings(h).values())
    words = [row.problem_text for row in page(h).form.rows.values() if not row.hidden]
    assert not any("очки —" in w or "points are" in w for w in words)


def test_switching_back_to_kozel_brings_its_rows_back(h: Harness) -> None:
    choose(h, tr("book.preset.muggins"))
    choose(h, tr("book.preset.kozel"))
    assert hidden(h) == POINTS_ONLY and all(headings(h).values())
    focus_keys = {item.key.split(":")[1] for item in page(h).focusables()
                  if item.key.startswith("row:")}
    assert "goat_at" in focus_keys and "target" not in focus_keys


@pytest.mark.parametrize("name", list(PRESETS))
def test_every_game_shows_the_settings_it_has(tmp_path: Path, name: str) -> None:
    rules = PRESETS[name]
    with harness_for(tmp_path, "--lang", "ru") as made:
        made.press(tr("menu.settings"))
        made.frames(2)
        editor = page(made)
        editor.state.choose_preset(name)
        editor.sync()
        made.frames(1)
        assert hidden(made) == {n for n in FAMILY_OF if not rules.has_setting(n)}
        for key, row in editor.form.rows.items():
            if not row.hidden:  # a greyed row of the game says a reason of this game
                assert "где очки" not in row.problem_text, (name, key)


def test_a_setting_of_another_game_cannot_be_switched_on() -> None:
    """The rule the page reads is the one the rules check: another family's switch on is
    refused, a number of it (the goat's 101 in Muggins) is merely not used."""
    muggins = PRESETS["muggins"]
    for name in ("double_bonuses", "hundred_move", "bald_goat", "six_six_out_wins"):
        with pytest.raises(ValueError, match="only exists"):
            dataclasses.replace(muggins, **{name: True})
    assert dataclasses.replace(muggins, goat_at=125).goat_at == 125
    with pytest.raises(ValueError, match="only exists"):
        dataclasses.replace(PRESETS["kozel"], match_minutes=30)
    assert not Rules().has_setting("target") and muggins.has_setting("target")


def test_help_of_a_shared_setting_names_no_games_number(h: Harness) -> None:
    """«Только 0–0 и 6–6»'s «?» said «(морской козёл: 75)» in Muggins."""
    for key in ("zero_and_six_alone", "six_six_alone", "zero_zero_alone", "zero_zero_value",
                "redeal_doubles", "redeal_same_suit", "clock_one", "clock_many", "clock_fish", "win_points"):
        said = tr(f"field.{key}_help")
        assert not any(word in said.lower() for word in (
            "морск", "морськ", "sea goat", "козёл", "козел", "kozel", "спорт", "sports",
            "берген", "bergen", "федерац", "federation", "класика", "классика", "classic")), key
