"""A person drops from a network table: it is said once, in one place (issue 13, PT-R).

The playtest saw three messages at once (the plate's «нет связи · 0:20», read as time gone
by, a toast «Зина: нет связи, ждём» and the banner).  Now the banner beside «Играть дальше
с компьютером» says who and when the computer takes the seat, in words that count down;
her plate says only «отключилась» (about her, not this computer's link); no toast.  A note that takes the banner's place (a
recap) has its time, then the banner is back.  Through the real App loop.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from harness import Harness
from test_net_closed import _host, _two_people
from test_net_gui import until

from kozel_gui.i18n import set_language
from kozel_gui.table.theme import recording
from kozel_net.worker import ClientThread

_BANNER = re.compile(r"Зина: нет связи, ждём — через (\d+) секунд[уы]? за стол сядет компьютер")


def test_a_drop_is_said_in_the_banner_only(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    host = _host("ONCE42")
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        zina, _, table = _two_people(h, host, [])
        her = 1 - table.net.seat
        m = table.model
        toasts: list[str] = []
        say = m.say
        monkeypatch.setattr(m, "say", lambda text, seat, **kw: (toasts.append(text),
                                                                say(text, seat, **kw)))
        zina.close(bye=False)  # her window went down
        zina = None
        until(h, lambda: table.net.roster.waited() == [her], "the table waiting for her", 30)
        h.frames(2)
        with recording() as ink:
            h.frames(1)
        drawn = [i.text for i in ink]
        about = [t for t in drawn if "связи" in t or "отключ" in t]
        assert len(about) == 2, about  # the banner, and the plate's state
        assert "отключилась" in about  # (about her: «нет связи» read as the host's own link)
        banner = next(t for t in about if t != "отключилась")
        assert _BANNER.fullmatch(banner), banner
        assert toasts == [], toasts  # no toast besides
        assert table.net.away(her) == "отключилась"
        set_language("en")
        assert table.net.away(her) == "disconnected"
        set_language("uk")
        assert table.net.away(her) == "відключилася"
        set_language("ru")
        m.notify("Зина кладёт 0–5 к пятёрке.", 1.0)  # a note takes its place for its time
        h.frames(1)
        assert m.note is not None and str(m.note[0]) == "Зина кладёт 0–5 к пятёрке."
        h.wait(1.5)
        h.frames(1)
        assert m.note is not None and _BANNER.fullmatch(str(m.note[0])), (m.note, m.anim.now)
    finally:
        set_language("ru")
        if zina is not None:
            zina.close()
        h.close()
        host.stop()


def _seats_with(table: object, seat: int, **state: object) -> dict[str, object]:
    seats = [dict(s) for s in table.net.roster.seats]  # type: ignore[attr-defined]
    seats[seat].update(state)
    return {"type": "seats", "seats": seats}


def test_a_return_is_said_only_after_the_drop_was(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13 (playtest V, d1b_h): a guest's window froze for 14 s; the host noticed the
    drop only as his link was taken up again, and the table said «Tom вернулся за стол»
    with no drop said before it (its banner had been up for a blink).  A return is said
    only after the drop was said long enough to be seen; a drop said, its return is."""
    from kozel_gui.scenes.net_table import NOTICED_S

    host = _host("BACK42")
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        zina, _, table = _two_people(h, host, [])
        her = 1 - table.net.seat
        m = table.model
        toasts: list[str] = []
        say = m.say
        monkeypatch.setattr(m, "say", lambda text, seat, **kw: (toasts.append(text),
                                                                say(text, seat, **kw)))
        away = {"connected": False, "waiting": True, "wait_left": 600}
        here = {"connected": True, "waiting": False, "wait_left": None}
        table.net._backlog.append(_seats_with(table, her, **away))
        h.frames(1)
        table.net._backlog.append(_seats_with(table, her, **here))  # back within a blink
        h.frames(2)
        assert toasts == [], toasts
        table.net._backlog.append(_seats_with(table, her, **away))
        h.frames(1)
        h.wait(NOTICED_S + 0.2)  # the banner said it, long enough to be read
        table.net._backlog.append(_seats_with(table, her, **here))
        h.frames(2)
        assert toasts == ["Зина вернулась за стол"], toasts
    finally:
        if zina is not None:
            zina.close()
        h.close()
        host.stop()


@pytest.mark.parametrize(("lang", "gender", "said"), [
    ("ru", "female", "отключилась"), ("ru", "male", "отключился"),
    ("ru", None, "связь с этим местом пропала"),
    ("uk", "female", "відключилася"), ("uk", "male", "відключився"),
    ("uk", None, "звʼязок із цим місцем зник"),
    ("en", "female", "disconnected"), ("en", None, "disconnected")])
def test_the_drop_badge_speaks_of_the_person(lang: str, gender: str | None, said: str) -> None:
    """Issue 13 (playtest V, c01_h): the badge «нет связи» on Tom's plate read as if the
    host herself had no connection.  It says he dropped, in his gender (sent with the
    seat), or of the seat where the gender is not known."""
    from kozel_gui.i18n import Gender, Person, tr_about

    try:
        set_language(lang)
        who = Person("Sam", Gender.parse(gender) if gender else None)
        assert tr_about("net.plate_no_link", who) == said
    finally:
        set_language("ru")
