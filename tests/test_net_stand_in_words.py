"""Issue 13 (play with people): what the recap says of draws and of the host's stand-in.

A run of draws by one seat is one phrase with the count («Михалыч берёт с базара 2
кости»), not «Михалыч берёт с базара; Михалыч берёт с базара»; a move the host's computer
made for someone away says so («Алекс: компьютер за него кладёт …»), and for the person
back at the table it is news: their recap starts at their own last move, not at the
computer's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness import Harness
from test_net_closed import _two_people
from test_net_gui import KOZEL, SEED, until

from kozel_gui.i18n import set_language
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_gui.table.presence import since_turn, since_words
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread
from rules import Round, find_preset
from rules.i18n import Gender, Person

PEOPLE = {0: Person.you("Аня", Gender.FEMALE), 1: Person("Михалыч", Gender.MALE)}


def _drawn_twice() -> Round:
    """Аня leads 6–6; Михалыч has no six and draws twice, then plays 2–6 to the six."""
    r = Round.from_hands(find_preset("kozel"), [["6:6", "2:5", "0:0"], ["2:2", "3:4"]],
                         bazaar=["1:1", "4:4", "2:6", "5:5", "3:3"], leader=0)
    r = r.play("6:6").play("draw").play("draw").play("draw")
    return r.play(next(m for m in r.legal_moves() if str(m).startswith("2:6")))


def test_a_run_of_draws_is_one_phrase_with_the_count() -> None:
    set_language("ru")  # (tests/conftest.py sets Russian back after each test)
    r = _drawn_twice()
    assert since_words(r, 0, PEOPLE.__getitem__) == (
        "Михалыч берёт с базара 3 кости. Михалыч кладёт\u00a02–6 к шестёрке.")
    set_language("en")
    assert since_words(r, 0, PEOPLE.__getitem__) == (
        "Михалыч draws 3 tiles from the boneyard. Михалыч plays\u00a02–6 to the six.")
    set_language("uk")
    assert since_words(r, 0, PEOPLE.__getitem__).startswith("Михалыч бере з базару 3 кістки. ")


def test_the_stand_ins_moves_are_said_as_its_and_are_news_to_the_person_back() -> None:
    set_language("ru")
    r = _drawn_twice()
    # ply 5: Аня's move, made by the computer while she was away
    r = r.play(next(m for m in r.legal_moves() if "5" in str(m)))
    stood = frozenset({5})
    assert len(since_turn(r, 0)) == 0  # without knowing it: «nothing since your move»
    assert len(since_turn(r, 0, stood)) == 5  # since her own last move, the lead
    said = since_words(r, 0, PEOPLE.__getitem__, stood)
    assert said == ("Михалыч берёт с базара 3 кости. Михалыч кладёт\u00a02–6 к шестёрке. "
                    "Компьютер за вас кладёт\u00a02–5 к двойке."), said
    # At the others' screens, Михалыч away: the computer's moves for him say so.
    away = frozenset({1, 2, 3, 4})
    assert since_words(_drawn_twice(), 0, PEOPLE.__getitem__, away) == (
        "Михалыч: компьютер за него берёт с базара 3 кости. "
        "Михалыч: компьютер за него кладёт\u00a02–6 к шестёрке.")
    zina = {0: PEOPLE[0], 1: Person("Зина", Gender.FEMALE)}
    assert since_words(_drawn_twice(), 0, zina.__getitem__, away).startswith(
        "Зина: компьютер за неё берёт с базара 3 кости. ")
    set_language("en")
    assert since_words(r, 0, PEOPLE.__getitem__, stood).endswith(
        ". For you, the computer plays\u00a02–5 to the two.")


def test_back_at_the_table_the_person_is_told_what_the_computer_played_for_them(
        tmp_path: Path) -> None:
    """The window goes down mid-round; the host's computer plays its turn (the ``move``
    says ``stand_in``); «Вернуться за стол» sits down again and the table says at once
    what happened since the window last showed the table, the computer's move for them too."""
    config = TableConfig("BACK42", KOZEL, parse_seats("human,human", 2), SEED, matches=1)
    served = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=0)
    h = Harness(tmp_path, "--speed", "0")
    seen: list[dict[str, Any]] = []
    zina: ClientThread | None = None
    try:
        zina, answer, table = _two_people(h, served, seen)
        seat = table.net.seat
        shown = table.net.round.ply  # what this window had shown as it went down
        table.net.leave(dropped=True)  # the window went down: no bye, the seat is kept
        h.app.reset_to(MenuScene(h.app))
        until(h, lambda: any(m["type"] == "move" and m.get("stand_in") is True
                             and m["seat"] == seat for m in seen),
              "the computer moving for us", 30, each=answer)
        assert not any(m.get("stand_in") for m in seen if m["type"] == "move"
                       and m["seat"] != seat)  # Зина's own moves are hers
        menu = h.top
        assert isinstance(menu, MenuScene)
        menu.back_to_table()
        until(h, lambda: isinstance(h.top, NetTableScene), "the table again", 30)
        back = h.top
        assert isinstance(back, NetTableScene)
        assert back.net.stood_in(), "the state names the computer's moves"
        h.frames(2)
        m = back.model
        assert m.note is not None
        said = str(m.note[0])
        # It starts after what this window had shown before it went down (net30: the lead
        # seen live is not said again), the computer's moves for the person included.
        expected = since_words(m.round, seat, back.net.person, back.net.stood_in(), shown)
        assert said == expected, said
        assert shown == 0 or said.startswith("Компьютер за вас"), said
        assert "Компьютер за вас " in said, said
    finally:
        if zina is not None:
            zina.close()
        h.close()
        served.stop()


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "Михалыч draws 3 tiles from the boneyard. Михалыч plays\u00a02–6 to the six. "
           "For you, the computer plays\u00a02–5 to the two."),
    ("uk", "Михалыч бере з базару 3 кістки. Михалыч кладе\u00a02–6 до шістки. "
           "Компʼютер за вас кладе\u00a02–5 до двійки."),
])
def test_the_recap_tells_each_move_as_a_sentence_never_a_capital_after_a_semicolon(
        language: str, expected: str) -> None:
    """Issue 13 (playtest): "…; For you, the computer plays 5–6…": a part that begins as a
    sentence («За вас», "For you") cannot follow «;».  Each move is a sentence of its own."""
    set_language(language)
    r = _drawn_twice()
    r = r.play(next(m for m in r.legal_moves() if "5" in str(m)))
    said = since_words(r, 0, PEOPLE.__getitem__, frozenset({5}))
    assert said == expected, said
    assert "; " not in said
