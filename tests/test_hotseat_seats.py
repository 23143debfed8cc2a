"""Hot-seat seats as the players page sets them up: each person's profile and how the table
speaks of them, a profile at most once at a table, every person's seat a profile of its own.

Driven through the real App loop with events: the players page by keys, the match started
with «Играть» in the menu."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness
from table_kit import play_first

from kozel_gui.history import HISTORY_FILE, History, record_finished_match
from kozel_gui.i18n import Gender, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.stats import profile_stats
from kozel_gui.table.board import Board
from kozel_gui.table.motion import board_tiles
from kozel_gui.table.presence import since_turn, since_words
from rules import Match, find_preset, play_match
from rules.bots import find_bot

KOZEL = find_preset("kozel")


def _page(h: Harness) -> object:
    h.app.push(SettingsScene(h.app, tab="players"))
    h.frames(3)
    return h.top.page  # type: ignore[attr-defined]


def _step_to(h: Harness, row: str, ready: object, key: int = pygame.K_RETURN) -> None:
    """Press ``key`` on ``row`` until ``ready()`` (at most a round of its choices)."""
    h.top.focus.focus(f"row:{row}")
    for _ in range(6):
        if ready():  # type: ignore[operator]
            return
        h.key(key)
    assert ready(), f"{row}: never reached"  # type: ignore[operator]


def _type_name(h: Harness, seat: int, text: str) -> None:
    h.top.focus.focus(f"row:name{seat}")
    h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    h.key(pygame.K_BACKSPACE)
    h.type(text, frames=3)


def _play(h: Harness) -> TableScene:
    """Back to the menu and «Играть»: the table of the match set up."""
    h.key(pygame.K_ESCAPE)
    h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
    h.press(tr("menu.play"))
    h.until(lambda: isinstance(h.top, TableScene), what="the table")
    table = h.top
    assert isinstance(table, TableScene)
    return table


def test_back_to_new_profile_drops_its_gender_and_a_new_one_has_he_or_she(tmp_path: Path
                                                                           ) -> None:
    h = Harness(tmp_path)
    Profiles.load(h.app.data).added("Зина", Gender.FEMALE).selected("Тестер").save(h.app.data)
    page = _page(h)
    _step_to(h, "human2", lambda: h.app.setup.seats[2].human)
    _step_to(h, "profile2", lambda: h.app.setup.seats[2].name == "Зина")
    assert h.app.setup.seats[2].gender is Gender.FEMALE
    gender = page.form.rows["gender2"].control  # type: ignore[attr-defined]
    assert gender.middle.is_enabled, "a person's gender is theirs to change here (P32)"
    _step_to(h, "profile2", lambda: h.app.setup.seats[2].name != "Зина")
    assert h.app.setup.seats[2].gender is None, "back to «новый»: Зина's gender goes with her"
    assert gender.middle.is_enabled and gender.middle.text == tr("settings.gender.none")
    _type_name(h, 2, "Petrovich")
    assert h.app.setup.seats[2].name == "Petrovich"
    table = _play(h)
    who = table.session.person(2)
    # The page said «не сказано»: a person's gender is never guessed from a stock name
    # (issue 13: the cover said «Передайте ему мышь» to a person the page said nothing of).
    assert (who.name, who.gender) == ("Петрович", None), who
    made = Profiles.load(h.app.data).find("Петрович")
    assert made.gender is None, "the new profile is spoken of as the page and the table do"
    h.close()


def test_a_new_profile_seat_says_she_by_keys(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    _page(h)
    _step_to(h, "human1", lambda: h.app.setup.seats[1].human)
    _type_name(h, 1, "Саша")
    _step_to(h, "gender1", lambda: h.app.setup.seats[1].gender is Gender.FEMALE)
    assert h.focused_text() == tr("profile.she")
    table = _play(h)
    assert table.session.gender(1) is Gender.FEMALE
    assert Profiles.load(h.app.data).find("Саша").gender is Gender.FEMALE
    h.close()


def _vova_and_galya(h: Harness) -> None:
    data = h.app.data
    Profiles.load(data).added("Вова", Gender.MALE).added("Галя", Gender.FEMALE).save(data)
    seats = (SeatSetup("Вова", human=True, gender=Gender.MALE), SeatSetup("Коля"),
             SeatSetup("Галя", human=True, gender=Gender.FEMALE), SeatSetup("Зина"))
    h.app.set_setup(MatchSetup(KOZEL, seats))


def test_seats_play_as_set_up_not_as_the_current_profile(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    _vova_and_galya(h)
    assert Profiles.load(h.app.data).current == "Галя"
    _page(h)
    table = _play(h)
    names = [table.session.name(s) for s in range(4)]
    assert names == ["Вова", "Коля", "Галя", "Зина"], names
    assert [s.name for s in table.session.setup.seats] == names
    assert Profiles.load(h.app.data).current == "Галя", "Галя is at the table: still current"
    h.close()


def test_a_profile_sits_once_the_page_skips_it_and_says_a_typed_twin(tmp_path: Path
                                                                      ) -> None:
    h = Harness(tmp_path)
    _vova_and_galya(h)
    page = _page(h)
    h.top.focus.focus("row:profile2")
    for _ in range(4):  # round the arrows: Вова, at seat 1, is never offered to seat 3
        h.key(pygame.K_LEFT)
        assert h.app.setup.seats[2].name != "Вова"
        assert h.app.setup.seats[0].name == "Вова", "Вова stays where he sits"
    _type_name(h, 2, "Вова")
    problem = page.form.rows["name2"].problem_text  # type: ignore[attr-defined]
    assert problem == tr("settings.name_twice", seat=1), "the page says the name is taken"
    h.close()


def test_every_person_gets_a_profile_even_with_a_stock_name(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    pairs = dataclasses.replace(KOZEL, teams=True)
    teams = MatchSetup(pairs, (SeatSetup("Вы", human=True), SeatSetup("Михалыч"),
                               SeatSetup("Зина", human=True), SeatSetup("Petrovich", human=True)))
    h.app.set_setup(teams)
    _page(h)
    table = _play(h)
    profiles = Profiles.load(h.app.data)
    assert set(profiles.names) == {"Тестер", "Зина", "Петрович"}, profiles.names
    assert profiles.current == "Тестер", "«Вы» is the current profile"
    from kozel_gui.people import seat_profiles

    assert seat_profiles(table.session.setup, profiles) == {0: "Тестер", 2: "Зина",
                                                            3: "Петрович"}
    played = play_match(Match.start(pairs, 4, 5), [find_bot("heaviest")] * 4, random.Random(5))
    assert record_finished_match(h.app, table.session.setup, played) is not None
    with History.open(h.app.data.path(HISTORY_FILE)) as history:
        for name in ("Тестер", "Зина", "Петрович"):
            assert profile_stats(history.facts(name)).matches == 1, name
    h.close()


def test_after_the_cover_the_moves_made_under_it_are_said_and_glow(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[tuple[int, int]] = []
    flying = Board.flying

    def spy(self: Board, surface: pygame.Surface, a: int, b: int, *args: Any, **kw: Any) -> None:
        drawn.append((a, b))
        flying(self, surface, a, b, *args, **kw)

    monkeypatch.setattr(Board, "flying", spy)
    turned = 0
    h = Harness(tmp_path, "--speed", "0")
    seats = (SeatSetup("Маша", human=True, gender=Gender.FEMALE),
             SeatSetup("Михалыч", bot="heaviest"),
             SeatSetup("Коля", human=True, gender=Gender.MALE),
             SeatSetup("Зина", bot="heaviest"))
    h.app.reset_to(TableScene(h.app, MatchSetup(KOZEL, seats, 3)))
    h.frames(2)
    table = h.top
    assert isinstance(table, TableScene)
    checked = 0
    for _ in range(3000):
        v = table.view()
        r = table.session.round
        if r.outcome() is not None or checked >= 2:
            break
        if v.cover is not None:
            seat = r.to_move
            steps = since_turn(r, seat)
            h.until(lambda: table.view().cover is not None and table.view().cover.go is not None,
                    what="the cover taking input")
            h.key(pygame.K_RETURN, frames=2)
            shown = table.view()
            assert shown.cover is None
            if r.ply and steps:
                said = since_words(r, seat, table.session.person)  # tests/test_hotseat_words
                assert shown.message == said, (shown.message, said)
                laid = {t for s in steps if s.move.is_placement for t in s.move.tiles}
                assert {p.tile for p, _, _ in shown.recent} == laid
                # they glow with their halves as they lie on the line, as the still layer
                # draws them (P35: a 6–1 laid on a six glowed as 1–6: the wrong open end)
                lies = {p.tile: (p.a, p.b) for p in board_tiles(table.session.round)}
                assert all((p.a, p.b) == lies[p.tile] for p, _, _ in shown.recent)
                drawn.clear()
                h.frames(1)
                for p, _, _ in shown.recent:
                    assert (p.a, p.b) in drawn, (p, drawn)
                    assert p.a == p.b or (p.b, p.a) not in drawn, (p, drawn)
                turned += any(p.a > p.b for p, _, _ in shown.recent)
                checked += bool(laid)
        elif table.model.can_act():
            play_first(h, table)
        else:
            h.frames(1)
    assert checked >= 2, "two covers lifted after bots laid tiles under them"
    assert turned, "a glowing tile laid high half first was seen"
    seat = table.session.round.to_move
    assert table.view().recent and table.model.can_act()
    h.wait(60)  # a minute on, nobody moved yet: the glow is over, the words too
    assert table.session.round.to_move == seat and table.view().recent == ()
    h.close()


def test_choosing_or_making_a_profile_moves_nobody_at_a_table_of_several(tmp_path: Path
                                                                         ) -> None:
    """Four friends look at each one's statistics in turn: who sits where stays theirs."""
    from kozel_gui.scenes.profile import ProfileScene

    h = Harness(tmp_path)
    _vova_and_galya(h)
    chosen = h.app.setup
    h.app.push(ProfileScene(h.app))
    h.frames(3)
    h.press("Вова")
    h.until(lambda: not isinstance(h.top, ProfileScene), what="back from the profiles")
    assert Profiles.load(h.app.data).current == "Вова"
    assert h.app.setup == chosen, "Вова stays at seat 1, Галя at seat 3"
    h.app.push(ProfileScene(h.app))
    h.frames(3)
    h.top.focus.focus("#profile_name")
    h.type("Ded", frames=3)
    h.press(tr("profile.create"))
    h.until(lambda: not isinstance(h.top, ProfileScene), what="back from the profiles")
    assert Profiles.load(h.app.data).current == "Ded"
    assert h.app.setup == chosen, "a new profile takes nobody's seat"
    table = _play(h)
    assert [table.session.name(s) for s in range(4)] == ["Вова", "Коля", "Галя", "Зина"]
    h.close()


