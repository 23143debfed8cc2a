"""Issue 19 #2: a plain bot renamed on the players page lost its gender (a stock name's
gender was read off the name, and the new name has none), so the table said «Вася сходило».
A bot renamed keeps its gender, or takes a stock name's.  Typed on the real players page."""

from __future__ import annotations

from pathlib import Path

from harness import Harness
from test_hotseat_seats import _page, _play, _type_name

from kozel_gui.i18n import Gender, tr_about
from kozel_gui.options import MatchSetup, SeatSetup
from rules import find_preset

KOZEL = find_preset("kozel")


def test_a_renamed_bot_keeps_its_gender_at_the_table(tmp_path: Path) -> None:
    h = Harness(tmp_path)
    seats = (SeatSetup("Вы", human=True), SeatSetup("Зина", bot="medium"),
             SeatSetup("Михалыч", bot="medium"))
    h.app.set_setup(MatchSetup(KOZEL, seats))
    _page(h)
    _type_name(h, 1, "Вася")
    _type_name(h, 2, "Светка")  # a stock name: hers
    kept = h.app.setup.seats
    assert (kept[1].name, kept[1].gender) == ("Вася", Gender.FEMALE)
    assert (kept[2].name, kept[2].gender) == ("Светка", Gender.FEMALE)
    table = _play(h)
    vasya = table.session.person(1)
    assert (vasya.name, vasya.gender) == ("Вася", Gender.FEMALE)
    assert tr_about("table.said_out", vasya) == "Вася вышла!"
    h.close()
