"""Hot-seat: each person at the computer plays for a profile of their own, so the saved
match, the history and the statistics are each person's."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from harness import Harness

from kozel_gui.history import HISTORY_FILE, History, record_finished_match
from kozel_gui.i18n import Gender, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.people import seat_profiles, with_profiles
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.session import Session
from kozel_gui.stats import profile_stats
from kozel_gui.storage import DataDir
from rules import Match, find_preset, play_match
from rules.bots import find_bot

KOZEL = find_preset("kozel")


def _two(tmp: Path) -> tuple[DataDir, MatchSetup]:
    data = DataDir(tmp)
    Profiles().added("Аня", Gender.FEMALE).added("Тестер").save(data)  # Тестер is current
    setup = MatchSetup(KOZEL, (SeatSetup("Аня", human=True), SeatSetup("Зина"),
                               SeatSetup("Боря", human=True, gender=Gender.MALE),
                               SeatSetup("Михалыч")), 5)
    return data, setup


def test_a_new_name_becomes_a_profile_and_a_known_one_brings_its_gender(tmp_path: Path) -> None:
    data, setup = _two(tmp_path)
    ready = with_profiles(data, setup)
    profiles = Profiles.load(data)
    assert profiles.names == ("Аня", "Тестер", "Боря")
    assert profiles.current == "Аня", "Тестер sits nowhere: the first person's profile plays"
    assert profiles.find("Боря").gender is Gender.MALE
    assert ready.seats[0].gender is Gender.FEMALE
    assert seat_profiles(ready, profiles) == {0: "Аня", 2: "Боря"}
    alone = MatchSetup(KOZEL, (SeatSetup("Вы", human=True), SeatSetup("Зина")))
    assert seat_profiles(alone, profiles) == {0: "Аня"}, "one person: the current profile"
    assert with_profiles(data, alone).seats[0].name == "Аня", "«Вы» is the current profile"


def test_a_hot_seat_match_goes_to_each_persons_history_and_statistics(tmp_path: Path) -> None:
    harness = Harness(tmp_path)
    data, setup = _two(tmp_path)
    session = Session(harness.app, setup)  # a new match of two people: their profiles exist
    played = play_match(Match.start(KOZEL, 4, 5), [find_bot("heaviest")] * 4, random.Random(5))
    first = record_finished_match(harness.app, session.setup, played)
    assert first is not None
    with History.open(data.path(HISTORY_FILE)) as history:
        rows = {r.profile: r for r in history.list_matches()}
        assert set(rows) == {"Аня", "Боря"}
        assert (rows["Аня"].profile_seat, rows["Боря"].profile_seat) == (0, 2)
        for name, seat in (("Аня", 0), ("Боря", 2)):
            stats = profile_stats(history.facts(name))
            assert stats.matches == 1
            assert stats.rating == played.rating()[seat], f"{name}: rated as their own seat"
        assert history.count("Тестер") == 0
    session.close()
    harness.close()


def test_the_players_page_lets_a_person_pick_a_profile(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    Profiles.load(h.app.data).added("Аня", Gender.FEMALE).selected("Тестер").save(h.app.data)
    h.app.push(SettingsScene(h.app, tab="players"))
    h.frames(3)
    page = h.top.page  # type: ignore[attr-defined]
    h.top.focus.focus("row:human2")  # as Tab would: the row scrolls into view
    h.key(pygame.K_RETURN)  # seat 3: a person now
    h.until(lambda: h.app.setup.seats[2].human, what="seat 3 a person's")
    h.top.focus.focus("row:profile2")
    assert h.focused_text() == tr("settings.profile.new")
    for _ in range(3):  # step through the profiles to Аня
        if h.app.setup.seats[2].name == "Аня":
            break
        h.key(pygame.K_RETURN)
    seat = h.app.setup.seats[2]
    assert (seat.name, seat.gender, seat.human) == ("Аня", Gender.FEMALE, True)
    assert page.form.rows["name2"].control.entry.get_text() == "Аня"
    assert not page.form.rows["profile1"].control.middle.is_enabled, "a bot has no profile"
    assert h.focused_text() == "Аня"
    h.close()


def test_a_bot_seat_made_a_persons_keeps_its_gender_on_the_page(tmp_path: Path) -> None:
    """Issue 13 (playtest): «Петрович» made a person's showed «не сказано», yet the cover
    then said «Передайте ему мышь».  The seat keeps the gender it had as a bot."""
    h = Harness(tmp_path)
    h.app.push(SettingsScene(h.app, tab="players"))
    h.frames(3)
    page = h.top.page  # type: ignore[attr-defined]
    assert h.app.setup.seats[2].name == "Петрович" and not h.app.setup.seats[2].human
    assert page.form.rows["gender2"].control.middle.text == tr("profile.he")
    h.top.focus.focus("row:human2")
    h.key(pygame.K_RETURN)
    h.until(lambda: h.app.setup.seats[2].human, what="seat 3 a person's")
    assert h.app.setup.seats[2].gender is Gender.MALE
    assert page.form.rows["gender2"].control.middle.text == tr("profile.he")
    h.close()


def test_a_person_whose_gender_is_not_said_is_passed_the_mouse_without_a_pronoun(
        tmp_path: Path) -> None:
    """A person at a stock name («Петрович») with «не сказано»: the profile made for them
    and the cover guess nothing from the name («Ходит Петрович», «Передайте мышь»)."""
    from table_kit import play_first

    from kozel_gui.scenes.table import TableScene

    h = Harness(tmp_path, "--speed", "0")
    try:
        setup = MatchSetup(KOZEL, (SeatSetup("Аня", human=True, gender=Gender.FEMALE),
                                   SeatSetup("Петрович", human=True), SeatSetup("Зина")), 5)
        h.app.reset_to(TableScene(h.app, setup))
        h.frames(2)
        table = h.top
        assert isinstance(table, TableScene)
        assert table.session.setup.seats[1].gender is None
        assert Profiles.load(h.app.data).find("Петрович").gender is None
        for _ in range(4000):
            cover = table.view().cover
            if cover is not None and cover.seat == 1:
                break
            if cover is not None:
                h.until(lambda: table.view().cover is not None
                        and table.view().cover.go is not None, what="the cover")
                h.key(pygame.K_RETURN, frames=2)
            elif table.model.can_act():
                play_first(h, table)
            else:
                h.frames(1)
        assert cover is not None and cover.seat == 1
        assert (cover.turn, cover.pass_on) == ("Ходит Петрович", "Передайте мышь")
    finally:
        h.close()
