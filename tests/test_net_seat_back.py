"""The way back to a seat after the window went down (a crash, ``kill -9``: no ``bye``):
the seat is kept by the table, not by how its address was typed (issue 13).

The host keeps the seat for its token; the window keeps the token in ``net-seats.json``
under the table's key.  ``127.0.0.1:PORT``, ``localhost:PORT`` and ``LOCALHOST:PORT`` are
one table, ``192.0.2.2`` and ``192.0.2.2:8765`` too, and keys of older files (the address
as typed) are read the same way; the Join screen offers the table back, filled in.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from harness import Harness
from test_net_gui import KOZEL, SEED, join_from_menu, joined_and_moved, until

from kozel_gui.i18n import tr
from kozel_gui.net_seats import FILE, held, last_table, seat_key
from kozel_gui.scenes.net_join import JoinScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig


def test_one_table_is_one_key_however_its_host_is_spelt() -> None:
    key = seat_key("192.0.2.2:8765", "T8K6CW")
    assert seat_key("192.0.2.2", "T8K6CW") == key
    assert seat_key(" ws://192.0.2.2:8765/ ", "t8k6cw") == key
    assert seat_key("192.0.2.2:8766", "T8K6CW") != key
    assert seat_key("localhost", "AB") == seat_key("127.0.0.1:8765", "AB")
    assert seat_key("LocalHost:9000", "AB") == seat_key("127.0.0.1:9000", "AB")
    assert seat_key("self", "AB") == "self|AB"


def test_a_seat_kept_by_an_older_version_under_the_typed_address_is_found(
        tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        h.app.data.save(FILE, {"format": 1, "seats": {"192.0.2.2|T8K6CW": "tok"}, "rows": {}})
        assert held(h.app, seat_key("192.0.2.2:8765", "T8K6CW")) == "tok"
        assert last_table(h.app) == ("192.0.2.2:8765", "T8K6CW")
        h.press(tr("menu.join"))
        assert isinstance(h.top, JoinScene)
        assert [h.top.fields[k].get_text() for k in ("address", "code")] == [
            "192.0.2.2:8765", "T8K6CW"]  # the way back, filled in
    finally:
        h.close()


def _crash(h: Harness) -> None:
    """The window goes without a bye, as after a kill: nothing is said to the host."""
    h.post(pygame.QUIT)
    h.frames(1)
    assert not h.app.running
    h.close()


def test_after_a_crash_any_spelling_of_the_host_finds_the_same_seat_and_hand(
        tmp_path: Path) -> None:
    config = TableConfig("BACK77", KOZEL, parse_seats("bot:heaviest,human,bot:heaviest", 3),
                         SEED, matches=1)
    host = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=600)
    try:
        port = host.wait_started()
        h = Harness(tmp_path, "--speed", "0")
        first = joined_and_moved(h, f"127.0.0.1:{port}", "BACK77")
        seat = first.net.seat
        until(h, first.model.ready, "our turn again")
        hand, ply = first.net.round.hand(seat), first.net.round.ply
        _crash(h)
        for spelling in (f"localhost:{port}", f"LOCALHOST:{port} ", f"127.0.0.1:{port}"):
            h = Harness(tmp_path, "--speed", "0")
            h.press(tr("menu.join"))
            assert isinstance(h.top, JoinScene)
            assert h.top.fields["address"].get_text() == f"127.0.0.1:{port}"
            assert h.top.fields["code"].get_text() == "BACK77"
            h.key(pygame.K_ESCAPE)
            join_from_menu(h, spelling, "BACK77")
            until(h, lambda h=h: isinstance(h.top, NetTableScene), f"the table as {spelling}")
            table = h.top
            assert isinstance(table, NetTableScene)
            assert table.net.seat == seat, spelling  # ours, not "every seat is taken"
            assert (table.net.round.hand(seat), table.net.round.ply) == (hand, ply), spelling
            saved = json.loads((tmp_path / FILE).read_text(encoding="utf-8"))
            assert list(saved["seats"]) == [f"127.0.0.1:{port}|BACK77"]
            _crash(h)
    finally:
        host.stop()


def test_a_kept_seat_whose_table_does_not_answer_is_no_longer_offered_and_said_so(
        tmp_path: Path) -> None:
    """Issue 13 (playtest): after the hosting window was killed, «Вернуться за стол» kept
    leading to a table nobody serves.  Tried once and not reached, the menu offers no way
    back to it any more, and the words say so; the seat's token is kept (the host may only
    be frozen: the second playtest), so joining with the code still finds it."""
    from test_net_gui import _free_port

    from kozel_gui.net_seats import keep
    from kozel_gui.scenes.menu import MenuScene

    h = Harness(tmp_path, "--speed", "0")
    try:
        address = f"127.0.0.1:{_free_port()}"  # nothing listens there
        keep(h.app, seat_key(address, "GONE42"), "tok")
        h.frames(1)
        h.app.reset_to(MenuScene(h.app))
        h.frames(1)
        h.press(tr("menu.back_to_table"))
        until(h, lambda: last_table(h.app) is None, "the table no longer offered", 30)
        assert held(h.app, seat_key(address, "GONE42")) == "tok"
        h.frames(2)
        join = h.top  # (the join screen stays below the lobby: it says why)
        assert isinstance(join, JoinScene)
        said = join.problem
        assert said == (f"Нет связи со столом {address}: проверьте адрес и открыт ли стол. "
                        "Если стол снова откроют, ваше место может ждать вас по коду GONE42"), said
        for size in ((1280, 720), (1024, 600)):  # (playtest V: one line ran off both edges)
            h.resize(size)
            _wrapped_within(join, size, said)
        h.app.reset_to(MenuScene(h.app))
        h.frames(1)
        assert tr("menu.back_to_table") not in [b.text for b in h.buttons()]
    finally:
        h.close()


def _wrapped_within(join: JoinScene, size: tuple[int, int], said: str) -> None:
    """The Join page's message is drawn in whole lines inside the window, above the list of
    tables found nearby, and says every word."""
    from kozel_gui.assets import font

    lines = join.problem_lines(size)
    face = font(join._text_px(size))
    assert len(lines) >= 2 and " ".join(lines) == said, lines
    for line in lines:
        width = face.size(line)[0]
        assert join.problem_at[0] - width // 2 >= 16, (size, line)
        assert join.problem_at[0] + width // 2 <= size[0] - 16, (size, line)
    bottom = join.problem_at[1] + len(lines) * face.get_linesize()
    assert bottom <= join.lan_at[1], (size, bottom, join.lan_at)
