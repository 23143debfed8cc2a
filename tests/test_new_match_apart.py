"""«Играть» replaces only saves of a table the current profile sits at (P28: a fifth profile,
pressing «Играть» with the four friends' set-up, was asked and could wipe their match).

When the current profile sits at none of the set-up's seats and the people there have a
match going, that match stays theirs (each of them is still offered it) and the new match
is the current profile's own, at the first person's seat with the computer in the others;
the menu says so before it starts.  Driven from the menu through the real App loop."""

from __future__ import annotations

import json
from pathlib import Path

from harness import Harness

from kozel_gui.i18n import Gender, ntr, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.saves import table_file
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene, over_saved
from kozel_gui.scenes.table import TableScene
from kozel_gui.session import Session
from kozel_gui.storage import DataDir
from rules import Match, find_preset

KOZEL = find_preset("kozel")
FRIENDS = ("Аня", "Боря", "Вера", "Гена")
FOUR = MatchSetup(KOZEL, (SeatSetup("Аня", human=True, gender=Gender.FEMALE),
                          SeatSetup("Боря", human=True, gender=Gender.MALE),
                          SeatSetup("Вера", human=True, gender=Gender.FEMALE),
                          SeatSetup("Гена", human=True, gender=Gender.MALE)), 11)


def _as(h: Harness, name: str) -> None:
    """``name`` sits down at the computer: the menu as that profile sees it."""
    Profiles.load(h.app.data).selected(name).save(h.app.data)
    h.app.reset_to(MenuScene(h.app))
    h.frames(3)
    assert isinstance(h.top, MenuScene)


def _started(h: Harness, setup: MatchSetup) -> Match:
    """A match of ``setup`` started and left (saved as its people's)."""
    session = Session(h.app, setup)
    session.written()
    session.close()
    return session.match


def _four_and_petya(tmp: Path) -> tuple[Harness, Match, bytes]:
    """The four friends' match saved, their set-up the next match's; Петя, a fifth, comes."""
    Profiles().added("Тестер").added("Петя", Gender.MALE).save(DataDir(tmp))
    h = Harness(tmp, "--speed", "0")
    match = _started(h, FOUR)
    h.app.set_setup(FOUR)
    _as(h, "Петя")
    return h, match, (tmp / table_file(FRIENDS)).read_bytes()


def _saved_seed(tmp: Path, name: str) -> int:
    """The seed of the match saved as ``name``'s own (each new match has its own)."""
    data = json.loads((tmp / table_file([name])).read_text(encoding="utf-8"))
    return int(MatchSetup.from_json(data["setup"]).seed)


def _play_and_confirm(h: Harness, question: str) -> TableScene:
    h.press(tr("menu.play"))
    confirm = h.top
    assert isinstance(confirm, ConfirmScene), "«Играть» says what it will do first"
    assert confirm.question == question, confirm.question
    h.press(tr("menu.new_match"))
    h.until(lambda: isinstance(h.top, TableScene), what="the table")
    table = h.top
    assert isinstance(table, TableScene)
    return table


def test_a_fifth_profile_plays_its_own_and_the_four_keep_theirs(tmp_path: Path) -> None:
    h, match, saved = _four_and_petya(tmp_path)
    try:
        assert tr("menu.continue") not in [b.text for b in h.buttons()], "Петя sits nowhere"
        question = ntr("menu.new_apart", 1, names="Аня, Боря, Вера и Гена", seat=1)
        table = _play_and_confirm(h, question)
        seats = table.session.setup.seats
        assert (seats[0].name, seats[0].human) == ("Петя", True), "Петя plays, at seat 1"
        assert not any(s.human for s in seats[1:]), "the computer plays the others"
        assert not {s.name for s in seats[1:]} & set(FRIENDS), "nobody plays as a friend"
        assert table.session.people == ("Петя",)
        table.session.written()
        assert (tmp_path / table_file(FRIENDS)).read_bytes() == saved, "their save untouched"
        assert (tmp_path / table_file(["Петя"])).exists(), "Петя's own match is saved"
        assert h.app.setup == FOUR, "the friends' set-up stays for them"
        assert Profiles.load(h.app.data).current == "Петя"
        for name in FRIENDS:  # each of them is still offered their match
            _as(h, name)
            h.press(tr("menu.continue"))
            assert isinstance(h.top, TableScene), name
            assert h.top.session.match == match
            assert [s.name for s in h.top.session.setup.seats] == list(FRIENDS)
    finally:
        h.close()


def test_a_fifth_profiles_own_save_is_the_one_it_replaces(tmp_path: Path) -> None:
    h, _match, saved = _four_and_petya(tmp_path)
    try:
        alone = MatchSetup(KOZEL, (SeatSetup("Петя", human=True, gender=Gender.MALE),
                                   SeatSetup("Михалыч"), SeatSetup("Зина"), SeatSetup("Коля")))
        _started(h, alone)
        old_seed = _saved_seed(tmp_path, "Петя")
        _as(h, "Петя")
        assert tr("menu.continue") in [b.text for b in h.buttons()]
        question = ntr("menu.new_apart_lost", 1, names="Аня, Боря, Вера и Гена", seat=1)
        table = _play_and_confirm(h, question)
        table.session.written()
        assert (tmp_path / table_file(FRIENDS)).read_bytes() == saved, "their save untouched"
        assert _saved_seed(tmp_path, "Петя") == table.session.seed != old_seed, \
            "Петя's one save is the new match"
        h.app.reset_to(MenuScene(h.app))
        h.frames(3)
        h.press(tr("menu.continue"))
        assert isinstance(h.top, TableScene)
        assert h.top.session.seed == table.session.seed
    finally:
        h.close()


def test_cancel_leaves_everything_as_it_was(tmp_path: Path) -> None:
    h, _match, saved = _four_and_petya(tmp_path)
    try:
        h.press(tr("menu.play"))
        assert isinstance(h.top, ConfirmScene)
        h.press(tr("common.cancel"))
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        assert (tmp_path / table_file(FRIENDS)).read_bytes() == saved
        assert not (tmp_path / table_file(["Петя"])).exists()
    finally:
        h.close()


def test_one_of_the_four_still_starts_their_new_match_after_asking(tmp_path: Path) -> None:
    h, _match, _saved = _four_and_petya(tmp_path)
    try:
        _as(h, "Вера")
        table = _play_and_confirm(h, over_saved([FRIENDS], "Вера", "Козёл", ["Козёл"]))
        assert [s.name for s in table.session.setup.seats] == list(FRIENDS)
        assert all(s.human for s in table.session.setup.seats)
        assert table.session.people == FRIENDS
        assert table.session.autosave_name == table_file(FRIENDS), "their one save"
    finally:
        h.close()


def test_with_no_match_going_the_set_up_people_play_whoever_is_current(tmp_path: Path
                                                                        ) -> None:
    """Friends switch profiles to look at their statistics: with nothing to lose, «Играть»
    starts their table as they set it up (the first of them becomes current)."""
    Profiles().added("Тестер").added("Петя", Gender.MALE).save(DataDir(tmp_path))
    h = Harness(tmp_path, "--speed", "0")
    try:
        h.app.set_setup(FOUR)
        _as(h, "Петя")
        h.press(tr("menu.play"))
        h.until(lambda: isinstance(h.top, TableScene), what="the table, with no question")
        assert [s.name for s in h.top.session.setup.seats] == list(FRIENDS)
        assert Profiles.load(h.app.data).current == "Аня"
    finally:
        h.close()
