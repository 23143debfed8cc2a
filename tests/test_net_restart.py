"""A host that restarts and opens its saved match again waits for nobody who was at the
table: the connections it closed itself were not lost (docs/PROTOCOL.md, «A lost
connection»), so the people come back to their seats as their windows reconnect, a bot's
seat is never waited for, and only someone who had gone without a word before the restart
is still waited for after it.

Loopback only: a real host on a thread, stopped and started again on the same port from
its autosave; scripted players written from the protocol, and a game window that found the
table on the local network (``net_kit.FakeLan``).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
from harness import Harness
from net_kit import FakeLan
from test_net_gui import KOZEL, SEED, _free_port, play_first, scripted_joiner, until

from kozel_gui.i18n import tr
from kozel_gui.scenes.net_join import JoinScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_net.autosave import Autosave
from kozel_net.discovery import LanTable
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread

SEATS = "human,human,bot:heaviest"
"""Two people and a bot."""


def _host(code: str, port: int, state: Path) -> HostThread:
    config = TableConfig(code, KOZEL, parse_seats(SEATS, 3), SEED, matches=1)
    host = HostThread(config, port=port, listen="127.0.0.1", state=state, lan=False,
                      bot_delay=0, grace=5)
    assert host.wait_started() == port
    return host


def _waits(deadline_s: float, ready: Callable[[], bool], each: Callable[[], None], what: str
           ) -> None:
    deadline = time.monotonic() + deadline_s
    while not ready():
        assert time.monotonic() < deadline, f"{what} did not happen within {deadline_s} s"
        each()
        time.sleep(0.02)


def _saved_waited(state: Path, code: str) -> list[bool]:
    table, problem = Autosave(state).load(code)
    assert problem is None and table is not None
    return [s.waited for s in table.seats]


def test_after_a_restart_people_fill_their_seats_and_nobody_there_is_waited_for(
        tmp_path: Path) -> None:
    port, state = _free_port(), tmp_path / "net"
    host = _host("BACK42", port, state)
    url = f"ws://127.0.0.1:{port}"
    seen: dict[str, list[dict[str, Any]]] = {"Аня": [], "Зина": []}
    players = {name: ClientThread(url, "BACK42", name, "female") for name in seen}
    answers = [scripted_joiner(c, seen[n]) for n, c in players.items()]

    def answer() -> None:
        for a in answers:
            a()

    def played() -> int:
        return sum(1 for m in seen["Аня"] if m["type"] == "move")

    try:
        _waits(30, lambda: played() >= 3, answer, "a few moves")
        host.stop()  # the game closed at the host: its autosave stays
        assert _saved_waited(state, "BACK42") == [False, False, False], "closed, not lost"
        for messages in seen.values():
            messages.clear()
        host = _host("BACK42", port, state)  # the game started again, the match reopened

        def back() -> bool:
            last = [m["seats"] for m in seen["Аня"] + seen["Зина"] if "seats" in m]
            return bool(last) and all(s["connected"] for s in last[-1])

        _waits(30, back, answer, "both people back at their seats")
        after = [s for m in seen["Аня"] + seen["Зина"] if "seats" in m for s in m["seats"]]
        assert after and not any(s["waiting"] for s in after), "someone there was waited for"
        assert all(s["connected"] and not s["stand_in"] for s in after if s["kind"] == "bot")
        before = played()
        _waits(30, lambda: played() > before + 2, answer, "the match going on")
    finally:
        for c in players.values():
            c.close()
        host.stop()


def test_who_had_gone_without_a_word_is_still_waited_for_after_the_restart(
        tmp_path: Path) -> None:
    port, state = _free_port(), tmp_path / "net"
    host = _host("GONE42", port, state)
    url = f"ws://127.0.0.1:{port}"
    seen: list[dict[str, Any]] = []
    hers: list[dict[str, Any]] = []
    anya = ClientThread(url, "GONE42", "Аня", "female")
    zina = ClientThread(url, "GONE42", "Зина", "female")
    answers = [scripted_joiner(anya, seen), scripted_joiner(zina, hers)]
    try:
        # Both have seen the deal: each client's messages come on its own thread, so Anya's
        # deal says nothing of whether Zina's welcome has been read yet (a loaded run failed).
        _waits(30, lambda: all(any(m["type"] == "state" and "view" in m for m in got)
                               for got in (seen, hers)),
               lambda: [a() for a in answers], "the deal")
        gone = next(int(m["seat"]) for m in hers if m["type"] == "welcome")
        expected = [i == gone for i in range(3)]
        zina.close(bye=False)  # her window closed: the table waits for her
        _waits(30, lambda: _saved_waited(state, "GONE42")[gone], answers[0], "the wait saved")
        host.stop()
        assert _saved_waited(state, "GONE42") == expected
        seen.clear()
        host = _host("GONE42", port, state)
        _waits(30, lambda: any("seats" in m for m in seen), answers[0], "Аня back")
        seats = [m["seats"] for m in seen if "seats" in m][-1]
        assert [s["waiting"] for s in seats] == expected
    finally:
        anya.close()
        zina.close()
        host.stop()


def test_a_window_that_joined_from_the_lan_list_keeps_its_seat_and_waits_for_nobody(
        tmp_path: Path) -> None:
    port, state = _free_port(), tmp_path / "net"
    host = _host("LANR42", port, state)
    h = Harness(tmp_path / "window", "--speed", "0")
    zinas: list[ClientThread] = []
    try:
        h.press(tr("menu.join"))
        join = h.top
        assert isinstance(join, JoinScene)
        join.lan = FakeLan(LanTable("club", "127.0.0.1", port, "kozel", 3, 2))  # type: ignore[assignment]
        h.wait(1.5)  # the screen looks for tables nearby
        listed = [b for b in h.buttons() if b.text.startswith("club")]
        assert listed, [b.text for b in h.buttons()]
        h.click(listed[0].rect.center)
        h.type("LANR42")
        h.key(pygame.K_RETURN)
        # Зина's window does not try again by itself: she sits down again later, by hand.
        zinas.append(ClientThread(f"ws://127.0.0.1:{port}", "LANR42", "Зина", "female",
                                  retry_for=0))
        answer = [scripted_joiner(zinas[0], [])]
        until(h, lambda: isinstance(h.top, NetTableScene), "the table", 30, each=answer[0])
        table = h.top
        assert isinstance(table, NetTableScene)
        waited: list[int] = []

        def both_play() -> None:
            answer[0]()
            if table.model.ready():
                play_first(h, table)
            waited.extend(table.net.roster.waited())

        until(h, lambda: table.net.round.ply >= 3, "a few moves", 30, each=both_play)
        token = zinas[0].client.token
        host.stop()
        host = _host("LANR42", port, state)
        server = host._server
        assert server is not None
        mine = ("LANR42", table.net.seat)
        until(h, lambda: mine in server.links, "the window back at its seat", 30, each=both_play)
        zinas.append(ClientThread(f"ws://127.0.0.1:{port}", "LANR42", "Зина", "female",
                                  token=token))
        answer[0] = scripted_joiner(zinas[1], [])
        seat = next(i for i, s in enumerate(table.net.seats) if s["name"] == "Зина"
                    and s["kind"] == "human")
        where = server.tables["LANR42"].key()  # (match, round, ply) when the host came back
        until(h, lambda: server.tables["LANR42"].key() > where and table.net.connected(seat),
              "the match going on with Зина back", 40, each=both_play)
        assert h.top is table, "the window lost its seat"
        assert waited == [], "the table waited for someone the host itself had closed"
    finally:
        for z in zinas:
            z.close()
        h.close()
        host.stop()
