"""Who sits at the table, for sentences about them: genders of profiles, seats, characters and
stock names; the one player at the screen is "you"; names follow the language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import make_app, press

from kozel_gui.i18n import Gender, Person, set_language, tr
from kozel_gui.i18n.names import name_gender, shown_name
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import PROFILES_FILE, Profiles
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.session import Session
from kozel_gui.storage import DataDir
from rules import BadData, find_preset


@pytest.fixture(autouse=True)
def _russian_after() -> object:
    yield
    set_language("ru")


def test_a_profile_file_from_before_genders_still_loads(tmp_path: Path) -> None:
    data = DataDir(tmp_path)
    old = {"format": 1, "current": "Аня", "profiles": [{"name": "Аня", "created": "2025-01-01"}]}
    data.path(PROFILES_FILE).write_text(json.dumps(old), encoding="utf-8")
    loaded = Profiles.load(data)
    assert loaded.find("Аня").gender is None and not data.messages
    loaded.with_gender("Аня", Gender.FEMALE).save(data)
    assert Profiles.load(data).find("Аня").person == Person("Аня", Gender.FEMALE)


def test_a_profile_with_an_unknown_gender_is_set_aside(tmp_path: Path) -> None:
    data = DataDir(tmp_path)
    bad = {"format": 1, "profiles": [{"name": "Аня", "created": "x", "gender": "robot"}]}
    data.path(PROFILES_FILE).write_text(json.dumps(bad), encoding="utf-8")
    assert Profiles.load(data) == Profiles()
    assert data.messages and any("corrupt" in p.name for p in tmp_path.iterdir())


def test_a_seat_keeps_its_gender_through_json() -> None:
    setup = MatchSetup(find_preset("kozel"), (SeatSetup("Аня", human=True, gender=Gender.FEMALE),
                                              SeatSetup("Зина")))
    back = MatchSetup.from_json(json.loads(json.dumps(setup.to_json())))
    assert back == setup and back.seats[0].gender is Gender.FEMALE and back.seats[1].gender is None
    old = setup.to_json()
    del old["seats"][0]["gender"]
    assert MatchSetup.from_json(old).seats[0].gender is None
    old["seats"][0]["gender"] = "robot"
    with pytest.raises(BadData, match="gender"):
        MatchSetup.from_json(old)


def test_stock_names_follow_the_language_and_have_genders() -> None:
    assert name_gender("Зина") is Gender.FEMALE and name_gender("Petrovich") is Gender.MALE
    assert name_gender("Вася") is None and name_gender("Вы") is None
    set_language("en")
    assert [shown_name(n) for n in ("Зина", "Дед Егор", "Вы", "Вася")] == [
        "Zoe", "Grandpa George", "You", "Вася"]
    set_language("uk")
    assert shown_name("Светка") == "Світланка"


def _table(tmp_path: Path, *seats: SeatSetup) -> Session:
    app = make_app(tmp_path)
    return Session(app, MatchSetup(find_preset("kozel"), seats, seed=3))


def test_each_seat_is_someone_with_a_gender_and_the_lone_player_is_you(tmp_path: Path) -> None:
    session = _table(tmp_path, SeatSetup("Аня", human=True, gender=Gender.FEMALE),
                     SeatSetup("Лиса", personality="fox"), SeatSetup("Зина"), SeatSetup("Вася"))
    people = [session.person(s) for s in range(4)]
    assert people == [Person.you("Аня", Gender.FEMALE), Person("Лиса Алиса", Gender.FEMALE),
                      Person("Зина", Gender.FEMALE), Person("Вася")]
    set_language("en")
    assert [session.name(s) for s in range(4)] == ["Аня", "Alice the Fox", "Zoe", "Вася"]


def test_people_taking_turns_are_spoken_of_by_name(tmp_path: Path) -> None:
    session = _table(tmp_path, SeatSetup("Аня", human=True, gender=Gender.FEMALE),
                     SeatSetup("Боря", human=True), SeatSetup("Михалыч"))
    assert session.person(0) == Person("Аня", Gender.FEMALE)
    assert session.person(1) == Person("Боря") and session.person(2).gender is Gender.MALE


def test_a_pair_is_spoken_of_around_its_names_or_as_you(tmp_path: Path) -> None:
    session = _table(tmp_path, SeatSetup("Аня", human=True), SeatSetup("Зина"),
                     SeatSetup("Петрович"), SeatSetup("Колян"))
    session = Session(session.app, MatchSetup(find_preset("kozel_2x2"), session.setup.seats))
    assert session.side_person(0).is_you and session.side_person(0).name == "Аня и Петрович"
    assert session.side_person(1) == Person("Зина и Колян", plural=True)  # «записали»


def test_the_profile_screen_asks_how_to_speak_of_the_player(tmp_path: Path) -> None:
    app = make_app(tmp_path, first_start=True)
    try:
        scene = app.stack.top
        assert isinstance(scene, ProfileScene)
        scene.entry.set_text("Маша")
        press(app, tr("profile.she"))
        press(app, tr("profile.sit_down"))  # the first screen's «Сесть за стол»
        profiles = Profiles.load(app.data)
        assert profiles.find("Маша").gender is Gender.FEMALE
        assert app.setup.seats[app.setup.humans[0]].gender is Gender.FEMALE
    finally:
        app.close()


def test_a_profiles_gender_can_be_changed_on_its_row(tmp_path: Path) -> None:
    Profiles().added("Тестер").save(DataDir(tmp_path))
    app = make_app(tmp_path)
    try:
        app.push(ProfileScene(app))
        app.frame()
        press(app, tr("profile.he"))  # the first «он» is the row of «Тестер»
        assert Profiles.load(app.data).find("Тестер").gender is Gender.MALE
        assert app.messages.history[-1] == "Так и запишем: «Тестер вышел»."
        assert isinstance(app.stack.top, ProfileScene), "changing it does not leave the screen"
    finally:
        app.close()
