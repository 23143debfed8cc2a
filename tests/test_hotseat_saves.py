"""One saved match a hot-seat table, offered to everyone who sits at it (P-playtest: four
friends at one computer found the match saved under whoever was «Сейчас играет»).

The save names who sits at it; the menu asks which saves the current profile sits in.
Driven through the real App loop from the menu where a person would see it.
"""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from harness import Harness

from kozel_gui.i18n import Gender, listing, set_language, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.saves import SAVES_DIR, load_saved, save_file, saved_data, table_file
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


def _saves(tmp: Path) -> list[str]:
    """The saves on disk; an autosave being written (``.NAME.….tmp``, renamed into place by
    ``storage``) is not one yet (a whole run caught one mid-write)."""
    return sorted(p.name for p in (tmp / SAVES_DIR).iterdir() if not p.name.startswith("."))


def _as(h: Harness, name: str) -> None:
    """``name`` sits down at the computer: the menu as that profile sees it."""
    Profiles.load(h.app.data).selected(name).save(h.app.data)
    h.app.reset_to(MenuScene(h.app))
    h.frames(3)  # the menu looks for the saves this profile sits in
    assert isinstance(h.top, MenuScene)


def _table(tmp: Path) -> tuple[Harness, Match]:
    """Аня's computer («Тестер» made first); the four friends' match started and left."""
    Profiles().added("Тестер").added("Аня", Gender.FEMALE).save(DataDir(tmp))
    h = Harness(tmp, "--speed", "0")
    session = Session(h.app, FOUR)
    session.written()
    session.close()
    return h, session.match


def test_every_person_at_the_table_is_offered_its_one_match_with_the_same_seats(
        tmp_path: Path) -> None:
    h, match = _table(tmp_path)
    try:
        assert _saves(tmp_path) == [Path(table_file(FRIENDS)).name], "one file, no copies"
        for name in FRIENDS:
            _as(h, name)
            h.press(tr("menu.continue"))
            assert isinstance(h.top, TableScene), name
            assert h.top.session.match == match
            assert [s.name for s in h.top.session.setup.seats] == list(FRIENDS)
            assert h.top.session.autosave_name == table_file(FRIENDS)
        _as(h, "Тестер")
        assert tr("menu.continue") not in [b.text for b in h.buttons()], "Тестер sits nowhere"
        assert _saves(tmp_path) == [Path(table_file(FRIENDS)).name]
    finally:
        h.close()


def test_a_new_match_of_the_same_people_asks_naming_them_and_keeps_one_save(
        tmp_path: Path) -> None:
    h, match = _table(tmp_path)
    try:
        _as(h, "Вера")
        h.app.set_setup(dataclasses.replace(FOUR, seed=12))
        h.press(tr("menu.play"))
        dialog = h.top
        assert isinstance(dialog, ConfirmScene)
        assert dialog.question == (
            "Начать «Козёл»? Сохранённая партия «Козёл» за столом, где сидят Аня, Боря, Вера и Гена, пропадёт.")
        h.press(tr("common.cancel"))
        assert load_saved(h.app, Profiles.load(h.app.data).find("Гена")) is not None
        h.press(tr("menu.play"))
        h.press(tr("menu.new_match"))
        assert isinstance(h.top, TableScene) and h.top.session.match != match
        h.top.session.written()
        assert _saves(tmp_path) == [Path(table_file(FRIENDS)).name], "no second match"
    finally:
        h.close()


def test_one_of_them_alone_replaces_the_table_for_all_after_asking(tmp_path: Path) -> None:
    h, _ = _table(tmp_path)
    try:
        _as(h, "Гена")
        h.app.set_setup(MatchSetup(KOZEL, (SeatSetup("Гена", human=True), *[
            SeatSetup(n) for n in ("Зина", "Петрович", "Михалыч")]), 3))
        h.press(tr("menu.play"))
        assert isinstance(h.top, ConfirmScene)
        assert h.top.question == (
            "Начать «Козёл»? Сохранённая партия «Козёл» за столом, где сидят Аня, Боря, Вера и Гена, пропадёт.")
        h.press(tr("menu.new_match"))
        assert isinstance(h.top, TableScene)
        h.top.session.written()
        gena = Profiles.load(h.app.data).find("Гена")
        assert _saves(tmp_path) == [Path(save_file(gena)).name]
        _as(h, "Аня")
        assert tr("menu.continue") not in [b.text for b in h.buttons()]
    finally:
        h.close()


