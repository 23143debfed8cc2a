"""Faults over loopback: players crash and come back, the host is killed and restarted,
connections close at random seeded points.  No move is lost: every match ends with the
sheet of the same seeded match played locally (the stand-in bot plays a dropped seat with
the same policy as the scripted players)."""

from __future__ import annotations

import asyncio
import random
import socket
from pathlib import Path

from net_kit import HostProcess, Player, reference, within

from rules import find_preset

SEATS = "human,human,human,bot:heaviest"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_a_player_who_crashes_mid_round_comes_back_to_the_same_seat(tmp_path: Path) -> None:
    host = HostProcess(tmp_path, seats=SEATS, seed=21).start()
    ref = reference(find_preset("kozel"), 4, 21)
    try:
        people = [Player(host.url, host.code, f"P{i}", ref, 21) for i in range(3)]
        people[1].drop_after = [25, 90, 160]
        asyncio.run(within(120, *(p.play() for p in people)))
        assert host.finished(30) == 0
    finally:
        host.stop()
    crashed = people[1]
    links = [m["up"] for m in crashed.received if m["type"] == "link"]
    assert links == [False, True] * 3
    welcomes = [m for m in crashed.received if m["type"] == "welcome"]
    assert len(welcomes) == 4 and {w["seat"] for w in welcomes} == {crashed.seat}
    assert len({w["token"] for w in welcomes}) == 4, "each reconnection gets a fresh token"
    others_saw = [m for m in people[0].received if m["type"] == "seats"]
    # A crash is no leaving: the others are told the table waits for the player.
    assert any(s["waiting"] for m in others_saw for s in m["seats"]), "the drop is announced"
    assert all(p.final == ref.final for p in people)


def test_the_host_killed_mid_round_resumes_from_its_autosave(tmp_path: Path) -> None:
    port = _free_port()
    args = ("--port", str(port))
    first = HostProcess(tmp_path, *args, seats=SEATS, seed=4)
    first.argv[first.argv.index("--port") + 1] = str(port)
    first.start()
    ref = reference(find_preset("kozel"), 4, 4)
    second = HostProcess(tmp_path, seats=SEATS, seed=4)
    second.argv[second.argv.index("--port") + 1] = str(port)

    async def crash_and_restart() -> None:
        await asyncio.to_thread(first.wait_for, r"TEST 2\.6 ", 60)
        first.kill()
        await asyncio.to_thread(second.start)

    try:
        people = [Player(first.url, first.code, f"P{i}", ref, 4) for i in range(3)]
        asyncio.run(within(150, crash_and_restart(), *(p.play() for p in people)))
        assert second.finished(30) == 0
    finally:
        first.stop()
        second.stop()
    assert all(p.final == ref.final for p in people)
    for p in people:
        assert [m["up"] for m in p.received if m["type"] == "link"] == [False, True]
        resumed = [m for m in p.received if m["type"] == "state"][-1]
        assert resumed["number"] >= 2, "the table went on from round 2, not from the start"
    assert not list(tmp_path.glob("table-*"))


def test_connections_closed_at_random_points_lose_no_move(tmp_path: Path) -> None:
    rng = random.Random(2024)
    host = HostProcess(tmp_path, seats="human,human,human,human", seed=9).start()
    ref = reference(find_preset("kozel"), 4, 9)
    try:
        people = [Player(host.url, host.code, f"P{i}", ref, 9) for i in range(4)]
        for p in people:
            p.drop_after = sorted(rng.sample(range(5, 400), 4))
        asyncio.run(within(150, *(p.play() for p in people)))
        assert host.finished(30) == 0
    finally:
        host.stop()
    assert all(p.final == ref.final for p in people)
    drops = sum(1 for p in people for m in p.received if m == {"type": "link", "up": False})
    assert drops >= 8, "the players really were cut off"
