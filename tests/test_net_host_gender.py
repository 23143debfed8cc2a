"""Issue 13 (second playtest): a woman holding the table, «Марина» who chose «она», was
«Марина (господар столу)» in a joiner's lobby and «господар пішов» in the toast when the
table went.  Her gender comes with her seat in the host's ``seats`` list (she said it in her
hello), and every sentence about the table's host agrees with it, in each language."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest

from kozel_gui.i18n import Person, set_language
from kozel_gui.net_lobby_rows import seat_line
from kozel_gui.net_roster import Roster
from kozel_gui.netplay import STOPPED
from kozel_gui.scenes.net_lobby import refusal_text
from kozel_gui.scenes.net_table import gone_text
from kozel_net.seats import Seat, SeatPlan
from rules.i18n import Gender


@pytest.fixture(autouse=True)
def _russian() -> Iterator[None]:
    yield
    set_language("ru")


def _seats(gender: str | None) -> list[dict[str, Any]]:
    """The host's list as it sends it: Марина's window holds the table, Kate joined."""
    host = Seat(SeatPlan(True), "Марина", Gender.parse(gender), token="t1", hosts=True)
    kate = Seat(SeatPlan(True), "Kate", Gender.FEMALE, token="t2")
    return json.loads(json.dumps([host.public(0), kate.public(1)]))  # as it travels


@pytest.mark.parametrize(("lang", "gender", "line", "lost"), [
    ("ru", "female", "Место 1: Марина (хозяйка стола)",
     "Связь со столом потеряна: хозяйка ушла или пропала сеть"),
    ("ru", "male", "Место 1: Марина (хозяин стола)",
     "Связь со столом потеряна: хозяин ушёл или пропала сеть"),
    ("uk", "female", "Місце 1: Марина (господиня столу)",
     "Звʼязок зі столом утрачено: господиня пішла або зникла мережа"),
    ("uk", "male", "Місце 1: Марина (господар столу)",
     "Звʼязок зі столом утрачено: господар пішов або зникла мережа"),
    ("en", "female", "Seat 1: Марина (host)",
     "The table is gone: the host left or the network dropped"),
])
def test_the_hosts_words_agree_with_her_gender(lang: str, gender: str, line: str,
                                               lost: str) -> None:
    set_language(lang)
    seats = _seats(gender)
    assert seat_line(seats[0], 1, False) == line
    host = Roster(1, seats).host_person()
    assert host.name == "Марина"
    assert refusal_text("lost", "127.0.0.1:8765", host) == lost


def test_the_toasts_when_the_table_went_agree_with_the_host_and_say_the_seat_waits() -> None:
    host = Roster(1, _seats("female")).host_person()
    assert gone_text("lost", "a", host) == (
        "Связь со столом потеряна: хозяйка ушла или пропала сеть. Ваше место сохранено: чтобы "
        "вернуться, нажмите «Вернуться за стол»")
    assert gone_text(STOPPED, "a", host) == (
        "Вы вышли из-за стола. Ваше место сохранено: чтобы вернуться, нажмите «Вернуться за "
        "стол»")
    set_language("uk")
    assert gone_text("lost", "a", host) == (
        "Звʼязок зі столом утрачено: господиня пішла або зникла мережа. Ваше місце збережено: "
        "щоб повернутися, натисніть «Повернутися за стіл»")
    assert gone_text(STOPPED, "a", host) == (
        "Ви вийшли з-за столу. Ваше місце збережено: щоб повернутися, натисніть «Повернутися "
        "за стіл»")
    set_language("en")
    assert gone_text(STOPPED, "a", host) == (
        "You left the table. Your seat is kept: to go back, press “Back to the table”")
    assert gone_text("lost", "a", Person("")) == (
        "Lost the connection to the table: the host left or the network dropped. Your seat "
        "is kept: to go back, press “Back to the table”")
