"""The names a new score pad starts with are its keeper's (P28: one household, the last
table's names of every profile shared one ``scorepad_players.json``).

Each profile's pads start with the players of its own last pad of the same rules; the old
shared file goes, every name in it, to the first profile that opens the score pad.
Through the real App loop, the score pad opened from the main menu as each profile."""

from __future__ import annotations

import json
from pathlib import Path

from harness import Harness
from test_scorepad_keeper import _as, _household
from test_scorepad_scene import open_pad, press, type_into

from kozel_gui.i18n import tr
from kozel_gui.scenes.scorepad import ScorePadScene
from kozel_gui.scorepad.setup_page import SetupPage
from kozel_gui.scorepad.store import PLAYERS_FILE, players_file

OLD = {"format": 1, "by_rules": {"kozel": {"names": ["Дед", "Баба", "Внучка", "Жучка"],
                                           "teams": False},
                                 "classic": {"names": ["Коля", "Оля"], "teams": False}}}


def _names_offered(h: Harness) -> list[str]:
    """The name boxes of a new «Козёл» pad as the current profile opens the score pad."""
    page = open_pad(h).page
    assert isinstance(page, SetupPage)
    assert page.rules_base.name == "kozel"
    return [e.get_text() for e in page.entries][:page.players]


def _start_with(h: Harness, names: list[str]) -> None:
    """A pad begun with ``names`` (the score pad opened from the menu unless it is open)."""
    page = (h.top if isinstance(h.top, ScorePadScene) else open_pad(h)).page
    assert isinstance(page, SetupPage)
    for entry, name in zip(page.entries, names, strict=True):
        type_into(h, entry, name, clear=True)
    press(h, tr("scorepad.start"))


def test_each_profiles_new_pad_starts_with_its_own_last_table(tmp_path: Path) -> None:
    data = _household(tmp_path, "Аня")
    h = Harness(tmp_path, "--lang", "ru")
    try:
        h.frames(3)
        _start_with(h, ["Аня", "Боря", "Вера", "Гена"])
        _as(h, "Боря")
        assert _names_offered(h) == ["", "", "", ""], "Аня's table is not Боря's"
        _start_with(h, ["Боря", "Дима", "Ефим", "Жора"])
        _as(h, "Аня")
        open_pad(h)  # her list of pads
        press(h, tr("scorepad.new"))
        page = h.top.page  # type: ignore[attr-defined]
        assert [e.get_text() for e in page.entries] == ["Аня", "Боря", "Вера", "Гена"]
        assert not data.path(PLAYERS_FILE).exists(), "nothing shared any more"
        assert data.path(players_file("Аня")).exists() and data.path(players_file("Боря")).exists()
    finally:
        h.close()


def test_the_old_shared_names_go_to_the_first_profile_whole(tmp_path: Path) -> None:
    data = _household(tmp_path, "Боря")
    data.save(PLAYERS_FILE, OLD)
    h = Harness(tmp_path, "--lang", "ru")
    try:
        h.frames(3)
        assert _names_offered(h) == ["Дед", "Баба", "Внучка", "Жучка"]
        assert not data.path(PLAYERS_FILE).exists()
        mine = json.loads(data.path(players_file("Боря")).read_text(encoding="utf-8"))
        assert mine == OLD, "every table of the old file, every name in it"
        _as(h, "Аня")
        assert _names_offered(h) == ["", "", "", ""], "the old file went to Боря only"
    finally:
        h.close()


def test_the_old_names_join_a_profiles_own_without_replacing_them(tmp_path: Path) -> None:
    data = _household(tmp_path, "Аня")
    own = {"format": 1, "by_rules": {"kozel": {"names": ["Аня", "Лёша"], "teams": False}}}
    data.save(players_file("Аня"), own)
    data.save(PLAYERS_FILE, OLD)  # written by an older version after Аня's own
    h = Harness(tmp_path, "--lang", "ru")
    try:
        h.frames(3)
        assert _names_offered(h) == ["Аня", "Лёша"], "her own table stays hers"
        mine = json.loads(data.path(players_file("Аня")).read_text(encoding="utf-8"))
        assert mine["by_rules"] == {**OLD["by_rules"], **own["by_rules"]}, "none lost"
        assert not data.path(PLAYERS_FILE).exists()
    finally:
        h.close()