def test_a_match_given_up_is_gone_for_everyone_at_the_table(tmp_path: Path) -> None:
    h, _ = _table(tmp_path)
    try:
        _as(h, "Боря")
        h.press(tr("menu.continue"))
        assert isinstance(h.top, TableScene)
        session = h.top.session
        assert session.can_give_up
        session.give_up(1)
        session.written()
        assert not (tmp_path / SAVES_DIR).exists() or _saves(tmp_path) == []
        profiles = Profiles.load(h.app.data)
        assert all(load_saved(h.app, profiles.find(n)) is None for n in FRIENDS)
    finally:
        h.close()


def test_an_old_hot_seat_save_under_one_name_moves_to_its_table_for_all(tmp_path: Path) -> None:
    data = DataDir(tmp_path)
    profiles = Profiles()
    for name in ("Тестер", *FRIENDS):
        profiles = profiles.added(name)
    profiles.selected("Боря").save(data)
    match = Match.start(KOZEL, 4, 11)
    old = save_file(profiles.find("Аня"))  # the version before tables: the current one's
    data.path(old).parent.mkdir(parents=True)
    data.save(old, saved_data(FOUR, match, False))  # no "people" in it
    h = Harness(tmp_path, "--speed", "0")
    try:
        h.frames(3)
        h.press(tr("menu.continue"))
        assert isinstance(h.top, TableScene) and h.top.session.match == match
        assert _saves(tmp_path) == [Path(table_file(FRIENDS)).name]
        moved = json.loads(data.path(table_file(FRIENDS)).read_text(encoding="utf-8"))
        assert moved["people"] == list(FRIENDS)
    finally:
        h.close()


def test_a_save_that_is_no_match_is_set_aside_with_a_message(tmp_path: Path) -> None:
    data = DataDir(tmp_path)
    Profiles().added("Аня").save(data)
    bad = save_file(Profiles.load(data).find("Аня"))
    data.path(bad).parent.mkdir(parents=True)
    data.path(bad).write_text('{"format": 1, "setup": 5, "match": []}', encoding="utf-8")
    h = Harness(tmp_path, "--speed", "0")
    try:
        h.frames(3)
        assert tr("menu.continue") not in [b.text for b in h.buttons()]
        assert [p.name for p in (tmp_path / SAVES_DIR).iterdir() if "corrupt" in p.name]
        assert not data.path(bad).exists()
        assert any(bad.split("/")[-1] in str(m) for m in h.app.messages.visible(h.app.now))
    finally:
        h.close()


def test_the_question_names_the_game_started_and_whose_saves_go() -> None:
    ask = "Начать «Классическое домино»?"
    assert over_saved([("Аня",)], "аня", "Классическое домино", ["Козёл"]) == (
        f"{ask} Сохранённая партия «Козёл» пропадёт.")
    assert over_saved([("Аня",)], "Боря", "Классическое домино", ["Козёл"]) == (
        f"{ask} Сохранённая партия «Козёл» профиля «Аня» пропадёт.")
    assert over_saved([("Аня", "Боря")], "Аня", "Классическое домино", ["Маггинс"]) == (
        f"{ask} Сохранённая партия «Маггинс» за столом, где сидят Аня и Боря, пропадёт.")
    assert over_saved([("Аня", "Боря"), ("Вера",)], None, "Классическое домино",
                      ["Козёл", "Маггинс"]) == (
        f"{ask} Пропадут сохранённые партии за столами, где сидят Аня и Боря («Козёл»); "
        "Вера («Маггинс»).")



@pytest.mark.parametrize(("lang", "names", "listed", "question"), [
    ("ru", ["Маша", "Лёша", "Коля"], ["Маша", "Маша и Лёша", "Маша, Лёша и Коля"],
     "Начать «Козёл»? Сохранённая партия «Козёл» за столом, где сидят Маша и Лёша, пропадёт."),
    ("uk", ["Маша", "Льоша", "Коля"], ["Маша", "Маша і Льоша", "Маша, Льоша і Коля"],
     "Почати «Козел»? Збережена партія «Козел» за столом, де сидять Маша і Льоша, зникне."),
    ("en", ["Masha", "Lyosha", "Kolya"], ["Masha", "Masha and Lyosha", "Masha, Lyosha and Kolya"],
     "Start “Kozel”? The saved “Kozel” match of the table where Masha and Lyosha sit will be "
     "lost."),
])
def test_names_are_listed_with_and_in_every_language(lang: str, names: list[str],
                                                     listed: list[str], question: str) -> None:
    """A playtest read «где сидят Маша, Лёша, пропадёт»: the last name joins with «и»."""
    set_language(lang)
    try:
        assert [listing(names[:n]) for n in (1, 2, 3)] == listed
        game = question.split("«")[1].split("»")[0] if lang != "en" else "Kozel"
        assert over_saved([tuple(names[:2])], None, game, [game]) == question
    finally:
        set_language("ru")
