"""Each profile its own: saved match, statistics and rating; a child's games apart from a grown-up's.

Played through the real app (``tests/harness.py``): a grandfather leaves a match, a new
profile «Маша» is not offered it and keeps one of her own, and the grandfather gets his
back as himself.  A kids' game leaves the grown-up's statistics as they were.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
from harness import Harness, harness_for
from test_history_support import setup_json, stored_json

from kozel_gui.history import HISTORY_FILE, History, record_finished_match
from kozel_gui.i18n import Gender, set_language, tr
from kozel_gui.kids.levels import level_setup
from kozel_gui.options import MatchSetup
from kozel_gui.profiles import AVATARS, ProfileKind, Profiles
from kozel_gui.protocol import variant_label
from kozel_gui.saves import LEGACY_AUTOSAVE, SAVES_DIR, save_file
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.scenes.stats import load_stats
from kozel_gui.storage import DataDir
from rules import Match


def _grandfather(data: Path) -> None:
    Profiles().added("Дедушка", Gender.MALE).save(DataDir(data))


def _leave_a_match(h: Harness) -> Any:
    """Play from the menu, wait for a move or two, go back to the menu; the table left."""
    h.press(tr("menu.play"))
    h.until(lambda: type(h.top).__name__ == "TableScene", what="the table")
    table = h.top
    h.wait(3)
    h.frames(30)
    h.key(pygame.K_ESCAPE)
    h.press(tr("pause.menu"))
    h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
    h.frames(3)
    return table


def _texts(h: Harness) -> list[str]:
    return [b.text for b in h.buttons()]


def _switch_to_new(h: Harness, name: str) -> None:
    h.press(tr("profile.current", name=Profiles.load(h.app.data).current))
    assert isinstance(h.top, ProfileScene)
    h.click(h.top.entry.rect.center)
    h.type(name)
    h.press(tr("profile.create"))
    h.until(lambda: isinstance(h.top, MenuScene), what="back on the menu")
    h.frames(3)


def test_two_profiles_keep_two_saved_matches(tmp_path: Path) -> None:
    set_language("ru")
    _grandfather(tmp_path)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        grandfathers = _leave_a_match(h).session.match
        assert tr("menu.continue") in _texts(h)
        _switch_to_new(h, "Маша")
        assert tr("menu.continue") not in _texts(h)  # not Grandfather's match
        h.press(tr("menu.play"))  # no question: Маша has no match to lose
        h.until(lambda: type(h.top).__name__ == "TableScene", what="Маша's table")
        assert h.top.session.setup.seats[0].name == "Маша"
        h.wait(3)
        h.frames(30)
        h.key(pygame.K_ESCAPE)
        h.press(tr("pause.menu"))
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        saves = sorted(p.name for p in (tmp_path / SAVES_DIR).iterdir())
        profiles = Profiles.load(DataDir(tmp_path))
        assert saves == sorted(Path(save_file(p)).name for p in profiles.profiles)
        h.press(tr("profile.current", name="Маша"))
        h.press("Дедушка")
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        h.frames(3)
        h.press(tr("menu.continue"))
        h.until(lambda: type(h.top).__name__ == "TableScene", what="Grandfather's table")
        resumed = h.top.session
        assert resumed.match == grandfathers
        assert resumed.setup.seats[0].name == "Дедушка"


def test_the_old_shared_saved_match_goes_to_the_profile_that_played_it(tmp_path: Path) -> None:
    store = DataDir(tmp_path)
    Profiles().added("Дедушка").added("Маша").save(store)  # Маша is current
    setup = MatchSetup.from_json(setup_json(2))
    setup = MatchSetup(setup.rules, (setup.seats[0].__class__("Дедушка", human=True),
                                     *setup.seats[1:]), 3)
    match = Match.start(setup.rules, 2, 3)
    (tmp_path / LEGACY_AUTOSAVE).write_text(json.dumps(
        {"format": 1, "setup": setup.to_json(), "match": match.to_json(), "practice": False}))
    with harness_for(tmp_path) as h:
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        h.frames(3)
        assert tr("menu.continue") not in _texts(h)  # Маша's menu
        assert not (tmp_path / LEGACY_AUTOSAVE).exists()
        grandfather = Profiles.load(store).find("Дедушка")
        assert (tmp_path / save_file(grandfather)).exists()


def test_a_kids_game_leaves_the_grown_ups_statistics_unchanged(tmp_path: Path) -> None:
    set_language("ru")
    store = DataDir(tmp_path)
    profiles = Profiles().added("Дедушка", Gender.MALE)
    profiles.save(store)
    with History.open(store.path(HISTORY_FILE)) as history:
        history.add_match(setup_json(2), stored_json(5, 2), "Дедушка")
    with harness_for(tmp_path) as h:
        before = load_stats(h.app, "Дедушка")
        assert before.matches == 1
        # The grandfather plays the kids' level himself: still not his statistics.
        for level in (2, 3):
            setup = level_setup(level, "Дедушка", {"bunny": "З", "bear": "М", "kitten": "К"}, 4)
            match = Match.start(setup.rules, setup.players, 4)
            while not match.finished:
                match = _play_out(match)
            assert record_finished_match(h.app, setup, match) is not None
        after = load_stats(h.app, "Дедушка")
        assert after == before
        with History.open(store.path(HISTORY_FILE)) as history:
            shown = {variant_label(r.variant) for r in history.list_matches()}
        assert "kids_level2" not in shown and "kids_level3" not in shown
        assert tr("kids.variant.kids_level2") in shown


def _play_out(match: Match) -> Match:
    """Play the current round to its end with the first legal move, then deal the next."""
    while match.round.outcome() is None:
        match = match.play(match.round.legal_moves()[0])
    return match.next_round() if not match.finished else match


def test_a_kids_game_of_a_child_goes_under_the_childs_name(tmp_path: Path) -> None:
    store = DataDir(tmp_path)
    Profiles().added("Мама", Gender.FEMALE).added(
        "Петя", Gender.MALE, kind=ProfileKind.CHILD, avatar=AVATARS[0]).save(store)
    assert Profiles.load(store).current == "Мама"  # a child made is not the one playing
    with harness_for(tmp_path) as h:
        setup = level_setup(2, "Петя", {"bunny": "З", "bear": "М", "kitten": "К"}, 4)
        match = Match.start(setup.rules, setup.players, 4)
        while not match.finished:
            match = _play_out(match)
        record_finished_match(h.app, setup, match)
    with History.open(store.path(HISTORY_FILE)) as history:
        assert [r.profile for r in history.list_matches()] == ["Петя"]
        assert history.count("Мама") == 0


def test_a_child_profile_reads_back_and_an_old_file_writes_out_unchanged(tmp_path: Path) -> None:
    old = {"format": 1, "current": "Аня", "profiles": [
        {"name": "Аня", "created": "2025-01-01T10:00:00", "gender": "female"}]}
    assert Profiles.from_json(old).to_json() == old
    kid = Profiles.from_json(old).added("Петя", kind=ProfileKind.CHILD, avatar=AVATARS[2])
    again = Profiles.from_json(kid.to_json())
    assert again == kid and again.find("Петя").is_child and again.current == "Аня"
    removed = kid.added("Боря").removed("Боря")
    assert removed.current == "Аня"  # never a child as the one playing
