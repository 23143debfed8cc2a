"""The menu's «Впервые играете в Козла?» is offered only while it makes sense: the
tutorial never opened and the current profile with no match played to its end (P28: it
stayed after a whole match)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import harness_for
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import tr
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.storage import DataDir


def _offered(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> bool:
    """Whether a fresh start's menu draws the offer."""
    with harness_for(tmp_path) as h:
        assert isinstance(h.top, MenuScene)
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert (tr("tutorial.offer") in seen) is h.top.new_to_the_game
        return h.top.new_to_the_game


def _played(tmp_path: Path, name: str, **setup: object) -> None:
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        stored = setup_json(name=name)
        stored.update(setup)
        history.add_match(stored, stored_json(3), name)


def test_a_new_player_is_offered_the_tutorial(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    assert _offered(tmp_path, monkeypatch)


def test_after_a_finished_match_it_is_no_longer_offered(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    _played(tmp_path, "Тестер")
    Profiles().added("Тестер").save(DataDir(tmp_path))
    assert not _offered(tmp_path, monkeypatch)


def test_another_profiles_match_or_a_score_pad_does_not_count(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _played(tmp_path, "Аня")
    _played(tmp_path, "Тестер", scorepad=True)  # typed into the score pad, not played here
    Profiles().added("Аня").added("Тестер").save(DataDir(tmp_path))
    data = DataDir(tmp_path)
    assert Profiles.load(data).current == "Тестер"
    assert _offered(tmp_path, monkeypatch)


def test_the_menu_reads_the_history_without_touching_a_bad_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bad = b"not a database at all" * 100
    (tmp_path / HISTORY_FILE).write_bytes(bad)
    assert _offered(tmp_path, monkeypatch)  # nothing readable: no match played
    assert (tmp_path / HISTORY_FILE).read_bytes() == bad  # set aside only where it is told
    assert not list(tmp_path.glob("*corrupt*"))


def test_a_button_gone_to_before_the_save_is_read_keeps_the_focus(tmp_path: Path) -> None:
    """On a slow machine the pointer (or a key) reached «Открыть стол» before the menu had
    read the save and the history; the offer then reset the focus to «Научиться играть»,
    and Enter opened the tutorial (CI: the e2e network test's host played a guided deal)."""
    from kozel_gui.scenes.net_open import OpenTableScene

    with harness_for(tmp_path) as h:
        menu = h.top
        assert isinstance(menu, MenuScene) and menu.new_to_the_game
        assert h.focused_text() == tr("menu.learn")
        # As at the window's first frame: nothing read yet, so nothing offered
        menu._looked_for_save, menu.new_to_the_game = False, False
        menu.resize(h.app.size)
        menu.focus.reset()
        h.move(h.button(tr("menu.host")).rect.center, frames=0)
        h.frames(3)  # the first of them reads, finds the offer and rebuilds the menu
        assert menu.new_to_the_game
        assert h.focused_text() == tr("menu.host")
        h.key(pygame.K_RETURN, frames=4)
        assert isinstance(h.top, OpenTableScene)


def test_a_network_match_however_it_ended_counts_as_played(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13 (playtest V): a guest back from a network match its host closed (stored
    unfinished) was offered «Впервые играете в Козла?» with the focus on «Научиться
    играть».  A network match played counts; a local match left unfinished still does
    not."""
    from rules import Match, find_preset

    profile = "Тестер"
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        local = setup_json(name="Tom")
        history.add_match(local, Match.start(find_preset("kozel"), 4, 1).to_json(), profile)
    assert _offered(tmp_path, monkeypatch)  # (a local match left: no sign)
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        stored = setup_json(name="Tom")
        stored["network"] = {"seat": 0, "people": [0, 1], "address": "192.0.2.2:8765"}
        history.add_match(stored, Match.start(find_preset("kozel"), 4, 1).to_json(), profile)
        assert {r.result for r in history.list_matches()} <= {"unfinished", ""}  # not decided
    Profiles().added(profile).save(DataDir(tmp_path))
    assert not _offered(tmp_path, monkeypatch)
    with harness_for(tmp_path) as h:
        assert h.focused_text() != tr("menu.learn")
