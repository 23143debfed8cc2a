"""Issue 13: which moves the host's stand-in made for a person away (``stand_ins`` of
``state``) outlive a host restart.  The autosave keeps them (in the snapshot and on each
journal line), so a player who sits down again at a table its host reopened is still told
what the computer played for them; an autosave written before the field still loads.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from test_net_gui import KOZEL, SEED, _free_port

from kozel_net.autosave import Autosave
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import Gone, NetTable, TableConfig, move_rng
from kozel_net.worker import ClientThread
from rules.bots import find_bot
from rules.i18n import Gender

CODE = "STOOD4"


def _config() -> TableConfig:
    return TableConfig(CODE, KOZEL, parse_seats("human,human", 2), SEED, matches=1)


def _stand_in_moves(table: NetTable, saves: Autosave) -> set[tuple[int, int, int]]:
    """Seat 1's person leaves (a bye); the stand-in plays every turn of theirs until seat 0
    is to move, saved as the host saves (the first move a snapshot, the rest the journal)."""
    table.clock = lambda: 1000.0
    table.drop(1, 0.0, Gone.LEFT)  # a bye, long ago
    saves.save(table)
    r = table.round
    while r.to_move != 1:  # seat 0 plays its own turn first
        table.move(0, table.key()[1], r.ply, str(r.legal_moves()[0]))
        saves.save(table)
        r = table.round
    made: set[tuple[int, int, int]] = set()
    while (turn := table.host_turn()) is not None and turn.seat == 1:
        view, *_ = table.host_view(turn)
        made.add(turn.key)
        table.host_move(turn, find_bot("heaviest").choose(view, move_rng(0, 1, len(made))))
        saves.save(table)
    return made


def test_the_autosave_keeps_the_stand_ins_moves_in_its_snapshot_and_journal(
        tmp_path: Path) -> None:
    saves = Autosave(tmp_path)
    table = NetTable(_config())
    table.join("Аня", Gender.FEMALE)
    table.join("Зина", Gender.FEMALE)
    made = _stand_in_moves(table, saves)
    assert made and table.stood == made
    journal = [json.loads(line) for line in saves.journal(CODE).read_text().splitlines()]
    assert any(line.get("stand_in") is True for line in journal), journal
    back, problem = saves.load(CODE)
    assert problem is None and back is not None
    assert back.stood == made
    assert back.state(1)["stand_ins"] == sorted(p for _, _, p in made)
    # A snapshot keeps them too (the journal folded in when something else changed).
    back.changed = True
    saves.save(back)
    assert not saves.journal(CODE).exists()
    again, _ = saves.load(CODE)
    assert again is not None and again.stood == made


def test_an_autosave_without_stand_ins_still_loads(tmp_path: Path) -> None:
    saves = Autosave(tmp_path)
    table = NetTable(_config())
    table.join("Аня", Gender.FEMALE)
    table.join("Зина", Gender.FEMALE)
    data = table.to_json()
    del data["stand_ins"]  # as written before issue 13's fix
    saves.path(CODE).write_text(json.dumps(data), encoding="utf-8")
    old, problem = saves.load(CODE)
    assert problem is None and old is not None
    assert old.stood == set() and old.state(0)["stand_ins"] == []


def _waits(seconds: float, ready: Callable[[], bool], each: Callable[[], None], what: str
           ) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, f"{what} did not happen within {seconds} s"
        each()
        time.sleep(0.02)


def _host(port: int, state: Path, grace: float) -> HostThread:
    host = HostThread(_config(), port=port, listen="127.0.0.1", state=state, lan=False,
                      bot_delay=0, grace=grace)
    assert host.wait_started() == port
    return host


def test_a_restarted_host_still_tells_the_returning_player_what_was_played_for_them(
        tmp_path: Path) -> None:
    port, state = _free_port(), tmp_path / "net"
    host = _host(port, state, grace=0)
    url = f"ws://127.0.0.1:{port}"
    anya_saw: list[dict[str, Any]] = []
    anya = ClientThread(url, CODE, "Аня", "female")
    zina = ClientThread(url, CODE, "Зина", "female")
    zina_back: ClientThread | None = None
    playing = [True]

    def anya_plays() -> None:  # Аня plays her turns (the first move offered) while asked to
        for msg in anya.poll():
            anya_saw.append(msg)
            if playing[0] and msg.get("legal"):
                anya.send({"type": "move", "number": msg["number"], "ply": msg["next_ply"],
                           "move": msg["legal"][0]})

    try:
        zina_saw: list[dict[str, Any]] = []
        _waits(30, lambda: any(m.get("type") == "welcome" for m in zina_saw)
               and any("view" in m for m in anya_saw),
               lambda: (zina_saw.extend(zina.poll()), anya_plays()), "the deal")
        seat = next(int(m["seat"]) for m in zina_saw if m["type"] == "welcome")
        token = zina.client.token
        zina.close()  # a bye: the stand-in plays her seat (grace 0: at once)

        def stood() -> list[dict[str, Any]]:
            return [m for m in anya_saw if m.get("type") == "move" and m.get("stand_in")]

        _waits(30, lambda: bool(stood()), anya_plays, "the computer playing for Зина")
        playing[0] = False  # Аня thinks: nothing more is played before the stop
        time.sleep(0.3)
        anya_plays()
        number = stood()[-1]["number"]
        before = sorted(m["ply"] for m in stood() if m["number"] == number)
        assert all(m["seat"] == seat for m in stood())
        host.stop()
        anya_saw.clear()
        host = _host(port, state, grace=600)  # opened again: nobody is played for a while

        def seats() -> list[dict[str, Any]]:
            return [m["seats"] for m in anya_saw if "seats" in m]

        _waits(30, lambda: bool(seats()) and seats()[-1][1 - seat]["connected"], anya_plays,
               "Аня back")
        assert seats()[-1][seat]["stand_in"] is True, "the seat is still the stand-in's"
        assert token is not None
        zina_back = ClientThread(url, CODE, "Зина", "female", token=token)
        back: list[dict[str, Any]] = []
        _waits(30, lambda: any(m.get("type") == "state" for m in back),
               lambda: back.extend(zina_back.poll()) if zina_back else None, "Зина back")
        state_msg = next(m for m in back if m.get("type") == "state")
        assert state_msg["number"] == number
        assert state_msg["stand_ins"] == before, (state_msg["stand_ins"], before)
        assert next(m for m in back if m["type"] == "welcome")["seat"] == seat
    finally:
        for c in (anya, zina, zina_back):
            if c is not None:
                c.close()
        host.stop()


def _saved_at_the_stand_ins_turn(state: Path, *, lost_now: bool) -> str:
    """Аня (seat 0) and Зина (seat 1) sit; Зина's connection is lost.  ``lost_now`` False:
    long ago, so the table stopped waiting and gave her seat to the stand-in; True: just
    now, her grace still running.  Аня plays until Зина is to move, the host saves as it
    does, and stops (Аня's link closed by it).  Аня's token."""
    saves = Autosave(state)
    table = NetTable(_config())
    _, anya, _ = table.join("Аня", Gender.FEMALE)
    table.join("Зина", Gender.FEMALE)
    table.clock = lambda: 1000.0
    table.drop(1, 1000.0 if lost_now else 0.0, Gone.LOST)
    table.stop_waiting()
    assert table.seats[1].given is not lost_now
    saves.save(table)
    while table.round.to_move != 1:
        table.move(0, table.key()[1], table.round.ply, str(table.round.legal_moves()[0]))
        saves.save(table)
    table.drop(0, 1000.0)  # the host stops: it closes Аня's link itself
    saves.save(table)
    return anya


def test_a_seat_given_to_the_stand_in_before_a_restart_is_played_at_once_after_it(
        tmp_path: Path) -> None:
    """Issue 13 (playtest): the host stopped on the stand-in's turn and opened again; the
    seat was the stand-in's already, so it moves at once, not after another grace."""
    state = tmp_path / "net"
    token = _saved_at_the_stand_ins_turn(state, lost_now=False)
    port = _free_port()
    host = _host(port, state, grace=600)
    anya = ClientThread(f"ws://127.0.0.1:{port}", CODE, "Аня", "female", token=token)
    saw: list[dict[str, Any]] = []
    try:
        _waits(10, lambda: any(m.get("type") == "move" and m.get("stand_in") for m in saw),
               lambda: saw.extend(anya.poll()), "the stand-in's move")
        seats = next(m["seats"] for m in saw if "seats" in m)
        assert seats[1]["stand_in"] is True and seats[1]["waiting"] is False
    finally:
        anya.close()
        host.stop()


def test_a_seat_whose_grace_ran_at_the_restart_is_waited_for_with_a_countdown(
        tmp_path: Path) -> None:
    state = tmp_path / "net"
    token = _saved_at_the_stand_ins_turn(state, lost_now=True)
    port = _free_port()
    host = _host(port, state, grace=600)
    anya = ClientThread(f"ws://127.0.0.1:{port}", CODE, "Аня", "female", token=token)
    saw: list[dict[str, Any]] = []
    try:
        _waits(10, lambda: any("seats" in m for m in saw), lambda: saw.extend(anya.poll()),
               "the seats")
        time.sleep(0.5)
        saw.extend(anya.poll())
        zina = [m["seats"][1] for m in saw if "seats" in m][-1]
        assert zina["waiting"] is True and zina["stand_in"] is False
        assert 590 <= zina["wait_left"] <= 600
        assert not any(m.get("type") == "move" and m.get("stand_in") for m in saw)
    finally:
        anya.close()
        host.stop()
