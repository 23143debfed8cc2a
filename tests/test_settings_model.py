"""Settings without a window: the field table, the rules draft, problem texts, saved presets."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from kozel_gui.i18n import Said
from kozel_gui.settings.draft import RulesDraft, explain
from kozel_gui.settings.fields import FIELDS, GROUPS, field_spec
from kozel_gui.settings.presets_store import PRESETS_FILE, PresetStore
from kozel_gui.storage import DataDir
from rules import PRESETS, Rules, find_preset
from rules.i18n import LANGUAGES


def test_every_rules_field_has_a_group_label_and_help_in_every_language() -> None:
    names = {f.name for f in dataclasses.fields(Rules)} - {"name"}
    assert {s.name for s in FIELDS} == names
    for spec in FIELDS:
        assert spec.group in GROUPS
        for lang in LANGUAGES:
            label, help_text = spec.text(lang)
            assert label and len(help_text) > 20


def test_choices_cover_every_enum_value() -> None:
    for spec in FIELDS:
        if spec.kind == "choice" and spec.name != "hand_size":
            enum = type(getattr(Rules(), spec.name))
            assert set(spec.choices) == set(enum)


def test_draft_lists_all_problems_and_refuses_to_build() -> None:
    d = RulesDraft(find_preset("kozel"))
    d.set("players_allowed", (2, 3))
    d.set("teams", True)
    d.set("fish", "team_larger_takes_all")
    d.set("goat_at", 0)
    problems = d.problems()
    assert set(problems) == {"teams", "goat_at"}
    assert d.rules() is None and not d.is_valid
    d.set("players_allowed", (4,))
    d.set("goat_at", 125)
    built = d.rules()
    assert built is not None and built.fish == "team_larger_takes_all"
    assert set(d.differences()) == {"players_allowed", "teams", "fish", "goat_at"}


@pytest.mark.parametrize("lang, text", [("ru", "Командам нужны 4 игрока"),
                                        ("uk", "Командам потрібні 4 гравці"),
                                        ("en", "Teams need 4 players")])
def test_explanations_are_plain_words(lang: str, text: str) -> None:
    assert explain("teams: team play needs 4 players", lang).startswith(text)
    assert "28" in explain("hand_size: 8 tiles for 4 players is more than 28", lang)
    assert explain("clock_one: must be at least 1", lang) != "clock_one: must be at least 1"


def test_every_problem_rules_can_report_has_an_explanation() -> None:
    d = RulesDraft(find_preset("kozel"))
    cases = [("players_allowed", ()), ("hand_size", 14), ("redeal_doubles", 1),
             ("open_at", -1), ("clock_fish", 0), ("fish_full", True),
             ("fish", "smaller_pair_wins_all"), ("scoring", "wins")]
    for name, value in cases:
        d.reset()
        d.set(name, value)
        for problems in d.problems().values():
            for p in problems:
                assert explain(p, "ru") != p.split(": ", 1)[-1], p


def test_presets_save_rename_delete_and_load_back(tmp_path: Path) -> None:
    store = PresetStore(DataDir(tmp_path))
    rules = dataclasses.replace(find_preset("kozel"), goat_at=125, open_at=25)
    store.save("Двор на Лесной", rules)
    store.save("Пятница", find_preset("sea_goat"))
    again = PresetStore(DataDir(tmp_path))
    assert again.names() == ["Двор на Лесной", "Пятница"]
    assert again.find("Двор на Лесной") == dataclasses.replace(rules, name="Двор на Лесной")
    again.rename("Двор на Лесной", "Лесная")
    again.delete("Пятница")
    third = PresetStore(DataDir(tmp_path))
    assert third.names() == ["Лесная"] and third.find("Лесная").goat_at == 125  # type: ignore[union-attr]
    assert json.loads((tmp_path / PRESETS_FILE).read_text("utf-8"))["format"] == 1


def test_preset_names_are_checked(tmp_path: Path) -> None:
    store = PresetStore(DataDir(tmp_path))
    store.save("мой", find_preset("kozel"))
    assert store.name_problem("") == "settings.name_empty"
    assert store.name_problem("kozel") == "settings.name_builtin"
    assert store.name_problem("мой") == "settings.name_taken"
    assert store.name_problem("мой", replacing="мой") is None
    assert store.name_problem("x" * 41) == "settings.name_long"
    with pytest.raises(ValueError):
        store.save("classic", find_preset("kozel"))


BAD_FILES = {
    "empty": "",
    "truncated": '{"format": 1, "presets": [{"format": 1, "name": "x", "goat_at"',
    "foreign version": '{"format": 7, "presets": []}',
    "not rules": '{"format": 1, "presets": [{"format": 1, "teams": "yes"}]}',
    "invalid rules": '{"format": 1, "presets": [{"format": 1, "name": "x", "teams": true,'
                     ' "players_allowed": [2]}]}',
    "built-in name": json.dumps({"format": 1, "presets": [PRESETS["kozel"].to_json()]}),
    "not a list": '{"format": 1, "presets": 3}',
}


@pytest.mark.parametrize("content", BAD_FILES.values(), ids=BAD_FILES.keys())
def test_bad_preset_file_is_set_aside_and_the_player_told(tmp_path: Path, content: str) -> None:
    (tmp_path / PRESETS_FILE).write_text(content, "utf-8")
    told: list[Said] = []
    store = PresetStore(DataDir(tmp_path), told.append)
    assert store.names() == []
    assert len(told) == 1 and PRESETS_FILE in str(told[0])
    aside = [p.name for p in tmp_path.iterdir() if "corrupt" in p.name]
    assert len(aside) == 1 and not (tmp_path / PRESETS_FILE).exists()
    assert (tmp_path / aside[0]).read_text("utf-8") == content
    store.save("новый", find_preset("kozel"))  # a fresh file; the bad one is kept aside
    assert len([p for p in tmp_path.iterdir() if "corrupt" in p.name]) == 1


def test_hand_size_choices_and_number_ranges() -> None:
    assert field_spec("hand_size").choices[0] == "by_players"
    # The least goat limit is above every opening (25 at most) and below every usual limit.
    assert field_spec("goat_at").lo == 50 and field_spec("goat_at").hi >= 500
    assert field_spec("target").lo == 5  # the kids' five rounds won is the smallest target
