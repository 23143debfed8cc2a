"""Issue 19, the players page as a family found it (ru 1024×600, en 1280×720), through the
real App loop: the «Команды 2×2» switch went down as the count's note came (a second click
missed it); a renamed bot's gender row stayed greyed; greyed controls said nothing of why,
and a click on one left the help box with the previous control's words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for
from test_hotseat_seats import _page, _play, _step_to, _type_name
from test_players_rename import OLD, _players_page, _row

from kozel_gui.app import SETUP_FILE
from kozel_gui.i18n import Gender, tr, tr_about
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.settings.form import LINE_H
from kozel_gui.settings.theme import spaced
from kozel_gui.storage import DataDir
from rules import find_preset

KOZEL = find_preset("kozel")
SIZES = [(1024, 600), (1280, 720)]


def _seats(h: Harness) -> None:
    seats = (SeatSetup("Вы", human=True), SeatSetup("Михалыч", bot="hard"),
             SeatSetup("Зина", bot="medium"), SeatSetup("Колян", bot="easy"))
    h.app.set_setup(MatchSetup(KOZEL, seats))


@pytest.mark.parametrize("size", SIZES)
def test_the_teams_switch_stays_where_it_is_as_the_counts_note_comes(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """The switch turned on says why the count is four under itself: it stays under the
    pointer (a second click lands on it), and with teams off no line is kept empty between
    the count and the switch (issue 19: the room kept for the note showed as a blank line)."""
    h = Harness(tmp_path)
    h.resize(size)
    _seats(h)
    page: Any = _page(h)
    count, teams = page.form.rows["count"], page.form.rows["teams"]
    switch = teams.control.button
    before = switch.rect.copy()
    assert not count.problems and not teams.problems, "no note yet: teams are off"
    assert teams.label.rect.top - count.label.rect.top == LINE_H, "no blank line between"
    h.click(before.center)
    assert h.app.setup.rules.teams
    page = h.top.page  # type: ignore[attr-defined]
    teams = page.form.rows["teams"]
    assert [p.text for p in teams.problems] == [tr("settings.na.teams_four")], \
        "the switch says why the count is four"
    assert not page.form.rows["count"].problems
    switch = teams.control.button
    assert switch.rect == before, "the switch moved under the pointer"
    h.click(before.center)  # the second click lands on it again
    assert not h.app.setup.rules.teams
    assert page.form.rows["teams"].control.button.rect == before
    assert not page.form.rows["teams"].problems
    h.close()


def test_a_renamed_bots_gender_is_chosen_saved_and_spoken_at_the_table(tmp_path: Path) -> None:
    """«Зина» renamed «Вася» stayed «вышла», its gender row greyed with no reason: a bot
    with a name of its own chooses «он» / «она»; a stock name's gender follows the name."""
    h = Harness(tmp_path)
    _seats(h)
    page: Any = _page(h)
    gender = page.form.rows["gender2"].control
    assert not gender.middle.is_enabled, "«Зина» is «она» by her stock name"
    _type_name(h, 2, "Вася")
    assert gender.middle.is_enabled, "a name of its own: «он» or «она» is a choice"
    assert gender.middle.text == tr("profile.she"), "kept from «Зина» until chosen"
    _step_to(h, "gender2", lambda: h.app.setup.seats[2].gender is Gender.MALE)
    assert gender.middle.text == tr("profile.he")
    kept = h.app.data.load(SETUP_FILE).data
    assert MatchSetup.from_json(kept).seats[2].gender is Gender.MALE, "saved with the seat"
    _type_name(h, 2, "Светка")  # a stock name again: hers, and no choice
    assert h.app.setup.seats[2].gender is Gender.FEMALE and not gender.middle.is_enabled
    _type_name(h, 2, "Вася")
    _step_to(h, "gender2", lambda: h.app.setup.seats[2].gender is Gender.MALE)
    table = _play(h)
    vasya = table.session.person(2)
    assert (vasya.name, vasya.gender) == ("Вася", Gender.MALE)
    assert tr_about("table.said_out", vasya) == "Вася вышел!"
    h.close()


def _help(h: Harness) -> str:
    return str(h.top.help.html_text)  # type: ignore[attr-defined]


