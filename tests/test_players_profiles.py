"""The players page's «Профиль» arrows (P28: four friends at one computer).

Choosing which profile plays a seat never moves or drops another seat's person: a profile
another person sits as is skipped, bots stay bots, a child is never offered (kids' table).
The page reads whose seat is whose the way the match's start does (``people.profile_at``:
«Вы» is the current profile), so what the arrows show is what will be played.

Driven through the real App loop: keys on the focused row, clicks on the arrows."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness

from kozel_gui.i18n import Gender, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.people import profile_at
from kozel_gui.profiles import ProfileKind, Profiles
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.scenes.table import TableScene
from rules import find_preset

KOZEL = find_preset("kozel")
ADULTS = ("Тестер", "Вова", "Галя", "Зина", "Петя")


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    """Five grown-ups (Тестер current) and a child; «Вы», Вова and Галя sit, Михалыч is a bot."""
    h = Harness(tmp_path)
    data = h.app.data
    profiles = (Profiles.load(data).added("Вова", Gender.MALE).added("Галя", Gender.FEMALE)
                .added("Зина", Gender.FEMALE).added("Петя", Gender.MALE)
                .added("Маша", Gender.FEMALE, kind=ProfileKind.CHILD, avatar="animals:4"))
    profiles.selected("Тестер").save(data)
    seats = (SeatSetup("Вы", human=True), SeatSetup("Вова", human=True, gender=Gender.MALE),
             SeatSetup("Галя", human=True, gender=Gender.FEMALE),
             SeatSetup("Михалыч", bot="hard"))
    h.app.set_setup(MatchSetup(KOZEL, seats))
    h.app.push(SettingsScene(h.app, tab="players"))
    h.frames(3)
    yield h
    h.close()


def _control(h: Harness, seat: int) -> object:
    return h.top.page.form.rows[f"profile{seat}"].control  # type: ignore[attr-defined]


def _playing(h: Harness, seat: int) -> str:
    """Who the set-up seats at ``seat``, as the match's start reads it ("" for nobody's)."""
    found = profile_at(Profiles.load(h.app.data), h.app.setup.seats[seat])
    return found.name if found is not None else ""


def _check_step(h: Harness, seat: int, before: tuple[SeatSetup, ...]) -> str:
    """After one arrow step at ``seat``: every other seat exactly as it was, the seat's
    profile nobody else's, and the arrows showing it.  Returns the seat's profile."""
    after = h.app.setup.seats
    for i, (was, now) in enumerate(zip(before, after, strict=True)):
        if i != seat:
            assert now == was, f"seat {i + 1} changed when seat {seat + 1} stepped: {now}"
    assert after[seat].human, "a person's seat stays a person's"
    mine = _playing(h, seat)
    others = {_playing(h, i) for i in range(len(after)) if i != seat} - {""}
    assert mine not in others, f"{mine} sits twice"
    shown = _control(h, seat).middle.text  # type: ignore[attr-defined]
    assert shown == (mine or tr("settings.profile.new")), (shown, mine)
    return mine


def _free(h: Harness, seat: int) -> set[str]:
    """The profiles no other seat plays for, and «новый» («»)."""
    seated = {_playing(h, i) for i in range(4) if i != seat}
    return {"", *(n for n in ADULTS if n not in seated)}


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_profile_arrows_by_keys_skip_seated_people_and_move_nobody(h: Harness, seat: int
                                                                    ) -> None:
    free = _free(h, seat)
    h.top.focus.focus(f"row:profile{seat}")
    for key in (pygame.K_RIGHT, pygame.K_LEFT):
        seen = []
        for _ in range(len(free)):
            before = h.app.setup.seats
            h.key(key)
            seen.append(_check_step(h, seat, before))
        assert set(seen) == free, f"one round of the arrows offers every free choice once: {seen}"
        assert len(seen) == len(set(seen))
    bot = h.app.setup.seats[3]
    assert not bot.human and bot.name == "Михалыч" and bot.bot == "hard", "the bot stays a bot"


def test_profile_arrows_by_mouse_skip_seated_people_and_move_nobody(h: Harness) -> None:
    for seat in (1, 2):
        free = _free(h, seat)
        h.top.focus.focus(f"row:profile{seat}")  # scrolls the row into view
        h.frames(2)
        for arrow in ("next", "prev", "middle"):
            seen = []
            for _ in range(len(free)):
                before = h.app.setup.seats
                button = getattr(_control(h, seat), arrow)
                h.click(button.rect.center)
                seen.append(_check_step(h, seat, before))
            assert set(seen) == free, (arrow, seen)


def test_the_bots_profile_arrows_do_nothing(h: Harness) -> None:
    before = h.app.setup.seats
    h.top.focus.focus("row:profile3")
    h.frames(2)
    control = _control(h, 3)
    h.key(pygame.K_RIGHT)
    h.click(control.next.rect.center)  # type: ignore[attr-defined]
    assert h.app.setup.seats == before
    assert control.middle.text == tr("settings.profile.new")  # type: ignore[attr-defined]


def test_you_are_the_current_profile_and_never_offered_twice(h: Harness) -> None:
    assert _control(h, 0).middle.text == "Тестер", "«Вы» plays for the current profile"  # type: ignore[attr-defined]
    choices = _control(h, 1).choices  # type: ignore[attr-defined]
    assert "Тестер" not in choices and "Галя" not in choices and "Маша" not in choices


def test_a_typed_name_comes_back_with_new(h: Harness) -> None:
    page = h.top.page  # type: ignore[attr-defined]
    h.top.focus.focus("row:name2")
    h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    h.key(pygame.K_BACKSPACE)
    h.type("Саша", frames=3)
    assert h.app.setup.seats[2].name == "Саша" and _playing(h, 2) == ""
    h.top.focus.focus("row:profile2")
    h.key(pygame.K_RIGHT)
    assert _playing(h, 2) == "Галя", "Галя left the seat: she is free again"
    h.key(pygame.K_LEFT)
    assert h.app.setup.seats[2].name == "Саша", "back to «новый»: the name typed there"
    assert page.form.rows["name2"].control.entry.get_text() == "Саша"


def test_the_table_seats_who_the_arrows_showed(h: Harness) -> None:
    h.top.focus.focus("row:profile1")
    h.key(pygame.K_RIGHT)  # Вова → Зина (Галя and Тестер sit elsewhere)
    assert _playing(h, 1) == "Зина"
    h.key(pygame.K_ESCAPE)
    h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
    h.press(tr("menu.play"))
    h.until(lambda: isinstance(h.top, TableScene), what="the table")
    table = h.top
    assert isinstance(table, TableScene)
    assert [table.session.name(s) for s in range(3)] == ["Тестер", "Зина", "Галя"]
    assert not table.session.setup.seats[3].human
