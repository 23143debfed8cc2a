"""PT-Y (issue 19): a house rule set renamed («Правила деда» → «Правила діда 2») split its
statistics, since the history filed each match under the set's name then, and neither the
History nor the Statistics said which game the set's rules are.  A house set is filed by its
base game and its rules (``rule_sets.game_key``), named «Козёл · <its name now>»; an older
history file is upgraded so, losing no match."""

from __future__ import annotations

import dataclasses
import sqlite3
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
from harness import harness_for
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.game_choice import set_names
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.history_schema import SCHEMA_VERSION
from kozel_gui.i18n import set_language, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.history import HistoryScene, row_cells
from kozel_gui.scenes.stats import StatsScene, game_table
from kozel_gui.settings.presets_store import PresetStore
from kozel_gui.stats import profile_stats
from kozel_gui.storage import DataDir
from rules import Rules, find_preset

OLD, NEW = "Правила деда", "Правила діда 2"


def _grandad_setup(rules: Rules, seed: int) -> dict[str, Any]:
    seats = (SeatSetup("Тестер", human=True, bot="heaviest"),
             *(SeatSetup(n, bot="heaviest") for n in ("Зина", "Петрович", "Михалыч")))
    return MatchSetup(rules, seats, seed).to_json()


def _played_then_renamed(tmp: Path) -> DataDir:
    """A set saved and played, renamed and played again; a Muggins match beside them."""
    data = DataDir(tmp)
    store = PresetStore(data)
    saved = store.save(OLD, dataclasses.replace(find_preset("kozel"), goat_at=151))
    with History.open(data.path(HISTORY_FILE)) as history:
        history.add_match(_grandad_setup(saved, 3), stored_json(3), "Тестер",
                          played_at=datetime(2026, 12, 7, 18, 7))
        renamed = store.rename(OLD, NEW)
        history.add_match(_grandad_setup(renamed, 4), stored_json(4), "Тестер",
                          played_at=datetime(2026, 12, 7, 18, 10))
        history.add_match(setup_json(2, "muggins", name="Тестер", seed=5),
                          stored_json(5, 2, "muggins"), "Тестер",
                          played_at=datetime(2026, 12, 7, 18, 14))
    return data


def test_a_renamed_set_is_one_game_named_with_its_game(tmp_path: Path) -> None:
    set_language("ru")
    data = _played_then_renamed(tmp_path)
    with History.open(data.path(HISTORY_FILE)) as history:
        games = history.variants("Тестер")
        names = set_names(data, history.set_names())
        rows = history.list_matches(profile="Тестер")
        stats = profile_stats(history.facts("Тестер"))
    assert len(games) == 2 and games[1] == "muggins", games
    assert sum(stats.per_variant[games[0]].values()) == 2, "both matches of the set, once"
    assert [r[:2] for r in game_table(stats, names)] == [(f"Козёл · {NEW}", "2"),
                                                         ("Маггинс", "1")]
    assert [row_cells(r, names=names)[1] for r in rows] == ["Маггинс", f"Козёл · {NEW}",
                                                            f"Козёл · {NEW}"]


def test_a_set_no_longer_saved_keeps_the_name_it_was_last_played_under(tmp_path: Path) -> None:
    data = _played_then_renamed(tmp_path)
    PresetStore(data).delete(NEW)
    with History.open(data.path(HISTORY_FILE)) as history:
        names = set_names(data, history.set_names())
        rows = history.list_matches(profile="Тестер")
    assert [row_cells(r, names=names)[1] for r in rows][1:] == [f"Козёл · {NEW}"] * 2
    assert row_cells(rows[-1])[1] == f"Козёл · {OLD}", "with no names given: its own then"


def test_an_older_history_files_a_set_by_its_rules_and_loses_no_match(tmp_path: Path) -> None:
    data = _played_then_renamed(tmp_path)
    path = data.path(HISTORY_FILE)
    db = sqlite3.connect(path)  # as version 5 filed them: by the set's name then
    db.execute("UPDATE matches SET variant = json_extract(setup, '$.rules.name')")
    db.execute("PRAGMA user_version = 5")
    db.commit()
    assert {r[0] for r in db.execute("SELECT variant FROM matches")} == {OLD, NEW, "muggins"}
    db.close()
    with History.open(path) as history:
        assert history.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert history.count() == 3
        games = history.variants("Тестер")
        assert len(games) == 2 and games[0].startswith("kozel~"), games
        assert history.count(variant=games[0]) == 2


@pytest.mark.parametrize(("lang", "size"), [("ru", (1024, 600)), ("en", (1280, 720))])
def test_the_history_and_the_statistics_screens_name_it_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str, size: tuple[int, int]
) -> None:
    _played_then_renamed(tmp_path)
    with harness_for(tmp_path, "--lang", lang) as h:
        h.resize(size)
        kozel = tr("book.preset.kozel")
        h.press(tr("menu.history"))
        assert isinstance(h.top, HistoryScene)
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert seen.count(f"{kozel} · {NEW}") == 2 and OLD not in seen
        h.press(tr("common.back"))
        h.press(tr("menu.stats"))
        assert isinstance(h.top, StatsScene)
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert f"{kozel} · {NEW}" in seen and OLD not in seen
        assert tr("stats.chart_games") in seen
    set_language("ru")


@pytest.mark.parametrize("scene", ["menu.history", "menu.stats"])
def test_the_chooser_holds_the_sets_whole_name(tmp_path: Path, scene: str) -> None:
    """At 1024×600 «Игра: Козёл · Правила діда 2» lost its end: the button was measured at
    a smaller size than its theme draws, with no room for the focus ring inside it."""
    from kozel_gui.ring import GOLD

    _played_then_renamed(tmp_path)
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.resize((1024, 600))
        h.press(tr(scene))
        h.press(tr("games.shown_all"))
        label = tr("games.shown_one", game=f"Козёл · {NEW}")
        button = h.button(label)
        assert button.font.size(label)[0] + 2 * (GOLD.width + 7) <= button.rect.w