WHY_LEVEL = "Сила — только для компьютера: это место занимает человек."
WHY_PROFILE = "Профиль — только у человека: за этим местом играет компьютер."


@pytest.mark.parametrize("size", SIZES)
def test_a_greyed_control_says_why_clicked_hovered_and_focused(
        tmp_path: Path, size: tuple[int, int]) -> None:
    h = Harness(tmp_path)
    h.resize(size)
    _seats(h)
    page: Any = _page(h)
    rows = page.form.rows
    level = rows["bot0"].control  # «Вы» is a person: «Сила» is greyed
    assert not level.middle.is_enabled
    assert all(e.tool_tip_text == WHY_LEVEL for e in level.elements), "its tooltip says why"
    assert rows["personality0"].control.middle.tool_tip_text == \
        "Характер — только для компьютера: это место занимает человек."
    assert rows["profile1"].control.middle.tool_tip_text == WHY_PROFILE
    assert rows["gender1"].control.middle.tool_tip_text == \
        "Михалыч — он: так по имени. Чтобы выбрать, дайте этому месту другое имя."
    assert rows["human0"].control.middle.tool_tip_text is None, "an enabled one has its help"
    h.top.focus.focus("row:human0")
    h.frames(2)
    assert _help(h) == spaced(tr("settings.who_help"))
    page.form.reveal(rows["bot0"])
    h.frames(2)
    at = level.middle.rect.center  # a press alone (a touch: no pointer moved there first)
    h.until_presses_act()
    h.post(pygame.MOUSEBUTTONDOWN, pos=at, button=1)
    h.post(pygame.MOUSEBUTTONUP, pos=at, button=1)
    h.frames(3)
    assert _help(h) == spaced(WHY_LEVEL), "the previous control's words stayed"
    h.move(at)
    assert h.app.setup.seats[0].human, "a press on a greyed control changes nothing"
    h.frames(90)  # the pointer rests on it: its tooltip comes up
    tip = level.middle.tool_tip
    assert tip is not None and WHY_LEVEL in tip.text_block.html_text
    h.top.focus.focus("row:profile1")  # the keyboard lands on a greyed control too
    h.frames(2)
    assert _help(h) == spaced(WHY_PROFILE)
    h.key(pygame.K_RETURN)
    h.key(pygame.K_RIGHT)
    assert rows["profile1"].control.value == "", "Enter and the arrows do nothing there"
    h.close()


def test_the_reasons_are_said_in_english(tmp_path: Path) -> None:
    h = Harness(tmp_path, "--lang", "en")
    _seats(h)
    page: Any = _page(h)
    rows = page.form.rows
    assert rows["bot0"].control.middle.tool_tip_text == \
        "Level is for the computer only: a person sits here."
    assert rows["gender2"].control.middle.tool_tip_text == \
        "Zoe is “she”: the name says so. To choose, give this seat another name."
    h.close()


def test_typing_ones_name_through_another_profiles_still_renames_ones_own(
        tmp_path: Path) -> None:
    """The rename was kept as a note beside the seats, rewritten at every letter: «Дед
    Коля» typing «Коля Петрович» over his seat passed «Коля» (his grandson's profile), the
    note was dropped there, and the match's start made a new profile «Коля Петрович» (the
    same name pasted at once renamed his).  Where the current profile sits is now the one
    fact kept; the rename is read from it and the seat's name."""
    store = DataDir(tmp_path)
    Profiles().added(OLD, Gender.MALE).added("Коля", Gender.MALE).selected(OLD).save(store)
    with harness_for(tmp_path, "--speed", "0", "--lang", "ru") as h:
        _players_page(h)
        h.top.focus.focus("row:name0")
        h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        h.key(pygame.K_BACKSPACE)
        for letter in "Коля Петрович":  # each letter a change of its own, «Коля» among them
            h.type(letter, frames=2)
        assert h.app.setup.seats[0].name == "Коля Петрович"
        assert _row(h, "profile0").control.middle.text == OLD  # type: ignore[attr-defined]
        h.key(pygame.K_ESCAPE)
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
    assert Profiles.load(store).names == ("Коля Петрович", "Коля"), "renamed, none made"
