"""Score pads are the device's (P36: a scorekeeper who switched profile thought them gone):
every profile sees every pad, their last tables are one, and a finished pad's match is one
history row every grown-up's list shows, counted in nobody's statistics.

Through the real App loop, the score pad and the history opened from the main menu."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

from harness import Harness
from test_scorepad_history_again import enter_totals
from test_scorepad_scene import NAMES, open_pad, press, start_pad, type_into

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.history_json import dumps, pack
from kozel_gui.history_schema import SCHEMA_VERSION, migrate
from kozel_gui.i18n import Gender, tr
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scorepad.entry_page import EntryPage
from kozel_gui.scorepad.list_page import ListPage
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.setup_page import SetupPage
from kozel_gui.scorepad.store import PLAYERS_FILE, PadStore
from kozel_gui.storage import DataDir
from rules import find_preset


def _household(tmp: Path, current: str = "Аня") -> DataDir:
    data = DataDir(tmp)
    Profiles().added("Аня", Gender.FEMALE).added("Боря", Gender.MALE).selected(current).save(data)
    return data


def _as(h: Harness, name: str) -> None:
    Profiles.load(h.app.data).selected(name).save(h.app.data)
    h.app.reset_to(MenuScene(h.app))
    h.frames(3)


def test_a_pad_begun_as_one_profile_is_finished_and_seen_as_another(tmp_path: Path) -> None:
    _household(tmp_path, "Аня")
    h = Harness(tmp_path, "--lang", "ru")
    try:
        h.frames(3)
        scene = start_pad(h)  # Аня begins it
        pad_id = scene.page.pad.id  # type: ignore[union-attr]
        enter_totals(h, [0, 20, 15, 14])  # and writes its first round: a game now
        _as(h, "Боря")
        page = open_pad(h).page
        assert isinstance(page, ListPage) and [p.id for p in page.pads] == [pad_id]
        h.click(h.buttons()[0].rect.center)  # the pad's line opens its sheet
        press(h, "Записать кон")
        press(h, NAMES[0])
        press(h, "Сумма очков")
        entry = h.top.page  # type: ignore[attr-defined]
        assert isinstance(entry, EntryPage)
        for seat, value in ((1, "90"), (2, "140"), (3, "5")):
            type_into(h, entry.fields[seat], value)
        press(h, "Записать")
        for name in ("Аня", "Боря"):
            _as(h, name)
            h.press(tr("menu.history"))
            history = h.top
            assert isinstance(history, HistoryScene)
            assert [(r.scorepad, r.scores) for r in history.rows] == [(True, (0, 110, 155, 19))]
    finally:
        h.close()
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as stored:
        assert stored.count() == 1 and stored.facts("Аня") == stored.facts("Боря") == []


def test_any_profile_deletes_a_pad_and_the_old_keepers_pads_are_everyones(
        tmp_path: Path) -> None:
    data = _household(tmp_path)
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="p")
    pad.keeper = "Аня"  # as a version that kept pads per profile wrote it
    pad.record(RoundFacts("out", 0, points=[0, 20, 15, 14]))
    assert PadStore(data).save(pad)
    assert [p.id for p in PadStore(data).all()] == ["p"]
    Profiles.load(data).removed("Аня").save(data)
    assert [p.id for p in PadStore(data).all()] == ["p"]  # her profile went, the pad stayed
    assert PadStore(data).delete("p") and PadStore(data).all() == []


def test_the_profiles_old_last_tables_join_into_the_devices(tmp_path: Path) -> None:
    data = _household(tmp_path, "Боря")
    older = {"format": 1, "by_rules": {"kozel": {"names": ["Аня", "Лёша"], "teams": False},
                                       "classic": {"names": ["Коля", "Оля"], "teams": False}}}
    newer = {"format": 1, "by_rules": {"kozel": {"names": ["Дед", "Баба", "Внучка"],
                                                 "teams": False}}}
    data.save("scorepad_players-anya.json", older)
    data.save("scorepad_players-borya.json", newer)
    os.utime(data.path("scorepad_players-anya.json"), ns=(1, 1))  # written first
    h = Harness(tmp_path, "--lang", "ru")
    try:
        h.frames(3)
        page = open_pad(h).page
        assert isinstance(page, SetupPage)
        assert [e.get_text() for e in page.entries][:page.players] == ["Дед", "Баба", "Внучка"]
    finally:
        h.close()
    merged = json.loads(data.path(PLAYERS_FILE).read_text(encoding="utf-8"))
    assert merged["by_rules"] == {"kozel": newer["by_rules"]["kozel"],
                                  "classic": older["by_rules"]["classic"]}
    assert not list(tmp_path.glob("scorepad_players-*.json"))


def test_an_old_pads_rows_per_profile_become_one_row_under_none(tmp_path: Path) -> None:
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="p")
    pad.record(RoundFacts("out", 0, points=[0, 90, 140, 5]))
    setup = dumps({"rules": {"name": "kozel"}, "seats": [{"name": n, "human": True}
                                                        for n in NAMES], "scorepad": True})
    match = pack({"sheet": pad.sheet.to_json()})
    path = tmp_path / HISTORY_FILE
    db = sqlite3.connect(path)
    assert migrate(db, upto=2) == 2
    for profile, seat, result in (("Дедушка", None, ""), ("Вера", 2, "goat")):
        db.execute("INSERT INTO matches (played_at, variant, players, result, goat, scores, "
                   "profile, profile_seat, setup, match) VALUES (?,?,?,?,?,?,?,?,?,?)",
                   ("2026-01-01T10:00:00", "kozel", dumps(NAMES), result, 2,
                    "[0,90,140,0]", profile, seat, setup, match))
    db.commit()
    db.close()
    with History.open(path) as history:
        assert history.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        rows = history.list_matches()
        assert [(r.profile, r.profile_seat, r.scorepad, r.scores) for r in rows] == [
            (None, None, True, (0, 90, 140, 0))]
        assert [r.id for r in history.list_matches(profile="Боря", pads=True)] == [rows[0].id]
        assert history.facts("Вера") == []