def test_a_seat_that_names_a_profile_shows_the_profiles_gender(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    data = h.app.data
    Profiles.load(data).added("Зина", Gender.FEMALE).selected("Тестер").save(data)
    seats = (SeatSetup("Тестер", human=True), SeatSetup("Коля"), SeatSetup("Петя"),
             SeatSetup("Зина", human=True))  # kept from before she had a profile: no gender
    h.app.set_setup(MatchSetup(KOZEL, seats))
    page = _page(h)
    gender = page.form.rows["gender3"].control  # type: ignore[attr-defined]
    assert gender.value is Gender.FEMALE and gender.middle.text == tr("profile.she")
    assert gender.middle.is_enabled, "the profile's own gender, changed here (P32)"
    h.close()


def test_a_bot_made_a_person_keeps_the_name_it_was_shown_by(tmp_path: Path) -> None:
    """P33 (English): seat «Pete», made a person, became «Петрович» — the stock name it is
    stored under, shown as typed once a person sits there. It keeps the words shown."""
    h = Harness(tmp_path, "--lang", "en")
    try:
        _page(h)
        seat = next(i for i, s in enumerate(h.app.setup.seats) if not s.human)
        shown = h.top.page.form.rows[f"name{seat}"].control.value  # type: ignore[attr-defined]
        assert shown and all(ord(c) < 0x400 for c in shown), shown  # an English stock name
        _step_to(h, f"human{seat}", lambda: h.app.setup.seats[seat].human)
        assert h.app.setup.seats[seat].name == shown
        name_box = h.top.page.form.rows[f"name{seat}"].control  # type: ignore[attr-defined]
        assert name_box.value == shown
    finally:
        h.close()
