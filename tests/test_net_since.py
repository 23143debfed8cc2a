"""What a person at a network table sees of the time they waited (issue 13, play with
people): when their turn comes, the moves made since their last one are said above the
hand and the tiles laid meanwhile glow, as at a hot-seat table when the cover lifts, from
the public moves the host reported."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness import Harness
from test_net_closed import _two_people
from test_net_gui import KOZEL, SEED, host, joined_and_moved, scripted_joiner, until  # noqa: F401

from kozel_gui.i18n import set_language
from kozel_gui.scenes.net_table import NetTableScene
from kozel_gui.table.presence import since_turn, since_words
from kozel_gui.table.theme import recording
from kozel_gui.table.view import PlateView
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread


def test_a_network_turn_says_and_shows_what_the_others_did_meanwhile(
        tmp_path: Path, host: HostThread) -> None:  # noqa: F811
    h = Harness(tmp_path)  # the ordinary speed: the recap waits for the tiles to land
    try:
        table = joined_and_moved(h, f"127.0.0.1:{host.port}", host.code)
        m, seat = table.model, table.net.seat
        until(h, lambda: m.round.ply >= 2 and m.ready(), "our turn again, the picture still")
        h.frames(1)
        steps = since_turn(m.round, seat)
        assert steps and all(s.seat != seat for s in steps)
        said = since_words(m.round, seat, table.net.person)
        assert said.startswith(table.net.name(1 - seat)), said
        assert m.note is not None and str(m.note[0]) == said
        laid = {t for s in steps if s.move.is_placement for t in s.move.tiles}
        assert m.presence.glowing() == laid
        assert {p.tile for p, _, _ in table.view().recent} == laid
        h.frames(5)
        assert m.note is not None and str(m.note[0]) == said  # said once, not again
    finally:
        h.close()


def _plate(table: NetTableScene, seat: int) -> PlateView:
    return next(p for p in table.view().plates if p.seat == seat)


def _tag(h: Harness, table: NetTableScene, seat: int) -> str | None:
    """The words on the tag under ``seat``'s plate as painted (None: no tag), checked to lie
    whole inside the window."""
    with recording() as ink:
        h.frames(1)
    tags = [i for i in ink if i.role == "plate.away"]
    if not tags:
        return None
    (tag,) = tags
    assert tag.within is not None and tag.within.contains(tag.rect)
    assert h.app.screen.get_rect().contains(tag.within)
    assert tag.text == _plate(table, seat).away
    return tag.text


def test_the_plate_says_when_a_person_is_away_and_who_plays_for_her(tmp_path: Path) -> None:
    """Зина's window goes down: her plate says «нет связи» (the banner counts the grace
    down), then says the computer plays for her; when she sits down again it is a plain plate again."""
    config = TableConfig("AWAY42", KOZEL, parse_seats("human,human", 2), SEED, matches=1)
    served = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=2)
    h = Harness(tmp_path, "--speed", "0")
    seen: list[dict[str, Any]] = []
    zina: ClientThread | None = None
    try:
        zina, _, table = _two_people(h, served, seen)
        her = 1 - table.net.seat
        assert _plate(table, her).away is None and _tag(h, table, her) is None
        token = next(m["token"] for m in seen if m["type"] == "welcome")
        zina.close(bye=False)  # her window went down: no bye
        until(h, lambda: _plate(table, her).away is not None, "her plate saying so", 30)
        assert _tag(h, table, her) == "отключилась"  # the seconds: in the banner only
        until(h, lambda: table.net.roster.seats[her].get("stand_in"), "the stand-in", 30)
        assert _tag(h, table, her) == "за неё играет компьютер"
        set_language("en")
        assert _tag(h, table, her) == "the computer plays for her"
        set_language("ru")
        zina = ClientThread(f"ws://127.0.0.1:{served.port}", "AWAY42", "Зина", "female",
                            token=str(token))
        until(h, lambda: table.net.roster.connected(her), "her back at the table", 30,
              each=scripted_joiner(zina, []))
        assert _plate(table, her).away is None and _tag(h, table, her) is None
    finally:
        set_language("ru")
        if zina is not None:
            zina.close()
        h.close()
        served.stop()
