"""«Играть» over a saved match warns about the save it would replace, and only that one.

A new match replaces the saves its people sit in (``people.new_match_people``,
``saves.replaced_by``): at a hot-seat table where the current profile does not sit, the
current one's save is not among them; and it replaces only saves of a table the current
profile sits at (``saves.new_match``: another's match stays theirs, the current profile
plays its own).  Driven through the real App loop from the menu.
"""

from __future__ import annotations

from pathlib import Path

from harness import Harness

from kozel_gui.i18n import Gender, ntr, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.saves import save_file, saved_data
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.storage import DataDir
from rules import Match, find_preset

KOZEL = find_preset("kozel")
HOT_SEAT = MatchSetup(KOZEL, (SeatSetup("Аня", human=True, gender=Gender.FEMALE),
                              SeatSetup("Зина"),
                              SeatSetup("Боря", human=True, gender=Gender.MALE),
                              SeatSetup("Михалыч")), 5)
"""Two people, neither of them the current profile «Тестер»."""


def _profiles(tmp: Path, *saved: str) -> DataDir:
    """«Тестер» (current) and «Аня»; each of ``saved`` has a match in progress saved."""
    data = DataDir(tmp)
    profiles = Profiles().added("Аня", Gender.FEMALE).added("Тестер")
    profiles.save(data)
    for name in saved:
        setup = MatchSetup(KOZEL, (SeatSetup(name, human=True), *HOT_SEAT.seats[1:]), 3)
        path = save_file(profiles.find(name))
        data.path(path).parent.mkdir(parents=True, exist_ok=True)
        data.save(path, saved_data(setup, Match.start(KOZEL, 4, 3), False))
    return data


def _menu(tmp: Path) -> Harness:
    h = Harness(tmp, "--speed", "0")
    h.frames(3)  # the menu looks for the current profile's save
    assert isinstance(h.top, MenuScene)
    h.app.set_setup(HOT_SEAT)
    return h


def test_the_current_profiles_save_is_not_warned_about_when_another_plays(tmp_path: Path) -> None:
    data = _profiles(tmp_path, "Тестер")
    h = _menu(tmp_path)
    try:
        assert tr("menu.continue") in [b.text for b in h.buttons()]  # «Тестер»'s match
        h.press(tr("menu.play"))
        assert isinstance(h.top, TableScene), "no question: «Тестер»'s save is not replaced"
        assert Profiles.load(data).current == "Аня"  # the first person plays for her own
        assert data.path(save_file(Profiles.load(data).find("Тестер"))).exists()
    finally:
        h.close()


def test_anothers_save_is_kept_and_the_current_profile_plays_its_own(tmp_path: Path) -> None:
    data = _profiles(tmp_path, "Аня")
    h = _menu(tmp_path)
    try:
        assert tr("menu.continue") not in [b.text for b in h.buttons()]  # «Тестер» has none
        before = data.path(save_file(Profiles.load(data).find("Аня"))).read_text()
        h.press(tr("menu.play"))
        dialog = h.top
        assert isinstance(dialog, ConfirmScene)
        assert dialog.question == ntr("menu.new_apart", 1, names="Аня", seat=1)
        h.press(tr("common.cancel"))
        assert isinstance(h.top, MenuScene)
        assert Profiles.load(data).current == "Тестер"  # asking changed nobody
        h.press(tr("menu.play"))
        h.press(tr("menu.new_match"))
        assert isinstance(h.top, TableScene) and h.top.session.owner is not None
        assert h.top.session.owner.name == "Тестер", "the current profile plays its own"
        h.top.session.written()
        assert data.path(save_file(Profiles.load(data).find("Аня"))).read_text() == before
    finally:
        h.close()


def test_the_current_profiles_own_save_is_warned_about_in_its_own_words(tmp_path: Path) -> None:
    _profiles(tmp_path, "Тестер")
    h = _menu(tmp_path)
    try:
        h.app.set_setup(MatchSetup(KOZEL, (SeatSetup("Тестер", human=True), *HOT_SEAT.seats[1:]),
                                   5))
        h.press(tr("menu.play"))
        dialog = h.top
        assert isinstance(dialog, ConfirmScene) and dialog.question == "Начать «Козёл»? Сохранённая партия «Козёл» пропадёт."
    finally:
        h.close()
